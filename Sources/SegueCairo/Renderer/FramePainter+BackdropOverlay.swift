import CCairo
import Foundation
import SegueGeometry
import SegueLayers

// A blur's tint is often a view of one colour laid exactly over it (a `VisualEffectView`'s
// content view holding a translucent fill: the side menu's teal). Drawn on its own, that fill
// is another pass over every pixel of the blur; composited in the blur's own pass it costs a
// few operations a pixel, with the same bytes (`Overlays`, pixman's OVER of a solid colour).

/// A background filled exactly over a backdrop, later in the walk: the node that fills it (its
/// path from the top of the list) and the colour and alpha of the fill.
struct BackdropOverlay {
  let path: [Int]
  let color: Color
  let alpha: Double
}

extension FramePainter {
  /// The first fill drawn after `node`'s backdrop (and its background), when it is a solid
  /// colour over exactly the same device pixels with nothing drawn in between: down the chain
  /// of first sublayers, each covering the node's bounds exactly, on whole pixels, square,
  /// ungrouped, drawing nothing of their own before it. Nil otherwise.
  ///
  /// `m` is the device matrix of `node`'s space; `plan` what occlusion leaves of the node.
  func overlay(onBackdropOf node: DisplayNode, under m: cairo_matrix_t, plan: NodePlan?)
    -> BackdropOverlay?
  {
    guard renderer.fillsOverBackdropsInTheirPass,
      let box = Self.squareDeviceBox(of: node, under: m),
      node.contents == nil, node.drawing == nil, node.shadow?.isVisible != true
    else { return nil }
    var (current, currentPlan, matrix, relative) = (node, plan, m, [Int]())
    // A few levels: a content view or two between the effect and its tint.
    for _ in 0..<3 {
      guard let layer = current.sublayers.first, layer.mask == nil, layer.backdrop == nil,
        layer.pageCurl == nil, layer.opacity > 0, layer.shadow?.isVisible != true,
        var own = layer.transform.planeAffineMatrix, own.isUsable
      else { return nil }
      let layerPlan = currentPlan.flatMap { $0.sublayers.first }
      guard layerPlan?.isHidden != true else { return nil }
      var device = cairo_matrix_t()
      cairo_matrix_multiply(&device, &own, &matrix)
      guard Self.squareDeviceBox(of: layer, under: device) == box else { return nil }
      relative.append(0)
      if let background = layer.backgroundColor, background.alpha > 0 {
        // Grouped, the fill would be composited with the group, not over the blur.
        let grouped = layer.opacity < 1 && (layer.primitiveCount > 1 || !layer.sublayers.isEmpty)
        guard !grouped, layerPlan?.background ?? .whole == plan?.backdrop ?? .whole else {
          return nil
        }
        return BackdropOverlay(
          path: path + relative, color: background, alpha: min(layer.opacity, 1))
      }
      // Nothing of its own may come first, and its sublayers must not be grouped.
      guard layer.opacity >= 1, layer.contents == nil, layer.drawing == nil else { return nil }
      (current, currentPlan, matrix) = (layer, layerPlan, device)
    }
    return nil
  }

  /// The device pixels `node`'s bounds cover under `m` when they are a square-cornered,
  /// axis-aligned rectangle on whole pixels; nil otherwise.
  private static func squareDeviceBox(of node: DisplayNode, under m: cairo_matrix_t)
    -> PixelRect?
  {
    guard m.xy == 0, m.yx == 0, node.cornerRadius <= 0 || node.maskedCorners.isEmpty else {
      return nil
    }
    let box = deviceBox(of: node.bounds, under: m)
    guard !box.isNull, box.width > 0, box.height > 0,
      [box.minX, box.minY, box.maxX, box.maxY].allSatisfy({ $0 == $0.rounded() && abs($0) < 1e8 })
    else { return nil }
    return PixelRect(
      x: Int(box.minX), y: Int(box.minY), width: Int(box.width), height: Int(box.height))
  }
}
