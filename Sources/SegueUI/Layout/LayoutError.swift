/// Why a constraint was refused. Nothing is added or changed when one is raised.
public enum LayoutError: Error, CustomStringConvertible {
  /// The two views of the constraint are in different view trees (UIKit raises "Unable to
  /// activate constraint … because they have no common ancestor").
  case noCommonAncestor(LayoutConstraint)
  /// The constant is NaN or infinite.
  case nonFiniteConstant(LayoutConstraint, Double)
  /// The multiplier is NaN or infinite.
  case nonFiniteMultiplier(LayoutConstraint, Double)
  /// One side is leading or trailing and the other left or right: they disagree in a
  /// right-to-left layout (UIKit raises with this message).
  case mixedDirectionalAttributes(LayoutConstraint)

  public var description: String {
    MainActor.assumeIsolated {
      switch self {
      case .noCommonAncestor(let constraint):
        let first = constraint.firstItem.map(LayoutConstraint.name(of:)) ?? "(gone)"
        let second = constraint.secondItem.map(LayoutConstraint.name(of:)) ?? "(gone)"
        return "Unable to activate constraint \(constraint) because "
          + "\(first) and \(second) have no common "
          + "ancestor; nothing was activated"
      case .nonFiniteConstant(let constraint, let value):
        return "Refused constant \(value) for constraint \(constraint): a constant must be a "
          + "finite number"
      case .nonFiniteMultiplier(let constraint, let value):
        return "Refused multiplier \(value) for constraint \(constraint): a multiplier must "
          + "be a finite number"
      case .mixedDirectionalAttributes(let constraint):
        return "Refused constraint \(constraint): a constraint cannot be made between a "
          + "leading/trailing attribute and a right/left attribute. Use leading/trailing for "
          + "both or neither."
      }
    }
  }
}
