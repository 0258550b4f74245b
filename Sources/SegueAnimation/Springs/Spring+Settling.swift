import Foundation

// Settling time from the exact motion.
// The settling time is the last instant at which |x − 1| = ε; after it the spring stays
// within ε forever. It is found on the exact solution rather than on its decay envelope
// (the envelope over-estimates it by up to half an oscillation, and by more with an initial
// velocity). Method:
// 1. List the candidate peaks of |y| (y = x − 1): t = 0 and every local extremum, where the
//    velocity is zero. Underdamped motion has extrema every π/ω_d, each |y| smaller than the
//    previous by the factor e^(−βπ/ω_d); critically and overdamped motion has at most one.
// 2. Take the last candidate whose |y| is still ≥ ε. Between it and the next extremum (or
//    infinity), y is monotonic and |y| falls below ε exactly once, never to return: all later
//    peaks are below ε.
// 3. Bisect for that crossing to ~1e-13 s.
// The envelope-based Newton solve of SwiftUI's `Spring(settlingDuration:…)` was rejected as
// the definition (it ignores the phase of the motion), although its result agrees with this
// one to within a half period.

extension Spring {
  /// The time in seconds after which |x − 1| stays below `settlingEpsilon` (0.001) forever
  /// (`CASpringAnimation.settlingDuration`); `.infinity` for an undamped spring.
  ///
  /// Computed from the exact motion, not from its decay envelope: see
  /// `settlingDuration(epsilon:)`.
  public var settlingDuration: Double { settlingDuration(epsilon: Self.settlingEpsilon) }

  /// Returns the time in seconds after which |x − 1| stays below `epsilon` forever.
  ///
  /// At the returned instant |x − 1| has just fallen to `epsilon` (to about 1e-13 s); just
  /// before it, |x − 1| ≥ `epsilon`. Returns 0 if the spring never leaves the band (only when
  /// `epsilon` > 1) and `.infinity` if it never settles (no damping).
  /// - Precondition: `epsilon` is finite and > 0.
  public func settlingDuration(epsilon: Double) -> Double {
    precondition(epsilon.isFinite && epsilon > 0, "Settling epsilon must be > 0 (got \(epsilon)).")
    let bracket =
      discriminant < 0
      ? oscillatingSettlingBracket(epsilon: epsilon)
      : monotoneSettlingBracket(epsilon: epsilon)
    guard let bracket else { return 0 }
    if bracket.start.isInfinite { return .infinity }
    var settled = bracket.end ?? unboundedSettlingEnd(after: bracket.start, epsilon: epsilon)
    var unsettled = bracket.start
    for _ in 0..<Self.settlingBisectionSteps where settled - unsettled > 1e-13 {
      let middle = 0.5 * (unsettled + settled)
      if abs(motion(at: middle).displacement) >= epsilon {
        unsettled = middle
      } else {
        settled = middle
      }
    }
    return settled
  }

  /// Bisection of a bracket up to 10⁴ s wide down to 1e-13 s needs under 60 halvings.
  static let settlingBisectionSteps = 200

  /// The monotone stretch of an underdamped motion where |y| last crosses ε, as (candidate
  /// with |y| ≥ ε, next extremum); nil if none; (∞, nil) if the motion never decays.
  func oscillatingSettlingBracket(epsilon: Double) -> (start: Double, end: Double?)? {
    let beta = decayRate
    let dampedFrequency = (-discriminant).squareRoot()
    let halfPeriod = Double.pi / dampedFrequency
    // y′ = e^(−βt)·(v₀·cos ω_d t − Q·sin ω_d t), so extrema sit at ω_d t = atan2(v₀, Q) + kπ.
    let q = initialVelocity - beta
    let sineCoefficient = beta * q / dampedFrequency - dampedFrequency
    var firstAngle = atan2(initialVelocity, sineCoefficient)
    if firstAngle < 0 { firstAngle += Double.pi }
    if firstAngle >= Double.pi { firstAngle -= Double.pi }
    let firstExtremum = firstAngle / dampedFrequency
    func extremum(_ index: Double) -> Double { firstExtremum + index * halfPeriod }
    func isOutside(_ time: Double) -> Bool { abs(motion(at: time).displacement) >= epsilon }

    if beta == 0 {
      return isOutside(firstExtremum) ? (.infinity, nil) : (isOutside(0) ? (0, firstExtremum) : nil)
    }
    // Successive peaks shrink by e^(−β·halfPeriod): estimate the last one still ≥ ε, then
    // correct the estimate against the exact motion.
    let firstPeak = abs(motion(at: firstExtremum).displacement)
    var last = -1.0
    if firstPeak >= epsilon {
      last = (log(firstPeak / epsilon) / (beta * halfPeriod)).rounded(.down)
      while isOutside(extremum(last + 1)) { last += 1 }
      while last >= 0 && !isOutside(extremum(last)) { last -= 1 }
    }
    if last >= 0 { return (extremum(last), extremum(last + 1)) }
    return firstExtremum > 0 && isOutside(0) ? (0, firstExtremum) : nil
  }

  /// As `oscillatingSettlingBracket` for critically and overdamped motion, which has at most
  /// one extremum; a nil end means the crossing lies somewhere after the start.
  func monotoneSettlingBracket(epsilon: Double) -> (start: Double, end: Double?)? {
    let extremum = nonOscillatingExtremum()
    func isOutside(_ time: Double) -> Bool { abs(motion(at: time).displacement) >= epsilon }
    if let extremum, isOutside(extremum) { return (extremum, nil) }
    return isOutside(0) ? (0, extremum) : nil
  }

  /// The time > 0 at which a critically or overdamped spring turns round, if it does.
  func nonOscillatingExtremum() -> Double? {
    let start = -1.0
    let v0 = initialVelocity
    let beta = decayRate
    let q = v0 + beta * start
    let discriminant = discriminant
    var time: Double
    if discriminant == 0 {
      // y′ = e^(−βt)·(v₀ − β·q·t).
      guard q != 0 else { return nil }
      time = v0 / (beta * q)
    } else {
      // C₁·r₁·e^(r₁t) + C₂·r₂·e^(r₂t) = 0 gives e^(2st) = (q − s·y₀)/(q + s·y₀) · r₂/r₁; the
      // logarithms are taken with log1p so that the result stays accurate as s → 0.
      let spread = discriminant.squareRoot()
      let slowRate = -(stiffness / mass) / (beta + spread)
      let denominator = q + spread * start
      guard denominator != 0 else { return nil }
      let amplitudeRatio = -2 * spread * start / denominator
      guard amplitudeRatio > -1 else { return nil }
      time = (log1p(amplitudeRatio) + log1p(-2 * spread / slowRate)) / (2 * spread)
    }
    return time > 0 && time.isFinite ? time : nil
  }

  /// A time after `start` at which the (by then monotone) motion is inside the band.
  func unboundedSettlingEnd(after start: Double, epsilon: Double) -> Double {
    var step = 1 / naturalFrequency
    for _ in 0..<Self.settlingBisectionSteps {
      if abs(motion(at: start + step).displacement) < epsilon { break }
      step *= 2
    }
    return start + step
  }
}
