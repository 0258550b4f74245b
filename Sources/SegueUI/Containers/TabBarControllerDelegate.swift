import Foundation

/// The object a tab bar controller asks about selections and transitions
/// (`UITabBarControllerDelegate`). Every method has a default.
@preconcurrency @MainActor
public protocol TabBarControllerDelegate: AnyObject {
  /// Whether the tab of `viewController` may be selected by the user.
  func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool
  /// Called after the user selected the tab of `viewController`.
  func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController)
  /// The animator of the change from `fromVC` to `toVC`; nil switches at once, as UIKit does.
  func tabBarController(
    _ tabBarController: TabBarController,
    animationControllerForTransitionFrom fromVC: ViewController, to toVC: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)?
  /// The interaction controller driving `animationController`, if any.
  func tabBarController(
    _ tabBarController: TabBarController,
    interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)?
}

extension TabBarControllerDelegate {
  public func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool { true }
  public func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController
  ) {}
  public func tabBarController(
    _ tabBarController: TabBarController,
    animationControllerForTransitionFrom fromVC: ViewController, to toVC: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? { nil }
  public func tabBarController(
    _ tabBarController: TabBarController,
    interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? { nil }
}
