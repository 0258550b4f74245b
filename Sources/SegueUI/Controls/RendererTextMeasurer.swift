import Foundation
import SegueCairo
import SegueLayers

/// Measures text exactly as the renderer lays it out (Pango, with the renderer's fonts and
/// options): the measurer every label uses unless one is injected (`TextMeasurement`).
///
/// A label sized by it is as large as the text it draws, so "Feed" fits its label and is not
/// ellipsized to "Fe…" by a too-narrow estimate.
public struct RendererTextMeasurer: TextMeasuring {
  /// The shared measurer, or nil when the renderer's fonts cannot be loaded (then
  /// `TextMeasurement` falls back to `EstimatedTextMeasurer` and says so once on stderr).
  public static let shared: RendererTextMeasurer? = try? RendererTextMeasurer()

  private let measurer: TextMeasurer

  /// Creates a measurer over the renderer's fonts; throws when they cannot be loaded.
  public init() throws {
    measurer = try TextMeasurer()
  }

  public func size(of text: String, font: Font, width: CGFloat?) -> CGSize {
    measurer.size(of: text, fontName: font.fontName, fontSize: font.pointSize, width: width)
  }

  /// The size of `text` in `font` with `runs` in their own fonts (an attributed string's)
  /// and `lineSpacing` extra points between lines.
  public func size(
    of text: String, font: Font, width: CGFloat?, runs: [TextRun], lineSpacing: CGFloat = 0
  ) -> CGSize {
    measurer.size(
      of: text, fontName: font.fontName, fontSize: font.pointSize, width: width, runs: runs,
      lineSpacing: lineSpacing)
  }

  public func lineHeight(of font: Font) -> CGFloat {
    measurer.lineHeight(fontName: font.fontName, fontSize: font.pointSize)
  }
}
