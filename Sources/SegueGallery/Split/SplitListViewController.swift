import Foundation
import SegueGeometry
import SegueUI

/// The split entries' sidebar: a list of places; a tap on one selects it and shows its
/// detail with `showDetailViewController(_:sender:)`, the call whose meaning the split view
/// controller decides (a push when collapsed, the secondary column replaced when expanded).
@MainActor
final class SplitListViewController: ViewController {
  /// A row's height and the inset of the rows from the column's edges, points (an iPad
  /// sidebar's inset-grouped rows).
  static let rowHeight: CGFloat = 44
  static let rowInset: CGFloat = 16

  private var rows: [SplitRowView] = []
  /// The selected place, highlighted.
  private(set) var selectedIndex: Int?

  init(selectedIndex: Int?) {
    self.selectedIndex = selectedIndex
    super.init()
    title = "Places"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    for (index, place) in SplitPlace.all.enumerated() {
      let row = SplitRowView(title: place.name, color: place.color)
      let tap = TapGestureRecognizer()
      tap.addAction { [weak self] _ in self?.select(index) }
      row.addGestureRecognizer(tap)
      rows.append(row)
      view.addSubview(row)
    }
    updateSelection()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let top = view.safeAreaInsets.top + 8
    let width = max(view.bounds.width - 2 * Self.rowInset, 0)
    for (index, row) in rows.enumerated() {
      row.frame = CGRect(
        x: Self.rowInset, y: top + CGFloat(index) * Self.rowHeight, width: width,
        height: Self.rowHeight)
    }
  }

  /// The centre of row `index` in window coordinates, for a scripted tap.
  func rowCenter(_ index: Int) -> CGPoint {
    view.layoutIfNeeded()
    let row = rows[index]
    return row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil)
  }

  /// Selects place `index` and shows its detail.
  func select(_ index: Int) {
    selectedIndex = index
    updateSelection()
    showDetailViewController(SplitDetailViewController(place: SplitPlace.all[index]), sender: self)
  }

  private func updateSelection() {
    for (index, row) in rows.enumerated() { row.isSelected = index == selectedIndex }
  }
}

/// One row of the sidebar: a colour dot and the place's name; selected, the app's tint behind.
@MainActor
final class SplitRowView: View {
  private let label = Label()
  private let dot = View()

  var isSelected = false {
    didSet {
      backgroundColor = isSelected ? Split.tint : .secondarySystemGroupedBackground
      label.textColor = isSelected ? Color(white: 1) : .label
    }
  }

  init(title: String, color: Color) {
    super.init(frame: .zero)
    // Square, not the inset-grouped 10 pt corners: five rounded rows took the iPad entry from
    // about 2 ms to 6–10 ms a frame at 2388 × 1668 px (`segue bench split-show-detail --device
    // ipad-pro-11 --orientation landscape`, release, a noisy shared machine); left for the
    // renderer to look into.
    backgroundColor = .secondarySystemGroupedBackground
    dot.backgroundColor = color
    dot.layer.cornerRadius = 7
    addSubview(dot)
    label.text = title
    label.font = .systemFont(ofSize: 17)
    label.textColor = .label
    addSubview(label)
  }

  override func layoutSubviews() {
    dot.frame = CGRect(x: 14, y: (bounds.height - 14) / 2, width: 14, height: 14)
    label.frame = CGRect(x: 40, y: 0, width: max(bounds.width - 52, 0), height: bounds.height)
  }
}
