import CCairo
import Foundation
import SegueLayers

// A wide shadow's mask made on a reduced grid (see `ShadowReduction`): the casting shape drawn
// at 1/factor into a small A8 surface, blurred there, and enlarged into the region's mask.

extension FramePainter {
  /// The blurred mask of `shadow` over `region` (a scratch A8 surface the caller gives back),
  /// made on `reduction`'s grid; nil when a surface could not be made (reported).
  ///
  /// - Parameters:
  ///   - matrix: the device matrix of the casting node.
  ///   - shift: what moves the shape into mask space: the offset less its whole pixels.
  ///   - parts: the pixels of `region` the mask is read at (nil: all); the rest is left
  ///     unwritten.
  func wideShadowMask(
    _ shadow: Shadow, of node: DisplayNode, matrix: cairo_matrix_t, shift: (x: Double, y: Double),
    region: PixelRect, parts: [PixelRect]?, reduction: ShadowReduction
  ) -> OpaquePointer? {
    let rect = reduction.reducedRect(covering: region)
    guard
      let small = renderer.scratch.take(CAIRO_FORMAT_A8, width: rect.width, height: rect.height),
      let full = renderer.scratch.take(
        CAIRO_FORMAT_A8, width: region.width, height: region.height, cleared: false)
    else {
      note(
        node,
        "shadow surface of \(region.width)×\(region.height) pixels could not be made; not drawn")
      return nil
    }
    defer { renderer.scratch.giveBack(small) }
    guard let smallCr = makeContext(small) else {
      renderer.scratch.giveBack(full)
      return nil
    }
    // Mask space shifted to the reduced rectangle's origin, then scaled down.
    let f = Double(reduction.factor)
    var m = matrix
    m.x0 += shift.x - Double(rect.x) * f
    m.y0 += shift.y - Double(rect.y) * f
    m.xx /= f
    m.xy /= f
    m.yx /= f
    m.yy /= f
    m.x0 /= f
    m.y0 /= f
    cairo_set_matrix(smallCr, &m)
    drawShadowShape(shadow, of: node, in: smallCr)
    finish(smallCr, of: node, drawing: "the shadow's shape")
    cairo_surface_flush(small)
    cairo_surface_flush(full)
    guard let smallData = cairo_image_surface_get_data(small),
      let fullData = cairo_image_surface_get_data(full)
    else {
      renderer.scratch.giveBack(full)
      return nil
    }
    let smallStride = Int(cairo_image_surface_get_stride(small))
    GaussianBlur.blurAlpha(
      smallData, width: rect.width, height: rect.height, stride: smallStride,
      sigmaX: reduction.reducedSigmaX, sigmaY: reduction.reducedSigmaY)
    reduction.enlarge(
      smallData, stride: smallStride, into: fullData,
      stride: Int(cairo_image_surface_get_stride(full)), region: region, parts: parts)
    cairo_surface_mark_dirty(full)
    return full
  }

  /// Draws the shape that casts `shadow` in opaque black: its path, or else the node's own
  /// content without its shadow.
  func drawShadowShape(_ shadow: Shadow, of node: DisplayNode, in cr: OpaquePointer) {
    if let path = shadow.path {
      CairoPath.set(path, in: cr)
      cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
      cairo_set_source_rgba(cr, 0, 0, 0, 1)
      cairo_fill(cr)
    } else {
      drawLayer(node, in: cr, alpha: 1, includingShadow: false)
    }
  }
}
