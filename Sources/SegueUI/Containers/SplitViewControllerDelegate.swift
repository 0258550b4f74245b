import Foundation

/// The object told about, and asked to steer, a column-style split view controller's changes
/// (`UISplitViewControllerDelegate`): display-mode changes, columns shown and hidden, and the
/// collapse and expansion that follow the horizontal size class. Every method is optional.
///
/// `splitViewController(_:show:sender:)` and `(_:showDetail:sender:)` are not part of it:
/// Apple documents them for classic split view controllers only, which Segue does not have
/// (docs/split-view.md). Override `show`/`showDetailViewController` in a subclass to take
/// those calls over.
@preconcurrency @MainActor
public protocol SplitViewControllerDelegate: AnyObject {
  /// Tells the delegate the display mode is about to change
  /// (`splitViewController(_:willChangeTo:)`).
  func splitViewController(
    _ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode)
  /// Tells the delegate a column is about to show (`splitViewController(_:willShow:)`).
  func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column)
  /// Tells the delegate a column is about to hide (`splitViewController(_:willHide:)`).
  func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column)
  /// Asks which column is on top once the interface collapses
  /// (`splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`); the proposal is
  /// `.secondary`. Returning `.primary` leaves the secondary off the collapsed stack.
  func splitViewController(
    _ svc: SplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
  ) -> SplitViewController.Column
  /// Asks which display mode the interface takes when it expands
  /// (`splitViewController(_:displayModeForExpandingToProposedDisplayMode:)`).
  func splitViewController(
    _ svc: SplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode:
      SplitViewController.DisplayMode
  ) -> SplitViewController.DisplayMode
  /// Tells the delegate the interface has collapsed (`splitViewControllerDidCollapse(_:)`).
  func splitViewControllerDidCollapse(_ svc: SplitViewController)
  /// Tells the delegate the interface has expanded (`splitViewControllerDidExpand(_:)`).
  func splitViewControllerDidExpand(_ svc: SplitViewController)
}

extension SplitViewControllerDelegate {
  public func splitViewController(
    _ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode
  ) {}
  public func splitViewController(
    _ svc: SplitViewController, willShow column: SplitViewController.Column
  ) {}
  public func splitViewController(
    _ svc: SplitViewController, willHide column: SplitViewController.Column
  ) {}
  public func splitViewController(
    _ svc: SplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
  ) -> SplitViewController.Column {
    proposedTopColumn
  }
  public func splitViewController(
    _ svc: SplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode:
      SplitViewController.DisplayMode
  ) -> SplitViewController.DisplayMode {
    proposedDisplayMode
  }
  public func splitViewControllerDidCollapse(_ svc: SplitViewController) {}
  public func splitViewControllerDidExpand(_ svc: SplitViewController) {}
}
