import CCairo
import Foundation
import SegueGeometry
import SegueLayers

extension CairoBaseline {
  /// Composites a contents image into `rect` (node space, the current matrix mapping it to
  /// device pixels) straight from its converted source, with the filter the renderer chooses
  /// for that matrix (`FramePainter.filter(for:in:)`: a copy, bilinear, or Cairo's GOOD below
  /// half size) and padded edges: one Cairo composite, which is pixman's scaling of the picture
  /// into the pixels it covers. The renderer's two steps (samples kept while a picture stands
  /// still, `ResampledImageCache`) give the same samples; `CairoBaselineFloorTests` compares.
  func drawPicture(_ contents: Contents, in rect: CGRect, alpha: Double, cr: OpaquePointer) {
    guard rect.width > 0, rect.height > 0, rect.isFiniteRect,
      let surface = try? images.surface(for: contents.image)
    else { return }
    cairo_translate(cr, rect.minX, rect.minY)
    cairo_scale(cr, rect.width / Double(surface.width), rect.height / Double(surface.height))
    let filter = FramePainter.filter(for: contents, in: cr)
    cairo_set_source_surface(cr, surface.surface, 0, 0)
    guard let pattern = cairo_get_source(cr) else { return }
    cairo_pattern_set_filter(pattern, filter)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_new_path(cr)
    cairo_rectangle(cr, 0, 0, Double(surface.width), Double(surface.height))
    if alpha >= 1 {
      cairo_fill(cr)
    } else {
      cairo_clip(cr)
      cairo_paint_with_alpha(cr, alpha)
    }
  }
}
