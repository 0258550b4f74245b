/// Why a constraint was refused. Nothing is added or changed when one is raised.
public enum LayoutError: Error, CustomStringConvertible {
  /// The two views of the constraint are in different view trees (UIKit raises "Unable to
  /// activate constraint … because they have no common ancestor").
  case noCommonAncestor(LayoutConstraint)
  /// The constant is NaN or infinite.
  case nonFiniteConstant(LayoutConstraint, Double)
  /// The multiplier is NaN or infinite.
  case nonFiniteMultiplier(LayoutConstraint, Double)

  public var description: String {
    MainActor.assumeIsolated {
      switch self {
      case .noCommonAncestor(let constraint):
        let second = constraint.secondView.map(LayoutConstraint.name(of:)) ?? "nil"
        return "Unable to activate constraint \(constraint) because "
          + "\(LayoutConstraint.name(of: constraint.firstView)) and \(second) have no common "
          + "ancestor; nothing was activated"
      case .nonFiniteConstant(let constraint, let value):
        return "Refused constant \(value) for constraint \(constraint): a constant must be a "
          + "finite number"
      case .nonFiniteMultiplier(let constraint, let value):
        return "Refused multiplier \(value) for constraint \(constraint): a multiplier must "
          + "be a finite number"
      }
    }
  }
}
