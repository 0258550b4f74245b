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
struct Objective {
  /// One row per level, `levels[i]` being `rows[i]`'s; highest level first.
  private(set) var rows: [Row] = []
  private(set) var levels: [Double] = []

  /// The row of `level`, made (empty) if it is new.
  private mutating func index(of level: Double) -> Int {
    if let index = levels.firstIndex(of: level) { return index }
    let index = levels.firstIndex { $0 < level } ?? levels.count
    levels.insert(level, at: index)
    rows.insert(Row(), at: index)
    return index
  }

  /// Adds `coefficient · symbol` to `level`'s row.
  mutating func add(_ symbol: Symbol, _ coefficient: Double, level: Double) {
    rows[index(of: level)].add(symbol, coefficient)
  }

  /// Adds `times · row` to `level`'s row.
  mutating func add(_ row: Row, times: Double, level: Double) {
    rows[index(of: level)].add(row, times: times)
  }

  /// Replaces `symbol` by its definition `row` in every level.
  mutating func substitute(_ symbol: Symbol, by row: Row) {
    for index in rows.indices { rows[index].substitute(symbol, by: row) }
  }

  /// Drops `symbol` from every level (it is 0 for good).
  mutating func removeCell(_ symbol: Symbol) {
    for index in rows.indices { _ = rows[index].removeCell(symbol) }
  }

  /// The oldest non-dummy symbol whose reduced cost is lexicographically negative, or nil
  /// when the objective is optimal. (The oldest, as kiwi's first-in-creation-order choice:
  /// Bland's rule, which keeps the simplex from cycling.)
  func enteringSymbol(kinds: [SymbolKind]) -> Symbol? {
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
