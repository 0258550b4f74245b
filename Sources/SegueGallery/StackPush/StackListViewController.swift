import Foundation
import SegueGeometry
import SegueUI

/// The first screen: a large title and a column of cards, all stack views and anchors.
@MainActor
final class StackListViewController: ViewController {
  /// Each card's coloured tile.
  private(set) var tiles: [View] = []
  /// The tile of the card being opened (the animator grows the header from it).
  private(set) var selectedTile: View?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    let title = Label.stackPush("Layouts", size: 34, bold: true)
    let column = StackView(arrangedSubviews: StackCard.all.map(makeCard))
    column.axis = .vertical
    column.spacing = 12
    column.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(title)
    view.addSubview(column)
    let safe = view.safeAreaLayoutGuide
    LayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
      title.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
      column.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 16),
      column.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
      column.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
    ])
  }

  /// A rounded card, white (dark grey in the dark): a coloured tile, then the title over the subtitle.
  private func makeCard(_ card: StackCard) -> View {
    let container = View()
    container.backgroundColor = .secondarySystemGroupedBackground
    container.layer.cornerRadius = 14
    let tile = View()
    tile.backgroundColor = card.color
    tile.layer.cornerRadius = 10
    tile.translatesAutoresizingMaskIntoConstraints = false
    let texts = StackView(arrangedSubviews: [
      Label.stackPush(card.title, size: 17, bold: true),
      Label.stackPush(card.subtitle, size: 15, color: StackCard.subtitleColor),
    ])
    texts.axis = .vertical
    texts.spacing = 2
    let row = StackView(arrangedSubviews: [tile, texts])
    row.spacing = 14
    row.alignment = .center
    row.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(row)
    LayoutConstraint.activate([
      tile.widthAnchor.constraint(equalToConstant: 48),
      tile.heightAnchor.constraint(equalToConstant: 48),
      row.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
      row.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
      row.centerYAnchor.constraint(equalTo: container.centerYAnchor),
      container.heightAnchor.constraint(equalToConstant: 80),
    ])
    tiles.append(tile)
    return container
  }

  /// Pushes the detail of card `index`, as a tap on it would.
  func open(card index: Int) {
    loadViewIfNeeded()
    selectedTile = tiles[index]
    navigationController?.pushViewController(
      StackDetailViewController(card: StackCard.all[index]), animated: true)
  }
}
