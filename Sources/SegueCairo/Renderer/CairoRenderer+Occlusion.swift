import Foundation
import SegueGeometry
import SegueLayers

extension CairoRenderer {
  /// Whether the first pixels the frame paints are an opaque background covering the whole
  /// canvas on whole pixels, so that clearing the target first would change nothing.
  ///
  /// Walks down from the first top-level node through nodes that draw nothing themselves
  /// (no background, shadow, contents, drawing, border, mask or group opacity) to the first
  /// node that does; that node must be an opaque, square-cornered, affinely placed background
  /// whose device-pixel rectangle contains the canvas.
  static func firstPaintCoversCanvas(_ list: DisplayList, scale: Int) -> Bool {
    var node = list.nodes.first
    var toCanvas = Transform3D.identity
    let canvas = CGRect(origin: .zero, size: list.size)
    while let current = node {
      let transform = current.transform.concatenating(toCanvas)
      guard current.opacity >= 1, current.mask == nil, current.shadow == nil,
        !current.masksToBounds,
        transform.isAffine
      else {
        return false
      }
      if let background = current.backgroundColor {
        guard background.alpha >= 1, current.cornerRadius == 0 || current.maskedCorners.isEmpty
        else {
          return false
        }
        let covered = current.bounds.applying(transform.affineTransform)
        let s = CGFloat(scale)
        // Whole device pixels only: an edge inside a pixel would blend with what was there.
        let pixels = CGRect(
          x: (covered.minX * s).rounded(.up), y: (covered.minY * s).rounded(.up),
          width: 0, height: 0)
        let far = CGPoint(
          x: (covered.maxX * s).rounded(.down), y: (covered.maxY * s).rounded(.down))
        return pixels.minX <= 0 && pixels.minY <= 0 && far.x >= (canvas.maxX * s).rounded()
          && far.y >= (canvas.maxY * s).rounded()
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
