import Foundation

/// The changes of one batch update, checked against the counts before and after it, and the
/// new index path of every item that stays (UIKit's rules, doc: performBatchUpdates — deletions
/// and move sources, of sections and items, name them before the update; insertions and move
/// destinations after it; reloads name items and sections before it; the sections and items
/// that are neither keep their order and fill the other places).
///
/// A reloaded section keeps its place among the sections but not its items: UIKit reloads a
/// section as a deletion and an insertion of everything in it (its item count may change, its
/// cells and supplementary views are made again), and tells the layout of one `.reload` whose
/// paths name the section (high: `reloadSections(_:)` is documented to reload "all of the items
/// in the specified sections"; medium: that the count may change, as apps rely on with no
/// exception, and the single section-level update item).
struct CollectionViewUpdates {
  var inserted: [IndexPath] = []
  var deleted: [IndexPath] = []
  var moved: [(from: IndexPath, to: IndexPath)] = []
  /// Items whose cells are made again (before-update paths).
  var reloaded: [IndexPath] = []
  var insertedSections: [Int] = []
  var deletedSections: [Int] = []
  var movedSections: [(from: Int, to: Int)] = []
  /// Sections whose items are all made again (before-update indexes).
  var reloadedSections: [Int] = []

  /// Where the sections and items that stay go.
  struct Mapping {
    /// The new path of each item before the update that is not deleted (nor in a deleted
    /// section).
    var items: [IndexPath: IndexPath]
    /// The new index of each section before the update that is not deleted.
    var sections: [Int: Int]
  }

  /// What the layout is told, in UIKit's order: deletions, insertions, reloads, moves; in each,
  /// the sections' changes (their item `NSNotFound`) before the items' (the items of inserted
  /// and deleted sections are not listed one by one).
  func items(_ mapping: Mapping) -> [CollectionViewUpdateItem] {
    func section(_ index: Int) -> IndexPath { IndexPath(item: NSNotFound, section: index) }
    let deletions = (deletedSections.map { section($0) } + deleted).map {
      CollectionViewUpdateItem(
        indexPathBeforeUpdate: $0, indexPathAfterUpdate: nil, updateAction: .delete)
    }
    let insertions = (insertedSections.map { section($0) } + inserted).map {
      CollectionViewUpdateItem(
        indexPathBeforeUpdate: nil, indexPathAfterUpdate: $0, updateAction: .insert)
    }
    let sectionReloads = reloadedSections.map {
      CollectionViewUpdateItem(
        indexPathBeforeUpdate: section($0), indexPathAfterUpdate: mapping.sections[$0].map(section),
        updateAction: .reload)
    }
    let reloads =
      sectionReloads
      + reloaded.map {
        CollectionViewUpdateItem(
          indexPathBeforeUpdate: $0, indexPathAfterUpdate: mapping.items[$0],
          updateAction: .reload)
      }
    let moves =
      movedSections.map { (section($0.from), section($0.to)) } + moved.map { ($0.from, $0.to) }
    return deletions + insertions + reloads
      + moves.map {
        .init(indexPathBeforeUpdate: $0.0, indexPathAfterUpdate: $0.1, updateAction: .move)
      }
  }

  /// Where each section and item before the update that stays goes, or a refusal.
  func mapping(before: [Int], after: [Int]) throws(CollectionViewError) -> Mapping {
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
    try Self.checkUnique(sections: reloadedSections, count: before.count, "before the update")
    let remade = Set(reloadedSections)
    if let both = reloadedSections.first(where: { sections[$0] == nil || movedAway.contains($0) }) {
      throw .invalidSection(both, "is reloaded and also deleted or moved")
    }
    if let gone = (leaving + reloaded).first(where: {
      sections[$0.section] == nil || movedAway.contains($0.section) || remade.contains($0.section)
    }) {
      throw .invalidIndexPath(gone, "is in a section the update deletes, moves or reloads")
    }
    let fresh = Set(insertedSections + movedSections.map(\.to))
    let remadeAfter = Set(reloadedSections.compactMap { sections[$0] })
    if let new = arriving.first(where: {
      fresh.contains($0.section) || remadeAfter.contains($0.section)
    }) {
      throw .invalidIndexPath(new, "is in a section the update inserts, moves or reloads")
    }
    var map: [IndexPath: IndexPath] = [:]
    for (from, to) in moved { map[from] = to }
    let arrivingSet = Set(arriving)
    for (old, new) in sections where !remade.contains(old) {
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
    return Mapping(items: map, sections: sections)
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
