import Foundation
import SegueUI

/// Seed 000's `NavigationControllerDelegate`: answers both push and pop with a
/// `CircleTransitionAnimator`, and drives them from a pan on the navigation controller's view
/// (the seed's "An Interactive Gesture Animation").
///
/// Renamed because deleting UIKit's prefix makes the seed's class name
/// `NavigationControllerDelegate`, the protocol itself.
@MainActor
final class PingNavigationDelegate: NavigationControllerDelegate {
  /// The seed's `@IBOutlet weak var navigationController`.
  weak var navigationController: NavigationController?
  /// The interaction controller while a pan drives the transition, nil otherwise (so a tap on
  /// the button still runs the plain animation).
  var interactionController: PercentDrivenInteractiveTransition?

  /// The seed's `awakeFromNib()`: adds the pan to the navigation controller's view.
  func awakeFromNib() {
    let panGesture = PanGestureRecognizer(target: self, action: PingNavigationDelegate.panned)
    navigationController?.view.addGestureRecognizer(panGesture)
  }

  func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? {
    CircleTransitionAnimator()
  }

  func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? {
    interactionController
  }

  /// The seed's `panned(gestureRecognizer:)`.
  func panned(_ gestureRecognizer: PanGestureRecognizer) {
    guard let navigationController else { return }
    switch gestureRecognizer.state {
    // 1: a new interaction controller; pop, or push with the segue at the root.
    case .began:
      interactionController = PercentDrivenInteractiveTransition()
      if navigationController.viewControllers.count > 1 {
        navigationController.popViewController(animated: true)
      } else {
        navigationController.topViewController?.performSegue(
          withIdentifier: Ping.pushSegue, sender: nil)
      }
    // 2: progress is the horizontal translation over the width.
    case .changed:
      let translation = gestureRecognizer.translation(in: navigationController.view)
      let completionProgress = translation.x / navigationController.view.bounds.width
      interactionController?.update(completionProgress)
    // 3: finish when released moving right, else cancel.
    case .ended:
      let velocity = gestureRecognizer.velocity(in: navigationController.view).x
      let finishing = velocity > 0
      interactionController?.followFinger(
        progressRate: velocity / navigationController.view.bounds.width, finishing: finishing)
      if finishing {
        interactionController?.finish()
      } else {
        interactionController?.cancel()
      }
      interactionController = nil
    // 4: anything else cancels.
    default:
      interactionController?.cancel()
      interactionController = nil
    }
  }
}

extension PercentDrivenInteractiveTransition {
  /// The slowest completion speed `followFinger` gives: a finger lifted at rest lets the
  /// remainder take four times its usual duration at most.
  static let slowestFollowingSpeed: CGFloat = 0.25

  /// Makes the remainder leave at the finger's speed, as a well-behaved interactive
  /// transition does (the seed finishes with UIKit's default ease-in-out, which starts from
  /// rest: the reveal stops dead at the release, then starts again): an ease-out curve,
  /// whose start slope is 1 / 0.58 of its mean speed, run at the completion speed that makes
  /// that slope the finger's `rate` (progress per second, positive towards the end).
  func followFinger(progressRate rate: CGFloat, finishing: Bool) {
    let startSlope: CGFloat = 1 / 0.58
    let towards = finishing ? rate : -rate
    completionCurve = .easeOut
    completionSpeed = max(
      towards * CGFloat(duration) / startSlope, Self.slowestFollowingSpeed)
  }
}
