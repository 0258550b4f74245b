import Foundation

/// The changes of one batch update, checked against the counts before and after it, and the
/// new index path of every item that stays (UIKit's rules, doc: performBatchUpdates — deletions
/// and move sources, of sections and items, name them before the update; insertions and move
/// destinations after it; reloads name items before it; the sections and items that are
/// neither keep their order and fill the other places).
struct CollectionViewUpdates {
  var inserted: [IndexPath] = []
  var deleted: [IndexPath] = []
  var moved: [(from: IndexPath, to: IndexPath)] = []
  /// Items whose cells are made again (before-update paths).
  var reloaded: [IndexPath] = []
  var insertedSections: [Int] = []
  var deletedSections: [Int] = []
  var movedSections: [(from: Int, to: Int)] = []

  /// What the layout is told, in UIKit's order: deletions, insertions, reloads, moves (of
  /// items; the items of inserted and deleted sections are not listed one by one).
  func items(newPaths: [IndexPath: IndexPath]) -> [CollectionViewUpdateItem] {
    deleted.map {
      .init(indexPathBeforeUpdate: $0, indexPathAfterUpdate: nil, updateAction: .delete)
    }
      + inserted.map {
        .init(indexPathBeforeUpdate: nil, indexPathAfterUpdate: $0, updateAction: .insert)
      }
      + reloaded.map {
        .init(indexPathBeforeUpdate: $0, indexPathAfterUpdate: newPaths[$0], updateAction: .reload)
      }
      + moved.map {
        .init(indexPathBeforeUpdate: $0.from, indexPathAfterUpdate: $0.to, updateAction: .move)
      }
  }

  /// The new path of each item before the update that is not deleted (with its section), or a
  /// refusal.
  func newPaths(before: [Int], after: [Int]) throws(CollectionViewError) -> [IndexPath: IndexPath] {
    let sections = try newSections(before: before.count, after: after.count)
    let leaving = deleted + moved.map(\.from)
    let arriving = inserted + moved.map(\.to)
    try Self.checkUnique(leaving, in: before, "before the update")
    try Self.checkUnique(arriving, in: after, "after the update")
    try Self.checkUnique(reloaded, in: before, "before the update")
    let leavingSet = Set(leaving)
    if let both = reloaded.first(where: leavingSet.contains) {
      throw .invalidIndexPath(both, "is reloaded and also deleted or moved")
    }
    let movedAway = Set(movedSections.map(\.from))
    if let gone = (leaving + reloaded).first(where: {
      sections[$0.section] == nil || movedAway.contains($0.section)
    }) {
      throw .invalidIndexPath(gone, "is in a section the update deletes or moves")
    }
    let fresh = Set(insertedSections + movedSections.map(\.to))
    if let new = arriving.first(where: { fresh.contains($0.section) }) {
      throw .invalidIndexPath(new, "is in a section the update inserts or moves")
    }
    var map: [IndexPath: IndexPath] = [:]
    for (from, to) in moved { map[from] = to }
    let arrivingSet = Set(arriving)
    for (old, new) in sections {
      let staying = (0..<before[old]).map { IndexPath(item: $0, section: old) }
        .filter { !leavingSet.contains($0) }
      let free = (0..<after[new]).map { IndexPath(item: $0, section: new) }
        .filter { !arrivingSet.contains($0) }
      if fresh.contains(new) {
        // A moved section takes its items along, unchanged (item changes in it are refused).
        guard before[old] == after[new] else {
          throw .invalidUpdate(
            section: new, before: before[old], after: after[new], inserted: 0, deleted: 0)
        }
      } else {
        let leftOut = leaving.filter { $0.section == old }.count
        let comeIn = arriving.filter { $0.section == new }.count
        guard before[old] - leftOut + comeIn == after[new] else {
          throw .invalidUpdate(
            section: new, before: before[old], after: after[new], inserted: comeIn,
            deleted: leftOut)
        }
      }
      for (old, new) in zip(staying, free) { map[old] = new }
    }
    return map
  }

  /// The new index of each section before the update that is not deleted (moved ones where
  /// they go, the others in order in the places left), or a refusal.
  private func newSections(before: Int, after: Int) throws(CollectionViewError) -> [Int: Int] {
    let leaving = deletedSections + movedSections.map(\.from)
    let arriving = insertedSections + movedSections.map(\.to)
    try Self.checkUnique(sections: leaving, count: before, "before the update")
    try Self.checkUnique(sections: arriving, count: after, "after the update")
    guard before - leaving.count + arriving.count == after else {
      throw .invalidSectionUpdate(
        before: before, after: after, inserted: insertedSections.count,
        deleted: deletedSections.count)
    }
    var map: [Int: Int] = [:]
    for (from, to) in movedSections { map[from] = to }
    let staying = (0..<before).filter { !leaving.contains($0) }
    let free = (0..<after).filter { !arriving.contains($0) }
    for (old, new) in zip(staying, free) { map[old] = new }
    return map
  }

  private static func checkUnique(sections: [Int], count: Int, _ when: String)
    throws(CollectionViewError)
  {
    var seen = Set<Int>()
    for section in sections {
      guard (0..<count).contains(section) else {
        throw .invalidSection(section, "does not exist \(when)")
      }
      guard seen.insert(section).inserted else {
        throw .invalidSection(section, "is named twice \(when)")
      }
    }
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
