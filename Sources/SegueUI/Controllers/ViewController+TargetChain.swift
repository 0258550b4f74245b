import Foundation

// `show(_:sender:)` and `showDetailViewController(_:sender:)` do not know what "show" means:
// they ask `targetViewController(forAction:sender:)` for the nearest controller — this one,
// then its parent, then the parent's parent — that handles the action, and forward to it; with
// none, they present modally (reference §6, [H] `H:VC`; Apple's documentation of
// `targetViewController(forAction:sender:)`, [D]). So one call pushes inside a navigation
// controller, replaces the secondary column of an expanded split view controller and pushes on
// a collapsed one.
//
// UIKit finds the handlers by asking whether a class overrides the action's method; Swift has
// no such question, so a controller declares it with `canPerformAction(_:withSender:)`:
// `NavigationController` answers true for `.show`, `SplitViewController` for both. A custom
// container that overrides `show`/`showDetailViewController` to handle them overrides
// `canPerformAction` too (docs/split-view.md, "Differences").
//
// The walk follows parents only. Whether UIKit continues to the presenting controller when a
// presented controller has no parent is not documented (its page says "walks up the view
// hierarchy"); Segue stops there and presents from the presented controller (confidence:
// medium).

/// An action `targetViewController(forAction:sender:)` looks for a handler of: the `Selector`
/// of UIKit's call (`#selector(UIViewController.show(_:sender:))`).
public enum ViewControllerAction: String, Sendable, Hashable, CaseIterable {
  /// `show(_:sender:)`.
  case show
  /// `showDetailViewController(_:sender:)`.
  case showDetail
}

extension ViewController {
  /// The controller that handles `action`: this one if `canPerformAction(_:withSender:)` says
  /// it does, else the nearest ancestor that does; nil when none does
  /// (`targetViewController(forAction:sender:)`).
  public func targetViewController(forAction action: ViewControllerAction, sender: Any?)
    -> ViewController?
  {
    var current: ViewController? = self
    while let candidate = current {
      if candidate.canPerformAction(action, withSender: sender) { return candidate }
      current = candidate.parentController
    }
    return nil
  }

  /// Shows `viewController` through the target of `action`, or presents it modally, animated,
  /// when nothing handles the action (UIKit's default for both show calls).
  func forwardShow(
    _ viewController: ViewController, action: ViewControllerAction, sender: Any?
  ) {
    guard let target = targetViewController(forAction: action, sender: sender) else {
      present(viewController, animated: true, completion: nil)
      return
    }
    switch action {
    case .show: target.show(viewController, sender: sender)
    case .showDetail: target.showDetailViewController(viewController, sender: sender)
    }
  }
}
