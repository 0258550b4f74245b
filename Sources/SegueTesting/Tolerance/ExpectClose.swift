import Testing

/// The tolerance `expectClose` uses when none is given: the rounding of a few floating-point
/// operations on values of order 1 to 1000 (points, seconds, unit fractions).
public let defaultCloseTolerance = 1e-9

/// Checks that every component of `actual` is within `tolerance` of `expected`'s, and reports a
/// failure through Swift Testing or XCTest at the caller otherwise.
///
/// The failure reads "`comment`: `actual` is not within `tolerance` of `expected` (off by
/// `difference`)". A NaN component never passes; equal infinities do.
///
/// - Parameters:
///   - actual: The value the code under test produced.
///   - expected: The value it should be close to, from an independent reference.
///   - tolerance: The largest allowed absolute difference per component, in the values' own
///     units (points, radians, 0…1 for colour components); 0 asks for equality.
///   - comment: What is compared, put before the message (e.g. `"red"`, `"at t = 0.5"`).
///   - file: The file XCTest reports a failure in.
///   - line: The line XCTest reports a failure at.
///   - sourceLocation: Where Swift Testing reports a failure.
public func expectClose<Value: ApproximatelyEquatable>(
  _ actual: Value, _ expected: Value, tolerance: Double = defaultCloseTolerance,
  _ comment: String? = nil, file: StaticString = #filePath, line: UInt = #line,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  precondition(tolerance >= 0, "A tolerance is a distance, got \(tolerance)")
  let difference = actual.largestDifference(from: expected)
  guard !(difference <= tolerance) else { return }
  let message =
    "\(actual) is not within \(tolerance) of \(expected) (off by \(difference))"
  reportIssue(
    comment.map { "\($0): \(message)" } ?? message, file: file, line: line,
    sourceLocation: sourceLocation)
}
