import SegueSDL
import Testing

@Suite("Content clock: pause and Slow Animations")
struct ContentClockTests {
  @Test func firstReadingIsZeroThenFollowsTheHost() {
    var clock = ContentClock()
    #expect(clock.advance(toHostTime: 1000) == 0)
    #expect(clock.advance(toHostTime: 1000.5) == 0.5)
    #expect(clock.advance(toHostTime: 1002) == 2)
  }

  @Test func slowAnimationsRunTenTimesSlower() {
    var clock = ContentClock()
    _ = clock.advance(toHostTime: 10)
    _ = clock.advance(toHostTime: 11)
    clock.isSlow = true
    #expect(clock.rate == 0.1)
    // 2 host seconds at 1/10 speed: 0.2 content seconds, and no jump when toggling.
    #expect(abs(clock.advance(toHostTime: 13) - 1.2) < 1e-12)
    clock.isSlow = false
    #expect(abs(clock.advance(toHostTime: 14) - 2.2) < 1e-12)
  }

  @Test func pauseStopsTimeAndResumesWithoutAJump() {
    var clock = ContentClock()
    _ = clock.advance(toHostTime: 0)
    _ = clock.advance(toHostTime: 1)
    clock.isPaused = true
    #expect(clock.advance(toHostTime: 5) == 1)
    clock.isPaused = false
    #expect(clock.advance(toHostTime: 5.25) == 1.25)
  }

  @Test func aHostClockGoingBackwardsDoesNotRewind() {
    var clock = ContentClock()
    _ = clock.advance(toHostTime: 5)
    _ = clock.advance(toHostTime: 6)
    #expect(clock.advance(toHostTime: 4) == 1)
    #expect(clock.advance(toHostTime: 4.5) == 1.5)
  }
}
