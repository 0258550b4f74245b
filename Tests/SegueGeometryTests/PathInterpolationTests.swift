import Foundation
import SegueTesting
import Testing

@testable import SegueGeometry

@Suite("Path interpolation")
struct PathInterpolationTests {
  func circle(center: CGPoint, radius: CGFloat) -> Path {
    BezierPath(
      ovalIn: CGRect(
        x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    ).cgPath
  }

  func expectSamePoints(
    _ a: Path, _ b: Path, tolerance: CGFloat, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(a.canInterpolate(with: b), sourceLocation: sourceLocation)
    for (x, y) in zip(a.elements.flatMap(\.points), b.elements.flatMap(\.points)) {
      expectClose(x, y, tolerance: tolerance, sourceLocation: sourceLocation)
    }
  }

  @Test func concentricCirclesMeetInTheMiddle() {
    let center = CGPoint(x: 300, y: 32)
    let small = circle(center: center, radius: 22)
    let large = circle(center: center, radius: 722)
    let middle = small.interpolated(to: large, fraction: 0.5)
    expectSamePoints(middle, circle(center: center, radius: 372), tolerance: 1e-12)
    let quarter = small.interpolated(to: large, fraction: 0.25)
    expectSamePoints(quarter, circle(center: center, radius: 197), tolerance: 1e-12)
  }

  @Test func roundedRectanglesInterpolateTheirRadius() {
    let rect = CGRect(x: 0, y: 0, width: 120, height: 80)
    let square = BezierPath(roundedRect: rect, cornerRadius: 0).cgPath
    let round = BezierPath(roundedRect: rect, cornerRadius: 20).cgPath
    expectSamePoints(
      square.interpolated(to: round, fraction: 0.5),
      BezierPath(roundedRect: rect, cornerRadius: 10).cgPath, tolerance: 1e-12)
  }

  @Test func fractionsOutsideTheUnitIntervalExtrapolate() {
    let a = Path(elements: [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0))])
    let b = Path(elements: [.move(to: CGPoint(x: 0, y: 10)), .line(to: CGPoint(x: 20, y: 0))])
    #expect(
      a.interpolated(to: b, fraction: 1.5)
        == Path(elements: [.move(to: CGPoint(x: 0, y: 15)), .line(to: CGPoint(x: 25, y: 0))]))
    #expect(
      a.interpolated(to: b, fraction: -1)
        == Path(elements: [.move(to: CGPoint(x: 0, y: -10)), .line(to: CGPoint(x: 0, y: 0))]))
  }

  @Test func mismatchedPathsSwitchAtHalfway() {
    let oval = circle(center: .zero, radius: 10)
    let rect = Path(rect: CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(!oval.canInterpolate(with: rect))
    #expect(oval.interpolated(to: rect, fraction: 0) == oval)
    #expect(oval.interpolated(to: rect, fraction: 0.3) == oval)
    #expect(oval.interpolated(to: rect, fraction: 0.4999) == oval)
    #expect(oval.interpolated(to: rect, fraction: 0.5) == rect)
    #expect(oval.interpolated(to: rect, fraction: 1.7) == rect)
    #expect(oval.interpolated(to: Path(), fraction: 0.9) == Path())
  }

  @Test func sameCountDifferentKindsIsAMismatch() {
    let lines = Path(elements: [.move(to: .zero), .line(to: CGPoint(x: 1, y: 1))])
    let curve = Path(elements: [
      .move(to: .zero), .quadCurve(to: CGPoint(x: 1, y: 1), control: CGPoint(x: 1, y: 0)),
    ])
    #expect(lines.interpolated(to: curve, fraction: 0.2) == lines)
    #expect(lines.interpolated(to: curve, fraction: 0.8) == curve)
  }
}
