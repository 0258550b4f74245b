import Foundation

// Independent references for the seeds' motion, written from the textbook formulas rather than
// from Segue's code, so that a frame on a stage can be checked against a number.

/// The progress (0 at the start, 1 at rest) of a damped spring `time` seconds in: the solution
/// of m·y″ + c·y′ + k·y = 0 with y = progress − 1, y(0) = −1 and y′(0) = `initialVelocity`
/// (in whole distances per second, positive towards the target) — what
/// `CASpringAnimation` runs with those `mass`, `stiffness` and `damping`.
func springProgress(
  at time: Double, mass: Double, stiffness: Double, damping: Double, initialVelocity: Double
) -> Double {
  let beta = damping / (2 * mass)
  let naturalSquared = stiffness / mass
  let discriminant = beta * beta - naturalSquared
  let y: Double
  if abs(discriminant) < 1e-9 * naturalSquared {
    // Critically damped: y = (−1 + (v₀ − β)·t)·e^(−βt).
    y = (-1 + (initialVelocity - beta) * time) * exp(-beta * time)
  } else if discriminant < 0 {
    // Underdamped: y = e^(−βt)·(−cos ω_d t + (v₀ − β)/ω_d · sin ω_d t).
    let damped = (-discriminant).squareRoot()
    y =
      exp(-beta * time)
      * (-cos(damped * time) + (initialVelocity - beta) / damped * sin(damped * time))
  } else {
    // Overdamped: y = a·e^(r₁t) + b·e^(r₂t) with a + b = −1 and r₁a + r₂b = v₀.
    let root = discriminant.squareRoot()
    let r1 = -beta + root
    let r2 = -beta - root
    let a = (initialVelocity + r2) / (r1 - r2)
    let b = -1 - a
    y = a * exp(r1 * time) + b * exp(r2 * time)
  }
  return 1 + y
}

/// The damping ratio ζ = c / (2√(k·m)) of a spring: 1 is critical, below 1 oscillates.
func dampingRatio(mass: Double, stiffness: Double, damping: Double) -> Double {
  damping / (2 * (stiffness * mass).squareRoot())
}

/// The value at input `x` (0…1) of the cubic Bézier timing curve through (0, 0), `c1`, `c2`,
/// (1, 1), found by bisection on the curve's parameter (x(s) increases for control points
/// inside the unit square).
func cubicBezier(_ x: Double, _ c1: (Double, Double), _ c2: (Double, Double)) -> Double {
  func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
  }
  var low = 0.0
  var high = 1.0
  for _ in 0..<100 {
    let middle = (low + high) / 2
    if coordinate(middle, c1.0, c2.0) < x { low = middle } else { high = middle }
  }
  return coordinate((low + high) / 2, c1.1, c2.1)
}

/// Core Animation's ease-in-ease-out curve at `x` (control points (0.42, 0), (0.58, 1)), the
/// curve of `UIView.animate(withDuration:animations:)`.
func easeInEaseOut(_ x: Double) -> Double { cubicBezier(x, (0.42, 0), (0.58, 1)) }
