import CCairo
import Foundation
import SegueGeometry
import SegueLayers

/// A Pango layout of a `TextDrawing` in a node's bounds, and where it is drawn from.
///
/// As `TextLayer`: text starts at the top of the bounds. Wrapped text breaks at word (else
/// character) boundaries at the bounds' width and is aligned by Pango; unwrapped text keeps
/// its lines and is aligned within the bounds' width by offsetting the layout (it may overflow,
/// and only `masksToBounds` clips it). Truncation ellipsizes at the start, middle or end: each
/// line that does not fit the width when unwrapped, the last line that fits the bounds' height
/// when wrapped. `natural` alignment follows the text's direction; `justified` justifies
/// wrapped lines.
final class TextLayout {
  /// The layout (owned).
  let layout: OpaquePointer
  /// Where the layout's top-left corner goes, in the node's space.
  let origin: CGPoint
  /// The union of the ink and logical rectangles, in the node's space.
  let extent: CGRect

  /// `alpha` multiplies the colours of the text's runs (the rest takes the Cairo source's).
  ///
  /// The layout's lines and extents are computed here, with fonts loaded one library at a time
  /// (`FontLibrary.withFontsLoading`).
  init?(_ text: TextDrawing, in bounds: CGRect, fonts: FontLibrary, alpha: CGFloat = 1) {
    guard
      let made = FontLibrary.withFontsLoading({
        Self.make(text, in: bounds, fonts: fonts, alpha: alpha)
      })
    else { return nil }
    (layout, origin, extent) = made
  }

  /// A layout of `text` in `bounds`, where it is drawn from, and the union of its ink and
  /// logical rectangles in the node's space (the occlusion pass asks for it often).
  private static func make(
    _ text: TextDrawing, in bounds: CGRect, fonts: FontLibrary, alpha: CGFloat
  ) -> (OpaquePointer, CGPoint, CGRect)? {
    guard let layout = pango_layout_new(fonts.context) else { return nil }
    pango_layout_set_text(layout, text.string, -1)
    if let description = fonts.fontDescription(named: text.fontName, size: text.fontSize) {
      pango_layout_set_font_description(layout, description)
      pango_font_description_free(description)
    }
    TextRunAttributes.apply(text.runs, to: layout, fonts: fonts, alpha: alpha)
    TextRunAttributes.setLineSpacing(text.lineSpacing, of: layout)
    let width = Int32(clamping: Int((Double(bounds.width) * Double(PANGO_SCALE)).rounded()))
    let constrained = text.isWrapped || text.truncationMode != .none
    if constrained {
      pango_layout_set_width(layout, max(width, 0))
    }
    if text.isWrapped {
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
      if text.truncationMode != .none {
        let height = Int32(clamping: Int((Double(bounds.height) * Double(PANGO_SCALE)).rounded()))
        pango_layout_set_height(layout, max(height, 0))
      }
    }
    switch text.truncationMode {
    case .none: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
    case .start: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
    case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
    case .end: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    }
    switch text.alignmentMode {
    case .natural:
      pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
    case .left, .justified:
      pango_layout_set_auto_dir(layout, 0)
      pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
      pango_layout_set_justify(layout, text.alignmentMode == .justified ? 1 : 0)
    case .right:
      pango_layout_set_auto_dir(layout, 0)
      pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
    case .center:
      pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    }
    let (ink, logical) = TextLayout.extents(layout)
    var x = bounds.minX
    if !constrained {
      // Without a width Pango aligns lines to the widest one; place that block in the bounds.
      switch text.alignmentMode {
      case .right: x += bounds.width - logical.maxX
      case .center: x += (bounds.width - logical.width) / 2 - logical.minX
      case .natural, .left, .justified: break
      }
    }
    return (
      layout, CGPoint(x: x, y: bounds.minY), ink.union(logical).offsetBy(dx: x, dy: bounds.minY)
    )
  }

  deinit {
    g_object_unref(UnsafeMutableRawPointer(layout))
  }

  private static func extents(_ layout: OpaquePointer) -> (ink: CGRect, logical: CGRect) {
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, &ink, &logical)
    func rect(_ r: PangoRectangle) -> CGRect {
      let k = Double(PANGO_SCALE)
      return CGRect(
        x: Double(r.x) / k, y: Double(r.y) / k, width: Double(r.width) / k,
        height: Double(r.height) / k)
    }
    return (rect(ink), rect(logical))
  }
}
