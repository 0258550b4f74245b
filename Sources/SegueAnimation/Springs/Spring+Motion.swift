import Foundation

// The closed forms below solve y″ + 2β·y′ + ω₀²·y = 0 for the displacement y = x − 1 from
// the target, with y(0) = −1, y′(0) = v₀, β = c / 2m (decay rate), ω₀² = k / m and
// q = v₀ + β·y(0). The regime is chosen by the sign of β² − ω₀². Each form is written so that
// it stays accurate as the damping ratio approaches 1 from either side (sin(ω_d·t)/ω_d and
// expm1 instead of differences of nearly equal exponentials) and never multiplies an
// overflowing cosh by an underflowing exponential at large times.

extension Spring {
  /// Returns the spring's position at `time` seconds: 0 at the start, 1 at the target;
  /// underdamped springs overshoot past 1. Times ≤ 0 give 0.
  public func value(at time: Double) -> Double {
    time <= 0 ? 0 : 1 + motion(at: time).displacement
  }

  /// Returns the spring's velocity at `time` seconds, in total distances per second
  /// (positive towards the target). Times ≤ 0 give `initialVelocity`.
  public func velocity(at time: Double) -> Double {
    time <= 0 ? initialVelocity : motion(at: time).velocity
  }

  /// The decay rate β = c / 2m, in 1/s.
  var decayRate: Double { damping / (2 * mass) }

  /// β² − ω₀²: negative when underdamped, zero when critical, positive when overdamped.
  var discriminant: Double {
    let beta = decayRate
    return beta * beta - stiffness / mass
  }

  /// The exact displacement from the target (x − 1) and velocity at `t` ≥ 0.
  func motion(at t: Double) -> (displacement: Double, velocity: Double) {
    let start = -1.0
    let v0 = initialVelocity
    let beta = decayRate
    let q = v0 + beta * start
    let discriminant = discriminant
    if discriminant < 0 {
      // Underdamped: y = e^(−βt)·(y₀·cos ω_d t + q·sin(ω_d t)/ω_d).
      let dampedFrequency = (-discriminant).squareRoot()
      let phase = dampedFrequency * t
      let decay = exp(-beta * t)
      let cosine = cos(phase)
      let sine = sin(phase)
      let displacement = decay * (start * cosine + q * sine / dampedFrequency)
      let velocity =
        -beta * displacement + decay * (q * cosine - start * dampedFrequency * sine)
      return (displacement, velocity)
    }
    if discriminant == 0 {
      // Critically damped: y = e^(−βt)·(y₀ + q·t).
      let decay = exp(-beta * t)
      let displacement = decay * (start + q * t)
      return (displacement, -beta * displacement + decay * q)
    }
    // Overdamped: y = e^(r₁t)·(y₀·(1 + e^(−2st))/2 − q·expm1(−2st)/2s) with s = √(β² − ω₀²)
    // and the slow rate r₁ = −β + s, computed as −ω₀²/(β + s) to avoid cancellation.
    let spread = discriminant.squareRoot()
    let slowRate = -(stiffness / mass) / (beta + spread)
    let slow = exp(slowRate * t)
    let fastFactor = exp(-2 * spread * t)
    let displacement =
      slow * (start * (1 + fastFactor) / 2 - q * expm1(-2 * spread * t) / (2 * spread))
    let velocity = slowRate * displacement + slow * fastFactor * (q - spread * start)
    return (displacement, velocity)
  }
}
