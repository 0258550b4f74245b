import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

/// The coordinator's alongside animations for views outside the transition's container
/// (reference §4: `animateAlongsideTransition(in:animation:completion:)` is required when the
/// view is outside the container and a percent-driven interactor drives the transition, so
/// that its layer time is scrubbed too; §3.2: animations outside the container's layer tree
/// are otherwise not scrubbed).
@MainActor
@Suite("Transition coordinator: alongside animations outside the container")
struct TransitionCoordinatorTests {
  /// A navigation controller showing "b" over "a", a fade animator (0.3 s, ease in-out) and a
  /// percent-driven interactor for the next pop; a marker view in the window, outside the
  /// container.
  private func makeScene(log: EventLog) -> (
    WindowHost, NavigationController, PercentDrivenInteractiveTransition, View,
    LoggingNavigationDelegate
  ) {
    let host = WindowHost()
    let navigation = NavigationController(rootViewController: LoggingController("a", log: log))
    let delegate = LoggingNavigationDelegate(log: log)
    navigation.delegate = delegate
    host.window.rootViewController = navigation
    navigation.pushViewController(LoggingController("b", log: log), animated: false)
    let interactor = PercentDrivenInteractiveTransition()
    delegate.animator = FadeAnimator(log: log)
    delegate.interactor = interactor
    let marker = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    host.window.addSubview(marker)
    host.frame()
    log.clear()
    // The delegate is weak, in UIKit and here: the tests keep it for their length.
    return (host, navigation, interactor, marker, delegate)
  }

  private func opacity(_ view: View) -> CGFloat { CGFloat(view.layer.presentationValues().opacity) }

  @Test func aViewJoinedInItIsScrubbedWithTheContainer() throws {
    let log = EventLog()
    let (host, navigation, interactor, marker, delegate) = makeScene(log: log)
    defer { withExtendedLifetime(delegate) {} }
    navigation.popViewController(animated: true)
    let coordinator = try #require(navigation.transitionCoordinator)
    let toView = try #require(navigation.topViewController?.view)
    var completions: [Bool] = []
    let queued = coordinator.animateAlongsideTransition(
      in: marker, animation: { _ in marker.alpha = 0 },
      completion: { context in completions.append(context.isCancelled) })
    #expect(queued)
    #expect(marker.layer.speed == 0, "paused with the container")
    for (time, percent) in [(0.2, 0.25), (0.9, 0.6), (1.5, 0.4)] {
      interactor.update(percent)
      host.advance(to: time)
      // The same curve and duration as the animator's fade: the marker fades as the to-view
      // appears, whatever the host time.
      let shown = opacity(toView)
      #expect(shown > 0 && shown < 1)
      expectClose(opacity(marker), 1 - shown, tolerance: 1e-6)
    }
    interactor.finish()
    for frame in 1...30 { host.advance(to: 1.5 + Double(frame) / 60) }
    #expect(completions == [false] && navigation.transitionCoordinator == nil)
    #expect(marker.layer.speed == 1 && opacity(marker) == 0 && marker.alpha == 0)
  }

  @Test func aViewJoinedWithoutItRunsOnHostTime() throws {
    // The reference's pitfall (§3.2): outside the container, a plain alongside animation is
    // not scrubbed.
    let log = EventLog()
    let (host, navigation, interactor, marker, delegate) = makeScene(log: log)
    defer { withExtendedLifetime(delegate) {} }
    navigation.popViewController(animated: true)
    let coordinator = try #require(navigation.transitionCoordinator)
    coordinator.animate(alongsideTransition: { _ in marker.alpha = 0 }, completion: nil)
    interactor.update(0.25)
    host.advance(to: 0.5)
    #expect(marker.layer.speed == 1)
    #expect(opacity(marker) == 0, "its 0.3 s ran out on the host clock")
    #expect(opacity(try #require(navigation.topViewController?.view)) < 0.5)
    interactor.cancel()
    for frame in 1...30 { host.advance(to: 0.5 + Double(frame) / 60) }
  }

  @Test func aViewJoinedMidInteractionStartsAtTheCurrentOffset() throws {
    let log = EventLog()
    let (host, navigation, interactor, marker, delegate) = makeScene(log: log)
    defer { withExtendedLifetime(delegate) {} }
    navigation.popViewController(animated: true)
    let coordinator = try #require(navigation.transitionCoordinator)
    interactor.update(0.5)
    host.advance(to: 0.1)
    coordinator.animateAlongsideTransition(
      in: marker, animation: { _ in marker.alpha = 0 }, completion: nil)
    #expect(opacity(marker) == 1, "joined now: nothing shown yet")
    interactor.update(0.8)
    host.advance(to: 0.2)
    // Begun at 0.5 × 0.3 s of the transition's time, now at 0.8 × 0.3 s: 0.3 of its 0.3 s.
    expectClose(opacity(marker), 1 - Reference.easeInEaseOut(0.3), tolerance: 1e-6)
    interactor.cancel()
    for frame in 1...30 { host.advance(to: 0.2 + Double(frame) / 60) }
    #expect(marker.layer.speed == 1)
  }

  @Test func anAncestorOfTheContainerIsNotPausedTwice() throws {
    let log = EventLog()
    let (host, navigation, interactor, _, delegate) = makeScene(log: log)
    defer { withExtendedLifetime(delegate) {} }
    navigation.popViewController(animated: true)
    let coordinator = try #require(navigation.transitionCoordinator)
    coordinator.animateAlongsideTransition(
      in: navigation.view, animation: { _ in }, completion: nil)
    #expect(navigation.view.layer.speed == 1 && host.window.layer.speed == 1)
    #expect(coordinator.containerView.layer.speed == 0)
    interactor.cancel()
    for frame in 1...30 { host.advance(to: Double(frame) / 60) }
  }

  @Test func nothingIsQueuedOnceTheTransitionIsOver() throws {
    let log = EventLog()
    let (host, navigation, interactor, marker, delegate) = makeScene(log: log)
    defer { withExtendedLifetime(delegate) {} }
    navigation.popViewController(animated: true)
    let coordinator = try #require(navigation.transitionCoordinator)
    interactor.finish()
    for frame in 1...30 { host.advance(to: Double(frame) / 60) }
    var ran = false
    let queued = coordinator.animateAlongsideTransition(
      in: marker, animation: { _ in ran = true }, completion: { _ in ran = true })
    #expect(!queued && !ran)
  }
}
