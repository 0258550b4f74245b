import Foundation
import SegueGeometry
import SegueUI

/// The Guillotine screens' shared geometry and colours.
@MainActor
enum GuillotineStyle {
  /// The side of the menu button, points (a standard 44 pt touch target).
  static let buttonSide: CGFloat = 44
  /// The height of the bar under the status bar, points.
  static let barHeight: CGFloat = 44
  /// The bar's and the menu's colour (the article's dark slate).
  static let barColor = color("#3D3B4F")
  /// The host's content colour.
  static let contentColor = color("#EDEBF2")

  /// The centre of the menu button in a screen whose safe area starts at `safeTop`: in the bar,
  /// as far from the screen's left edge as from the bar's bottom (see `GuillotineMenu`).
  static func buttonCenter(safeTop: CGFloat) -> CGPoint {
    CGPoint(x: barHeight / 2, y: safeTop + barHeight / 2)
  }

  /// The top safe-area inset `view` lays out with, points: its window's. A turned view's own
  /// safe area changes as it turns, which would move its content during the fall.
  static func safeTop(of view: View) -> CGFloat {
    (view.window ?? view).safeAreaInsets.top
  }

  /// The colour `hex` ("#RRGGBB").
  static func color(_ hex: String) -> Color {
    guard let color = Color(hex: hex) else { preconditionFailure("bad Guillotine colour \(hex)") }
    return color
  }
}

/// A menu button drawing the three bars of a "hamburger".
@MainActor
final class HamburgerButton: Button {
  private let bars = (0..<3).map { _ in View() }

  override init(frame: CGRect) {
    super.init(frame: frame)
    for bar in bars {
      bar.backgroundColor = Color(white: 1)
      addSubview(bar)
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width: CGFloat = 20
    for (index, bar) in bars.enumerated() {
      bar.frame = CGRect(
        x: (bounds.width - width) / 2, y: bounds.midY - 7 + CGFloat(index) * 6, width: width,
        height: 2)
    }
  }
}

/// The host screen: a dark bar with the menu button and the title, over a list of cards.
/// The button performs the `GuillotineHostViewController.menuSegue` segue.
@MainActor
final class GuillotineHostViewController: ViewController {
  /// The identifier of the segue to the menu.
  static let menuSegue = "showMenu"
  private let bar = View()
  let menuButton = HamburgerButton(frame: .zero)
  private let titleLabel = Label()
  private let cards = (0..<4).map { _ in View() }

  /// Light on the dark bar the status bar lies over (issue 20 §4: dark, it stood at 1.9:1).
  override var preferredStatusBarStyle: StatusBarStyle { .legible(on: GuillotineStyle.barColor) }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Activity"
    view.backgroundColor = GuillotineStyle.contentColor
    for (index, card) in cards.enumerated() {
      card.backgroundColor = GuillotineStyle.color(
        ["#FFFFFF", "#F8D4C4", "#C9E4DE", "#D6D1F5"][index])
      view.addSubview(card)
    }
    bar.backgroundColor = GuillotineStyle.barColor
    view.addSubview(bar)
    titleLabel.text = title
    titleLabel.font = .boldSystemFont(ofSize: 17)
    titleLabel.textColor = Color(white: 1)
    titleLabel.textAlignment = .center
    view.addSubview(titleLabel)
    view.addSubview(menuButton)
    menuButton.addAction(
      ControlAction { [weak self] _ in
        self?.performSegue(withIdentifier: Self.menuSegue, sender: nil)
      },
      for: .touchUpInside)
    registerSegue(identifier: Self.menuSegue) { source, _ in
      GuillotineMenuSegue(
        identifier: Self.menuSegue, source: source, destination: GuillotineMenuViewController())
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bounds = view.bounds
    let safeTop = GuillotineStyle.safeTop(of: view)
    let barBottom = safeTop + GuillotineStyle.barHeight
    bar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: barBottom)
    let side = GuillotineStyle.buttonSide
    let center = GuillotineStyle.buttonCenter(safeTop: safeTop)
    menuButton.frame = CGRect(
      x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
    titleLabel.frame = CGRect(x: side, y: safeTop, width: bounds.width - 2 * side, height: side)
    layOutCards(below: barBottom)
  }

  /// The cards under the bar: one column of 150 pt cards, 16 pt apart, inside the safe area.
  /// Wider than tall (an iPhone in landscape) they go in two columns and shrink to fit the
  /// height: in one column the fourth card ended below the window (issue 20, the motion lint's
  /// off-screen warning on guillotine-open in landscape) — a card nobody could reach.
  private func layOutCards(below barBottom: CGFloat) {
    let bounds = view.bounds
    let safe = view.safeAreaInsets
    let gap: CGFloat = 16
    let columns = bounds.width > bounds.height ? 2 : 1
    let rows = (cards.count + columns - 1) / columns
    let left = max(gap, safe.left)
    let width =
      (bounds.width - left - max(gap, safe.right) - gap * CGFloat(columns - 1))
      / CGFloat(columns)
    let top = barBottom + gap
    let room = bounds.height - max(gap, safe.bottom) - top - gap * CGFloat(rows - 1)
    let height = min(150, room / CGFloat(rows))
    for (index, card) in cards.enumerated() {
      let row = CGFloat(index / columns)
      let column = CGFloat(index % columns)
      card.frame = CGRect(
        x: left + column * (width + gap), y: top + row * (height + gap), width: width,
        height: height)
    }
  }

  override func prepare(for segue: StoryboardSegue, sender: Any?) {
    super.prepare(for: segue, sender: sender)
    (segue.destination as? GuillotineMenuViewController)?.hostTitle = title ?? ""
  }

  /// Opens the menu through the segue, as the button does.
  func showMenu() {
    performSegue(withIdentifier: Self.menuSegue, sender: menuButton)
  }
}

/// The menu (the seed's `GuillotineMenuViewController`): a full-screen dark page with large
/// items. Its left strip, as wide as the host's bar is high, is what lies along the bar while
/// the menu is raised: there sit its own menu button, on the pin, and the host's title, both
/// turned a quarter turn clockwise so that they read as the host's bar while the menu is
/// raised, and follow the menu's rotation as it falls (the title then runs down the left
/// edge, as in the article). Its button dismisses it.
@MainActor
final class GuillotineMenuViewController: ViewController, GuillotineMenu {
  /// The items' titles.
  static let items = ["Profile", "Feed", "Activity", "Settings"]
  let menuButton = HamburgerButton(frame: .zero)
  private let titleLabel = Label()
  private var itemLabels: [Label] = []
  var hostTitle = ""
  var presentingSegue: GuillotineMenuSegue?
  /// The appearance callbacks received, in order (e.g. "willAppear"), for tests.
  private(set) var appearanceLog: [String] = []

  /// Light on the menu's dark colour, as the host's.
  override var preferredStatusBarStyle: StatusBarStyle { .legible(on: GuillotineStyle.barColor) }

  var navigationBarHeight: CGFloat { GuillotineStyle.safeTop(of: view) + GuillotineStyle.barHeight }

  /// The menu button's centre in the menu view's coordinates, after layout.
  var anchorPoint: CGPoint {
    view.layoutIfNeeded()
    return menuButton.center
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = GuillotineStyle.barColor
    titleLabel.font = .boldSystemFont(ofSize: 17)
    titleLabel.textColor = Color(white: 1)
    titleLabel.textAlignment = .center
    view.addSubview(titleLabel)
    for item in Self.items {
      let label = Label()
      label.text = item
      label.font = .boldSystemFont(ofSize: 30)
      label.textColor = Color(white: 1)
      label.textAlignment = .center
      itemLabels.append(label)
      view.addSubview(label)
    }
    view.addSubview(menuButton)
    menuButton.addAction(
      ControlAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bounds = view.bounds
    let safeTop = GuillotineStyle.safeTop(of: view)
    let side = GuillotineStyle.buttonSide
    let center = GuillotineStyle.buttonCenter(safeTop: safeTop)
    menuButton.bounds = CGRect(x: 0, y: 0, width: side, height: side)
    menuButton.center = center
    menuButton.transform = CGAffineTransform(rotationAngle: .pi / 2)
    // Where the host's title is while the menu is raised: on the bar's axis, half a screen
    // width from the pin along it (see the type's description).
    titleLabel.text = hostTitle
    titleLabel.bounds = CGRect(x: 0, y: 0, width: bounds.width - 2 * side, height: side)
    titleLabel.center = CGPoint(x: center.x, y: center.y + bounds.width / 2 - center.x)
    titleLabel.transform = CGAffineTransform(rotationAngle: .pi / 2)
    let strip = navigationBarHeight
    var y = safeTop + 60
    for label in itemLabels {
      label.frame = CGRect(x: strip, y: y, width: bounds.width - strip - 16, height: 60)
      y += 84
    }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appearanceLog.append("willAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appearanceLog.append("didAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    appearanceLog.append("willDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    appearanceLog.append("didDisappear")
  }
}
