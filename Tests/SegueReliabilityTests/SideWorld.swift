import Foundation
import SegueGeometry
import SegueUI

/// A step of the side world: a split view controller whose list column is a collection view.
enum SideStep: Hashable, Sendable, CustomStringConvertible {
  /// The list shows a new probe in the secondary column (`showDetailViewController`).
  case showDetail
  /// The list shows a new probe in its own column (`show(_:sender:)`: a push).
  case show
  /// The phone turns: the split view expands (landscape) or collapses (portrait).
  case rotate
  /// `performBatchUpdates` deleting and inserting items picked by `seed` (animated).
  case batch(seed: Int)
  /// `setCollectionViewLayout(_:animated:)` to the other layout.
  case setLayout(animated: Bool)
  /// An interactive change to the other layout driven to `progress` (per mille), then
  /// finished or cancelled.
  case interactiveLayout(progress: Int, finish: Bool)
  case advance(milliseconds: Int)
  /// Time runs until nothing runs on the side stage.
  case settle

  var description: String {
    switch self {
    case .showDetail: ".showDetail"
    case .show: ".show"
    case .rotate: ".rotate"
    case .batch(let seed): ".batch(seed: \(seed))"
    case .setLayout(let animated): ".setLayout(animated: \(animated))"
    case .interactiveLayout(let progress, let finish):
      ".interactiveLayout(progress: \(progress), finish: \(finish))"
    case .advance(let milliseconds): ".advance(milliseconds: \(milliseconds))"
    case .settle: ".settle"
    }
  }

  static func random(using random: inout SeededRandom) -> SideStep {
    random.weighted([
      (3, .showDetail), (3, .show), (2, .rotate),
      (4, .batch(seed: Int.random(in: 0..<1000, using: &random))),
      (2, .setLayout(animated: random.chance(0.8))),
      (
        2,
        .interactiveLayout(
          progress: Int.random(in: 0...1000, using: &random), finish: random.chance(0.5))
      ),
      (4, .advance(milliseconds: [16, 100, 250, 1000].randomElement(using: &random) ?? 16)),
      (1, .settle),
    ])
  }
}

/// A large phone (regular wide in landscape, so the split view expands when it turns) showing
/// a double-column split view controller: a collection view list in the primary column and
/// probes shown beside or over it. The model: the orientation, the list's items and layout,
/// and the probe shown last.
@MainActor
final class SideWorld {
  static let device = Device(
    name: "iphone-15-pro-max", size: CGSize(width: 430, height: 932), scale: 3,
    safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
    landscapeSafeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))

  let stage: Stage
  let split = SplitViewController(style: .doubleColumn)
  /// The list column: a plain controller showing a collection view (the world switches its
  /// layouts itself; `CollectionViewController`'s own appearance rules are tested in
  /// RegressionSequenceTests and the collection suites).
  let list = ViewController()
  let collectionView: CollectionView
  private let source = ItemSource()
  private let layouts: [CollectionViewFlowLayout]

  // The model.
  private(set) var landscape = false
  private(set) var items: [Int] = Array(0..<12)
  private(set) var layoutIndex = 0
  /// The probe shown last, by `show` or `showDetail`, while collapsed and since the last turn:
  /// the top of the one stack then. (Expanded, `show` pushes in the primary column and
  /// `showDetail` replaces the secondary one; which of them is on top after collapsing is the
  /// delegate's and the stacks' business, so the model does not say.)
  private(set) var lastShown: Int?
  private var nextItem = 12

  /// Every probe shown, weakly, by number (from 1,000,000: apart from the main world's).
  private var registry = ProbeRegistry(firstNumber: 1_000_000)
  var probes: [Int: WeakProbe] { registry.probes }

  init() {
    layouts = [Self.grid(), Self.rows()]
    collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layouts[0])
    source.values = items
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
    collectionView.dataSource = source
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    list.view.addSubview(collectionView)
    split.setViewController(list, for: .primary)
    stage = Stage(device: Self.device, rootViewController: split)
    split.setViewController(makeProbe(), for: .secondary)
    stage.advance(by: 0)
  }

  private func makeProbe() -> Probe { registry.make() }

  /// The layout the model says the list is in.
  var layout: CollectionViewLayout { layouts[layoutIndex] }

  func apply(_ step: SideStep) throws(StageError) {
    switch step {
    case .showDetail:
      let probe = makeProbe()
      list.showDetailViewController(probe, sender: nil)
      lastShown = split.isCollapsed && !landscape ? probe.number : nil
    case .show:
      let probe = makeProbe()
      list.show(probe, sender: nil)
      lastShown = split.isCollapsed && !landscape ? probe.number : nil
    case .rotate:
      stage.rotate()
      landscape.toggle()
      lastShown = nil
    case .batch(let seed):
      batch(seed: seed)
    case .setLayout(let animated):
      let next = 1 - layoutIndex
      collectionView.setCollectionViewLayout(layouts[next], animated: animated)
      if collectionView.collectionViewLayout === layouts[next] { layoutIndex = next }
    case .interactiveLayout(let progress, let finish):
      interactiveLayout(progress: CGFloat(progress) / 1000, finish: finish)
    case .advance(let milliseconds):
      stage.advance(by: Double(milliseconds) / 1000)
    case .settle:
      try stage.runUntilIdle(timeout: World.settleTimeout)
      stage.advance(by: stage.frameInterval)
    }
  }

  /// Deletes up to two items and inserts up to two, at places `seed` picks, in one batch.
  private func batch(seed: Int) {
    var random = SeededRandom(seed: UInt64(seed))
    var values = items
    var deleted: [IndexPath] = []
    for _ in 0..<Int.random(in: 0...2, using: &random) where !values.isEmpty {
      let index = Int.random(in: 0..<values.count, using: &random)
      // Deletions name items by their index before the batch.
      let original = items.firstIndex(of: values[index]) ?? index
      deleted.append(IndexPath(item: original, section: 0))
      values.remove(at: index)
    }
    var inserted: [IndexPath] = []
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      let index = Int.random(in: 0...values.count, using: &random)
      values.insert(nextItem, at: index)
      nextItem += 1
      // Insertions name them by their index after it.
      inserted = inserted.map { $0.item >= index ? IndexPath(item: $0.item + 1, section: 0) : $0 }
      inserted.append(IndexPath(item: index, section: 0))
    }
    let collectionView = collectionView
    let source = source
    collectionView.performBatchUpdates {
      source.values = values
      collectionView.deleteItems(at: deleted)
      collectionView.insertItems(at: inserted)
    }
    items = values
  }

  private func interactiveLayout(progress: CGFloat, finish: Bool) {
    let next = 1 - layoutIndex
    let transition = collectionView.startInteractiveTransition(to: layouts[next])
    // A refused start installs nothing (another change runs).
    guard collectionView.collectionViewLayout === transition else { return }
    stage.advance(by: 0)
    transition.transitionProgress = progress
    stage.advance(by: 0.05)
    if finish {
      collectionView.finishInteractiveTransition()
      layoutIndex = next
    } else {
      collectionView.cancelInteractiveTransition()
    }
  }

  private static func grid() -> CollectionViewFlowLayout {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 90, height: 90)
    layout.minimumInteritemSpacing = 4
    layout.minimumLineSpacing = 4
    layout.sectionInset = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    return layout
  }

  private static func rows() -> CollectionViewFlowLayout {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 200, height: 44)
    layout.minimumLineSpacing = 8
    layout.sectionInset = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    return layout
  }
}

/// The list's items, one section.
@MainActor
final class ItemSource: CollectionViewDataSource {
  var values: [Int] = []

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { values.count }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    cell.tag = values[indexPath.item]
    return cell
  }
}
