import Foundation
import Testing

@testable import SegueAnimation

@Suite struct ClockTests {
  @Test func manualClockMovesOnlyWhenTold() {
    let clock = ManualClock(now: 2)
    #expect(clock.now == 2)
    clock.advance(by: 0.5)
    clock.advance(by: 0)
    #expect(clock.now == 2.5)
    clock.now = 10
    #expect(clock.now == 10)
    #expect(ManualClock().now == 0)
  }

  /// `Clock` unqualified means Segue's protocol: imported modules shadow the standard
  /// library's `Clock`.
  @Test func clocksAreUsableThroughTheProtocol() {
    let clocks: [any Clock] = [ManualClock(now: 1), MonotonicClock()]
    #expect(clocks.allSatisfy { $0.now.isFinite })
  }

  @Test func monotonicClockNeverRunsBackwardsAndFollowsRealTime() {
    let clock = MonotonicClock()
    let first = clock.now
    Thread.sleep(forTimeInterval: 0.02)
    let second = clock.now
    #expect(second - first >= 0.015)
    #expect(second - first < 5)
  }
}
