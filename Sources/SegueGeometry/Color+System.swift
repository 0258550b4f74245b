import Foundation

// UIKit's system and semantic colours (iOS 13+) in the light appearance, which is the only one
// Segue draws. Values are the sRGB components UIKit returned on iOS 13–18: Apple's Human
// Interface Guidelines, Color, "System colors" (light column) before its June 2025 revision
// for iOS 26, which changed several hues (red, blue, indigo, purple, teal…); the semantic
// colours (labels, backgrounds, separators, fills) as read from UIKit by the ColorCompatibility
// library (noahgilmore.com, "Backwards compatibility for iOS 13 system colors", 2019) and
// reproduced in many references. Confidence: high, except where a doc comment says otherwise.
// UIKit's are dynamic colours that follow the appearance; Segue's are plain values.
extension Color {
  /// #FF3B30 (`UIColor.systemRed`).
  public static let systemRed = Color(rgb: 0xFF3B30)
  /// #FF9500 (`UIColor.systemOrange`).
  public static let systemOrange = Color(rgb: 0xFF9500)
  /// #FFCC00 (`UIColor.systemYellow`).
  public static let systemYellow = Color(rgb: 0xFFCC00)
  /// #34C759 (`UIColor.systemGreen`).
  public static let systemGreen = Color(rgb: 0x34C759)
  /// #00C7BE (`UIColor.systemMint`, iOS 15).
  public static let systemMint = Color(rgb: 0x00C7BE)
  /// #30B0C7 (`UIColor.systemTeal`; iOS 15–18. iOS 13–14 had #5AC8FA: confidence medium).
  public static let systemTeal = Color(rgb: 0x30B0C7)
  /// #32ADE6 (`UIColor.systemCyan`, iOS 15).
  public static let systemCyan = Color(rgb: 0x32ADE6)
  /// #007AFF (`UIColor.systemBlue`), also the default tint.
  public static let systemBlue = Color(rgb: 0x007AFF)
  /// #5856D6 (`UIColor.systemIndigo`).
  public static let systemIndigo = Color(rgb: 0x5856D6)
  /// #AF52DE (`UIColor.systemPurple`).
  public static let systemPurple = Color(rgb: 0xAF52DE)
  /// #FF2D55 (`UIColor.systemPink`).
  public static let systemPink = Color(rgb: 0xFF2D55)
  /// #A2845E (`UIColor.systemBrown`).
  public static let systemBrown = Color(rgb: 0xA2845E)

  /// #8E8E93 (`UIColor.systemGray`).
  public static let systemGray = Color(rgb: 0x8E8E93)
  /// #AEAEB2 (`UIColor.systemGray2`).
  public static let systemGray2 = Color(rgb: 0xAEAEB2)
  /// #C7C7CC (`UIColor.systemGray3`).
  public static let systemGray3 = Color(rgb: 0xC7C7CC)
  /// #D1D1D6 (`UIColor.systemGray4`).
  public static let systemGray4 = Color(rgb: 0xD1D1D6)
  /// #E5E5EA (`UIColor.systemGray5`).
  public static let systemGray5 = Color(rgb: 0xE5E5EA)
  /// #F2F2F7 (`UIColor.systemGray6`).
  public static let systemGray6 = Color(rgb: 0xF2F2F7)

  /// The default tint, systemBlue (`UIColor.tintColor`, iOS 15). UIKit's resolves to the tint
  /// of the view it is used in; Segue's views have no tint of their own, so it is always the
  /// default one.
  public static let tintColor = systemBlue

  /// Opaque black (`UIColor.label`).
  public static let label = Color(white: 0)
  /// #3C3C43 at 60 % (`UIColor.secondaryLabel`).
  public static let secondaryLabel = Color(rgb: 0x3C3C43, alpha: 0.6)
  /// #3C3C43 at 30 % (`UIColor.tertiaryLabel`).
  public static let tertiaryLabel = Color(rgb: 0x3C3C43, alpha: 0.3)
  /// #3C3C43 at 18 % (`UIColor.quaternaryLabel`).
  public static let quaternaryLabel = Color(rgb: 0x3C3C43, alpha: 0.18)
  /// #3C3C43 at 30 % (`UIColor.placeholderText`).
  public static let placeholderText = Color(rgb: 0x3C3C43, alpha: 0.3)
  /// #007AFF (`UIColor.link`).
  public static let link = Color(rgb: 0x007AFF)

  /// White (`UIColor.systemBackground`).
  public static let systemBackground = Color(white: 1)
  /// #F2F2F7 (`UIColor.secondarySystemBackground`).
  public static let secondarySystemBackground = Color(rgb: 0xF2F2F7)
  /// White (`UIColor.tertiarySystemBackground`).
  public static let tertiarySystemBackground = Color(white: 1)
  /// #F2F2F7 (`UIColor.systemGroupedBackground`).
  public static let systemGroupedBackground = Color(rgb: 0xF2F2F7)
  /// White (`UIColor.secondarySystemGroupedBackground`).
  public static let secondarySystemGroupedBackground = Color(white: 1)
  /// #F2F2F7 (`UIColor.tertiarySystemGroupedBackground`).
  public static let tertiarySystemGroupedBackground = Color(rgb: 0xF2F2F7)

  /// #3C3C43 at 29 % (`UIColor.separator`).
  public static let separator = Color(rgb: 0x3C3C43, alpha: 0.29)
  /// #C6C6C8 (`UIColor.opaqueSeparator`).
  public static let opaqueSeparator = Color(rgb: 0xC6C6C8)
  /// #787880 at 20 % (`UIColor.systemFill`).
  public static let systemFill = Color(rgb: 0x787880, alpha: 0.2)
  /// #787880 at 16 % (`UIColor.secondarySystemFill`).
  public static let secondarySystemFill = Color(rgb: 0x787880, alpha: 0.16)
  /// #767680 at 12 % (`UIColor.tertiarySystemFill`).
  public static let tertiarySystemFill = Color(rgb: 0x767680, alpha: 0.12)
  /// #747480 at 8 % (`UIColor.quaternarySystemFill`).
  public static let quaternarySystemFill = Color(rgb: 0x747480, alpha: 0.08)
}
