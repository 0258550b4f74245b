import Foundation
import SegueGeometry

// Display modes and the columns' frames. A display mode is a number of sidebars (0, 1, 2)
// arranged as the split behavior says; `show(_:)`/`hide(_:)` move to "the closest display
// mode available for the current split behavior" where the column is (or is not) fully
// visible (Apple's documentation of both). Widths: docs/split-view.md.

extension SplitViewController {
  /// Seconds a sidebar takes to slide in or out for `show(_:)`/`hide(_:)` and a tap on the
  /// dimmed secondary. UIKit's value is not documented; 0.35 s, its push's duration, with the
  /// ease-in-out curve (estimate, low confidence).
  public static let columnAnimationDuration: Double = 0.35
  /// The automatic width of a sidebar on a smaller screen, points (reference B-split).
  public static let narrowSidebarWidth: CGFloat = 320
  /// The automatic width of a sidebar in landscape on a screen wider than 1112 pt, or on one
  /// longer than 1210 pt, points (reference B-split).
  public static let wideSidebarWidth: CGFloat = 375
  /// The fraction of the width an automatic sidebar takes off an iPad (reference B-split).
  static let phoneSidebarFraction: CGFloat = 0.4

  /// The split behavior in effect (`splitBehavior`).
  public var splitBehavior: SplitBehavior { resolvedBehavior(for: layoutSize) }

  /// The primary column's width, points (`primaryColumnWidth`).
  public var primaryColumnWidth: CGFloat {
    preferredPrimaryColumnWidth >= 0
      ? preferredPrimaryColumnWidth
      : automaticSidebarWidth(for: layoutSize) + (viewIfLoaded?.safeAreaInsets.left ?? 0)
  }

  /// The supplementary column's width, points (`supplementaryColumnWidth`); automatic, the
  /// primary's automatic width without its safe-area inset (estimate).
  public var supplementaryColumnWidth: CGFloat {
    preferredSupplementaryColumnWidth >= 0
      ? preferredSupplementaryColumnWidth : automaticSidebarWidth(for: layoutSize)
  }

  /// Shows `column` (`show(_:)`): expanded, moves to the nearest display mode where it is
  /// fully visible, sliding the sidebars over `columnAnimationDuration`; collapsed, shows the
  /// column's controller on the stack (`.primary` pops back to the primary's own controllers,
  /// `.secondary` pushes the secondary's back on).
  public func show(_ column: Column) {
    if isCollapsed {
      showCollapsed(column)
      return
    }
    let shown = sidebarCount(displayMode)
    let wanted: Int
    switch column {
    case .primary: wanted = style == .doubleColumn ? 1 : 2
    case .supplementary: wanted = style == .tripleColumn ? max(shown, 1) : shown
    case .secondary:
      switch splitBehavior {
      case .overlay: wanted = 0
      case .displace: wanted = min(shown, 1)
      case .tile, .automatic: wanted = shown
      }
    case .compact: wanted = shown
    }
    setDisplayMode(mode(sidebars: wanted), animation: .own)
  }

  /// Hides `column` (`hide(_:)`): moves to the nearest display mode without it, animated.
  /// Hiding `.secondary` is not supported (as in UIKit): reported and ignored.
  public func hide(_ column: Column) {
    let shown = sidebarCount(displayMode)
    let wanted: Int
    switch column {
    case .primary: wanted = style == .doubleColumn ? 0 : min(shown, 1)
    case .supplementary: wanted = style == .tripleColumn ? 0 : shown
    case .secondary:
      Self.report(
        "segue: hide(.secondary) on a split view controller: the secondary column cannot be "
          + "hidden; ignored", in: viewIfLoaded?.window)
      return
    case .compact: wanted = shown
    }
    guard !isCollapsed else { return }
    setDisplayMode(mode(sidebars: wanted), animation: .own)
  }

  // MARK: Resolution

  /// How a display-mode change moves the columns.
  enum ColumnAnimation {
    /// At once, or as the enclosing animation block does.
    case none
    /// `columnAnimationDuration`, ease-in-out.
    case own
    /// With a size change's coordinator, whose block lays the columns out.
    case coordinator(any ViewControllerTransitionCoordinator)
  }

  /// The size the display mode is resolved for: a running rotation's target, else the view's.
  var layoutSize: CGSize {
    transitionTargetSize ?? viewIfLoaded?.bounds.size ?? Device.iPadPro11.size
  }

  func resolvedBehavior(for size: CGSize) -> SplitBehavior {
    if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
    if size.width > size.height { return .tile }
    return style == .doubleColumn ? .overlay : .displace
  }

  /// The display mode for `size`: a `show`/`hide` request, else the preference, else tiled
  /// sidebars in landscape and none in portrait, moved to what the behavior allows.
  func resolvedDisplayMode(for size: CGSize) -> DisplayMode {
    let behavior = resolvedBehavior(for: size)
    let wanted = requestedDisplayMode ?? preferredDisplayMode
    let count = wanted == .automatic ? (behavior == .tile ? 1 : 0) : sidebarCount(wanted)
    return mode(sidebars: count, behavior: behavior)
  }

  func sidebarCount(_ mode: DisplayMode) -> Int {
    switch mode {
    case .automatic, .secondaryOnly: 0
    case .oneBesideSecondary, .oneOverSecondary: 1
    case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: 2
    }
  }

  /// The mode with `sidebars` sidebars (at most the style's) that `behavior` allows (Apple's
  /// `SplitBehavior` pages list them).
  func mode(sidebars: Int, behavior: SplitBehavior? = nil) -> DisplayMode {
    let behavior = behavior ?? splitBehavior
    switch (min(sidebars, style == .doubleColumn ? 1 : 2), behavior) {
    case (0, _): return .secondaryOnly
    case (1, .overlay): return .oneOverSecondary
    case (1, _): return .oneBesideSecondary
    case (_, .overlay): return .twoOverSecondary
    case (_, .displace): return .twoDisplaceSecondary
    default: return .twoBesideSecondary
    }
  }

  /// Whether `mode` dims the secondary (sidebars over it or displacing it).
  func dimsSecondary(_ mode: DisplayMode) -> Bool {
    [.oneOverSecondary, .twoOverSecondary, .twoDisplaceSecondary].contains(mode)
  }

  /// The sidebars `mode` shows.
  func sidebars(in mode: DisplayMode) -> [Column] {
    switch (sidebarCount(mode), style) {
    case (0, _): []
    case (1, .doubleColumn): [.primary]
    case (1, .tripleColumn): [.supplementary]
    default: [.primary, .supplementary]
    }
  }

  /// Moves to `new` with the delegate's calls, the columns' appearance and `animation`.
  func setDisplayMode(_ new: DisplayMode, animation: ColumnAnimation, isRequest: Bool = true) {
    if isRequest { requestedDisplayMode = new }
    guard new != displayMode else { return }
    let before = sidebars(in: displayMode)
    let after = sidebars(in: new)
    delegate?.splitViewController(self, willChangeTo: new)
    for column in after where !before.contains(column) {
      delegate?.splitViewController(self, willShow: column)
    }
    for column in before where !after.contains(column) {
      delegate?.splitViewController(self, willHide: column)
    }
    displayMode = new
    guard let root = viewIfLoaded else { return }
    let relayout = {
      root.setNeedsLayout()
      root.layoutIfNeeded()
      // The columns' own layout (their bars' titles) belongs in the same animation.
      for stack in self.stacks.values { stack.viewIfLoaded?.layoutIfNeeded() }
    }
    let appearing = after.filter { !before.contains($0) }.compactMap { stacks[$0] }
    let disappearing = before.filter { !after.contains($0) }.compactMap { stacks[$0] }
    let visible = isAppearanceVisible
    let animated: Bool
    if case .none = animation { animated = false } else { animated = true }
    for stack in appearing { stack.viewIfLoaded?.isHidden = false }
    if visible {
      for stack in appearing { stack.beginAppearanceTransition(true, animated: animated) }
      for stack in disappearing { stack.beginAppearanceTransition(false, animated: animated) }
    }
    let finish = { [weak self] in
      self?.hideOffscreenSidebars()
      guard visible else { return }
      for stack in appearing + disappearing { stack.endAppearanceTransition() }
    }
    switch animation {
    case .none:
      relayout()
      finish()
    case .own:
      View.animate(
        withDuration: Self.columnAnimationDuration, delay: 0, options: [.curveEaseInOut],
        animations: relayout, completion: { _ in finish() })
    case .coordinator(let coordinator):
      // The coordinator's block lays the columns out at the new size.
      coordinator.animate(alongsideTransition: nil, completion: { _ in finish() })
    }
  }

  // MARK: Layout

  /// Hides the sidebars the display mode does not show (they rest just off the leading edge),
  /// so that nothing is drawn, hit or reported there; shows the others.
  func hideOffscreenSidebars() {
    if isCollapsed {
      collapsedStack?.viewIfLoaded?.isHidden = false
      return
    }
    let shown = sidebars(in: displayMode)
    for column in [Column.primary, .supplementary] {
      stacks[column]?.viewIfLoaded?.isHidden = !shown.contains(column)
    }
  }

  /// Lays the columns out for the view's size (the root view's `layoutSubviews`), first
  /// catching up with a size class or shape the view reached without a rotation (the first
  /// layout, a resized window).
  func layoutColumns() {
    guard let root = viewIfLoaded else { return }
    if transitionTargetSize == root.bounds.size { transitionTargetSize = nil }
    if transitionTargetSize == nil {
      syncCollapsedState(for: root.bounds.size)
      let resolved = resolvedDisplayMode(for: root.bounds.size)
      if !isCollapsed && resolved != displayMode {
        setDisplayMode(resolved, animation: .none, isRequest: false)
      }
    }
    if isCollapsed {
      collapsedStack?.viewIfLoaded?.frame = root.bounds
      return
    }
    let frames = columnFrames(in: root.bounds, mode: displayMode)
    for (column, frame) in frames { stacks[column]?.viewIfLoaded?.frame = frame }
    let dims = dimsSecondary(displayMode)
    dimmingView.frame = frames[.secondary] ?? root.bounds
    dimmingView.alpha = dims ? 1 : 0
    dimmingView.isUserInteractionEnabled = dims
  }

  /// Each column's frame in `bounds` for `mode`: sidebars from the leading edge, hidden ones
  /// just off it; the secondary beside them (tile, displace) or under them (overlay). A
  /// displaced secondary keeps the width it has beside one sidebar.
  func columnFrames(in bounds: CGRect, mode: DisplayMode) -> [Column: CGRect] {
    let primaryWidth = primaryColumnWidth
    let supplementaryWidth = style == .tripleColumn ? supplementaryColumnWidth : 0
    let shown = sidebars(in: mode)
    // Sidebars stack from the leading edge in column order; the hidden ones sit to their left.
    let order: [(Column, CGFloat)] = [
      (.primary, primaryWidth), (.supplementary, supplementaryWidth),
    ]
    .filter { $0.1 > 0 }
    let shownWidth = order.filter { shown.contains($0.0) }.reduce(0) { $0 + $1.1 }
    let hiddenWidth = order.filter { !shown.contains($0.0) }.reduce(0) { $0 + $1.1 }
    var frames: [Column: CGRect] = [:]
    var x = bounds.minX - hiddenWidth
    for (column, width) in order {
      frames[column] = CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
      x += width
    }
    switch mode {
    case .oneOverSecondary, .twoOverSecondary, .secondaryOnly, .automatic:
      frames[.secondary] = bounds
    case .oneBesideSecondary, .twoBesideSecondary:
      frames[.secondary] = CGRect(
        x: bounds.minX + shownWidth, y: bounds.minY, width: max(bounds.width - shownWidth, 0),
        height: bounds.height)
    case .twoDisplaceSecondary:
      let besideOne = style == .tripleColumn ? supplementaryWidth : primaryWidth
      frames[.secondary] = CGRect(
        x: bounds.minX + shownWidth, y: bounds.minY, width: max(bounds.width - besideOne, 0),
        height: bounds.height)
    }
    return frames
  }

  /// A sidebar's automatic width for a window of `size` (reference B-split): 320 pt, or 375
  /// in landscape on a screen longer than 1112 pt and on any longer than 1210 pt; off an iPad,
  /// 0.4 of the width up to that.
  func automaticSidebarWidth(for size: CGSize) -> CGFloat {
    let longer = max(size.width, size.height)
    let landscape = size.width > size.height
    let maximum =
      longer > 1210 || (landscape && longer > 1112)
      ? Self.wideSidebarWidth : Self.narrowSidebarWidth
    guard let device = viewIfLoaded?.window?.device, !device.isPad else { return maximum }
    return min((size.width * Self.phoneSidebarFraction).rounded(.down), maximum)
  }

  /// Whether `width` is a width preference UIKit would use: `automaticDimension` or a finite
  /// value ≥ 0; reports the others.
  static func acceptsWidth(_ width: CGFloat, in window: Window?) -> Bool {
    guard width != automaticDimension, !(width.isFinite && width >= 0) else { return true }
    report(
      "segue: split view column width \(width) is neither automaticDimension nor a finite "
        + "width ≥ 0; ignored", in: window)
    return false
  }

  /// Re-resolves the display mode after a preference changed: at once, or animated by the
  /// enclosing animation block (as UIKit documents for `preferredDisplayMode`).
  func preferencesChanged() {
    requestedDisplayMode = nil
    guard isViewLoaded, !isCollapsed else { return }
    setDisplayMode(resolvedDisplayMode(for: layoutSize), animation: .none, isRequest: false)
  }
}
