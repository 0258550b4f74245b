import Foundation

// What `show(_:sender:)` and `showDetailViewController(_:sender:)` mean once they reach a
// split view controller (reference §6; Apple's documentation of both on
// UISplitViewController): `show` replaces the primary column, `showDetail` the secondary one;
// collapsed, `showDetail` becomes `show` on the collapsed stack (a push). Expanded, the
// secondary is replaced at once, not animated, as UIKit does (the secondary's old controllers
// leave its navigation stack); sidebars overlaying or displacing the secondary then slide
// away, as iPadOS's Mail and Notes do in portrait (observed behaviour, medium confidence).

extension SplitViewController {
  /// `show(_:sender:)`: collapsed, pushes `vc` on the collapsed stack; expanded, makes it the
  /// primary column's controller.
  func showInPrimaryContext(_ vc: ViewController) {
    if isCollapsed, let stack = collapsedStack {
      stack.pushViewController(vc, animated: true)
    } else {
      setViewController(vc, for: .primary)
    }
  }

  /// `showDetailViewController(_:sender:)`: collapsed, as `show(_:sender:)` (a push on the
  /// collapsed stack); expanded, replaces the secondary column's stack by `vc` at once and
  /// slides away overlaying sidebars. Showing the controller already there does nothing.
  func showInSecondaryContext(_ vc: ViewController, sender: Any?) {
    if isCollapsed {
      show(vc, sender: sender)
      return
    }
    guard let secondary = stacks[.secondary], !(vc is NavigationController) else {
      setViewController(vc, for: .secondary)
      return
    }
    if secondary.viewControllers.count == 1 && secondary.viewControllers[0] === vc { return }
    assigned[.secondary] = vc
    secondary.setViewControllers([vc], animated: false)
    if dimsSecondary(displayMode) {
      setDisplayMode(mode(sidebars: 0), animation: .own)
    }
  }
}
