import Foundation
import SegueTesting
import Testing

@testable import SegueGeometry

@Suite("Path")
struct PathTests {
  /// Bounding box of a cubic found by dense sampling: an independent check of the extrema maths.
  func sampledBounds(_ p: [CGPoint], samples: Int = 100_000) -> CGRect {
    var (minX, minY, maxX, maxY) = (
      CGFloat.infinity, CGFloat.infinity, -CGFloat.infinity, -CGFloat.infinity
    )
    for i in 0...samples {
      let t = CGFloat(i) / CGFloat(samples)
      let u = 1 - t
      let x =
        u * u * u * p[0].x + 3 * u * u * t * p[1].x + 3 * u * t * t * p[2].x + t * t * t * p[3].x
      let y =
        u * u * u * p[0].y + 3 * u * u * t * p[1].y + 3 * u * t * t * p[2].y + t * t * t * p[3].y
      (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  @Test func rectangleOutline() {
    let path = Path(rect: CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(
      path.elements == [
        .move(to: CGPoint(x: 10, y: 20)), .line(to: CGPoint(x: 40, y: 20)),
        .line(to: CGPoint(x: 40, y: 60)), .line(to: CGPoint(x: 10, y: 60)), .closeSubpath,
      ])
    // A rectangle with negative size is standardized first.
    #expect(Path(rect: CGRect(x: 40, y: 60, width: -30, height: -40)) == path)
    #expect(Path(rect: .null).isEmpty)
    let moved = Path(
      rect: CGRect(x: 0, y: 0, width: 1, height: 1),
      transform: CGAffineTransform(translationX: 5, y: 6))
    #expect(moved.elements.first == .move(to: CGPoint(x: 5, y: 6)))
  }

  @Test func ellipseStartsOnTheRightAndTurnsClockwiseOnScreen() {
    let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(path.elements.count == 6)
    #expect(path.elements.first == .move(to: CGPoint(x: 200, y: 50)))
    let ends = path.elements.compactMap { element -> CGPoint? in
      if case .curve(let to, _, _) = element { return to }
      return nil
    }
    #expect(
      ends == [
        CGPoint(x: 100, y: 100), CGPoint(x: 0, y: 50), CGPoint(x: 100, y: 0),
        CGPoint(x: 200, y: 50),
      ])
    #expect(path.elements.last == .closeSubpath)
  }

  @Test func roundedRectangleHasTenElementsAndClampsItsCorners() {
    let path = Path(
      roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerWidth: 30, cornerHeight: 50)
    #expect(path.elements.count == 10)
    // Corner width 30 fits; height 50 is clamped to half of 40.
    #expect(path.elements[0] == .move(to: CGPoint(x: 30, y: 0)))
    #expect(path.elements[1] == .line(to: CGPoint(x: 70, y: 0)))
    #expect(path.elements[3] == .line(to: CGPoint(x: 100, y: 20)))
    #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 40))
  }

  @Test func boundingBoxIncludesControlPointsButBoundingBoxOfPathDoesNot() {
    var path = Path(elements: [
      .move(to: CGPoint(x: 0, y: 0)),
      .quadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100)),
    ])
    #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
    // The quadratic peaks at t = 1/2: y = 2 · ½ · ½ · 100 = 50.
    expectClose(
      path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 50), tolerance: 1e-12)

    path = Path(elements: [
      .move(to: .zero),
      .curve(
        to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100),
        control2: CGPoint(x: 100, y: 100)),
    ])
    // The symmetric cubic peaks at t = 1/2: y = 2 · 3 · ⅛ · 100 = 75.
    expectClose(
      path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 75), tolerance: 1e-12)
  }

  @Test func tightBoundsOfAnAsymmetricCubicMatchDenseSampling() {
    let points = [
      CGPoint(x: 10, y: 80), CGPoint(x: -60, y: -20), CGPoint(x: 140, y: 10),
      CGPoint(x: 90, y: 120),
    ]
    let path = Path(elements: [
      .move(to: points[0]), .curve(to: points[3], control1: points[1], control2: points[2]),
    ])
    expectClose(path.boundingBoxOfPath, sampledBounds(points), tolerance: 1e-6)
    #expect(path.boundingBox == CGRect(x: -60, y: -20, width: 200, height: 140))
  }

  @Test func circleBoundsAreItsSquare() {
    let rect = CGRect(x: 5, y: 5, width: 90, height: 90)
    let circle = Path(ellipseIn: rect)
    expectClose(circle.boundingBoxOfPath, rect, tolerance: 1e-12)
    expectClose(circle.boundingBox, rect, tolerance: 1e-12)
  }

  @Test func emptyPathHasNullBoundsAndZeroCurrentPoint() {
    let empty = Path()
    #expect(empty.isEmpty)
    #expect(empty.boundingBox.isNull)
    #expect(empty.boundingBoxOfPath.isNull)
    #expect(empty.currentPoint == .zero)
  }

  @Test func currentPointFollowsCoreGraphicsRules() {
    let open = Path(elements: [.move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 3, y: 4))])
    #expect(open.currentPoint == CGPoint(x: 3, y: 4))
    let closed = Path(rect: CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(closed.currentPoint == CGPoint(x: 1, y: 2))
  }

  @Test func applyingTransformsEveryPoint() {
    let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
    let scaled = path.applying(
      CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 1, y: 1)))
    expectClose(
      scaled.boundingBoxOfPath, CGRect(x: 1, y: 1, width: 20, height: 30), tolerance: 1e-12)
    expectClose(
      scaled.interpolated(to: scaled, fraction: 0.5).boundingBox, scaled.boundingBox, tolerance: 0)
  }

  @Test func canInterpolateComparesElementKinds() {
    let a = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
    let b = Path(ellipseIn: CGRect(x: 5, y: 5, width: 100, height: 30))
    #expect(a.canInterpolate(with: b))
    #expect(!a.canInterpolate(with: Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10))))
    #expect(!a.canInterpolate(with: Path()))
    #expect(Path().canInterpolate(with: Path()))
  }

  @Test func elementPointsAndMapping() {
    let curve = PathElement.curve(
      to: CGPoint(x: 5, y: 6), control1: CGPoint(x: 1, y: 2), control2: CGPoint(x: 3, y: 4))
    #expect(curve.points == [CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4), CGPoint(x: 5, y: 6)])
    #expect(PathElement.closeSubpath.points.isEmpty)
    let doubled = curve.mapPoints { CGPoint(x: $0.x * 2, y: $0.y * 2) }
    #expect(
      doubled
        == .curve(
          to: CGPoint(x: 10, y: 12), control1: CGPoint(x: 2, y: 4), control2: CGPoint(x: 6, y: 8)))
  }
}
