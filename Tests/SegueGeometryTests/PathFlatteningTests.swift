import Foundation
import SegueTesting
import Testing

@testable import SegueGeometry

@Suite("Path flattening and hit testing")
struct PathFlatteningTests {
  static let square = CGRect(x: 0, y: 0, width: 100, height: 100)
  static let hole = CGRect(x: 25, y: 25, width: 50, height: 50)

  @Test func flattenedCircleStaysWithinTolerance() throws {
    let radius: CGFloat = 100
    let center = CGPoint(x: 100, y: 100)
    let tolerance: CGFloat = 0.1
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 200))
    let polyline = try #require(circle.flattened(tolerance: tolerance).first)
    #expect(polyline.first == polyline.last, "a closed subpath repeats its first point")
    #expect(polyline.count > 20 && polyline.count < 400)
    func distance(_ p: CGPoint) -> CGFloat {
      ((p.x - center.x) * (p.x - center.x) + (p.y - center.y) * (p.y - center.y)).squareRoot()
    }
    for (a, b) in zip(polyline, polyline.dropFirst()) {
      // Vertices lie on the Bézier curve (within its 0.028 % of the circle); chord midpoints sag
      // inwards by at most the tolerance.
      expectClose(distance(a), radius, tolerance: radius * 2.8e-4)
      let middle = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
      #expect(distance(middle) >= radius - tolerance - radius * 2.8e-4)
    }
  }

  @Test func polylinesKeepStraightEdgesAndReportClosure() {
    let path = Path(elements: [
      .move(to: .zero), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10)),
      .move(to: CGPoint(x: 20, y: 0)), .line(to: CGPoint(x: 30, y: 0)),
      .line(to: CGPoint(x: 30, y: 10)), .closeSubpath,
    ])
    let subpaths = path.flattenedSubpaths()
    #expect(
      subpaths == [
        Path.Polyline(
          points: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)], isClosed: false),
        Path.Polyline(
          points: [CGPoint(x: 20, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 10)],
          isClosed: true),
      ])
    #expect(
      path.flattened()[1] == [
        CGPoint(x: 20, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 10), CGPoint(x: 20, y: 0),
      ])
    #expect(path.flattened()[0].count == 3)
  }

  @Test func segmentAfterCloseStartsAtTheClosedSubpathsStart() {
    let path = Path(elements: [
      .move(to: .zero), .line(to: CGPoint(x: 10, y: 0)), .closeSubpath,
      .line(to: CGPoint(x: 0, y: 10)),
    ])
    #expect(
      path.flattened() == [[.zero, CGPoint(x: 10, y: 0), .zero], [.zero, CGPoint(x: 0, y: 10)]])
  }

  @Test func squareWithAHoleUnderBothFillRules() {
    // Both squares drawn in the same direction: the hole is wound twice.
    let sameDirection = Path(
      elements: Path(rect: Self.square).elements + Path(rect: Self.hole).elements)
    let centre = CGPoint(x: 50, y: 50)
    let ring = CGPoint(x: 10, y: 50)
    let outside = CGPoint(x: 150, y: 50)
    #expect(sameDirection.contains(centre, using: .nonZero))
    #expect(!sameDirection.contains(centre, using: .evenOdd))
    #expect(
      sameDirection.contains(ring, using: .nonZero) && sameDirection.contains(ring, using: .evenOdd)
    )
    #expect(
      !sameDirection.contains(outside, using: .nonZero)
        && !sameDirection.contains(outside, using: .evenOdd))
    // The hole drawn the other way cancels the winding, so non-zero leaves it empty too.
    let reversedHole = BezierPath(rect: Self.hole).reversing().cgPath
    let opposite = Path(elements: Path(rect: Self.square).elements + reversedHole.elements)
    #expect(!opposite.contains(centre, using: .nonZero))
    #expect(opposite.contains(ring, using: .nonZero))
  }

  @Test func circleContainsPointsByDistance() {
    let circle = Path(ellipseIn: CGRect(x: -50, y: -50, width: 100, height: 100))
    for angle in stride(from: 0.0, to: 2 * .pi, by: 0.37) {
      let direction = CGPoint(x: cos(angle), y: sin(angle))
      #expect(circle.contains(CGPoint(x: 49.5 * direction.x, y: 49.5 * direction.y)))
      #expect(!circle.contains(CGPoint(x: 50.5 * direction.x, y: 50.5 * direction.y)))
    }
  }

  @Test func openSubpathsAreFilledAsIfClosedAndTransformApplies() {
    let triangle = Path(elements: [
      .move(to: .zero), .line(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 0, y: 100)),
    ])
    #expect(triangle.contains(CGPoint(x: 20, y: 20)))
    #expect(!triangle.contains(CGPoint(x: 80, y: 80)))
    let moved = CGAffineTransform(translationX: 200, y: 0)
    #expect(triangle.contains(CGPoint(x: 220, y: 20), transform: moved))
    #expect(!triangle.contains(CGPoint(x: 20, y: 20), transform: moved))
  }

  @Test func fillRuleNames() {
    #expect(FillRule.winding == .nonZero)
    #expect(FillRule.nonZero.rawValue == "non-zero" && FillRule.evenOdd.rawValue == "even-odd")
  }
}
