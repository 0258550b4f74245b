import Foundation
import SegueGeometry
import SegueLayers

extension CairoRenderer {
  /// Whether the first pixels the frame paints are an opaque background covering the whole
  /// canvas on whole pixels, so that clearing the target first would change nothing.
  ///
  /// Walks down from the first top-level node through nodes that draw nothing themselves
  /// (no background, shadow, contents, drawing, border, mask or group opacity) to the first
  /// node that does; that node must be an opaque, square-cornered background, placed upright
  /// or turned a quarter, whose device-pixel rectangle contains the canvas.
  static func firstPaintCoversCanvas(_ list: DisplayList, scale: Int) -> Bool {
    let s = CGFloat(scale)
    return firstPaintCovers(
      width: Int((list.size.width * s).rounded()), height: Int((list.size.height * s).rounded()),
      drawing: list.nodes.first, at: .identity, scale: s)
  }

  /// Whether the first pixels `node` (drawn under `transform`, in points) paints are an opaque
  /// background covering every pixel of a `width` × `height` pixel surface at `scale` pixels
  /// per point (see `firstPaintCoversCanvas`).
  static func firstPaintCovers(
    width: Int, height: Int, drawing node: DisplayNode?, at transform: Transform3D,
    scale s: CGFloat
  ) -> Bool {
    var node = node
    var toCanvas = transform
    while let current = node {
      let transform = current.transform.concatenating(toCanvas)
      guard current.opacity >= 1, current.mask == nil, current.shadow == nil,
        !current.masksToBounds, current.pageCurl == nil,
        transform.isAffine
      else {
        return false
      }
      if let background = current.backgroundColor {
        guard background.alpha >= 1, current.cornerRadius == 0 || current.maskedCorners.isEmpty
        else {
          return false
        }
        let affine = transform.affineTransform
        // Rectilinear only (upright or a quarter turn): the box of a turned rectangle is larger
        // than the rectangle, and its corners would keep the previous frame (a held canvas
        // turning the window, Stage+Canvas.swift).
        let upright = abs(affine.b) < 1e-9 && abs(affine.c) < 1e-9
        guard upright || (abs(affine.a) < 1e-9 && abs(affine.d) < 1e-9) else {
          return false
        }
        let covered = current.bounds.applying(affine)
        // Whole device pixels only: an edge inside a pixel would blend with what was there.
        return (covered.minX * s).rounded(.up) <= 0 && (covered.minY * s).rounded(.up) <= 0
          && (covered.maxX * s).rounded(.down) >= CGFloat(width)
          && (covered.maxY * s).rounded(.down) >= CGFloat(height)
      }
      guard current.contents == nil, current.drawing == nil, current.borderWidth == 0 else {
        return false
      }
      node = current.sublayers.first
      toCanvas = transform
    }
    return false
  }
}
