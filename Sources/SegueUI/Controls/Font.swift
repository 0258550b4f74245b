import Foundation

/// A typeface at a size (`UIFont`).
///
/// Segue ships DejaVu Sans, so the system fonts are DejaVu Sans (regular, Bold, Oblique) where
/// UIKit uses San Francisco; text is therefore a little wider than on iOS. `fontName` is what
/// the text layer hands to Pango: a family, optionally followed by a style ("DejaVu Sans
/// Bold").
public struct Font: Sendable, Hashable {
  /// The family and style, e.g. "DejaVu Sans Bold".
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
  public static let systemFamilyName = "DejaVu Sans"

  /// The regular system font at `fontSize` points (DejaVu Sans).
  public static func systemFont(ofSize fontSize: CGFloat) -> Font {
    Font(checkedName: systemFamilyName, size: fontSize)
  }

  /// The bold system font at `fontSize` points (DejaVu Sans Bold).
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font {
    Font(checkedName: systemFamilyName + " Bold", size: fontSize)
  }

  /// The italic system font at `fontSize` points (DejaVu Sans Oblique).
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> Font {
    Font(checkedName: systemFamilyName + " Oblique", size: fontSize)
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

  /// DejaVu Sans's ascender, 1901/2048 of the size (its `hhea` table).
  public static let dejaVuAscenderRatio: CGFloat = 1901.0 / 2048.0
  /// DejaVu Sans's descender depth, 483/2048 of the size (its `hhea` table).
  public static let dejaVuDescenderRatio: CGFloat = 483.0 / 2048.0

  /// Height above the baseline, points (DejaVu's metrics; a host's `TextMeasuring` knows
  /// other fonts').
  public var ascender: CGFloat { pointSize * Self.dejaVuAscenderRatio }
  /// Depth below the baseline as a negative number, points, as UIKit reports it.
  public var descender: CGFloat { -pointSize * Self.dejaVuDescenderRatio }
  /// The distance between baselines of single-spaced lines, points (ascender − descender).
  public var lineHeight: CGFloat { ascender - descender }
}
