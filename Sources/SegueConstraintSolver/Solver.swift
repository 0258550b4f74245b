/// An incremental Cassowary solver: linear equalities and inequalities with strengths, added
/// and removed one at a time, with edit variables whose suggested values are re-solved by the
/// dual simplex.
///
/// Design (Badros, Borning & Stuckey, "The Cassowary linear arithmetic constraint solving
/// algorithm", ACM TOCHI 2001, in the formulation of kiwi): each constraint becomes a row of a
/// simplex tableau in its variables plus marker symbols — a slack for an inequality, a dummy
/// for a required equality, and error symbols for a non-required one, weighted by its strength
/// in the objective. Adding a constraint solves its row for a subject (an external variable
/// when there is one) and substitutes it everywhere, falling back to a phase-one artificial
/// variable; removing one pivots its marker into the basis and drops that row (the marker
/// tells which row carries the constraint); `suggestValue` moves an edit constraint's constant
/// and restores feasibility with the dual simplex, which is what makes drags and animations
/// cheap. `Tableau` holds the simplex; this type maps constraints and variables onto it.
///
/// Every refused request throws a `SolverError` and leaves the solver as it was; none traps.
/// Values reach the variables only in `updateVariables()`.
///
/// Rejected alternative: re-solving from scratch on each change (a plain LP). A layout pass
/// changes a few constants of thousands of constraints; the incremental tableau answers in a
/// few pivots.
public final class Solver {
  var tableau = Tableau()
  /// The markers of each constraint in the solver: `marker` always, `other` (−1 when
  /// absent) the second error symbol or the error of a non-required inequality.
  struct Tag {
    var marker: Symbol
    var other: Symbol = -1
  }
  struct Entry {
    let constraint: Constraint
    let tag: Tag
    /// When it was added (`additions` then), to list the constraints in that order.
    var order = 0
  }
  /// How many constraints were ever added.
  var additions = 0
  var entries: [ObjectIdentifier: Entry] = [:]
  /// The constraint each marker symbol belongs to, to name conflicts.
  var markerOwners: [Symbol: Constraint] = [:]
  var variableSymbols: [ObjectIdentifier: Symbol] = [:]
  /// Every variable seen, with its symbol, for `updateVariables()`.
  var variables: [(variable: Variable, symbol: Symbol)] = []
  struct Edit {
    let constraint: Constraint
    let tag: Tag
    var constant: Double
  }
  var edits: [ObjectIdentifier: Edit] = [:]

  public init() {}

  /// The number of constraints in the solver (edit constraints included).
  public var constraintCount: Int { entries.count }

  /// Whether `constraint` is in the solver.
  public func contains(_ constraint: Constraint) -> Bool {
    entries[ObjectIdentifier(constraint)] != nil
  }

  /// Adds `constraint` and re-optimises.
  ///
  /// Throws `duplicateConstraint`, `nonFiniteConstraint`, or `unsatisfiableConstraint` (a
  /// required constraint that contradicts the required ones already added, which are named);
  /// in every case the solver is left as it was.
  public func add(_ constraint: Constraint) throws(SolverError) {
    let key = ObjectIdentifier(constraint)
    guard entries[key] == nil else { throw .duplicateConstraint(.init(constraint)) }
    guard constraint.expression.isFinite, !constraint.strength.isInvalid else {
      throw .nonFiniteConstraint(.init(constraint))
    }
    var (row, tag) = makeRow(constraint)
    var subject = chooseSubject(row, tag)
    if subject == nil && row.cells.allSatisfy({ tableau.kinds[Int($0.symbol)] == .dummy }) {
      guard isNearZero(row.constant) else {
        // Required markers only: nothing of this constraint reached the tableau.
        throw .unsatisfiableConstraint(.init(constraint), conflicting: owners(of: row))
      }
      subject = tag.marker
    }
    if let subject {
      row.solve(for: subject)
      tableau.substitute(subject, by: row)
      tableau.insertRow(row, basic: subject)
    } else if let conflict = try addWithArtificialVariable(row) {
      try tableau.optimize(.main)
      throw .unsatisfiableConstraint(.init(constraint), conflicting: owners(of: conflict))
    }
    entries[key] = Entry(constraint: constraint, tag: tag, order: additions)
    additions += 1
    markerOwners[tag.marker] = constraint
    try tableau.optimize(.main)
  }

  /// Removes `constraint` and re-optimises; throws `unknownConstraint` if it is not in the
  /// solver. Removing an edit variable's constraint this way is refused the same way: use
  /// `removeEditVariable(_:)`.
  public func remove(_ constraint: Constraint) throws(SolverError) {
    let key = ObjectIdentifier(constraint)
    guard let entry = entries[key], !isEditConstraint(constraint) else {
      throw .unknownConstraint(.init(constraint))
    }
    try removeEntry(entry)
  }

  func removeEntry(_ entry: Entry) throws(SolverError) {
    entries[ObjectIdentifier(entry.constraint)] = nil
    markerOwners[entry.tag.marker] = nil
    for symbol in [entry.tag.marker, entry.tag.other]
    where symbol >= 0 && tableau.kinds[Int(symbol)] == .error {
      removeFromObjective(symbol, strength: entry.constraint.strength)
    }
    let marker = entry.tag.marker
    if tableau.isBasic(marker) {
      _ = tableau.removeRow(basic: marker)
    } else {
      guard let leaving = tableau.markerLeavingRow(marker) else {
        throw .internalError("no row to remove \(entry.constraint) from")
      }
      var row = tableau.removeRow(basic: leaving)
      row.solve(for: leaving, marker)
      tableau.substitute(marker, by: row)
    }
    // The second error symbol would otherwise linger in the rows as a free direction with no
    // cost left (kiwi keeps it, and its objective can then become unbounded): set it to 0 and
    // drop it, as the original Cassowary does with a removed constraint's error variables.
    let other = entry.tag.other
    if other >= 0 {
      if tableau.isBasic(other) {
        _ = tableau.removeRow(basic: other)
      } else {
        tableau.removeColumn(other)
      }
    }
    try tableau.optimize(.main)
  }

  /// Writes the current solution into every variable's `value`.
  public func updateVariables() {
    for (variable, symbol) in variables {
      variable.value = tableau.value(of: symbol)
    }
  }

  /// Writes the current solution into every variable's `value`, and appends to `changed`
  /// each variable whose value is not the one it had: what a client that keeps things
  /// derived from the values (a layout engine's frames) must redo after an edit.
  public func updateVariables(collectingChanges changed: inout [Variable]) {
    for (variable, symbol) in variables {
      let value = tableau.value(of: symbol)
      if value != variable.value {
        variable.value = value
        changed.append(variable)
      }
    }
  }

  // MARK: - Building rows

  func symbol(for variable: Variable) -> Symbol {
    let key = ObjectIdentifier(variable)
    if let symbol = variableSymbols[key] { return symbol }
    let symbol = tableau.newSymbol(.external)
    variableSymbols[key] = symbol
    variables.append((variable, symbol))
    return symbol
  }

  /// The constraint's row in the current parametric symbols, with its markers (and errors in
  /// the objective for a non-required constraint), its constant made ≥ 0.
  private func makeRow(_ constraint: Constraint) -> (Row, Tag) {
    var row = Row(constant: constraint.expression.constant)
    for term in constraint.expression.terms where !isNearZero(term.coefficient) {
      let symbol = symbol(for: term.variable)
      if tableau.isBasic(symbol) {
        row.add(tableau.rows[tableau.slot(symbol)], times: term.coefficient)
      } else {
        row.add(symbol, term.coefficient)
      }
    }
    let strength = constraint.strength
    var tag = Tag(marker: -1)
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      tag.marker = tableau.newSymbol(.slack)
      row.add(tag.marker, sign)
      if !strength.isRequired {
        tag.other = tableau.newSymbol(.error)
        row.add(tag.other, -sign)
        tableau.objective.add(
          tag.other, strength.weight, level: strength.level, kinds: tableau.kinds)
      }
    case .equal:
      if strength.isRequired {
        tag.marker = tableau.newSymbol(.dummy)
        row.add(tag.marker, 1)
      } else {
        tag.marker = tableau.newSymbol(.error)
        tag.other = tableau.newSymbol(.error)
        row.add(tag.marker, -1)
        row.add(tag.other, 1)
        tableau.objective.add(
          tag.marker, strength.weight, level: strength.level, kinds: tableau.kinds)
        tableau.objective.add(
          tag.other, strength.weight, level: strength.level, kinds: tableau.kinds)
      }
    }
    if row.constant < 0 { row.reverseSign() }
    return (row, tag)
  }

  /// An external variable of the row if any, else a new marker that may enter with a
  /// negative coefficient (so the row stays feasible), else nil.
  private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
    for cell in row.cells where tableau.kinds[Int(cell.symbol)] == .external {
      return cell.symbol
    }
    for symbol in [tag.marker, tag.other]
    where symbol >= 0 && tableau.kinds[Int(symbol)].isPivotable
      && row.coefficient(for: symbol) < 0
    {
      return symbol
    }
    return nil
  }

  /// Phase one: adds `row` under an artificial variable and minimises it. Returns nil when
  /// it reaches 0 (the row is then in the tableau); otherwise the constraint cannot hold,
  /// its row is dropped (the other rows never took it in: only its own row held the
  /// artificial variable, which stayed basic) and the failed row is returned to name the
  /// conflict.
  private func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Row? {
    let artificial = tableau.newSymbol(.slack)
    tableau.insertRow(row, basic: artificial)
    tableau.artificial = row
    try tableau.optimize(.artificial)
    let reachedZero = isNearZero(tableau.artificial?.constant ?? 0)
    tableau.artificial = nil
    var failure: Row?
    if tableau.isBasic(artificial) {
      var row = tableau.removeRow(basic: artificial)
      if !reachedZero {
        failure = row
      } else if !row.cells.isEmpty {
        guard
          let entering = row.cells.first(where: { tableau.kinds[Int($0.symbol)].isPivotable })
        else {
          return row
        }
        row.solve(for: artificial, entering.symbol)
        tableau.substitute(entering.symbol, by: row)
        tableau.insertRow(row, basic: entering.symbol)
      }
    }
    tableau.removeColumn(artificial)
    return failure
  }

  /// The required constraints whose markers `row` holds.
  private func owners(of row: Row) -> [SolverError.Reference] {
    row.cells.compactMap { markerOwners[$0.symbol] }.filter(\.strength.isRequired).map(
      SolverError.Reference.init)
  }

  private func removeFromObjective(_ error: Symbol, strength: Strength) {
    if tableau.isBasic(error) {
      tableau.objective.add(
        tableau.rows[tableau.slot(error)], times: -strength.weight, level: strength.level,
        kinds: tableau.kinds)
    } else {
      tableau.objective.add(error, -strength.weight, level: strength.level, kinds: tableau.kinds)
    }
  }
}
