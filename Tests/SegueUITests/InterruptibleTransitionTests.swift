import Foundation
import SegueAnimation
import SegueGeometry
import SegueTesting
import Testing

@testable import SegueUI

/// An animator whose transition is one `ViewPropertyAnimator` (UIKit's interruptible pattern):
/// the to-view slides in from the right over `duration`; `animateTransition` starts the
/// animator `interruptibleAnimator(using:)` returns, and its completion completes the
/// transition.
@MainActor
final class InterruptibleSlideAnimator: ViewControllerAnimatedTransitioning {
  var duration = 0.5
  var timing: any TimingCurveProvider = CubicTimingParameters(animationCurve: .linear)
  /// A faulty animator: a new property animator at every call.
  var returnsFreshAnimators = false
  /// The property animators' `isInterruptible` (false is a faulty animator).
  var isInterruptible = true
  private(set) var running: ViewPropertyAnimator?
  private(set) var completeCalls = 0
  private(set) var endedWith: [Bool] = []
  private(set) var positions: [ViewAnimatingPosition] = []

  func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
    -> Double
  { duration }

  func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
    interruptibleAnimator(using: transitionContext).startAnimation()
  }

  func interruptibleAnimator(using transitionContext: any ViewControllerContextTransitioning)
    -> any ViewImplicitlyAnimating
  {
    if let running, !returnsFreshAnimators { return running }
    let container = transitionContext.containerView
    let animator = ViewPropertyAnimator(duration: duration, timingParameters: timing)
    animator.isInterruptible = isInterruptible
    if let toView = transitionContext.view(forKey: .to) {
      toView.frame = container.bounds.offsetBy(dx: container.bounds.width, dy: 0)
      container.addSubview(toView)
      animator.addAnimations { toView.frame = container.bounds }
    }
    animator.addCompletion { position in
      self.positions.append(position)
      self.completeCalls += 1
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    running = animator
    return animator
  }

  func animationEnded(_ transitionCompleted: Bool) {
    endedWith.append(transitionCompleted)
    running = nil
  }
}

@MainActor
@Suite("Interruptible transitions: property animators driven by percent-driven interaction")
struct InterruptibleTransitionTests {
  /// A shown navigation controller with root "a", the delegate answering `animator` and
  /// `interactor`, a frame drawn, the log cleared.
  private func makeNavigation(
    log: EventLog, animator: any ViewControllerAnimatedTransitioning,
    interactor: PercentDrivenInteractiveTransition
  ) -> (WindowHost, NavigationController, LoggingController, LoggingNavigationDelegate) {
    let shown = makeShownNavigation(log: log)
    shown.3.animator = animator
    shown.3.interactor = interactor
    shown.0.frame()
    log.clear()
    return shown
  }

  /// Pushes with a faulty interruptible animator (in an exit test: captures nothing).
  private static func pushWithFaultyAnimator(freshAnimators: Bool, interruptible: Bool) {
    let (_, navigation, _, delegate) = makeShownNavigation(log: EventLog())
    let animator = InterruptibleSlideAnimator()
    animator.returnsFreshAnimators = freshAnimators
    animator.isInterruptible = interruptible
    delegate.animator = animator
    delegate.interactor = PercentDrivenInteractiveTransition()
    navigation.pushViewController(ViewController(), animated: true)
  }

  private func x(_ view: View) -> CGFloat { view.layer.presentationValues().position.x }

  @Test func anInterruptibleAnimatorIsScrubbedThroughItsFractionNotLayerTime() throws {
    let log = EventLog()
    let animator = InterruptibleSlideAnimator()
    let interactor = PercentDrivenInteractiveTransition()
    let (host, navigation, _, delegate) = makeNavigation(
      log: log, animator: animator, interactor: interactor)
    defer { withExtendedLifetime(delegate) {} }
    let b = LoggingController("b", log: log)
    navigation.pushViewController(b, animated: true)
    let coordinator = try #require(navigation.transitionCoordinator)
    let running = try #require(animator.running)
    #expect(coordinator.isInterruptible && coordinator.isInteractive)
    #expect(running.state == .active && !running.isRunning, "paused at once: interactive start")
    #expect(coordinator.containerView.layer.speed == 1, "the container's time is not paused")
    // An alongside animation joins the animator and is scrubbed with it.
    let badge = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    coordinator.containerView.addSubview(badge)
    coordinator.animate(alongsideTransition: { _ in badge.alpha = 0 })
    let width = coordinator.containerView.bounds.width
    host.advance(to: 0.1)
    interactor.update(0.4)
    host.advance(to: 0.2)
    expectClose(running.fractionComplete, 0.4, tolerance: 1e-12)
    expectClose(x(b.view), width * (1.5 - 0.4), tolerance: 1e-9)
    expectClose(CGFloat(badge.layer.presentationValues().opacity), 0.6, tolerance: 1e-6)
    #expect(coordinator.percentComplete == 0.4)
    interactor.finish()
    #expect(!running.isReversed && running.isRunning && !coordinator.isInteractive)
    // (1 − 0.4) × 0.5 s = 0.3 s on the completion curve.
    host.advance(to: 0.49)
    #expect(animator.completeCalls == 0)
    host.advance(to: 0.5)
    #expect(animator.positions == [.end] && animator.endedWith == [true])
    #expect(navigation.topViewController === b && b.view.frame == navigation.view.bounds)
    #expect(navigation.transitionCoordinator == nil && animator.running == nil)
  }

  @Test(arguments: [0.1, 0.5, 0.9])
  func cancellingReversesTheAnimatorAndRestoresTheRoot(progress: Double) throws {
    let log = EventLog()
    let animator = InterruptibleSlideAnimator()
    let interactor = PercentDrivenInteractiveTransition()
    let (host, navigation, a, delegate) = makeNavigation(
      log: log, animator: animator, interactor: interactor)
    defer { withExtendedLifetime(delegate) {} }
    weak var weakPushed: LoggingController?
    weak var weakContext: AnyObject?
    do {
      let b = LoggingController("b", log: log)
      weakPushed = b
      navigation.pushViewController(b, animated: true)
      let coordinator = try #require(navigation.transitionCoordinator)
      weakContext = coordinator as AnyObject
      coordinator.notifyWhenInteractionChanges { context in
        log.append("coordinator.interactionEnded cancelled=\(context.isCancelled)")
      }
      let running = try #require(animator.running)
      host.advance(to: 0.1)
      interactor.update(CGFloat(progress))
      host.advance(to: 0.2)
      interactor.cancel()
      #expect(running.isReversed && running.isRunning && coordinator.isCancelled)
      // progress × 0.5 s back to the start.
      host.advance(to: 0.2 + progress * 0.5 - 0.01)
      #expect(animator.completeCalls == 0)
      host.advance(to: 0.2 + progress * 0.5 + 1e-9)
      #expect(animator.positions == [.start] && animator.endedWith == [false])
      #expect(
        appearanceEvents(log).map {
          $0.replacingOccurrences(of: " movingTo", with: "")
        } == [
          "a.viewWillDisappear", "b.viewWillAppear", "coordinator.interactionEnded cancelled=true",
          "b.viewWillDisappear", "b.viewDidDisappear", "a.viewWillAppear", "a.viewDidAppear",
        ])
      #expect(navigation.viewControllers.count == 1 && b.parent == nil)
      #expect(a.view.superview === coordinator.containerView && b.view.superview == nil)
      #expect(coordinator.containerView.subviews.count == 1)
      #expect(aTapReaches(a.view, in: host, at: 1))
    }
    delegate.interactor = nil
    delegate.animator = nil
    host.advance(to: 2)
    #expect(weakPushed == nil && weakContext == nil)
  }

  @Test func aTransitionGrabbedMidFlightAndReleasedBackwardsCancelsWithoutAJump() throws {
    let log = EventLog()
    let animator = InterruptibleSlideAnimator()
    let interactor = PercentDrivenInteractiveTransition()
    interactor.wantsInteractiveStart = false
    let (host, navigation, a, delegate) = makeNavigation(
      log: log, animator: animator, interactor: interactor)
    defer { withExtendedLifetime(delegate) {} }
    let b = LoggingController("b", log: log)
    navigation.pushViewController(b, animated: true)
    let coordinator = try #require(navigation.transitionCoordinator)
    coordinator.notifyWhenInteractionChanges { context in
      log.append("interactive=\(context.isInteractive) cancelled=\(context.isCancelled)")
    }
    let running = try #require(animator.running)
    #expect(!coordinator.initiallyInteractive && !coordinator.isInteractive)
    #expect(running.isRunning, "wantsInteractiveStart false: it animates on its own")
    let width = coordinator.containerView.bounds.width
    // Runs to 40 % (0.2 s of 0.5 s), one 60 Hz frame at a time, then a finger grabs it.
    var frames: [CGFloat] = []
    for frame in 1...12 {
      host.advance(to: Double(frame) / 60)
      frames.append(x(b.view))
    }
    expectClose(frames.last ?? 0, width * (1.5 - 0.4), tolerance: 1e-9)
    interactor.pause()
    #expect(coordinator.isInteractive && !running.isRunning)
    expectClose(interactor.percentComplete, 0.4, tolerance: 1e-9)
    host.frame()
    expectClose(x(b.view), frames.last ?? 0, tolerance: 1e-9)
    // Dragged back to 28 %, 2 % a frame: every frame moves by the drag alone.
    for step in 1...6 {
      host.advance(to: 0.2 + Double(step) / 60)
      interactor.update(0.4 - 0.02 * CGFloat(step))
      host.frame()
      frames.append(x(b.view))
    }
    // Running, it moves width / 30 a frame (0.5 s); dragged, 2 % of the width a frame.
    for (previous, next) in zip(frames, frames.dropFirst()) {
      #expect(abs(next - previous) <= width / 30 + 1e-9, "no jump between frames")
    }
    // Released moving back at 600 pt/s: UIKit's initial velocity is that speed over the
    // distance left to travel (28 % of the width, back to the start).
    let release = 0.3
    let speed: CGFloat = 600
    let left = width * 0.28
    interactor.timingCurve = SpringTimingParameters(
      dampingRatio: 1, initialVelocity: CGVector(dx: speed / left, dy: 0))
    let atRelease = x(b.view)
    interactor.cancel()
    #expect(running.isReversed && running.isRunning && coordinator.isCancelled)
    host.frame()
    expectClose(x(b.view), atRelease, tolerance: 1e-9)
    let step = 1e-6
    host.advance(to: release + step)
    let first = x(b.view)
    host.advance(to: release + 2 * step)
    let velocity = (x(b.view) - first) / CGFloat(step)
    expectClose(velocity, speed, tolerance: speed * 0.02, "leaves at the release velocity")
    for frame in 1...60 { host.advance(to: release + Double(frame) / 60) }
    #expect(animator.positions == [.start] && animator.endedWith == [false])
    #expect(
      log.events.filter { $0.hasPrefix("interactive=") } == [
        "interactive=true cancelled=false", "interactive=false cancelled=true",
      ])
    #expect(navigation.topViewController === a && b.view.superview == nil)
  }

  @Test func anAnimatorThatAnswersAnotherInterruptibleAnimatorIsAProgrammerError() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        Self.pushWithFaultyAnimator(freshAnimators: true, interruptible: true)
      }
    }
  }

  @Test func anInterruptibleAnimatorThatSaysItIsNotInterruptibleIsAProgrammerError() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        Self.pushWithFaultyAnimator(freshAnimators: false, interruptible: false)
      }
    }
  }

  @Test func aClassicTransitionStartedNonInteractivelyCanBeGrabbed() throws {
    let log = EventLog()
    let animator = FadeAnimator(log: log)
    animator.duration = 0.5
    let interactor = PercentDrivenInteractiveTransition()
    interactor.wantsInteractiveStart = false
    let (host, navigation, _, delegate) = makeNavigation(
      log: log, animator: animator, interactor: interactor)
    defer { withExtendedLifetime(delegate) {} }
    let b = LoggingController("b", log: log)
    navigation.pushViewController(b, animated: true)
    let coordinator = try #require(navigation.transitionCoordinator)
    #expect(!coordinator.isInterruptible && coordinator.containerView.layer.speed == 1)
    host.advance(to: 0.2)
    let alpha = b.view.layer.presentationValues().opacity
    interactor.pause()
    #expect(coordinator.isInteractive && coordinator.containerView.layer.speed == 0)
    expectClose(interactor.percentComplete, 0.4, tolerance: 1e-9)
    host.advance(to: 0.5)
    #expect(b.view.layer.presentationValues().opacity == alpha, "frozen where it was grabbed")
    interactor.finish()
    host.advance(to: 0.5 + 0.6 * 0.5)
    #expect(animator.endedWith == [true] && navigation.topViewController === b)
  }

  /// Issue 4: finishing from 0.7 with completionSpeed 2 takes (1 − 0.7) × duration / 2, on
  /// both paths.
  @Test(arguments: [false, true])
  func finishingFromSeventyPercentAtSpeedTwoTakesTheRemainderOverTwo(interruptible: Bool) throws {
    let log = EventLog()
    let fade = FadeAnimator(log: log)
    fade.duration = 0.6
    let slide = InterruptibleSlideAnimator()
    slide.duration = 0.6
    let interactor = PercentDrivenInteractiveTransition()
    let (host, navigation, _, delegate) = makeNavigation(
      log: log, animator: interruptible ? slide : fade, interactor: interactor)
    defer { withExtendedLifetime(delegate) {} }
    let ended = { interruptible ? slide.endedWith : fade.endedWith }
    navigation.pushViewController(LoggingController("b", log: log), animated: true)
    host.advance(to: 0.1)
    interactor.update(0.7)
    interactor.completionSpeed = 2
    host.advance(to: 0.2)
    interactor.finish()
    let remainder = (1 - 0.7) * 0.6 / 2
    host.advance(to: 0.2 + remainder - 0.002)
    #expect(ended().isEmpty, "still finishing just before the remainder")
    host.advance(to: 0.2 + remainder + 0.002)
    #expect(ended() == [true], "done just after it")
  }
}
