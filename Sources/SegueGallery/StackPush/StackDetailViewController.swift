import Foundation
import SegueGeometry
import SegueUI

/// The pushed screen: a coloured header, then a stack view of title, subtitle, a paragraph
/// and a row of three equal buttons — laid out by anchors only. The header's four
/// constraints are kept so an animator can start it over the card's tile (`collapse(onto:)`)
/// and spring it open (`expand()`, then `reveal()` and `layoutIfNeeded()` in the block).
@MainActor
final class StackDetailViewController: ViewController {
  /// The header's height when open, points.
  static let headerHeight: CGFloat = 300
  /// How far below the header the content sits when open, and when it starts, points.
  static let contentGap: (open: CGFloat, start: CGFloat) = (24, 72)

  let card: StackCard
  /// White behind everything; transparent while the push starts, so the list shows through.
  let backdrop = View()
  let header = View()
  /// The white tile in the header.
  let emblem = View()
  let content = StackView()
  private(set) lazy var headerTop = header.topAnchor.constraint(equalTo: view.topAnchor)
  private(set) lazy var headerLeading = header.leadingAnchor.constraint(
    equalTo: view.leadingAnchor)
  private(set) lazy var headerTrailing = header.trailingAnchor.constraint(
    equalTo: view.trailingAnchor)
  private(set) lazy var headerHeight = header.heightAnchor.constraint(
    equalToConstant: Self.headerHeight)
  private(set) lazy var contentTop = content.topAnchor.constraint(
    equalTo: header.bottomAnchor, constant: Self.contentGap.open)

  init(card: StackCard) {
    self.card = card
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    backdrop.backgroundColor = .systemBackground
    header.backgroundColor = card.color
    header.clipsToBounds = true
    let tile = emblem
    tile.backgroundColor = .white
    tile.alpha = 0.9
    tile.layer.cornerRadius = 22
    for item in [backdrop, header, tile, content] as [View] {
      item.translatesAutoresizingMaskIntoConstraints = false
    }
    view.addSubview(backdrop)
    view.addSubview(header)
    header.addSubview(tile)
    view.addSubview(content)
    buildContent()
    LayoutConstraint.activate([
      backdrop.topAnchor.constraint(equalTo: view.topAnchor),
      backdrop.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      backdrop.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      backdrop.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      headerTop, headerLeading, headerTrailing, headerHeight,
      tile.widthAnchor.constraint(equalToConstant: 88),
      tile.heightAnchor.constraint(equalTo: tile.widthAnchor),
      tile.centerXAnchor.constraint(equalTo: header.centerXAnchor),
      tile.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -28),
      contentTop,
      content.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      content.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
    ])
  }

  /// Title, subtitle, a wrapped paragraph and three equal buttons, in one vertical stack.
  private func buildContent() {
    let paragraph = Label.stackPush(
      "Every frame on this screen comes from constraints: the header's edges and height, "
        + "this column of stack views, and the buttons that share a row equally.", size: 17)
    paragraph.numberOfLines = 0
    let buttons = StackView(
      arrangedSubviews: ["Axis", "Spacing", "Align"].map { title in
        let button = Button(type: .system)
        button.setTitle(title, for: .normal)
        // Black on the pale tint: the tint colour's blue stands at only 3.2:1 there.
        button.setTitleColor(.label, for: .normal)
        button.backgroundColor = card.color.withAlphaComponent(0.15)
        button.layer.cornerRadius = 10
        return button
      })
    buttons.distribution = .fillEqually
    buttons.spacing = 10
    buttons.heightAnchor.constraint(equalToConstant: 44).isActive = true
    for item in [
      Label.stackPush(card.title, size: 28, bold: true),
      Label.stackPush(card.subtitle, size: 17, color: StackCard.subtitleColor), paragraph, buttons,
    ] as [View] {
      content.addArrangedSubview(item)
    }
    content.axis = .vertical
    content.spacing = 12
    content.setCustomSpacing(24, after: paragraph)
  }

  /// Puts the header over `frame` (in this view's coordinates), rounded by `cornerRadius`,
  /// and hides the rest, without laying out: the animator calls `layoutIfNeeded()`.
  func collapse(onto frame: CGRect, cornerRadius: CGFloat) {
    headerTop.constant = frame.minY
    headerLeading.constant = frame.minX
    headerTrailing.constant = frame.maxX - view.bounds.width
    headerHeight.constant = frame.height
    contentTop.constant = Self.contentGap.start
    header.layer.cornerRadius = cornerRadius
    for faded in [backdrop, content, emblem] { faded.alpha = 0 }
  }

  /// The open layout's constants (laid out by the caller's `layoutIfNeeded()`).
  func expand() {
    headerTop.constant = 0
    headerLeading.constant = 0
    headerTrailing.constant = 0
    headerHeight.constant = Self.headerHeight
    contentTop.constant = Self.contentGap.open
  }

  /// The open screen's backdrop and square corners (inside the spring's block).
  func reveal() {
    backdrop.alpha = 1
    header.layer.cornerRadius = 0
  }

  /// The content's alphas (inside a later, shorter block: the text appears once the list
  /// under it has faded).
  func revealContent() {
    content.alpha = 1
    emblem.alpha = 0.9
  }
}
