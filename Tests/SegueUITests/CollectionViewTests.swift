import Foundation
import SegueGeometry
import SegueTesting
import Testing

@testable import SegueUI

/// The flow layout's geometry against positions worked out by hand from Apple's description
/// of the flow layout (lines filled while items fit, extra space spread between the items of
/// a full line), cell reuse while scrolling, and selection by touch.
@MainActor
@Suite("CollectionView: flow layout, reuse, selection")
struct CollectionViewTests {
  @Test func aGridPlacesItemsInRowsOfThree() throws {
    let (_, collectionView, _) = makeCollection()
    // 393 − 16 = 377 = 3 × 123 + 2 × 4: three per row, spacing exactly the minimum.
    for (item, expected) in [
      (0, CGPoint(x: 69.5, y: 69.5)), (1, CGPoint(x: 196.5, y: 69.5)),
      (2, CGPoint(x: 323.5, y: 69.5)), (3, CGPoint(x: 69.5, y: 196.5)),
      (13, CGPoint(x: 196.5, y: 69.5 + 4 * 127)),
    ] {
      let attributes = try #require(
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0)))
      #expect(attributes.center == expected, "item \(item)")
      #expect(attributes.size == CGSize(width: 123, height: 123))
    }
    // 30 items: 10 rows; 8 + 10 × 123 + 9 × 4 + 8.
    #expect(collectionView.contentSize == CGSize(width: 393, height: 1282))
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
    #expect(cell.frame == CGRect(x: 135, y: 135, width: 123, height: 123))
  }

  @Test func extraSpaceIsSpreadOnFullLinesAndTheLastLineKeepsTheSpacing() throws {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 50)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 0
    let (_, collectionView, _) = makeCollection(values: Array(0..<5), layout: layout)
    // Four would need 430 pt: three a line, (393 − 300) / 2 = 46.5 between them.
    let xs = (0..<5).compactMap {
      collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.minX
    }
    #expect(xs == [0, 146.5, 293, 0, 146.5])
    // One item alone in its section is centred.
    let (_, single, _) = makeCollection(values: [7], layout: layout)
    let alone = try #require(single.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(alone.frame.minX == 146.5)
  }

  @Test func aHorizontalFlowFillsColumns() throws {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 200)
    layout.minimumInteritemSpacing = 0
    layout.minimumLineSpacing = 20
    layout.scrollDirection = .horizontal
    let (_, collectionView, _) = makeCollection(values: Array(0..<9), layout: layout)
    // 852 / 200: four a column, (852 − 800) / 3 apart; three columns 120 pt apart.
    let fifth = try #require(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 5, section: 0)))
    #expect(fifth.frame.minX == 120)
    expectClose(fifth.frame.minY, 200 + 52.0 / 3, tolerance: 1e-9)
    #expect(collectionView.contentSize == CGSize(width: 340, height: 852))
  }

  @Test func aWiderViewLaysOutAgain() throws {
    let (host, collectionView, _) = makeCollection()
    collectionView.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
    host.frame()
    // (852 − 16 + 4) / 127 = 6.6: six a row; 836 − 6 × 123 = 98 pt spread over five gaps.
    let sixth = try #require(collectionView.cellForItem(at: IndexPath(item: 5, section: 0)))
    expectClose(sixth.frame.minX, 8 + 5 * (123 + 98.0 / 5), tolerance: 1e-9)
    #expect(sixth.frame.minY == 8 && sixth.frame.size == CGSize(width: 123, height: 123))
  }

  @Test func cellsAreReusedWhileScrolling() {
    let (host, collectionView, source) = makeCollection(values: Array(0..<600))
    let mostVisible = 3 * 8  // 852 / 127 ≈ 6.7 rows: at most 8 rows meet the bounds
    for step in 1...100 {
      collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 53)
      host.frame()
      #expect(collectionView.visibleCells.count <= mostVisible)
      #expect(
        collectionView.subviews.filter { $0 is CollectionViewCell }.count
          == collectionView.visibleCells.count)
    }
    #expect(source.created <= mostVisible + 3, "made \(source.created) cells")
    for cell in collectionView.visibleCells {
      let value = (cell as? ValueCell)?.value
      #expect(value == collectionView.indexPath(for: cell)?.item, "a cell shows its own item")
    }
  }

  @Test func aTapHighlightsAndSelectsTheItem() {
    let (host, collectionView, source) = makeCollection()
    // Item 4 is x 135…258, y 135…258.
    host.window.schedule(
      InputScript([.press(at: CGPoint(x: 200, y: 200), time: 0, duration: 0.3)]), startingAt: 0)
    host.advance(to: 0.2)
    #expect(source.calls == ["didHighlight 4"])
    #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.isHighlighted == true)
    host.advance(to: 0.4)
    #expect(source.calls == ["didHighlight 4", "didUnhighlight 4", "didSelect 4"])
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
    source.calls.removeAll()
    host.window.schedule(InputScript([.tap(at: CGPoint(x: 20, y: 20), time: 0)]), startingAt: 0.5)
    host.advance(to: 0.6)
    #expect(source.calls == ["didHighlight 0", "didUnhighlight 0", "didDeselect 4", "didSelect 0"])
    #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == false)
  }

  @Test func aPinchScalesByTheFingersDistance() {
    let host = WindowHost()
    let view = View(frame: host.window.bounds)
    host.window.addSubview(view)
    var scales: [CGFloat] = []
    var states: [GestureRecognizer.State] = []
    let pinch = PinchGestureRecognizer()
    pinch.addAction { recognizer in
      guard let pinch = recognizer as? PinchGestureRecognizer else { return }
      states.append(pinch.state)
      scales.append(pinch.scale)
    }
    view.addGestureRecognizer(pinch)
    // 100 pt apart, spreading symmetrically to 300 pt.
    func finger(_ sign: CGFloat) -> InputScript.Step {
      .drag(
        path: [CGPoint(x: 200 + 50 * sign, y: 400), CGPoint(x: 200 + 150 * sign, y: 400)],
        time: 0, duration: 0.5, easing: .linear, releaseVelocity: nil)
    }
    host.window.schedule(InputScript([finger(1), finger(-1)]), startingAt: 0)
    for frame in 1...40 { host.advance(to: Double(frame) / 60) }
    #expect(states.first == .began)
    #expect(states.last == .ended)
    // The last move is sampled at 120 Hz, up to 1/120 s before the lift: within 200/120 pt
    // of the 300 pt the fingers end at.
    expectClose(scales.last ?? 0, 3, tolerance: 200.0 / 120 / 100)
    #expect(zip(scales, scales.dropFirst()).allSatisfy { $0 <= $1 }, "spreading only grows")
  }
}
