import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

/// A controller whose item replaces the back button, as apps with a custom back button do.
@MainActor
private final class CustomBackController: ViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = BarButtonItem(title: "Close")
  }
}

/// A recognizer delegate answering `gestureRecognizerShouldBegin` with `answer`.
@MainActor
private final class FixedAnswerDelegate: GestureRecognizerDelegate {
  let answer: Bool
  private(set) var asked = 0
  init(_ answer: Bool) { self.answer = answer }
  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    asked += 1
    return answer
  }
}

@MainActor
@Suite("NavigationController: the built-in edge-swipe pop")
struct InteractivePopTests {
  /// A navigation controller showing "a" with "b" pushed on it (not animated), log cleared.
  private func makeTwoDeep(
    log: EventLog
  ) -> (
    WindowHost, NavigationController, LoggingController, LoggingController,
    LoggingNavigationDelegate
  ) {
    let (host, navigation, a, delegate) = makeShownNavigation(log: log)
    let b = LoggingController("b", log: log)
    navigation.pushViewController(b, animated: false)
    host.frame()
    log.clear()
    return (host, navigation, a, b, delegate)
  }

  /// The finger's start: `Stage.edgeSwipeInset` inside the left edge, mid-height.
  private func start(_ host: WindowHost) -> CGPoint {
    CGPoint(x: Stage.edgeSwipeInset, y: host.stage.size.height / 2)
  }

  /// Puts a finger down at the left edge and moves it right by `distance` points at a steady
  /// pace over `duration` seconds (120 Hz samples), leaving it down.
  private func dragFromLeftEdge(_ host: WindowHost, by distance: CGFloat, duration: Double) {
    let origin = start(host)
    host.stage.pointer(.down, at: origin)
    let steps = Int((duration * 120).rounded())
    for step in 1...steps {
      host.stage.advance(by: 1.0 / 120)
      let x = origin.x + distance * CGFloat(step) / CGFloat(steps)
      host.stage.pointer(.move, at: CGPoint(x: x, y: origin.y))
    }
  }

  /// Holds the finger still for `duration` seconds (so the release is at rest), lifts it at
  /// `x`, and lets the remainder run out.
  private func holdAndLift(_ host: WindowHost, at x: CGFloat) {
    let point = CGPoint(x: x, y: start(host).y)
    for _ in 0..<24 {
      host.stage.advance(by: 1.0 / 120)
      host.stage.pointer(.move, at: point)
    }
    host.stage.pointer(.up, at: point)
    host.stage.advance(by: 1)
  }

  private func presentedMinX(_ view: View) -> CGFloat {
    view.layer.presentation()?.frame.minX ?? .nan
  }

  @Test func theRecognizerIsALeftEdgePanOnTheNavigationControllersView() throws {
    let (_, navigation, _, _, _) = makeTwoDeep(log: EventLog())
    let recognizer = try #require(
      navigation.interactivePopGestureRecognizer as? ScreenEdgePanGestureRecognizer)
    #expect(recognizer.view === navigation.view)
    #expect(recognizer.edges == .left && recognizer.maximumNumberOfTouches == 1)
  }

  @Test func theDragDrivesTheSlideLinearlyAndTheCoordinatorIsInteractive() throws {
    let (host, navigation, a, b, _) = makeTwoDeep(log: EventLog())
    let width = navigation.view.bounds.width
    var changes: [Bool] = []
    dragFromLeftEdge(host, by: 0.4 * width, duration: 0.25)
    let coordinator = try #require(navigation.transitionCoordinator)
    coordinator.notifyWhenInteractionChanges { changes.append($0.isCancelled) }
    #expect(coordinator.isInteractive && coordinator.initiallyInteractive)
    #expect(navigation.viewControllers.count == 1, "the stack changes when the pop starts")
    // Held still: the popped view's left edge is under the finger's travel, the view below
    // is a third of the width to the left, less the same share (linear, not the spring).
    for _ in 0..<12 {
      host.stage.advance(by: 1.0 / 120)
      host.stage.pointer(.move, at: CGPoint(x: start(host).x + 0.4 * width, y: start(host).y))
    }
    #expect(abs(presentedMinX(b.view) - 0.4 * width) < 0.01)
    #expect(abs(presentedMinX(a.view) - -width / 3 * 0.6) < 0.01)
    host.stage.pointer(.up, at: CGPoint(x: start(host).x + 0.4 * width, y: start(host).y))
    #expect(!coordinator.isInteractive)
    host.stage.advance(by: 1)
    #expect(changes == [true], "released at rest before the threshold: the pop cancels")
  }

  @Test func aReleasePastTheThresholdFinishesThePopInUIKitsOrder() {
    let log = EventLog()
    let (host, navigation, a, b, _) = makeTwoDeep(log: log)
    let width = navigation.view.bounds.width
    dragFromLeftEdge(host, by: 0.6 * width, duration: 0.3)
    holdAndLift(host, at: start(host).x + 0.6 * width)
    #expect(navigation.viewControllers.count == 1 && navigation.topViewController === a)
    #expect(b.parent == nil && b.view.superview == nil)
    #expect(a.view.frame == navigation.view.bounds && navigation.containerView.subviews.count == 1)
    // Reference §2.2, completed pop.
    #expect(
      log.events.filter { $0.contains(".view") } == [
        "b.viewWillDisappear movingFrom", "a.viewWillAppear", "b.viewDidDisappear movingFrom",
        "a.viewDidAppear",
      ])
    #expect(navigation.navigationBar.topItem === a.navigationItem)
  }

  @Test func aCancelledSwipeRestoresTheExactStartInUIKitsOrder() {
    let log = EventLog()
    let (host, navigation, a, b, _) = makeTwoDeep(log: log)
    let before = host.stage.presentationTree()
    let width = navigation.view.bounds.width
    dragFromLeftEdge(host, by: 0.3 * width, duration: 0.3)
    holdAndLift(host, at: start(host).x + 0.3 * width)
    #expect(navigation.viewControllers.count == 2 && navigation.topViewController === b)
    #expect(b.view.frame == navigation.view.bounds && a.view.superview == nil)
    #expect(navigation.containerView.subviews.count == 1, "no dimming or shadow left")
    #expect(navigation.navigationBar.topItem === b.navigationItem)
    // Every layer of the window — frames, the bar's item views, opacities — as before.
    #expect(host.stage.presentationTree() == before)
    // Reference §2.2, cancelled interactive pop.
    #expect(
      log.events.filter { $0.contains(".view") } == [
        "b.viewWillDisappear movingFrom", "a.viewWillAppear", "a.viewWillDisappear",
        "a.viewDidDisappear", "b.viewWillAppear movingFrom", "b.viewDidAppear movingFrom",
      ])
    #expect(!log.events.contains { $0.hasPrefix("delegate.didShow") })
  }

  @Test func aShortFlickFinishesThePopWithTheStagesFingerAPI() {
    let (host, navigation, a, _, _) = makeTwoDeep(log: EventLog())
    host.stage.edgeSwipe(
      from: .left, distance: 60, duration: 0.12, releaseVelocity: CGPoint(x: 1200, y: 0))
    host.stage.advance(by: 1)
    #expect(navigation.topViewController === a && navigation.viewControllers.count == 1)
  }

  @Test func aSwipeThatTurnsBackCancelsAndAFullSwipeFinishes() {
    let (host, navigation, _, b, _) = makeTwoDeep(log: EventLog())
    let width = navigation.view.bounds.width
    // Thrown back towards the edge from 60 %: the projection lands before the threshold.
    host.stage.perform(
      InputScript([
        .drag(
          path: [start(host), CGPoint(x: 0.6 * width, y: start(host).y)], time: 0,
          duration: 0.4, easing: .linear, releaseVelocity: CGPoint(x: -800, y: 0))
      ]))
    host.stage.advance(by: 1)
    #expect(navigation.topViewController === b)
    host.stage.edgeSwipe(from: .left, distance: 300, duration: 0.5)
    host.stage.advance(by: 1)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func aDisabledRecognizerARefusingDelegateAndARootAloneDoNothing() {
    let (host, navigation, _, b, _) = makeTwoDeep(log: EventLog())
    let recognizer = navigation.interactivePopGestureRecognizer
    recognizer?.isEnabled = false
    host.stage.edgeSwipe(from: .left, distance: 300, duration: 0.5)
    host.stage.advance(by: 1)
    #expect(navigation.topViewController === b)
    recognizer?.isEnabled = true
    let refusing = FixedAnswerDelegate(false)
    recognizer?.delegate = refusing
    host.stage.edgeSwipe(from: .left, distance: 300, duration: 0.5)
    host.stage.advance(by: 1)
    #expect(navigation.topViewController === b && refusing.asked == 1)
    // A delegate that always agrees still cannot pop the root (UIKit would, and freeze).
    let agreeing = FixedAnswerDelegate(true)
    recognizer?.delegate = agreeing
    navigation.popViewController(animated: false)
    host.stage.edgeSwipe(from: .left, distance: 300, duration: 0.5)
    host.stage.advance(by: 1)
    #expect(navigation.viewControllers.count == 1 && navigation.transitionCoordinator == nil)
    #expect(agreeing.asked == 0, "the recognizer fails before asking its delegate")
  }

  @Test func aCustomBackButtonTurnsTheSwipeOffUnlessTheUserDelegateAgrees() {
    let (host, navigation, a, _) = makeShownNavigation(log: EventLog())
    navigation.pushViewController(CustomBackController(), animated: false)
    host.stage.edgeSwipe(from: .left, distance: 300, duration: 0.5)
    host.stage.advance(by: 1)
    #expect(navigation.viewControllers.count == 2)
    let agreeing = FixedAnswerDelegate(true)
    navigation.interactivePopGestureRecognizer?.delegate = agreeing
    host.stage.edgeSwipe(from: .left, distance: 300, duration: 0.5)
    host.stage.advance(by: 1)
    #expect(navigation.topViewController === a)
  }

  @Test func aDelegatesCustomPopAnimatorIsNotDrivenByTheSwipe() {
    let log = EventLog()
    let (host, navigation, _, b, delegate) = makeTwoDeep(log: log)
    delegate.animator = FadeAnimator(log: log)
    host.stage.edgeSwipe(from: .left, distance: 300, duration: 0.5)
    host.stage.advance(by: 1)
    #expect(navigation.topViewController === b, "UIKit's swipe is gone with a custom animator")
    #expect(!log.events.contains("animator.animateTransition"))
    // With the user's delegate letting it begin, the pop runs with the delegate's animator,
    // not scrubbed by the finger.
    let agreeing = FixedAnswerDelegate(true)
    navigation.interactivePopGestureRecognizer?.delegate = agreeing
    log.clear()
    dragFromLeftEdge(host, by: 50, duration: 0.1)
    #expect(navigation.transitionCoordinator?.isInteractive == false)
    host.stage.pointer(.up, at: CGPoint(x: start(host).x + 50, y: start(host).y))
    host.stage.advance(by: 1)
    #expect(log.events.contains("animator.animateTransition"))
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func aRightToLeftLayoutSwipesFromTheRightEdge() {
    let (host, navigation, a, b, _) = makeTwoDeep(log: EventLog())
    navigation.view.semanticContentAttribute = .forceRightToLeft
    host.stage.edgeSwipe(from: .left, distance: 300, duration: 0.5)
    host.stage.advance(by: 1)
    #expect(navigation.topViewController === b, "the left edge is the trailing one")
    host.stage.edgeSwipe(from: .right, distance: 300, duration: 0.5)
    host.stage.advance(by: 1)
    #expect(navigation.topViewController === a)
  }

  /// In a right-to-left layout the slide is mirrored: the swipe from the right edge moves the
  /// popped view leftward under the finger and the view below comes in from the right; a push
  /// brings the new view in from the left.
  @Test func aRightToLeftSlideMovesLeftward() throws {
    let (host, navigation, a, b, _) = makeTwoDeep(log: EventLog())
    navigation.view.semanticContentAttribute = .forceRightToLeft
    let width = navigation.view.bounds.width
    let origin = CGPoint(x: width - Stage.edgeSwipeInset, y: host.stage.size.height / 2)
    host.stage.pointer(.down, at: origin)
    for step in 1...30 {
      host.stage.advance(by: 1.0 / 120)
      let x = origin.x - 0.4 * width * CGFloat(step) / 30
      host.stage.pointer(.move, at: CGPoint(x: x, y: origin.y))
    }
    for _ in 0..<12 {
      host.stage.advance(by: 1.0 / 120)
      host.stage.pointer(.move, at: CGPoint(x: origin.x - 0.4 * width, y: origin.y))
    }
    _ = try #require(navigation.transitionCoordinator)
    #expect(abs(presentedMinX(b.view) - -0.4 * width) < 0.01)
    #expect(abs(presentedMinX(a.view) - width / 3 * 0.6) < 0.01)
    host.stage.pointer(.up, at: CGPoint(x: origin.x - 0.4 * width, y: origin.y))
    host.stage.advance(by: 1)
    #expect(navigation.topViewController === b, "released at rest before the threshold")
    let c = ViewController()
    navigation.pushViewController(c, animated: true)
    host.stage.advance(by: 0.05)
    #expect(presentedMinX(c.view) < 0, "the pushed view comes in from the left")
    #expect(presentedMinX(b.view) > 0, "the covered view moves right")
  }

  /// The release rule against values worked by hand: width 393 pt, duration 0.35 s, so the
  /// threshold is min(187.5 / 393, 0.5) = 0.47710 and the projection adds velocity × 0.35 / 393.
  @Test func theReleaseRuleProjectsOneDurationAhead() {
    func finishes(_ progress: CGFloat, _ velocity: CGFloat, width: CGFloat = 393) -> Bool {
      NavigationInteractivePop.finishes(
        progress: progress, velocity: velocity, width: width, duration: 0.35)
    }
    #expect(!finishes(0.477, 0) && finishes(0.478, 0))
    // 0.1 + 430 × 0.35 / 393 = 0.48295 finishes; 0.1 + 420 × 0.35 / 393 = 0.47405 does not.
    #expect(finishes(0.1, 430) && !finishes(0.1, 420))
    // 0.9 − 500 × 0.35 / 393 = 0.45471: thrown back, it cancels.
    #expect(!finishes(0.9, -500))
    // A wide (iPad) screen: the threshold is 187.5 / 1024 = 0.18311.
    #expect(finishes(0.19, 0, width: 1024) && !finishes(0.18, 0, width: 1024))
  }
}
