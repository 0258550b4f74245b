extension View {
  /// Deactivates the constraints that tie this view's subtree to views outside it, before the
  /// view leaves `oldSuperview` (`removeFromSuperview()`, or a move to another superview).
  ///
  /// Apple's doc of `removeFromSuperview()`: "Calling this method removes any constraints
  /// that refer to the view you are removing, or that refer to any view in the subtree of the
  /// view you are removing" (high). Those installed inside the subtree refer only to views in
  /// it and stay: they still hold when the subtree is added again. A constraint referring to
  /// the subtree but installed outside it is installed on one of `oldSuperview`'s
  /// ancestors-or-self (its nearest common ancestor is there), so only those are searched.
  /// Moving a view to another superview removes the same ones (UIKit goes through the same
  /// removal; medium: observed, not documented).
  func deactivateConstraintsLeaving(_ oldSuperview: View) {
    // No constraint was ever activated: nothing to search.
    guard LayoutEngine.generation > 0 else { return }
    var subtree = Set<ObjectIdentifier>()
    forEachInSubtree { subtree.insert(ObjectIdentifier($0)) }
    var crossing: [LayoutConstraint] = []
    var ancestor: View? = oldSuperview
    while let view = ancestor {
      crossing += view.installedConstraints.filter { $0.refers(toAnyOf: subtree) }
      ancestor = view.superview
    }
    LayoutConstraint.deactivate(crossing)
  }
}

extension LayoutConstraint {
  /// Whether either side is a view in `views` (or a guide of one).
  fileprivate func refers(toAnyOf views: Set<ObjectIdentifier>) -> Bool {
    [firstItem, secondItem].contains { $0.map { views.contains(ObjectIdentifier($0)) } ?? false }
  }
}
