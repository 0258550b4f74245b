import Foundation
import SegueGeometry
import SegueUI

/// The gallery's collection cell: a rounded coloured tile with its number, as a user would
/// write one (`contentView`, `prepareForReuse()`).
@MainActor
final class TileCell: CollectionViewCell {
  static let reuseIdentifier = "tile"
  /// The tiles' colours, by item number modulo the count: iOS's system colours, in their
  /// darker accessible variants where white bold text on the light one stands under 3:1
  /// (orange, teal, green, red, pink).
  static let palette: [Color] = [
    .systemIndigo, Color(rgb: 0xC93400), Color(rgb: 0x0071A4), Color(rgb: 0xD30F45),
    Color(rgb: 0x248A3D), .systemBlue, .systemPurple, Color(rgb: 0xD70015),
  ]

  let label = Label()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.layer.cornerRadius = 12
    contentView.clipsToBounds = true
    label.font = .boldSystemFont(ofSize: 20)
    label.textColor = .white
    label.textAlignment = .center
    // A fixed-size label kept centred: its position animates with the cell's size, while a
    // label stretched with the cell would draw its text where the final size puts it (a
    // label's text layer follows its model bounds, not the animation).
    label.bounds = CGRect(x: 0, y: 0, width: 80, height: 28)
    label.center = CGPoint(x: contentView.bounds.midX, y: contentView.bounds.midY)
    label.autoresizingMask = [
      .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
    ]
    contentView.addSubview(label)
    let highlight = View()
    highlight.backgroundColor = Color(white: 0, alpha: 0.25)
    highlight.layer.cornerRadius = 12
    selectedBackgroundView = highlight
  }

  /// Shows item number `number`.
  func show(_ number: Int) {
    label.text = "\(number)"
    contentView.backgroundColor = Self.palette[number % Self.palette.count]
  }

  override var isHighlighted: Bool {
    didSet { contentView.alpha = isHighlighted ? 0.7 : 1 }
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    label.text = nil
  }
}

/// The two layouts the collection entries move between, for a 393-pt-wide iPhone screen.
@MainActor
enum TileLayouts {
  /// Three columns of 123-pt squares, 4 pt apart, 8 pt from the edges.
  static func grid() -> CollectionViewFlowLayout {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 123, height: 123)
    layout.minimumInteritemSpacing = 4
    layout.minimumLineSpacing = 4
    layout.sectionInset = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    return layout
  }

  /// One column of 72-pt rows, 8 pt apart, 16 pt from the edges.
  static func list() -> CollectionViewFlowLayout {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 361, height: 72)
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    layout.sectionInset = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    return layout
  }
}

/// A collection view controller of numbered tiles, its content inset kept below the bars.
@MainActor
class TilesViewController: CollectionViewController {
  /// The numbers the tiles show, in order.
  var numbers: [Int]

  init(layout: CollectionViewLayout, numbers: [Int]) {
    self.numbers = numbers
    super.init(collectionViewLayout: layout)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(TileCell.self, forCellWithReuseIdentifier: TileCell.reuseIdentifier)
    collectionView.backgroundColor = .systemBackground
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    // What UIKit's automatic content inset adjustment does: the content starts below the bars.
    let insets = collectionView.safeAreaInsets
    let wanted = EdgeInsets(top: insets.top, left: 0, bottom: insets.bottom, right: 0)
    guard collectionView.contentInset != wanted else { return }
    collectionView.contentInset = wanted
    collectionView.contentOffset = CGPoint(x: 0, y: -wanted.top)
  }

  override func collectionView(
    _ collectionView: CollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  {
    numbers.count
  }

  override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: TileCell.reuseIdentifier, for: indexPath)
    (cell as? TileCell)?.show(numbers[indexPath.item])
    return cell
  }
}
