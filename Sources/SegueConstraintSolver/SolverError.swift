/// Why the solver refused a request. The solver's state is as it was before the request.
///
/// Errors are `Sendable`, so they name constraints and variables by `Reference` (identity and
/// description) rather than holding the objects; `Reference.refers(to:)` finds them again.
public enum SolverError: Error, CustomStringConvertible {
  /// The constraint is already in the solver.
  case duplicateConstraint(Reference)
  /// The constraint is not in the solver.
  case unknownConstraint(Reference)
  /// A required constraint cannot hold together with the required constraints already added;
  /// `conflicting` are those it contradicts (the markers left in the failed phase-one row).
  case unsatisfiableConstraint(Reference, conflicting: [Reference])
  /// A coefficient, the constant or the strength of the constraint is NaN or infinite.
  case nonFiniteConstraint(Reference)
  /// A suggested value is NaN or infinite, or an edit strength is NaN.
  case nonFiniteValue(Reference, Double)
  /// The variable is already an edit variable.
  case duplicateEditVariable(Reference)
  /// The variable is not an edit variable.
  case unknownEditVariable(Reference)
  /// Edit variables cannot be required (kiwi refuses them too: a suggestion could then make
  /// the system unsatisfiable mid-drag).
  case requiredEditVariable(Reference)
  /// The simplex found an unbounded objective or no pivot; a bug, not bad input.
  case internalError(String)

  /// A constraint or variable named in an error: its identity and its description.
  public struct Reference: Sendable, CustomStringConvertible {
    public let id: ObjectIdentifier
    public let description: String

    init(_ constraint: Constraint) {
      id = ObjectIdentifier(constraint)
      description = constraint.description
    }

    init(_ variable: Variable) {
      id = ObjectIdentifier(variable)
      description = variable.name
    }

    /// Whether this names `object`.
    public func refers(to object: AnyObject) -> Bool { id == ObjectIdentifier(object) }
  }

  public var description: String {
    switch self {
    case .duplicateConstraint(let constraint): "duplicate constraint: \(constraint)"
    case .unknownConstraint(let constraint): "unknown constraint: \(constraint)"
    case .unsatisfiableConstraint(let constraint, let conflicting):
      "unsatisfiable required constraint: \(constraint); it conflicts with "
        + (conflicting.isEmpty
          ? "no single constraint" : conflicting.map(\.description).joined(separator: "; "))
    case .nonFiniteConstraint(let constraint):
      "NaN or infinite coefficient, constant or strength in \(constraint)"
    case .nonFiniteValue(let variable, let value): "NaN or infinite value \(value) for \(variable)"
    case .duplicateEditVariable(let variable): "\(variable) is already an edit variable"
    case .unknownEditVariable(let variable): "\(variable) is not an edit variable"
    case .requiredEditVariable(let variable): "edit variable \(variable) cannot be required"
    case .internalError(let message): "internal solver error: \(message)"
    }
  }
}
