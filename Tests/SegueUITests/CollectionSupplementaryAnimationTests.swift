import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

/// A flow layout that records what a batch update tells it and asks of it.
@MainActor
final class RecordingFlowLayout: CollectionViewFlowLayout {
  var updates: [CollectionViewUpdateItem] = []
  var asked: [String] = []

  override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
    updates = updateItems
  }

  override func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    asked.append("appear \(elementKind == header ? "header" : "footer") \(elementIndexPath)")
    return super.initialLayoutAttributesForAppearingSupplementaryElement(
      ofKind: elementKind, at: elementIndexPath)
  }

  override func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    asked.append("disappear \(elementKind == header ? "header" : "footer") \(elementIndexPath)")
    return super.finalLayoutAttributesForDisappearingSupplementaryElement(
      ofKind: elementKind, at: elementIndexPath)
  }
}

/// Headers and footers in batch updates (they follow their sections; inserted and deleted
/// sections' ones fade), the section-level update items a layout is told, layout changes
/// (animated and interactive, cancelled exactly) and pinned headers.
@MainActor
@Suite("CollectionView: headers and footers animated")
struct CollectionSupplementaryAnimationTests {
  /// The layout of `titledGrid()` that records, over sections of three items: each section is
  /// 40 (header) + 8 + 123 + 8 + 20 (footer) = 199 high.
  static func recording() -> RecordingFlowLayout {
    let layout = TestLayouts.grid(RecordingFlowLayout())
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    layout.footerReferenceSize = CGSize(width: 0, height: 20)
    return layout
  }

  func headerView(_ collectionView: CollectionView, _ section: Int) throws -> SectionTitleView {
    try #require(
      collectionView.supplementaryView(forElementKind: header, at: [section, 0])
        as? SectionTitleView)
  }

  @Test func anInsertedSectionsHeaderFadesInAndTheOthersMoveDown() throws {
    let layout = Self.recording()
    let source = TitledSource(sections: [[0, 1, 2], [3, 4, 5]])
    let (host, collectionView) = hostTitled(source, layout: layout)
    let oldFirst = try headerView(collectionView, 0)
    source.sections.insert([9, 9, 9], at: 1)
    collectionView.insertSections([1])
    let moved = try headerView(collectionView, 2)
    #expect(moved.center == CGPoint(x: 196.5, y: 398 + 20), "model: its new place")
    #expect(moved.layer.presentationValues().position == CGPoint(x: 196.5, y: 199 + 20))
    let fresh = try headerView(collectionView, 1)
    let stayed = try headerView(collectionView, 0)
    #expect(fresh !== oldFirst && stayed === oldFirst)
    #expect(fresh.center == CGPoint(x: 196.5, y: 219) && fresh.alpha == 1)
    #expect(fresh.layer.presentationValues().opacity == 0, "fades in from nothing")
    #expect(layout.asked.sorted() == ["appear footer [1, 0]", "appear header [1, 0]"])
    #expect(
      layout.updates == [
        CollectionViewUpdateItem(
          indexPathBeforeUpdate: nil, indexPathAfterUpdate: IndexPath(item: NSNotFound, section: 1),
          updateAction: .insert)
      ])
    #expect(layout.updates.allSatisfy { $0.isSectionUpdate })
    host.advance(to: 1)
    #expect(moved.layer.presentationValues().position == moved.center)
    #expect(fresh.layer.presentationValues().opacity == 1)
  }

  @Test func aDeletedSectionsHeaderFadesOutAndIsPooled() throws {
    let layout = Self.recording()
    let source = TitledSource(sections: [[0, 1, 2], [3, 4, 5], [6]])
    let (host, collectionView) = hostTitled(source, layout: layout)
    let gone = try headerView(collectionView, 0)
    let second = try headerView(collectionView, 1)
    source.sections.remove(at: 0)
    source.sections.swapAt(0, 1)
    collectionView.performBatchUpdates {
      collectionView.deleteSections([0])
      collectionView.moveSection(2, toSection: 0)
    }
    #expect(try headerView(collectionView, 1) === second, "the section that stays keeps its view")
    #expect(second.center == CGPoint(x: 196.5, y: 199 + 20))
    #expect(layout.asked.sorted() == ["disappear footer [0, 0]", "disappear header [0, 0]"])
    #expect(gone.superview === collectionView && gone.alpha == 0, "fading out")
    #expect(
      layout.updates.map(\.updateAction) == [.delete, .move]
        && layout.updates.map(\.indexPathBeforeUpdate) == [[0, NSNotFound], [2, NSNotFound]]
        && layout.updates.last?.indexPathAfterUpdate == [0, NSNotFound])
    let pooled = collectionView.pooledSupplementaryViewCount
    host.advance(to: 1)
    #expect(gone.superview == nil && collectionView.pooledSupplementaryViewCount == pooled + 2)
    #expect(source.sections.indices.allSatisfy { (try? headerView(collectionView, $0)) != nil })
  }

  @Test func aLayoutChangeMovesTheHeadersAndACancelledOneRestoresThemExactly() throws {
    let source = TitledSource(sections: [[0, 1, 2], [3, 4, 5]])
    let (host, collectionView) = hostTitled(source, layout: Self.recording())
    let list = TestLayouts.list()
    list.headerReferenceSize = CGSize(width: 0, height: 40)
    list.footerReferenceSize = CGSize(width: 0, height: 20)
    let view = try headerView(collectionView, 1)
    let start = CellPlacement(view)
    // List: section 0 is 40 + 8 + 3 × 72 + 2 × 8 + 8 + 20 = 308 high; the grid's is 199.
    let transition = collectionView.startInteractiveTransition(to: list)
    transition.transitionProgress = 0.5
    host.advance(to: 0.1)
    #expect(view.center == CGPoint(x: 196.5, y: (219 + 328) / 2))
    collectionView.cancelInteractiveTransition()
    host.advance(to: 1)
    #expect(CellPlacement(view) == start)
    collectionView.setCollectionViewLayout(list, animated: true)
    #expect(view.center == CGPoint(x: 196.5, y: 328))
    #expect(view.layer.presentationValues().position == CGPoint(x: 196.5, y: 219))
    host.advance(to: 2)
    #expect(view.layer.presentationValues().position == CGPoint(x: 196.5, y: 328))
  }

  @Test func aPinnedHeaderStaysAtTheTopUntilItsSectionEnds() throws {
    let layout = Self.recording()
    layout.sectionHeadersPinToVisibleBounds = true
    let source = TitledSource(sections: Array(repeating: [0, 1, 2], count: 10))
    let (host, collectionView) = hostTitled(source, layout: layout)
    let first = try headerView(collectionView, 0)
    #expect(first.frame.minY == 0)
    collectionView.contentOffset = CGPoint(x: 0, y: 100)
    host.frame()
    #expect(first.frame.minY == 100, "pinned to the top of the bounds")
    let cells = collectionView.subviews.filter { $0 is CollectionViewCell }
    let order = { (view: View) in collectionView.subviews.firstIndex { $0 === view } ?? -1 }
    #expect(!cells.isEmpty && cells.allSatisfy { order($0) < order(first) }, "above the cells")
    // The section's items and insets end at 179: the header stops at 179 − 40.
    collectionView.contentOffset = CGPoint(x: 0, y: 150)
    host.frame()
    #expect(first.frame.minY == 139)
    collectionView.contentOffset = CGPoint(x: 0, y: 250)
    host.frame()
    #expect(try headerView(collectionView, 1).frame.minY == 250)
    #expect(collectionView.supplementaryView(forElementKind: header, at: [0, 0]) == nil)
  }

  @Test func aPinnedFooterStaysAtTheBottomUntilItsSectionStarts() throws {
    let layout = Self.recording()
    layout.sectionFootersPinToVisibleBounds = true
    let source = TitledSource(sections: Array(repeating: [0, 1, 2], count: 10))
    let (host, collectionView) = hostTitled(source, layout: layout)
    func footerY(_ section: Int) -> CGFloat? {
      collectionView.supplementaryView(forElementKind: footer, at: [section, 0])?.frame.minY
    }
    // Section 4 spans 796…995: header to 836, items and insets to 975, footer 975…995 — below
    // the 852-pt screen, so pinned at its bottom, but not above the section's start (836).
    #expect(footerY(4) == 836)
    #expect(footerY(3) == 776, "in view: in its place")
    collectionView.contentOffset = CGPoint(x: 0, y: 50)
    host.frame()
    #expect(footerY(4) == 882, "902 − 20")
    collectionView.contentOffset = CGPoint(x: 0, y: 200)
    host.frame()
    #expect(footerY(4) == 975, "back in its place once it is in view")
    #expect(footerY(5) == 1035, "section 5's, stopped at its section's start")
  }
}
