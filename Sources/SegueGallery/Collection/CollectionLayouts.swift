import Foundation
import SegueGeometry
import SegueMotion
import SegueUI

/// The collection-view entries (seed 001 names UICollectionViewController's layout-to-layout
/// navigation transitions; the pinch and batch updates are UIKit's other collection-view
/// transitions): a grid pushed to a list by animating the layout, a pinch driving an
/// interactive transition layout, and a batch of insertions, deletions and a move.
@MainActor
enum CollectionLayouts {
  /// The seed the layout-to-layout push comes from.
  nonisolated static let seed = "001_f02990044ade999c.txt"
  /// How many tiles the screens show.
  static let tileCount = 18

  nonisolated static let entries = [pushEntry, pinchEntry, batchEntry]

  nonisolated static let pushEntry = GalleryEntry(
    id: "collection-layout-push", title: "Collection layout-to-layout push", seed: seed,
    summary:
      "A list controller with useLayoutToLayoutNavigationTransitions is pushed over a grid: "
      + "the same cells animate from the grid layout to the list layout, nothing slides.",
    duration: 0.6, makeStage: { makePushApp(device: $0).stage })

  nonisolated static let pinchEntry = GalleryEntry(
    id: "collection-layout-pinch", title: "Collection pinch to a list", seed: seed,
    summary:
      "Two fingers spread on a grid: the pinch drives an interactive transition layout to a "
      + "list, and letting go past half-way finishes it.",
    duration: 1.0,
    intendedDiscontinuities: [
      IntendedDiscontinuity(
        .velocityBreak, layer: "TileCell",
        because:
          "finishInteractiveTransition() takes no velocity: UIKit animates the rest of a "
          + "transition layout with its own curve, from rest, whatever the fingers did (doc: "
          + "the method has no parameter; the curve is undocumented)")
    ], makeStage: { makePinchApp(device: $0).stage })

  nonisolated static let batchEntry = GalleryEntry(
    id: "collection-batch-updates", title: "Collection batch updates",
    seed: BuiltInTransitions.seed,
    summary:
      "performBatchUpdates deletes two tiles, inserts two and moves one: deleted tiles fade out "
      + "in place, inserted ones fade in, the others slide to their new places.",
    duration: 0.5, makeStage: { makeBatchApp(device: $0).stage })

  /// A stage whose navigation controller shows `root`.
  struct App {
    let stage: Stage
    let navigationController: NavigationController
    let root: TilesViewController
  }

  static func makeApp(device: Device, title: String) -> App {
    let root = TilesViewController(layout: TileLayouts.grid(), numbers: Array(0..<tileCount))
    root.title = title
    let navigationController = NavigationController(rootViewController: root)
    // The back button's "‹ Grid" in the accessible blue, as the built-in pushes have it: 17 pt
    // text needs 4.5:1, which systemBlue on the bar does not reach.
    navigationController.navigationBar.tintColor = BuiltInTransitions.accessibleBlue
    let stage = Stage(device: device, rootViewController: navigationController)
    stage.advance(by: 0)
    return App(stage: stage, navigationController: navigationController, root: root)
  }

  /// The grid with the list pushed on it, layout to layout.
  static func makePushApp(device: Device) -> App {
    let app = makeApp(device: device, title: "Grid")
    let list = TilesViewController(layout: TileLayouts.list(), numbers: [])
    list.title = "List"
    list.useLayoutToLayoutNavigationTransitions = true
    app.navigationController.pushViewController(list, animated: true)
    return app
  }

  /// The grid with a scripted pinch that spreads two fingers 100 → 175 pt apart over 0.6 s
  /// (about 1.6 times the 110 pt at which the pinch begins: 60 % of the way), then lets go.
  static func makePinchApp(device: Device) -> App {
    let app = makeApp(device: device, title: "Pinch")
    let pinch = PinchToListController(collectionView: app.root.collectionView)
    app.stage.keep(pinch)
    let center = CGPoint(x: 196, y: 360)
    func finger(_ direction: CGFloat) -> InputScript.Step {
      .drag(
        path: [
          CGPoint(x: center.x - 30 * direction, y: center.y - 40 * direction),
          CGPoint(x: center.x - 45 * direction, y: center.y - 75 * direction),
        ], time: 0.05, duration: 0.6, easing: .linear, releaseVelocity: nil)
    }
    app.stage.play(InputScript([finger(1), finger(-1)]))
    return app
  }

  /// The grid with a batch update started at once.
  static func makeBatchApp(device: Device) -> App {
    let app = makeApp(device: device, title: "Batch")
    BatchScene.run(on: app.root)
    return app
  }
}

/// Drives an interactive transition from the grid to the list with a pinch, as Apple's
/// CollectionViewTransition sample does: the progress follows the scale from where the pinch
/// began (a doubling of the fingers' distance is the whole way); letting go finishes past
/// half-way, else cancels.
@MainActor
final class PinchToListController {
  /// The scale that completes the transition (Segue's choice for the entry).
  static let fullScale: CGFloat = 2
  let collectionView: CollectionView
  private var transition: CollectionViewTransitionLayout?
  private(set) var completed: Bool?

  init(collectionView: CollectionView) {
    self.collectionView = collectionView
    collectionView.addGestureRecognizer(
      PinchGestureRecognizer(target: self, action: Self.pinched))
  }

  private func pinched(_ pinch: PinchGestureRecognizer) {
    switch pinch.state {
    case .began:
      // Count the scale from here, so that the progress starts at 0 (no jump by the pinch's
      // hysteresis).
      pinch.scale = 1
      transition = collectionView.startInteractiveTransition(to: TileLayouts.list()) {
        [weak self] completed, _ in self?.completed = completed
      }
    case .changed:
      let progress = (pinch.scale - 1) / (Self.fullScale - 1)
      transition?.transitionProgress = min(max(progress, 0), 1)
    case .ended, .cancelled:
      guard let transition else { return }
      self.transition = nil
      if pinch.state == .ended && transition.transitionProgress > 0.5 {
        collectionView.finishInteractiveTransition()
      } else {
        collectionView.cancelInteractiveTransition()
      }
    default:
      break
    }
  }
}

/// The batch of the `collection-batch-updates` entry: tiles 1 and 4 deleted, two new tiles
/// inserted at 0 and 5, and tile 7 moved to the end of the first row.
@MainActor
enum BatchScene {
  static let firstNew = 100

  static func run(on controller: TilesViewController) {
    let old = controller.numbers
    var new = old.filter { $0 != 1 && $0 != 4 && $0 != 7 }
    new.insert(firstNew, at: 0)
    new.insert(7, at: 2)
    new.insert(firstNew + 1, at: 5)
    let collectionView = controller.collectionView
    collectionView.performBatchUpdates {
      controller.numbers = new
      collectionView.deleteItems(at: [
        IndexPath(item: 1, section: 0), IndexPath(item: 4, section: 0),
      ])
      collectionView.insertItems(at: [
        IndexPath(item: 0, section: 0), IndexPath(item: 5, section: 0),
      ])
      collectionView.moveItem(
        at: IndexPath(item: 7, section: 0), to: IndexPath(item: 2, section: 0))
    }
  }
}
