import Foundation
import SegueAnimation

/// A cubic Bézier timing curve for a property animator (`UICubicTimingParameters`).
public struct CubicTimingParameters: TimingCurveProvider, Hashable {
  /// The named curve, or `.easeInOut` for custom control points (`animationCurve`).
  public let animationCurve: View.AnimationCurve
  /// The first control point, unit coordinates (`controlPoint1`).
  public let controlPoint1: CGPoint
  /// The second control point, unit coordinates (`controlPoint2`).
  public let controlPoint2: CGPoint
  /// `.builtin` for a named curve, `.cubic` for custom control points.
  public let timingCurveType: TimingCurveType

  /// UIKit's default curve, ease-in-ease-out (`init()`).
  public init() {
    self.init(animationCurve: .easeInOut)
  }

  /// One of UIKit's named curves (`init(animationCurve:)`).
  public init(animationCurve curve: View.AnimationCurve) {
    let function = curve.timingFunction
    animationCurve = curve
    controlPoint1 = function.controlPoint(at: 1)
    controlPoint2 = function.controlPoint(at: 2)
    timingCurveType = .builtin
  }

  /// A custom curve through (0, 0), `point1`, `point2`, (1, 1)
  /// (`init(controlPoint1:controlPoint2:)`).
  /// - Precondition: the x coordinates are in 0…1 (the curve must be a function of time).
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    precondition(
      (0...1).contains(point1.x) && (0...1).contains(point2.x),
      "CubicTimingParameters: control points' x must be in 0…1")
    animationCurve = .easeInOut
    controlPoint1 = point1
    controlPoint2 = point2
    timingCurveType = .cubic
  }

  /// The Core Animation timing function of this curve.
  public var timingFunction: MediaTimingFunction {
    MediaTimingFunction(
      controlPoints: Float(controlPoint1.x), Float(controlPoint1.y), Float(controlPoint2.x),
      Float(controlPoint2.y))
  }

  public var cubicTimingParameters: CubicTimingParameters? { self }
  public var springTimingParameters: SpringTimingParameters? { nil }
}
