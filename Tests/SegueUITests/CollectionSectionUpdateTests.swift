import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

/// A data source over sections of values, each section with an identity.
@MainActor
final class SectionedSource: CollectionViewDataSource, CollectionViewDelegate {
  struct Section: Equatable {
    var id: Int
    var values: [Int]
  }
  var sections: [Section]

  init(sections: [Section]) { self.sections = sections }

  func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    sections[section].values.count
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "value", for: indexPath)
    (cell as? ValueCell)?.value = sections[indexPath.section].values[indexPath.item]
    return cell
  }
}

/// Section inserts, deletes and moves, and item reloads, in batch updates against a model:
/// a seeded random sequence of edits, each made to an array of sections (the model) and
/// described as UIKit wants (section deletions by old index, insertions by new index, moves
/// old → new; item changes inside the sections that stay where the item-level rules put
/// them; some sections made again wholesale and reloaded). After each batch every visible cell shows its item's model value with the layout's
/// frame, items that stayed keep their cells, reloaded items get new ones.
@MainActor
@Suite("CollectionView: section updates and reloads")
struct CollectionSectionUpdateTests {
  struct Edit {
    var new: [SectionedSource.Section]
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var movedSections: [(Int, Int)] = []
    var deleted: [IndexPath] = []
    var inserted: [IndexPath] = []
    var moved: [(IndexPath, IndexPath)] = []
    var reloaded: [IndexPath] = []
    var reloadedSections = IndexSet()
  }

  static func randomEdit(
    of old: [SectionedSource.Section], nextID: inout Int, random: inout SplitMix
  ) -> Edit {
    var survivors = old
    var deletedIDs = Set<Int>()
    if survivors.count > 1, random.int(0...2) == 0 {
      deletedIDs.insert(survivors.remove(at: random.int(0...(survivors.count - 1))).id)
    }
    var relocated: [SectionedSource.Section] = []
    if survivors.count > 1, random.int(0...2) == 0 {
      relocated.append(survivors.remove(at: random.int(0...(survivors.count - 1))))
    }
    var added: [SectionedSource.Section] = []
    if random.int(0...2) == 0 {
      let values = (0..<random.int(0...4)).map { _ in
        nextID += 1
        return nextID
      }
      nextID += 1
      added.append(.init(id: nextID, values: values))
    }
    // Item edits inside the sections that stay in place (moved sections keep their items).
    var itemEdits: [Int: CollectionBatchUpdateTests.Edit] = [:]
    var reloadedValues: [Int: [Int]] = [:]
    var remadeIDs = Set<Int>()
    for index in survivors.indices {
      // A section made again from new values, as many or not (reloadSections).
      if random.int(0...4) == 0 {
        remadeIDs.insert(survivors[index].id)
        survivors[index].values = (0..<random.int(0...5)).map { _ in
          defer { nextID += 1 }
          return nextID
        }
        continue
      }
      let edit = CollectionBatchUpdateTests.randomEdit(
        of: survivors[index].values, nextID: &nextID, random: &random)
      itemEdits[survivors[index].id] = edit
      // Reload one item that stays where the edit leaves it alone (not deleted or moved).
      let leaving = Set(edit.deleted.map(\.item) + edit.moved.map(\.0.item))
      if let kept = survivors[index].values.indices.first(where: { !leaving.contains($0) }),
        random.int(0...1) == 0
      {
        reloadedValues[survivors[index].id, default: []].append(survivors[index].values[kept])
      }
      survivors[index].values = edit.new
    }
    var new = survivors
    for section in relocated + added {
      new.insert(section, at: random.int(0...new.count))
    }
    var edit = Edit(new: new)
    for (index, section) in old.enumerated() {
      if deletedIDs.contains(section.id) { edit.deletedSections.insert(index) }
      if remadeIDs.contains(section.id) { edit.reloadedSections.insert(index) }
      if let to = new.firstIndex(where: { $0.id == section.id }),
        relocated.contains(where: { $0.id == section.id })
      {
        edit.movedSections.append((index, to))
      }
      guard let items = itemEdits[section.id],
        let to = new.firstIndex(where: { $0.id == section.id })
      else { continue }
      edit.deleted += items.deleted.map { IndexPath(item: $0.item, section: index) }
      edit.inserted += items.inserted.map { IndexPath(item: $0.item, section: to) }
      edit.moved += items.moved.map {
        (IndexPath(item: $0.0.item, section: index), IndexPath(item: $0.1.item, section: to))
      }
      for value in reloadedValues[section.id] ?? [] {
        if let item = section.values.firstIndex(of: value) {
          edit.reloaded.append(IndexPath(item: item, section: index))
        }
      }
    }
    for (index, section) in new.enumerated() where added.contains(where: { $0.id == section.id }) {
      edit.insertedSections.insert(index)
    }
    return edit
  }

  private func makeSectioned(_ sections: [SectionedSource.Section]) -> (
    WindowHost, CollectionView, SectionedSource
  ) {
    let source = SectionedSource(sections: sections)
    let (host, collectionView) = hostCollection(of: source)
    return (host, collectionView, source)
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func aRandomSequenceOfSectionBatchesMatchesTheModel(seed: UInt64) throws {
    var random = SplitMix(seed: seed)
    let (host, collectionView, source) = makeSectioned(
      (0..<3).map { section in .init(id: -1 - section, values: (0..<4).map { section * 10 + $0 }) })
    var nextID = 1000
    var time = 0.0
    var sectionChanges = 0
    var reloads = 0
    var sectionReloads = 0
    for round in 0..<20 {
      let edit = Self.randomEdit(of: source.sections, nextID: &nextID, random: &random)
      sectionChanges +=
        edit.deletedSections.count + edit.insertedSections.count + edit.movedSections.count
      reloads += edit.reloaded.count
      sectionReloads += edit.reloadedSections.count
      let reloadedValues = Set(
        edit.reloaded.map { source.sections[$0.section].values[$0.item] })
      let before = Dictionary(
        uniqueKeysWithValues: collectionView.visibleCells.compactMap { cell in
          (cell as? ValueCell)?.value.map { ($0, ObjectIdentifier(cell)) }
        })
      var finished: Bool?
      collectionView.performBatchUpdates(
        {
          source.sections = edit.new
          collectionView.deleteSections(edit.deletedSections)
          collectionView.insertSections(edit.insertedSections)
          for (from, to) in edit.movedSections { collectionView.moveSection(from, toSection: to) }
          collectionView.deleteItems(at: edit.deleted)
          collectionView.insertItems(at: edit.inserted)
          for (from, to) in edit.moved { collectionView.moveItem(at: from, to: to) }
          collectionView.reloadItems(at: edit.reloaded)
          collectionView.reloadSections(edit.reloadedSections)
        }, completion: { finished = $0 })
      time += 0.5
      host.advance(to: time)
      #expect(finished == true, "round \(round)")
      #expect(collectionView.numberOfSections == edit.new.count)
      let cells = collectionView.subviews.compactMap { $0 as? ValueCell }
      #expect(cells.count == collectionView.visibleCells.count, "round \(round): no leftovers")
      for indexPath in collectionView.indexPathsForVisibleItems {
        let cell = try #require(collectionView.cellForItem(at: indexPath) as? ValueCell)
        let value = edit.new[indexPath.section].values[indexPath.item]
        #expect(cell.value == value, "round \(round), item \(indexPath)")
        let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame
        #expect(cell.frame == frame && cell.alpha == 1)
        if let kept = before[value] {
          #expect(
            (kept == ObjectIdentifier(cell)) != reloadedValues.contains(value),
            "round \(round): \(value) kept its cell unless reloaded")
        }
      }
    }
    #expect(
      sectionChanges >= 5 && reloads >= 5 && sectionReloads >= 3,
      "the sequence exercised sections and reloads")
  }

  @Test func aReloadedItemCrossFadesToANewCellInPlace() throws {
    let (host, collectionView, source) = makeCollection(values: Array(0..<6))
    let path = IndexPath(item: 2, section: 0)
    let old = try #require(collectionView.cellForItem(at: path) as? ValueCell)
    source.values[2] = 42
    collectionView.reloadItems(at: [path])
    let new = try #require(collectionView.cellForItem(at: path) as? ValueCell)
    #expect(new !== old && new.value == 42)
    host.advance(to: 0.15)
    let fadingIn = new.layer.presentationValues().opacity
    let fadingOut = old.layer.presentationValues().opacity
    #expect(fadingIn > 0 && fadingIn < 1 && fadingOut > 0 && fadingOut < 1)
    #expect(old.frame == new.frame, "both where the item is")
    host.advance(to: 0.5)
    #expect(old.superview == nil && new.alpha == 1)
  }

  @Test func badSectionUpdatesAreReportedAndReloaded() {
    let (host, collectionView, source) = makeCollection(values: Array(0..<6))
    var messages: [String] = []
    host.window.diagnostics = { messages.append($0) }
    collectionView.insertSections(IndexSet(integer: 0))
    #expect(messages.last?.contains("invalid number of sections") == true, "\(messages)")
    collectionView.deleteSections(IndexSet(integer: 3))
    #expect(messages.last?.contains("section 3 does not exist before the update") == true)
    collectionView.performBatchUpdates {
      source.values = Array(0..<5)
      collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
      collectionView.reloadItems(at: [IndexPath(item: 1, section: 0)])
    }
    #expect(messages.last?.contains("is reloaded and also deleted or moved") == true)
    host.frame()
    #expect(collectionView.visibleCells.compactMap { ($0 as? ValueCell)?.value } == Array(0..<5))
  }
}

/// `allowsMultipleSelection` (doc: "tapping a cell adds it to the current selection … tapping
/// the cell again removes it from the selection").
@MainActor
@Suite("CollectionView: multiple selection")
struct CollectionMultipleSelectionTests {
  private let first = IndexPath(item: 0, section: 0)
  private let fifth = IndexPath(item: 4, section: 0)

  @Test func aTapAddsItsItemAndATapOnASelectedItemRemovesIt() {
    let (host, collectionView, source) = makeCollection()
    collectionView.allowsMultipleSelection = true
    func tap(_ point: CGPoint, at time: Double) {
      host.window.schedule(InputScript([.tap(at: point, time: 0)]), startingAt: time)
      host.advance(to: time + 0.1)
    }
    // Item 0 is x 8…131, item 4 x 135…258 (rows alike).
    tap(CGPoint(x: 20, y: 20), at: 0)
    tap(CGPoint(x: 200, y: 200), at: 0.2)
    #expect(collectionView.indexPathsForSelectedItems == [first, fifth])
    tap(CGPoint(x: 20, y: 20), at: 0.4)
    #expect(collectionView.indexPathsForSelectedItems == [fifth])
    #expect(
      source.calls.filter { !$0.contains("ighlight") } == [
        "didSelect 0", "didSelect 4", "didDeselect 0",
      ])
    #expect(collectionView.cellForItem(at: first)?.isSelected == false)
    #expect(collectionView.cellForItem(at: fifth)?.isSelected == true)
    tap(CGPoint(x: 200, y: 200), at: 0.6)
    #expect(collectionView.indexPathsForSelectedItems == nil, "none left")
  }

  @Test func codeSelectsAddingOrReplacingAndTheSelectionFollowsItsItems() {
    let (host, collectionView, source) = makeCollection(values: Array(0..<6))
    collectionView.allowsMultipleSelection = true
    collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false)
    collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false)
    collectionView.performBatchUpdates {
      source.values = Array(1..<6)
      collectionView.deleteItems(at: [first])
    }
    host.advance(to: 0.5)
    #expect(
      collectionView.indexPathsForSelectedItems == [
        IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0),
      ], "items 1 and 3 are now 0 and 2")
    #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
    collectionView.allowsMultipleSelection = false
    collectionView.selectItem(at: fifth, animated: false)
    #expect(collectionView.indexPathsForSelectedItems == [fifth], "single: instead of them")
    collectionView.selectItem(at: nil, animated: false)
    #expect(collectionView.indexPathsForSelectedItems == nil)
    #expect(source.calls.isEmpty, "code tells the delegate nothing")
  }
}
