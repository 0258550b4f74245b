import CCairo
import Foundation
import SegueGeometry
import SegueLayers

extension CairoBaseline {
  /// Shows text as Pango draws it: the same runs laid out in `bounds` (node space) in the
  /// private font library, kept from frame to frame while the text and bounds stay the same
  /// (as any program drawing a label every frame would keep its layout), then
  /// `pango_cairo_show_layout` in the text's colour.
  func drawText(_ text: TextDrawing, in bounds: CGRect, alpha: Double, cr: OpaquePointer) {
    guard text.fontSize > 0, text.fontSize.isFinite else { return }
    if fontLibrary == nil { fontLibrary = try? FontLibrary() }
    guard let fonts = fontLibrary,
      let layout = textLayouts.layout(text, in: bounds, fonts: fonts)
    else { return }
    cairo_new_path(cr)
    cairo_move_to(cr, layout.origin.x, layout.origin.y)
    setSource(text.foregroundColor, alpha: alpha, in: cr)
    pango_cairo_show_layout(cr, layout.layout)
    cairo_new_path(cr)
  }
}
