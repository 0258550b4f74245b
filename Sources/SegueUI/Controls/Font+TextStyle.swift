import Foundation

extension Font {
  /// A Dynamic Type text style (`UIFont.TextStyle`); raw values are UIKit's.
  public struct TextStyle: RawRepresentable, Sendable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// 34 pt regular at the default size.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// 28 pt regular.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// 22 pt regular.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// 20 pt regular.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// 17 pt semibold.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// 17 pt regular.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// 16 pt regular.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// 15 pt regular.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// 13 pt regular.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// 12 pt regular.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// 11 pt regular.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// Size (points) and weight at iOS's default content size category, Large: Apple's Human
    /// Interface Guidelines, Typography, "Dynamic Type sizes", iOS "Large (default)" table
    /// (confidence high).
    static let largeSizes: [TextStyle: (size: CGFloat, weight: Weight)] = [
      .largeTitle: (34, .regular), .title1: (28, .regular), .title2: (22, .regular),
      .title3: (20, .regular), .headline: (17, .semibold), .body: (17, .regular),
      .callout: (16, .regular), .subheadline: (15, .regular), .footnote: (13, .regular),
      .caption1: (12, .regular), .caption2: (11, .regular),
    ]
  }

  /// The system font of `style` at the default content size category, Large
  /// (`preferredFont(forTextStyle:)`): body 17 pt, headline 17 pt semibold, title1 28 pt…
  ///
  /// Segue has no user setting for text size, so fonts do not scale (Large is what an iPhone
  /// uses out of the box).
  /// - Precondition: `style` is one of UIKit's eleven styles.
  public static func preferredFont(forTextStyle style: TextStyle) -> Font {
    guard let metrics = TextStyle.largeSizes[style] else {
      preconditionFailure("preferredFont(forTextStyle:): unknown text style '\(style.rawValue)'")
    }
    return systemFont(ofSize: metrics.size, weight: metrics.weight)
  }
}
