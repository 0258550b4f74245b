/// When each keyframe of a keyframe animation is reached (`CAKeyframeAnimation`'s `keyTimes`,
/// `timingFunctions` and `calculationMode`), and which segment a moment falls in.
///
/// A schedule never fails: key times, timing functions or segment lengths that do not fit are
/// replaced by a default (evenly spaced key times; linear segments), and each replacement is
/// recorded in `issues` so the animation can report it. Call `validate(…)` to get the first
/// problem as an error instead.
///
/// Segment `i` runs from value `i` to value `i + 1`. Without `keyTimes`, values are evenly
/// spaced: value i at i/(n − 1); in `.discrete` mode each of the n values shows for 1/n of the
/// time. Paced modes ignore `keyTimes` and `timingFunctions` and give each segment time in
/// proportion to its length.
public struct KeyframeSchedule: Sendable, Hashable {
  /// The number of keyframe values (≥ 1).
  public let valueCount: Int
  /// The calculation mode the schedule was made for.
  public let calculationMode: CalculationMode
  /// The key times in use, each in 0…1 and non-decreasing: one per value, plus possibly a final
  /// 1 in `.discrete` mode.
  public let keyTimes: [Double]
  /// The timing function of each segment in use (empty in `.discrete` and paced modes, where
  /// none applies); `.linear` where none was given.
  public let timingFunctions: [MediaTimingFunction]
  /// What was rejected from the input and replaced by a default, in the order found.
  public let issues: [KeyframeScheduleError]

  /// Creates a schedule, replacing unusable input by defaults and recording why in `issues`.
  /// - Parameters:
  ///   - valueCount: the number of values (≥ 1).
  ///   - keyTimes: one time per value in 0…1, non-decreasing (`.discrete` also accepts one
  ///     more, ending the last value); nil for even spacing. Ignored by paced modes.
  ///   - timingFunctions: one curve per segment (valueCount − 1), applied to the fraction
  ///     within the segment; nil for linear. Ignored by `.discrete` and paced modes.
  ///   - calculationMode: how values are computed between keyframes.
  ///   - segmentLengths: for paced modes, the length of each segment (≥ 0, valueCount − 1 of
  ///     them), e.g. the distance between neighbouring points; ignored otherwise.
  public init(
    valueCount: Int, keyTimes: [Double]? = nil, timingFunctions: [MediaTimingFunction]? = nil,
    calculationMode: CalculationMode = .linear, segmentLengths: [Double]? = nil
  ) {
    precondition(valueCount >= 1, "A keyframe schedule needs at least one value.")
    self.valueCount = valueCount
    self.calculationMode = calculationMode
    let issues = Self.problems(
      valueCount: valueCount, keyTimes: keyTimes, timingFunctions: timingFunctions,
      calculationMode: calculationMode, segmentLengths: segmentLengths)
    self.issues = issues
    let segmentCount = valueCount - 1
    let keyTimesAreUnusable = issues.contains {
      if case .timingFunctionCount = $0 { false } else { true }
    }
    if calculationMode.isPaced {
      self.keyTimes =
        keyTimesAreUnusable
        ? Self.evenKeyTimes(valueCount: valueCount, mode: calculationMode)
        : Self.pacedKeyTimes(segmentLengths: segmentLengths ?? [])
    } else if let keyTimes, !keyTimesAreUnusable {
      self.keyTimes = keyTimes
    } else {
      self.keyTimes = Self.evenKeyTimes(valueCount: valueCount, mode: calculationMode)
    }
    if calculationMode == .discrete || calculationMode.isPaced {
      self.timingFunctions = []
    } else {
      let given = timingFunctions ?? []
      self.timingFunctions = (0..<segmentCount).map { $0 < given.count ? given[$0] : .linear }
    }
  }

  /// Throws the first reason the input cannot be used as given (see `issues`).
  public static func validate(
    valueCount: Int, keyTimes: [Double]? = nil, timingFunctions: [MediaTimingFunction]? = nil,
    calculationMode: CalculationMode = .linear, segmentLengths: [Double]? = nil
  ) throws(KeyframeScheduleError) {
    if let problem = problems(
      valueCount: valueCount, keyTimes: keyTimes, timingFunctions: timingFunctions,
      calculationMode: calculationMode, segmentLengths: segmentLengths
    ).first {
      throw problem
    }
  }

  /// Returns the segment a fraction of the animation falls in, and the fraction within it.
  ///
  /// For interpolating modes, the segment runs from value `index` to `index + 1` and its
  /// timing function has already been applied to `fraction`; a schedule with one value
  /// always gives (0, 0). Within 0…1, time before the first key time holds the first value and
  /// time after the last holds the last; fractions below 0 or above 1 (from an overshooting
  /// timing function) extrapolate the first or last segment. In `.discrete` mode `index` is
  /// the value to show and `fraction` is 0.
  public func segment(at fraction: Double) -> (index: Int, fraction: Double) {
    if calculationMode == .discrete {
      let starts = keyTimes.prefix(valueCount)
      return (max(Self.lastIndex(in: starts, atOrBefore: fraction), 0), 0)
    }
    guard valueCount > 1 else { return (0, 0) }
    let index = min(max(Self.lastIndex(in: keyTimes, atOrBefore: fraction), 0), valueCount - 2)
    let start = keyTimes[index]
    let span = keyTimes[index + 1] - start
    var local = span > 0 ? (fraction - start) / span : 1
    if (0...1).contains(fraction) { local = min(max(local, 0), 1) }
    let eased = timingFunctions.isEmpty ? local : timingFunctions[index].value(at: local)
    return (index, eased)
  }

  /// Binary search: the last index whose key time is ≤ `fraction`, or −1 if none is.
  static func lastIndex(in times: ArraySlice<Double>, atOrBefore fraction: Double) -> Int {
    var low = times.startIndex
    var high = times.endIndex
    while low < high {
      let middle = (low + high) / 2
      if times[middle] <= fraction { low = middle + 1 } else { high = middle }
    }
    return low - 1
  }

  static func lastIndex(in times: [Double], atOrBefore fraction: Double) -> Int {
    lastIndex(in: times[...], atOrBefore: fraction)
  }

  static func evenKeyTimes(valueCount: Int, mode: CalculationMode) -> [Double] {
    if mode == .discrete {
      return (0..<valueCount).map { Double($0) / Double(valueCount) }
    }
    guard valueCount > 1 else { return [0] }
    return (0..<valueCount).map { Double($0) / Double(valueCount - 1) }
  }

  /// Key times proportional to the running length; even spacing if the total length is 0.
  static func pacedKeyTimes(segmentLengths: [Double]) -> [Double] {
    let total = segmentLengths.reduce(0, +)
    guard total > 0 else { return evenKeyTimes(valueCount: segmentLengths.count + 1, mode: .paced) }
    var running = 0.0
    var times = [0.0]
    for length in segmentLengths.dropLast() {
      running += length
      times.append(running / total)
    }
    times.append(1)
    return times
  }
}
