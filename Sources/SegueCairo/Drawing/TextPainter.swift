import CCairo
import Foundation
import SegueGeometry
import SegueLayers

/// Draws the text of recordings (`NSString.draw(at:withAttributes:)` in a `CGContext`) with
/// Pango, laid out as a `TextLayer`'s text is (`TextLayout`), in the fonts frames use.
enum TextPainter {
  /// Draws `text` from the top-left corner of `rect`; wrapped text is clipped to `rect`.
  ///
  /// - Throws: `RenderError` when the font library cannot be made.
  static func paint(_ text: TextDrawing, in rect: CGRect, alpha: CGFloat, cr: OpaquePointer)
    throws
  {
    guard !text.string.isEmpty, text.foregroundColor.alpha > 0 || !text.runs.isEmpty, alpha > 0,
      text.fontSize > 0, text.fontSize.isFinite, rect.isFiniteRect
    else { return }
    guard let layout = TextLayout(text, in: rect, fonts: try fonts(), alpha: alpha) else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    if text.isWrapped {
      cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
      cairo_clip(cr)
    }
    cairo_new_path(cr)
    cairo_move_to(cr, layout.origin.x, layout.origin.y)
    let color = text.foregroundColor
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * alpha)
    pango_cairo_show_layout(cr, layout.layout)
    cairo_new_path(cr)
  }

  /// The font library of this thread's text drawing, made on first use (scanning the font
  /// folder once, not once per picture).
  private static func fonts() throws -> FontLibrary {
    if let library = Thread.current.threadDictionary[libraryKey] as? FontLibrary {
      return library
    }
    let library = try FontLibrary()
    Thread.current.threadDictionary[libraryKey] = library
    return library
  }

  private static let libraryKey = "SegueCairo.TextPainter.fonts"
}
