extension KeyframeSchedule {
  /// Every reason the input cannot be used as given, in the order checked: segment lengths
  /// (paced modes) or key times (other modes), then timing functions.
  static func problems(
    valueCount: Int, keyTimes: [Double]?, timingFunctions: [MediaTimingFunction]?,
    calculationMode: CalculationMode, segmentLengths: [Double]?
  ) -> [KeyframeScheduleError] {
    let segmentCount = max(valueCount - 1, 0)
    if calculationMode.isPaced {
      return lengthProblems(segmentLengths ?? (segmentCount == 0 ? [] : nil), segmentCount)
    }
    var found: [KeyframeScheduleError] = []
    if let keyTimes, let problem = keyTimeProblem(keyTimes, valueCount, calculationMode) {
      found.append(problem)
    }
    if calculationMode != .discrete, let timingFunctions, timingFunctions.count != segmentCount {
      found.append(.timingFunctionCount(actual: timingFunctions.count, segmentCount: segmentCount))
    }
    return found
  }

  static func keyTimeProblem(
    _ keyTimes: [Double], _ valueCount: Int, _ mode: CalculationMode
  ) -> KeyframeScheduleError? {
    let countFits =
      keyTimes.count == valueCount || (mode == .discrete && keyTimes.count == valueCount + 1)
    if !countFits {
      return .keyTimeCount(actual: keyTimes.count, valueCount: valueCount, mode: mode)
    }
    if let index = keyTimes.firstIndex(where: { !(0...1).contains($0) }) {
      return .keyTimeOutOfRange(index: index, value: keyTimes[index])
    }
    if let index = keyTimes.indices.dropFirst().first(where: { keyTimes[$0] < keyTimes[$0 - 1] }) {
      return .keyTimesDecreasing(
        index: index, value: keyTimes[index], previous: keyTimes[index - 1])
    }
    return nil
  }

  static func lengthProblems(_ lengths: [Double]?, _ segmentCount: Int) -> [KeyframeScheduleError] {
    guard let lengths, lengths.count == segmentCount else {
      return [.segmentLengthCount(actual: lengths?.count, segmentCount: segmentCount)]
    }
    if let index = lengths.firstIndex(where: { !$0.isFinite || $0 < 0 }) {
      return [.invalidSegmentLength(index: index, value: lengths[index])]
    }
    return []
  }
}
