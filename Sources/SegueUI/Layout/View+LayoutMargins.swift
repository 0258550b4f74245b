import Foundation
import SegueGeometry

/// How code last set a view's margins. UIKit keeps `layoutMargins` and
/// `directionalLayoutMargins` "synchronized" (Apple doc of `layoutMargins`: setting the
/// leading inset to 20 sets `left` to 20 in a left-to-right layout; high): margins set one way
/// read the other way through the view's direction, and directional margins set in code stay
/// leading/trailing when the direction changes (Apple doc of `directionalLayoutMargins`: "the
/// leading margin is applied to the right edge of the view in right-to-left layouts"; high).
enum LayoutMarginsSetting: Equatable {
  case absolute(EdgeInsets)
  case directional(DirectionalEdgeInsets)
}

extension View {
  /// The margins by leading and trailing edge (`directionalLayoutMargins`): in a right-to-left
  /// view, leading is the right margin. Setting them keeps them directional: a later change of
  /// direction swaps the left and right margins (see `LayoutMarginsSetting`).
  public var directionalLayoutMargins: DirectionalEdgeInsets {
    get {
      if owningViewController == nil, case .directional(let insets) = marginsSetting {
        return insets
      }
      return DirectionalEdgeInsets(
        resolvedLayoutMargins, direction: effectiveUserInterfaceLayoutDirection)
    }
    set { setLayoutMargins(.directional(newValue)) }
  }

  /// Whether the margins guide is measured from the safe area rather than from the bounds
  /// (`insetsLayoutMarginsFromSafeArea`, default true): "any margins that are outside the safe
  /// area are automatically modified to fall within the safe area boundary" (Apple doc; high).
  /// Segue adds the safe-area inset to the margin on each edge, the margin being kept from the
  /// safe area's edge (as UIKit's root views show, margins beyond a 44 pt notch; medium: the
  /// doc does not say add or clamp).
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { insetsMarginsFromSafeArea }
    set { setMarginsFlag(\.insetsMarginsFromSafeArea, to: newValue) }
  }

  /// Whether the margins guide also keeps clear of the superview's margins
  /// (`preservesSuperviewLayoutMargins`, default false): where this view's edge is closer to
  /// the superview's edge than the superview's margin, its own margin grows by "the smallest
  /// amount needed to ensure that content is also inside the superview's margins" (Apple doc;
  /// high). Read from the frames when the engine makes the guide's constraints (a margins,
  /// safe-area, direction or constraint change), not each time the view moves (Segue's).
  public var preservesSuperviewLayoutMargins: Bool {
    get { preservesSuperviewMargins }
    set { setMarginsFlag(\.preservesSuperviewMargins, to: newValue) }
  }

  private func setMarginsFlag(_ flag: ReferenceWritableKeyPath<View, Bool>, to value: Bool) {
    guard self[keyPath: flag] != value else { return }
    self[keyPath: flag] = value
    marginsChanged()
  }

  /// The margins of a view whose code set none (UIKit's default; high).
  static let defaultLayoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

  /// `layoutMargins` as the view's direction places them; a controller's root view's kept
  /// at its controller's minimum (ViewController+LayoutMargins.swift).
  var resolvedLayoutMargins: EdgeInsets {
    let direction = effectiveUserInterfaceLayoutDirection
    let set: EdgeInsets? =
      switch marginsSetting {
      case .absolute(let insets): insets
      case .directional(let insets): insets.resolved(for: direction)
      case nil: nil
      }
    guard let controller = owningViewController else { return set ?? Self.defaultLayoutMargins }
    return controllerRootMargins(controller, set: set, direction: direction)
  }

  func setLayoutMargins(_ setting: LayoutMarginsSetting) {
    let old = resolvedLayoutMargins
    marginsSetting = setting
    let new = resolvedLayoutMargins
    owningViewController?.seenRootMargins = new
    guard new != old else { return }
    marginsChanged()
    notifyLayoutMarginsChange()
  }

  /// `layoutMarginsDidChange()`, then the owning controller's `viewLayoutMarginsDidChange()`.
  func notifyLayoutMarginsChange() {
    layoutMarginsDidChange()
    owningViewController?.viewLayoutMarginsDidChange()
  }

  /// Constraints to a margins guide (this view's, or a subview's that preserves them) read
  /// the margins again at the next pass.
  func marginsChanged() {
    LayoutEngine.constraintsChanged()
  }

  /// The insets of `layoutMarginsGuide` from the bounds: `layoutMargins`, plus the safe area
  /// when `insetsLayoutMarginsFromSafeArea`, grown to the superview's when
  /// `preservesSuperviewLayoutMargins`.
  var effectiveLayoutMargins: EdgeInsets {
    var margins = resolvedLayoutMargins
    if insetsMarginsFromSafeArea {
      let safe = safeAreaInsets
      margins = EdgeInsets(
        top: margins.top + safe.top, left: margins.left + safe.left,
        bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
    }
    guard preservesSuperviewMargins, let superview else { return margins }
    let theirs = superview.effectiveLayoutMargins
    let box = frame.offsetBy(dx: -superview.bounds.minX, dy: -superview.bounds.minY)
    let size = superview.bounds.size
    return EdgeInsets(
      top: max(margins.top, theirs.top - box.minY),
      left: max(margins.left, theirs.left - box.minX),
      bottom: max(margins.bottom, theirs.bottom - (size.height - box.maxY)),
      right: max(margins.right, theirs.right - (size.width - box.maxX)))
  }
}
