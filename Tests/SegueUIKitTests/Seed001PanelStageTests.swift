import SegueTesting
import SegueUIKit
import Testing

// Seed 001 run on a stage as its user would: the host's button presents the panel; frames are
// checked against the spring and the ease-in-ease-out curve; public API only.

/// The host on an iPhone 15 Pro stage (393×852 points), its button ready to tap.
@MainActor
private func makePanelStage() -> (Stage, SeedPanelHostViewController) {
  let host = SeedPanelHostViewController()
  let stage = Stage(device: .iPhone15Pro, rootViewController: host)
  return (stage, host)
}

@MainActor
private func tapPresent(on stage: Stage, host: SeedPanelHostViewController) {
  let button = host.presentButton.frame
  stage.tap(at: CGPoint(x: button.midX, y: button.midY))
}

/// The presented panel and its presentation controller.
@MainActor
private func presentedPanel(of host: UIViewController) throws -> (
  UIViewController, SeedPanelPresentationController
) {
  let panel = try #require(host.presentedViewController as? SeedPanelContentViewController)
  let controller = try #require(panel.presentationController as? SeedPanelPresentationController)
  return (panel, controller)
}

@MainActor
@Suite("Seed 001 on a stage: the right-third panel slides in on a spring over fading chrome")
struct Seed001PanelStageTests {
  /// Seed: the right third of the portrait iPhone 15 Pro, floor(393 / 3) = 131 points wide.
  let onscreen = CGRect(x: 262, y: 0, width: 131, height: 852)
  /// The article's animator: 0.5 s.
  let duration = 0.5

  @Test func presentKeyFrames() {
    let (stage, host) = makePanelStage()
    expectTransition(of: stage, named: "present") { tapPresent(on: stage, host: host) }
  }

  /// The article's spring on `view`'s position: damping 300, past critical (Segue runs it as
  /// the critically damped spring), initial velocity 5, 0.5 s.
  private func articleSpring(
    on view: UIView, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (Double) -> Double {
    try expectSpring(
      on: view, dampingRatio: 1, initialVelocity: 5, duration: duration,
      sourceLocation: sourceLocation)
  }

  @Test func presentingSlidesThePanelInOnTheSpringWhileTheChromeFadesIn() throws {
    let (stage, host) = makePanelStage()
    tapPresent(on: stage, host: host)
    let start = stage.time
    let (panel, controller) = try presentedPanel(of: host)
    let coordinator = try #require(panel.transitionCoordinator)
    var ended: [Bool] = []
    coordinator.animate(alongsideTransition: nil) { ended.append($0.isCancelled) }
    let spring = try articleSpring(on: panel.view)
    for elapsed in stride(from: 0.0, to: duration, by: 0.05) {
      stage.advance(to: start + elapsed)
      let progress = spring(elapsed)
      let frame = try #require(panel.view.layer.presentation()?.frame)
      expectClose(
        frame, onscreen.offsetBy(dx: 131 * (1 - progress), dy: 0), tolerance: 1e-6,
        "the panel at \(elapsed) s")
      // The alongside animation runs for the transition's duration with UIKit's default block
      // curve (the article's animator is not Segue's, so its spring is not shared).
      let opacity = try #require(controller.chromeView.layer.presentation()?.opacity)
      expectClose(
        Double(opacity), easeInEaseOut(elapsed / duration), tolerance: 1e-6,
        "the chrome at \(elapsed) s")
    }
    stage.advance(to: start + duration)
    #expect(ended == [false], "completeTransition(true), once")
    let container = try #require(controller.containerView)
    #expect(panel.view.frame == onscreen && panel.view.superview === container)
    #expect(container.subviews.first === controller.chromeView && controller.chromeView.alpha == 1)
    #expect(host.view.window === stage.window, "the presenter stays (custom presentation)")
    #expect(stage.isIdle)
  }

  @Test func dismissingSlidesThePanelOutRemovesItAndFadesTheChrome() throws {
    let (stage, host) = makePanelStage()
    tapPresent(on: stage, host: host)
    try stage.runUntilIdle(timeout: 1)
    let (panel, controller) = try presentedPanel(of: host)
    var dismissed = 0
    host.dismiss(animated: true) { dismissed += 1 }
    stage.advance(by: 0)
    let start = stage.time
    let spring = try articleSpring(on: panel.view)
    for elapsed in stride(from: 0.0, to: duration, by: 0.05) {
      stage.advance(to: start + elapsed)
      let progress = spring(elapsed)
      let frame = try #require(panel.view.layer.presentation()?.frame)
      expectClose(
        frame, onscreen.offsetBy(dx: 131 * progress, dy: 0), tolerance: 1e-6,
        "the panel at \(elapsed) s")
      let opacity = try #require(controller.chromeView.layer.presentation()?.opacity)
      expectClose(
        Double(opacity), 1 - easeInEaseOut(elapsed / duration), tolerance: 1e-6,
        "the chrome at \(elapsed) s")
    }
    stage.advance(to: start + duration)
    #expect(dismissed == 1 && host.presentedViewController == nil)
    #expect(panel.view.superview == nil, "the animator removed the panel")
    #expect(controller.chromeView.window == nil, "the chrome left with the container")
    #expect(host.view.window === stage.window && stage.isIdle)
  }

  @Test func aRotationLaysThePanelOutInTheRightThirdAgain() throws {
    let (stage, host) = makePanelStage()
    tapPresent(on: stage, host: host)
    try stage.runUntilIdle(timeout: 1)
    let (panel, controller) = try presentedPanel(of: host)
    let container = try #require(controller.containerView)
    stage.rotate(to: .landscape)
    try stage.runUntilIdle(timeout: 1)
    #expect(stage.size == CGSize(width: 852, height: 393))
    // floor(852 / 3) = 284 points at the right edge, the chrome over the whole container.
    #expect(panel.view.frame == CGRect(x: 568, y: 0, width: 284, height: 393))
    #expect(container.bounds.size == stage.size && controller.chromeView.frame == container.bounds)
    stage.rotate(to: .portrait)
    try stage.runUntilIdle(timeout: 1)
    #expect(panel.view.frame == onscreen && controller.chromeView.frame == container.bounds)
  }
}
