/// What a layout pass redoes, engine by engine.
///
/// A constraint's `constant` or `priority` change is the common case — every frame of a
/// constraint animation, a card growing — and touches one constraint: it goes on its own
/// engine's `changedConstraints`, and the next pass re-makes only those in the solver (an
/// incremental remove and add) before solving. Everything else that can change what the
/// engine holds — an activation, a deactivation, a view joining or leaving a tree, an
/// intrinsic size, a direction — moves the global `generation`, and each engine walks its
/// tree again at its next pass, as before.
///
/// Rejected alternative: a dirty set for every kind of change. Activations and hierarchy
/// changes are rare after a screen is built; the walk they need finds frame views to pin and
/// content sizes to make, bookkeeping a set would have to repeat.
extension LayoutEngine {
  /// Notes that `constraint`, installed on `container`, changed its constant or priority.
  static func constraintChanged(_ constraint: LayoutConstraint, in container: View) {
    guard let engine = container.rootView.layoutState?.engine,
      engine.seenGeneration == generation, engine.holds(constraint)
    else {
      // Not held by an up-to-date engine (being activated, or the tree changed): walk.
      constraintsChanged()
      return
    }
    engine.changedConstraints.append(constraint)
  }

  /// Brings the engine of `root`'s tree up to date: a walk when the generation moved, else
  /// the changed constraints re-made; then a solve when anything changed or a pinned frame
  /// moved.
  func refresh(root: View) {
    guard seenGeneration == Self.generation else {
      update(root: root)
      return
    }
    let changed = changedConstraints
    changedConstraints = []
    for constraint in changed where constraint.isActive { reinstall(constraint) }
    let pinsMoved = pinnedFramesChanged()
    if !changed.isEmpty || pinsMoved { solveAndRemeasure() }
  }
}
