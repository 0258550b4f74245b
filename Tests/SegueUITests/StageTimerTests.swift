import Foundation
import Testing

@testable import SegueUI

/// What a timer's block captures in the tests: its weak references show when it is freed.
private final class Owner: Sendable {}

// `Timer.stageTimer` (`Timer.scheduledTimer` after `segue migrate`) as Foundation documents
// `Timer`: `invalidate()` stops it and releases the block, `fire()` runs the block without
// moving the schedule and invalidates a timer that does not repeat. And, unlike
// swift-corelibs-foundation's block-based timer, the timer is freed (LeakSanitizer reported
// every such timer and what it held: docs/reliability.md).
@MainActor
@Suite("Stage timers: Foundation's API on the stage's clock, freed once invalidated")
struct StageTimerTests {
  @Test func anInvalidatedRepeatingTimerAndWhatItsBlockHeldAreFreed() {
    let stage = Stage(device: .iPhoneSE, rootViewController: ViewController())
    weak var weakTimer: Timer?
    weak var weakOwner: Owner?
    var ticks = 0
    do {
      let owner = Owner()
      weakOwner = owner
      let timer = Timer.stageTimer(withTimeInterval: 0.25, repeats: true) { _ in
        withExtendedLifetime(owner) { ticks += 1 }
      }
      weakTimer = timer
      stage.advance(by: 0.6)
      #expect(ticks == 2 && timer.isValid)
      timer.invalidate()
      #expect(!timer.isValid)
    }
    #expect(weakOwner == nil, "invalidate() lets go of the block at once")
    stage.advance(by: 0.3)
    #expect(ticks == 2)
    #expect(weakTimer == nil, "the timer itself goes at its next due tick")
  }

  @Test func aTimerThatDoesNotRepeatIsFreedAfterItFires() {
    let stage = Stage(device: .iPhoneSE, rootViewController: ViewController())
    weak var weakTimer: Timer?
    var fired = 0
    do {
      let timer = Timer.stageTimer(withTimeInterval: 0.1, repeats: false) { _ in fired += 1 }
      weakTimer = timer
    }
    stage.advance(by: 0.2)
    #expect(fired == 1)
    #expect(weakTimer == nil)
  }

  @Test func fireRunsTheBlockNowAndKeepsTheSchedule() {
    let stage = Stage(device: .iPhoneSE, rootViewController: ViewController())
    let start = stage.time
    var repeating: [Double] = []
    var single = 0
    let timer = Timer.stageTimer(withTimeInterval: 0.5, repeats: true) { _ in
      repeating.append(stage.time - start)
    }
    let once = Timer.stageTimer(withTimeInterval: 0.5, repeats: false) { _ in single += 1 }
    stage.advance(by: 0.2)
    timer.fire()
    once.fire()
    #expect(repeating.count == 1 && timer.isValid, "fire() runs the block now")
    #expect(single == 1 && !once.isValid, "a timer that does not repeat is done once fired")
    stage.advance(by: 0.4)
    #expect(repeating.count == 2 && abs(repeating[1] - 0.5) < 1.0 / 60 + 1e-9)
    #expect(single == 1, "an invalidated timer no longer ticks")
    once.fire()
    #expect(single == 1, "nor fires")
    timer.invalidate()
  }

  @Test func theTimersAreFoundationTimers() {
    let stage = Stage(device: .iPhoneSE, rootViewController: ViewController())
    var held: Timer? = Timer.stageTimer(withTimeInterval: 1, repeats: false) { _ in }
    #expect(held is StageTimer && held?.timeInterval == 0, "0 for a timer that does not repeat")
    held = Timer.stageTimer(withTimeInterval: 2, repeats: true) { _ in }
    #expect(held?.timeInterval == 2)
    held?.invalidate()
    withExtendedLifetime(stage) {}
  }
}
