import Foundation

extension Spring {
  /// The smallest damping ratio `init(dampingRatio:duration:initialVelocity:)` accepts; lower
  /// ratios (including 0, which never settles) are raised to it.
  public static let minimumFixedDurationDampingRatio = 0.01

  /// Creates the spring UIKit's `animate(withDuration:delay:usingSpringWithDamping:
  /// initialSpringVelocity:…)` and `UISpringTimingParameters(dampingRatio:initialVelocity:)`
  /// run over a fixed duration.
  ///
  /// How UIKit maps (duration, ratio) to a spring is not documented. Segue's mapping: mass 1,
  /// the given damping ratio, and the natural frequency ω₀ chosen so that `settlingDuration`
  /// equals `duration`. The curve therefore lands within 0.001 of the target exactly when the
  /// animation ends, so stopping it there shows no visible jump, and UIKit's promise that
  /// "the overall duration is honoured" holds. Without initial velocity ω₀ follows directly
  /// (settling time scales as 1/ω₀); with one, ω₀ is found by bisection. When the settling
  /// time jumps as ω₀ varies (a peak crossing ε), the spring that settles just *before* the
  /// duration is chosen, never one that is still moving at the end.
  ///
  /// The ratio is clamped to `minimumFixedDurationDampingRatio`…1. Above 1 UIKit's documentation
  /// describes nothing beyond "no oscillation", and an overdamped spring fitted to the same
  /// settling time only starts faster and creeps in at the end, so ratios ≥ 1 all give the
  /// critically damped curve (as SwiftUI's `Spring(settlingDuration:dampingRatio:)` clamps).
  /// An undamped spring never settles, hence the positive minimum.
  /// - Parameters:
  ///   - dampingRatio: 1 for no oscillation, towards 0 for more oscillation.
  ///   - duration: the animation's duration in seconds (> 0).
  ///   - initialVelocity: total distances per second (UIKit's `initialSpringVelocity`).
  public init(dampingRatio: Double, duration: Double, initialVelocity: Double = 0) {
    precondition(
      duration.isFinite && duration > 0, "Spring duration must be > 0 (got \(duration)).")
    precondition(dampingRatio.isFinite, "Spring damping ratio must be finite.")
    precondition(initialVelocity.isFinite, "Spring initial velocity must be finite.")
    let ratio = min(max(dampingRatio, Self.minimumFixedDurationDampingRatio), 1)
    func spring(_ frequency: Double) -> Spring {
      Spring(
        mass: 1, stiffness: frequency * frequency, damping: 2 * ratio * frequency,
        initialVelocity: initialVelocity)
    }
    let unitSettling = Spring(mass: 1, stiffness: 1, damping: 2 * ratio).settlingDuration
    var frequency = unitSettling / duration
    if initialVelocity != 0 {
      frequency = Self.frequency(settlingWithin: duration, startingAt: frequency, spring)
    }
    self = spring(frequency)
  }

  /// Bisects for the lowest ω₀ whose spring settles within `duration`, keeping the invariant
  /// settling(low) > duration ≥ settling(high). Large ω₀ makes the initial velocity negligible
  /// and the settling time ~1/ω₀ → 0; small ω₀ makes it grow without bound, so the bracket
  /// exists.
  static func frequency(
    settlingWithin duration: Double, startingAt guess: Double, _ spring: (Double) -> Spring
  ) -> Double {
    func settles(_ frequency: Double) -> Bool { spring(frequency).settlingDuration <= duration }
    var high = guess
    var low = guess
    for _ in 0..<bracketSteps where !settles(high) { high *= 2 }
    for _ in 0..<bracketSteps {
      low /= 2
      if !settles(low) { break }
    }
    if settles(low) { return low }
    for _ in 0..<bisectionSteps where high - low > 1e-13 * high {
      let middle = 0.5 * (low + high)
      if settles(middle) { high = middle } else { low = middle }
    }
    return high
  }

  /// Doubling or halving ω₀ this often spans a factor 2⁶⁰ ≈ 10¹⁸, ample for any real spring.
  static let bracketSteps = 60
  /// Enough halvings to shrink even a 2⁶⁰-wide bracket to relative precision 1e-13.
  static let bisectionSteps = 200
}
