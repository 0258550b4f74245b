import Foundation

// Containment follows UIKit's rules: `addChild(_:)` calls the child's `willMove(toParent:)`
// itself, and the container calls `didMove(toParent:)` when the child's view is in place;
// `removeFromParent()` calls `didMove(toParent: nil)` itself, and the container calls
// `willMove(toParent: nil)` before. Adding a child that has another parent removes it there
// first, as UIKit does.

extension ViewController {
  /// The child controllers, in the order they were added (`children`).
  public var children: [ViewController] { childControllers }

  /// The containing controller, or nil (`parent`).
  public var parent: ViewController? { parentController }

  /// Makes `childController` a child of this controller (`addChild(_:)`), calling its
  /// `willMove(toParent: self)` first. The caller adds the child's view and then calls
  /// `childController.didMove(toParent: self)`.
  public func addChild(_ childController: ViewController) {
    precondition(childController !== self, "addChild(_:): a controller cannot be its own child")
    if childController.parentController === self { return }
    if childController.parentController != nil { childController.removeFromParent() }
    childController.willMove(toParent: self)
    childControllers.append(childController)
    childController.parentController = self
  }

  /// Removes this controller from its parent (`removeFromParent()`), then calls
  /// `didMove(toParent: nil)`. The caller calls `willMove(toParent: nil)` before and removes
  /// the view itself. Does nothing without a parent.
  public func removeFromParent() {
    guard let parent = parentController else { return }
    parent.childControllers.removeAll { $0 === self }
    parentController = nil
    didMove(toParent: nil)
  }

  /// Moves between two children, both of this controller, with a view transition
  /// (`transition(from:to:duration:options:animations:completion:)`, reference §11.3).
  ///
  /// Adds `toViewController.view` to the superview of `fromViewController.view` (with the
  /// from-view's frame), sends both appearance callbacks, runs `animations` in an animation
  /// block (or a view transition when `options` names one), then removes the from-view and
  /// calls `completion` with the block's `finished`. Duration 0 is not animated.
  /// - Precondition: both controllers are children of this one (UIKit raises
  ///   `NSInvalidArgumentException`), the from-view is in a superview, and this controller
  ///   forwards appearance automatically.
  public func transition(
    from fromViewController: ViewController, to toViewController: ViewController,
    duration: Double, options: View.AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    precondition(
      fromViewController.parentController === self && toViewController.parentController === self,
      "transition(from:to:…): both controllers must be children of \(type(of: self))")
    precondition(
      shouldAutomaticallyForwardAppearanceMethods,
      "transition(from:to:…) is not allowed on a controller that forwards appearance itself")
    guard let container = fromViewController.viewIfLoaded?.superview else {
      preconditionFailure("transition(from:to:…): the from-controller's view is not in a superview")
    }
    let fromView: View = fromViewController.view
    let toView: View = toViewController.view
    let visible = isAppearanceVisible
    if visible {
      fromViewController.beginAppearanceTransition(false, animated: duration > 0)
      toViewController.beginAppearanceTransition(true, animated: duration > 0)
    }
    toView.frame = fromView.frame
    let finish: (Bool) -> Void = { finished in
      if visible {
        fromViewController.endAppearanceTransition()
        toViewController.endAppearanceTransition()
      }
      completion?(finished)
    }
    if options.rawValue & View.AnimationOptions.transitionMask != 0 {
      View.transition(
        from: fromView, to: toView, duration: duration, options: options, completion: finish)
      if let animations { View.animate(withDuration: duration, animations: animations) }
    } else {
      container.insertSubview(toView, aboveSubview: fromView)
      View.animate(
        withDuration: duration, delay: 0, options: options, animations: { animations?() },
        completion: { finished in
          fromView.removeFromSuperview()
          finish(finished)
        })
    }
  }
}
