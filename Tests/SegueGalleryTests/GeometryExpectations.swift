import Foundation
import Testing

// Geometry compared with a tolerance, reporting at the caller: frames that go through
// centre and bounds, or springs' presentation values, are exact only to rounding.

/// Checks that `actual` is within `tolerance` of `expected`.
func expectClose(
  _ actual: CGFloat, _ expected: CGFloat, tolerance: CGFloat = 1e-9,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual - expected) <= tolerance, "\(actual) ≠ \(expected)", sourceLocation: sourceLocation)
}

/// Checks that both coordinates of `actual` are within `tolerance` of `expected`'s.
func expectClose(
  _ actual: CGPoint, _ expected: CGPoint, tolerance: CGFloat = 1e-9,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual.x - expected.x) <= tolerance && abs(actual.y - expected.y) <= tolerance,
    "\(actual) ≠ \(expected)", sourceLocation: sourceLocation)
}

/// Checks that the origin and size of `actual` are within `tolerance` of `expected`'s.
func expectClose(
  _ actual: CGRect, _ expected: CGRect, tolerance: CGFloat = 1e-9,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectClose(actual.origin, expected.origin, tolerance: tolerance, sourceLocation: sourceLocation)
  expectClose(
    CGPoint(x: actual.width, y: actual.height), CGPoint(x: expected.width, y: expected.height),
    tolerance: tolerance, sourceLocation: sourceLocation)
}
