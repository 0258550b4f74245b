#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

/// A named colour of the palette.
public struct Swatch: Sendable, Hashable {
  public let name: String
  /// The colour as "#RRGGBB".
  public let hex: String
  let red: Int
  let green: Int
  let blue: Int

  public init(_ name: String, red: Int, green: Int, blue: Int) {
    self.name = name
    self.red = red
    self.green = green
    self.blue = blue
    hex = "#" + [red, green, blue].map { String(format: "%02X", $0) }.joined()
  }

  public var color: UIColor {
    UIColor(
      red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: 1)
  }

  /// Whether white text reads well on the colour (relative luminance below 0.5).
  var prefersLightText: Bool {
    0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue) < 0.5 * 255
  }

  /// The app's palette.
  public static let all: [Swatch] = [
    Swatch("Coral", red: 0xFF, green: 0x6F, blue: 0x61),
    Swatch("Lagoon", red: 0x1B, green: 0x8A, blue: 0x9E),
    Swatch("Saffron", red: 0xF4, green: 0xB7, blue: 0x3E),
    Swatch("Heather", red: 0x8E, green: 0x7C, blue: 0xC3),
    Swatch("Moss", red: 0x5B, green: 0x8C, blue: 0x51),
    Swatch("Ink", red: 0x23, green: 0x2F, blue: 0x4B),
  ]
}
