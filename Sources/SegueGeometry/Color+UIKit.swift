import Foundation

// The parts of UIColor's API that ported code commonly calls.
extension Color {
  /// Creates a colour from hue, saturation and brightness (HSB/HSV) in 0…1
  /// (`UIColor(hue:saturation:brightness:alpha:)`).
  ///
  /// Hue wraps around (1 is red again, like 0); saturation, brightness and alpha are clamped.
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat = 1) {
    let s = Color.clamp(saturation)
    let v = Color.clamp(brightness)
    var h = hue.isFinite ? hue.truncatingRemainder(dividingBy: 1) : 0
    if h < 0 { h += 1 }
    let sector = h * 6  // 0…6: red, yellow, green, cyan, blue, magenta
    let chroma = v * s
    let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (CGFloat, CGFloat, CGFloat) =
      switch Int(sector) {
      case 0: (chroma, x, 0)
      case 1: (x, chroma, 0)
      case 2: (0, chroma, x)
      case 3: (0, x, chroma)
      case 4: (x, 0, chroma)
      default: (chroma, 0, x)
      }
    let m = v - chroma
    self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
  }

  /// Writes the straight (not premultiplied) components into the arguments, as
  /// `UIColor.getRed(_:green:blue:alpha:)` does; always succeeds, so it returns true.
  @discardableResult
  public func getRed(
    _ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat
  ) -> Bool {
    red = self.red
    green = self.green
    blue = self.blue
    alpha = self.alpha
    return true
  }
}
