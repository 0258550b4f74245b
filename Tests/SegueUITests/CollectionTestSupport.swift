import Foundation
import SegueGeometry
import SegueLayers

@testable import SegueUI

/// A cell that remembers the model value it was given.
@MainActor
final class ValueCell: CollectionViewCell {
  var value: Int?
  var reuses = 0
  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
    value = nil
  }
}

/// A data source over an array of values, one section, recording delegate calls.
@MainActor
final class ValueSource: CollectionViewDataSource, CollectionViewDelegate {
  var values: [Int]
  var calls: [String] = []
  var created = 0

  init(values: [Int]) { self.values = values }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    values.count
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "value", for: indexPath)
    if let cell = cell as? ValueCell {
      if cell.reuses == 0 && cell.value == nil { created += 1 }
      cell.value = values[indexPath.item]
    }
    return cell
  }

  func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
    calls.append("didHighlight \(indexPath.item)")
  }
  func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
    calls.append("didUnhighlight \(indexPath.item)")
  }
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    calls.append("didSelect \(indexPath.item)")
  }
  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
    calls.append("didDeselect \(indexPath.item)")
  }
}

/// Flow layouts with hand-checkable numbers for a 393-pt-wide view.
@MainActor
enum TestLayouts {
  /// Three columns of 123-pt squares, 4 apart, 8 from the edges: centres x 69.5, 196.5,
  /// 323.5; rows every 127 pt from y 69.5.
  static func grid() -> CollectionViewFlowLayout {
    grid(CollectionViewFlowLayout())
  }

  /// `layout` (a flow layout or a subclass) set up as `grid()`.
  static func grid<Layout: CollectionViewFlowLayout>(_ layout: Layout) -> Layout {
    layout.itemSize = CGSize(width: 123, height: 123)
    layout.minimumInteritemSpacing = 4
    layout.minimumLineSpacing = 4
    layout.sectionInset = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    return layout
  }

  /// One column of 361 × 72 rows, 8 apart, 16 from the sides: centres x 196.5, y 44 + 80 n.
  static func list() -> CollectionViewFlowLayout {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 361, height: 72)
    layout.minimumLineSpacing = 8
    layout.sectionInset = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    return layout
  }
}

/// A collection view filling an iPhone 15 Pro window (393 × 852) over `values`.
@MainActor
func makeCollection(
  values: [Int] = Array(0..<30), layout: CollectionViewLayout = TestLayouts.grid()
) -> (WindowHost, CollectionView, ValueSource) {
  let source = ValueSource(values: values)
  let (host, collectionView) = hostCollection(of: source, layout: layout)
  return (host, collectionView, source)
}

/// A collection view of `ValueCell`s filling an iPhone 15 Pro window, over `source`, laid out.
@MainActor
func hostCollection(
  of source: some CollectionViewDataSource & CollectionViewDelegate,
  layout: CollectionViewLayout = TestLayouts.grid()
) -> (WindowHost, CollectionView) {
  let host = WindowHost()
  let collectionView = CollectionView(frame: host.window.bounds, collectionViewLayout: layout)
  collectionView.register(ValueCell.self, forCellWithReuseIdentifier: "value")
  collectionView.dataSource = source
  collectionView.delegate = source
  host.window.addSubview(collectionView)
  host.frame()
  return (host, collectionView)
}

/// What a cell shows, model and presentation, to compare layouts exactly.
struct CellPlacement: Equatable {
  var bounds: CGRect
  var center: CGPoint
  var transform: Transform3D
  var alpha: CGFloat
  var shownBounds: CGRect
  var shownPosition: CGPoint
  var shownTransform: Transform3D
  var shownOpacity: Float

  @MainActor
  init(_ cell: View) {
    bounds = cell.bounds
    center = cell.center
    transform = cell.transform3D
    alpha = cell.alpha
    let shown = cell.layer.presentationValues()
    shownBounds = shown.bounds
    shownPosition = shown.position
    shownTransform = shown.transform
    shownOpacity = shown.opacity
  }
}

/// Every visible cell's placement, by item.
@MainActor
func placements(of collectionView: CollectionView) -> [IndexPath: CellPlacement] {
  var result: [IndexPath: CellPlacement] = [:]
  for indexPath in collectionView.indexPathsForVisibleItems {
    if let cell = collectionView.cellForItem(at: indexPath) {
      result[indexPath] = CellPlacement(cell)
    }
  }
  return result
}
