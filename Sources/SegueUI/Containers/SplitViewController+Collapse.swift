import Foundation
import SegueGeometry

// Collapse and expansion follow the horizontal size class of the window (an iPhone, a large
// iPhone turning to portrait, a narrow iPad window), never the orientation as such: a
// full-screen iPad is regular wide both ways and only changes its display mode when it turns
// (reference modern-presentation §4, §7). Collapsing without a `.compact` column asks the
// delegate for the top column (proposed: `.secondary`, as UIKit's iOS 14 split views open on
// the detail on an iPhone unless the delegate answers `.primary`; medium confidence, see
// docs/split-view.md) and moves the supplementary's and, for a secondary top, the secondary's
// stacks onto the primary navigation controller, without animation, before the size change
// animates. Expanding moves every controller above the primary's (and supplementary's) own
// back: to the secondary column when there are any, else the secondary keeps its stack.

extension SplitViewController {
  /// The navigation controller filling the view while collapsed: the `.compact` column's if
  /// set, else the primary's.
  var collapsedStack: NavigationController? { stacks[.compact] ?? stacks[.primary] }

  /// The stack showing `column`'s content now: the collapsed stack while collapsed.
  func shownStack(for column: Column) -> NavigationController? {
    isCollapsed ? collapsedStack : stacks[column]
  }

  /// The horizontal size class of a window `size` large: from the window's device, else
  /// (no device) regular from `Device.padRegularWidthMinimum`.
  func horizontalSizeClass(for size: CGSize) -> UserInterfaceSizeClass {
    if let device = viewIfLoaded?.window?.device { return device.horizontalSizeClass(for: size) }
    return size.width >= Device.padRegularWidthMinimum ? .regular : .compact
  }

  /// Collapses or expands to match the size class of `size`.
  func syncCollapsedState(for size: CGSize) {
    let compact = horizontalSizeClass(for: size) == .compact
    if compact && !isCollapsed {
      collapse()
    } else if !compact && isCollapsed {
      expand()
    }
  }

  /// Before a rotation: collapses or expands for the new size at once, then moves to the
  /// display mode of the new shape inside the rotation's animation (a `show`/`hide` request
  /// lasts until the window turns).
  func prepareForSizeChange(
    to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    let current = view.bounds.size
    if (size.width > size.height) != (current.width > current.height) {
      requestedDisplayMode = nil
    }
    transitionTargetSize = size
    syncCollapsedState(for: size)
    if !isCollapsed {
      setDisplayMode(
        resolvedDisplayMode(for: size), animation: .coordinator(coordinator), isRequest: false)
    }
  }

  private func collapse() {
    let shownBefore = childrenReceivingAppearance
    isCollapsed = true
    defer { delegate?.splitViewControllerDidCollapse(self) }
    guard stacks[.compact] == nil, let primary = stacks[.primary] else {
      rebuildColumnViews(shownBefore: shownBefore)
      return
    }
    let top =
      delegate?.splitViewController(
        self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
    let own = primary.viewControllers
    var moved: [ViewController] = []
    var supplementaryCount = 0
    if top != .primary, let supplementary = stacks[.supplementary] {
      let controllers = supplementary.viewControllers
      supplementary.setViewControllers([], animated: false)
      moved += controllers
      supplementaryCount = controllers.count
    }
    if top == .secondary || top == .compact, let secondary = stacks[.secondary] {
      let controllers = secondary.viewControllers
      secondary.setViewControllers([], animated: false)
      moved += controllers
    }
    collapsedDepths = (own.count, supplementaryCount)
    primary.setViewControllers(own + moved, animated: false)
    rebuildColumnViews(shownBefore: shownBefore)
  }

  private func expand() {
    let shownBefore = childrenReceivingAppearance
    isCollapsed = false
    if stacks[.compact] == nil, let primary = stacks[.primary] {
      let all = primary.viewControllers
      let ownCount = min(collapsedDepths.primary, all.count)
      let supplementaryEnd = min(ownCount + collapsedDepths.supplementary, all.count)
      let own = Array(all[..<ownCount])
      let supplementary = Array(all[ownCount..<supplementaryEnd])
      let rest = Array(all[supplementaryEnd...])
      primary.setViewControllers(own, animated: false)
      if !supplementary.isEmpty {
        stacks[.supplementary]?.setViewControllers(supplementary, animated: false)
      }
      if !rest.isEmpty { moveToSecondary(rest) }
    }
    let proposed = resolvedDisplayMode(for: layoutSize)
    let mode =
      delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed)
      ?? proposed
    displayMode = mode == .automatic ? proposed : mode
    if mode != proposed && mode != .automatic { requestedDisplayMode = mode }
    rebuildColumnViews(shownBefore: shownBefore)
    delegate?.splitViewControllerDidExpand(self)
  }

  /// Makes `controllers` the secondary column's stack (creating its navigation controller
  /// when the column was empty).
  func moveToSecondary(_ controllers: [ViewController]) {
    if let secondary = stacks[.secondary] {
      secondary.setViewControllers(controllers, animated: false)
    } else if let first = controllers.first {
      let secondary = NavigationController(rootViewController: first)
      if controllers.count > 1 { secondary.setViewControllers(controllers, animated: false) }
      assigned[.secondary] = first
      stacks[.secondary] = secondary
      addChild(secondary)
      secondary.didMove(toParent: self)
    }
  }

  /// `show(_:)` while collapsed: brings the column's controllers to the top of the stack.
  func showCollapsed(_ column: Column) {
    guard stacks[.compact] == nil, let primary = stacks[.primary] else { return }
    let all = primary.viewControllers
    switch column {
    case .primary, .supplementary:
      let depth =
        collapsedDepths.primary + (column == .supplementary ? collapsedDepths.supplementary : 0)
      guard depth > 0, depth < all.count else { return }
      primary.popToViewController(all[depth - 1], animated: true)
    case .secondary:
      guard all.count == collapsedDepths.primary + collapsedDepths.supplementary,
        let secondary = stacks[.secondary], !secondary.viewControllers.isEmpty
      else { return }
      let controllers = secondary.viewControllers
      secondary.setViewControllers([], animated: false)
      primary.setViewControllers(all + controllers, animated: true)
    case .compact:
      return
    }
  }

  /// Puts the columns' views in the root view for the state — the collapsed stack alone, or
  /// secondary, dimming, supplementary and primary from the back — and sends appearance
  /// calls to the columns that came on or left the screen (`shownBefore`: those on screen
  /// before the state changed, by default those on screen now).
  func rebuildColumnViews(shownBefore: [ViewController]? = nil) {
    guard let root = viewIfLoaded else { return }
    let before = shownBefore ?? childrenReceivingAppearance
    let wanted: [View]
    if isCollapsed {
      wanted = collapsedStack.map { [$0.view] } ?? []
    } else {
      wanted = [
        stacks[.secondary]?.view, dimmingView, stacks[.supplementary]?.view,
        stacks[.primary]?.view,
      ].compactMap { $0 }
    }
    for stack in stacks.values {
      if let view = stack.viewIfLoaded, view.superview === root,
        !wanted.contains(where: { $0 === view })
      {
        view.removeFromSuperview()
      }
    }
    if !wanted.contains(where: { $0 === dimmingView }) { dimmingView.removeFromSuperview() }
    for view in wanted { root.addSubview(view) }
    layoutColumns()
    hideOffscreenSidebars()
    let after = childrenReceivingAppearance
    guard isAppearanceVisible else { return }
    let left = before.filter { old in !after.contains { $0 === old } }
    let entered = after.filter { new in !before.contains { $0 === new } }
    for stack in left { stack.beginAppearanceTransition(false, animated: false) }
    for stack in entered { stack.beginAppearanceTransition(true, animated: false) }
    for stack in left + entered { stack.endAppearanceTransition() }
  }
}
