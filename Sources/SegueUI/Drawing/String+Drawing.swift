import Foundation
import SegueGeometry
import SegueLayers

// Text drawn into the current graphics context, as UIKit's NSString additions draw it
// (`"Title".draw(at:withAttributes:)` in `draw(_:)` or an image renderer). The attributes read
// are `.font`, `.foregroundColor` and those TextAttributes.swift lists (kerning, underline,
// strikethrough, a paragraph style's alignment and line spacing); others (shadows…) are not
// drawn and are reported, as docs/uikit-compatibility.md §7 lists. Lines are laid out by Pango
// as a label's are.

extension NSAttributedString.Key {
  /// The text's font, a `Font` (`NSAttributedString.Key.font`, raw value "NSFont" as UIKit's).
  public static let font = NSAttributedString.Key("NSFont")
  /// The text's colour, a `Color` (`.foregroundColor`, raw value "NSColor" as UIKit's).
  public static let foregroundColor = NSAttributedString.Key("NSColor")
}

extension String {
  /// Draws the string on one line per line break, its top-left corner at `point`, in the
  /// current context (`draw(at:withAttributes:)`); nothing without a context.
  @preconcurrency @MainActor
  public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]?) {
    let text = Self.textDrawing(self, attributes, isWrapped: false)
    GraphicsContext.current?.draw(text, in: CGRect(origin: point, size: .zero))
  }

  /// Draws the string wrapped at `rect`'s width from its top-left corner, clipped to `rect`
  /// (`draw(in:withAttributes:)`); nothing without a context.
  @preconcurrency @MainActor
  public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]?) {
    GraphicsContext.current?.draw(Self.textDrawing(self, attributes, isWrapped: true), in: rect)
  }

  /// The size of the string drawn with `attributes` on unwrapped lines, points
  /// (`size(withAttributes:)`); zero when no font can be loaded.
  @preconcurrency @MainActor
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]?) -> CGSize {
    let drawing = Self.textDrawing(self, attributes, isWrapped: false)
    return RendererTextMeasurer.shared?.size(
      of: self, font: Self.font(attributes), width: nil, runs: drawing.runs,
      lineSpacing: drawing.lineSpacing) ?? .zero
  }

  /// UIKit's defaults: Helvetica 12 pt — here the system font at 12 pt — in black (**high**:
  /// `NSAttributedString.Key.font`'s and `.foregroundColor`'s documentation).
  @MainActor
  private static func font(_ attributes: [NSAttributedString.Key: Any]?) -> Font {
    attributes?[.font] as? Font ?? Font.systemFont(ofSize: defaultFontSize)
  }

  private static let defaultFontSize: CGFloat = 12

  @MainActor
  private static func textDrawing(
    _ string: String, _ attributes: [NSAttributedString.Key: Any]?, isWrapped: Bool
  ) -> TextDrawing {
    let font = font(attributes)
    let style = TextAttributes.paragraph(attributes)
    var drawing = TextDrawing(
      string: string, fontName: font.fontName, fontSize: font.pointSize,
      foregroundColor: attributes?[.foregroundColor] as? Color ?? Color(white: 0),
      alignmentMode: style?.alignment.alignmentMode ?? .natural, isWrapped: isWrapped)
    drawing.lineSpacing = style?.lineSpacing ?? 0
    if let attributes, !string.isEmpty {
      drawing.runs = [
        TextAttributes.run(attributes, range: 0..<string.utf8.count, defaultFont: font)
      ]
      TextAttributes.report(TextAttributes.undrawnKeys(of: attributes))
    }
    return drawing
  }
}

extension NSString {
  /// `draw(at:withAttributes:)`, as `String`'s.
  @preconcurrency @MainActor
  public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]?) {
    String(self).draw(at: point, withAttributes: attributes)
  }

  /// `draw(in:withAttributes:)`, as `String`'s.
  @preconcurrency @MainActor
  public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]?) {
    String(self).draw(in: rect, withAttributes: attributes)
  }

  /// `size(withAttributes:)`, as `String`'s.
  @preconcurrency @MainActor
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]?) -> CGSize {
    String(self).size(withAttributes: attributes)
  }
}
