import Foundation

extension Color: Interpolatable {
  /// The components multiplied by alpha (each colour component in 0…alpha), the form in which
  /// colours are blended and stored in a `Bitmap`.
  public var premultiplied: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    (red * alpha, green * alpha, blue * alpha, alpha)
  }

  /// Creates a colour from premultiplied components.
  ///
  /// Alpha is clamped to 0…1 and each colour component to 0…alpha; a fully transparent result
  /// is `.clear` (its colour is unrecoverable).
  public init(premultipliedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    let a = Color.clamp(alpha)
    guard a > 0 else {
      self = .clear
      return
    }
    func straight(_ c: CGFloat) -> CGFloat { Color.clamp(c.isNaN ? 0 : min(max(c, 0), a) / a) }
    self.init(red: straight(red), green: straight(green), blue: straight(blue), alpha: a)
  }

  /// Returns the colour a `fraction` of the way from `self` to `other`, blended in premultiplied
  /// space as Core Animation does: fading red to `.clear` gives red at half opacity halfway,
  /// not a darker red.
  ///
  /// Fractions 0 and 1 return the end points exactly. Outside 0…1 the blend extrapolates and
  /// is then clamped into range (alpha into 0…1, colour into 0…alpha).
  public func interpolated(to other: Color, fraction: Double) -> Color {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    let (from, to) = (premultiplied, other.premultiplied)
    let f = CGFloat(fraction)
    func lerp(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * f }
    return Color(
      premultipliedRed: lerp(from.red, to.red), green: lerp(from.green, to.green),
      blue: lerp(from.blue, to.blue), alpha: lerp(from.alpha, to.alpha))
  }
}
