import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

@MainActor
@Suite("PercentDrivenInteractiveTransition: scrubbing, finishing, cancelling")
struct PercentDrivenInteractiveTransitionTests {
  /// A shown navigation controller with `a` under `b`, a fade animator and a fresh interactor.
  private func makePushed(log: EventLog) -> (
    WindowHost, NavigationController, LoggingController, LoggingController,
    LoggingNavigationDelegate, FadeAnimator
  ) {
    let host = WindowHost()
    let a = LoggingController("a", log: log)
    let b = LoggingController("b", log: log)
    let navigation = NavigationController(rootViewController: a)
    let delegate = LoggingNavigationDelegate(log: log)
    navigation.delegate = delegate
    host.window.rootViewController = navigation
    navigation.pushViewController(b, animated: false)
    let animator = FadeAnimator(log: log)
    delegate.animator = animator
    delegate.interactor = PercentDrivenInteractiveTransition()
    host.frame()
    log.clear()
    return (host, navigation, a, b, delegate, animator)
  }

  /// Runs 60 Hz frames from `start` for `seconds`.
  private func runFrames(_ host: WindowHost, from start: Double, seconds: Double) {
    for frame in 1...Int(seconds * 60) { host.advance(to: start + Double(frame) / 60) }
  }

  @Test func updateScrubsTheContainersLayerTime() throws {
    let log = EventLog()
    let (host, navigation, _, _, delegate, animator) = makePushed(log: log)
    let interactor = try #require(delegate.interactor as? PercentDrivenInteractiveTransition)
    navigation.popViewController(animated: true)
    let container = try #require(navigation.transitionCoordinator?.containerView)
    #expect(container.layer.speed == 0 && interactor.duration == animator.duration)
    interactor.update(0.4)
    host.advance(to: 1)
    #expect(abs(container.layer.timeOffset - 0.4 * animator.duration) < 1e-12)
    #expect(navigation.transitionCoordinator?.percentComplete == 0.4)
    #expect(navigation.transitionCoordinator?.isInteractive == true)
    interactor.update(1.5)
    #expect(interactor.percentComplete == 1, "clamped")
    host.advance(to: 2)
    #expect(animator.completeCalls == 0, "scrubbing to the end does not end the animations")
  }

  @Test func finishRunsTheRemainderAtCompletionSpeedAndTheAnimatorCompletes() throws {
    let log = EventLog()
    let (host, navigation, a, b, delegate, animator) = makePushed(log: log)
    let interactor = try #require(delegate.interactor as? PercentDrivenInteractiveTransition)
    navigation.popViewController(animated: true)
    interactor.update(0.5)
    interactor.completionSpeed = 2
    interactor.finish()
    // (1 − 0.5) × 0.3 s / 2 = 0.075 s: not yet at 0.07, done by 0.09.
    host.advance(to: 0.07)
    #expect(animator.completeCalls == 0)
    host.advance(to: 0.09)
    #expect(animator.completeCalls == 1 && animator.endedWith == [true])
    #expect(navigation.viewControllers.count == 1 && a.view.superview != nil)
    #expect(b.view.superview == nil && b.parent == nil)
    #expect(a.view.superview?.layer.speed == 1)
  }

  @Test(arguments: [0.1, 0.5, 0.9])
  func cancelRestoresTheOriginalScreen(progress: Double) throws {
    let log = EventLog()
    let (host, navigation, a, b, delegate, animator) = makePushed(log: log)
    weak let weakInteractor = delegate.interactor as? PercentDrivenInteractiveTransition
    weak var weakContext: AnyObject?
    do {
      let interactor = try #require(weakInteractor)
      navigation.popViewController(animated: true)
      let coordinator = try #require(navigation.transitionCoordinator)
      weakContext = coordinator as AnyObject
      coordinator.notifyWhenInteractionChanges { context in
        log.append("coordinator.interactionEnded cancelled=\(context.isCancelled)")
      }
      let container = coordinator.containerView
      host.advance(to: 0.1)
      interactor.update(CGFloat(progress))
      host.advance(to: 0.2)
      interactor.cancel()
      #expect(coordinator.isCancelled && !coordinator.isInteractive)
      runFrames(host, from: 0.2, seconds: 1)
      #expect(
        animator.completeCalls == 1 && animator.endedWith == [false],
        "completeTransition(false) once")
      // Reference §2.2 for a cancelled interactive pop; the interaction-ended handler first (§4).
      let events = log.events.filter { $0.contains(".view") || $0.hasPrefix("coordinator") }
      #expect(
        events == [
          "b.viewWillDisappear movingFrom", "a.viewWillAppear",
          "coordinator.interactionEnded cancelled=true", "a.viewWillDisappear",
          "a.viewDidDisappear", "b.viewWillAppear movingFrom", "b.viewDidAppear movingFrom",
        ])
      #expect(navigation.viewControllers.count == 2 && navigation.topViewController === b)
      #expect(b.view.superview === container && a.view.superview == nil)
      #expect(container.subviews.count == 1 && b.view.mask == nil && b.view.layer.mask == nil)
      #expect(container.layer.speed == 1 && navigation.transitionCoordinator == nil)
      // Interactive again: a touch in the middle lands on b's view.
      let middle = CGPoint(x: host.window.bounds.midX, y: host.window.bounds.midY)
      #expect(host.window.hitTest(middle, with: nil)?.isDescendant(of: b.view) == true)
    }
    // The interactor and the context go away once nothing holds them.
    delegate.interactor = nil
    host.advance(to: 2)
    #expect(weakInteractor == nil && weakContext == nil)
  }

  @Test(arguments: [0.1, 0.5, 0.9])
  func cancelledPushLeavesTheRootAsItWas(progress: Double) throws {
    let log = EventLog()
    let host = WindowHost()
    let a = LoggingController("a", log: log)
    let navigation = NavigationController(rootViewController: a)
    let delegate = LoggingNavigationDelegate(log: log)
    navigation.delegate = delegate
    host.window.rootViewController = navigation
    let animator = FadeAnimator(log: log)
    delegate.animator = animator
    delegate.interactor = PercentDrivenInteractiveTransition()
    host.frame()
    log.clear()
    weak var weakPushed: LoggingController?
    do {
      let b = LoggingController("b", log: log)
      weakPushed = b
      let interactor = try #require(delegate.interactor as? PercentDrivenInteractiveTransition)
      navigation.pushViewController(b, animated: true)
      let coordinator = try #require(navigation.transitionCoordinator)
      coordinator.notifyWhenInteractionChanges { context in
        log.append("coordinator.interactionEnded cancelled=\(context.isCancelled)")
      }
      let container = coordinator.containerView
      host.advance(to: 0.1)
      interactor.update(CGFloat(progress))
      host.advance(to: 0.2)
      interactor.cancel()
      runFrames(host, from: 0.2, seconds: 1)
      #expect(animator.completeCalls == 1 && animator.endedWith == [false])
      // Reference §2.2 (the header's rule for any cancelled transition): the appearing
      // controller gets willDisappear/didDisappear, the disappearing one willAppear/didAppear,
      // after the interaction-ended handler (§4). The moving flags are not asserted here.
      let events = log.events.filter { $0.contains(".view") || $0.hasPrefix("coordinator") }
        .filter { !$0.hasSuffix("viewDidLoad") }
        .map {
          $0.replacingOccurrences(of: " movingTo", with: "").replacingOccurrences(
            of: " movingFrom", with: "")
        }
      #expect(
        events == [
          "a.viewWillDisappear", "b.viewWillAppear", "coordinator.interactionEnded cancelled=true",
          "b.viewWillDisappear", "b.viewDidDisappear", "a.viewWillAppear", "a.viewDidAppear",
        ])
      #expect(navigation.viewControllers.count == 1 && navigation.topViewController === a)
      #expect(b.parent == nil, "the cancelled push leaves no child behind")
      #expect(a.view.superview === container && b.view.superview == nil)
      #expect(container.subviews.count == 1 && container.layer.speed == 1)
      #expect(navigation.transitionCoordinator == nil)
    }
    delegate.interactor = nil
    host.advance(to: 2)
    #expect(weakPushed == nil, "the controller that was pushed and cancelled is released")
  }
}
