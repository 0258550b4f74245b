import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

/// A section's background: the classic decoration view. It remembers what it was given.
@MainActor
final class SectionBackgroundView: CollectionReusableView {
  var applied: CollectionViewLayoutAttributes?
  var reuses = 0
  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
    applied = nil
  }
  override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
    applied = layoutAttributes
  }
}

/// A flow layout that puts a background 4 pt around each section's items, below them
/// (zIndex −1), as apps write one; inserted sections' backgrounds fade in, deleted ones fade
/// out. `undeclaredKind` names backgrounds of a kind it never registers (bad input).
@MainActor
final class SectionBackgroundLayout: CollectionViewFlowLayout {
  static let kind = "section-background"
  var undeclaredKind: String?
  /// What the collection view asked, in order.
  var asked: [String] = []
  /// Backgrounds to delete in the next batch (old paths), whatever the sections do.
  var deleting: [IndexPath] = []
  private var updates: [CollectionViewUpdateItem] = []

  override init() {
    super.init()
    register(SectionBackgroundView.self, forDecorationViewOfKind: Self.kind)
  }

  var shownKind: String { undeclaredKind ?? Self.kind }

  /// The union of the section's item frames, 4 pt larger all round.
  func backgroundFrame(of section: Int) -> CGRect? {
    guard let collectionView, section < collectionView.numberOfSections else { return nil }
    let frames = (0..<collectionView.numberOfItems(inSection: section)).compactMap {
      layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
    }
    guard let first = frames.first else { return nil }
    return frames.reduce(first) { $0.union($1) }.insetBy(dx: -4, dy: -4)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    var elements = super.layoutAttributesForElements(in: rect) ?? []
    for section in 0..<(collectionView?.numberOfSections ?? 0) {
      if let background = layoutAttributesForDecorationView(ofKind: shownKind, at: [section, 0]),
        background.frame.intersects(rect)
      {
        elements.append(background)
      }
    }
    return elements
  }

  override func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    guard kind == shownKind, let frame = backgroundFrame(of: indexPath.section) else { return nil }
    let attributes = CollectionViewLayoutAttributes(forDecorationViewOfKind: kind, with: indexPath)
    attributes.frame = frame
    attributes.zIndex = -1
    return attributes
  }

  override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
    updates = updateItems
  }

  override func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
    asked.append("insert? \(elementKind)")
    return updates.filter { $0.isSectionUpdate && $0.updateAction == .insert }.compactMap {
      $0.indexPathAfterUpdate.map { [$0.section, 0] }
    }
  }

  override func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
    asked.append("delete? \(elementKind)")
    return deleting
      + updates.filter { $0.isSectionUpdate && $0.updateAction == .delete }.compactMap {
        $0.indexPathBeforeUpdate.map { [$0.section, 0] }
      }
  }

  override func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    asked.append("appear \(decorationIndexPath)")
    let attributes = layoutAttributesForDecorationView(ofKind: elementKind, at: decorationIndexPath)
    attributes?.alpha = 0
    return attributes
  }

  override func finalLayoutAttributesForDisappearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    asked.append("disappear \(decorationIndexPath)")
    let attributes = decorationAttributesBeforeUpdate(ofKind: elementKind, at: decorationIndexPath)?
      .copy()
    attributes?.alpha = 0
    return attributes
  }
}

/// Decoration views: made by the collection view from the layout's registered class, placed
/// below the cells, reused, animated by batch updates and layout changes (a cancelled
/// interactive transition restores them exactly), and a kind never registered reported.
@MainActor
@Suite("CollectionView: decoration views")
struct CollectionDecorationTests {
  /// The grid (3 columns of 123-pt squares, insets 8) with section backgrounds.
  static func layout() -> SectionBackgroundLayout { TestLayouts.grid(SectionBackgroundLayout()) }

  func backgrounds(_ collectionView: CollectionView) -> [Int: SectionBackgroundView] {
    var found: [Int: SectionBackgroundView] = [:]
    for case let view as SectionBackgroundView in collectionView.subviews {
      if let section = view.applied?.indexPath.section { found[section] = view }
    }
    return found
  }

  func background(_ collectionView: CollectionView, _ section: Int) throws -> SectionBackgroundView
  {
    try #require(backgrounds(collectionView)[section])
  }

  @Test func aSectionBackgroundFramesItsItemsBelowThem() throws {
    let layout = Self.layout()
    let (_, collectionView) = hostTitled(
      TitledSource(sections: [[0, 1, 2], [3, 4, 5]]), layout: layout)
    // Section 0: items x 8…385, y 8…131; section 1 starts 8 + 123 + 8 lower, items 147…270.
    let first = try background(collectionView, 0)
    #expect(first.frame == CGRect(x: 4, y: 4, width: 385, height: 131))
    #expect(
      try background(collectionView, 1).frame == CGRect(x: 4, y: 143, width: 385, height: 131))
    #expect(first.applied?.representedElementCategory == .decorationView)
    #expect(first.applied?.representedElementKind == SectionBackgroundLayout.kind)
    let elements = layout.layoutAttributesForElements(in: collectionView.bounds) ?? []
    #expect(elements.filter { $0.representedElementCategory == .decorationView }.count == 2)
    // Below every cell: earlier among the collection view's subviews.
    let order = collectionView.subviews
    let lowestCell = try #require(
      collectionView.visibleCells.compactMap { cell in order.firstIndex { $0 === cell } }.min())
    for view in backgrounds(collectionView).values {
      #expect(try #require(order.firstIndex { $0 === view }) < lowestCell)
    }
    #expect(collectionView.visibleSupplementaryViews(ofKind: SectionBackgroundLayout.kind).isEmpty)
  }

  @Test func backgroundsLeavingTheBoundsAreReusedForThoseComingIn() throws {
    let (host, collectionView) = hostTitled(
      TitledSource(sections: Array(repeating: [0, 1, 2], count: 12)), layout: Self.layout())
    // Sections are 139 pt apart; 852 pt show sections 0…6.
    #expect(backgrounds(collectionView).keys.sorted() == Array(0...6))
    let made = Set(backgrounds(collectionView).values.map(ObjectIdentifier.init))
    collectionView.contentOffset = CGPoint(x: 0, y: 139 * 5)
    host.frame()
    #expect(backgrounds(collectionView).keys.sorted() == Array(5...11))
    let shown = backgrounds(collectionView).values
    #expect(shown.count == 7)
    #expect(shown.allSatisfy { made.contains(ObjectIdentifier($0)) }, "no new view was made")
    #expect(shown.filter { $0.reuses > 0 }.count == 5)
    #expect(collectionView.pooledDecorationViewCount == 0)
    #expect(try background(collectionView, 11).frame.minY == 139 * 11 + 4)
  }

  @Test func anInsertedSectionsBackgroundFadesInAndTheNextOneMoves() throws {
    let layout = Self.layout()
    let source = TitledSource(sections: [[0, 1, 2], [3, 4, 5]])
    let (host, collectionView) = hostTitled(source, layout: layout)
    let second = try background(collectionView, 1)
    source.sections.insert([9, 9, 9], at: 1)
    collectionView.insertSections([1])
    #expect(
      layout.asked == [
        "delete? \(SectionBackgroundLayout.kind)", "insert? \(SectionBackgroundLayout.kind)",
        "appear [1, 0]",
      ])
    let moved = try background(collectionView, 2)
    #expect(moved === second, "the view follows its section")
    #expect(moved.frame == CGRect(x: 4, y: 282, width: 385, height: 131), "model: its new place")
    #expect(moved.layer.presentationValues().position == CGPoint(x: 196.5, y: 208.5))
    let fresh = try background(collectionView, 1)
    #expect(fresh.frame == CGRect(x: 4, y: 143, width: 385, height: 131) && fresh.alpha == 1)
    #expect(fresh.layer.presentationValues().opacity == 0, "starts at its initial attributes")
    host.advance(to: 1)
    #expect(fresh.layer.presentationValues().opacity == 1)
    #expect(moved.layer.presentationValues().position == moved.center)
  }

  @Test func backgroundsTheLayoutDeletesFadeOutAndAreMadeAgain() throws {
    let layout = Self.layout()
    let source = TitledSource(sections: [[0, 1, 2], [3, 4, 5]])
    let (host, collectionView) = hostTitled(source, layout: layout)
    let old = try background(collectionView, 0)
    layout.deleting = [[0, 0]]
    source.sections[1].append(6)
    collectionView.insertItems(at: [[1, 3]])
    #expect(layout.asked.contains("disappear [0, 0]") && layout.asked.contains("appear [0, 0]"))
    let first = collectionView.subviews.compactMap { $0 as? SectionBackgroundView }.filter {
      $0.applied?.indexPath == [0, 0]
    }
    #expect(first.count == 2 && first.contains { $0 === old }, "the old one and a new one")
    let new = try #require(first.first { $0 !== old })
    #expect(new.alpha == 1 && new.layer.presentationValues().opacity == 0, "fading in")
    #expect(old.layer.presentationValues().opacity == 1 && old.alpha == 0, "fading out")
    host.advance(to: 1)
    #expect(old.superview == nil, "pooled when the animation ends")
    #expect(collectionView.pooledDecorationViewCount == 1)
  }

  @Test func aLayoutChangeMovesTheBackgroundsAndACancelledTransitionRestoresThemExactly() throws {
    let (host, collectionView) = hostTitled(
      TitledSource(sections: [[0, 1, 2], [3, 4, 5]]), layout: Self.layout())
    let view = try background(collectionView, 1)
    let before = CellPlacement(view)
    let list = SectionBackgroundLayout()
    list.itemSize = CGSize(width: 361, height: 72)
    list.minimumLineSpacing = 8
    list.sectionInset = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    collectionView.setCollectionViewLayout(list, animated: true)
    // List: section 0's three rows end at 8 + 3 × 72 + 2 × 8 + 8 = 248; section 1's rows
    // span 256…488.
    #expect(try background(collectionView, 1) === view)
    #expect(view.frame == CGRect(x: 12, y: 252, width: 369, height: 240))
    #expect(view.layer.presentationValues().position == before.center, "animates from the grid")
    host.advance(to: 1)
    #expect(view.layer.presentationValues().position == view.center)

    let listed = CellPlacement(view)
    let transition = collectionView.startInteractiveTransition(to: Self.layout())
    transition.transitionProgress = 0.5
    host.frame()
    // Half-way from the list's (196.5, 372), 369 × 240 to the grid's (196.5, 208.5), 385 × 131.
    #expect(view.center == CGPoint(x: 196.5, y: 290.25))
    #expect(view.bounds.size == CGSize(width: 377, height: 185.5))
    collectionView.cancelInteractiveTransition()
    host.advance(to: 2)
    #expect(CellPlacement(view) == listed)
    #expect(collectionView.collectionViewLayout === list)
  }

  @Test func aKindNeverRegisteredIsReportedOnceAndLeftEmpty() throws {
    let layout = Self.layout()
    layout.undeclaredKind = "shelf"
    var messages: [String] = []
    let host = WindowHost()
    host.window.diagnostics = { messages.append($0) }
    let collectionView = CollectionView(frame: host.window.bounds, collectionViewLayout: layout)
    collectionView.register(ValueCell.self, forCellWithReuseIdentifier: "value")
    let source = TitledSource(sections: [[0, 1, 2], [3]])
    collectionView.dataSource = source
    host.window.addSubview(collectionView)
    host.frame()
    collectionView.contentOffset = CGPoint(x: 0, y: 10)
    host.frame()
    #expect(messages.count == 1)
    #expect(messages.first?.contains("decoration view of kind shelf") == true)
    #expect(backgrounds(collectionView).isEmpty)
    #expect(collectionView.indexPathsForVisibleItems.count == 4, "the items are shown")
  }
}
