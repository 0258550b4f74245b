import Foundation

/// Measures laid-out text, for `Label.sizeThatFits(_:)` and friends.
///
/// Labels measure with `RendererTextMeasurer` (Pango, exactly as the renderer draws) unless a
/// measurer is injected with `TextMeasurement.$current.withValue(measurer) { … }` or per label
/// with `Label.textMeasurer`. `EstimatedTextMeasurer` is only for code that has no renderer.
public protocol TextMeasuring: Sendable {
  /// The size, in points, of `text` set in `font`: lines break at newlines and, when `width`
  /// is given, at word boundaries to fit within it (a single word longer than `width` takes
  /// a line of its own and may be wider).
  func size(of text: String, font: Font, width: CGFloat?) -> CGSize

  /// The distance between baselines of `font`, points.
  func lineHeight(of font: Font) -> CGFloat
}

extension TextMeasuring {
  public func lineHeight(of font: Font) -> CGFloat { font.lineHeight }
}

/// Where text measurers are injected.
public enum TextMeasurement {
  /// The measurer of the current task (nil: none injected). Scoped, not global:
  /// `TextMeasurement.$current.withValue(pango) { runHost() }`.
  @TaskLocal public static var current: (any TextMeasuring)?

  /// The measurer to use: `current`, else the renderer's (`RendererTextMeasurer.shared`), else
  /// — only when the renderer's fonts cannot be loaded — the estimate, said once on stderr.
  static var effective: any TextMeasuring {
    if let current { return current }
    if let shared = RendererTextMeasurer.shared { return shared }
    _ = warnedAboutEstimate
    return EstimatedTextMeasurer()
  }

  /// Written once, the first time text is measured by the estimate.
  private static let warnedAboutEstimate: Void = FileHandle.standardError.write(
    Data(
      ("segue: the renderer's fonts could not be loaded (install fonts-dejavu-core); "
        + "text is measured by a rough estimate\n").utf8))
}

/// A measurer that needs no text engine: every character is as wide as Inter's average
/// advance, rounded up, and lines are `Font.lineHeight` apart.
///
/// It is a rough estimate (no per-glyph widths, no kerning), for code that has no renderer at
/// all (inject it explicitly); labels otherwise measure with `RendererTextMeasurer`.
public struct EstimatedTextMeasurer: TextMeasuring {
  /// The average advance of Inter for running English text, em (0.49 measured from its `hmtx`
  /// over a pangram sentence, spaces included, rounded up so estimates rarely truncate).
  public static let averageAdvance: CGFloat = 0.52
  /// The same for Inter Bold, em (0.50 measured).
  public static let averageBoldAdvance: CGFloat = 0.54

  /// Creates the estimator.
  public init() {}

  public func size(of text: String, font: Font, width: CGFloat?) -> CGSize {
    let advance =
      font.pointSize
      * (font.fontName.contains("Bold") ? Self.averageBoldAdvance : Self.averageAdvance)
    var lineWidths: [CGFloat] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard let width, width > 0 else {
        lineWidths.append(CGFloat(paragraph.count) * advance)
        continue
      }
      var line: CGFloat = 0
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        let wordWidth = CGFloat(word.count) * advance
        let candidate = line == 0 ? wordWidth : line + advance + wordWidth
        if line > 0 && candidate > width {
          lineWidths.append(line)
          line = wordWidth
        } else {
          line = candidate
        }
      }
      lineWidths.append(line)
    }
    let widest = lineWidths.max() ?? 0
    return CGSize(width: widest, height: CGFloat(lineWidths.count) * lineHeight(of: font))
  }
}
