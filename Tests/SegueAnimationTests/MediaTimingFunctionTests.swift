import Foundation
import SegueTesting
import Testing

@testable import SegueAnimation

/// An independent reference: the Bernstein form of the curve, solved for t by 200 plain
/// bisection steps (no Newton, no polynomial coefficients).
struct BezierReference {
  let x1: Double, y1: Double, x2: Double, y2: Double

  static func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
  }

  func value(at x: Double) -> Double {
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
      let middle = 0.5 * (low + high)
      if Self.bernstein(x1, x2, middle) < x { low = middle } else { high = middle }
    }
    return Self.bernstein(y1, y2, 0.5 * (low + high))
  }
}

@Suite struct MediaTimingFunctionTests {
  fileprivate static let named: [(MediaTimingFunction, BezierReference)] = [
    (.linear, BezierReference(x1: 0, y1: 0, x2: 1, y2: 1)),
    (.easeIn, BezierReference(x1: 0.42, y1: 0, x2: 1, y2: 1)),
    (.easeOut, BezierReference(x1: 0, y1: 0, x2: 0.58, y2: 1)),
    (.easeInEaseOut, BezierReference(x1: 0.42, y1: 0, x2: 0.58, y2: 1)),
    (.default, BezierReference(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)),
  ]

  fileprivate static let custom: [(MediaTimingFunction, BezierReference)] = [
    (.init(controlPoints: 0.25, 0, 0.75, 1), BezierReference(x1: 0.25, y1: 0, x2: 0.75, y2: 1)),
    (.init(controlPoints: 0.5, -1, 0.5, 2), BezierReference(x1: 0.5, y1: -1, x2: 0.5, y2: 2)),
    (.init(controlPoints: 0, 1, 1, 0), BezierReference(x1: 0, y1: 1, x2: 1, y2: 0)),
    (.init(controlPoints: 1, 0, 0, 1), BezierReference(x1: 1, y1: 0, x2: 0, y2: 1)),
    (
      .init(controlPoints: 0.175, 0.885, 0.32, 1.275),
      BezierReference(x1: 0.175, y1: 0.885, x2: 0.32, y2: 1.275)
    ),
    (.init(controlPoints: 0, 0, 0, 0), BezierReference(x1: 0, y1: 0, x2: 0, y2: 0)),
  ]

  @Test func namedCurvesHaveCoreAnimationsControlPoints() {
    #expect(MediaTimingFunction.easeIn.controlPoint(at: 1) == CGPoint(x: 0.42, y: 0))
    #expect(MediaTimingFunction.easeIn.controlPoint(at: 2) == CGPoint(x: 1, y: 1))
    #expect(MediaTimingFunction.easeOut.controlPoint(at: 2) == CGPoint(x: 0.58, y: 1))
    #expect(MediaTimingFunction.default.controlPoint(at: 1) == CGPoint(x: 0.25, y: 0.1))
    #expect(MediaTimingFunction.default.controlPoint(at: 2) == CGPoint(x: 0.25, y: 1))
    for (function, _) in Self.named {
      #expect(function.controlPoint(at: 0) == .zero)
      #expect(function.controlPoint(at: 3) == CGPoint(x: 1, y: 1))
    }
  }

  @Test func namesMapToCurvesAndRawStrings() {
    let expected: [(MediaTimingFunctionName, String, MediaTimingFunction)] = [
      (.linear, "linear", .linear), (.easeIn, "easeIn", .easeIn), (.easeOut, "easeOut", .easeOut),
      (.easeInEaseOut, "easeInEaseOut", .easeInEaseOut), (.default, "default", .default),
    ]
    for (name, raw, function) in expected {
      #expect(name.rawValue == raw)
      #expect(MediaTimingFunctionName(rawValue: raw) == name)
      #expect(MediaTimingFunction(name: name) == function)
    }
  }

  @Test func floatControlPointsMeanTheirDecimalSpelling() {
    #expect(MediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1) == .easeInEaseOut)
    #expect(MediaTimingFunction(controlPoints: 0.25, 0.1, 0.25, 1) == .default)
    #expect(MediaTimingFunction(controlPoints: 0.42, 0, 1, 1).controlPoint(at: 1).x == 0.42)
  }

  @Test func endpointsAreExact() {
    for (function, _) in Self.named + Self.custom {
      #expect(function.value(at: 0) == 0)
      #expect(function.value(at: 1) == 1)
    }
  }

  @Test func matchesHighPrecisionBisectionEverywhere() {
    for (function, reference) in Self.named + Self.custom {
      for step in 0..<1000 {
        let x = (Double(step) + 0.5) / 1000
        expectClose(function.value(at: x), reference.value(at: x), tolerance: 1e-10, "x = \(x)")
      }
    }
  }

  /// The solver stops a Newton step early once that step's quadratic error term is under
  /// 1e-14 (session 31); on curves no one chose — control points drawn from a fixed sequence,
  /// x in 0…1 and y in −1…2, steep and flat places included — it still agrees with the
  /// bisection reference within 1e-10.
  @Test func matchesBisectionOnManyCurves() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Double {  // xorshift64: the same curves on every run
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return Double(state >> 11) / Double(1 << 53)
    }
    for _ in 0..<100 {
      let (x1, y1, x2, y2) = (next(), 3 * next() - 1, next(), 3 * next() - 1)
      let function = MediaTimingFunction(c1x: x1, c1y: y1, c2x: x2, c2y: y2)
      let reference = BezierReference(x1: x1, y1: y1, x2: x2, y2: y2)
      for step in 0..<100 {
        let x = (Double(step) + 0.5) / 100
        expectClose(
          function.value(at: x), reference.value(at: x), tolerance: 1e-10,
          "(\(x1), \(y1), \(x2), \(y2)) at x = \(x)")
      }
    }
  }

  /// CSS reference values quoted across independent implementations (9–15 digits).
  @Test func matchesPublishedCSSValues() {
    expectClose(MediaTimingFunction.default.value(at: 0.5), 0.802403387584857, tolerance: 1e-12)
    expectClose(MediaTimingFunction.default.value(at: 0.25), 0.408510591355396, tolerance: 1e-12)
    expectClose(MediaTimingFunction.default.value(at: 0.75), 0.960458978, tolerance: 1e-9)
    expectClose(MediaTimingFunction.easeIn.value(at: 0.25), 0.0934646507, tolerance: 1e-9)
    expectClose(MediaTimingFunction.easeIn.value(at: 0.5), 0.315356813, tolerance: 1e-9)
    expectClose(MediaTimingFunction.easeIn.value(at: 0.75), 0.621861869, tolerance: 1e-9)
    expectClose(MediaTimingFunction.easeOut.value(at: 0.25), 0.378138131, tolerance: 1e-9)
    expectClose(MediaTimingFunction.easeOut.value(at: 0.5), 0.684643187, tolerance: 1e-9)
    expectClose(MediaTimingFunction.easeOut.value(at: 0.75), 0.906535349, tolerance: 1e-9)
    expectClose(MediaTimingFunction.easeInEaseOut.value(at: 0.25), 0.129161931, tolerance: 1e-9)
    expectClose(MediaTimingFunction.easeInEaseOut.value(at: 0.5), 0.5, tolerance: 1e-12)
    expectClose(MediaTimingFunction.easeInEaseOut.value(at: 0.75), 0.870838069, tolerance: 1e-9)
  }

  /// Chromium's `CubicBezierTest.Basic` table for (0.25, 0, 0.75, 1), at its tolerance.
  @Test func matchesChromiumsPublishedTable() {
    let function = MediaTimingFunction(controlPoints: 0.25, 0, 0.75, 1)
    let table: [(Double, Double)] = [
      (0.05, 0.01136), (0.1, 0.03978), (0.15, 0.07978), (0.2, 0.12803), (0.25, 0.18235),
      (0.3, 0.24115), (0.35, 0.30323), (0.4, 0.36761), (0.45, 0.43345), (0.5, 0.5),
      (0.6, 0.63238), (0.65, 0.69676), (0.7, 0.75884), (0.75, 0.81764), (0.8, 0.87196),
      (0.85, 0.92021), (0.9, 0.96021), (0.95, 0.98863),
    ]
    for (x, y) in table { expectClose(function.value(at: x), y, tolerance: 0.00015, "x = \(x)") }
    // Symmetric curves through the middle, exact in closed form.
    expectClose(
      MediaTimingFunction(controlPoints: 0.5, 1, 0.5, 1).value(at: 0.5), 0.875, tolerance: 1e-12)
    expectClose(
      MediaTimingFunction(controlPoints: 0.5, 2, 0.5, 2).value(at: 0.5), 1.625, tolerance: 1e-12)
    expectClose(
      MediaTimingFunction(controlPoints: 0.5, -1, 0.5, -1).value(at: 0.5), -0.625, tolerance: 1e-12)
  }

  @Test func namedCurvesAreMonotonic() {
    for (function, _) in Self.named {
      var previous = function.value(at: 0)
      for step in 1...10_000 {
        let value = function.value(at: Double(step) / 10_000)
        #expect(value >= previous - 1e-15)
        previous = value
      }
    }
  }

  /// Chromium's `CubicBezierTest.InputOutOfRange` expectations.
  @Test func extrapolatesWithEndGradientsLikeChromium() {
    let cases: [((Float, Float, Float, Float), below: Double, above: Double)] = [
      ((0.5, 1, 0.5, 1), -2, 1), ((0, 0, 1, 1), -1, 2), ((0, 1, 1, 0), 0, 1),
      ((0.5, 0, 1, 0.5), 0, 1), ((0.1, 0.2, 0.8, 0.8), -2, 2), ((0, 0, 0.5, 1), -2, 1),
      ((1, 0.5, 1, 1), -0.5, 1), ((0, 0, 0, 0), -1, 2), ((1, 1, 1, 1), -1, 2),
    ]
    for (points, below, above) in cases {
      let function = MediaTimingFunction(controlPoints: points.0, points.1, points.2, points.3)
      expectClose(function.value(at: -1), below, tolerance: 1e-12, "\(points) at −1")
      expectClose(function.value(at: 2), above, tolerance: 1e-12, "\(points) at 2")
    }
  }

  /// The extrapolation slopes equal the curve's one-sided derivatives at its ends, measured on
  /// the reference curve. Where a control point coincides with an end (easeIn's c2), the
  /// curve leaves the tangent as √h, hence the small h and the 1e-4 tolerance.
  @Test func extrapolationSlopesMatchTheCurvesEndDerivatives() {
    let h = 1e-10
    for (function, reference) in Self.named {
      let startSlope = reference.value(at: h) / h
      let endSlope = (1 - reference.value(at: 1 - h)) / h
      expectClose(function.value(at: -0.5), -0.5 * startSlope, tolerance: 1e-4)
      expectClose(function.value(at: 1.5), 1 + 0.5 * endSlope, tolerance: 1e-4)
    }
    expectClose(MediaTimingFunction.default.startGradient, 0.4, tolerance: 1e-12)
    expectClose(MediaTimingFunction.easeIn.startGradient, 0, tolerance: 1e-12)
    expectClose(MediaTimingFunction.easeOut.endGradient, 0, tolerance: 1e-12)
    expectClose(MediaTimingFunction.linear.endGradient, 1, tolerance: 1e-12)
  }

  @Test func nanGivesNaN() {
    #expect(MediaTimingFunction.default.value(at: .nan).isNaN)
  }
}
