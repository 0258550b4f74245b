import Foundation
import SegueGeometry
import SegueTesting
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
  /// A navigation controller popping "b" to "a" under a percent-driven interactor, with a fade
  /// animator (0.3 s, ease in-out); a marker view in the window, outside the container.
  @MainActor
  private struct PopScene {
    let host = WindowHost()
    let navigation = NavigationController(rootViewController: ViewController())
    let interactor = PercentDrivenInteractiveTransition()
    let marker = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    /// Held here: the navigation controller holds its delegate weakly, as UIKit does.
    let delegate = LoggingNavigationDelegate(log: EventLog())
    let coordinator: any ViewControllerTransitionCoordinator

    init() throws {
      navigation.delegate = delegate
      host.window.rootViewController = navigation
      navigation.pushViewController(ViewController(), animated: false)
      delegate.animator = FadeAnimator(log: delegate.log)
      delegate.interactor = interactor
      host.window.addSubview(marker)
      host.frame()
      navigation.popViewController(animated: true)
      coordinator = try #require(navigation.transitionCoordinator)
    }

    /// The view being revealed.
    var toView: View? { navigation.topViewController?.view }

    /// Runs half a second of 60 Hz frames after `start`.
    func runOut(from start: Double) {
      for frame in 1...30 { host.advance(to: start + Double(frame) / 60) }
    }
  }

  private func opacity(_ view: View) -> CGFloat { CGFloat(view.layer.presentationValues().opacity) }

  @Test func aViewJoinedInItIsScrubbedWithTheContainer() throws {
    let scene = try PopScene()
    let (host, interactor, marker) = (scene.host, scene.interactor, scene.marker)
    let toView = try #require(scene.toView)
    var completions: [Bool] = []
    let queued = scene.coordinator.animateAlongsideTransition(
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
    scene.runOut(from: 1.5)
    #expect(completions == [false] && scene.navigation.transitionCoordinator == nil)
    #expect(marker.layer.speed == 1 && opacity(marker) == 0 && marker.alpha == 0)
  }

  @Test func aViewJoinedWithoutItRunsOnHostTime() throws {
    // The reference's pitfall (§3.2): outside the container, a plain alongside animation is
    // not scrubbed.
    let scene = try PopScene()
    let (host, interactor, marker) = (scene.host, scene.interactor, scene.marker)
    scene.coordinator.animate(alongsideTransition: { _ in marker.alpha = 0 }, completion: nil)
    interactor.update(0.25)
    host.advance(to: 0.5)
    #expect(marker.layer.speed == 1)
    #expect(opacity(marker) == 0, "its 0.3 s ran out on the host clock")
    #expect(opacity(try #require(scene.toView)) < 0.5)
    interactor.cancel()
    scene.runOut(from: 0.5)
  }

  @Test func aViewJoinedMidInteractionStartsAtTheCurrentOffset() throws {
    let scene = try PopScene()
    let (host, interactor, marker) = (scene.host, scene.interactor, scene.marker)
    interactor.update(0.5)
    host.advance(to: 0.1)
    scene.coordinator.animateAlongsideTransition(
      in: marker, animation: { _ in marker.alpha = 0 }, completion: nil)
    #expect(opacity(marker) == 1, "joined now: nothing shown yet")
    interactor.update(0.8)
    host.advance(to: 0.2)
    // Begun at 0.5 × 0.3 s of the transition's time, now at 0.8 × 0.3 s: 0.3 of its 0.3 s.
    expectClose(opacity(marker), 1 - Reference.easeInEaseOut(0.3), tolerance: 1e-6)
    interactor.cancel()
    scene.runOut(from: 0.2)
    #expect(marker.layer.speed == 1)
  }

  @Test func anAncestorOfTheContainerIsNotPausedTwice() throws {
    let scene = try PopScene()
    scene.coordinator.animateAlongsideTransition(
      in: scene.navigation.view, animation: { _ in }, completion: nil)
    #expect(scene.navigation.view.layer.speed == 1 && scene.host.window.layer.speed == 1)
    #expect(scene.coordinator.containerView.layer.speed == 0)
    scene.interactor.cancel()
    scene.runOut(from: 0)
  }

  @Test func nothingIsQueuedOnceTheTransitionIsOver() throws {
    let scene = try PopScene()
    let (interactor, marker) = (scene.interactor, scene.marker)
    interactor.finish()
    scene.runOut(from: 0)
    var ran = false
    let queued = scene.coordinator.animateAlongsideTransition(
      in: marker, animation: { _ in ran = true }, completion: { _ in ran = true })
    #expect(!queued && !ran)
  }
}
