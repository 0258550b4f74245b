import Foundation

// Design note — evaluating a timing curve.
// A timing function is the cubic Bézier P(t) = (x(t), y(t)) with P0 = (0, 0), P3 = (1, 1) and
// the two user control points in between. Evaluating it at an input x means solving x(t) = x
// for the curve parameter t and returning y(t). Because both control-point x values lie in
// 0…1, x(t) is non-decreasing on 0…1, so the root is unique and can always be bracketed.
// The solver is Newton's method safeguarded by that bracket: each step narrows [lo, hi] by the
// sign of x(t) − x, and any Newton step that leaves the bracket (or meets a flat spot where
// x′(t) = 0) becomes a bisection step. That keeps Newton's quadratic convergence on ordinary
// curves and bisection's guarantee on degenerate ones, reaching t to about 1e-14.
// It stops once the Newton step it is about to take is under 1e-14, or once that step's own
// error is: near the root (a step under 1e-7) a step from t leaves an error of about
// x″(t)/(2x′(t))·step², so when |x″|·step² ≤ 2e-14·|x′| the step lands within ~1e-14 and no
// further step is needed. That saves one step of four on easeInEaseOut (a third of
// `tick-10k` was this solve, session 31). Far from the root the estimate fails: at an
// inflection x″ = 0 whatever the distance (the `default` curve's, at t = 0.25).
// Rejected: WebKit's fixed 8 Newton iterations then a separate bisection pass (two loops, and
// its tolerance is tied to the animation's duration); a lookup table (inexact, and a value
// type should stay four numbers).

/// A cubic Bézier curve that maps an animation's elapsed fraction to its progress
/// (`CAMediaTimingFunction`).
///
/// The curve runs from (0, 0) to (1, 1) through two control points. Input is the fraction of
/// the duration elapsed; output is the fraction of the value change applied, which may leave
/// 0…1 when a control point's y does (overshoot). Values are stored as `Double`.
public struct MediaTimingFunction: Sendable, Hashable {
  /// First control point's x, 0…1.
  let c1x: Double
  /// First control point's y (any finite value).
  let c1y: Double
  /// Second control point's x, 0…1.
  let c2x: Double
  /// Second control point's y (any finite value).
  let c2y: Double

  /// Creates a curve through the control points (c1x, c1y) and (c2x, c2y), Core Animation's
  /// `init(controlPoints:_:_:_:)`.
  ///
  /// Each `Float` is widened through its shortest decimal spelling, so `0.42` means the decimal
  /// 0.42 (as in CSS) and `MediaTimingFunction(controlPoints: 0.42, 0, 1, 1) == .easeIn`.
  /// - Precondition: all values are finite and `c1x`, `c2x` lie in 0…1 (as CSS requires; x
  ///   outside that range would make the curve a relation rather than a function of time).
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    self.init(
      c1x: Self.widen(c1x), c1y: Self.widen(c1y), c2x: Self.widen(c2x), c2y: Self.widen(c2y))
  }

  /// Creates one of Core Animation's predefined curves.
  /// - Precondition: `name` is one of the five names declared on `MediaTimingFunctionName`.
  public init(name: MediaTimingFunctionName) {
    switch name {
    case .linear: self = .linear
    case .easeIn: self = .easeIn
    case .easeOut: self = .easeOut
    case .easeInEaseOut: self = .easeInEaseOut
    case .default: self = .default
    default:
      preconditionFailure(
        "Unknown timing function name \"\(name.rawValue)\"; known names are linear, easeIn, "
          + "easeOut, easeInEaseOut and default.")
    }
  }

  init(c1x: Double, c1y: Double, c2x: Double, c2y: Double) {
    precondition(
      c1x.isFinite && c1y.isFinite && c2x.isFinite && c2y.isFinite,
      "Timing function control points must be finite.")
    precondition(
      (0...1).contains(c1x) && (0...1).contains(c2x),
      "Timing function control point x values must lie in 0…1 (got \(c1x) and \(c2x)).")
    self.c1x = c1x
    self.c1y = c1y
    self.c2x = c2x
    self.c2y = c2y
  }

  /// Constant speed, control points (0, 0) and (1, 1).
  public static let linear = MediaTimingFunction(c1x: 0, c1y: 0, c2x: 1, c2y: 1)
  /// Slow start, control points (0.42, 0) and (1, 1).
  public static let easeIn = MediaTimingFunction(c1x: 0.42, c1y: 0, c2x: 1, c2y: 1)
  /// Slow end, control points (0, 0) and (0.58, 1).
  public static let easeOut = MediaTimingFunction(c1x: 0, c1y: 0, c2x: 0.58, c2y: 1)
  /// Slow start and end, control points (0.42, 0) and (0.58, 1); UIKit's default curve.
  public static let easeInEaseOut = MediaTimingFunction(c1x: 0.42, c1y: 0, c2x: 0.58, c2y: 1)
  /// Core Animation's implicit-animation curve, control points (0.25, 0.1) and (0.25, 1).
  public static let `default` = MediaTimingFunction(c1x: 0.25, c1y: 0.1, c2x: 0.25, c2y: 1)

  /// Returns control point `index`: 0 is (0, 0), 1 and 2 are the user's points, 3 is (1, 1).
  /// - Precondition: `index` is in 0…3.
  public func controlPoint(at index: Int) -> CGPoint {
    switch index {
    case 0: return .zero
    case 1: return CGPoint(x: c1x, y: c1y)
    case 2: return CGPoint(x: c2x, y: c2y)
    case 3: return CGPoint(x: 1, y: 1)
    default: preconditionFailure("Timing function control point index \(index) is not in 0…3.")
    }
  }

  /// Returns the curve's output (progress) for the input `x` (fraction of time elapsed).
  ///
  /// Exact at the endpoints (0 → 0, 1 → 1) and accurate to about 1e-12 in between. Outside 0…1
  /// the curve continues as a straight line with its start or end gradient, as Chromium's
  /// `gfx::CubicBezier` does (useful for inputs that overshoot, e.g. from a spring); a vertical
  /// end tangent counts as gradient 0. NaN gives NaN.
  public func value(at x: Double) -> Double {
    if x.isNaN { return .nan }
    if x <= 0 {
      let gradient = startGradient
      return x == 0 || gradient == 0 ? 0 : gradient * x
    }
    if x >= 1 {
      let gradient = endGradient
      return x == 1 || gradient == 0 ? 1 : 1 + gradient * (x - 1)
    }
    return sampleY(solveParameter(forX: x))
  }

  /// The curve's gradient dy/dx at (0, 0), used to extrapolate below 0.
  ///
  /// The tangent there points at the first control point that differs from (0, 0) (c1, else
  /// c2, else (1, 1)); a vertical tangent gives 0 so extrapolation stays finite.
  public var startGradient: Double {
    Self.gradient(from: (0, 0), towards: [(c1x, c1y), (c2x, c2y), (1, 1)])
  }

  /// The curve's gradient dy/dx at (1, 1), used to extrapolate above 1 (see `startGradient`).
  public var endGradient: Double {
    Self.gradient(from: (1, 1), towards: [(c2x, c2y), (c1x, c1y), (0, 0)])
  }

  // MARK: - Polynomial form

  // With P0 = 0 and P3 = 1, B(t) = a·t³ + b·t² + c·t with c = 3·p1, b = 3·(p2 − p1) − c,
  // a = 1 − c − b (Horner form below).

  func sampleX(_ t: Double) -> Double {
    let c = 3 * c1x
    let b = 3 * (c2x - c1x) - c
    let a = 1 - c - b
    return ((a * t + b) * t + c) * t
  }

  func sampleY(_ t: Double) -> Double {
    let c = 3 * c1y
    let b = 3 * (c2y - c1y) - c
    let a = 1 - c - b
    return ((a * t + b) * t + c) * t
  }

  func sampleDerivativeX(_ t: Double) -> Double {
    let c = 3 * c1x
    let b = 3 * (c2x - c1x) - c
    let a = 1 - c - b
    return (3 * a * t + 2 * b) * t + c
  }

  func sampleSecondDerivativeX(_ t: Double) -> Double {
    let c = 3 * c1x
    let b = 3 * (c2x - c1x) - c
    let a = 1 - c - b
    return 6 * a * t + 2 * b
  }

  /// Finds t in 0…1 with x(t) = x by bracket-safeguarded Newton iteration (see design note).
  func solveParameter(forX x: Double) -> Double {
    var lower = 0.0
    var upper = 1.0
    var t = x  // x(t) ≈ t for gentle curves: a good first guess.
    for _ in 0..<Self.maximumSolverIterations {
      let error = sampleX(t) - x
      if error == 0 { return t }
      if error < 0 { lower = t } else { upper = t }
      let derivative = sampleDerivativeX(t)
      let step = derivative == 0 ? Double.infinity : error / derivative
      // A Newton step this small means t is within a few 1e-14 of the root, also where x′ is
      // tiny (the step then over-estimates the remaining distance); a step whose quadratic
      // error term is this small lands there too (see the design note).
      if abs(step) <= Self.parameterTolerance
        || (abs(step) <= Self.asymptoticStep
          && abs(sampleSecondDerivativeX(t)) * step * step
            <= 2 * Self.parameterTolerance * abs(derivative))
      {
        return min(max(t - step, lower), upper)
      }
      let newton = t - step
      t = newton > lower && newton < upper ? newton : 0.5 * (lower + upper)
      if upper - lower <= Self.parameterTolerance { return t }
    }
    return t
  }

  /// The solver's target accuracy in the curve parameter t.
  static let parameterTolerance = 1e-14

  /// Steps at most this long are near enough the root for their quadratic error term to
  /// bound what is left (the next term, x‴/6·step³, is then under 1e-21); a longer step may
  /// start at an inflection, where x″ = 0 says nothing.
  static let asymptoticStep = 1e-7

  /// Bisection alone reaches 1e-14 in ~47 steps; the safeguard never needs more than this.
  static let maximumSolverIterations = 100

  static func gradient(
    from origin: (x: Double, y: Double), towards candidates: [(x: Double, y: Double)]
  ) -> Double {
    for point in candidates where point != origin {
      let dx = point.x - origin.x
      return dx == 0 ? 0 : (point.y - origin.y) / dx
    }
    return 1
  }

  /// Widens a `Float` to the `Double` nearest its shortest decimal spelling.
  static func widen(_ value: Float) -> Double {
    Double(value.description) ?? Double(value)
  }
}
