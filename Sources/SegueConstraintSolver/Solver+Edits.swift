/// Edit variables: variables held near a suggested value by a non-required equality whose
/// constant `suggestValue` moves, re-solved with the dual simplex (no constraint is added or
/// removed, so a drag or an animation costs a few pivots).
extension Solver {
  /// Makes `variable` an edit variable at `strength` (not required), suggested 0 until
  /// `suggestValue(_:for:)`.
  public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    let key = ObjectIdentifier(variable)
    guard edits[key] == nil else { throw .duplicateEditVariable(.init(variable)) }
    guard !strength.isInvalid else {
      let culprit = strength.weight.isNaN ? strength.weight : strength.level
      throw .nonFiniteValue(.init(variable), culprit)
    }
    guard !strength.isRequired else { throw .requiredEditVariable(.init(variable)) }
    let constraint = Constraint(variable, .equal, 0, strength: strength)
    try add(constraint)
    guard let entry = entries[ObjectIdentifier(constraint)] else {
      throw .internalError("the edit constraint of \(variable) was not added")
    }
    edits[key] = Edit(constraint: constraint, tag: entry.tag, constant: 0)
  }

  /// Stops editing `variable` and removes its edit constraint.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let edit = edits[ObjectIdentifier(variable)],
      let entry = entries[ObjectIdentifier(edit.constraint)]
    else {
      throw .unknownEditVariable(.init(variable))
    }
    edits[ObjectIdentifier(variable)] = nil
    try removeEntry(entry)
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    edits[ObjectIdentifier(variable)] != nil
  }

  /// Asks the solver to put edit variable `variable` at `value` (as far as stronger
  /// constraints allow) and re-solves incrementally.
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard value.isFinite else { throw .nonFiniteValue(.init(variable), value) }
    let key = ObjectIdentifier(variable)
    guard var edit = edits[key] else { throw .unknownEditVariable(.init(variable)) }
    let delta = value - edit.constant
    edit.constant = value
    edits[key] = edit
    tableau.shiftConstant(marker: edit.tag.marker, other: edit.tag.other, by: delta)
    try tableau.dualOptimize()
  }

  func isEditConstraint(_ constraint: Constraint) -> Bool {
    guard let variable = constraint.expression.terms.first?.variable,
      constraint.expression.terms.count == 1
    else { return false }
    return edits[ObjectIdentifier(variable)]?.constraint === constraint
  }
}
