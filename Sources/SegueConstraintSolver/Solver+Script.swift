/// The solver's system as a script, to hand the same system to kiwi (`segue bench`).
extension Solver {
  /// The system a script describes: its adds, the variables they number, and the operation
  /// index of each constraint.
  public struct Export {
    public var script: SolverScript
    public var variables: [Variable]
    /// The index in `script.operations` of each constraint's add, by the constraint.
    public var operationIndices: [ObjectIdentifier: Int]
  }

  /// The constraints now in the solver, one add each in the order they were added, over
  /// every variable the solver has seen (edit variables are left out: a script's edits
  /// carry suggestions the solver does not keep per request).
  public func export() -> Export {
    let numbers = Dictionary(
      uniqueKeysWithValues: variables.enumerated().map { (ObjectIdentifier($1.variable), $0) })
    var script = SolverScript(variableCount: variables.count)
    var indices: [ObjectIdentifier: Int] = [:]
    let ordered = entries.values.filter { !isEditConstraint($0.constraint) }
      .sorted { $0.order < $1.order }
    for entry in ordered {
      let constraint = entry.constraint
      indices[ObjectIdentifier(constraint)] = script.operations.count
      script.operations.append(
        .add(
          id: script.operations.count,
          terms: constraint.expression.terms.compactMap { term in
            numbers[ObjectIdentifier(term.variable)].map { ($0, term.coefficient) }
          },
          constant: constraint.expression.constant, relation: constraint.relation,
          strength: constraint.strength))
    }
    return Export(script: script, variables: variables.map(\.variable), operationIndices: indices)
  }
}
