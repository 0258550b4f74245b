import Foundation
import SegueUIKit
import Testing

// Issue 22: `CADisplayLink` on the stage's clock, and `UIDevice` answering as the stage's
// device. A stage at 60 frames a second runs a frame every 1/60 s; the link is called in each.

/// A display link's target, as iOS code writes one (`#selector(step)` → `Self.step`).
@MainActor
private final class Stepper {
  var times: [CFTimeInterval] = []
  weak var link: CADisplayLink?

  func step() {
    times.append(link?.timestamp ?? -1)
  }
}

@MainActor
@Suite("CADisplayLink and UIDevice on a stage (issue 22)")
struct UIKitDisplayLinkTests {
  @Test func aLinkIsCalledAtEveryFrameOfTheStagesClock() {
    let stage = Stage(device: .iPhoneSE, rootViewController: UIViewController())
    let stepper = Stepper()
    let link = CADisplayLink(target: stepper, action: Stepper.step)
    stepper.link = link
    link.add(to: .current, forMode: .common)
    let start = stage.time
    stage.advance(by: 0.1)
    #expect(stepper.times.count == 6)
    #expect(abs(stepper.times[0] - (start + 1.0 / 60)) < 1e-9)
    #expect(abs(link.duration - 1.0 / 60) < 1e-12)
    #expect(abs(link.targetTimestamp - link.timestamp - 1.0 / 60) < 1e-9)
    #expect(stage.isIdle)  // a running link holds nothing up
    link.isPaused = true
    stage.advance(by: 0.1)
    #expect(stepper.times.count == 6)
    link.isPaused = false
    stage.advance(by: 0.05)
    #expect(stepper.times.count == 9)
    link.invalidate()
    stage.advance(by: 0.1)
    #expect(stepper.times.count == 9)
  }

  @Test func aPreferredRateSkipsFramesAndTheClosureFormWorks() {
    let stage = Stage(device: .iPhoneSE, rootViewController: UIViewController())
    var stamps: [CFTimeInterval] = []
    let link = CADisplayLink { link in stamps.append(link.timestamp) }
    link.preferredFramesPerSecond = 20  // every third frame at 60 Hz
    link.add(to: .main, forMode: .default)
    stage.advance(by: 0.5)
    #expect(stamps.count == 10)
    #expect(abs(link.targetTimestamp - link.timestamp - 0.05) < 1e-9)
    link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 30, preferred: 30)
    let before = stamps.count
    stage.advance(by: 0.5)
    #expect(stamps.count - before == 15)  // the range wins over preferredFramesPerSecond
    link.invalidate()
  }

  @Test func aLinkAddedWithoutAStageIsReported() {
    var reports: [String] = []
    let saved = CATransaction.diagnostics
    CATransaction.diagnostics = { reports.append($0) }
    defer { CATransaction.diagnostics = saved }
    let link = CADisplayLink { _ in }
    link.add(to: .current, forMode: .common)
    if Stage.current == nil {
      #expect(reports.count == 1 && reports[0].contains("no stage is alive"))
    } else {
      #expect(reports.isEmpty)  // another test's stage is still alive: the link joins it
    }
    link.invalidate()
  }

  @Test func theDeviceAnswersAsTheStagesDevice() {
    let stage = Stage(device: .iPadPro11, rootViewController: UIViewController())
    let device = UIDevice.current
    #expect(device.userInterfaceIdiom == .pad)
    #expect(device.orientation == .portrait)
    #expect(Double(device.systemVersion).map { $0 >= 9 } == true)  // GuillotineMenu's check
    #expect(device.systemVersion == "18.0")
    _ = stage
  }
}
