import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueUI

/// A controller with a button that counts its taps, for input through the stage.
@MainActor
private final class TapCounter: ViewController {
  let button = Button(frame: CGRect(x: 100, y: 200, width: 120, height: 60))
  private(set) var taps: [Double] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(button)
    button.addAction(
      ControlAction { [weak self] _ in
        self?.taps.append(self?.view.window?.inputTime ?? -1)
      }, for: .touchUpInside)
  }
}

@Suite("Stage: the public frame pipeline")
@MainActor
struct StageTests {
  @Test func aStageStartsAtZeroWithItsControllerShown() {
    let root = ViewController()
    let stage = Stage(device: .iPhoneSE, rootViewController: root)
    #expect(stage.time == 0)
    #expect(stage.size == CGSize(width: 375, height: 667))
    #expect(root.view.window === stage.window && root.view.frame == stage.window.bounds)
    #expect(stage.isIdle)
  }

  @Test func advancingRunsEveryFrameOnTheWay() {
    let stage = Stage()
    var frames: [Double] = []
    stage.window.addFrameCallback("a probe") { time in
      frames.append(time)
      return true
    }
    stage.advance(to: 0.05)
    // 1/60, 2/60 and 3/60 = 0.05: the last frame falls on the target itself.
    #expect(frames.count == 3)
    #expect(abs(frames[0] - 1.0 / 60) < 1e-12 && abs(frames[2] - 0.05) < 1e-12)
    stage.advance(by: 0)
    #expect(frames.count == 4 && frames[3] == stage.time, "a frame at the same time")
    stage.advance(to: 0.06)
    #expect(frames.suffix(1) == [0.06], "0.06 is before the next 60 Hz frame (4/60)")
  }

  @Test func inputLandsAtItsOwnTimeWhateverTheStep() {
    func run(step: Double) -> [Double] {
      let counter = TapCounter()
      let stage = Stage(rootViewController: counter)
      stage.play(InputScript([.tap(at: CGPoint(x: 150, y: 230), time: 0.1)]))
      while stage.time < 0.5 { stage.advance(by: step) }
      return counter.taps
    }
    let fine = run(step: 1.0 / 240)
    let coarse = run(step: 0.5)
    #expect(fine.count == 1)
    #expect(fine == coarse, "the lift is delivered at its timestamp, 0.15 s")
    #expect(abs((fine.first ?? 0) - (0.1 + InputScript.tapDuration)) < 1e-9)
  }

  @Test func tapPerformsAndReturnsWhenTheFingerHasLifted() {
    let counter = TapCounter()
    let stage = Stage(rootViewController: counter)
    stage.tap(at: CGPoint(x: 160, y: 230))
    #expect(counter.taps.count == 1)
    #expect(abs(stage.time - InputScript.tapDuration) < 1e-9)
    stage.tap(at: CGPoint(x: 10, y: 10))
    #expect(counter.taps.count == 1, "outside the button")
  }

  @Test func anEdgeSwipeStartsInsideTheEdge() {
    let stage = Stage()
    var points: [CGPoint] = []
    let pan = ScreenEdgePanGestureRecognizer()
    pan.addAction { recognizer in
      if recognizer.state == .began { points.append(recognizer.location(in: nil)) }
    }
    pan.edges = .left
    stage.window.addGestureRecognizer(pan)
    stage.edgeSwipe(from: .left, distance: 150, duration: 0.3)
    #expect(points.count == 1, "the edge pan began")
    #expect((points.first?.x ?? 0) < 40 && (points.first?.x ?? 0) > Stage.edgeSwipeInset)
    #expect(stage.isIdle)
  }

  @Test func runUntilIdleWaitsForATransitionAndNamesIt() throws {
    let navigation = NavigationController(rootViewController: ViewController())
    let stage = Stage(rootViewController: navigation)
    navigation.pushViewController(ViewController(), animated: true)
    stage.advance(by: 0)
    let work = stage.pendingWork
    #expect(work.contains { $0.contains("the transition from ViewController to ViewController") })
    let settled = try stage.runUntilIdle()
    #expect(navigation.viewControllers.count == 2 && navigation.transitionCoordinator == nil)
    #expect(settled > 0.3 && settled < 0.4 + stage.frameInterval, "UIKit's push is ~0.35 s")
    #expect(try stage.runUntilIdle() == settled, "idle: no frame runs")
  }

  /// An animation block that animates nothing (its view is in no window) completes at the next
  /// commit: until then the stage is not idle, so `runUntilIdle` runs that frame.
  @Test func aBlockCompletionWaitingForTheNextCommitIsPendingWork() throws {
    let stage = Stage(rootViewController: ViewController())
    let loose = View()
    var completions = 0
    View.animate(
      withDuration: 0.3, animations: { loose.alpha = 0.5 }, completion: { _ in completions += 1 })
    #expect(completions == 0)
    #expect(stage.pendingWork.contains { $0.contains("next commit") })
    try stage.runUntilIdle()
    #expect(completions == 1)
    #expect(stage.isIdle)
  }

  @Test func aTransitionIsNoLongerPendingOnceItHasCompleted() throws {
    let log = EventLog()
    let navigation = NavigationController(rootViewController: ViewController())
    let delegate = LoggingNavigationDelegate(log: log)
    let animator = FadeAnimator(log: log)
    delegate.animator = animator
    navigation.delegate = delegate
    let stage = Stage(rootViewController: navigation)
    navigation.pushViewController(ViewController(), animated: true)
    var frames = 0
    while animator.completeCalls == 0, frames < 60 {
      stage.advance(by: stage.frameInterval)
      frames += 1
    }
    #expect(animator.endedWith == [true] && navigation.transitionCoordinator == nil)
    #expect(stage.pendingWork.isEmpty, "idle in the frame that completed the transition")
  }

  @Test func runUntilIdleThrowsForATransitionThatNeverCompletes() {
    let log = EventLog()
    let navigation = NavigationController(rootViewController: ViewController())
    let delegate = LoggingNavigationDelegate(log: log)
    delegate.animator = StuckAnimator()
    navigation.delegate = delegate
    let stage = Stage(rootViewController: navigation)
    var said: [String] = []
    stage.diagnostics = { said.append($0) }
    navigation.pushViewController(ViewController(), animated: true)
    // Past the window's report of the stuck transition (5 s), it is still running.
    #expect {
      try stage.runUntilIdle(timeout: 8)
    } throws: { error in
      "\(error)".contains("the transition from ViewController to ViewController (StuckAnimator)")
    }
    #expect(said.count == 1 && said[0].contains("has not called completeTransition"))
  }

  @Test func runUntilIdleThrowsWithWhatStillRuns() {
    let stage = Stage()
    let spinner = Layer()
    spinner.name = "spinner"
    stage.window.layer.addSublayer(spinner)
    let spin = BasicAnimation(keyPath: "transform.rotation.z")
    spin.fromValue = 0.0
    spin.toValue = 2 * Double.pi
    spin.repeatCount = .infinity
    spinner.add(spin, forKey: "spin")
    #expect {
      try stage.runUntilIdle(timeout: 1)
    } throws: { error in
      let text = "\(error)"
      return text.contains("did not settle within 1 s")
        && text.contains("'spin' on Layer «spinner»")
    }
    #expect(abs(stage.time - 1) < 1e-9, "the stage stays where the timeout left it")
  }

  @Test func aRotationWaitsForTheRunningTransition() throws {
    let navigation = NavigationController(rootViewController: ViewController())
    let stage = Stage(rootViewController: navigation)
    navigation.pushViewController(ViewController(), animated: true)
    stage.rotate(to: .landscape)
    stage.advance(to: 0.2)
    #expect(stage.orientation == .portrait, "not while the push runs")
    #expect(stage.pendingWork.contains { $0.contains("rotation to landscape") })
    try stage.runUntilIdle()
    #expect(stage.orientation == .landscape)
    #expect(stage.size == CGSize(width: 852, height: 393))
    #expect(stage.window.safeAreaInsets == Device.iPhone15Pro.landscapeSafeAreaInsets)
    stage.rotate(animated: false)
    stage.advance(by: 0)
    #expect(stage.orientation == .portrait && stage.isIdle, "not animated: at once")
  }

  @Test func aStageOnALandscapeDeviceStartsWide() {
    let stage = Stage(device: Device.iPhone15Pro.turned(to: .landscape))
    #expect(stage.size == CGSize(width: 852, height: 393))
    #expect(stage.window.safeAreaInsets == Device.iPhone15Pro.landscapeSafeAreaInsets)
    #expect(Device.iPhone15Pro.turned(to: .landscape).turned(to: .portrait) == .iPhone15Pro)
  }

  @Test func renderDrawsAtTheDeviceScaleAndReportsEachProblemOnce() throws {
    let stage = Stage(device: .iPhoneSE)
    var said: [String] = []
    stage.diagnostics = { said.append($0) }
    // A dash pattern Cairo cannot draw: stroked solid, and reported.
    let dashed = ShapeLayer()
    dashed.name = "dashed"
    dashed.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    dashed.path = BezierPath(rect: CGRect(x: 10, y: 10, width: 50, height: 50)).cgPath
    dashed.strokeColor = .red
    dashed.lineDashPattern = [-1]
    stage.window.layer.addSublayer(dashed)
    stage.advance(by: 0)
    let frame = try stage.render()
    #expect(frame.width == 750 && frame.height == 1334)
    #expect(stage.lastRenderReport.unsupported.count == 1)
    _ = try stage.render(scale: 1)
    #expect(said.count == 1 && said[0].contains("dashed"))
  }

  @Test func framesOfARecordingAreEvenlySpacedFromNow() {
    let stage = Stage()
    stage.advance(to: 0.5)
    let frames = Array(stage.frames(fps: 10, duration: 1))
    #expect(frames.count == 11)
    #expect(frames.first?.time == 0.5 && frames.last?.time == 1.5)
    #expect(frames.map(\.index) == Array(0...10))
    #expect(abs((frames[5].progress) - 0.5) < 1e-12)
    #expect(stage.time == 1.5)
  }

  @Test func aSceneBuildsAStartedStageWithItsInput() {
    struct Tapping: StageScene {
      let id = "tapping"
      let duration = 0.5
      var input: InputScript? { InputScript([.tap(at: CGPoint(x: 150, y: 230), time: 0.1)]) }
      @MainActor func makeStage(device: Device) -> Stage {
        Stage(device: device, rootViewController: TapCounter())
      }
    }
    let scene = Tapping()
    #expect(scene.title == "tapping" && scene.device == .iPhone15Pro && scene.origin == nil)
    let stage = scene.makeStartedStage()
    #expect(stage.sceneStartTime == 0)
    stage.advance(to: scene.time(atProgress: 1, on: stage))
    #expect((stage.window.rootViewController as? TapCounter)?.taps.count == 1)
  }

  @Test func aSceneThatRunsItsStageFirstStartsItsTransitionThenWithItsInput() {
    // A scene starting from a screen it set up (here: 0.7 s of an earlier animation, run until
    // idle) starts its transition at the stage's time when `makeStage` returns; its input and
    // the hosts' times count from there.
    struct SetUpFirst: StageScene {
      let id = "set-up-first"
      let duration = 0.5
      var input: InputScript? { InputScript([.tap(at: CGPoint(x: 150, y: 230), time: 0.1)]) }
      @MainActor func makeStage(device: Device) -> Stage {
        let counter = TapCounter()
        let stage = Stage(device: device, rootViewController: counter)
        View.animate(withDuration: 0.7) { counter.view.alpha = 0.5 }
        _ = try? stage.runUntilIdle()
        return stage
      }
    }
    let scene = SetUpFirst()
    let stage = scene.makeStartedStage()
    let start = stage.sceneStartTime
    #expect(start >= 0.7 && stage.time == start)
    #expect(scene.time(atProgress: 0.5, on: stage) == start + 0.25)
    stage.advance(to: scene.time(atProgress: 0.1, on: stage))
    #expect((stage.window.rootViewController as? TapCounter)?.taps.isEmpty == true)
    stage.advance(to: scene.time(atProgress: 1, on: stage))
    #expect((stage.window.rootViewController as? TapCounter)?.taps.count == 1)
  }
}

@Suite("Stage: time at any magnitude")
@MainActor
struct StageLongRunTests {
  @Test func framesStillStepAfterDaysOfStageTime() {
    let stage = Stage()
    stage.jump(by: 522_089.932)  // six days, where `time / interval` rounds below whole frames
    let start = stage.time
    stage.advance(by: 0.05)
    #expect(stage.time > start)
    #expect(abs(stage.time - (start + 0.05)) < 1e-6)
    #expect(stage.nextFrameTime > stage.time)
  }

  @Test func aJumpRunsOneFrame() {
    let stage = Stage()
    var frames = 0
    stage.window.addFrameCallback("a probe") { _ in
      frames += 1
      return true
    }
    stage.jump(by: 3600)
    #expect(frames == 1 && stage.time == 3600)
  }
}
