import Foundation
import SegueGeometry

// The safe area is the part of a view not covered by the device's insets (status bar, notch,
// home indicator) or by bars (a navigation controller adds its bar's height to its content
// view's, as `additionalSafeAreaInsets` does to a controller's view). The root of a hierarchy takes `hostSafeAreaInsets`; every
// other view intersects its bounds with its superview's safe region, where an edge whose inset
// is 0 imposes nothing (so a child sticking out of an edge its superview leaves unsafe-free gets
// no inset there), and insets never go below 0 or beyond the view's size. Values are kept per
// view and recomputed, top-down, when a root's insets change, when a view moves in the
// hierarchy and when its geometry changes; each view whose insets change gets
// `safeAreaInsetsDidChange()` (and its controller `viewSafeAreaInsetsDidChange()`), then, as its
// margins are measured from the safe area, `layoutMarginsDidChange()`. Model geometry is used
// (the destination of an animation).

extension View {
  /// The insets, points, from the view's edges to its safe area (`safeAreaInsets`).
  public var safeAreaInsets: EdgeInsets { safeAreaStorage }

  /// The safe area as a rectangle in the view's coordinates (`safeAreaLayoutGuide.layoutFrame`).
  public var safeAreaFrame: CGRect { bounds.inset(by: safeAreaInsets) }

  /// The insets a host imposes on this view when it is the root of a hierarchy (a device's
  /// status bar, notch or home indicator), points; ignored while the view has a superview.
  /// UIKit takes these from the screen; Segue's hosts and tests set them here.
  public var hostSafeAreaInsets: EdgeInsets {
    get { hostInsetsStorage }
    set {
      hostInsetsStorage = newValue
      updateSafeAreaInsets()
    }
  }

  /// Insets added to the safe area this view gets from its superview (or host), points — what
  /// `ViewController.additionalSafeAreaInsets` sets on a controller's view.
  var additionalSafeAreaInsets: EdgeInsets {
    get { additionalInsetsStorage }
    set {
      guard newValue.isFinite else {
        ViewController.report(
          "segue: additionalSafeAreaInsets must be finite, got \(newValue); the insets stay "
            + "\(additionalInsetsStorage)", in: window)
        return
      }
      guard newValue != additionalInsetsStorage else { return }
      additionalInsetsStorage = newValue
      updateSafeAreaInsets()
    }
  }

  /// Recomputes the safe area of this view and its subtree.
  func updateSafeAreaInsets() {
    let old = safeAreaStorage
    let new = computedSafeAreaInsets()
    if new != old {
      safeAreaStorage = new
      // The safe area guide follows; so does the margins guide, measured from the safe area.
      if let guides = layoutState?.guides,
        guides[.safeArea] != nil || (guides[.margins] != nil && insetsMarginsFromSafeArea)
      {
        LayoutEngine.constraintsChanged()
      }
      // UIKit's order: the view hears of its safe area, then its controller; then of the
      // margins measured from it (margins follow the safe area they are inset from; the order
      // of the two pairs: medium confidence, Apple documents each hook, not their order).
      safeAreaInsetsDidChange()
      owningViewController?.viewSafeAreaInsetsDidChange()
      if insetsMarginsFromSafeArea {
        owningViewController?.seenRootMargins = resolvedLayoutMargins
        notifyLayoutMarginsChange()
      }
    } else if new == .zero && !subviews.contains(where: { $0.safeAreaStorage != .zero }) {
      // Zero insets give every descendant zero insets: nothing below can change.
      return
    }
    for subview in subviews { subview.updateSafeAreaInsets() }
  }

  private func computedSafeAreaInsets() -> EdgeInsets {
    let inherited = inheritedSafeAreaInsets()
    let extra = additionalInsetsStorage
    return clamped(
      EdgeInsets(
        top: inherited.top + extra.top, left: inherited.left + extra.left,
        bottom: inherited.bottom + extra.bottom, right: inherited.right + extra.right))
  }

  private func inheritedSafeAreaInsets() -> EdgeInsets {
    guard let parent = superview else { return hostInsetsStorage }
    let parentInsets = parent.safeAreaStorage
    guard parentInsets != .zero else { return .zero }
    let parentBounds = parent.bounds
    // Measured on the box of this view's bounds in the superview's coordinates, then scaled
    // to the view's own size: exact for translations and scales, approximate for rotations.
    let box = parent.layer.convert(bounds, from: layer)
    var top: CGFloat = 0
    var left: CGFloat = 0
    var bottom: CGFloat = 0
    var right: CGFloat = 0
    if parentInsets.top > 0 { top = parentBounds.minY + parentInsets.top - box.minY }
    if parentInsets.left > 0 { left = parentBounds.minX + parentInsets.left - box.minX }
    if parentInsets.bottom > 0 { bottom = box.maxY - (parentBounds.maxY - parentInsets.bottom) }
    if parentInsets.right > 0 { right = box.maxX - (parentBounds.maxX - parentInsets.right) }
    let scaleX = box.width > 0 ? bounds.width / box.width : 1
    let scaleY = box.height > 0 ? bounds.height / box.height : 1
    return EdgeInsets(
      top: top * scaleY, left: left * scaleX, bottom: bottom * scaleY, right: right * scaleX)
  }

  private func clamped(_ insets: EdgeInsets) -> EdgeInsets {
    let size = bounds.size
    func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), max(limit, 0)) }
    return EdgeInsets(
      top: clamp(insets.top, size.height), left: clamp(insets.left, size.width),
      bottom: clamp(insets.bottom, size.height), right: clamp(insets.right, size.width))
  }
}
