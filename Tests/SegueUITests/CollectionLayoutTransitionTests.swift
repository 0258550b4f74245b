import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

/// A layout that answers NaN sizes once `isBroken` (bad input a user's layout could give).
@MainActor
final class BreakableLayout: CollectionViewFlowLayout {
  var isBroken = false
  override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
    let attributes = super.layoutAttributesForElements(in: rect)
    if isBroken { attributes?.first?.size = CGSize(width: CGFloat.nan, height: 10) }
    return attributes
  }
}

/// Layout changes: animated, interactive (finished and cancelled), refused, and the
/// layout-to-layout navigation transition of collection view controllers.
@MainActor
@Suite("CollectionView: layout transitions")
struct CollectionLayoutTransitionTests {
  @Test func transitionProgressBlendsTheTwoLayoutsLinearly() throws {
    let (host, collectionView, _) = makeCollection()
    let transition = collectionView.startInteractiveTransition(to: TestLayouts.list())
    #expect(collectionView.collectionViewLayout === transition)
    transition.transitionProgress = 0.25
    host.frame()
    // Item 4: grid centre (196.5, 196.5), 123 square; list centre (196.5, 364), 361 × 72.
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
    #expect(cell.center == CGPoint(x: 196.5, y: 196.5 + 0.25 * (364 - 196.5)))
    #expect(cell.bounds.size == CGSize(width: 123 + 0.25 * 238, height: 123 - 0.25 * 51))
    let shown = cell.layer.presentationValues()
    #expect(shown.position == cell.center, "set without animation: the screen follows at once")
  }

  @Test func aCancelledInteractiveTransitionRestoresTheStartLayoutExactly() throws {
    let (host, collectionView, _) = makeCollection()
    collectionView.contentOffset = CGPoint(x: 0, y: 40)
    host.frame()
    let grid = collectionView.collectionViewLayout
    let before = placements(of: collectionView)
    var ended: (completed: Bool, finished: Bool)?
    let transition = collectionView.startInteractiveTransition(to: TestLayouts.list()) {
      ended = ($0, $1)
    }
    for (index, progress) in [0.2, 0.55, 0.7, 0.6].enumerated() {
      transition.transitionProgress = progress
      host.advance(to: Double(index + 1) / 60)
    }
    #expect(placements(of: collectionView) != before, "the cells moved")
    collectionView.cancelInteractiveTransition()
    #expect(collectionView.collectionViewLayout === grid)
    host.advance(to: 1)
    #expect(ended?.completed == false && ended?.finished == true)
    // Model and presentation values equal, bit for bit, what they were before the start.
    #expect(placements(of: collectionView) == before)
    #expect(collectionView.subviews.filter { $0 is CollectionViewCell }.count == before.count)
  }

  @Test func aFinishedInteractiveTransitionEndsOnTheNextLayout() throws {
    let (host, collectionView, _) = makeCollection()
    let list = TestLayouts.list()
    var ended: (completed: Bool, finished: Bool)?
    let transition = collectionView.startInteractiveTransition(to: list) { ended = ($0, $1) }
    transition.transitionProgress = 0.7
    host.advance(to: 0.1)
    collectionView.finishInteractiveTransition()
    host.advance(to: 0.1 + 0.3 * 0.3 / 2)
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    let midway = cell.layer.presentationValues().bounds.width
    #expect(midway > 123 + 0.7 * 238 && midway < 361, "animating the remaining 30 %")
    host.advance(to: 1)
    #expect(ended?.completed == true && ended?.finished == true)
    #expect(collectionView.collectionViewLayout === list)
    #expect(cell.frame == CGRect(x: 16, y: 88, width: 361, height: 72))
    #expect(cell.layer.presentationValues().bounds.width == 361)
  }

  @Test func anAnimatedLayoutChangeMovesTheSameCells() throws {
    let (host, collectionView, _) = makeCollection()
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
    var finished: Bool?
    collectionView.setCollectionViewLayout(TestLayouts.list(), animated: true) { finished = $0 }
    #expect(cell.frame == CGRect(x: 16, y: 168, width: 361, height: 72), "the model at once")
    host.advance(to: 0.15)
    let shown = cell.layer.presentationValues().position
    #expect(shown.x > 196.5 && shown.x < 323.5, "on its way from the grid's third column")
    host.advance(to: 0.5)
    #expect(finished == true)
    #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === cell)
  }

  @Test func aLayoutAnsweringNaNIsRefusedAndTheCellsStay() throws {
    let (host, collectionView, _) = makeCollection()
    var messages: [String] = []
    host.window.diagnostics = { messages.append($0) }
    let grid = collectionView.collectionViewLayout
    let before = placements(of: collectionView)
    let broken = BreakableLayout()
    broken.isBroken = true
    var finished: Bool?
    collectionView.setCollectionViewLayout(broken, animated: true) { finished = $0 }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("must be finite") == true, "\(messages)")
    #expect(finished == false)
    #expect(collectionView.collectionViewLayout === grid)
    #expect(throws: CollectionViewError.self) {
      try collectionView.changeLayout(to: broken, animated: false)
    }
    host.advance(to: 0.5)
    #expect(placements(of: collectionView) == before)
    // A layout that breaks once installed: reported once, and the cells keep their places.
    let breaking = BreakableLayout()
    collectionView.setCollectionViewLayout(breaking, animated: false)
    let installed = placements(of: collectionView)
    breaking.isBroken = true
    breaking.invalidateLayout()
    for frame in 1...5 { host.advance(to: 0.5 + Double(frame) / 60) }
    #expect(messages.count == 2, "\(messages)")
    #expect(placements(of: collectionView) == installed)
    let refused = collectionView.startInteractiveTransition(to: broken)
    #expect(collectionView.collectionViewLayout === breaking && refused.collectionView == nil)
    #expect(messages.count == 3, "\(messages)")
  }

  @Test func aProgressOutsideZeroToOneIsRefused() throws {
    let (host, collectionView, _) = makeCollection()
    var messages: [String] = []
    host.window.diagnostics = { messages.append($0) }
    let transition = collectionView.startInteractiveTransition(to: TestLayouts.list())
    transition.transitionProgress = 0.4
    host.frame()
    let before = placements(of: collectionView)
    transition.transitionProgress = 1.5
    transition.transitionProgress = .nan
    host.frame()
    #expect(transition.transitionProgress == 0.4)
    #expect(messages.count == 2 && messages.allSatisfy { $0.contains("must be in 0…1") })
    #expect(placements(of: collectionView) == before)
    #expect(throws: CollectionViewError.progressOutOfRange(-0.1)) {
      try transition.setTransitionProgress(-0.1)
    }
    // A second change while one runs is refused too.
    var refusal: (Bool, Bool)?
    let refused = collectionView.startInteractiveTransition(to: TestLayouts.grid()) {
      refusal = ($0, $1)
    }
    #expect(collectionView.collectionViewLayout === transition)
    #expect(refusal?.0 == false && refusal?.1 == false)
    refused.transitionProgress = 1
    host.frame()
    #expect(placements(of: collectionView) == before, "the refused transition moves nothing")
    #expect(messages.last?.contains("while a layout transition is running") == true)
  }

  @Test func aLayoutToLayoutPushAnimatesTheSharedCollectionView() throws {
    let host = WindowHost()
    let grid = ValueCollectionController(layout: TestLayouts.grid())
    let navigation = NavigationController(rootViewController: grid)
    host.window.rootViewController = navigation
    host.frame()
    let collectionView = grid.collectionView
    let list = ValueCollectionController(layout: TestLayouts.list())
    list.useLayoutToLayoutNavigationTransitions = true
    navigation.pushViewController(list, animated: true)
    #expect(list.collectionView === collectionView, "the pushed controller adopts the view")
    #expect(collectionView.dataSource === grid, "the first controller stays in charge")
    host.advance(to: 0.15)
    // Nothing slides: the collection view stays put; its cells change shape.
    #expect(collectionView.layer.presentationValues().position == collectionView.center)
    #expect(collectionView.frame.minX == 0)
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    let width = cell.layer.presentationValues().bounds.width
    #expect(width > 123 && width < 361)
    host.advance(to: 1)
    #expect(navigation.topViewController === list)
    #expect(collectionView.collectionViewLayout === list.collectionViewLayout)
    #expect(collectionView.window === host.window)
    navigation.popViewController(animated: true)
    host.advance(to: 2)
    #expect(navigation.topViewController === grid)
    #expect(collectionView.collectionViewLayout === grid.collectionViewLayout)
    #expect(collectionView.window === host.window)
    #expect(cell.frame.size == CGSize(width: 123, height: 123))
  }
}

/// A collection view controller over 12 values.
@MainActor
final class ValueCollectionController: CollectionViewController {
  let values = Array(0..<12)

  init(layout: CollectionViewLayout) {
    super.init(collectionViewLayout: layout)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(ValueCell.self, forCellWithReuseIdentifier: "value")
  }

  override func collectionView(
    _ collectionView: CollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  {
    values.count
  }

  override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "value", for: indexPath)
  }
}
