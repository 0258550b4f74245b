import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

@MainActor
@Suite("NavigationController: stack, call order, transitions")
struct NavigationControllerTests {
  private func makeShown(
    log: EventLog
  ) -> (WindowHost, NavigationController, LoggingController, LoggingNavigationDelegate) {
    makeShownNavigation(log: log)
  }

  @Test func theRootIsShownWhenTheNavigationControllerAppears() {
    let log = EventLog()
    let host = WindowHost()
    let a = LoggingController("a", log: log)
    let navigation = NavigationController(rootViewController: a)
    #expect(log.events == ["a.willMove(toParent: parent)", "a.didMove(toParent: parent)"])
    host.window.rootViewController = navigation
    #expect(a.view.isDescendant(of: navigation.view))
    #expect(a.view.frame == navigation.view.bounds)
    #expect(Array(log.events.suffix(2)) == ["a.viewWillAppear", "a.viewDidAppear"])
    #expect(navigation.topViewController === a && navigation.visibleViewController === a)
  }

  @Test func anAnimatedPushFollowsUIKitsCallOrder() {
    let log = EventLog()
    let (host, navigation, a, delegate) = makeShown(log: log)
    let animator = FadeAnimator(log: log)
    delegate.animator = animator
    let b = LoggingController("b", log: log)
    navigation.pushViewController(b, animated: true)
    // UIKit updates the stack at once.
    #expect(navigation.viewControllers.map { $0 === a || $0 === b } == [true, true])
    #expect(navigation.topViewController === b)
    #expect(b.transitionCoordinator != nil, "a coordinator exists while the push runs")
    host.advance(to: 0.1)
    host.advance(to: 0.31)
    // Reference §2.1 (animator, then interactor with it) and §2.2 (current willDisappear →
    // new willAppear → current didDisappear → new didAppear; willMove before, didMove after).
    #expect(
      log.events == [
        "b.willMove(toParent: parent)", "b.viewDidLoad", "delegate.willShow b",
        "delegate.animationControllerFor push", "delegate.interactionControllerFor",
        "a.viewWillDisappear", "b.viewWillAppear movingTo",
        "animator.animateTransition", "a.viewDidDisappear", "b.viewDidAppear movingTo",
        "b.didMove(toParent: parent)", "animator.animationEnded(true)", "delegate.didShow b",
      ])
    #expect(delegate.animatorPassedToInteractionQuery === animator)
    #expect(animator.completeCalls == 1 && animator.endedWith == [true])
    #expect(a.view.superview == nil, "the from-view leaves the window (final frame .zero)")
    #expect(b.view.frame == navigation.view.bounds)
    #expect(!b.isMovingToParent && b.transitionCoordinator == nil)
  }

  @Test func anAnimatedPopFollowsUIKitsCallOrder() {
    let log = EventLog()
    let (host, navigation, a, delegate) = makeShown(log: log)
    let b = LoggingController("b", log: log)
    navigation.pushViewController(b, animated: false)
    delegate.animator = FadeAnimator(log: log)
    log.clear()
    let popped = navigation.popViewController(animated: true)
    #expect(popped === b && navigation.viewControllers.count == 1)
    host.advance(to: 0.31)
    // Reference §2.2: the popped controller gets willMove(toParent: nil) first, and
    // didMove(toParent: nil) (from removeFromParent) after the animation.
    #expect(
      log.events == [
        "b.willMove(toParent: nil)", "delegate.willShow a",
        "delegate.animationControllerFor pop", "delegate.interactionControllerFor",
        "b.viewWillDisappear movingFrom", "a.viewWillAppear", "animator.animateTransition",
        "b.viewDidDisappear movingFrom", "a.viewDidAppear", "b.didMove(toParent: nil)",
        "animator.animationEnded(true)", "delegate.didShow a",
      ])
    #expect(b.parent == nil && b.view.superview == nil && !b.isMovingFromParent)
    #expect(a.view.superview != nil)
  }

  @Test func aCancelledInteractivePopRestoresTheStackWithUIKitsOrder() {
    let log = EventLog()
    let (_, navigation, a, delegate) = makeShown(log: log)
    let b = LoggingController("b", log: log)
    navigation.pushViewController(b, animated: false)
    delegate.animator = FadeAnimator(log: log)
    delegate.interactor = CancellingInteractor(log: log)
    log.clear()
    navigation.popViewController(animated: true)
    // Reference §2.2, cancelled interactive pop: current willDisappear → new willAppear →
    // new willDisappear → new didDisappear → current willAppear → current didAppear.
    let appearance = log.events.filter { $0.contains(".view") }
    #expect(
      appearance == [
        "b.viewWillDisappear movingFrom", "a.viewWillAppear", "a.viewWillDisappear",
        "a.viewDidDisappear", "b.viewWillAppear movingFrom", "b.viewDidAppear movingFrom",
      ])
    #expect(!log.events.contains("animator.animateTransition"), "the interactor replaces it")
    #expect(log.events.contains("interactor.start"))
    #expect(!log.events.contains { $0.hasPrefix("delegate.didShow") })
    #expect(navigation.viewControllers.count == 2 && navigation.topViewController === b)
    #expect(b.parent === navigation && b.view.superview != nil && a.view.superview == nil)
  }

  @Test func aPushRequestedDuringATransitionIsQueued() {
    let log = EventLog()
    let (host, navigation, _, delegate) = makeShown(log: log)
    delegate.animator = FadeAnimator(log: log)
    let b = LoggingController("b", log: log)
    let c = LoggingController("c", log: log)
    navigation.pushViewController(b, animated: true)
    navigation.pushViewController(c, animated: true)
    #expect(navigation.viewControllers.count == 2, "the second push waits")
    host.advance(to: 0.31)
    #expect(navigation.viewControllers.count == 3 && navigation.topViewController === c)
    host.advance(to: 0.62)
    #expect(c.view.superview != nil && b.view.superview == nil)
    #expect(
      log.events.filter { $0.hasPrefix("delegate.didShow") } == [
        "delegate.didShow b", "delegate.didShow c",
      ])
  }

  @Test func anAnimatorThatNeverCompletesIsReportedAndBlocksTheStack() {
    let log = EventLog()
    let (host, navigation, _, delegate) = makeShown(log: log)
    var diagnostics: [String] = []
    host.window.diagnostics = { diagnostics.append($0) }
    delegate.animator = StuckAnimator()
    navigation.pushViewController(LoggingController("b", log: log), animated: true)
    host.advance(to: 1)
    #expect(diagnostics.isEmpty)
    navigation.pushViewController(LoggingController("c", log: log), animated: true)
    host.advance(to: 6)
    host.advance(to: 7)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.contains("StuckAnimator") == true)
    #expect(navigation.viewControllers.count == 2, "the queued push never runs, as in UIKit")
  }

  @Test func anInteractionControllerNothingDrivesIsReportedOnce() {
    // An interaction controller that starts and is then never updated, finished or cancelled,
    // with no finger down: UIKit hangs; Segue hangs too, and says which controller it is.
    final class IdleInteractor: ViewControllerInteractiveTransitioning {
      func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning) {
      }
    }
    let log = EventLog()
    let (host, navigation, _, delegate) = makeShown(log: log)
    var diagnostics: [String] = []
    host.window.diagnostics = { diagnostics.append($0) }
    delegate.animator = FadeAnimator(log: log)
    let interactor = IdleInteractor()
    delegate.interactor = interactor
    navigation.pushViewController(LoggingController("b", log: log), animated: true)
    host.advance(to: 4)
    #expect(diagnostics.isEmpty, "a few seconds of grace")
    host.advance(to: 5.5)
    host.advance(to: 9)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.contains("IdleInteractor") == true)
    #expect(navigation.transitionCoordinator != nil, "still in the transition, as in UIKit")
  }

  @Test func theDefaultSlideMovesTheCoveredViewByAThird() {
    let log = EventLog()
    let (host, navigation, a, _) = makeShown(log: log)
    let b = LoggingController("b", log: log)
    navigation.pushViewController(b, animated: true)
    let width = navigation.view.bounds.width
    // Model values are the destinations of the running animation.
    #expect(abs(a.view.frame.minX - -width / 3) < 1e-9)
    #expect(b.view.frame.minX == 0)
    host.advance(to: 0.1)
    let x = b.view.layer.presentation()?.frame.minX ?? -1
    #expect(x > 0 && x < width, "the pushed view is on its way in from the right")
    host.advance(to: NavigationSlideAnimator.duration + 0.01)
    #expect(a.view.superview == nil && b.view.frame == navigation.view.bounds)
    #expect(navigation.containerView.subviews.count == 1, "the dimming view is gone")
  }

  @Test func alongsideAnimationsShareTheTransitionAndCompletionsRunAfter() {
    let log = EventLog()
    let (host, navigation, _, delegate) = makeShown(log: log)
    let animator = FadeAnimator(log: log)
    animator.duration = 0.4
    delegate.animator = animator
    let b = LoggingController("b", log: log)
    let marker = View()
    navigation.view.addSubview(marker)
    var inheritedDuration = -1.0
    var completed: [Bool] = []
    navigation.pushViewController(b, animated: true)
    guard let coordinator = b.transitionCoordinator else {
      Issue.record("no coordinator during the push")
      return
    }
    #expect(coordinator.transitionDuration == 0.4 && coordinator.isAnimated)
    coordinator.animate(
      alongsideTransition: { _ in
        inheritedDuration = View.inheritedAnimationDuration
        marker.alpha = 0.5
      },
      completion: { context in completed.append(context.isCancelled) })
    #expect(inheritedDuration == 0.4, "reference §4: same animation context as the transition")
    host.advance(to: 0.41)
    #expect(completed == [false])
    #expect(log.events.last == "delegate.didShow b")
  }

  @Test func popToRootAndSetViewControllersKeepContainmentRight() {
    let log = EventLog()
    let (_, navigation, a, _) = makeShown(log: log)
    let b = LoggingController("b", log: log)
    let c = LoggingController("c", log: log)
    navigation.setViewControllers([a, b, c], animated: false)
    #expect(navigation.children.count == 3 && navigation.topViewController === c)
    let popped = navigation.popToRootViewController(animated: false)
    #expect(popped?.count == 2 && popped?.first === b)
    #expect(navigation.children.count == 1 && b.parent == nil && c.parent == nil)
    #expect(navigation.popViewController(animated: false) == nil, "the root stays")
  }

  @Test func theBarShowsTheTopTitle44PointsBelowTheSafeAreaTop() {
    let host = WindowHost()
    let root = ViewController()
    root.title = "Inbox"
    let navigation = NavigationController(rootViewController: root)
    host.window.rootViewController = navigation
    host.frame()
    #expect(navigation.navigationBar.topItem === root.navigationItem)
    #expect(navigation.navigationBar.shown?.titleLabel.text == "Inbox")
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 393, height: 59 + 44))
    navigation.setNavigationBarHidden(true, animated: false)
    #expect(navigation.navigationBar.isHidden && navigation.isNavigationBarHidden)
  }
}
