import SegueTesting
import Testing

@testable import SegueAnimation

@Suite struct MediaTimingParametersTests {
  @Test func defaultsAreCoreAnimations() {
    let timing = MediaTimingParameters()
    #expect(timing.beginTime == 0 && timing.duration == 0 && timing.speed == 1)
    #expect(timing.timeOffset == 0 && timing.repeatCount == 0 && timing.repeatDuration == 0)
    #expect(!timing.autoreverses && timing.fillMode == .removed)
    #expect(timing.activeDuration == 0.25)
    #expect(FillMode.allCases.map(\.rawValue) == ["removed", "forwards", "backwards", "both"])
  }

  @Test func localTimeIsTheHeadersAffineMapAndInvertible() {
    let timing = MediaTimingParameters(beginTime: 2, speed: 1.5, timeOffset: 0.25)
    expectClose(timing.localTime(fromParent: 4), (4 - 2) * 1.5 + 0.25, tolerance: 1e-15)
    for parent in [-3.0, 0, 2, 7.5] {
      let local = timing.localTime(fromParent: parent)
      expectClose(timing.parentTime(fromLocal: local) ?? .nan, parent, tolerance: 1e-12)
    }
    #expect(MediaTimingParameters(speed: 0).parentTime(fromLocal: 1) == nil)
  }

  @Test func activeWindowStartsAtBeginAndEndsExclusively() {
    let timing = MediaTimingParameters(beginTime: 1, duration: 2)
    #expect(timing.sample(atParentTime: 0.999) == nil)
    #expect(
      timing.sample(atParentTime: 1) == TimingSample(phase: .active, iteration: 0, fraction: 0))
    #expect(
      timing.sample(atParentTime: 2) == TimingSample(phase: .active, iteration: 0, fraction: 0.5))
    expectClose(timing.sample(atParentTime: 2.999_999)?.fraction ?? .nan, 1, tolerance: 1e-6)
    // The end instant is "after": a removed animation is gone there.
    #expect(timing.sample(atParentTime: 3) == nil)
    #expect(timing.phase(atParentTime: 3) == .after)
    #expect(timing.phase(atParentTime: 0) == .before)
    #expect(timing.phase(atParentTime: 1.5) == .active)
  }

  @Test func fillModesKeepTheEndsInEffect() {
    var timing = MediaTimingParameters(beginTime: 1, duration: 2)
    let start = TimingSample(phase: .before, iteration: 0, fraction: 0)
    let end = TimingSample(phase: .after, iteration: 0, fraction: 1)

    timing.fillMode = .forwards
    #expect(timing.sample(atParentTime: 0) == nil)
    #expect(timing.sample(atParentTime: 3) == end)
    #expect(timing.sample(atParentTime: 100) == end)

    timing.fillMode = .backwards
    #expect(timing.sample(atParentTime: 0) == start)
    #expect(timing.sample(atParentTime: 3) == nil)

    timing.fillMode = .both
    #expect(timing.sample(atParentTime: -50) == start)
    #expect(timing.sample(atParentTime: 50) == end)
  }

  @Test func zeroDurationUsesTheDefaultDuration() {
    let timing = MediaTimingParameters()
    #expect(timing.sample(atParentTime: 0.125)?.fraction == 0.5)
    #expect(timing.sample(atParentTime: 0.25) == nil)
    #expect(timing.sample(atParentTime: 0.5, defaultDuration: 1)?.fraction == 0.5)
    #expect(timing.activeDuration(defaultDuration: 1) == 1)
  }

  @Test func fractionalRepeatCountEndsPartWay() {
    let timing = MediaTimingParameters(duration: 2, repeatCount: 1.5, fillMode: .forwards)
    #expect(timing.activeDuration == 3)
    #expect(
      timing.sample(atParentTime: 2.5) == TimingSample(phase: .active, iteration: 1, fraction: 0.25)
    )
    #expect(
      timing.sample(atParentTime: 3) == TimingSample(phase: .after, iteration: 1, fraction: 0.5))
  }

  /// 3 × 0.1 and 0.1 + 0.5 are an ulp off in binary; the nominal end must still be the end.
  @Test func floatingPointRoundingDoesNotDelayTheEnd() {
    let delayed = MediaTimingParameters(beginTime: 0.1, duration: 0.5)
    #expect(delayed.phase(atParentTime: 0.6) == .after)
    #expect(delayed.phase(atParentTime: 0.1) == .active)
    #expect(delayed.phase(atParentTime: 0.6 - 1e-6) == .active)
    #expect(delayed.phase(atParentTime: 0.1 - 1e-6) == .before)
  }

  @Test func wholeRepeatCountEndsAtTheEnd() {
    let timing = MediaTimingParameters(duration: 0.1, repeatCount: 3, fillMode: .forwards)
    expectClose(timing.activeDuration, 0.3, tolerance: 1e-15)
    #expect(
      timing.sample(atParentTime: 0.3) == TimingSample(phase: .after, iteration: 2, fraction: 1))
    #expect(timing.sample(atParentTime: 0.15)?.iteration == 1)
  }

  @Test func repeatDurationBoundsTheActiveTime() {
    let timing = MediaTimingParameters(duration: 1, repeatDuration: 2.5, fillMode: .forwards)
    #expect(timing.activeDuration == 2.5)
    #expect(
      timing.sample(atParentTime: 2.25)
        == TimingSample(phase: .active, iteration: 2, fraction: 0.25))
    #expect(
      timing.sample(atParentTime: 2.5) == TimingSample(phase: .after, iteration: 2, fraction: 0.5))
    // repeatCount wins when both are set.
    var both = timing
    both.repeatCount = 2
    #expect(both.activeDuration == 2)
  }

  @Test func autoreverseMirrorsTheSecondHalfOfEachCycle() {
    let timing = MediaTimingParameters(
      duration: 1, repeatCount: 2, autoreverses: true, fillMode: .forwards)
    #expect(timing.activeDuration == 4)
    let expected: [(Double, Int, Double)] = [
      (0.25, 0, 0.25), (1, 0, 1), (1.25, 0, 0.75), (2, 1, 0), (2.25, 1, 0.25), (3.5, 1, 0.5),
    ]
    for (time, iteration, fraction) in expected {
      let sample = timing.sample(atParentTime: time)
      #expect(sample?.iteration == iteration, "t = \(time)")
      expectClose(sample?.fraction ?? .nan, fraction, tolerance: 1e-12, "t = \(time)")
    }
    // A whole number of autoreversing cycles ends back at the start.
    #expect(
      timing.sample(atParentTime: 4) == TimingSample(phase: .after, iteration: 1, fraction: 0))
    // Half a cycle more ends at the far end.
    let oneAndAHalf = MediaTimingParameters(
      duration: 1, repeatCount: 1.5, autoreverses: true, fillMode: .forwards)
    #expect(
      oneAndAHalf.sample(atParentTime: 10) == TimingSample(phase: .after, iteration: 1, fraction: 1)
    )
  }

  @Test func infiniteRepeatNeverEnds() {
    let timing = MediaTimingParameters(duration: 2, repeatCount: .infinity)
    #expect(timing.activeDuration == .infinity)
    let sample = timing.sample(atParentTime: 1_000_001)
    #expect(sample == TimingSample(phase: .active, iteration: 500_000, fraction: 0.5))
  }

  /// A layer at speed 2 containing an animation at speed 0.5 that begins at layer time 1:
  /// animation local time = ((2·t) − 1) × 0.5, so it runs from host t = 0.5 to t = 1.5.
  @Test func nestedSpeedsCompose() {
    let layer = MediaTimingParameters(speed: 2)
    let animation = MediaTimingParameters(beginTime: 1, duration: 1, speed: 0.5)
    func animationSample(atHostTime time: Double) -> TimingSample? {
      animation.sample(atParentTime: layer.localTime(fromParent: time))
    }
    #expect(animationSample(atHostTime: 0.49) == nil)
    #expect(animationSample(atHostTime: 0.5)?.fraction == 0)
    #expect(animationSample(atHostTime: 1)?.fraction == 0.5)
    #expect(animationSample(atHostTime: 1.25)?.fraction == 0.75)
    #expect(animationSample(atHostTime: 1.5) == nil)
  }

  /// Apple's QA1673: pause with speed 0 and timeOffset = the paused local time; resume with
  /// speed 1, timeOffset 0, beginTime 0, then beginTime = (local time now) − pausedTime.
  @Test func pauseAndResumeKeepLocalTimeContinuous() {
    var layer = MediaTimingParameters()
    let pauseAt = 3.0
    let pausedTime = layer.localTime(fromParent: pauseAt)
    layer.speed = 0
    layer.timeOffset = pausedTime
    #expect(layer.localTime(fromParent: pauseAt) == pausedTime)
    #expect(layer.localTime(fromParent: pauseAt + 10) == pausedTime)

    let resumeAt = 7.5
    layer.speed = 1
    layer.timeOffset = 0
    layer.beginTime = 0
    layer.beginTime = layer.localTime(fromParent: resumeAt) - pausedTime
    #expect(layer.localTime(fromParent: resumeAt) == pausedTime)
    #expect(layer.localTime(fromParent: resumeAt + 0.5) == pausedTime + 0.5)
  }

  /// The percent-driven technique: speed 0 and timeOffset = progress × duration shows the
  /// animation at that progress whatever the host time.
  @Test func speedZeroWithTimeOffsetScrubs() {
    let duration = 0.5
    for progress in [0.0, 0.1, 0.5, 0.9] {
      let layer = MediaTimingParameters(speed: 0, timeOffset: progress * duration)
      let animation = MediaTimingParameters(duration: duration)
      for host in [-5.0, 0, 123.4] {
        let sample = animation.sample(atParentTime: layer.localTime(fromParent: host))
        expectClose(sample?.fraction ?? .nan, progress, tolerance: 1e-12)
      }
    }
    // Scrubbed to the very end: gone unless it fills forwards.
    let end = MediaTimingParameters(speed: 0, timeOffset: duration)
    #expect(
      MediaTimingParameters(duration: duration).sample(atParentTime: end.localTime(fromParent: 9))
        == nil)
    let filling = MediaTimingParameters(duration: duration, fillMode: .forwards)
    #expect(filling.sample(atParentTime: end.localTime(fromParent: 9))?.fraction == 1)
  }

  @Test func negativeSpeedRunsBackwards() {
    let timing = MediaTimingParameters(duration: 1, speed: -1, timeOffset: 1)
    expectClose(timing.sample(atParentTime: 0.25)?.fraction ?? .nan, 0.75, tolerance: 1e-15)
    #expect(timing.phase(atParentTime: 0) == .after)
    #expect(timing.phase(atParentTime: 1.5) == .before)
  }

  @Test func nanTimeHasNoSample() {
    #expect(MediaTimingParameters(fillMode: .both).sample(atParentTime: .nan) == nil)
  }
}
