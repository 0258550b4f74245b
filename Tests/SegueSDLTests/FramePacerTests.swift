import SegueSDL
import Testing

@Suite("Frame pacing: dropped frames")
struct FramePacerTests {
  @Test func framesWithinOneAndAHalfIntervalsAreOnTime() {
    var pacer = FramePacer(displayInterval: 0.01)
    for time in [0.0, 0.01, 0.02, 0.0349, 0.045] {
      let isLate = pacer.framePresented(at: time)
      #expect(!isLate)
    }
    #expect(pacer.frameCount == 5)
    #expect(pacer.droppedCount == 0)
  }

  @Test func aFrameLaterThanOneAndAHalfIntervalsIsDropped() {
    var pacer = FramePacer(displayInterval: 0.01)
    pacer.framePresented(at: 0)
    let lateness = [0.0151, 0.0152, 0.1].map { pacer.framePresented(at: $0) }
    #expect(lateness == [true, false, true])
    #expect(pacer.droppedCount == 2)
    #expect(abs(pacer.longestInterval - (0.1 - 0.0152)) < 1e-12)
  }

  @Test func aSkippedIntervalIsNotCounted() {
    var pacer = FramePacer(displayInterval: 0.01)
    pacer.framePresented(at: 0)
    pacer.skipNextInterval()
    let isLate = pacer.framePresented(at: 5)
    #expect(!isLate)
    #expect(pacer.droppedCount == 0)
  }

  @Test func anUnknownRefreshRateMeansSixtyHertz() {
    #expect(FramePacer(refreshRate: 0).displayInterval == 1.0 / 60)
    #expect(FramePacer(refreshRate: 144).displayInterval == 1.0 / 144)
  }

  @Test func theSummaryIsOneLine() {
    var pacer = FramePacer(refreshRate: 60)
    pacer.framePresented(at: 0)
    pacer.framePresented(at: 0.1)
    #expect(pacer.summary == "2 frames, 1 dropped (later than 25.0 ms at 60 Hz)")
  }
}
