import Foundation
import Testing

@testable import SegueUI

/// An animator that calls `completeTransition(_:)` twice, a programmer error.
@MainActor
private final class DoubleCompletingAnimator: ViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
    -> Double
  { 0 }
  func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
    transitionContext.completeTransition(true)
    transitionContext.completeTransition(true)
  }
}

@MainActor
private final class AnimatorDelegate: NavigationControllerDelegate {
  let animator: any ViewControllerAnimatedTransitioning
  init(_ animator: any ViewControllerAnimatedTransitioning) { self.animator = animator }
  func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? { animator }
}

@Suite("Transition context: keys, frames, exactly-once completion")
struct TransitionContextTests {
  @MainActor
  @Test func theContextDescribesAPushAsTheReferenceSays() {
    final class Probe: ViewControllerAnimatedTransitioning {
      var checks: [String: Bool] = [:]
      func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
        -> Double
      { 0.2 }
      func animateTransition(using context: any ViewControllerContextTransitioning) {
        guard let from = context.viewController(forKey: .from),
          let to = context.viewController(forKey: .to)
        else { return }
        let bounds = context.containerView.bounds
        // Reference §1.2: the from-view is already in the container, the animator adds the to-view.
        checks["fromInContainer"] = context.view(forKey: .from)?.superview === context.containerView
        checks["toNotYetAdded"] = context.view(forKey: .to)?.superview == nil
        // Reference §1.4: on-screen initial = container frame; incoming initial = .zero;
        // the from-view leaves the window, so its final frame is .zero.
        checks["frames"] =
          context.initialFrame(for: from) == bounds && context.initialFrame(for: to) == .zero
          && context.finalFrame(for: from) == .zero && context.finalFrame(for: to) == bounds
        // Reference §1.6: a navigation transition is animated, not modal.
        checks["flags"] =
          context.isAnimated && !context.isInteractive && !context.transitionWasCancelled
          && context.presentationStyle == .none
        context.completeTransition(true)
      }
    }
    let host = WindowHost()
    let navigation = NavigationController(rootViewController: ViewController())
    host.window.rootViewController = navigation
    let probe = Probe()
    let delegate = AnimatorDelegate(probe)
    navigation.delegate = delegate
    navigation.pushViewController(ViewController(), animated: true)
    #expect(
      probe.checks == [
        "fromInContainer": true, "toNotYetAdded": true, "frames": true, "flags": true,
      ])
    #expect(navigation.transitionCoordinator == nil, "completed synchronously")
  }

  @Test func completingTwiceIsAProgrammerError() async {
    // Reference §1.5: completeTransition is called once; Segue stops on a second call.
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let host = WindowHost()
        let navigation = NavigationController(rootViewController: ViewController())
        host.window.rootViewController = navigation
        let delegate = AnimatorDelegate(DoubleCompletingAnimator())
        navigation.delegate = delegate
        navigation.pushViewController(ViewController(), animated: true)
      }
    }
  }
}
