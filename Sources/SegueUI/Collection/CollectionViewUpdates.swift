import Foundation

/// The changes of one batch update, checked against the counts before and after it, and the
/// new index path of every item that stays (UIKit's rules: deletions and move sources name
/// items before the update, insertions and move destinations items after it; the items that
/// are neither keep their order and fill the other places).
struct CollectionViewUpdates {
  var inserted: [IndexPath] = []
  var deleted: [IndexPath] = []
  var moved: [(from: IndexPath, to: IndexPath)] = []

  var isEmpty: Bool { inserted.isEmpty && deleted.isEmpty && moved.isEmpty }

  /// What the layout is told, in UIKit's order: deletions, insertions, moves.
  var items: [CollectionViewUpdateItem] {
    deleted.map {
      .init(indexPathBeforeUpdate: $0, indexPathAfterUpdate: nil, updateAction: .delete)
    }
      + inserted.map {
        .init(indexPathBeforeUpdate: nil, indexPathAfterUpdate: $0, updateAction: .insert)
      }
      + moved.map {
        .init(indexPathBeforeUpdate: $0.from, indexPathAfterUpdate: $0.to, updateAction: .move)
      }
  }

  /// The new path of each item before the update that is not deleted, or a refusal.
  func newPaths(before: [Int], after: [Int]) throws(CollectionViewError) -> [IndexPath: IndexPath] {
    guard before.count == after.count else {
      throw .invalidIndexPath(
        IndexPath(item: 0, section: min(before.count, after.count)),
        "is in a section that was added or removed (section updates are not done)")
    }
    let leaving = deleted + moved.map(\.from)
    let arriving = inserted + moved.map(\.to)
    try Self.checkUnique(leaving, in: before, "before the update")
    try Self.checkUnique(arriving, in: after, "after the update")
    var map: [IndexPath: IndexPath] = [:]
    for (from, to) in moved { map[from] = to }
    let leavingSet = Set(leaving)
    let arrivingSet = Set(arriving)
    for section in before.indices {
      let leftOut = leaving.filter { $0.section == section }.count
      let comeIn = arriving.filter { $0.section == section }.count
      guard before[section] - leftOut + comeIn == after[section] else {
        throw .invalidUpdate(
          section: section, before: before[section], after: after[section],
          inserted: comeIn, deleted: leftOut)
      }
      let staying = (0..<before[section]).map { IndexPath(item: $0, section: section) }
        .filter { !leavingSet.contains($0) }
      let free = (0..<after[section]).map { IndexPath(item: $0, section: section) }
        .filter { !arrivingSet.contains($0) }
      for (old, new) in zip(staying, free) { map[old] = new }
    }
    return map
  }

  private static func checkUnique(_ paths: [IndexPath], in counts: [Int], _ when: String)
    throws(CollectionViewError)
  {
    var seen = Set<IndexPath>()
    for path in paths {
      guard path.count == 2, counts.indices.contains(path.section), path.item >= 0,
        path.item < counts[path.section]
      else { throw .invalidIndexPath(path, "does not exist \(when)") }
      guard seen.insert(path).inserted else {
        throw .invalidIndexPath(path, "is named twice \(when)")
      }
    }
  }
}
