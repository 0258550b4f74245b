import Foundation
import Testing

@testable import SegueGeometry

// Approximate comparisons for the geometry tests. Every helper takes an explicit tolerance and
// forwards `sourceLocation`, so a failure points at the calling test.

func expectClose(
  _ actual: CGFloat, _ expected: CGFloat, tolerance: CGFloat, _ what: String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual - expected) <= tolerance,
    "\(what) \(actual) is not within \(tolerance) of \(expected)",
    sourceLocation: sourceLocation)
}

func expectClose(
  _ actual: CGPoint, _ expected: CGPoint, tolerance: CGFloat, _ what: String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual.x - expected.x) <= tolerance && abs(actual.y - expected.y) <= tolerance,
    "\(what) \(actual) is not within \(tolerance) of \(expected)",
    sourceLocation: sourceLocation)
}

func expectClose(
  _ actual: CGRect, _ expected: CGRect, tolerance: CGFloat, _ what: String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let deltas = [
    actual.minX - expected.minX, actual.minY - expected.minY,
    actual.width - expected.width, actual.height - expected.height,
  ]
  #expect(
    deltas.allSatisfy { abs($0) <= tolerance },
    "\(what) \(actual) is not within \(tolerance) of \(expected)",
    sourceLocation: sourceLocation)
}

func expectClose(
  _ actual: Transform3D, _ expected: Transform3D, tolerance: CGFloat, _ what: String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let worst = zip(actual.entries, expected.entries).map { abs($0 - $1) }.max() ?? 0
  #expect(
    worst <= tolerance,
    "\(what) entries differ by up to \(worst) (tolerance \(tolerance)):\n\(actual.entries)\n\(expected.entries)",
    sourceLocation: sourceLocation)
}

func expectClose(
  _ actual: CGAffineTransform, _ expected: CGAffineTransform, tolerance: CGFloat,
  _ what: String = "", sourceLocation: SourceLocation = #_sourceLocation
) {
  let a = [actual.a, actual.b, actual.c, actual.d, actual.tx, actual.ty]
  let e = [expected.a, expected.b, expected.c, expected.d, expected.tx, expected.ty]
  let worst = zip(a, e).map { abs($0 - $1) }.max() ?? 0
  #expect(
    worst <= tolerance,
    "\(what) \(actual) differs from \(expected) by up to \(worst) (tolerance \(tolerance))",
    sourceLocation: sourceLocation)
}
