import Foundation

/// A value that can be blended linearly with another value of its type.
///
/// Animations use this to compute in-between values. `fraction` is not clamped: values outside
/// 0…1 extrapolate, which is what a spring that overshoots needs.
public protocol Interpolatable: Sendable {
  /// Returns the value a `fraction` of the way from `self` to `other` (0 gives `self`, 1 gives
  /// `other`; outside 0…1 extrapolates).
  func interpolated(to other: Self, fraction: Double) -> Self
}

/// An interpolatable value that also has Core Animation's "additive" arithmetic.
///
/// Used by additive and cumulative animations and by `BasicAnimation.byValue`. For transforms,
/// adding is concatenation (as in Core Animation), so `adding` need not be commutative.
public protocol AdditiveInterpolatable: Interpolatable {
  /// The value that leaves any other value unchanged when added.
  static var additiveZero: Self { get }
  /// Returns `self` combined with `other` (`self` first, then `other` for transforms).
  func adding(_ other: Self) -> Self
  /// Returns the value that, added to `other`, gives `self`.
  func subtracting(_ other: Self) -> Self
}

extension Double: AdditiveInterpolatable {
  public func interpolated(to other: Double, fraction: Double) -> Double {
    self + (other - self) * fraction
  }
  public static var additiveZero: Double { 0 }
  public func adding(_ other: Double) -> Double { self + other }
  public func subtracting(_ other: Double) -> Double { self - other }
}

extension CGFloat: AdditiveInterpolatable {
  public func interpolated(to other: CGFloat, fraction: Double) -> CGFloat {
    self + (other - self) * CGFloat(fraction)
  }
  public static var additiveZero: CGFloat { 0 }
  public func adding(_ other: CGFloat) -> CGFloat { self + other }
  public func subtracting(_ other: CGFloat) -> CGFloat { self - other }
}

extension Float: AdditiveInterpolatable {
  public func interpolated(to other: Float, fraction: Double) -> Float {
    self + (other - self) * Float(fraction)
  }
  public static var additiveZero: Float { 0 }
  public func adding(_ other: Float) -> Float { self + other }
  public func subtracting(_ other: Float) -> Float { self - other }
}

extension CGPoint: AdditiveInterpolatable {
  public func interpolated(to other: CGPoint, fraction: Double) -> CGPoint {
    CGPoint(
      x: x.interpolated(to: other.x, fraction: fraction),
      y: y.interpolated(to: other.y, fraction: fraction))
  }
  public static var additiveZero: CGPoint { .zero }
  public func adding(_ other: CGPoint) -> CGPoint { CGPoint(x: x + other.x, y: y + other.y) }
  public func subtracting(_ other: CGPoint) -> CGPoint { CGPoint(x: x - other.x, y: y - other.y) }
}

extension CGSize: AdditiveInterpolatable {
  public func interpolated(to other: CGSize, fraction: Double) -> CGSize {
    CGSize(
      width: width.interpolated(to: other.width, fraction: fraction),
      height: height.interpolated(to: other.height, fraction: fraction))
  }
  public static var additiveZero: CGSize { .zero }
  public func adding(_ other: CGSize) -> CGSize {
    CGSize(width: width + other.width, height: height + other.height)
  }
  public func subtracting(_ other: CGSize) -> CGSize {
    CGSize(width: width - other.width, height: height - other.height)
  }
}

extension CGRect: AdditiveInterpolatable {
  public func interpolated(to other: CGRect, fraction: Double) -> CGRect {
    CGRect(
      origin: origin.interpolated(to: other.origin, fraction: fraction),
      size: size.interpolated(to: other.size, fraction: fraction))
  }
  public static var additiveZero: CGRect { .zero }
  public func adding(_ other: CGRect) -> CGRect {
    CGRect(origin: origin.adding(other.origin), size: size.adding(other.size))
  }
  public func subtracting(_ other: CGRect) -> CGRect {
    CGRect(origin: origin.subtracting(other.origin), size: size.subtracting(other.size))
  }
}
