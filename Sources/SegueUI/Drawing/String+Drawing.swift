import Foundation
import SegueGeometry
import SegueLayers

// Text drawn into the current graphics context, as UIKit's NSString additions draw it
// (`"Title".draw(at:withAttributes:)` in `draw(_:)` or an image renderer). The attributes read
// are `.font` and `.foregroundColor`; others (paragraph styles, kerning, shadows) are ignored,
// which docs/uikit-compatibility.md §7 lists. Lines are laid out by Pango as a label's are.

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
    RendererTextMeasurer.shared?.size(of: self, font: Self.font(attributes), width: nil) ?? .zero
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
    return TextDrawing(
      string: string, fontName: font.fontName, fontSize: font.pointSize,
      foregroundColor: attributes?[.foregroundColor] as? Color ?? Color(white: 0),
      isWrapped: isWrapped)
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
