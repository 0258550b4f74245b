import Foundation

// UIKit's system and semantic colours (iOS 13+), dynamic as UIKit's are: each has a light and a
// dark value, and the backgrounds a lighter dark value at the elevated level (sheets,
// popovers). Values are the sRGB components UIKit returned on iOS 13–18: Apple's Human
// Interface Guidelines, Color, "System colors" (light and dark columns) before its June 2025
// revision for iOS 26, which changed several hues (red, blue, indigo, purple, teal…); the
// semantic colours (labels, backgrounds, separators, fills) as read from UIKit by the
// ColorCompatibility library (noahgilmore.com, "Backwards compatibility for iOS 13 system
// colors", 2019, light and dark tables) and reproduced in many references; the elevated
// backgrounds from the HIG's "Dark Mode" page (base #000000/#1C1C1E/#2C2C2E, elevated
// #1C1C1E/#2C2C2E/#3A3A3C). Confidence: high for light values, medium-high for dark ones (the
// separator's dark alpha is published as 0.6 and as 0.65; 0.6 here), except where a doc comment
// says otherwise. Not modelled: the increased-contrast variants.
extension Color {
  /// #FF3B30; dark #FF453A (`UIColor.systemRed`).
  public static let systemRed = Color(
    light: Color(rgb: 0xFF3B30), dark: Color(rgb: 0xFF453A))
  /// #FF9500; dark #FF9F0A (`UIColor.systemOrange`).
  public static let systemOrange = Color(
    light: Color(rgb: 0xFF9500), dark: Color(rgb: 0xFF9F0A))
  /// #FFCC00; dark #FFD60A (`UIColor.systemYellow`).
  public static let systemYellow = Color(
    light: Color(rgb: 0xFFCC00), dark: Color(rgb: 0xFFD60A))
  /// #34C759; dark #30D158 (`UIColor.systemGreen`).
  public static let systemGreen = Color(
    light: Color(rgb: 0x34C759), dark: Color(rgb: 0x30D158))
  /// #00C7BE; dark #66D4CF (`UIColor.systemMint`, iOS 15).
  public static let systemMint = Color(
    light: Color(rgb: 0x00C7BE), dark: Color(rgb: 0x66D4CF))
  /// #30B0C7; dark #40C8E0 (`UIColor.systemTeal`; iOS 15–18. iOS 13–14 had #5AC8FA and
  /// #64D2FF: confidence medium).
  public static let systemTeal = Color(
    light: Color(rgb: 0x30B0C7), dark: Color(rgb: 0x40C8E0))
  /// #32ADE6; dark #64D2FF (`UIColor.systemCyan`, iOS 15).
  public static let systemCyan = Color(
    light: Color(rgb: 0x32ADE6), dark: Color(rgb: 0x64D2FF))
  /// #007AFF; dark #0A84FF (`UIColor.systemBlue`), also the default tint.
  public static let systemBlue = Color(
    light: Color(rgb: 0x007AFF), dark: Color(rgb: 0x0A84FF))
  /// #5856D6; dark #5E5CE6 (`UIColor.systemIndigo`).
  public static let systemIndigo = Color(
    light: Color(rgb: 0x5856D6), dark: Color(rgb: 0x5E5CE6))
  /// #AF52DE; dark #BF5AF2 (`UIColor.systemPurple`).
  public static let systemPurple = Color(
    light: Color(rgb: 0xAF52DE), dark: Color(rgb: 0xBF5AF2))
  /// #FF2D55; dark #FF375F (`UIColor.systemPink`).
  public static let systemPink = Color(
    light: Color(rgb: 0xFF2D55), dark: Color(rgb: 0xFF375F))
  /// #A2845E; dark #AC8E68 (`UIColor.systemBrown`).
  public static let systemBrown = Color(
    light: Color(rgb: 0xA2845E), dark: Color(rgb: 0xAC8E68))

  /// #8E8E93; dark #8E8E93 (`UIColor.systemGray`).
  public static let systemGray = Color(
    light: Color(rgb: 0x8E8E93), dark: Color(rgb: 0x8E8E93))
  /// #AEAEB2; dark #636366 (`UIColor.systemGray2`).
  public static let systemGray2 = Color(
    light: Color(rgb: 0xAEAEB2), dark: Color(rgb: 0x636366))
  /// #C7C7CC; dark #48484A (`UIColor.systemGray3`).
  public static let systemGray3 = Color(
    light: Color(rgb: 0xC7C7CC), dark: Color(rgb: 0x48484A))
  /// #D1D1D6; dark #3A3A3C (`UIColor.systemGray4`).
  public static let systemGray4 = Color(
    light: Color(rgb: 0xD1D1D6), dark: Color(rgb: 0x3A3A3C))
  /// #E5E5EA; dark #2C2C2E (`UIColor.systemGray5`).
  public static let systemGray5 = Color(
    light: Color(rgb: 0xE5E5EA), dark: Color(rgb: 0x2C2C2E))
  /// #F2F2F7; dark #1C1C1E (`UIColor.systemGray6`).
  public static let systemGray6 = Color(
    light: Color(rgb: 0xF2F2F7), dark: Color(rgb: 0x1C1C1E))

  /// The default tint, systemBlue (`UIColor.tintColor`, iOS 15). UIKit's resolves to the tint
  /// of the view it is used in; Segue's is always the default one (use `View.tintColor` for a
  /// view's).
  public static let tintColor = systemBlue

  /// Opaque black; dark white (`UIColor.label`).
  public static let label = Color(
    light: Color(white: 0), dark: Color(white: 1))
  /// #3C3C43 at 60 %; dark #EBEBF5 at 60 % (`UIColor.secondaryLabel`).
  public static let secondaryLabel = Color(
    light: Color(rgb: 0x3C3C43, alpha: 0.6), dark: Color(rgb: 0xEBEBF5, alpha: 0.6))
  /// #3C3C43 at 30 %; dark #EBEBF5 at 30 % (`UIColor.tertiaryLabel`).
  public static let tertiaryLabel = Color(
    light: Color(rgb: 0x3C3C43, alpha: 0.3), dark: Color(rgb: 0xEBEBF5, alpha: 0.3))
  /// #3C3C43 at 18 %; dark #EBEBF5 at 18 % (`UIColor.quaternaryLabel`).
  public static let quaternaryLabel = Color(
    light: Color(rgb: 0x3C3C43, alpha: 0.18), dark: Color(rgb: 0xEBEBF5, alpha: 0.18))
  /// #3C3C43 at 30 %; dark #EBEBF5 at 30 % (`UIColor.placeholderText`).
  public static let placeholderText = Color(
    light: Color(rgb: 0x3C3C43, alpha: 0.3), dark: Color(rgb: 0xEBEBF5, alpha: 0.3))
  /// #007AFF; dark #0984FF (`UIColor.link`).
  public static let link = Color(
    light: Color(rgb: 0x007AFF), dark: Color(rgb: 0x0984FF))

  /// White; dark black, #1C1C1E elevated (`UIColor.systemBackground`).
  public static let systemBackground = Color(
    light: Color(white: 1), dark: Color(white: 0), elevatedDark: Color(rgb: 0x1C1C1E))
  /// #F2F2F7; dark #1C1C1E, #2C2C2E elevated (`UIColor.secondarySystemBackground`).
  public static let secondarySystemBackground = Color(
    light: Color(rgb: 0xF2F2F7), dark: Color(rgb: 0x1C1C1E), elevatedDark: Color(rgb: 0x2C2C2E))
  /// White; dark #2C2C2E, #3A3A3C elevated (`UIColor.tertiarySystemBackground`).
  public static let tertiarySystemBackground = Color(
    light: Color(white: 1), dark: Color(rgb: 0x2C2C2E), elevatedDark: Color(rgb: 0x3A3A3C))
  /// #F2F2F7; dark black, #1C1C1E elevated (`UIColor.systemGroupedBackground`).
  public static let systemGroupedBackground = Color(
    light: Color(rgb: 0xF2F2F7), dark: Color(white: 0), elevatedDark: Color(rgb: 0x1C1C1E))
  /// White; dark #1C1C1E, #2C2C2E elevated (`UIColor.secondarySystemGroupedBackground`).
  public static let secondarySystemGroupedBackground = Color(
    light: Color(white: 1), dark: Color(rgb: 0x1C1C1E), elevatedDark: Color(rgb: 0x2C2C2E))
  /// #F2F2F7; dark #2C2C2E, #3A3A3C elevated (`UIColor.tertiarySystemGroupedBackground`).
  public static let tertiarySystemGroupedBackground = Color(
    light: Color(rgb: 0xF2F2F7), dark: Color(rgb: 0x2C2C2E), elevatedDark: Color(rgb: 0x3A3A3C))

  /// #3C3C43 at 29 %; dark #545458 at 60 % (`UIColor.separator`).
  public static let separator = Color(
    light: Color(rgb: 0x3C3C43, alpha: 0.29), dark: Color(rgb: 0x545458, alpha: 0.6))
  /// #C6C6C8; dark #38383A (`UIColor.opaqueSeparator`).
  public static let opaqueSeparator = Color(
    light: Color(rgb: 0xC6C6C8), dark: Color(rgb: 0x38383A))
  /// #787880 at 20 %; dark #787880 at 36 % (`UIColor.systemFill`).
  public static let systemFill = Color(
    light: Color(rgb: 0x787880, alpha: 0.2), dark: Color(rgb: 0x787880, alpha: 0.36))
  /// #787880 at 16 %; dark #787880 at 32 % (`UIColor.secondarySystemFill`).
  public static let secondarySystemFill = Color(
    light: Color(rgb: 0x787880, alpha: 0.16), dark: Color(rgb: 0x787880, alpha: 0.32))
  /// #767680 at 12 %; dark #767680 at 24 % (`UIColor.tertiarySystemFill`).
  public static let tertiarySystemFill = Color(
    light: Color(rgb: 0x767680, alpha: 0.12), dark: Color(rgb: 0x767680, alpha: 0.24))
  /// #747480 at 8 %; dark #767680 at 18 % (`UIColor.quaternarySystemFill`).
  public static let quaternarySystemFill = Color(
    light: Color(rgb: 0x747480, alpha: 0.08), dark: Color(rgb: 0x767680, alpha: 0.18))
}
