import Foundation

/// A colour in the sRGB colour space with an alpha component (`UIColor`/`CGColor`).
///
/// Components are straight (not premultiplied), each in 0…1. Interpolation happens in
/// premultiplied space, as Core Animation does, so fading to `.clear` does not darken.
public struct Color: Sendable, Hashable {
  /// Red component, 0…1.
  public var red: CGFloat
  /// Green component, 0…1.
  public var green: CGFloat
  /// Blue component, 0…1.
  public var blue: CGFloat
  /// Opacity, 0 (transparent) … 1 (opaque).
  public var alpha: CGFloat
  /// The provider of a dynamic colour (`Color+Dynamic.swift`); 0 for a plain one. A number,
  /// not a reference, so that colours stay plain values that layers copy without counting.
  var dynamicID: UInt32 = 0

  /// Creates a colour from sRGB components in 0…1 (values outside are clamped).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    self.red = Color.clamp(red)
    self.green = Color.clamp(green)
    self.blue = Color.clamp(blue)
    self.alpha = Color.clamp(alpha)
  }

  /// Creates a grey: `white` 0 is black, 1 is white.
  public init(white: CGFloat, alpha: CGFloat = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The colour as a layer takes it (`UIColor.cgColor`): a plain colour is itself; a dynamic
  /// one is resolved for the traits current on this thread (`TraitCollection.current`; light
  /// where none is), as UIKit resolves a `CGColor` once, when it is made.
  public var cgColor: Color { isDynamic ? resolved(for: Color.resolutionTraits) : self }

  /// This colour with another alpha; a dynamic colour stays dynamic, each of its resolutions
  /// taking that alpha (as `UIColor.withAlphaComponent(_:)` does).
  public func withAlphaComponent(_ alpha: CGFloat) -> Color {
    let plain = Color(red: red, green: green, blue: blue, alpha: alpha)
    return isDynamic ? DynamicColors.shared.withAlpha(plain, of: dynamicID) : plain
  }

  static func clamp(_ value: CGFloat) -> CGFloat {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }
}
