import Foundation

// Layout is a dirty flag per view. Changing a view's bounds size, adding or removing subviews
// and safe-area changes set it; `layoutIfNeeded()` clears it top-down, calling
// `layoutSubviews()` on each flagged view before visiting its subviews, so a parent's layout
// (which may resize children, flagging them) always runs before the children's. A second flag,
// set on the ancestors of a flagged view, keeps the walk out of subtrees with nothing to do. Hosts lay out
// the window once per frame, before drawing (DESIGN.md, "How a frame is made", step 4).

extension View {
  /// Marks the view as needing layout; `layoutSubviews()` runs at the next `layoutIfNeeded()`
  /// (the host calls it on the window once per frame).
  public func setNeedsLayout() {
    needsLayout = true
    // Flags the ancestors up to the first one already flagged: above it the flags are set
    // (or it is a view the pass in progress has yet to visit).
    var current = superview
    while let view = current, !view.descendantNeedsLayout {
      view.descendantNeedsLayout = true
      current = view.superview
    }
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
      // A controller's root view brackets its layout with the controller's hooks, as UIKit;
      // the view's traits are current meanwhile (dynamic colours' `cgColor`).
      withColorTraitsCurrent {
        owningViewController?.viewWillLayoutSubviews()
        LayoutEngine.applyLayout(toSubviewsOf: self)
        layoutSubviews()
        owningViewController?.viewDidLayoutSubviews()
      }
    }
    // Only subtrees holding a view that needs layout are visited: a constraint edit that
    // moves a few rows of a long list does not walk the whole window. The flag is cleared
    // before the visit, so a view marked while it runs is flagged again for the next pass.
    guard descendantNeedsLayout else { return }
    descendantNeedsLayout = false
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
