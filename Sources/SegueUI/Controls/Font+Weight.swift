import Foundation

extension Font {
  /// The weight of a font face (`UIFont.Weight`): −1 (thinnest) … 1 (heaviest), 0 regular.
  ///
  /// Raw values are UIKit's (`UIFontWeightUltraLight` … `UIFontWeightBlack`, as printed by
  /// the SDK and reproduced in public Q&A; Apple's `UIFontDescriptor.TraitKey.weight` page
  /// gives ultraLight ≈ −0.8 and black ≈ 0.62; confidence high).
  public struct Weight: RawRepresentable, Sendable, Hashable, Comparable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Creates a weight from its value in −1…1.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

    /// −0.8.
    public static let ultraLight = Weight(-0.8)
    /// −0.6.
    public static let thin = Weight(-0.6)
    /// −0.4.
    public static let light = Weight(-0.4)
    /// 0.
    public static let regular = Weight(0)
    /// 0.23.
    public static let medium = Weight(0.23)
    /// 0.3.
    public static let semibold = Weight(0.3)
    /// 0.4.
    public static let bold = Weight(0.4)
    /// 0.56.
    public static let heavy = Weight(0.56)
    /// 0.62.
    public static let black = Weight(0.62)

    /// The named weights, lightest first, with the Pango style word that asks for each: San
    /// Francisco's faces are Ultralight 100, Thin 200, Light 300 … Heavy 800, Black 900 in CSS
    /// weights, and Pango's words for those are Thin, Ultra-Light, Light … Ultra-Bold, Heavy.
    static let pangoNames: [(weight: Weight, name: String)] = [
      (.ultraLight, "Thin"), (.thin, "Ultra-Light"), (.light, "Light"), (.regular, ""),
      (.medium, "Medium"), (.semibold, "Semi-Bold"), (.bold, "Bold"), (.heavy, "Ultra-Bold"),
      (.black, "Heavy"),
    ]

    /// The Pango style word of the named weight nearest to this one ("" for regular).
    var pangoName: String {
      let nearest = Self.pangoNames.min {
        abs($0.weight.rawValue - rawValue) < abs($1.weight.rawValue - rawValue)
      }
      return nearest?.name ?? ""
    }
  }

  /// The system font at `fontSize` points and `weight` (`systemFont(ofSize:weight:)`), e.g.
  /// "Inter Semi-Bold".
  ///
  /// The name asks the text engine for the named weight nearest to `weight`; Inter has San
  /// Francisco's nine weights (Thin … Black), so each of UIKit's weights has its own face.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
    let style = weight.pangoName
    let name = style.isEmpty ? systemFamilyName : systemFamilyName + " " + style
    guard let font = Font(name: name, size: fontSize) else {
      preconditionFailure("font size must be positive, got \(fontSize)")
    }
    return font
  }
}
