import Foundation
import SegueGeometry
import SegueLayers
import SegueUI

/// The storyboard's "Present Modally" segue "presentMenu" (Over Full Screen): the source
/// presents the destination, animated.
@MainActor
final class PresentMenuSegue: StoryboardSegue {
  override func perform() {
    destination.modalPresentationStyle = .overFullScreen
    source.present(destination, animated: true, completion: nil)
  }
}

/// The presenting screen of seed 003 (the article's `fromVC`, the demo's `HomeVC`): a white
/// screen with a picture, owning the `MenuTransitionHelper` and handing it the menu in
/// `prepare(for:sender:)`.
@MainActor
final class MenuHomeViewController: ViewController {
  /// The side of the centred picture, points.
  static let pictureSide: CGFloat = 240

  /// The article's `transitionHelper`, kept strongly here (a transitioning delegate is weak).
  let transitionHelper = MenuTransitionHelper()
  private let imageView = ImageView()
  private let hintLabel = Label()
  private let scale: Int

  /// Creates the screen; `makeMenu` builds the menu each time the segue runs (tests pass a
  /// recording subclass).
  init(scale: Int, makeMenu: @escaping @MainActor () -> MenuViewController) {
    self.scale = scale
    super.init()
    registerSegue(identifier: MenuTransitionHelper.presentMenuSegue) { source, _ in
      PresentMenuSegue(
        identifier: MenuTransitionHelper.presentMenuSegue, source: source, destination: makeMenu())
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = Color(white: 1)
    imageView.image = Artwork.dawn(side: Self.pictureSide, scale: scale)
    view.addSubview(imageView)
    hintLabel.text = "Swipe from the left edge"
    hintLabel.font = .boldSystemFont(ofSize: 20)
    hintLabel.textColor = Color(white: 0.2)
    hintLabel.textAlignment = .center
    view.addSubview(hintLabel)
    // The article's step 6.
    transitionHelper.sourceViewController = self
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bounds = view.bounds
    let side = Self.pictureSide
    imageView.frame = pixelAligned(
      CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side),
      scale: scale)
    hintLabel.frame = CGRect(x: 0, y: view.safeAreaFrame.minY + 24, width: bounds.width, height: 40)
  }

  /// The article's steps 7 and 8: the menu gets the helper as its transitioning delegate, and
  /// the helper gets the menu (which attaches the dismissal pan).
  override func prepare(for segue: StoryboardSegue, sender: Any?) {
    guard let menu = segue.destination as? MenuViewController else { return }
    menu.transitioningDelegate = transitionHelper
    transitionHelper.menuViewController = menu
  }
}

/// One of the menu's six entries: an icon tile and its caption, moved together by the
/// animator.
@MainActor
struct MenuItem {
  let icon: View
  let label: Label

  /// Moves the icon and caption `x` points sideways (0: in place).
  func setOffset(_ x: CGFloat) {
    let transform = x == 0 ? CGAffineTransform.identity : CGAffineTransform(translationX: x, y: 0)
    icon.transform = transform
    label.transform = transform
  }
}

/// The demo's `MenuVC`: a translucent teal screen over the presenter with six entries in two
/// columns and a back button at the bottom.
///
/// Showcase changes (issue 20 §4): the storyboard's translucent teal lies over a dark blur
/// of the presenter (a `VisualEffectView`, as iOS's menus and sheets do), so that the home
/// screen's picture and hint do not show sharp through the menu under the captions, and the
/// white captions and back button stand out (2.0–2.8:1 on the bare teal over white; the
/// blur's dark tint under the teal gives them 3:1 and more). The back button sits inside the
/// safe area, above the home indicator (the storyboard pins it 10 pt above the view's
/// bottom, on the home indicator's line on an iPhone without a home button).
///
/// Port notes: the demo's captions are Chinese (商务专车, 出租车, …) and its icons are PNG
/// files; Segue shows their English meaning and plain coloured tiles, so that the gallery does
/// not depend on CJK fonts or on the demo's images. The layout is the storyboard's constraints.
@MainActor
class MenuViewController: ViewController {
  /// The menu's background (storyboard: sRGB 0.275, 0.493, 0.580 at 60 %).
  static let backgroundColor = Color(red: 0.2745, green: 0.4927, blue: 0.5800, alpha: 0.5996)
  /// The captions, row by row, left then right.
  static let captions = [
    ("Business car", "Taxi"), ("Bus", "Self-drive"), ("Gas station", "Service"),
  ]
  /// The icons' colours, in caption order.
  static let iconColors = ["#F2A65A", "#E4572E", "#76B041", "#17BEBB", "#FFC914", "#9D4EDD"]
  /// An icon's size (storyboard: 83 × 94), points.
  static let iconSize = CGSize(width: 83, height: 94)
  /// A caption's height (storyboard: 20.5), points.
  static let captionHeight: CGFloat = 20.5
  /// A caption's width, centred under its icon (Segue's choice: the English captions are
  /// wider than the storyboard's; twice the column offset, so neighbours never overlap),
  /// points.
  static let captionWidth: CGFloat = 140
  /// An icon's corner radius (Segue's choice for the tiles), points.
  static let iconCornerRadius: CGFloat = 16
  /// The columns' centres from the view's centre (storyboard: ±70), points.
  static let columnOffset: CGFloat = 70
  /// The middle row's icon centre above the view's centre (storyboard: 20), points.
  static let middleRowRise: CGFloat = 20
  /// The gap above the middle row's icons (20) and below its captions (18), points.
  static let rowGaps: (above: CGFloat, below: CGFloat) = (20, 18)
  /// The back button's height (45) and its distance from the bottom (10), points.
  static let backButtonHeight: CGFloat = 45
  static let backButtonBottomMargin: CGFloat = 10

  /// The blur under the teal (see above).
  let blurView = VisualEffectView(effect: BlurEffect(style: .dark))
  /// The teal over the blur.
  private let tint = View()

  /// The entries, row by row.
  private(set) var rows: [(left: MenuItem, right: MenuItem)] = []
  /// The back button (the storyboard's "返回", wired to `backAction`).
  let backButton = Button(type: .system)

  /// The menu takes the status bar over from the white home screen it covers (presented over
  /// full screen, it would keep the home's dark one, 3.7:1 on the menu's dark teal), light.
  override var preferredStatusBarStyle: StatusBarStyle { .lightContent }

  override func viewDidLoad() {
    super.viewDidLoad()
    modalPresentationCapturesStatusBarAppearance = true
    blurView.frame = view.bounds
    blurView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tint.frame = view.bounds
    tint.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tint.backgroundColor = Self.backgroundColor
    blurView.contentView.addSubview(tint)
    view.addSubview(blurView)
    var index = 0
    func makeItem(_ caption: String) -> MenuItem {
      let icon = View()
      icon.backgroundColor = Color(hex: Self.iconColors[index % Self.iconColors.count])
      icon.layer.cornerRadius = Self.iconCornerRadius
      let label = Label()
      label.text = caption
      label.font = .boldSystemFont(ofSize: 17)
      label.textColor = Color(white: 1)
      label.textAlignment = .center
      view.addSubview(icon)
      view.addSubview(label)
      index += 1
      return MenuItem(icon: icon, label: label)
    }
    rows = Self.captions.map { (left: makeItem($0.0), right: makeItem($0.1)) }
    backButton.titleLabel?.font = .boldSystemFont(ofSize: 20)
    backButton.setTitle("Back", for: .normal)
    backButton.setTitleColor(Color(white: 1), for: .normal)
    backButton.addTarget(self, action: MenuViewController.backAction, for: .touchUpInside)
    view.addSubview(backButton)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bounds = view.bounds
    let size = Self.iconSize
    let captionHeight = Self.captionHeight
    // The icons' tops, row by row, from the storyboard's chain of constraints.
    let middleTop = bounds.midY - Self.middleRowRise - size.height / 2
    let topTop = middleTop - Self.rowGaps.above - captionHeight - size.height
    let bottomTop = middleTop + size.height + captionHeight + Self.rowGaps.below
    for (row, top) in [topTop, middleTop, bottomTop].enumerated() where row < rows.count {
      for (item, centerX) in [
        (rows[row].left, bounds.midX - Self.columnOffset),
        (rows[row].right, bounds.midX + Self.columnOffset),
      ] {
        // Bounds and centre, not frames: the animator's offsets are transforms.
        item.icon.bounds = CGRect(origin: .zero, size: size)
        item.icon.center = CGPoint(x: centerX, y: top + size.height / 2)
        item.label.bounds = CGRect(x: 0, y: 0, width: Self.captionWidth, height: captionHeight)
        item.label.center = CGPoint(x: centerX, y: top + size.height + captionHeight / 2)
      }
    }
    // Showcase fix: 10 pt above the safe area's bottom, not the view's (see above).
    backButton.frame = CGRect(
      x: 0, y: view.safeAreaFrame.maxY - Self.backButtonBottomMargin - Self.backButtonHeight,
      width: bounds.width, height: Self.backButtonHeight)
    // The storyboard's title fills the button, centred: the button sizes its title label to
    // the layout-time text measure, which without a host measurer is an estimate narrower than
    // the rendered bold 20 pt title, and would truncate it. (The font itself is taken into
    // account: a change of the title label's font lays the button out again.)
    backButton.layoutIfNeeded()
    backButton.titleLabel?.frame = backButton.bounds
  }

  /// How much the menu shows, 0…1 (the demo's `view.alpha`, which the animator sets).
  ///
  /// Showcase change: the parts take the alpha rather than the view, and the blur comes and
  /// goes by its `effect` (none at 0), which an animation block animates — the blur's radius
  /// and tint — as UIKit does. A blur does not fade through an alpha: through an ancestor's,
  /// UIKit warns that the effect view "is being asked to animate its opacity" and draws it
  /// broken; through its own, the screen behind shows sharp through the fading blur (issue 20:
  /// the home's picture, a sharp square in menu-dismiss f7–f17).
  var shownFraction: CGFloat {
    get { tint.alpha }
    set {
      blurView.effect = newValue > 0 ? BlurEffect(style: .dark) : nil
      tint.alpha = newValue
      for part in view.subviews where part !== blurView { part.alpha = newValue }
    }
  }

  /// The storyboard's back button action: dismisses the menu, animated (not interactive).
  func backAction() {
    dismiss(animated: true, completion: nil)
  }
}
