import Foundation
import SegueConstraintSolver

/// Reading a solution back into frames, touching only what moved.
///
/// After a walk of the tree (`update(root:)`) every constrained view's frame is compared
/// with the solution. After an incremental change — a `constant` edit, each frame of a
/// constraint animation — the solver reports the unknowns whose values changed
/// (`Solver.updateVariables(collectingChanges:)`), and only their views are looked at: a
/// view whose own unknowns moved, and the constrained subviews of a view whose position
/// moved (a frame is relative to the superview). Each whose frame differs marks its
/// superview for layout, which sets the frame just before the superview's
/// `layoutSubviews()`. An edit that moves a hundred rows of an 800-view list thus costs a
/// hundred frames, not a walk of the 800.
///
/// Rejected alternative: comparing every constrained view's frame after each solve. It also
/// put back a constrained view whose frame code had set in between, at a pass that solved for
/// something else; UIKit puts such a frame back only when the superview lays out, which
/// `applyLayout(toSubviewsOf:)` still does.
extension LayoutEngine {
  /// Solves; then a multi-line label wraps at the width just solved, and the engine solves
  /// again with its new height (two more rounds at most: the width rarely depends on the
  /// height).
  func solveAndRemeasure() {
    var moved = solve()
    for _ in 0..<2 where remeasureWidthDependentLabels(among: moved) {
      updateContentSizes()
      moved = solve()
    }
  }

  /// Reads the solution into the variables and marks the superview of each constrained view
  /// whose frame would change as needing layout. Returns the constrained views looked at
  /// (those whose unknowns or whose superview's position may have changed; all of them for
  /// an engine that only answers questions, which marks nothing).
  @discardableResult
  func solve() -> [View] {
    guard fitting == nil, !isProbe else {
      solver.updateVariables()
      return constrainedViews.compactMap(\.view)
    }
    let candidates: [View]
    if checksEveryFrame {
      checksEveryFrame = false
      solver.updateVariables()
      candidates = constrainedViews.compactMap(\.view)
    } else {
      var changed: [Variable] = []
      solver.updateVariables(collectingChanges: &changed)
      candidates = constrainedViews(movedBy: changed)
    }
    for view in candidates where view.frame != solvedFrame(of: view) {
      view.superview?.setNeedsLayout()
    }
    viewsLookedAt = candidates.count
    return candidates
  }

  /// The constrained views whose frames `changed` unknowns may move: their owners, and the
  /// constrained subviews of an owner whose position changed. Each once.
  private func constrainedViews(movedBy changed: [Variable]) -> [View] {
    var seen = Set<ObjectIdentifier>()
    var found: [View] = []
    func consider(_ view: View) {
      let key = ObjectIdentifier(view)
      if constrained.contains(key), seen.insert(key).inserted { found.append(view) }
    }
    var movedOwners = Set<ObjectIdentifier>()
    for variable in changed {
      guard let owner = variableOwners[ObjectIdentifier(variable)]?.view else { continue }
      consider(owner)
      let own = owner.layoutVariables
      guard variable === own.x || variable === own.y,
        movedOwners.insert(ObjectIdentifier(owner)).inserted
      else { continue }
      for subview in owner.subviews { consider(subview) }
    }
    return found
  }

  func solvedFrame(of view: View) -> CGRect {
    let own = view.layoutVariables
    let parent = view.superview?.layoutVariables
    return CGRect(
      x: own.x.value - (parent?.x.value ?? 0), y: own.y.value - (parent?.y.value ?? 0),
      width: own.width.value, height: own.height.value)
  }

  /// Offers each multi-line label among `views` with an automatic wrapping width the width
  /// just solved for it; true when one of them now measures differently.
  func remeasureWidthDependentLabels(among views: [View]) -> Bool {
    var changed = false
    for view in views {
      guard let label = view as? Label, label.wrapsAtLayoutWidth else { continue }
      let state = label.ensuredLayoutState
      let width = CGFloat(label.layoutVariables.width.value)
      guard state.layoutWidthForMeasuring != width else { continue }
      state.layoutWidthForMeasuring = width
      let old = state.cachedContentSize
      state.cachedContentSize = nil
      if label.layoutContentSize != old { changed = true }
    }
    return changed
  }
}
