import Foundation

/// Independent references for the tests: closed forms written from their definitions, not
/// taken from the code under test.
enum Reference {
  /// The y of a CSS/Core Animation cubic Bézier timing curve with control points (x1, y1),
  /// (x2, y2) at input x, by bisection on the curve parameter.
  static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double
  {
    func coordinate(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
      3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<80 {
      let middle = (low + high) / 2
      if coordinate(x1, x2, middle) < x { low = middle } else { high = middle }
    }
    return coordinate(y1, y2, (low + high) / 2)
  }

  /// UIKit's default block curve, ease-in-ease-out: control points (0.42, 0), (0.58, 1).
  static func easeInEaseOut(_ x: Double) -> Double { bezier(0.42, 0, 0.58, 1, at: x) }

  /// The unit-step response of an underdamped spring m x″ + c x′ + k (x − 1) = 0, x(0) = 0,
  /// x′(0) = v0: x = 1 − e^(−ζω₀t) (cos ω_d t + (ζω₀ − v0)/ω_d sin ω_d t).
  static func underdampedSpring(
    mass: Double, stiffness: Double, damping: Double, velocity v0: Double, at t: Double
  ) -> Double {
    let omega0 = (stiffness / mass).squareRoot()
    let zeta = damping / (2 * (stiffness * mass).squareRoot())
    precondition(zeta < 1, "underdamped only")
    let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
    let decay = zeta * omega0
    return 1 - exp(-decay * t) * (cos(omegaD * t) + (decay - v0) / omegaD * sin(omegaD * t))
  }

  /// The unit-step response of a critically damped spring of natural frequency ω₀, x′(0) = v0:
  /// x = 1 − e^(−ω₀t) (1 + (ω₀ − v0) t).
  static func criticallyDampedSpring(frequency omega0: Double, velocity v0: Double, at t: Double)
    -> Double
  {
    1 - exp(-omega0 * t) * (1 + (omega0 - v0) * t)
  }

  /// The unit-step response of an overdamped spring (ζ > 1) of natural frequency ω₀ and
  /// x′(0) = v0: x = 1 + A e^(r₁t) + B e^(r₂t), r = ω₀(−ζ ± √(ζ² − 1)), A + B = −1,
  /// r₁A + r₂B = v0.
  static func overdampedSpring(
    frequency omega0: Double, dampingRatio zeta: Double, velocity v0: Double, at t: Double
  ) -> Double {
    precondition(zeta > 1, "overdamped only")
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = omega0 * (-zeta + root)
    let r2 = omega0 * (-zeta - root)
    let a = (v0 + r2) / (r1 - r2)
    let b = -1 - a
    return 1 + a * exp(r1 * t) + b * exp(r2 * t)
  }
}
