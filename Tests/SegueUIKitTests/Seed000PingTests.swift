import SegueUIKit
import Testing

/// The article's storyboard, in code: a navigation controller over a Ping screen, the
/// "PushSegue" show segue to a second screen, and the delegate object wired to the
/// navigation controller.
@MainActor
private func makePingApp() -> (
  UIWindow, UINavigationController, SeedPingViewController, SeedPingNavigationControllerDelegate
) {
  let window = UIWindow(device: .iPhone15Pro)
  let first = SeedPingViewController()
  let navigation = UINavigationController(rootViewController: first)
  let delegate = SeedPingNavigationControllerDelegate(navigationController: navigation)
  navigation.delegate = delegate
  first.registerSegue(identifier: "PushSegue") { source, _ in
    let second = SeedPingViewController()
    second.backgroundColor = .systemOrange
    return ShowSegue(identifier: "PushSegue", source: source, destination: second)
  }
  window.rootViewController = navigation
  return (window, navigation, first, delegate)
}

@MainActor
@Suite("Seed 000: Ping's circle transition, as iOS source")
struct Seed000PingTests {
  @Test func theAnimatorRevealsInHalfASecond() {
    let animator = SeedPingCircleTransitionAnimator()
    #expect(animator.transitionDuration(using: nil) == 0.5)
  }

  @Test func theDelegateAnimatesPushAndPopWithTheCircleAndIsInteractiveOnlyWhilePanning() {
    let (_, navigation, first, delegate) = makePingApp()
    let second = SeedPingViewController()
    for operation in [UINavigationController.Operation.push, .pop] {
      let animator = delegate.navigationController(
        navigation, animationControllerFor: operation, from: first, to: second)
      #expect(animator is SeedPingCircleTransitionAnimator)
    }
    let animator = SeedPingCircleTransitionAnimator()
    #expect(delegate.navigationController(navigation, interactionControllerFor: animator) == nil)
    delegate.interactionController = UIPercentDrivenInteractiveTransition()
    #expect(
      delegate.navigationController(navigation, interactionControllerFor: animator)
        === delegate.interactionController)
  }

  @Test func theScreensWireTheirButtonAndThePanAsTheArticleDoes() {
    let (_, navigation, first, delegate) = makePingApp()
    first.loadViewIfNeeded()
    #expect(first.button.allTargets.contains { $0 === first })
    #expect(first.button.layer.cornerRadius == 22 && first.button.backgroundColor == .black)
    // Besides the navigation controller's own edge swipe (a pan too, as in UIKit).
    let pans = navigation.view.gestureRecognizers?.compactMap { $0 as? UIPanGestureRecognizer }
      .filter { $0 !== navigation.interactivePopGestureRecognizer }
    #expect(pans?.count == 1 && pans?.first?.view === navigation.view)
    #expect(navigation.delegate === delegate)
  }

  @Test func aPanAtTheRootPerformsThePushSegueInteractively() {
    let (window, navigation, _, delegate) = makePingApp()
    window.handlePointer(.down, at: CGPoint(x: 50, y: 400), time: 0)
    window.handlePointer(.move, at: CGPoint(x: 100, y: 400), time: 0.1)
    window.handlePointer(.move, at: CGPoint(x: 150, y: 400), time: 0.2)
    // .began made an interaction controller and performed "PushSegue"; .changed updated it
    // with the translation from where the finger went down over the width.
    let interaction = delegate.interactionController
    #expect(interaction != nil)
    #expect(
      navigation.viewControllers.count == 2
        && navigation.topViewController !== navigation.viewControllers.first)
    let expected = 100 / navigation.view.bounds.width
    #expect(abs((interaction?.percentComplete ?? 0) - expected) < 0.02)
  }
}
