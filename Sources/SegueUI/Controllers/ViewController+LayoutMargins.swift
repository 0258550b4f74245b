import Foundation
import SegueGeometry

extension ViewController {
  /// The smallest margins the controller's root view gets (`systemMinimumLayoutMargins`): 0
  /// at the top and bottom; 16 points leading and trailing where the window's width class
  /// is compact (every iPhone upright), 20 where it is regular (an iPad, a large iPhone on
  /// its side).
  ///
  /// Apple's doc of `directionalLayoutMargins` (the iOS 11 text): a root view's "top and
  /// bottom margins are set to zero points. The leading and trailing margins vary depending
  /// on the current size class, but can be either 16 or 20 points" (high); 16 for compact
  /// and 20 for regular (Use Your Loaf, "Changing Root View Layout Margins"; medium-high).
  /// The width class is the window's, from its device (`Device.horizontalSizeClass(for:)`);
  /// a view in no window, or a window without a device narrower than
  /// `Device.padRegularWidthMinimum`, counts as compact (Segue's). Subviews are not affected
  /// (Apple doc of `systemMinimumLayoutMargins`; high).
  public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
    let side: CGFloat = rootWidthClass == .regular ? 20 : 16
    return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  private var rootWidthClass: UserInterfaceSizeClass {
    guard let window = viewIfLoaded?.window else { return .compact }
    if let device = window.device { return device.horizontalSizeClass(for: window.bounds.size) }
    return window.bounds.width >= Device.padRegularWidthMinimum ? .regular : .compact
  }
}

extension View {
  /// The margins of a controller's root view (`layoutMargins` and the margins guide): the
  /// controller's minimum when code set none; else, per edge, the larger of the margins set
  /// and the minimum while `viewRespectsSystemMinimumLayoutMargins` (Apple doc of
  /// `systemMinimumLayoutMargins`: "either your custom values or the minimum values …,
  /// whichever values are greater"; high), the margins set alone when it is false.
  func controllerRootMargins(
    _ controller: ViewController, set: EdgeInsets?, direction: UserInterfaceLayoutDirection
  ) -> EdgeInsets {
    let minimum = controller.systemMinimumLayoutMargins.resolved(for: direction)
    guard let set else { return minimum }
    guard controller.viewRespectsSystemMinimumLayoutMargins else { return set }
    return EdgeInsets(
      top: max(set.top, minimum.top), left: max(set.left, minimum.left),
      bottom: max(set.bottom, minimum.bottom), right: max(set.right, minimum.right))
  }

  /// For a controller's root view: when its margins are no longer those last resolved (its
  /// controller's minimum followed a change of width class, or its flag changed), the
  /// constraints to its margins guide are made again and the hooks are told.
  func rootMarginsMayHaveChanged() {
    guard let controller = owningViewController else { return }
    let margins = resolvedLayoutMargins
    guard let seen = controller.seenRootMargins, seen != margins else {
      controller.seenRootMargins = margins
      return
    }
    controller.seenRootMargins = margins
    marginsChanged()
    notifyLayoutMarginsChange()
  }
}
