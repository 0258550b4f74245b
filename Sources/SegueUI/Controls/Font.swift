import Foundation

/// A typeface at a size (`UIFont`).
///
/// San Francisco is Apple's and not installable here, so the system font is Inter (Debian's
/// `fonts-inter`, SIL Open Font License), a neo-grotesque of the same kind and similar metrics,
/// in all of UIKit's weights; DejaVu draws serif and monospaced text and the glyphs Inter
/// lacks. `fontName` is what the text layer hands to Pango: a family, optionally followed by a
/// style ("Inter Semi-Bold").
public struct Font: Sendable, Hashable {
  /// The family and style, e.g. "Inter Bold".
  public var fontName: String
  /// The size in points (> 0).
  public var pointSize: CGFloat

  /// Creates the font `fontName` at `fontSize` points (`UIFont(name:size:)`).
  ///
  /// UIKit returns nil for a font it does not have; Segue cannot know which fonts the host's
  /// text engine has (Pango falls back to a similar one), so this returns nil only for an
  /// empty name or a size that is not positive and finite.
  public init?(name fontName: String, size fontSize: CGFloat) {
    guard !fontName.isEmpty, fontSize.isFinite, fontSize > 0 else { return nil }
    self.fontName = fontName
    self.pointSize = fontSize
  }

  private init(checkedName fontName: String, size: CGFloat) {
    precondition(size.isFinite && size > 0, "font size must be positive, got \(size)")
    self.fontName = fontName
    self.pointSize = size
  }

  /// The family of the system font.
  public static let systemFamilyName = "Inter"

  /// The regular system font at `fontSize` points (Inter).
  public static func systemFont(ofSize fontSize: CGFloat) -> Font {
    Font(checkedName: systemFamilyName, size: fontSize)
  }

  /// The bold system font at `fontSize` points (Inter Bold).
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font {
    Font(checkedName: systemFamilyName + " Bold", size: fontSize)
  }

  /// The italic system font at `fontSize` points (Inter Italic).
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> Font {
    Font(checkedName: systemFamilyName + " Italic", size: fontSize)
  }

  /// The same font at another size, points.
  public func withSize(_ fontSize: CGFloat) -> Font {
    Font(checkedName: fontName, size: fontSize)
  }

  /// UIKit's standard label font size, 17 points.
  public static let labelFontSize: CGFloat = 17
  /// UIKit's standard system font size, 14 points.
  public static let systemFontSize: CGFloat = 14
  /// UIKit's standard button font size, 18 points.
  public static let buttonFontSize: CGFloat = 18

  /// Inter's ascender, 2728/2816 of the size (its `hhea` table; San Francisco's is 0.95).
  public static let systemAscenderRatio: CGFloat = 2728.0 / 2816.0
  /// Inter's descender depth, 680/2816 of the size (its `hhea` table; San Francisco's is
  /// 0.24).
  public static let systemDescenderRatio: CGFloat = 680.0 / 2816.0

  /// Height above the baseline, points (the system font's metrics; a host's `TextMeasuring`
  /// knows other fonts').
  public var ascender: CGFloat { pointSize * Self.systemAscenderRatio }
  /// Depth below the baseline as a negative number, points, as UIKit reports it.
  public var descender: CGFloat { -pointSize * Self.systemDescenderRatio }
  /// The distance between baselines of single-spaced lines, points (ascender − descender).
  public var lineHeight: CGFloat { ascender - descender }
}
