import Foundation
import SegueGeometry
import SegueTesting
import Testing

@testable import SegueGallery
@testable import SegueUI

/// The collection-view entries: key frames against snapshots that were looked at, and what
/// each entry must show — the same collection view re-laid out by the push (nothing slides),
/// the pinch's progress following the fingers, the batch ending on the model's order.
@MainActor
@Suite("collection-layout-push, collection-layout-pinch, collection-batch-updates")
struct CollectionLayoutsTests {
  @Test func pushKeyFrames() {
    expectKeyFrameSnapshots(of: CollectionLayouts.pushEntry)
  }

  @Test func pinchKeyFrames() {
    expectKeyFrameSnapshots(of: CollectionLayouts.pinchEntry)
  }

  @Test func batchKeyFrames() {
    expectKeyFrameSnapshots(of: CollectionLayouts.batchEntry)
  }

  @Test func thePushAnimatesTheGridsOwnCellsIntoTheList() throws {
    let app = CollectionLayouts.makePushApp(device: .iPhone15Pro)
    let collectionView = app.root.collectionView
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
    app.stage.advance(by: CollectionView.updateAnimationDuration / 2)
    #expect(collectionView.layer.presentationValues().position == collectionView.center)
    let width = cell.layer.presentationValues().bounds.width
    #expect(width > 123 && width < 361, "between the grid's and the list's widths")
    app.stage.advance(by: 1)
    let list = try #require(app.navigationController.topViewController as? TilesViewController)
    #expect(list.collectionView === collectionView)
    #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) === cell)
    // The list: rows 72 + 8 apart from 8 below the content inset's top.
    #expect(cell.frame == CGRect(x: 16, y: 8 + 4 * 80, width: 361, height: 72))
  }

  @Test func thePinchFollowsTheFingersThenFinishes() throws {
    let app = CollectionLayouts.makePinchApp(device: .iPhone15Pro)
    let collectionView = app.root.collectionView
    // Linear spreading from 100 to 175 pt over 0.05…0.65 s: the pinch begins at 110 pt (its
    // 10 pt hysteresis; the first 120 Hz sample past it is under 111.1 pt) and the scale counts
    // from there; at 0.45 s the fingers are 150 pt apart: progress 150 / 110 − 1 = 0.364, or
    // down to 150 / 111.1 − 1 = 0.350.
    app.stage.advance(to: 0.45)
    let transition = try #require(
      collectionView.collectionViewLayout as? CollectionViewTransitionLayout)
    #expect(transition.transitionProgress >= 0.349 && transition.transitionProgress <= 0.365)
    app.stage.advance(to: 1.0)
    #expect(collectionView.collectionViewLayout === transition.nextLayout)
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(cell.frame.size == CGSize(width: 361, height: 72))
  }

  @Test func theBatchEndsInTheModelsOrder() throws {
    let app = CollectionLayouts.makeBatchApp(device: .iPhone15Pro)
    app.stage.advance(by: 1)
    let collectionView = app.root.collectionView
    let shown = collectionView.indexPathsForVisibleItems.compactMap {
      (collectionView.cellForItem(at: $0) as? TileCell)?.label.text
    }
    // UIKit's rules worked by hand: deletions 1 and 4, insertions at 0 and 5, 7 moved to 2;
    // the rest keep their order in the free places.
    #expect(Array(shown.prefix(9)) == ["100", "0", "7", "2", "3", "101", "5", "6", "8"])
    #expect(collectionView.pooledCellCount == 2, "the two deleted tiles' cells")
  }
}
