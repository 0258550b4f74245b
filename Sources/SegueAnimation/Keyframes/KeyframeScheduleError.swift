/// A reason `KeyframeSchedule` could not use the key times, timing functions or segment
/// lengths it was given (and fell back to a default instead).
public enum KeyframeScheduleError: Error, Sendable, Hashable, CustomStringConvertible {
  /// `keyTimes` has the wrong number of entries for the number of values.
  case keyTimeCount(actual: Int, valueCount: Int, mode: CalculationMode)
  /// A key time is not a number in 0…1.
  case keyTimeOutOfRange(index: Int, value: Double)
  /// A key time is smaller than the one before it.
  case keyTimesDecreasing(index: Int, value: Double, previous: Double)
  /// `timingFunctions` does not have one entry per segment.
  case timingFunctionCount(actual: Int, segmentCount: Int)
  /// A paced mode was used without one length per segment.
  case segmentLengthCount(actual: Int?, segmentCount: Int)
  /// A segment length is negative or not finite.
  case invalidSegmentLength(index: Int, value: Double)

  /// A sentence saying what is wrong and what was used instead.
  public var description: String {
    switch self {
    case .keyTimeCount(let actual, let valueCount, let mode):
      let expected =
        mode == .discrete ? "\(valueCount) or \(valueCount + 1)" : "\(valueCount)"
      return "keyTimes has \(actual) entries but \(expected) are needed for \(valueCount) values "
        + "in \(mode.rawValue) mode; using evenly spaced key times."
    case .keyTimeOutOfRange(let index, let value):
      return "keyTimes[\(index)] is \(value), outside 0…1; using evenly spaced key times."
    case .keyTimesDecreasing(let index, let value, let previous):
      return "keyTimes[\(index)] is \(value), less than the previous key time \(previous); "
        + "key times must not decrease. Using evenly spaced key times."
    case .timingFunctionCount(let actual, let segmentCount):
      return "timingFunctions has \(actual) entries but there are \(segmentCount) segments; "
        + "segments without one are linear and extra entries are ignored."
    case .segmentLengthCount(let actual, let segmentCount):
      let given =
        actual.map { "\($0) segment lengths were given" } ?? "no segment lengths were given"
      return "A paced calculation mode needs \(segmentCount) segment lengths but \(given); "
        + "using evenly spaced key times."
    case .invalidSegmentLength(let index, let value):
      return "Segment length \(index) is \(value); lengths must be finite and ≥ 0. "
        + "Using evenly spaced key times."
    }
  }
}
