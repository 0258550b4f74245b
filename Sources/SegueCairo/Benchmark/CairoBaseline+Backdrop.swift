import CCairo
import Foundation
import SegueGeometry
import SegueLayers

extension CairoBaseline {
  /// Blurs what lies under `area` (node space, the current matrix mapping it to device
  /// pixels) and shows it inside the area's rounded rectangle: the cheapest blur of the same
  /// radius at the same resolution. The pixels under the area and the blur's reach are copied
  /// at the renderer's reduction (1/f, f = ⌊σ/3⌋ at least 1; Cairo's box filter when
  /// shrinking, padded past the canvas), blurred by three box passes (`GaussianBlur`: a
  /// running sum, O(1) a pixel whatever the radius, which no Cairo or pixman filter is), and
  /// drawn back scaled by f, bilinearly.
  func drawBackdrop(_ backdrop: Backdrop, paint: Paint, cr: OpaquePointer) {
    guard let area = paint.area, backdrop.blurRadius.isFinite, backdrop.blurRadius > 0,
      let target = cairo_get_target(cr)
    else { return }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let sigma = Double(backdrop.blurRadius) * m.meanScale
    guard sigma >= 0.5 else { return }
    let reach = GaussianBlur.reach(sigma: sigma) + 1
    let box = PixelRect(enclosing: FramePainter.deviceBox(of: area, under: m))
    let factor = max(1, Int(sigma / FramePainter.minimumReducedSigma))
    let (x0, y0) = (box.x - reach, box.y - reach)
    let (width, height) = (box.width + 2 * reach, box.height + 2 * reach)
    guard width > 0, height > 0,
      let reduced = try? Self.keptSurface(
        in: &backdropSurfaces,
        width: (width + factor - 1) / factor, height: (height + factor - 1) / factor),
      let copy = cairo_create(reduced.surface)
    else { return }
    cairo_scale(copy, 1 / Double(factor), 1 / Double(factor))
    cairo_set_source_surface(copy, target, -Double(x0), -Double(y0))
    if let pattern = cairo_get_source(copy) {
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      cairo_pattern_set_filter(pattern, factor > 1 ? CAIRO_FILTER_GOOD : CAIRO_FILTER_NEAREST)
    }
    cairo_set_operator(copy, CAIRO_OPERATOR_SOURCE)
    cairo_paint(copy)
    cairo_destroy(copy)
    cairo_surface_flush(reduced.surface)
    guard let data = cairo_image_surface_get_data(reduced.surface) else { return }
    GaussianBlur.blurChannels(
      data, width: reduced.width, height: reduced.height,
      stride: Int(cairo_image_surface_get_stride(reduced.surface)), sigma: sigma / Double(factor))
    cairo_surface_mark_dirty(reduced.surface)
    cairo_new_path(cr)
    CairoPath.appendRoundedRect(area, radius: paint.cornerRadius, corners: paint.corners, in: cr)
    cairo_clip(cr)
    cairo_identity_matrix(cr)
    cairo_translate(cr, Double(x0), Double(y0))
    cairo_scale(cr, Double(factor), Double(factor))
    cairo_set_source_surface(cr, reduced.surface, 0, 0)
    if let pattern = cairo_get_source(cr) {
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
    }
    cairo_paint_with_alpha(cr, paint.alpha)
  }
}
