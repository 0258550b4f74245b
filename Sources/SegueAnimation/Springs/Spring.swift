import Foundation

/// A damped harmonic oscillator that carries a value from 0 to 1 (`CASpringAnimation`'s
/// physics, SwiftUI's and UIKit's `Spring`).
///
/// The motion obeys m·x″ + c·x′ + k·(x − 1) = 0 with x(0) = 0 and x′(0) = `initialVelocity`.
/// Distances are fractions of the whole change (0 = start, 1 = target), times are seconds.
/// `value(at:)` and `velocity(at:)` are exact closed forms for every damping regime, so a
/// spring can be sampled at any frame time without integrating.
///
/// Parameters can be given physically (`init(mass:stiffness:damping:initialVelocity:)`), the
/// iOS 17 / SwiftUI way (`init(duration:bounce:initialVelocity:)`,
/// `init(response:dampingRatio:initialVelocity:)`), or UIKit's fixed-duration way
/// (`init(dampingRatio:duration:initialVelocity:)`).
public struct Spring: Sendable, Hashable {
  /// The moving mass (> 0), in Core Animation's abstract units; only ratios matter.
  public var mass: Double
  /// The spring constant k (> 0): force per unit of displacement.
  public var stiffness: Double
  /// The damping coefficient c (≥ 0): force per unit of velocity; 0 oscillates forever.
  public var damping: Double
  /// The velocity at time 0, in total distances per second (UIKit's normalised
  /// `initialSpringVelocity`): 1 covers the whole change in one second if kept up. Positive
  /// moves towards the target, negative away from it.
  public var initialVelocity: Double

  /// The |x − 1| below which a spring counts as settled: 0.001 of the total change, the
  /// default `epsilon` of SwiftUI's `Spring(settlingDuration:dampingRatio:epsilon:)`.
  public static let settlingEpsilon = 0.001

  /// Creates `CASpringAnimation`'s default spring: mass 1, stiffness 100, damping 10, velocity 0.
  ///
  /// Declared explicitly because both `init(mass:stiffness:damping:initialVelocity:)` and
  /// `init(duration:bounce:initialVelocity:)` have all-default arguments. With only some labels
  /// Swift picks the initialiser that needs fewer defaults: `Spring(initialVelocity: v)` is
  /// the SwiftUI-style `Spring(duration: 0.5, bounce: 0, initialVelocity: v)`.
  public init() {
    self.init(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
  }

  /// Creates a spring from physical parameters (`CASpringAnimation`'s defaults: mass 1,
  /// stiffness 100, damping 10, velocity 0, i.e. ω₀ = 10 rad/s and damping ratio 0.5).
  /// - Precondition: all values finite, `mass` > 0, `stiffness` > 0, `damping` ≥ 0.
  public init(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0
  ) {
    precondition(
      mass.isFinite && stiffness.isFinite && damping.isFinite && initialVelocity.isFinite,
      "Spring parameters must be finite.")
    precondition(mass > 0, "Spring mass must be > 0 (got \(mass)).")
    precondition(stiffness > 0, "Spring stiffness must be > 0 (got \(stiffness)).")
    precondition(damping >= 0, "Spring damping must be ≥ 0 (got \(damping)).")
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
  }

  /// Creates a spring from the iOS 17 / SwiftUI perceptual parameters (mass 1).
  ///
  /// `bounce` 0 is critically damped, 0 < bounce ≤ 1 oscillates (1 never stops), −1 < bounce < 0
  /// is overdamped; the damping ratio is 1 − bounce, or 1 / (1 + bounce) when negative. Then
  /// stiffness = (2π / duration)² and damping = 4π·ratio / duration. For example
  /// `Spring(duration: 0.5, bounce: 0.3)` has stiffness ≈ 157.9 and damping ≈ 17.6.
  /// - Parameters:
  ///   - duration: the perceptual duration in seconds (> 0): the settling time for low bounce,
  ///     about one oscillation period for high bounce.
  ///   - bounce: in (−1, 1].
  ///   - initialVelocity: total distances per second, as for `initialVelocity`.
  public init(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) {
    precondition(
      duration.isFinite && duration > 0, "Spring duration must be > 0 (got \(duration)).")
    precondition(bounce > -1 && bounce <= 1, "Spring bounce must be in (−1, 1] (got \(bounce)).")
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    self.init(response: duration, dampingRatio: ratio, initialVelocity: initialVelocity)
  }

  /// Creates a spring from SwiftUI's response and damping ratio (mass 1).
  ///
  /// stiffness = (2π / response)², damping = 4π·dampingRatio / response.
  /// - Parameters:
  ///   - response: the undamped period 2π/ω₀ in seconds (> 0).
  ///   - dampingRatio: the fraction of critical damping (≥ 0): 0 never stops, 1 is critical.
  ///   - initialVelocity: total distances per second, as for `initialVelocity`.
  public init(response: Double, dampingRatio: Double, initialVelocity: Double = 0) {
    precondition(
      response.isFinite && response > 0, "Spring response must be > 0 (got \(response)).")
    precondition(
      dampingRatio.isFinite && dampingRatio >= 0,
      "Spring damping ratio must be ≥ 0 (got \(dampingRatio)).")
    let angularFrequency = 2 * Double.pi / response
    self.init(
      mass: 1, stiffness: angularFrequency * angularFrequency,
      damping: 2 * dampingRatio * angularFrequency, initialVelocity: initialVelocity)
  }

  /// The spring of `UISpringTimingParameters()`: mass 3, stiffness 1000, damping 500
  /// (damping ratio ≈ 4.56, heavily overdamped), velocity 0.
  public static let uikitDefault = Spring(mass: 3, stiffness: 1000, damping: 500)
  /// SwiftUI's `.smooth`: duration 0.5, bounce 0 (critically damped).
  public static let smooth = Spring(duration: 0.5, bounce: 0)
  /// SwiftUI's `.snappy`: duration 0.5, bounce 0.15.
  public static let snappy = Spring(duration: 0.5, bounce: 0.15)
  /// SwiftUI's `.bouncy`: duration 0.5, bounce 0.3.
  public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

  /// The damping ratio ζ = c / (2√(k·m)): 0 undamped, < 1 oscillating, 1 critical, > 1 overdamped.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The undamped angular frequency ω₀ = √(k / m), in radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// The undamped period 2π/ω₀ in seconds (SwiftUI's `response`).
  public var response: Double { 2 * Double.pi / naturalFrequency }

  /// The iOS 17 / SwiftUI perceptual duration in seconds; equal to `response` (2π/ω₀), the
  /// inverse of `init(duration:bounce:)`. Mass 1, stiffness 100, damping 10 gives ≈ 0.63.
  public var duration: Double { response }

  /// The iOS 17 / SwiftUI bounce in (−1, 1]: 1 − ζ when ζ ≤ 1, else 1/ζ − 1 (overdamped,
  /// negative). Mass 1, stiffness 100, damping 10 gives 0.5.
  public var bounce: Double {
    let ratio = dampingRatio
    return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
  }
}
