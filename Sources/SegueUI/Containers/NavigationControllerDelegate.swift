import Foundation

extension NavigationController {
  /// The kind of change a navigation transition makes (`UINavigationController.Operation`);
  /// raw values are UIKit's.
  public enum Operation: Int, Sendable, Hashable {
    /// No change of the top controller.
    case none = 0
    /// A controller is pushed.
    case push = 1
    /// A controller is popped.
    case pop = 2
  }
}

/// The object a navigation controller tells about its transitions and asks for their
/// animation and interaction controllers (`UINavigationControllerDelegate`). Every method is
/// optional (the defaults do nothing or return nil).
///
/// Order of the calls for one change (reference §2.1; the place of `willShow` is [U] in the
/// reference — Segue calls it first): `willShow` → `animationControllerFor` →
/// `interactionControllerFor` (with that animator; only for animated changes) → appearance
/// `will` callbacks → animation → `did` callbacks → `didShow` (completed changes only).
@preconcurrency @MainActor
public protocol NavigationControllerDelegate: AnyObject {
  /// Called before `viewController` becomes the top controller.
  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool)
  /// Called after `viewController` became the top controller.
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool)
  /// The animator for an animated push or pop from `fromVC` to `toVC`; nil uses the default
  /// slide.
  func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)?
  /// The interaction controller driving the transition animated by `animationController`;
  /// nil makes it non-interactive. Return one only while a gesture drives it (reference §3.2).
  func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)?
}

extension NavigationControllerDelegate {
  public func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {}
  public func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {}
  public func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? { nil }
  public func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? { nil }
}

extension NavigationController {
  /// The recognizer of the built-in edge-swipe pop (`interactivePopGestureRecognizer`): a
  /// one-finger `ScreenEdgePanGestureRecognizer` from the leading edge, on the navigation
  /// controller's view. Set its `delegate` to decide when it begins, or `isEnabled = false`
  /// to turn the swipe off; when it begins and what it does are described in
  /// NavigationInteractivePop.swift. Never nil in Segue (UIKit declares it optional).
  public var interactivePopGestureRecognizer: GestureRecognizer? { interactivePop.recognizer }
}
