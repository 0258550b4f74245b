/// A recorded sequence of solver requests on numbered variables, as plain data (JSON through
/// `Codable`): replayed here by `replay(on:)` and, by `Scripts/kiwi-reference.py`, in kiwi,
/// so that the two solvers can be compared on exactly the same requests.
public struct SolverScript: Codable, Sendable {
  /// Variables are numbered 0..<variableCount.
  public var variableCount: Int
  public var operations: [Operation] = []

  public init(variableCount: Int) {
    self.variableCount = variableCount
  }

  /// One request. `terms` are `[variable, coefficient]` pairs; the constraint reads
  /// `Σ terms + constant relation 0`.
  public struct Operation: Codable, Sendable {
    public enum Kind: String, Codable, Sendable {
      case add, remove, addEdit, removeEdit, suggest
      /// Records every variable's value (after `updateVariables()`).
      case snapshot
    }

    public var op: Kind
    /// The constraint's number (add, remove).
    public var id: Int?
    public var terms: [[Double]]?
    public var constant: Double?
    /// "<=", "==" or ">=".
    public var relation: String?
    public var strength: Double?
    /// The strength's level (absent: 0, kiwi's). kiwi has no levels: `kiwi-reference.py`
    /// ignores it, so only scripts on one level are comparable with kiwi as they are.
    public var level: Double?
    /// The variable (addEdit, removeEdit, suggest).
    public var variable: Int?
    public var value: Double?

    public static func add(
      id: Int, terms: [(variable: Int, coefficient: Double)], constant: Double,
      relation: Relation, strength: Strength
    ) -> Operation {
      Operation(
        op: .add, id: id, terms: terms.map { [Double($0.variable), $0.coefficient] },
        constant: constant, relation: relation.description, strength: strength.weight,
        level: strength.recordedLevel)
    }

    public static func remove(id: Int) -> Operation { Operation(op: .remove, id: id) }

    public static func addEdit(variable: Int, strength: Strength) -> Operation {
      Operation(
        op: .addEdit, strength: strength.weight, level: strength.recordedLevel, variable: variable)
    }

    public static func removeEdit(variable: Int) -> Operation {
      Operation(op: .removeEdit, variable: variable)
    }

    public static func suggest(variable: Int, value: Double) -> Operation {
      Operation(op: .suggest, variable: variable, value: value)
    }

    public static let snapshot = Operation(op: .snapshot)

    /// The constraint an `add` describes, over `variables`; nil when the operation is
    /// malformed (not an add, a variable out of range, an unknown relation).
    public func constraint(over variables: [Variable]) -> Constraint? {
      guard op == .add, let terms, let relation = relation.flatMap(Relation.init(symbol:)),
        let strength
      else { return nil }
      var expression = Expression(constant: constant ?? 0)
      for pair in terms {
        guard pair.count == 2, let index = Int(exactly: pair[0]), variables.indices.contains(index)
        else { return nil }
        expression.terms.append(Term(variables[index], pair[1]))
      }
      return Constraint(
        expression, relation, 0, strength: Strength(weight: strength, level: level ?? 0))
    }
  }

  /// What a replay saw.
  public struct Outcome: Equatable, Sendable {
    /// The variables' values at each `snapshot`.
    public var snapshots: [[Double]] = []
    /// The indices of the operations the solver refused.
    public var refused: [Int] = []
  }

  /// Runs the operations on `solver` with fresh variables; a refused or malformed operation
  /// is recorded in `refused` and the replay goes on.
  public func replay(on solver: Solver = Solver()) -> (outcome: Outcome, variables: [Variable]) {
    let variables = (0..<variableCount).map { Variable("v\($0)") }
    var constraints: [Int: Constraint] = [:]
    var outcome = Outcome()
    for (index, operation) in operations.enumerated() {
      do {
        switch operation.op {
        case .add:
          guard let id = operation.id, let constraint = operation.constraint(over: variables)
          else { throw SolverError.internalError("malformed operation \(index)") }
          try solver.add(constraint)
          constraints[id] = constraint
        case .remove:
          guard let constraint = operation.id.flatMap({ constraints[$0] }) else {
            throw SolverError.internalError("operation \(index) removes an unknown id")
          }
          try solver.remove(constraint)
          constraints[operation.id ?? -1] = nil
        case .addEdit:
          try solver.addEditVariable(
            try variable(operation, in: variables),
            strength: Strength(weight: operation.strength ?? .nan, level: operation.level ?? 0))
        case .removeEdit:
          try solver.removeEditVariable(try variable(operation, in: variables))
        case .suggest:
          try solver.suggestValue(
            operation.value ?? .nan, for: try variable(operation, in: variables))
        case .snapshot:
          solver.updateVariables()
          outcome.snapshots.append(variables.map(\.value))
        }
      } catch {
        outcome.refused.append(index)
      }
    }
    return (outcome, variables)
  }

  private func variable(_ operation: Operation, in variables: [Variable]) throws(SolverError)
    -> Variable
  {
    guard let index = operation.variable, variables.indices.contains(index) else {
      throw .internalError("no variable \(operation.variable ?? -1)")
    }
    return variables[index]
  }
}

extension Strength {
  /// The level as a script records it: nil for 0.
  fileprivate var recordedLevel: Double? { level == 0 ? nil : level }
}

extension Relation {
  /// "<=", "==" or ">=".
  public init?(symbol: String) {
    switch symbol {
    case "<=": self = .lessThanOrEqual
    case "==": self = .equal
    case ">=": self = .greaterThanOrEqual
    default: return nil
    }
  }
}
