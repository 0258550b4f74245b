import SegueTesting
import Testing

@testable import SegueAnimation

@Suite struct KeyframeScheduleTests {
  func expectSegment(
    _ schedule: KeyframeSchedule, at fraction: Double, _ index: Int, _ local: Double,
    tolerance: Double = 1e-12, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let segment = schedule.segment(at: fraction)
    #expect(segment.index == index, "at \(fraction)", sourceLocation: sourceLocation)
    expectClose(
      segment.fraction, local, tolerance: tolerance, "at \(fraction)",
      sourceLocation: sourceLocation)
  }

  @Test func modesUseCoreAnimationsStrings() {
    #expect(
      CalculationMode.allCases.map(\.rawValue) == [
        "linear", "discrete", "paced", "cubic", "cubicPaced",
      ])
  }

  @Test func linearWithoutKeyTimesSpacesValuesEvenly() {
    let schedule = KeyframeSchedule(valueCount: 3)
    #expect(schedule.keyTimes == [0, 0.5, 1])
    #expect(schedule.issues.isEmpty)
    expectSegment(schedule, at: 0, 0, 0)
    expectSegment(schedule, at: 0.25, 0, 0.5)
    expectSegment(schedule, at: 0.5, 1, 0)
    expectSegment(schedule, at: 0.75, 1, 0.5)
    expectSegment(schedule, at: 1, 1, 1)
  }

  @Test func keyTimesPlaceEachValue() {
    let schedule = KeyframeSchedule(valueCount: 3, keyTimes: [0, 0.2, 1])
    expectSegment(schedule, at: 0.1, 0, 0.5)
    expectSegment(schedule, at: 0.2, 1, 0)
    expectSegment(schedule, at: 0.6, 1, 0.5)
  }

  @Test func keyTimesThatDoNotCoverTheWholeRangeHoldTheEnds() {
    let schedule = KeyframeSchedule(valueCount: 2, keyTimes: [0.2, 0.8])
    expectSegment(schedule, at: 0.1, 0, 0)
    expectSegment(schedule, at: 0.5, 0, 0.5)
    expectSegment(schedule, at: 0.9, 0, 1)
  }

  @Test func repeatedKeyTimesJump() {
    let schedule = KeyframeSchedule(valueCount: 4, keyTimes: [0, 0.5, 0.5, 1])
    expectSegment(schedule, at: 0.25, 0, 0.5)
    expectSegment(schedule, at: 0.5, 2, 0)
    expectSegment(schedule, at: 0.75, 2, 0.5)
  }

  @Test func fractionsOutsideTheUnitRangeExtrapolate() {
    let schedule = KeyframeSchedule(valueCount: 3)
    expectSegment(schedule, at: -0.1, 0, -0.2)
    expectSegment(schedule, at: 1.1, 1, 1.2)
  }

  @Test func segmentTimingFunctionsShapeEachSegment() {
    let schedule = KeyframeSchedule(valueCount: 3, timingFunctions: [.easeIn, .linear])
    // CSS ease-in at 0.5 is 0.315356813 (published value).
    expectSegment(schedule, at: 0.25, 0, 0.315356813, tolerance: 1e-9)
    expectSegment(schedule, at: 0.75, 1, 0.5)
  }

  @Test func discreteShowsEachValueForAnEqualShare() {
    let schedule = KeyframeSchedule(valueCount: 4, calculationMode: .discrete)
    #expect(schedule.timingFunctions.isEmpty)
    let expected: [(Double, Int)] = [
      (0, 0), (0.24, 0), (0.25, 1), (0.5, 2), (0.74, 2), (0.75, 3), (0.99, 3), (1, 3),
    ]
    for (fraction, index) in expected { expectSegment(schedule, at: fraction, index, 0) }
  }

  @Test func discreteAcceptsOneKeyTimePerValueOrOneMore() {
    let plusOne = KeyframeSchedule(
      valueCount: 3, keyTimes: [0, 0.5, 0.75, 1], calculationMode: .discrete)
    #expect(plusOne.issues.isEmpty)
    expectSegment(plusOne, at: 0.6, 1, 0)
    expectSegment(plusOne, at: 0.8, 2, 0)
    expectSegment(plusOne, at: 1, 2, 0)
    let same = KeyframeSchedule(valueCount: 3, keyTimes: [0, 0.1, 0.2], calculationMode: .discrete)
    #expect(same.issues.isEmpty)
    expectSegment(same, at: 0.15, 1, 0)
    expectSegment(same, at: 0.5, 2, 0)
  }

  @Test(arguments: [CalculationMode.paced, .cubicPaced])
  func pacedModesSpendTimeInProportionToLength(mode: CalculationMode) {
    let schedule = KeyframeSchedule(
      valueCount: 3, keyTimes: [0, 0.9, 1], timingFunctions: [.easeIn, .easeOut],
      calculationMode: mode, segmentLengths: [1, 3])
    #expect(schedule.keyTimes == [0, 0.25, 1])
    #expect(schedule.issues.isEmpty)
    expectSegment(schedule, at: 0.125, 0, 0.5)
    expectSegment(schedule, at: 0.625, 1, 0.5)
  }

  @Test func pacedWithoutLengthsFallsBackToEvenSpacing() {
    let schedule = KeyframeSchedule(valueCount: 3, calculationMode: .paced)
    #expect(schedule.issues == [.segmentLengthCount(actual: nil, segmentCount: 2)])
    #expect(schedule.keyTimes == [0, 0.5, 1])
    let zeroLength = KeyframeSchedule(
      valueCount: 3, calculationMode: .paced, segmentLengths: [0, 0])
    #expect(zeroLength.keyTimes == [0, 0.5, 1])
    #expect(zeroLength.issues.isEmpty)
  }

  @Test func aSingleValueIsAlwaysSegmentZero() {
    for mode in CalculationMode.allCases {
      expectSegment(KeyframeSchedule(valueCount: 1, calculationMode: mode), at: 0.7, 0, 0)
    }
  }

  @Test func invalidKeyTimesAreReportedAndReplacedByEvenSpacing() {
    let cases: [([Double], KeyframeScheduleError)] = [
      ([0, 1], .keyTimeCount(actual: 2, valueCount: 3, mode: .linear)),
      ([0, 1.5, 1], .keyTimeOutOfRange(index: 1, value: 1.5)),
      ([0, 0.6, 0.4], .keyTimesDecreasing(index: 2, value: 0.4, previous: 0.6)),
    ]
    for (keyTimes, error) in cases {
      #expect(throws: error) { try KeyframeSchedule.validate(valueCount: 3, keyTimes: keyTimes) }
      let schedule = KeyframeSchedule(valueCount: 3, keyTimes: keyTimes)
      #expect(schedule.issues == [error])
      #expect(schedule.keyTimes == [0, 0.5, 1])
      #expect(error.description.contains("evenly spaced"))
    }
    let nan = KeyframeSchedule(valueCount: 2, keyTimes: [0, .nan])
    #expect(nan.keyTimes == [0, 1])
    #expect(nan.issues.count == 1)
  }

  @Test func timingFunctionCountMismatchIsReportedAndPaddedWithLinear() {
    #expect(throws: KeyframeScheduleError.timingFunctionCount(actual: 1, segmentCount: 2)) {
      try KeyframeSchedule.validate(valueCount: 3, timingFunctions: [.easeIn])
    }
    let schedule = KeyframeSchedule(
      valueCount: 3, keyTimes: [0, 0.2, 1], timingFunctions: [.easeIn])
    #expect(schedule.timingFunctions == [.easeIn, .linear])
    #expect(schedule.keyTimes == [0, 0.2, 1])
    #expect(schedule.issues.count == 1)
  }

  @Test func invalidSegmentLengthsAreReported() {
    #expect(throws: KeyframeScheduleError.invalidSegmentLength(index: 1, value: -2)) {
      try KeyframeSchedule.validate(
        valueCount: 3, calculationMode: .paced, segmentLengths: [1, -2])
    }
    #expect(throws: Never.self) {
      try KeyframeSchedule.validate(
        valueCount: 3, calculationMode: .cubicPaced, segmentLengths: [1, 2])
    }
  }

  // MARK: - Catmull-Rom

  /// Barry and Goldman's pyramidal evaluation with uniform knots 0, 1, 2, 3: a different
  /// algorithm for the same curve.
  func barryGoldman(_ p: [Double], _ t: Double) -> Double {
    let u = 1 + t
    let a1 = (1 - u) * p[0] + u * p[1]
    let a2 = (2 - u) * p[1] + (u - 1) * p[2]
    let a3 = (3 - u) * p[2] + (u - 2) * p[3]
    let b1 = (2 - u) / 2 * a1 + u / 2 * a2
    let b2 = (3 - u) / 2 * a2 + (u - 1) / 2 * a3
    return (2 - u) * b1 + (u - 1) * b2
  }

  @Test func catmullRomMatchesBarryGoldman() {
    let points: [[Double]] = [[0, 1, 2, 3], [0, 1, 0, 1], [-3, 2, 7, -1], [5, 5, 5, 5]]
    for p in points {
      for step in 0...20 {
        let t = Double(step) / 20
        expectClose(
          KeyframeSchedule.catmullRom(p[0], p[1], p[2], p[3], t: t), barryGoldman(p, t),
          tolerance: 1e-12, "\(p) at \(t)")
      }
    }
  }

  @Test func catmullRomInterpolatesWithCentralTangents() {
    expectClose(KeyframeSchedule.catmullRom(4, 1, 3, 8, t: 0), 1, tolerance: 0)
    expectClose(KeyframeSchedule.catmullRom(4, 1, 3, 8, t: 1), 3, tolerance: 1e-15)
    let h = 1e-6
    let slope = (KeyframeSchedule.catmullRom(4, 1, 3, 8, t: h) - 1) / h
    expectClose(slope, (3 - 4) / 2, tolerance: 1e-5)
  }

  @Test func catmullRomOverValuesRepeatsTheEnds() {
    let values: [Double] = [0, 10, 5]
    expectClose(
      KeyframeSchedule.catmullRom(values: values, segment: 0, t: 0.5),
      barryGoldman([0, 0, 10, 5], 0.5), tolerance: 1e-12)
    expectClose(
      KeyframeSchedule.catmullRom(values: values, segment: 1, t: 0.5),
      barryGoldman([0, 10, 5, 5], 0.5), tolerance: 1e-12)
    #expect(KeyframeSchedule.catmullRom(values: values, segment: 2, t: 0.3) == 5)
  }
}
