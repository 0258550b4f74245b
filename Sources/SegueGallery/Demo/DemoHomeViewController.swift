import Foundation
import SegueGeometry
import SegueLayers
import SegueUI

/// The demo app's home screen: a bar across the top with the hamburger (left, seed 004), the
/// title, the info button and the round button (right, seeds 001 and 000), and the home
/// content under the bar, a child controller. A left screen-edge swipe anywhere on it presents
/// seed 003's menu.
///
/// Each control reaches its seed through the seed's own mechanism: the round button performs
/// seed 000's "PushSegue" (a `ShowSegue` to the Ping screen, animated by the navigation
/// delegate); the info button presents seed 001's panel with its transitioning delegate; the
/// edge pan is seed 003's `MenuTransitionHelper`, which performs "presentMenu"; the hamburger
/// performs seed 004's `GuillotineMenuSegue`. The hamburger sits where the Guillotine menu's
/// own button is, so the raised menu lies exactly along this bar.
@MainActor
final class DemoHomeViewController: ViewController, CircleTransitionSource {
  /// The round button's side and its margin from the right of the safe area, points.
  static let buttonSide: CGFloat = 36
  static let buttonMargin: CGFloat = 10
  /// The gap between the info button and the round button, points.
  static let infoGap: CGFloat = 4
  /// The round button's colour: the Ping screen's, which grows out of it.
  static let buttonColor = GuillotineStyle.color("#F2A65A")

  /// The round button: pushes the Ping screen with the circle reveal.
  let button = Button(type: .custom)
  /// The info button: presents the slide-in panel.
  let infoButton = InfoButton(frame: .zero)
  /// The hamburger: opens the Guillotine menu.
  let menuButton = HamburgerButton(frame: .zero)
  /// What the screen shows under its bar (`DemoApp.makeContent`).
  let content: ViewController
  /// Seed 003's helper: the left edge pan, the menu's transitioning delegate and interaction
  /// controller (kept strongly here, as the seed's home screen does).
  let menuTransitionHelper = MenuTransitionHelper()
  /// Seed 001's transitioning delegate, kept strongly (a transitioning delegate is weak).
  let panelTransitioningDelegate = ExampleTransitioningDelegate()
  private let bar = View()
  private let titleLabel = Label()
  private let scale: Int

  /// Creates the screen showing `content` under its bar; the Ping screen it pushes gets a pan
  /// handled by `pingDelegate` (seed 000's `panned`, which pops).
  init(content: ViewController, scale: Int, pingDelegate: PingNavigationDelegate) {
    self.content = content
    self.scale = scale
    super.init()
    title = "Segue"
    registerSegue(identifier: Ping.pushSegue) { [weak pingDelegate] source, _ in
      let screen = Ping.makeSecondScreen(scale: scale)
      if let pingDelegate {
        screen.view.addGestureRecognizer(
          PanGestureRecognizer(target: pingDelegate, action: PingNavigationDelegate.panned))
      }
      return ShowSegue(identifier: Ping.pushSegue, source: source, destination: screen)
    }
    registerSegue(identifier: MenuTransitionHelper.presentMenuSegue) { source, _ in
      PresentMenuSegue(
        identifier: MenuTransitionHelper.presentMenuSegue, source: source,
        destination: MenuViewController())
    }
    registerSegue(identifier: GuillotineHostViewController.menuSegue) { source, _ in
      GuillotineMenuSegue(
        identifier: GuillotineHostViewController.menuSegue, source: source,
        destination: GuillotineMenuViewController())
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = GuillotineStyle.contentColor
    addChild(content)
    view.addSubview(content.view)
    content.didMove(toParent: self)
    bar.backgroundColor = GuillotineStyle.barColor
    view.addSubview(bar)
    titleLabel.text = title
    titleLabel.font = .boldSystemFont(ofSize: 17)
    titleLabel.textColor = Color(white: 1)
    titleLabel.textAlignment = .center
    view.addSubview(titleLabel)
    // The buttons are the view's own subviews: the circle transition reads the round button's
    // frame in the view's coordinates.
    button.backgroundColor = Self.buttonColor
    button.layer.cornerRadius = Self.buttonSide / 2
    view.addSubview(button)
    view.addSubview(infoButton)
    view.addSubview(menuButton)
    button.addAction(
      ControlAction { [weak self] _ in
        self?.performSegue(withIdentifier: Ping.pushSegue, sender: nil)
      }, for: .touchUpInside)
    infoButton.addAction(ControlAction { [weak self] _ in self?.showPanel() }, for: .touchUpInside)
    menuButton.addAction(
      ControlAction { [weak self] _ in
        self?.performSegue(withIdentifier: GuillotineHostViewController.menuSegue, sender: nil)
      }, for: .touchUpInside)
    // Seed 003's step 6: the helper attaches its left edge pan to this screen.
    menuTransitionHelper.sourceViewController = self
    // A drag starting at the left edge is the menu's, not the list's: the list's scrolling
    // waits for the edge pan to fail (which it does at once for a finger away from the edge),
    // the idiom UIKit apps use for an edge pan over a scroll view.
    if let list = content as? TodayViewController,
      let edgePan = menuTransitionHelper.enterPanGesture
    {
      list.tableView.panGestureRecognizer.require(toFail: edgePan)
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bounds = view.bounds
    let safe = view.safeAreaFrame
    let safeTop = GuillotineStyle.safeTop(of: view)
    let barBottom = safeTop + GuillotineStyle.barHeight
    bar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: barBottom)
    content.view.frame = CGRect(
      x: 0, y: barBottom, width: bounds.width, height: max(0, bounds.height - barBottom))
    let side = GuillotineStyle.buttonSide
    let center = GuillotineStyle.buttonCenter(safeTop: safeTop)
    menuButton.frame = CGRect(
      x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
    button.frame = CGRect(
      x: safe.maxX - Self.buttonMargin - Self.buttonSide, y: center.y - Self.buttonSide / 2,
      width: Self.buttonSide, height: Self.buttonSide)
    infoButton.frame = CGRect(
      x: button.frame.minX - Self.infoGap - side, y: center.y - side / 2, width: side,
      height: side)
    titleLabel.frame = CGRect(x: side, y: safeTop, width: bounds.width - 2 * side, height: side)
  }

  /// Seed 001's presentation code (`PanelHomeViewController.showPanel`), and a tap on the
  /// dimmed area dismissing the panel (the seed leaves dismissal to its app). The tap is added
  /// as soon as the presentation has its chrome: at once, or when a presentation that had to
  /// wait for another modal transition completes.
  func showPanel() {
    let panel = ExampleViewController()
    panel.modalPresentationStyle = .custom
    panel.transitioningDelegate = panelTransitioningDelegate
    present(panel, animated: true) { [weak panel] in Self.addDismissTap(to: panel) }
    Self.addDismissTap(to: panel)
  }

  /// Adds a tap dismissing `panel` to its presentation's chrome, once.
  private static func addDismissTap(to panel: ViewController?) {
    guard let panel,
      let chrome = (panel.presentationController as? ExamplePresentationViewController)?
        .chromeView,
      chrome.gestureRecognizers == nil
    else { return }
    let tap = TapGestureRecognizer()
    tap.addAction { [weak panel] _ in panel?.dismiss(animated: true, completion: nil) }
    chrome.addGestureRecognizer(tap)
  }

  /// Hands the menus what their segues need: seed 003's steps 7 and 8 (the helper becomes the
  /// menu's transitioning delegate and attaches the menu's pan), seed 004's host title.
  override func prepare(for segue: StoryboardSegue, sender: Any?) {
    super.prepare(for: segue, sender: sender)
    if let menu = segue.destination as? MenuViewController {
      menu.transitioningDelegate = menuTransitionHelper
      menuTransitionHelper.menuViewController = menu
    }
    (segue.destination as? GuillotineMenuViewController)?.hostTitle = title ?? ""
  }
}

/// An info button: a thin ring around a bold "i", in white.
@MainActor
final class InfoButton: Button {
  /// The ring's diameter, points.
  static let ringSide: CGFloat = 22
  private let ring = View()
  private let letter = Label()

  override init(frame: CGRect) {
    super.init(frame: frame)
    ring.isUserInteractionEnabled = false
    ring.layer.borderWidth = 2
    ring.layer.borderColor = Color(white: 1)
    ring.layer.cornerRadius = Self.ringSide / 2
    addSubview(ring)
    letter.text = "i"
    letter.font = .boldSystemFont(ofSize: 15)
    letter.textColor = Color(white: 1)
    letter.textAlignment = .center
    addSubview(letter)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let side = Self.ringSide
    let ringFrame = CGRect(
      x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
    ring.frame = ringFrame
    letter.frame = ringFrame
  }
}
