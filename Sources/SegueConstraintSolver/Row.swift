/// A symbol of the tableau: an index into its per-symbol arrays.
typealias Symbol = Int32

/// What a symbol stands for. External symbols are the user's variables (unrestricted); the
/// others are the solver's own and restricted to ≥ 0: slacks of inequalities, errors of
/// non-required constraints (both may be pivoted), and dummies that mark required equalities
/// (never pivoted: they must stay 0).
enum SymbolKind: UInt8 {
  case external, slack, error, dummy

  var isPivotable: Bool { self == .slack || self == .error }
}

/// Below this a coefficient or constant counts as zero (kiwi's tolerance).
let nearZeroTolerance = 1e-8

@inline(__always) func isNearZero(_ value: Double) -> Bool {
  abs(value) < nearZeroTolerance
}

/// One entry of a row: `coefficient · symbol`.
struct Cell {
  var symbol: Symbol
  var coefficient: Double
}

/// A row of the tableau: `basic = constant + Σ coefficient · symbol` once solved for its basic
/// symbol, or `0 = constant + Σ …` while being built.
///
/// Cells are kept sorted by symbol with no (near-)zero coefficient, so that a lookup is a
/// binary search, adding one row to another is a merge, and iterating cells visits symbols in
/// creation order as kiwi's sorted maps do (which keeps the pivot choices, and so the solution
/// of an under-determined system, the same as kiwi's).
struct Row {
  var constant: Double
  var cells: [Cell] = []

  init(constant: Double = 0) {
    self.constant = constant
  }

  /// The position of `symbol`'s cell, or where it would be inserted.
  @inline(__always) func position(of symbol: Symbol) -> (index: Int, found: Bool) {
    var low = 0
    var high = cells.count
    while low < high {
      let middle = (low + high) >> 1
      let candidate = cells[middle].symbol
      if candidate == symbol { return (middle, true) }
      if candidate < symbol { low = middle + 1 } else { high = middle }
    }
    return (low, false)
  }

  func coefficient(for symbol: Symbol) -> Double {
    let (index, found) = position(of: symbol)
    return found ? cells[index].coefficient : 0
  }

  /// Removes `symbol`'s cell and returns its coefficient (0 when absent). Column bookkeeping
  /// is the caller's.
  mutating func removeCell(_ symbol: Symbol) -> Double {
    let (index, found) = position(of: symbol)
    guard found else { return 0 }
    return cells.remove(at: index).coefficient
  }

  mutating func reverseSign() {
    constant = -constant
    for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
  }

  /// Solves `0 = constant + Σ …` for `symbol`, which must be in the row and which leaves it:
  /// `symbol = −constant/c − Σ others/c`. The row must be detached (not in the columns).
  mutating func solve(for symbol: Symbol) {
    let coefficient = removeCell(symbol)
    let scale = -1 / coefficient
    constant *= scale
    for index in cells.indices { cells[index].coefficient *= scale }
  }

  /// Solves `lhs = row` for `rhs`: `lhs` (basic until now) enters the cells with −1, `rhs`
  /// becomes the subject.
  mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
    add(lhs, -1)
    solve(for: rhs)
  }

  /// Adds `coefficient · symbol` to a detached row.
  mutating func add(_ symbol: Symbol, _ coefficient: Double) {
    var none = Columns()
    add(symbol, coefficient, owner: Columns.untracked, columns: &none)
  }

  /// Adds `times · other` to a detached row.
  mutating func add(_ other: Row, times: Double) {
    var none = Columns()
    add(other, times: times, owner: Columns.untracked, columns: &none)
  }

  /// Adds `coefficient · symbol`, keeping `columns` up to date for the row of basic symbol
  /// `owner` (or not at all for `Columns.untracked`).
  mutating func add(
    _ symbol: Symbol, _ coefficient: Double, owner: Symbol, columns: inout Columns
  ) {
    let (index, found) = position(of: symbol)
    if found {
      let sum = cells[index].coefficient + coefficient
      if isNearZero(sum) {
        cells.remove(at: index)
        columns.remove(symbol, owner: owner)
      } else {
        cells[index].coefficient = sum
      }
    } else if !isNearZero(coefficient) {
      cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
      columns.add(symbol, owner: owner)
    }
  }

  /// Adds `times · other`, keeping `columns` up to date for the row of `owner`.
  ///
  /// A short `other` going into a long row (the objective, a long dummy chain) is inserted
  /// cell by cell; otherwise the two sorted cell lists are merged in one pass.
  mutating func add(_ other: Row, times: Double, owner: Symbol, columns: inout Columns) {
    constant += other.constant * times
    if other.cells.count * 8 < cells.count {
      for cell in other.cells {
        add(cell.symbol, cell.coefficient * times, owner: owner, columns: &columns)
      }
      return
    }
    var merged: [Cell] = []
    merged.reserveCapacity(cells.count + other.cells.count)
    var mine = 0
    var theirs = 0
    while mine < cells.count || theirs < other.cells.count {
      if theirs == other.cells.count
        || (mine < cells.count && cells[mine].symbol < other.cells[theirs].symbol)
      {
        merged.append(cells[mine])
        mine += 1
      } else if mine == cells.count || other.cells[theirs].symbol < cells[mine].symbol {
        let cell = other.cells[theirs]
        let coefficient = cell.coefficient * times
        if !isNearZero(coefficient) {
          merged.append(Cell(symbol: cell.symbol, coefficient: coefficient))
          columns.add(cell.symbol, owner: owner)
        }
        theirs += 1
      } else {
        let symbol = cells[mine].symbol
        let sum = cells[mine].coefficient + other.cells[theirs].coefficient * times
        if isNearZero(sum) {
          columns.remove(symbol, owner: owner)
        } else {
          merged.append(Cell(symbol: symbol, coefficient: sum))
        }
        mine += 1
        theirs += 1
      }
    }
    cells = merged
  }

  /// Replaces `symbol` by its definition `row` in a detached row (the objectives); returns
  /// whether the row held it.
  @discardableResult
  mutating func substitute(_ symbol: Symbol, by row: Row) -> Bool {
    let coefficient = removeCell(symbol)
    guard coefficient != 0 else { return false }
    add(row, times: coefficient)
    return true
  }
}

/// For each symbol, the basic symbols of the rows whose cells hold it: the inverse of the
/// rows, so that substituting a symbol or choosing a pivot row visits only the rows concerned
/// instead of all of them (kiwi scans every row; on a 4,000-constraint screen most rows hold
/// a handful of the thousands of symbols).
struct Columns {
  /// An owner that is not tracked (a detached row, an objective).
  static let untracked: Symbol = -1

  var owners: [[Symbol]] = []

  mutating func addSymbol() {
    owners.append([])
  }

  @inline(__always) mutating func add(_ symbol: Symbol, owner: Symbol) {
    guard owner != Self.untracked else { return }
    owners[Int(symbol)].append(owner)
  }

  @inline(__always) mutating func remove(_ symbol: Symbol, owner: Symbol) {
    guard owner != Self.untracked else { return }
    let column = Int(symbol)
    if let index = owners[column].lastIndex(of: owner) {
      owners[column].swapAt(index, owners[column].count - 1)
      owners[column].removeLast()
    }
  }

  /// Empties `symbol`'s column and returns what it held.
  mutating func take(_ symbol: Symbol) -> [Symbol] {
    let column = Int(symbol)
    let taken = owners[column]
    owners[column] = []
    return taken
  }
}
