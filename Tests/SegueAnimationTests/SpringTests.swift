import Foundation
import SegueTesting
import Testing

@testable import SegueAnimation

/// An independent reference: classic fourth-order Runge–Kutta integration of
/// m·x″ + c·x′ + k·(x − 1) = 0 from x = 0, x′ = v₀.
struct SpringIntegrator {
  let mass: Double, stiffness: Double, damping: Double, initialVelocity: Double

  /// (position, velocity) at each of `times` (ascending), stepping by at most `step`.
  func states(at times: [Double], step: Double = 1e-4) -> [(position: Double, velocity: Double)] {
    func acceleration(_ x: Double, _ v: Double) -> Double {
      (-stiffness * (x - 1) - damping * v) / mass
    }
    var x = 0.0
    var v = initialVelocity
    var now = 0.0
    var result: [(Double, Double)] = []
    for target in times {
      while now < target {
        let h = min(step, target - now)
        let k1x = v
        let k1v = acceleration(x, v)
        let k2x = v + h / 2 * k1v
        let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
        let k3x = v + h / 2 * k2v
        let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
        let k4x = v + h * k3v
        let k4v = acceleration(x + h * k3x, v + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        now += h
      }
      result.append((x, v))
    }
    return result
  }
}

@Suite struct SpringTests {
  /// Springs covering every regime, with and without initial velocity.
  static let regimes: [(String, Spring)] = [
    ("underdamped", Spring(mass: 1, stiffness: 100, damping: 10)),
    ("underdamped, towards", Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 5)),
    ("underdamped, away", Spring(mass: 2, stiffness: 300, damping: 8, initialVelocity: -3)),
    ("undamped", Spring(mass: 1, stiffness: 100, damping: 0)),
    ("critical", Spring(mass: 1, stiffness: 100, damping: 20)),
    ("critical, towards", Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 12)),
    ("critical, away", Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: -4)),
    ("just under critical", Spring(mass: 1, stiffness: 100, damping: 20 * (1 - 1e-9))),
    (
      "just over critical",
      Spring(mass: 1, stiffness: 100, damping: 20 * (1 + 1e-9), initialVelocity: 3)
    ),
    (
      "nearly critical",
      Spring(mass: 1, stiffness: 100, damping: 20 * (1 + 1e-4), initialVelocity: -2)
    ),
    ("overdamped", Spring(mass: 1, stiffness: 100, damping: 50)),
    ("overdamped, overshooting", Spring(mass: 1, stiffness: 100, damping: 25, initialVelocity: 40)),
    ("overdamped, away", Spring(mass: 1, stiffness: 100, damping: 30, initialVelocity: -6)),
    ("UIKit default", .uikitDefault),
    ("bouncy", .bouncy),
  ]

  // MARK: - Parameters

  /// Apple's published example: `Spring(duration: 0.5, bounce: 0.3)` is mass 1.0,
  /// stiffness 157.9, damping 17.6 (printed to one decimal).
  @Test func durationAndBounceGiveApplesPublishedStiffnessAndDamping() {
    let spring = Spring(duration: 0.5, bounce: 0.3)
    #expect(spring.mass == 1)
    expectClose(spring.stiffness, 157.9, tolerance: 0.05)
    expectClose(spring.damping, 17.6, tolerance: 0.05)
  }

  /// Apple's published example: mass 1, stiffness 100, damping 10 is duration 0.63, bounce 0.5.
  @Test func physicalParametersGiveApplesPublishedDurationAndBounce() {
    let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    expectClose(spring.duration, 0.63, tolerance: 0.005)
    expectClose(spring.bounce, 0.5, tolerance: 1e-12)
    expectClose(spring.dampingRatio, 0.5, tolerance: 1e-12)
    expectClose(spring.naturalFrequency, 10, tolerance: 1e-12)
  }

  @Test func defaultsAreCASpringAnimations() {
    #expect(Spring() == Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0))
    #expect(
      Spring(stiffness: 200) == Spring(mass: 1, stiffness: 200, damping: 10, initialVelocity: 0))
    #expect(Spring(bounce: 0.2) == Spring(duration: 0.5, bounce: 0.2, initialVelocity: 0))
  }

  /// UIKit documents damping ratio 4.56 for `UISpringTimingParameters()`.
  @Test func uikitDefaultHasDocumentedDampingRatio() {
    expectClose(Spring.uikitDefault.dampingRatio, 4.56, tolerance: 0.005)
    #expect(Spring.uikitDefault.initialVelocity == 0)
  }

  @Test(arguments: [-0.6, -0.2, 0, 0.15, 0.3, 0.8, 1])
  func durationAndBounceRoundTrip(bounce: Double) {
    let spring = Spring(duration: 0.4, bounce: bounce)
    expectClose(spring.duration, 0.4, tolerance: 1e-12)
    expectClose(spring.bounce, bounce, tolerance: 1e-12)
    expectClose(spring.response, 0.4, tolerance: 1e-12)
  }

  @Test func responseAndDampingRatioMatchDurationAndBounce() {
    let a = Spring(response: 0.5, dampingRatio: 0.7, initialVelocity: 1)
    let b = Spring(duration: 0.5, bounce: 0.3, initialVelocity: 1)
    expectClose(a.stiffness, b.stiffness, tolerance: 1e-9)
    expectClose(a.damping, b.damping, tolerance: 1e-9)
    expectClose(a.dampingRatio, 0.7, tolerance: 1e-12)
    // Overdamped bounce: ratio 1 / (1 + bounce).
    expectClose(Spring(duration: 1, bounce: -0.5).dampingRatio, 2, tolerance: 1e-12)
  }

  @Test func presetsHaveSwiftUIsDampingRatios() {
    expectClose(Spring.smooth.dampingRatio, 1, tolerance: 1e-12)
    expectClose(Spring.snappy.dampingRatio, 0.85, tolerance: 1e-12)
    expectClose(Spring.bouncy.dampingRatio, 0.7, tolerance: 1e-12)
    expectClose(Spring.bouncy.duration, 0.5, tolerance: 1e-12)
  }

  // MARK: - Motion

  @Test func closedFormMatchesRungeKuttaInEveryRegime() {
    let times = (1...60).map { Double($0) * 0.025 }
    for (name, spring) in Self.regimes {
      let reference = SpringIntegrator(
        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
        initialVelocity: spring.initialVelocity
      ).states(at: times)
      for (time, state) in zip(times, reference) {
        expectClose(spring.value(at: time), state.position, tolerance: 1e-8, "\(name) x(\(time))")
        expectClose(
          spring.velocity(at: time), state.velocity, tolerance: 1e-7, "\(name) v(\(time))")
      }
    }
  }

  @Test func startsAtZeroWithItsInitialVelocity() {
    for (name, spring) in Self.regimes {
      expectClose(spring.value(at: 0), 0, tolerance: 0, "\(name)")
      expectClose(
        spring.value(at: 1e-12), spring.initialVelocity * 1e-12, tolerance: 1e-15, "\(name)")
      expectClose(spring.velocity(at: 1e-12), spring.initialVelocity, tolerance: 1e-6, "\(name)")
      #expect(spring.value(at: -1) == 0)
    }
  }

  @Test func velocityIsTheDerivativeOfValue() {
    let h = 1e-6
    for (name, spring) in Self.regimes {
      for time in stride(from: 0.01, through: 1.5, by: 0.07) {
        let difference = (spring.value(at: time + h) - spring.value(at: time - h)) / (2 * h)
        expectClose(spring.velocity(at: time), difference, tolerance: 1e-5, "\(name) at \(time)")
      }
    }
  }

  @Test func criticallyDampedMotionHasTheTextbookForm() {
    // x(t) = 1 − (1 + ω₀t)·e^(−ω₀t) for v₀ = 0.
    let spring = Spring(mass: 1, stiffness: 100, damping: 20)
    for time in stride(from: 0.0, through: 1, by: 0.1) {
      expectClose(spring.value(at: time), 1 - (1 + 10 * time) * exp(-10 * time), tolerance: 1e-14)
    }
  }

  // MARK: - Settling

  @Test func settlingDurationIsTheLastCrossingOfTheBand() {
    let epsilon = Spring.settlingEpsilon
    for (name, spring) in Self.regimes where spring.damping > 0 {
      let settling = spring.settlingDuration
      #expect(settling.isFinite && settling > 0, "\(name)")
      // At the crossing |x − 1| = ε; a hair before it is still outside.
      expectClose(abs(spring.value(at: settling) - 1), epsilon, tolerance: 1e-9, "\(name)")
      #expect(abs(spring.value(at: settling - 1e-7) - 1) >= epsilon, "\(name)")
      // An independent grid scan finds the same last exceedance.
      let step = 1e-4
      let horizon = settling + 20 * spring.response
      var lastOutside = 0.0
      for index in 0...Int(horizon / step) {
        let time = Double(index) * step
        if abs(spring.value(at: time) - 1) >= epsilon { lastOutside = time }
      }
      #expect(
        lastOutside <= settling && settling < lastOutside + step, "\(name): grid \(lastOutside)")
      // Beyond the scan, the decay envelope keeps the motion inside the band.
      #expect(envelope(spring, at: horizon) < epsilon, "\(name)")
    }
  }

  /// An upper bound on |x(t) − 1| from the closed-form amplitude of each regime.
  func envelope(_ spring: Spring, at time: Double) -> Double {
    let beta = spring.damping / (2 * spring.mass)
    let omega0 = spring.naturalFrequency
    let q = spring.initialVelocity - beta
    if beta < omega0 {
      let omegaD = (omega0 * omega0 - beta * beta).squareRoot()
      return (1 + (q / omegaD) * (q / omegaD)).squareRoot() * exp(-beta * time)
    }
    // |e^(−βt)(cosh st − … )| ≤ (1 + |q|·t) e^(−(β−s)t) covers critical and overdamped.
    let s = max(beta * beta - omega0 * omega0, 0).squareRoot()
    return (1 + abs(q) * time) * exp(-(beta - s) * time) * (s > 0 ? (1 + abs(q) / s) : 1)
  }

  @Test func settlingMatchesTheClosedFormForCriticalDamping() {
    // (1 + τ)·e^(−τ) = 0.001, solved by bisection here.
    var low = 0.0
    var high = 50.0
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if (1 + middle) * exp(-middle) > 0.001 { low = middle } else { high = middle }
    }
    let spring = Spring(mass: 1, stiffness: 400, damping: 40)
    expectClose(spring.settlingDuration, low / 20, tolerance: 1e-10)
  }

  @Test func settlingIsNeverLaterThanTheEnvelopeEstimate() {
    // Underdamped, v₀ = 0: envelope √(1 + (β/ω_d)²)·e^(−βt) reaches ε at ln(A/ε)/β.
    for ratio in [0.1, 0.3, 0.5, 0.7, 0.9] {
      let spring = Spring(response: 1, dampingRatio: ratio)
      let beta = spring.damping / 2
      let omegaD = spring.naturalFrequency * (1 - ratio * ratio).squareRoot()
      let amplitude = (1 + (beta / omegaD) * (beta / omegaD)).squareRoot()
      let envelopeTime = log(amplitude / Spring.settlingEpsilon) / beta
      #expect(spring.settlingDuration <= envelopeTime)
      #expect(spring.settlingDuration > envelopeTime - .pi / omegaD)
    }
  }

  @Test func undampedSpringNeverSettles() {
    #expect(Spring(mass: 1, stiffness: 100, damping: 0).settlingDuration == .infinity)
  }

  @Test func customEpsilonOnlyMovesTheCrossing() {
    let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(spring.settlingDuration(epsilon: 0.01) < spring.settlingDuration)
    #expect(spring.settlingDuration(epsilon: 2) == 0)
  }

  // MARK: - UIKit's fixed-duration spring

  @Test(arguments: [
    (0.6, 1.0, 0.0), (0.5, 0.5, 0.0), (1.0, 0.5, 0.0), (0.2, 0.35, 0.0),
    (0.6, 1.0, 0.5), (0.8, 0.5, 3), (0.5, 0.8, -1),
  ])
  func fixedDurationSpringLandsWithinEpsilonAtTheEnd(
    ratio: Double, duration: Double, velocity: Double
  ) {
    let spring = Spring(dampingRatio: ratio, duration: duration, initialVelocity: velocity)
    expectClose(spring.dampingRatio, ratio, tolerance: 1e-12)
    #expect(spring.initialVelocity == velocity)
    #expect(spring.settlingDuration <= duration + 1e-9)
    expectClose(spring.settlingDuration, duration, tolerance: 1e-9)
    // Checked independently on a grid from the end onwards: inside the band.
    for index in 0...20_000 {
      let time = duration + Double(index) * 1e-4
      #expect(abs(spring.value(at: time) - 1) <= Spring.settlingEpsilon * (1 + 1e-6))
    }
  }

  @Test func fixedDurationClampsTheDampingRatio() {
    expectClose(Spring(dampingRatio: 1.5, duration: 0.5).dampingRatio, 1, tolerance: 1e-12)
    let undamped = Spring(dampingRatio: 0, duration: 0.5)
    expectClose(undamped.dampingRatio, Spring.minimumFixedDurationDampingRatio, tolerance: 1e-12)
    expectClose(undamped.settlingDuration, 0.5, tolerance: 1e-9)
  }
}
