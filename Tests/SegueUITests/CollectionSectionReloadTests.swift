import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

/// `reloadSections(_:)`: a section made again from the data source's counts after the update
/// (which may differ from before), its cells and headers new and cross-fading in place, the
/// layout told of one section-level `.reload`; and what UIKit refuses alongside it.
@MainActor
@Suite("CollectionView: section reloads")
struct CollectionSectionReloadTests {
  /// Sections of the recording grid (`CollectionSupplementaryAnimationTests.recording()`):
  /// 40 (header) + 8 + rows of 123 four apart + 8 + 20 (footer).
  private func reloadFirstSection(diagnostics: @escaping (String) -> Void) throws -> (
    WindowHost, CollectionView, RecordingFlowLayout, old: [ValueCell]
  ) {
    let layout = CollectionSupplementaryAnimationTests.recording()
    let source = TitledSource(sections: [[0, 1, 2], [3, 4, 5]])
    let (host, collectionView) = hostTitled(source, layout: layout)
    host.window.diagnostics = diagnostics
    let old = try (0..<3).map {
      try #require(collectionView.cellForItem(at: [0, $0]) as? ValueCell)
    }
    source.sections[0] = [7, 8, 9, 10]
    collectionView.reloadSections([0])
    return (host, collectionView, layout, old)
  }

  @Test func aReloadedSectionMayChangeItsCountAndItsCellsAreAllNew() throws {
    var messages: [String] = []
    let (host, collectionView, layout, old) = try reloadFirstSection { messages.append($0) }
    #expect(collectionView.numberOfItems(inSection: 0) == 4)
    let fresh = try (0..<4).map {
      try #require(collectionView.cellForItem(at: [0, $0]) as? ValueCell)
    }
    #expect(fresh.map(\.value) == [7, 8, 9, 10])
    #expect(fresh.allSatisfy { cell in !old.contains { $0 === cell } }, "every cell made again")
    // The fourth item opens a second row: 8 + 123 + 4 + 61.5 below the 40-pt header.
    #expect(fresh[3].center == CGPoint(x: 69.5, y: 40 + 8 + 123 + 4 + 61.5))
    host.advance(to: 0.15)
    for (before, after) in zip(old, fresh) {
      #expect(before.frame == after.frame, "the old cell fades where the new one appears")
      let out = before.layer.presentationValues().opacity
      let into = after.layer.presentationValues().opacity
      #expect(out > 0 && out < 1 && into > 0 && into < 1)
    }
    host.advance(to: 1)
    #expect(old.allSatisfy { $0.superview == nil }, "the old cells are pooled")
    #expect(fresh.allSatisfy { $0.alpha == 1 && $0.layer.presentationValues().opacity == 1 })
    #expect(messages.isEmpty, "\(messages)")
    #expect(
      layout.updates == [
        CollectionViewUpdateItem(
          indexPathBeforeUpdate: IndexPath(item: NSNotFound, section: 0),
          indexPathAfterUpdate: IndexPath(item: NSNotFound, section: 0), updateAction: .reload)
      ], "one section-level reload, not an item each")
  }

  @Test func theReloadedSectionsHeaderIsNewAndTheNextSectionKeepsItsViewsAndMovesDown() throws {
    let section1Cell = IndexPath(item: 0, section: 1)
    let layout = CollectionSupplementaryAnimationTests.recording()
    let source = TitledSource(sections: [[0, 1, 2], [3, 4, 5]])
    let (host, collectionView) = hostTitled(source, layout: layout)
    let oldHeader = collectionView.supplementaryView(forElementKind: header, at: [0, 0])
    let nextHeader = collectionView.supplementaryView(forElementKind: header, at: [1, 0])
    let nextCell = try #require(collectionView.cellForItem(at: section1Cell))
    source.sections[0] = [7, 8, 9, 10]
    collectionView.reloadSections([0])
    let newHeader = collectionView.supplementaryView(forElementKind: header, at: [0, 0])
    #expect(newHeader != nil && newHeader !== oldHeader)
    #expect(layout.asked.contains("appear header [0, 0]"))
    #expect(layout.asked.contains("disappear header [0, 0]"))
    #expect(collectionView.supplementaryView(forElementKind: header, at: [1, 0]) === nextHeader)
    #expect(collectionView.cellForItem(at: section1Cell) === nextCell)
    // Section 0 is now 40 + 8 + 123 + 4 + 123 + 8 + 20 = 326 high; it was 199.
    #expect(nextHeader?.center == CGPoint(x: 196.5, y: 326 + 20))
    #expect(nextHeader?.layer.presentationValues().position == CGPoint(x: 196.5, y: 199 + 20))
    host.advance(to: 1)
    #expect(nextHeader?.layer.presentationValues().position == CGPoint(x: 196.5, y: 346))
  }

  @Test func whatUIKitRefusesAlongsideASectionReloadIsReportedAndReloaded() {
    let source = TitledSource(sections: [[0, 1, 2], [3, 4, 5]])
    let (host, collectionView) = hostTitled(source)
    var messages: [String] = []
    host.window.diagnostics = { messages.append($0) }
    collectionView.reloadSections([5])
    #expect(messages.last?.contains("section 5 does not exist before the update") == true)
    collectionView.performBatchUpdates {
      source.sections.remove(at: 0)
      collectionView.deleteSections([0])
      collectionView.reloadSections([0])
    }
    #expect(messages.last?.contains("is reloaded and also deleted or moved") == true)
    collectionView.performBatchUpdates {
      source.sections[0] = [0, 1, 2, 3]
      collectionView.reloadSections([0])
      collectionView.insertItems(at: [[0, 3]])
    }
    #expect(messages.last?.contains("in a section the update inserts, moves or reloads") == true)
    host.frame()
    #expect(source.sections == [[0, 1, 2, 3]])
    let shown = collectionView.visibleCells.compactMap { ($0 as? ValueCell)?.value }
    #expect(shown.sorted() == [0, 1, 2, 3], "the data is shown as it is after each refusal")
  }
}
