/// The simplex tableau behind `Solver`: rows keyed by their basic symbol, their columns, the
/// objective, and the primal and dual simplex steps (Badros, Borning & Stuckey 2001, §3–5, in
/// kiwi's formulation).
///
/// Invariants between public calls:
/// - every row is `basic = constant + Σ c·parametric`; a basic symbol appears in no row's cells
///   and not in the objective;
/// - every row of a restricted (non-external) symbol has constant ≥ 0 (primal feasible), except
///   transiently while `infeasible` lists it for the dual simplex;
/// - no pivotable symbol has a lexicographically negative reduced cost in the objective
///   (optimal; see `Objective`);
/// - `columns.owners[s]` lists exactly the rows whose cells hold `s`.
///
/// Rows live in one dense array (`rows`, `basics`), found through `rowIndex` by symbol, and
/// removed by swapping with the last, so iteration and lookup touch contiguous memory. kiwi
/// keeps a sorted map of row pointers and scans all rows on each substitution; the columns
/// here make that proportional to the rows that hold the symbol.
struct Tableau {
  var kinds: [SymbolKind] = []
  /// Per symbol: its row's index in `rows`, or −1 when it is parametric.
  var rowIndex: [Int32] = []
  var columns = Columns()
  var rows: [Row] = []
  /// The basic symbol of `rows[i]`.
  var basics: [Symbol] = []
  /// Σ weight · error of the non-required constraints, level by level, to minimise.
  var objective = Objective()
  /// The phase-one objective while a constraint with no easy subject is added.
  var artificial: Row?
  /// Basic symbols whose rows may have gone negative, for the dual simplex.
  var infeasible: [Symbol] = []

  /// Which objective `optimize` minimises.
  enum Goal {
    case main, artificial
  }

  mutating func newSymbol(_ kind: SymbolKind) -> Symbol {
    let symbol = Symbol(kinds.count)
    kinds.append(kind)
    rowIndex.append(-1)
    columns.addSymbol()
    return symbol
  }

  @inline(__always) func isBasic(_ symbol: Symbol) -> Bool { rowIndex[Int(symbol)] >= 0 }

  @inline(__always) func slot(_ symbol: Symbol) -> Int { Int(rowIndex[Int(symbol)]) }

  /// The value of `symbol` in the current basic solution.
  func value(of symbol: Symbol) -> Double {
    isBasic(symbol) ? rows[slot(symbol)].constant : 0
  }

  mutating func insertRow(_ row: Row, basic: Symbol) {
    rowIndex[Int(basic)] = Int32(rows.count)
    for cell in row.cells { columns.add(cell.symbol, owner: basic) }
    rows.append(row)
    basics.append(basic)
  }

  mutating func removeRow(basic: Symbol) -> Row {
    let index = slot(basic)
    for cell in rows[index].cells { columns.remove(cell.symbol, owner: basic) }
    let last = rows.count - 1
    if index != last {
      rows.swapAt(index, last)
      basics.swapAt(index, last)
      rowIndex[Int(basics[index])] = Int32(index)
    }
    rowIndex[Int(basic)] = -1
    basics.removeLast()
    return rows.removeLast()
  }

  /// Sets parametric `symbol` to 0 for good: removes it from every row and the objective.
  mutating func removeColumn(_ symbol: Symbol) {
    for owner in columns.take(symbol) {
      _ = rows[slot(owner)].removeCell(symbol)
    }
    objective.removeCell(symbol)
  }

  /// Replaces `symbol` by `row` (its definition) in every row that holds it and in the
  /// objectives, noting restricted rows that went negative.
  mutating func substitute(_ symbol: Symbol, by row: Row) {
    for owner in columns.take(symbol) {
      let index = slot(owner)
      let coefficient = rows[index].removeCell(symbol)
      rows[index].add(row, times: coefficient, owner: owner, columns: &columns)
      if kinds[Int(owner)] != .external && rows[index].constant < 0 {
        infeasible.append(owner)
      }
    }
    objective.substitute(symbol, by: row, kinds: kinds)
    artificial?.substitute(symbol, by: row)
  }

  /// Makes `entering` basic in place of `leaving`, whose row is removed, solved and put back.
  mutating func pivot(leaving: Symbol, entering: Symbol) {
    var row = removeRow(basic: leaving)
    row.solve(for: leaving, entering)
    substitute(entering, by: row)
    insertRow(row, basic: entering)
  }

  // MARK: - Primal simplex

  /// Pivots until no pivotable symbol would lower `goal`'s objective.
  mutating func optimize(_ goal: Goal) throws(SolverError) {
    while true {
      // Read in place: a copy of the objective held across the pivot would make
      // `substitute` copy its cells.
      let entering =
        goal == .main
        ? objective.enteringSymbol(kinds: kinds) : artificial.flatMap(enteringSymbol)
      guard let entering else { return }
      guard let leaving = leavingRow(for: entering) else {
        throw .internalError("the objective is unbounded")
      }
      pivot(leaving: leaving, entering: entering)
    }
  }

  /// The first symbol (in creation order) that would lower the phase-one objective.
  private func enteringSymbol(_ objective: Row) -> Symbol? {
    for cell in objective.cells
    where cell.coefficient < 0 && kinds[Int(cell.symbol)] != .dummy {
      return cell.symbol
    }
    return nil
  }

  /// The restricted row that limits `entering` most (minimum ratio; the oldest on a tie).
  private func leavingRow(for entering: Symbol) -> Symbol? {
    var best: Symbol?
    var bestRatio = Double.greatestFiniteMagnitude
    for owner in columns.owners[Int(entering)] where kinds[Int(owner)] != .external {
      let row = slot(owner)
      let coefficient = rows[row].coefficient(for: entering)
      guard coefficient < 0 else { continue }
      let ratio = -rows[row].constant / coefficient
      if ratio < bestRatio || (ratio == bestRatio && owner < best ?? owner) {
        bestRatio = ratio
        best = owner
      }
    }
    return best
  }

  // MARK: - Dual simplex

  /// Restores feasibility after constants changed (edits), keeping optimality.
  mutating func dualOptimize() throws(SolverError) {
    while let leaving = infeasible.popLast() {
      guard isBasic(leaving) else { continue }
      let constant = rows[slot(leaving)].constant
      guard constant < 0 && !isNearZero(constant) else { continue }
      guard let entering = dualEnteringSymbol(rows[slot(leaving)]) else {
        throw .internalError("the dual simplex found no entering symbol")
      }
      pivot(leaving: leaving, entering: entering)
    }
  }

  /// The symbol of `row` with the smallest ratio of reduced cost to coefficient (compared
  /// level by level), among those with a positive coefficient.
  private func dualEnteringSymbol(_ row: Row) -> Symbol? {
    var entering: Cell?
    for cell in row.cells where cell.coefficient > 0 && kinds[Int(cell.symbol)] != .dummy {
      if let best = entering,
        !objective.ratio(
          of: cell.symbol, cell.coefficient, isBelow: best.symbol, best.coefficient)
      {
        continue
      }
      entering = cell
    }
    return entering?.symbol
  }

  /// Moves the constant of the constraint marked by `marker`/`other` by `delta` (an edit
  /// variable's suggestion), noting rows that went negative.
  mutating func shiftConstant(marker: Symbol, other: Symbol, by delta: Double) {
    if isBasic(marker) {
      rows[slot(marker)].constant -= delta
      if rows[slot(marker)].constant < 0 { infeasible.append(marker) }
    } else if other >= 0 && isBasic(other) {
      rows[slot(other)].constant += delta
      if rows[slot(other)].constant < 0 { infeasible.append(other) }
    } else {
      for owner in columns.owners[Int(marker)] {
        let row = slot(owner)
        rows[row].constant += delta * rows[row].coefficient(for: marker)
        if rows[row].constant < 0 && kinds[Int(owner)] != .external {
          infeasible.append(owner)
        }
      }
    }
  }

  /// The row to pivot out when removing the constraint marked by parametric `marker`:
  /// a restricted row where the marker's coefficient is negative (smallest ratio), else one
  /// where it is positive (smallest ratio), else an unrestricted row.
  ///
  /// One exception, which kiwi lacks: a required equality made redundant by another one has
  /// a basic dummy whose row holds only dummies (so it stays 0). When the marker is a dummy
  /// that such a row holds, that row leaves: pivoting through any other row would put a slack
  /// or an error into the dummy's row, after which nothing keeps the dummy at 0 and the
  /// redundant equality, now the only one left, silently stops holding.
  func markerLeavingRow(_ marker: Symbol) -> Symbol? {
    if kinds[Int(marker)] == .dummy,
      let dummyRow = columns.owners[Int(marker)].filter({ kinds[Int($0)] == .dummy }).min()
    {
      return dummyRow
    }
    var negative: (symbol: Symbol, ratio: Double)?
    var positive: (symbol: Symbol, ratio: Double)?
    var unrestricted: Symbol?
    func better(_ candidate: (Symbol, Double), than best: (symbol: Symbol, ratio: Double)?)
      -> Bool
    {
      guard let best else { return true }
      return candidate.1 < best.ratio || (candidate.1 == best.ratio && candidate.0 < best.symbol)
    }
    for owner in columns.owners[Int(marker)] {
      let row = slot(owner)
      let coefficient = rows[row].coefficient(for: marker)
      if kinds[Int(owner)] == .external {
        unrestricted = max(unrestricted ?? owner, owner)
      } else if coefficient < 0 {
        let candidate = (owner, -rows[row].constant / coefficient)
        if better(candidate, than: negative) { negative = candidate }
      } else {
        let candidate = (owner, rows[row].constant / coefficient)
        if better(candidate, than: positive) { positive = candidate }
      }
    }
    return negative?.symbol ?? positive?.symbol ?? unrestricted
  }
}
