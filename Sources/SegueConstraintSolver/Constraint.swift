/// How the two sides of a constraint compare.
public enum Relation: Sendable, CustomStringConvertible {
  case lessThanOrEqual
  case equal
  case greaterThanOrEqual

  public var description: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}

/// A linear relation between variables with a strength: `lhs relation rhs`.
///
/// Stored as `expression relation 0` with `expression = lhs − rhs`, each variable once.
/// Immutable, and identified by the object (as kiwi's): to change a constant, remove the
/// constraint and add a new one, or use an edit variable. NaN and infinite coefficients,
/// constants and strengths are accepted here and refused by `Solver.add(_:)` with an error.
public final class Constraint: CustomStringConvertible {
  /// lhs − rhs, each variable once.
  public let expression: Expression
  public let relation: Relation
  public let strength: Strength

  /// `lhs relation rhs` at `strength`.
  public init(
    _ lhs: some ExpressionConvertible, _ relation: Relation, _ rhs: some ExpressionConvertible,
    strength: Strength = .required
  ) {
    self.expression = (lhs.expression - rhs.expression).reduced()
    self.relation = relation
    self.strength = strength
  }

  /// Whether the values of the variables (read through `value`) satisfy the relation within
  /// `tolerance`.
  public func isSatisfied(tolerance: Double = 1e-6, value: (Variable) -> Double) -> Bool {
    var sum = expression.constant
    for term in expression.terms { sum += term.coefficient * value(term.variable) }
    switch relation {
    case .lessThanOrEqual: return sum <= tolerance
    case .equal: return abs(sum) <= tolerance
    case .greaterThanOrEqual: return sum >= -tolerance
    }
  }

  public var description: String {
    let terms = expression.terms.map { "\($0.coefficient)·\($0.variable.name)" }
    return "\((terms + ["\(expression.constant)"]).joined(separator: " + ")) \(relation) 0 "
      + "(\(strength))"
  }
}
