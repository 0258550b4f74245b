/// What the main simplex minimises: one row per strength level (Σ weight · error of that
/// level's non-required constraints), compared lexicographically, the highest level first.
///
/// A symbol's reduced cost is the vector of its coefficients, one per level. The primal simplex
/// enters a symbol whose vector is lexicographically negative (its first non-zero coefficient,
/// from the top, is negative): moving it lowers some level's cost without raising a higher one.
/// The dual simplex picks the smallest ratio vector. With one level (kiwi's strengths) both
/// rules are exactly kiwi's, so the comparison with kiwi is unaffected.
///
/// Rejected alternative: per-level weights (10³ apart, kiwi's strong/medium/weak) in one row.
/// UIKit has 999 levels; even three levels 10³ apart only order a constraint above fewer than
/// 10³ comparable ones, and 999 levels spaced that far overflow a Double (10²⁹⁹⁷). Rows per
/// level need no bound on the number of constraints, and the levels in use are few (a screen
/// typically has 250, 750, 999 and the fitting level 50), so each substitution touches a
/// handful of rows.
///
/// The primal simplex asks for the entering symbol at every pivot and once more, to find the
/// objective optimal, after every added constraint. Scanning the rows for it (from the oldest
/// symbol, and in full at every optimality check) was a quarter of a 2,000-constraint screen's
/// first layout. So the objective keeps the symbols that may enter (`improving`, sorted) up to
/// date as its rows change: a change to a row touches only the symbols of the row added into
/// it, whose status is looked up again level by level; the entering symbol is then the first
/// of the list, and an optimal objective has an empty list. In debug builds every answer is
/// checked against the scan (`enteringSymbolByScan`).
struct Objective {
  /// One row per level, `levels[i]` being `rows[i]`'s; highest level first.
  private(set) var rows: [Row] = []
  private(set) var levels: [Double] = []
  /// The non-dummy symbols whose reduced cost is lexicographically negative, oldest first.
  private(set) var improving: [Symbol] = []

  /// The row of `level`, made (empty) if it is new.
  private mutating func index(of level: Double) -> Int {
    if let index = levels.firstIndex(of: level) { return index }
    let index = levels.firstIndex { $0 < level } ?? levels.count
    levels.insert(level, at: index)
    rows.insert(Row(), at: index)
    return index
  }

  /// Adds `coefficient · symbol` to `level`'s row.
  mutating func add(_ symbol: Symbol, _ coefficient: Double, level: Double, kinds: [SymbolKind]) {
    rows[index(of: level)].add(symbol, coefficient)
    updateStatus(of: symbol, kinds: kinds)
  }

  /// Adds `times · row` to `level`'s row.
  mutating func add(_ row: Row, times: Double, level: Double, kinds: [SymbolKind]) {
    rows[index(of: level)].add(row, times: times)
    for cell in row.cells { updateStatus(of: cell.symbol, kinds: kinds) }
  }

  /// Replaces `symbol` by its definition `row` in every level.
  mutating func substitute(_ symbol: Symbol, by row: Row, kinds: [SymbolKind]) {
    var changed = false
    for index in rows.indices where rows[index].substitute(symbol, by: row) { changed = true }
    guard changed else { return }
    updateStatus(of: symbol, kinds: kinds)
    for cell in row.cells { updateStatus(of: cell.symbol, kinds: kinds) }
  }

  /// Drops `symbol` from every level (it is 0 for good).
  mutating func removeCell(_ symbol: Symbol) {
    for index in rows.indices { _ = rows[index].removeCell(symbol) }
    let (position, found) = improvingPosition(of: symbol)
    if found { improving.remove(at: position) }
  }

  /// The oldest non-dummy symbol whose reduced cost is lexicographically negative, or nil
  /// when the objective is optimal. (The oldest, as kiwi's first-in-creation-order choice:
  /// Bland's rule, which keeps the simplex from cycling.)
  func enteringSymbol(kinds: [SymbolKind]) -> Symbol? {
    let entering = improving.first
    assert(entering == enteringSymbolByScan(kinds: kinds), "the improving symbols are stale")
    return entering
  }

  /// `enteringSymbol` found by scanning every level: the reference for the kept list.
  func enteringSymbolByScan(kinds: [SymbolKind]) -> Symbol? {
    var best: Symbol?
    for (level, row) in rows.enumerated() {
      for cell in row.cells {
        if let best, cell.symbol >= best { break }
        guard cell.coefficient < 0, kinds[Int(cell.symbol)] != .dummy else { continue }
        // Cells are never near zero, so a higher level either holds the symbol (and decides
        // its sign) or costs nothing for it.
        if rows[..<level].allSatisfy({ !$0.position(of: cell.symbol).found }) {
          best = cell.symbol
          break
        }
      }
    }
    return best
  }

  /// Puts `symbol` in `improving` or takes it out, from its cell in the highest level that
  /// holds it.
  private mutating func updateStatus(of symbol: Symbol, kinds: [SymbolKind]) {
    var isImproving = false
    if kinds[Int(symbol)] != .dummy {
      for row in rows {
        let (index, found) = row.position(of: symbol)
        if found {
          isImproving = row.cells[index].coefficient < 0
          break
        }
      }
    }
    let (position, found) = improvingPosition(of: symbol)
    if isImproving && !found {
      improving.insert(symbol, at: position)
    } else if !isImproving && found {
      improving.remove(at: position)
    }
  }

  /// Where `symbol` is in `improving`, or where it would go.
  private func improvingPosition(of symbol: Symbol) -> (index: Int, found: Bool) {
    var low = 0
    var high = improving.count
    while low < high {
      let middle = (low + high) >> 1
      if improving[middle] == symbol { return (middle, true) }
      if improving[middle] < symbol { low = middle + 1 } else { high = middle }
    }
    return (low, false)
  }

  /// Whether `candidate`'s reduced cost divided by `coefficient` is lexicographically below
  /// `best`'s divided by `bestCoefficient` (the dual simplex's ratio test).
  func ratio(
    of candidate: Symbol, _ coefficient: Double, isBelow best: Symbol, _ bestCoefficient: Double
  ) -> Bool {
    for row in rows {
      let mine = row.coefficient(for: candidate) / coefficient
      let theirs = row.coefficient(for: best) / bestCoefficient
      if mine != theirs { return mine < theirs }
    }
    return false
  }
}
