import CCairo
import Foundation
import SegueLayers

/// Measures text as the renderer lays it out: the same fonts (`FontLibrary`), the same Pango
/// options and the same line breaking as `TextLayout`, so a label sized by this measurer is
/// exactly as large as the text it then draws.
///
/// One measurer may be shared between threads: Pango's context is not thread-safe, so every
/// measurement holds a lock (and, while Pango measures, `FontLibrary.withFontsLoading`'s: font
/// maps loading fonts at once measured them differently). Sizes are kept (up to `cacheLimit`
/// distinct requests), because layout asks for the same label's size many times per frame.
public final class TextMeasurer: @unchecked Sendable {
  /// How many distinct measurements are kept before the cache starts afresh.
  public static let cacheLimit = 4096

  private struct Request: Hashable {
    var text: String
    var fontName: String
    var fontSize: CGFloat
    var width: CGFloat?
    var runs: [TextRun] = []
    var lineSpacing: CGFloat = 0
  }

  private let lock = NSLock()
  private let fonts: FontLibrary
  private var sizes: [Request: CGSize] = [:]
  private var lineHeights: [FontKey: CGFloat] = [:]

  private struct FontKey: Hashable {
    var fontName: String
    var fontSize: CGFloat
  }

  /// Creates a measurer over the renderer's fonts; throws `RenderError.backend` when the fonts
  /// cannot be loaded (the DejaVu fonts are not installed).
  public init() throws {
    fonts = try FontLibrary()
  }

  /// The size, in points, of `text` set in `fontName` at `fontSize` points: lines break at
  /// newlines and, when `width` (points) is given, at word boundaries (else characters) to fit
  /// within it, as wrapped text is drawn. The height counts every line; the width is the
  /// widest line's logical width (a single word longer than `width` is broken).
  ///
  /// `runs` are spans in their own fonts (an attributed string's, `TextDrawing.runs`);
  /// `lineSpacing` adds points between lines (`TextDrawing.lineSpacing`).
  public func size(
    of text: String, fontName: String, fontSize: CGFloat, width: CGFloat?, runs: [TextRun] = [],
    lineSpacing: CGFloat = 0
  ) -> CGSize {
    let request = Request(
      text: text, fontName: fontName, fontSize: fontSize, width: width, runs: runs,
      lineSpacing: lineSpacing)
    lock.lock()
    defer { lock.unlock() }
    if let size = sizes[request] { return size }
    let size = FontLibrary.withFontsLoading { measure(request) }
    if sizes.count >= Self.cacheLimit { sizes.removeAll(keepingCapacity: true) }
    sizes[request] = size
    return size
  }

  /// The distance between the baselines of single-spaced lines of `fontName` at `fontSize`
  /// points: the font's ascent plus descent, points.
  public func lineHeight(fontName: String, fontSize: CGFloat) -> CGFloat {
    let key = FontKey(fontName: fontName, fontSize: fontSize)
    lock.lock()
    defer { lock.unlock() }
    if let height = lineHeights[key] { return height }
    guard let height = FontLibrary.withFontsLoading({ measureLineHeight(of: key) }) else {
      return fontSize
    }
    lineHeights[key] = height
    return height
  }

  /// Ascent plus descent of the key's font, points; nil when Pango cannot say.
  private func measureLineHeight(of key: FontKey) -> CGFloat? {
    guard let description = fonts.fontDescription(named: key.fontName, size: key.fontSize) else {
      return nil
    }
    defer { pango_font_description_free(description) }
    guard let metrics = pango_context_get_metrics(fonts.context, description, nil) else {
      return nil
    }
    defer { pango_font_metrics_unref(metrics) }
    return CGFloat(pango_font_metrics_get_ascent(metrics) + pango_font_metrics_get_descent(metrics))
      / CGFloat(PANGO_SCALE)
  }

  private func measure(_ request: Request) -> CGSize {
    guard !request.text.isEmpty, let layout = pango_layout_new(fonts.context) else {
      return .zero
    }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    pango_layout_set_text(layout, request.text, -1)
    if let description = fonts.fontDescription(named: request.fontName, size: request.fontSize) {
      pango_layout_set_font_description(layout, description)
      pango_font_description_free(description)
    }
    TextRunAttributes.apply(request.runs, to: layout, fonts: fonts)
    TextRunAttributes.setLineSpacing(request.lineSpacing, of: layout)
    if let width = request.width, width.isFinite, width > 0 {
      // Clamped before converting: a width such as `greatestFiniteMagnitude` (UIKit code
      // passes it to `sizeThatFits` to mean "unlimited") overflows Pango units.
      let units = min((Double(width) * Double(PANGO_SCALE)).rounded(), Double(Int32.max))
      pango_layout_set_width(layout, Int32(units))
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    }
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let scale = CGFloat(PANGO_SCALE)
    return CGSize(width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale)
  }
}
