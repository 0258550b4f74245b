import Foundation

// UIKit's constraint-update pass (`updateConstraints`), which runs before layout: views
// marked with `setNeedsUpdateConstraints()` get `updateConstraints()`, from the leaves up
// (a view after its subviews — Apple, "Auto Layout Guide — Changing Constraints": "the
// update pass … proceeds from the bottom up", high confidence), then the engine solves and
// the layout pass runs top down. The marked views wait in one list, so a layout pass with
// nothing marked costs one emptiness check.

/// The views waiting for `updateConstraints()`, held weakly.
@MainActor private var pendingConstraintUpdates: [WeakView] = []

extension View {
  /// Marks the view's constraints as needing an update (`setNeedsUpdateConstraints()`):
  /// `updateConstraints()` runs before the next layout pass.
  public func setNeedsUpdateConstraints() {
    let state = ensuredLayoutState
    guard !state.needsUpdateConstraints else { return }
    state.needsUpdateConstraints = true
    pendingConstraintUpdates.append(WeakView(view: self))
    setNeedsLayout()
  }

  /// Whether `updateConstraints()` is due (`needsUpdateConstraints()`).
  public func needsUpdateConstraints() -> Bool {
    layoutState?.needsUpdateConstraints ?? false
  }

  /// Runs the update pass now for this view's tree (`updateConstraintsIfNeeded()`).
  public func updateConstraintsIfNeeded() {
    View.runConstraintUpdates(in: rootView)
  }

  /// Calls `updateConstraints()` on each marked view of `root`'s tree, deepest first, until
  /// none is marked (an update may mark others; ten rounds at most, then it is reported).
  static func runConstraintUpdates(in root: View) {
    guard !pendingConstraintUpdates.isEmpty else { return }
    for _ in 0..<10 {
      pendingConstraintUpdates.removeAll { $0.view == nil }
      let due = pendingConstraintUpdates.compactMap(\.view).filter { $0.rootView === root }
      guard !due.isEmpty else { return }
      let keys = Set(due.map(ObjectIdentifier.init))
      pendingConstraintUpdates.removeAll {
        $0.view.map { keys.contains(ObjectIdentifier($0)) } ?? true
      }
      for view in due.sorted(by: { $0.depth > $1.depth }) where view.needsUpdateConstraints() {
        view.layoutState?.needsUpdateConstraints = false
        view.updateConstraints()
      }
    }
    LayoutEngine.report(
      "updateConstraints() kept marking views for ten rounds; the rest waits for the next pass",
      about: root)
  }

  /// The number of ancestors.
  private var depth: Int {
    var count = 0
    var current = superview
    while let view = current {
      count += 1
      current = view.superview
    }
    return count
  }
}
