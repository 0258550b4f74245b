import Foundation
import SegueAnimation
import SegueGeometry

/// A spring timing for a property animator (`UISpringTimingParameters`).
///
/// Given by a damping ratio, the spring is fitted to the animator's duration
/// (`Spring(dampingRatio:duration:initialVelocity:)`: ratios ≥ 1 give the critically damped
/// curve). Given by mass, stiffness and damping, it runs for its own settling duration and the
/// animator's duration is ignored, as in UIKit.
public struct SpringTimingParameters: TimingCurveProvider, Hashable {
  /// UIKit's default damping ratio, `init()` (heavily overdamped; the ratio of the "system
  /// spring" mass 3, stiffness 1000, damping 500 — reference §7.4).
  public static let defaultDampingRatio: CGFloat = 4.56

  /// The damping ratio: 1 does not oscillate, towards 0 oscillates more (`dampingRatio`).
  public let dampingRatio: CGFloat
  /// The initial velocity per axis, in distances to travel per second
  /// (`initialVelocity`): (view velocity in points per second) / (remaining distance, points),
  /// positive towards the target. A position uses `dx` for x and `dy` for y (UIKit's rule);
  /// any other property uses `scalarInitialVelocity`.
  public let initialVelocity: CGVector
  /// The explicit spring of `init(mass:stiffness:damping:initialVelocity:)`, else nil.
  public let explicitSpring: Spring?

  /// UIKit's default spring: damping ratio 4.56, no initial velocity (`init()`).
  public init() {
    self.init(dampingRatio: Self.defaultDampingRatio)
  }

  /// A spring with `ratio` and no initial velocity (`init(dampingRatio:)`).
  public init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
  }

  /// A spring with `ratio` starting at `velocity` (`init(dampingRatio:initialVelocity:)`).
  /// - Precondition: the ratio and velocity are finite, the ratio > 0.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    precondition(ratio.isFinite && ratio > 0, "SpringTimingParameters: damping ratio must be > 0")
    precondition(
      velocity.dx.isFinite && velocity.dy.isFinite,
      "SpringTimingParameters: initial velocity must be finite")
    dampingRatio = ratio
    initialVelocity = velocity
    explicitSpring = nil
  }

  /// A spring of `mass`, `stiffness` and `damping`
  /// (`init(mass:stiffness:damping:initialVelocity:)`); the damping is converted to a ratio.
  /// - Precondition: mass and stiffness > 0, damping ≥ 0, all finite.
  public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGVector) {
    precondition(
      mass.isFinite && mass > 0 && stiffness.isFinite && stiffness > 0 && damping.isFinite
        && damping >= 0, "SpringTimingParameters: mass and stiffness must be > 0, damping ≥ 0")
    let spring = Spring(
      mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
      initialVelocity: Double(initialVelocity.dx))
    dampingRatio = CGFloat(spring.dampingRatio)
    self.initialVelocity = initialVelocity
    explicitSpring = spring
  }

  /// A spring of perceptual `duration` and `bounce` (iOS 17's `init(duration:bounce:)`).
  ///
  /// The spring is `Spring(duration:bounce:)` (damping ratio 1 − bounce, or 1 / (1 + bounce)
  /// when negative; response `duration`). Like the mass-stiffness spring it is complete in
  /// itself: an animator runs it for its settling duration and ignores its own duration (est:
  /// UIKit does not say; the spring's pace is fully given).
  /// - Parameters:
  ///   - duration: seconds, > 0.
  ///   - bounce: clamped to ±`View.maximumSpringBounce`.
  public init(duration: Double, bounce: CGFloat) {
    self.init(duration: duration, bounce: bounce, initialVelocity: CGVector(dx: 0, dy: 0))
  }

  /// A spring of perceptual `duration` and `bounce` starting at `velocity`
  /// (iOS 17's `init(duration:bounce:initialVelocity:)`); see `init(duration:bounce:)`.
  /// - Precondition: all values finite, `duration` > 0.
  public init(duration: Double, bounce: CGFloat, initialVelocity velocity: CGVector) {
    precondition(
      duration.isFinite && duration > 0 && bounce.isFinite && velocity.dx.isFinite
        && velocity.dy.isFinite, "SpringTimingParameters: duration must be > 0, values finite")
    let limit = View.maximumSpringBounce
    let spring = Spring(
      duration: duration, bounce: min(max(Double(bounce), -limit), limit),
      initialVelocity: Double(velocity.dx))
    dampingRatio = CGFloat(spring.dampingRatio)
    initialVelocity = velocity
    explicitSpring = spring
  }

  /// The initial velocity of a property that is not a position, distances per second: `dx`
  /// when `dy` is 0, else the vector's length with `dx`'s sign (UIKit's older documentation:
  /// "for properties that don't involve two-dimensional motion, only the magnitude of the
  /// vector is considered"; Segue keeps the sign so that a velocity away from the target
  /// stays one).
  public var scalarInitialVelocity: CGFloat {
    guard initialVelocity.dy != 0 else { return initialVelocity.dx }
    let length = (initialVelocity.dx * initialVelocity.dx + initialVelocity.dy * initialVelocity.dy)
      .squareRoot()
    return initialVelocity.dx < 0 ? -length : length
  }

  /// The spring run over an animation of `duration` seconds (> 0), starting at
  /// `scalarInitialVelocity`.
  public func spring(duration: Double) -> Spring {
    spring(duration: duration, initialVelocity: Double(scalarInitialVelocity))
  }

  /// The spring run over an animation of `duration` seconds (> 0), starting at `velocity`
  /// (distances per second): the explicit spring, or one of `dampingRatio` fitted to the
  /// duration.
  public func spring(duration: Double, initialVelocity velocity: Double) -> Spring {
    if var spring = explicitSpring {
      spring.initialVelocity = velocity
      return spring
    }
    return Spring(
      dampingRatio: Double(dampingRatio), duration: duration, initialVelocity: velocity)
  }

  /// The time the spring runs when the animator's duration is `duration`: that duration, or
  /// the explicit spring's settling duration.
  public func effectiveDuration(forAnimatorDuration duration: Double) -> Double {
    explicitSpring?.settlingDuration ?? duration
  }

  public var timingCurveType: TimingCurveType { .spring }
  public var cubicTimingParameters: CubicTimingParameters? { nil }
  public var springTimingParameters: SpringTimingParameters? { self }
}
