import Foundation

extension Color {
  /// Creates a colour from a CSS-style hex string: `"#RGB"`, `"#RRGGBB"` or `"#RRGGBBAA"`, the
  /// `#` optional, digits in either case, surrounding whitespace ignored.
  ///
  /// Returns nil for any other length or a non-hex character. In `"#RGB"` each digit is
  /// doubled (`"#F80"` is `"#FF8800"`); without an alpha pair the colour is opaque.
  public init?(hex: String) {
    var digits = Substring(hex.trimmingCharacters(in: .whitespacesAndNewlines))
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    // Check the digits explicitly: `UInt32(_:radix:)` would also accept a leading sign.
    let isHexDigit: (UInt8) -> Bool = {
      (48...57).contains($0) || (65...70).contains($0) || (97...102).contains($0)
    }
    guard [3, 6, 8].contains(digits.utf8.count), digits.utf8.allSatisfy(isHexDigit),
      let value = UInt32(digits, radix: 16)
    else { return nil }
    switch digits.utf8.count {
    case 3:
      let (r, g, b) = ((value >> 8) & 0xF, (value >> 4) & 0xF, value & 0xF)
      self.init(rgb: (r * 17) << 16 | (g * 17) << 8 | b * 17)
    case 6:
      self.init(rgb: value)
    default:
      self.init(rgb: value >> 8, alpha: CGFloat(value & 0xFF) / 255)
    }
  }

  /// Creates a colour from a 24-bit `0xRRGGBB` value (higher bits are ignored) and an alpha in
  /// 0…1 (clamped).
  public init(rgb: UInt32, alpha: CGFloat = 1) {
    self.init(
      red: CGFloat((rgb >> 16) & 0xFF) / 255,
      green: CGFloat((rgb >> 8) & 0xFF) / 255,
      blue: CGFloat(rgb & 0xFF) / 255,
      alpha: alpha)
  }

  /// The colour as `"#RRGGBB"`, or `"#RRGGBBAA"` when it is not opaque, with uppercase digits;
  /// each component is rounded to the nearest of 256 levels.
  public var hexString: String {
    func byte(_ component: CGFloat) -> String {
      let level = Int((component * 255).rounded())
      let digits = String(level, radix: 16, uppercase: true)
      return level < 16 ? "0" + digits : digits
    }
    let rgb = "#" + byte(red) + byte(green) + byte(blue)
    return alpha < 1 ? rgb + byte(alpha) : rgb
  }
}
