import Foundation

/// The cells a table or collection view keeps for reuse, by reuse identifier, and the classes
/// it makes new ones of. A pooled cell is out of the hierarchy; handing one out runs its
/// `prepareForReuse`.
@MainActor
struct ReusePool<Cell: View> {
  private var classes: [String: Cell.Type] = [:]
  private var pooled: [String: [Cell]] = [:]

  /// How many cells are pooled.
  var count: Int { pooled.values.reduce(0) { $0 + $1.count } }

  /// Registers the class new cells for `identifier` are made of.
  mutating func register(_ cellClass: Cell.Type, for identifier: String) {
    classes[identifier] = cellClass
  }

  /// A pooled cell for `identifier` after `prepare(cell)`, or one `make` builds from the
  /// registered class.
  /// - Precondition: a class is registered for `identifier` (UIKit raises there too);
  ///   `place` names the row or item in the message.
  mutating func dequeue(
    _ identifier: String, for place: @autoclosure () -> String, prepare: (Cell) -> Void,
    make: (Cell.Type) -> Cell
  ) -> Cell {
    if let cell = pooled[identifier]?.popLast() {
      prepare(cell)
      return cell
    }
    guard let cellClass = classes[identifier] else {
      preconditionFailure(
        "\(place()): no cell class registered for the identifier \"\(identifier)\"")
    }
    return make(cellClass)
  }

  /// Takes `cell` out of the hierarchy and pools it under `identifier` (nil: not reusable,
  /// dropped).
  mutating func enqueue(_ cell: Cell, identifier: String?) {
    cell.removeFromSuperview()
    guard let identifier else { return }
    pooled[identifier, default: []].append(cell)
  }
}
