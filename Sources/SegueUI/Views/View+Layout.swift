import Foundation

// Layout is a dirty flag per view. Changing a view's bounds size, adding or removing subviews
// and safe-area changes set it; `layoutIfNeeded()` clears it top-down, calling
// `layoutSubviews()` on each flagged view before visiting its subviews, so a parent's layout
// (which may resize children, flagging them) always runs before the children's. Hosts lay out
// the window once per frame, before drawing (DESIGN.md, "How a frame is made", step 4).

extension View {
  /// Marks the view as needing layout; `layoutSubviews()` runs at the next `layoutIfNeeded()`
  /// (the host calls it on the window once per frame).
  public func setNeedsLayout() {
    needsLayout = true
  }

  /// Lays out now what needs it (`layoutIfNeeded()`).
  ///
  /// As `CALayer.layoutIfNeeded()`: walks up while the superview also needs layout, then lays
  /// out the whole tree below the top-most such view, parents before children. Inside an
  /// animation block the frames set by `layoutSubviews()` animate with the block.
  public func layoutIfNeeded() {
    View.runConstraintUpdates(in: rootView)
    LayoutEngine.updateConstraints(around: self)
    var root = self
    while let parent = root.superview, parent.needsLayout { root = parent }
    root.layoutSubtree()
  }

  private func layoutSubtree() {
    if needsLayout {
      needsLayout = false
      // A controller's root view brackets its layout with the controller's hooks, as UIKit.
      owningViewController?.viewWillLayoutSubviews()
      LayoutEngine.applyLayout(toSubviewsOf: self)
      layoutSubviews()
      owningViewController?.viewDidLayoutSubviews()
    }
    for subview in subviews { subview.layoutSubtree() }
  }

  /// Resizes the view to `sizeThatFits(bounds.size)` (`sizeToFit()`), keeping its top-left
  /// corner (its centre when it is transformed).
  public func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    if transform3D.isIdentity {
      frame = CGRect(origin: frame.origin, size: size)
    } else {
      bounds = CGRect(origin: bounds.origin, size: size)
    }
  }
}
