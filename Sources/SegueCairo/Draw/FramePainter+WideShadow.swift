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
    // A rounded rectangle's straight middle folds on the reduced grid as it does at full
    // resolution (`ShadowFold`): its reduced columns and rows are equal, so only the corners
    // are blurred, and the kept column and row are repeated back before the enlargement.
    let fold =
      shadow.path == nil && renderer.foldsWideShadows
      ? ShadowFold(
        node: node, matrix: m,
        region: PixelRect(x: 0, y: 0, width: rect.width, height: rect.height),
        wholeX: 0, wholeY: 0, dx: 0, dy: 0, reachX: reduction.reach, reachY: reduction.reach)
      : nil
    let small = (
      width: rect.width - (fold?.columns.count ?? 0), height: rect.height - (fold?.rows.count ?? 0)
    )
    guard
      let blurred = renderer.scratch.take(
        CAIRO_FORMAT_A8, width: small.width, height: small.height),
      let full = renderer.scratch.take(
        CAIRO_FORMAT_A8, width: region.width, height: region.height, cleared: false)
    else {
      note(
        node,
        "shadow surface of \(region.width)×\(region.height) pixels could not be made; not drawn")
      return nil
    }
    defer { renderer.scratch.giveBack(blurred) }
    guard let smallCr = makeContext(blurred) else {
      renderer.scratch.giveBack(full)
      return nil
    }
    cairo_set_matrix(smallCr, &m)
    drawShadowShape(shadow, of: fold?.narrowed ?? node, in: smallCr)
    finish(smallCr, of: node, drawing: "the shadow's shape")
    guard
      let reduced = blurredAndUnfolded(
        blurred, sigmaX: reduction.reducedSigmaX, sigmaY: reduction.reducedSigmaY, fold: fold,
        width: rect.width, height: rect.height)
    else {
      renderer.scratch.giveBack(full)
      return nil
    }
    defer { if reduced != blurred { renderer.scratch.giveBack(reduced) } }
    cairo_surface_flush(full)
    guard let reducedData = cairo_image_surface_get_data(reduced),
      let fullData = cairo_image_surface_get_data(full)
    else {
      renderer.scratch.giveBack(full)
      return nil
    }
    reduction.enlarge(
      reducedData, stride: Int(cairo_image_surface_get_stride(reduced)), into: fullData,
      stride: Int(cairo_image_surface_get_stride(full)), region: region, parts: parts)
    cairo_surface_mark_dirty(full)
    return full
  }

  /// Blurs the shape drawn in `mask` (A8, from the scratch pool) and repeats back what `fold`
  /// folded away: the blurred mask of `width` × `height` pixels, `mask` itself when nothing
  /// folds, else a scratch surface the caller gives back too; nil when none could be made.
  func blurredAndUnfolded(
    _ mask: OpaquePointer, sigmaX: Double, sigmaY: Double, fold: ShadowFold?, width: Int,
    height: Int
  ) -> OpaquePointer? {
    cairo_surface_flush(mask)
    if let data = cairo_image_surface_get_data(mask) {
      GaussianBlur.blurAlpha(
        data, width: Int(cairo_image_surface_get_width(mask)),
        height: Int(cairo_image_surface_get_height(mask)),
        stride: Int(cairo_image_surface_get_stride(mask)), sigmaX: sigmaX, sigmaY: sigmaY)
    }
    cairo_surface_mark_dirty(mask)
    guard let fold else { return mask }
    guard
      let unfolded = renderer.scratch.take(
        CAIRO_FORMAT_A8, width: width, height: height, cleared: false)
    else { return nil }
    fold.unfold(mask, into: unfolded)
    return unfolded
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
