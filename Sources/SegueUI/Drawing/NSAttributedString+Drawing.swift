import Foundation
import SegueGeometry
import SegueLayers

// Attributed text drawn into the current graphics context, as UIKit's NSAttributedString
// additions draw it (`title.draw(at:)`, `boundingRect(with:options:context:)` to size a
// label). Each run is set in its own `.font` and `.foregroundColor` (UIKit's defaults where a
// run has none: 12 pt, black, as String+Drawing.swift), with the kerning, underline,
// strikethrough and paragraph style TextAttributes.swift reads; other attributes (shadows,
// links…) are not drawn and are reported, as docs/uikit-compatibility.md §7 lists. Lines are
// laid out by Pango, as a label's are.

/// How `boundingRect(with:options:context:)` lays out text (`NSStringDrawingOptions`; the
/// raw values are UIKit's).
public struct NSStringDrawingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Lines wrap at the given width and the rectangle's origin is the first line's top-left.
  /// Without it the text is one line per line break and the width is ignored.
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  /// Accepted; Pango's line height already includes the font's leading.
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  /// Accepted and ignored (the rectangle is the logical one).
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  /// Accepted and ignored (no truncation).
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Extra parameters of string drawing (`NSStringDrawingContext`); Segue never shrinks text,
/// so `actualScaleFactor` is always 1.
public final class NSStringDrawingContext {
  /// The smallest scale text may be shrunk to (accepted; Segue does not shrink).
  public var minimumScaleFactor: CGFloat = 0
  /// The scale the text was drawn at: 1.
  public private(set) var actualScaleFactor: CGFloat = 1
  /// The bounds of the last `boundingRect(with:options:context:)`.
  public internal(set) var totalBounds: CGRect = .zero

  public init() {}
}

extension NSAttributedString {
  /// Draws the text on one line per line break, its top-left corner at `point`, in the
  /// current context (`draw(at:)`); nothing without a context.
  @preconcurrency @MainActor
  public func draw(at point: CGPoint) {
    GraphicsContext.current?.draw(
      textDrawing(isWrapped: false), in: CGRect(origin: point, size: .zero))
  }

  /// Draws the text wrapped at `rect`'s width from its top-left corner, clipped to `rect`
  /// (`draw(in:)`); nothing without a context.
  @preconcurrency @MainActor
  public func draw(in rect: CGRect) {
    GraphicsContext.current?.draw(textDrawing(isWrapped: true), in: rect)
  }

  /// The size of the text on unwrapped lines, points (`size()`); zero when no font can be
  /// loaded.
  @preconcurrency @MainActor
  public func size() -> CGSize {
    measured(width: nil)
  }

  /// The rectangle the text takes (`boundingRect(with:options:context:)`): with
  /// `.usesLineFragmentOrigin` wrapped at `size.width`, else one line per line break; its
  /// origin is zero (UIKit puts a single line's origin at its baseline). Fractional, as
  /// UIKit's: round up to size a view.
  @preconcurrency @MainActor
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    let wraps = options.contains(.usesLineFragmentOrigin) && size.width.isFinite && size.width > 0
    let rect = CGRect(origin: .zero, size: measured(width: wraps ? size.width : nil))
    context?.totalBounds = rect
    return rect
  }

  @MainActor
  private func measured(width: CGFloat?) -> CGSize {
    let base = Font.systemFont(ofSize: Self.defaultFontSize)
    return RendererTextMeasurer.shared?.size(
      of: string, font: base, width: width, runs: runs(), lineSpacing: paragraph?.lineSpacing ?? 0)
      ?? .zero
  }

  /// The string's first paragraph style (UIKit applies each paragraph's own; Segue the first's
  /// to all the text).
  @MainActor
  private var paragraph: NSParagraphStyle? {
    var found: NSParagraphStyle?
    enumerateAttribute(.paragraphStyle, in: NSRange(location: 0, length: length)) {
      value, _, stop in
      if let style = value as? NSParagraphStyle {
        found = style
        stop.pointee = true
      }
    }
    return found
  }

  @MainActor
  private func textDrawing(isWrapped: Bool) -> TextDrawing {
    let base = Font.systemFont(ofSize: Self.defaultFontSize)
    let style = paragraph
    var drawing = TextDrawing(
      string: string, fontName: base.fontName, fontSize: base.pointSize,
      foregroundColor: Color(white: 0), alignmentMode: style?.alignment.alignmentMode ?? .natural,
      isWrapped: isWrapped, runs: runs())
    drawing.lineSpacing = style?.lineSpacing ?? 0
    return drawing
  }

  /// The runs of attributes, in UTF-8 byte offsets, each with its font, colour and
  /// decorations (UIKit's defaults where an attribute is missing); attributes not drawn are
  /// reported once per call.
  @MainActor
  private func runs() -> [TextRun] {
    let text = string
    var runs: [TextRun] = []
    var undrawn: Set<NSAttributedString.Key> = []
    let base = Font.systemFont(ofSize: Self.defaultFontSize)
    enumerateAttributes(in: NSRange(location: 0, length: length)) { attributes, range, _ in
      guard let span = Range(range, in: text) else { return }
      let start = text.utf8.distance(from: text.startIndex, to: span.lowerBound)
      let end = text.utf8.distance(from: text.startIndex, to: span.upperBound)
      runs.append(TextAttributes.run(attributes, range: start..<end, defaultFont: base))
      undrawn.formUnion(TextAttributes.undrawnKeys(of: attributes))
    }
    TextAttributes.report(undrawn)
    return runs
  }

  /// UIKit's default size, 12 pt (**high**: `NSAttributedString.Key.font`'s documentation).
  private static let defaultFontSize: CGFloat = 12
}
