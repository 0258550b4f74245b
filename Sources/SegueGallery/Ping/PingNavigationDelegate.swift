import Foundation
import SegueUI

/// Seed 000's `NavigationControllerDelegate`: answers both push and pop with a
/// `CircleTransitionAnimator`.
///
/// Renamed because deleting UIKit's prefix makes the seed's class name
/// `NavigationControllerDelegate`, the protocol itself. The interactive pan (the seed's second
/// half) comes with `PercentDrivenInteractiveTransition`.
@MainActor
final class PingNavigationDelegate: NavigationControllerDelegate {
  func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? {
    CircleTransitionAnimator()
  }
}
