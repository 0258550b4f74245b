import Foundation
import SegueGeometry
import SegueUI

/// The demo's home content until the App Store "Today" list (seed 002) takes its place: a
/// large title and one card per way into a seed, saying which control leads where.
@MainActor
final class DemoWelcomeViewController: ViewController {
  /// The cards' texts: the control, then what it does.
  static let cards = [
    ("Round button", "Ping: the circle reveal (000). Drag right to pop."),
    ("Info button", "The slide-in panel (001). Tap the dim to close."),
    ("Swipe from the left edge", "The interactive menu (003)."),
    ("Hamburger", "The Guillotine menu (004)."),
  ]
  /// The cards' accent colours, in order.
  static let accents = ["#F2A65A", "#17BEBB", "#76B041", "#3D3B4F"]
  /// A card's height, the gap between cards and the side margins, points.
  static let cardHeight: CGFloat = 72
  static let cardGap: CGFloat = 12
  static let margin: CGFloat = 16

  private let titleLabel = Label()
  private var cards: [(card: View, accent: View, heading: Label, detail: Label)] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = GuillotineStyle.contentColor
    titleLabel.text = "Transitions"
    titleLabel.font = .boldSystemFont(ofSize: 34)
    titleLabel.textColor = GuillotineStyle.color("#1C1B24")
    view.addSubview(titleLabel)
    for (index, texts) in Self.cards.enumerated() {
      let card = View()
      card.backgroundColor = Color(white: 1)
      card.layer.cornerRadius = 12
      let accent = View()
      accent.backgroundColor = GuillotineStyle.color(Self.accents[index % Self.accents.count])
      accent.layer.cornerRadius = 4
      let heading = Label()
      heading.text = texts.0
      heading.font = .boldSystemFont(ofSize: 17)
      heading.textColor = GuillotineStyle.color("#1C1B24")
      let detail = Label()
      detail.text = texts.1
      detail.font = .systemFont(ofSize: 13)
      detail.textColor = GuillotineStyle.color("#5B5966")
      for subview in [accent, heading, detail] { card.addSubview(subview) }
      view.addSubview(card)
      cards.append((card, accent, heading, detail))
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = view.bounds.width - 2 * Self.margin
    titleLabel.frame = CGRect(x: Self.margin, y: 12, width: width, height: 44)
    var y: CGFloat = 72
    for item in cards {
      item.card.frame = CGRect(x: Self.margin, y: y, width: width, height: Self.cardHeight)
      item.accent.frame = CGRect(x: 12, y: 12, width: 8, height: Self.cardHeight - 24)
      item.heading.frame = CGRect(x: 32, y: 12, width: width - 44, height: 24)
      item.detail.frame = CGRect(x: 32, y: 38, width: width - 44, height: 20)
      y += Self.cardHeight + Self.cardGap
    }
  }
}
