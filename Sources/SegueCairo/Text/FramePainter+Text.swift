import CCairo
import Foundation
import SegueGeometry
import SegueLayers

extension FramePainter {
  /// Draws text with Pango in the node's bounds (see `TextLayout`).
  func drawText(_ text: TextDrawing, of node: DisplayNode, in cr: OpaquePointer, alpha: Double) {
    guard !text.string.isEmpty, text.foregroundColor.alpha > 0 else { return }
    guard text.fontSize > 0, text.fontSize.isFinite else {
      note(node, "font size \(text.fontSize) is not positive; text not drawn")
      return
    }
    let fonts: FontLibrary
    switch renderer.fonts() {
    case .success(let library): fonts = library
    case .failure(let error):
      note(node, "text not drawn: \(error)")
      return
    }
    guard let layout = renderer.textLayouts.layout(text, in: node.bounds, fonts: fonts) else {
      return
    }
    cairo_new_path(cr)
    cairo_move_to(cr, layout.origin.x, layout.origin.y)
    setSource(text.foregroundColor, alpha: alpha, in: cr)
    pango_cairo_show_layout(cr, layout.layout)
    cairo_new_path(cr)
  }

  /// What the text can paint, in the node's space; nil when it cannot be laid out here.
  func textExtent(_ text: TextDrawing, in bounds: CGRect) -> CGRect? {
    guard !text.string.isEmpty, text.fontSize > 0, text.fontSize.isFinite else { return .null }
    guard case .success(let fonts) = renderer.fonts(),
      let layout = renderer.textLayouts.layout(text, in: bounds, fonts: fonts)
    else { return .null }
    // Antialiasing can reach a pixel beyond the ink rectangle.
    return layout.extent.insetBy(dx: -1, dy: -1)
  }
}
