import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

/// Batch updates against a model: a seeded random sequence of edits, each made to an array
/// (the model) and described to the collection view as UIKit wants (deletions by old index,
/// insertions by new index, moves old → new). After each batch's animation every visible cell
/// must show its item's model value — a cell kept for a surviving item is never asked again,
/// so a wrong re-keying shows a stale value — with the layout's frame, and cells of surviving
/// items stay the same objects.
@MainActor
@Suite("CollectionView: batch updates")
struct CollectionBatchUpdateTests {
  /// One random edit of `old`: some items deleted, some relocated, new ones inserted.
  struct Edit {
    var new: [Int]
    var deleted: [IndexPath] = []
    var inserted: [IndexPath] = []
    var moved: [(IndexPath, IndexPath)] = []
  }

  static func randomEdit(of old: [Int], nextID: inout Int, random: inout SplitMix) -> Edit {
    var survivors = old
    var deletedValues = Set<Int>()
    for _ in 0..<random.int(0...3) where !survivors.isEmpty {
      deletedValues.insert(survivors.remove(at: random.int(0...(survivors.count - 1))))
    }
    // Relocated survivors are taken out and put back elsewhere; the others keep their order.
    var relocated: [Int] = []
    for _ in 0..<random.int(0...2) where !survivors.isEmpty {
      relocated.append(survivors.remove(at: random.int(0...(survivors.count - 1))))
    }
    var inserted: [Int] = []
    for _ in 0..<random.int(0...3) {
      inserted.append(nextID)
      nextID += 1
    }
    var new = survivors
    for value in relocated + inserted {
      new.insert(value, at: random.int(0...new.count))
    }
    var edit = Edit(new: new)
    edit.deleted = old.indices.filter { deletedValues.contains(old[$0]) }
      .map { IndexPath(item: $0, section: 0) }
    for (index, value) in new.enumerated() {
      if inserted.contains(value) {
        edit.inserted.append(IndexPath(item: index, section: 0))
      } else if relocated.contains(value), let from = old.firstIndex(of: value) {
        edit.moved.append((IndexPath(item: from, section: 0), IndexPath(item: index, section: 0)))
      }
    }
    return edit
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func aRandomSequenceOfBatchesMatchesTheModel(seed: UInt64) throws {
    var random = SplitMix(seed: seed)
    let (host, collectionView, source) = makeCollection(values: Array(0..<24))
    var nextID = 1000
    var time = 0.0
    for round in 0..<25 {
      let old = source.values
      let edit = Self.randomEdit(of: old, nextID: &nextID, random: &random)
      let before = Dictionary(
        uniqueKeysWithValues: collectionView.visibleCells.compactMap { cell in
          (cell as? ValueCell)?.value.map { ($0, ObjectIdentifier(cell)) }
        })
      var finished: Bool?
      collectionView.performBatchUpdates(
        {
          source.values = edit.new
          collectionView.deleteItems(at: edit.deleted)
          collectionView.insertItems(at: edit.inserted)
          for (from, to) in edit.moved { collectionView.moveItem(at: from, to: to) }
        }, completion: { finished = $0 })
      time += 0.5
      host.advance(to: time)
      #expect(finished == true, "round \(round)")
      #expect(collectionView.numberOfItems(inSection: 0) == edit.new.count)
      let cells = collectionView.subviews.compactMap { $0 as? ValueCell }
      #expect(cells.count == collectionView.visibleCells.count, "round \(round): no leftovers")
      for indexPath in collectionView.indexPathsForVisibleItems {
        let cell = try #require(collectionView.cellForItem(at: indexPath) as? ValueCell)
        let value = edit.new[indexPath.item]
        #expect(cell.value == value, "round \(round), item \(indexPath.item)")
        let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame
        #expect(cell.frame == frame && cell.alpha == 1)
        if let kept = before[value] {
          #expect(kept == ObjectIdentifier(cell), "round \(round): the item kept its cell")
        }
      }
    }
  }

  @Test func insertedItemsFadeInAndDeletedOnesFadeOutInPlace() throws {
    let (host, collectionView, source) = makeCollection(values: Array(0..<6))
    let doomed = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    let doomedFrame = doomed.frame
    collectionView.performBatchUpdates {
      source.values = [0, 99, 2, 3, 4, 5]
      collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
      collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
    }
    let newcomer = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(newcomer !== doomed)
    host.advance(to: 0.15)
    let fadingIn = newcomer.layer.presentationValues().opacity
    let fadingOut = doomed.layer.presentationValues().opacity
    #expect(fadingIn > 0 && fadingIn < 1 && fadingOut > 0 && fadingOut < 1)
    #expect(doomed.frame == doomedFrame, "the deleted item fades where it was")
    #expect(newcomer.frame == doomedFrame, "the inserted one where it will be")
    host.advance(to: 0.5)
    #expect(doomed.superview == nil, "pooled after the animation")
    #expect(collectionView.pooledCellCount == 1)
  }

  @Test func anInconsistentBatchIsReportedAndReloaded() {
    let (host, collectionView, source) = makeCollection(values: Array(0..<6))
    var messages: [String] = []
    host.window.diagnostics = { messages.append($0) }
    var finished: Bool?
    collectionView.performBatchUpdates(
      {
        source.values = Array(0..<8)
        collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
      }, completion: { finished = $0 })
    #expect(messages.count == 1 && messages[0].contains("invalid number of items in section 0"))
    #expect(finished == false)
    host.frame()
    #expect(collectionView.numberOfItems(inSection: 0) == 8)
    #expect(
      collectionView.visibleCells.compactMap { ($0 as? ValueCell)?.value } == Array(0..<8),
      "reloaded: the screen matches the data source")
    collectionView.deleteItems(at: [IndexPath(item: 20, section: 0)])
    #expect(messages.last?.contains("does not exist") == true)
  }
}
