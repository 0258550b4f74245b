import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

/// A header or footer that remembers the section it shows and how often it was reused.
@MainActor
final class SectionTitleView: CollectionReusableView {
  var section: Int?
  var reuses = 0
  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
    section = nil
  }
}

/// Sections of values with headers and footers made by `SectionTitleView`.
@MainActor
final class TitledSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
  var sections: [[Int]]
  /// The header size the delegate answers, nil: the layout's `headerReferenceSize`.
  var headerSize: CGSize?
  var asked: [String] = []

  init(sections: [[Int]]) { self.sections = sections }

  func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    sections[section].count
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "value", for: indexPath)
    (cell as? ValueCell)?.value = sections[indexPath.section][indexPath.item]
    return cell
  }

  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView {
    asked.append(
      "\(kind == CollectionView.elementKindSectionHeader ? "header" : "footer") "
        + "\(indexPath.section)")
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "title", for: indexPath)
    (view as? SectionTitleView)?.section = indexPath.section
    return view
  }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    headerSize ?? (collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }
}

/// The grid of `TestLayouts.grid()` with 40-pt headers (the width asked for is ignored when
/// scrolling vertically) and 20-pt footers.
@MainActor
func titledGrid() -> CollectionViewFlowLayout {
  let layout = TestLayouts.grid()
  layout.headerReferenceSize = CGSize(width: 999, height: 40)
  layout.footerReferenceSize = CGSize(width: 0, height: 20)
  return layout
}

/// A collection view with headers and footers filling an iPhone 15 Pro window.
@MainActor
func hostTitled(_ source: TitledSource, layout: CollectionViewLayout = titledGrid())
  -> (WindowHost, CollectionView)
{
  let host = WindowHost()
  let collectionView = CollectionView(frame: host.window.bounds, collectionViewLayout: layout)
  collectionView.register(ValueCell.self, forCellWithReuseIdentifier: "value")
  for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
    collectionView.register(
      SectionTitleView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "title")
  }
  collectionView.dataSource = source
  collectionView.delegate = source
  host.window.addSubview(collectionView)
  host.frame()
  return (host, collectionView)
}

let header = CollectionView.elementKindSectionHeader
let footer = CollectionView.elementKindSectionFooter

/// Flow-layout section headers and footers: their frames (worked out by hand from UIKit's
/// documented rules), their views' reuse, and their animation in batch updates and layout
/// changes.
@MainActor
@Suite("CollectionView: headers and footers")
struct CollectionSupplementaryTests {
  @Test func headersAndFootersFrameEachSectionAcrossTheWholeWidth() throws {
    let source = TitledSource(sections: [[0, 1, 2, 3], [4, 5]])
    let (_, collectionView) = hostTitled(source)
    func frame(_ kind: String, _ section: Int) -> CGRect? {
      collectionView.layoutAttributesForSupplementaryElement(
        ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }
    // Section 0: header 0…40; inset 8; rows at 48 and 175 (123 + 4 apart); items end at 298,
    // inset 8 → 306; footer 306…326. Section 1: header 326…366, one row at 374, ends 497 + 8.
    #expect(frame(header, 0) == CGRect(x: 0, y: 0, width: 393, height: 40))
    #expect(frame(footer, 0) == CGRect(x: 0, y: 306, width: 393, height: 20))
    #expect(frame(header, 1) == CGRect(x: 0, y: 326, width: 393, height: 40))
    #expect(frame(footer, 1) == CGRect(x: 0, y: 505, width: 393, height: 20))
    #expect(collectionView.contentSize == CGSize(width: 393, height: 525))
    #expect(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
        == CGRect(x: 8, y: 175, width: 123, height: 123))
    #expect(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
        == CGRect(x: 8, y: 374, width: 123, height: 123))
    // The views are on screen at those frames, made once each.
    let view = try #require(
      collectionView.supplementaryView(forElementKind: footer, at: IndexPath(item: 0, section: 1))
        as? SectionTitleView)
    #expect(view.frame == CGRect(x: 0, y: 505, width: 393, height: 20) && view.section == 1)
    #expect(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: header).count == 2)
    #expect(source.asked.sorted() == ["footer 0", "footer 1", "header 0", "header 1"])
    #expect(collectionView.indexPathForItem(at: CGPoint(x: 100, y: 20)) == nil, "not an item")
  }

  @Test func aLengthOfZeroAddsNoneAndHorizontalScrollingUsesTheWidth() {
    let layout = titledGrid()
    layout.headerReferenceSize = CGSize(width: 30, height: 0)
    layout.footerReferenceSize = .zero
    let (_, vertical) = hostTitled(TitledSource(sections: [[0, 1]]), layout: layout)
    #expect(vertical.indexPathsForVisibleSupplementaryElements(ofKind: header).isEmpty)
    let sideways = titledGrid()
    sideways.scrollDirection = .horizontal
    sideways.headerReferenceSize = CGSize(width: 30, height: 0)
    let (_, horizontal) = hostTitled(TitledSource(sections: [[0, 1]]), layout: sideways)
    // The window is 852 high: the header is 30 wide and as high as the view.
    #expect(
      horizontal.layoutAttributesForSupplementaryElement(
        ofKind: header, at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: 0, width: 30, height: 852))
  }

  @Test func headersThatScrollAwayAreReused() throws {
    let source = TitledSource(sections: Array(repeating: [0, 1, 2], count: 20))
    let (host, collectionView) = hostTitled(source)
    let first = try #require(
      collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))
        as? SectionTitleView)
    // Each section is 40 + 8 + 123 + 8 + 20 = 199 high; at 2000 sections 0…9 are gone.
    collectionView.contentOffset = CGPoint(x: 0, y: 2000)
    host.frame()
    #expect(collectionView.supplementaryView(forElementKind: header, at: [0, 0]) == nil)
    let shown = collectionView.visibleSupplementaryViews(ofKind: header).compactMap {
      $0 as? SectionTitleView
    }
    #expect(shown.map(\.section) == [10, 11, 12, 13, 14])
    #expect(shown.contains { $0 === first } && first.reuses == 1, "recycled, not made again")
    #expect(first.superview === collectionView)
    let onScreen = collectionView.subviews.filter { $0 is SectionTitleView }.count
    // Footers of sections 10…13 meet 2000…2852; section 9's ends at 1990.
    #expect(onScreen == 9, "five headers and four footers, no leftovers")
  }

  @Test func aDataSourceWithoutTheMethodIsReportedOnceAndTheCellsStay() {
    let host = WindowHost()
    var messages: [String] = []
    host.window.diagnostics = { messages.append($0) }
    let source = ValueSource(values: Array(0..<30))
    let collectionView = CollectionView(
      frame: host.window.bounds, collectionViewLayout: titledGrid())
    collectionView.register(ValueCell.self, forCellWithReuseIdentifier: "value")
    collectionView.dataSource = source
    host.window.addSubview(collectionView)
    host.frame()
    collectionView.contentOffset = CGPoint(x: 0, y: 10)
    host.frame()
    #expect(messages.count == 1, "once for the header, not at every pass")
    #expect(messages.first?.contains(header) == true)
    // Rows every 127 pt from 48: seven rows meet 10…862.
    #expect(collectionView.visibleCells.count == 21)
    #expect(collectionView.visibleSupplementaryViews(ofKind: header).isEmpty)
    // The footer comes into view at the end (40 + 8 + 10 rows of 123 + 9 × 4 + 8 + 20 = 1342).
    collectionView.contentOffset = CGPoint(x: 0, y: 1342 - 852)
    host.frame()
    #expect(messages.count == 2 && messages.last?.contains(footer) == true)
    #expect(messages.allSatisfy { $0.contains("viewForSupplementaryElementOfKind") })
    #expect(collectionView.visibleCells.count == 21)
  }

  @Test func aNaNHeaderSizeIsRefusedAndTheViewsKeepTheirPlaces() {
    let source = TitledSource(sections: [[0, 1, 2, 3], [4, 5]])
    let (host, collectionView) = hostTitled(source)
    let before = placements(of: collectionView)
    let headerFrame = collectionView.supplementaryView(forElementKind: header, at: [1, 0])?.frame
    var messages: [String] = []
    host.window.diagnostics = { messages.append($0) }
    source.headerSize = CGSize(width: 0, height: CGFloat.nan)
    collectionView.collectionViewLayout.invalidateLayout()
    host.frame()
    #expect(messages.count == 1 && messages.first?.contains("finite") == true)
    #expect(placements(of: collectionView) == before)
    #expect(
      collectionView.supplementaryView(forElementKind: header, at: [1, 0])?.frame == headerFrame)
  }
}
