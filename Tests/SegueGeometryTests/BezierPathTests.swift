import Foundation
import SegueTesting
import Testing

@testable import SegueGeometry

@Suite("BezierPath")
struct BezierPathTests {
  /// The cubic segments of a path with their start points, as point arrays.
  func cubics(_ path: BezierPath) -> [[CGPoint]] {
    var current = CGPoint.zero
    var result: [[CGPoint]] = []
    for element in path.cgPath.elements {
      switch element {
      case .move(let p), .line(let p): current = p
      case .curve(let p, let c1, let c2):
        result.append([current, c1, c2, p])
        current = p
      case .quadCurve(let p, _): current = p
      case .closeSubpath: break
      }
    }
    return result
  }

  /// Relative radial deviation of densely sampled points of every cubic from a circle.
  func radialErrors(_ path: BezierPath, center: CGPoint, radius: CGFloat) -> (
    min: CGFloat, max: CGFloat
  ) {
    var errors: [CGFloat] = []
    for p in cubics(path) {
      for i in 0...1000 {
        let t = CGFloat(i) / 1000
        let u = 1 - t
        let x =
          u * u * u * p[0].x + 3 * u * u * t * p[1].x + 3 * u * t * t * p[2].x + t * t * t * p[3].x
        let y =
          u * u * u * p[0].y + 3 * u * u * t * p[1].y + 3 * u * t * t * p[2].y + t * t * t * p[3].y
        let distance = ((x - center.x) * (x - center.x) + (y - center.y) * (y - center.y))
          .squareRoot()
        errors.append(distance / radius - 1)
      }
    }
    return (errors.min() ?? .nan, errors.max() ?? .nan)
  }

  @Test func ovalStaysWithinTheKnownErrorOfTheKappaApproximation() {
    // The standard quarter-circle cubic never dips inside the circle and bulges out by at most
    // 0.027253 % of the radius (published bound for κ = 4(√2 − 1)/3).
    let oval = BezierPath(ovalIn: CGRect(x: 10, y: 20, width: 300, height: 300))
    let errors = radialErrors(oval, center: CGPoint(x: 160, y: 170), radius: 150)
    #expect(errors.min >= -1e-12)
    #expect(errors.max <= 2.7253e-4 + 1e-8)
    #expect(errors.max >= 2.72e-4, "the error is that of the κ approximation, not something cruder")
  }

  @Test func ovalMatchesUIKitsElements() {
    // UIBezierPath(ovalIn: (0, 0, 100, 100)) describes itself as MoveTo {100, 50},
    // CurveTo {50, 100} {100, 77.614237491539667} {77.614237491539667, 100}, …
    let elements = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath.elements
    #expect(elements.count == 6)
    #expect(elements[0] == .move(to: CGPoint(x: 100, y: 50)))
    guard case .curve(let to, let c1, let c2) = elements[1] else {
      Issue.record("expected a curve, got \(elements[1])")
      return
    }
    #expect(to == CGPoint(x: 50, y: 100))
    expectClose(c1, CGPoint(x: 100, y: 77.614237491539667), tolerance: 1e-12)
    expectClose(c2, CGPoint(x: 77.614237491539667, y: 100), tolerance: 1e-12)
  }

  @Test func clockwiseArcTurnsTowardsIncreasingAngles() throws {
    let arc = BezierPath(
      arcCenter: CGPoint(x: 10, y: 10), radius: 10, startAngle: 0, endAngle: .pi / 2,
      clockwise: true)
    #expect(arc.cgPath.elements.first == .move(to: CGPoint(x: 20, y: 10)))
    #expect(cubics(arc).count == 1)
    expectClose(arc.currentPoint, CGPoint(x: 10, y: 20), tolerance: 1e-14)  // below the centre
    // The standard quarter cubic passes exactly through the arc's midpoint at t = 1/2.
    let p = try #require(cubics(arc).first)
    let middle = CGPoint(
      x: (p[0].x + 3 * p[1].x + 3 * p[2].x + p[3].x) / 8,
      y: (p[0].y + 3 * p[1].y + 3 * p[2].y + p[3].y) / 8)
    expectClose(
      middle, CGPoint(x: 10 + 10 * cos(CGFloat.pi / 4), y: 10 + 10 * sin(CGFloat.pi / 4)),
      tolerance: 1e-12)
  }

  @Test func anticlockwiseArcGoesTheLongWayThroughTheTop() {
    let arc = BezierPath(
      arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    let pieces = cubics(arc)
    #expect(pieces.count == 3)  // 270° in 90° pieces
    // The top, on a y-down screen.
    expectClose(pieces[0][3], CGPoint(x: 0, y: -10), tolerance: 1e-14)
    expectClose(pieces[1][3], CGPoint(x: -10, y: 0), tolerance: 1e-14)
    expectClose(arc.currentPoint, CGPoint(x: 0, y: 10), tolerance: 1e-14)
    let errors = radialErrors(arc, center: .zero, radius: 10)
    #expect(errors.min >= -1e-12 && errors.max <= 2.7253e-4 + 1e-8)
  }

  @Test func fullTurnsAndEmptyArcs() {
    let full = BezierPath(
      arcCenter: .zero, radius: 5, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    #expect(cubics(full).count == 4)
    expectClose(full.currentPoint, CGPoint(x: 5, y: 0), tolerance: 1e-14)
    let more = BezierPath(
      arcCenter: .zero, radius: 5, startAngle: 1, endAngle: 1 + 3 * .pi, clockwise: true)
    #expect(cubics(more).count == 4, "more than a turn draws one full circle")
    let against = BezierPath(
      arcCenter: .zero, radius: 5, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
    #expect(against.cgPath.elements == [.move(to: CGPoint(x: 5, y: 0))])
    let wide = BezierPath(
      arcCenter: .zero, radius: 5, startAngle: 0, endAngle: 100 * .pi / 180, clockwise: true)
    #expect(cubics(wide).count == 2)
    let wrapped = BezierPath(
      arcCenter: .zero, radius: 5, startAngle: 0, endAngle: -.pi / 2, clockwise: true)
    #expect(cubics(wrapped).count == 3, "clockwise from 0 to −90° is 270°")
  }

  @Test func arcJoinsTheCurrentPointWithALine() {
    let path = BezierPath()
    path.move(to: .zero)
    path.addArc(
      withCenter: CGPoint(x: 50, y: 0), radius: 10, startAngle: .pi, endAngle: 0, clockwise: true)
    #expect(path.cgPath.elements[0] == .move(to: .zero))
    guard case .line(let joint) = path.cgPath.elements[1] else {
      Issue.record("expected a joining line, got \(path.cgPath.elements[1])")
      return
    }
    expectClose(joint, CGPoint(x: 40, y: 0), tolerance: 1e-13)
    expectClose(path.currentPoint, CGPoint(x: 60, y: 0), tolerance: 1e-13)
    // Clockwise from 180° to 0° passes through 270°, the top.
    let top = cubics(path)[0][3]
    expectClose(top, CGPoint(x: 50, y: -10), tolerance: 1e-13)
  }

  @Test func roundedRectangleUsesCircularCornersClampedToHalfTheShortSide() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
    let path = BezierPath(roundedRect: rect, cornerRadius: 40)
    let elements = path.cgPath.elements
    let kinds = elements.map { element -> String in
      switch element {
      case .move: "m"
      case .line: "l"
      case .curve: "c"
      case .quadCurve: "q"
      case .closeSubpath: "z"
      }
    }
    #expect(kinds.joined() == "mlclclclcz")
    #expect(elements[0] == .move(to: CGPoint(x: 25, y: 0)))  // radius clamped to 25
    #expect(elements[1] == .line(to: CGPoint(x: 75, y: 0)))
    // Each corner is a quarter circle of radius 25 around the inset centre.
    let corners = cubics(path)
    let centres = [
      CGPoint(x: 75, y: 25), CGPoint(x: 75, y: 25), CGPoint(x: 25, y: 25), CGPoint(x: 25, y: 25),
    ]
    for (corner, centre) in zip(corners, centres) {
      for point in [corner[0], corner[3]] {
        expectClose(hypot(point.x - centre.x, point.y - centre.y), 25, tolerance: 1e-12)
      }
    }
    #expect(path.bounds == rect)
  }

  @Test func roundingChosenCornersKeepsTheStructure() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
    let some = BezierPath(
      roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight],
      cornerRadii: CGSize(width: 10, height: 10))
    let all = BezierPath(roundedRect: rect, cornerRadius: 10)
    #expect(some.cgPath.canInterpolate(with: all.cgPath))
    let pieces = cubics(some)
    // Top-right (first corner drawn) is square: a degenerate curve at (100, 0).
    #expect(pieces[0].allSatisfy { $0 == CGPoint(x: 100, y: 0) })
    #expect(pieces[1][3] == CGPoint(x: 90, y: 60))  // bottom-right is rounded
    #expect(some.cgPath.elements[0] == .move(to: CGPoint(x: 10, y: 0)))  // top-left is rounded
    let every = BezierPath(
      roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 10, height: 10))
    #expect(every.cgPath == all.cgPath)
    #expect(RectCorner.allCorners.contains([.topLeft, .topRight, .bottomLeft, .bottomRight]))
  }

  @Test func segmentsNeedACurrentPoint() {
    let path = BezierPath()
    path.addLine(to: CGPoint(x: 5, y: 5))
    path.addCurve(to: .zero, controlPoint1: .zero, controlPoint2: .zero)
    path.close()
    #expect(path.isEmpty)
    path.move(to: CGPoint(x: 1, y: 1))
    path.addLine(to: CGPoint(x: 5, y: 1))
    path.addQuadCurve(to: CGPoint(x: 5, y: 5), controlPoint: CGPoint(x: 9, y: 3))
    path.close()
    path.close()
    #expect(path.currentPoint == CGPoint(x: 1, y: 1))
    path.addLine(to: CGPoint(x: 0, y: 9))  // starts a new subpath at the closed one's start
    #expect(
      path.cgPath.elements == [
        .move(to: CGPoint(x: 1, y: 1)), .line(to: CGPoint(x: 5, y: 1)),
        .quadCurve(to: CGPoint(x: 5, y: 5), control: CGPoint(x: 9, y: 3)), .closeSubpath,
        .move(to: CGPoint(x: 1, y: 1)), .line(to: CGPoint(x: 0, y: 9)),
      ])
  }

  @Test func referenceSemanticsCopyAndCGPath() {
    let path = BezierPath()
    let alias = path
    alias.move(to: .zero)
    #expect(!path.isEmpty)
    let copy = path.copy()
    copy.addLine(to: CGPoint(x: 1, y: 0))
    #expect(path.cgPath.elements.count == 1)
    let rebuilt = BezierPath(cgPath: copy.cgPath)
    #expect(rebuilt.cgPath == copy.cgPath)
    path.cgPath = Path(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
    #expect(alias.cgPath.elements.count == 5)
  }

  @Test func appendApplyAndRemoveAllPoints() {
    let path = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    path.append(BezierPath(ovalIn: CGRect(x: 20, y: 0, width: 10, height: 10)))
    #expect(path.cgPath.elements.count == 11)
    #expect(path.bounds == CGRect(x: 0, y: 0, width: 30, height: 10))
    path.apply(CGAffineTransform(scaleX: 2, y: 2))
    #expect(path.bounds == CGRect(x: 0, y: 0, width: 60, height: 20))
    path.lineWidth = 4
    path.removeAllPoints()
    #expect(path.isEmpty && path.bounds.isNull && path.currentPoint == .zero)
    #expect(path.lineWidth == 4)
  }

  @Test func reversingRunsEachSubpathBackwards() {
    let rect = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20))
    rect.lineWidth = 3
    let reversed = rect.reversing()
    #expect(
      reversed.cgPath.elements == [
        .move(to: CGPoint(x: 0, y: 20)), .line(to: CGPoint(x: 10, y: 20)),
        .line(to: CGPoint(x: 10, y: 0)),
        .line(to: .zero), .closeSubpath,
      ])
    #expect(reversed.lineWidth == 3)
    #expect(reversed.reversing().cgPath == rect.cgPath)
    let open = BezierPath()
    open.move(to: .zero)
    open.addCurve(
      to: CGPoint(x: 3, y: 0), controlPoint1: CGPoint(x: 1, y: 1),
      controlPoint2: CGPoint(x: 2, y: 1))
    #expect(
      open.reversing().cgPath.elements == [
        .move(to: CGPoint(x: 3, y: 0)),
        .curve(to: .zero, control1: CGPoint(x: 2, y: 1), control2: CGPoint(x: 1, y: 1)),
      ])
  }

  @Test func containsUsesTheChosenFillRule() {
    let path = BezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
    path.append(BezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)))
    #expect(path.contains(CGPoint(x: 50, y: 50)))
    path.usesEvenOddFillRule = true
    #expect(!path.contains(CGPoint(x: 50, y: 50)))
    #expect(path.contains(CGPoint(x: 5, y: 5)))
  }

  @Test func strokeDefaultsMatchUIKit() {
    let path = BezierPath()
    #expect(path.lineWidth == 1)
    #expect(path.lineCapStyle == .butt)
    #expect(path.lineJoinStyle == .miter)
    #expect(path.miterLimit == 10)
    #expect(path.flatness == 0.6)
    #expect(!path.usesEvenOddFillRule)
  }
}
