import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

/// What UIKit tolerates — it logs and ignores — Segue reports and ignores: the program goes on.
@Suite("Requests UIKit ignores with a message")
@MainActor
struct ToleratedMisuseTests {
  private func stage(diagnostics: @escaping (String) -> Void) -> (Stage, ViewController) {
    let root = ViewController()
    let stage = Stage(rootViewController: root)
    stage.diagnostics = diagnostics
    return (stage, root)
  }

  @Test func dismissingTwiceWhileTheFirstRunsIgnoresTheSecond() throws {
    var said: [String] = []
    let (stage, root) = stage { said.append($0) }
    let presented = ViewController()
    root.present(presented, animated: false)
    stage.advance(by: 0)
    var completions = 0
    presented.dismiss(animated: true) { completions += 1 }
    presented.dismiss(animated: true) { completions += 1 }
    try stage.runUntilIdle()
    #expect(root.presentedViewController == nil)
    #expect(completions == 1)
    #expect(said.contains { $0.contains("was dismissed already; ignored") })
  }

  @Test func presentingFromAControllerThatIsNotInAWindowIsIgnored() throws {
    let (stage, root) = stage { _ in }
    let offscreen = ViewController()
    offscreen.loadViewIfNeeded()
    offscreen.present(ViewController(), animated: true)
    try stage.runUntilIdle()
    #expect(offscreen.presentedViewController == nil && root.presentedViewController == nil)
  }

  @Test func presentingWhileAlreadyPresentingIsIgnoredWhenItWouldStart() throws {
    var said: [String] = []
    let (stage, root) = stage { said.append($0) }
    let first = ViewController()
    let second = ViewController()
    root.present(first, animated: true)
    root.present(second, animated: true)  // queued behind the first, which then presents
    try stage.runUntilIdle()
    #expect(root.presentedViewController === first && first.presentedViewController == nil)
    #expect(said.contains { $0.contains("ignored") }, "\(said)")
  }

  @Test func oneLongFrameDoesNotReportATransitionThatEndsInIt() throws {
    var said: [String] = []
    let navigation = NavigationController(rootViewController: ViewController())
    let stage = Stage(rootViewController: navigation)
    stage.diagnostics = { said.append($0) }
    navigation.pushViewController(ViewController(), animated: true)
    stage.advance(by: 0)
    stage.jump(by: 10)
    #expect(navigation.transitionCoordinator == nil, "the push ended in that frame")
    #expect(said.isEmpty, "\(said)")
  }
}

/// A container that leaves the window mid-transition: its children's appearance follows.
@Suite("Appearance across a container leaving the window mid-transition")
@MainActor
struct AppearanceAcrossTabSwitchTests {
  @Test func aPushInterruptedByATabSwitchEndsDisappearedThenAppearsOnReturn() throws {
    let log = EventLog()
    let first = NavigationController(rootViewController: LoggingController("a", log: log))
    let second = NavigationController(rootViewController: ViewController())
    let tabs = TabBarController()
    tabs.setViewControllers([first, second], animated: false)
    let stage = Stage(rootViewController: tabs)
    let b = LoggingController("b", log: log)
    first.pushViewController(b, animated: true)
    stage.advance(by: 0.1)
    tabs.selectedIndex = 1
    try stage.runUntilIdle()
    #expect(first.viewControllers.last === b, "the push completed")
    let bEvents = log.events.filter { $0.hasPrefix("b.view") && $0.contains("ppear") }
      .map { $0.split(separator: " ")[0] }
    #expect(
      bEvents == ["b.viewWillAppear", "b.viewWillDisappear", "b.viewDidDisappear"],
      "never viewDidAppear off screen: \(bEvents)")
    log.clear()
    tabs.selectedIndex = 0
    try stage.runUntilIdle()
    #expect(
      log.events.filter { $0.hasPrefix("b.") }.map { $0.split(separator: " ")[0] } == [
        "b.viewWillAppear", "b.viewDidAppear",
      ])
    #expect(b.view.window === stage.window)
  }
}

/// Layers an interaction paused run again however the transition ends.
@Suite("Interactions leave no paused layer")
@MainActor
struct InteractionCleanupTests {
  /// An animator with nothing to animate, completing at once.
  private final class InstantAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
      -> Double
    { 0 }
    func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
      if let to = transitionContext.view(forKey: .to) {
        transitionContext.containerView.addSubview(to)
      }
      transitionContext.completeTransition(true)
    }
  }

  private final class Delegate: NavigationControllerDelegate {
    var animator: (any ViewControllerAnimatedTransitioning)?
    var interactor: PercentDrivenInteractiveTransition?
    func navigationController(
      _ navigationController: NavigationController,
      animationControllerFor operation: NavigationController.Operation,
      from fromVC: ViewController, to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { animator }
    func navigationController(
      _ navigationController: NavigationController,
      interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { interactor }
  }

  @Test func anAnimatorThatCompletesByItselfLeavesTheContainerRunning() throws {
    let navigation = NavigationController(rootViewController: ViewController())
    let delegate = Delegate()
    delegate.animator = InstantAnimator()
    delegate.interactor = PercentDrivenInteractiveTransition()
    navigation.delegate = delegate
    let stage = Stage(rootViewController: navigation)
    navigation.pushViewController(ViewController(), animated: true)
    try stage.runUntilIdle()
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.containerView.layer.speed == 1)
    delegate.animator = nil
    delegate.interactor = nil
    _ = navigation.popViewController(animated: true)
    try stage.runUntilIdle(timeout: 2)
    #expect(navigation.viewControllers.count == 1, "the next transition is not frozen")
  }

  @Test func aCancelledInteractionWhoseContainerLeavesTheWindowLeavesNothingPaused() throws {
    let first = NavigationController(rootViewController: ViewController())
    let delegate = Delegate()
    first.delegate = delegate
    let tabs = TabBarController()
    tabs.setViewControllers([first, ViewController()], animated: false)
    let stage = Stage(rootViewController: tabs)
    first.pushViewController(ViewController(), animated: false)
    stage.advance(by: 0)
    let interactor = PercentDrivenInteractiveTransition()
    delegate.animator = InstantFadeAnimator()
    delegate.interactor = interactor
    _ = first.popViewController(animated: true)
    stage.advance(by: 0)
    interactor.update(0.8)
    interactor.cancel()
    tabs.selectedIndex = 1
    try stage.runUntilIdle()
    #expect(first.viewControllers.count == 2, "cancelled")
    #expect(first.containerView.layer.speed == 1 && first.navigationBar.layer.speed == 1)
  }

  @Test func anInteractionLeavesTheContainersTimelineAsItFoundIt() throws {
    let navigation = NavigationController(rootViewController: ViewController())
    let delegate = Delegate()
    navigation.delegate = delegate
    let stage = Stage(rootViewController: navigation)
    stage.jump(by: 100_000)  // a day in: the host time is far from 0
    navigation.pushViewController(ViewController(), animated: false)
    stage.advance(by: 0)
    let interactor = PercentDrivenInteractiveTransition()
    delegate.animator = InstantFadeAnimator()
    delegate.interactor = interactor
    _ = navigation.popViewController(animated: true)
    stage.advance(by: 0)
    interactor.update(0.5)
    interactor.finish()
    try stage.runUntilIdle()
    #expect(navigation.viewControllers.count == 1)
    // A later animation in the container runs on the host's time again: 0.3 s is 0.3 s.
    let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    navigation.topViewController?.view.addSubview(box)
    stage.advance(by: 0)
    var finished = false
    View.animate(
      withDuration: 0.3, animations: { box.alpha = 0 }, completion: { _ in finished = true })
    stage.advance(by: 0.35)
    #expect(finished, "it ended on time, not a day late")
    #expect(
      navigation.containerView.layer.beginTime == 0 && navigation.containerView.layer.speed == 1)
  }

  /// A half-second fade.
  private final class InstantFadeAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
      -> Double
    { 0.5 }
    func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
      let to = transitionContext.view(forKey: .to)
      if let to { transitionContext.containerView.addSubview(to) }
      to?.alpha = 0
      View.animate(
        withDuration: 0.5, animations: { to?.alpha = 1 },
        completion: { _ in
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
  }
}

@Suite("A window that turns mid-transition")
@MainActor
struct TurnMidTransitionTests {
  @Test func aControllerPushedWhileTheWindowTurnsEndsAtTheNewSize() throws {
    let navigation = NavigationController(rootViewController: ViewController())
    let stage = Stage(rootViewController: navigation)
    let pushed = ViewController()
    navigation.pushViewController(pushed, animated: true)
    stage.advance(by: 0.1)
    stage.window.rotate(animated: true)  // the window itself, not the stage: it does not wait
    try stage.runUntilIdle()
    #expect(pushed.view.frame.size == CGSize(width: 852, height: 393))
    #expect(navigation.view.frame.size == CGSize(width: 852, height: 393))
  }
}

extension TurnMidTransitionTests {
  @Test func aMultiLevelDismissalWhileTheWindowTurnsRevealsTheNewSize() throws {
    let root = ViewController()
    let stage = Stage(rootViewController: root)
    let a = ViewController()
    let b = ViewController()
    root.present(a, animated: false)
    stage.advance(by: 0)
    a.present(b, animated: false)
    stage.advance(by: 0)
    root.dismiss(animated: true)
    stage.advance(by: 0.1)
    stage.window.rotate(animated: true)
    try stage.runUntilIdle()
    #expect(root.presentedViewController == nil)
    #expect(root.view.frame.size == CGSize(width: 852, height: 393))
  }
}

extension InteractionCleanupTests {
  @Test func pausingRightAfterTheTransitionEndedFreezesNothing() throws {
    let navigation = NavigationController(rootViewController: ViewController())
    let delegate = Delegate()
    navigation.delegate = delegate
    let stage = Stage(rootViewController: navigation)
    navigation.pushViewController(ViewController(), animated: false)
    stage.advance(by: 0)
    let interactor = PercentDrivenInteractiveTransition()
    interactor.wantsInteractiveStart = false
    delegate.animator = InstantFadeAnimator()
    delegate.interactor = interactor
    _ = navigation.popViewController(animated: true)
    try stage.runUntilIdle()
    interactor.pause()  // in the frame the transition ended in: its context is still alive
    stage.advance(by: 0.1)
    #expect(navigation.containerView.layer.speed == 1)
    delegate.animator = nil
    delegate.interactor = nil
    navigation.pushViewController(ViewController(), animated: true)
    try stage.runUntilIdle(timeout: 2)
    #expect(navigation.viewControllers.count == 2)
  }
}
