import Foundation
import SegueGeometry
import SegueTesting
import Testing

@Suite struct ExpectCloseTests {
  /// The text of the one issue `body` must record.
  private func expectOneIssue(
    containing expected: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () -> Void
  ) {
    withKnownIssue(sourceLocation: sourceLocation) {
      body()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(expected)
    }
  }

  @Test func numbersWithinTheToleranceAreClose() {
    expectClose(0.1 + 0.2, 0.3)
    expectClose(CGFloat(10), 10.5, tolerance: 0.5, "inclusive")
    expectClose(Double.infinity, .infinity, tolerance: 0)
    expectOneIssue(containing: "width: 10.0 is not within 0.25 of 10.5 (off by 0.5)") {
      expectClose(CGFloat(10), 10.5, tolerance: 0.25, "width")
    }
    expectOneIssue(containing: "1.0 is not within 1e-09 of 1.00000001") {
      expectClose(1.0, 1.00000001)
    }
  }

  @Test func aNaNIsNeverClose() {
    expectOneIssue(containing: "nan is not within 1.0 of nan (off by nan)") {
      expectClose(Double.nan, Double.nan, tolerance: 1)
    }
    expectOneIssue(containing: "(off by nan)") {
      expectClose(CGPoint(x: 0, y: CGFloat.nan), .zero, tolerance: 1)
    }
  }

  @Test func pointsSizesAndRectanglesCompareEveryComponent() {
    expectClose(CGPoint(x: 1, y: 2), CGPoint(x: 1.1, y: 1.9), tolerance: 0.1 + 1e-12)
    expectClose(CGSize(width: 3, height: 4), CGSize(width: 3, height: 4.05), tolerance: 0.05)
    expectClose(
      CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 0.01, y: 0, width: 10, height: 9.99),
      tolerance: 0.011)
    expectOneIssue(containing: "(off by 2.0)") {
      expectClose(CGSize(width: 3, height: 4), CGSize(width: 3, height: 6), tolerance: 1)
    }
    expectOneIssue(containing: "(off by 1.0)") {
      expectClose(
        CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 0, y: 1, width: 10, height: 10),
        tolerance: 0.5)
    }
  }

  @Test func transformsCompareEveryEntry() {
    let turn = CGAffineTransform(rotationAngle: .pi / 2)
    expectClose(turn, CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0), tolerance: 1e-15)
    expectOneIssue(containing: "(off by 3.0)") {
      expectClose(turn.translatedBy(x: 0, y: 3), turn, tolerance: 1)
    }
    let lifted = Transform3D(translationX: 0, y: 0, z: 2)
    expectClose(lifted, Transform3D(translationX: 0, y: 0, z: 2 + 1e-12))
    expectOneIssue(containing: "matrix: ") {
      expectClose(lifted, .identity, tolerance: 1.5, "matrix")
    }
  }

  @Test func coloursCompareStraightComponents() {
    expectClose(Color(red: 1, green: 0.5, blue: 0, alpha: 0.5), .orange.withAlphaComponent(0.5))
    expectOneIssue(containing: "(off by 0.5)") {
      expectClose(Color.orange, .orange.withAlphaComponent(0.5), tolerance: 0.1)
    }
  }

  @Test func theLargestDifferenceIsPerComponent() {
    #expect(CGPoint(x: 1, y: 5).largestDifference(from: CGPoint(x: 4, y: 5)) == 3)
    #expect(CGRect(x: 0, y: 0, width: -2, height: 1).approximateComponents == [-2, 0, 2, 1])
    #expect(Double.infinity.largestDifference(from: -.infinity) == .infinity)
  }

  /// A negative tolerance is a programmer error, not a failed expectation.
  @Test func aNegativeToleranceStopsTheTest() async {
    await #expect(processExitsWith: .failure) {
      expectClose(1.0, 1.0, tolerance: -1)
    }
  }

  @Test func anIssueIsReportedAtTheCaller() {
    let line = #line + 2
    withKnownIssue {
      expectClose(1.0, 2.0, tolerance: 0.5)
    } matching: { issue in
      issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
    }
  }
}
