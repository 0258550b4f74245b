import CCairo
import Foundation
import SegueGeometry
import SegueLayers

extension Image {
  /// The pixels per point symbol images are drawn at (sharp on every Segue device).
  static let symbolScale: CGFloat = 3

  /// The system symbol `name`, or nil when Segue does not draw it (`UIImage(systemName:)`).
  ///
  /// Known: xmark, plus, minus, checkmark, chevron.left/.right/.up/.down, line.3.horizontal,
  /// ellipsis, heart, heart.fill, star, star.fill (`SystemSymbol`): vector stand-ins for
  /// Apple's glyphs, 20×20 points. As UIKit's, they are template images (`isSymbolImage`):
  /// views draw them in their tint; the pixels themselves are in the default tint, systemBlue.
  public convenience init?(systemName name: String) {
    guard let drawing = SystemSymbol.drawing(named: name),
      let bitmap = try? Self.render(drawing.path, paint: drawing.paint)
    else { return nil }
    self.init(bitmap: bitmap, scale: Self.symbolScale, isSymbolImage: true, name: name)
  }

  private static func render(_ path: Path, paint: SystemSymbol.Paint) throws -> Bitmap {
    let surface = try CairoSurface(
      width: Int(SystemSymbol.canvas.width * symbolScale),
      height: Int(SystemSymbol.canvas.height * symbolScale))
    guard let cr = cairo_create(surface.surface) else {
      throw RenderError.backend("cairo_create returned nil")
    }
    defer { cairo_destroy(cr) }
    cairo_scale(cr, Double(symbolScale), Double(symbolScale))
    CairoPath.set(path, in: cr)
    let tint = Color.systemBlue
    cairo_set_source_rgba(cr, Double(tint.red), Double(tint.green), Double(tint.blue), 1)
    switch paint {
    case .stroke:
      cairo_set_line_width(cr, Double(SystemSymbol.lineWidth))
      cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
      cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
      cairo_stroke(cr)
    case .fill:
      cairo_fill(cr)
    }
    cairo_surface_flush(surface.surface)
    return surface.bitmap()
  }
}
