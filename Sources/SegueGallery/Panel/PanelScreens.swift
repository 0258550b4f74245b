import Foundation
import SegueGeometry
import SegueLayers
import SegueUI

/// The presenting screen of seed 001 (the article's "fromVC"): a picture and a title, and the
/// strong reference to the transitioning delegate the article insists on (a controller's
/// `transitioningDelegate` is weak).
@MainActor
final class PanelHomeViewController: ViewController {
  /// The side of the centred picture, points.
  static let pictureSide: CGFloat = 300

  /// The article's `exampleTransitionDelegate`, kept strongly here.
  let exampleTransitionDelegate = ExampleTransitioningDelegate()
  private let imageView = ImageView()
  private let titleLabel = Label()
  private let scale: Int

  init(scale: Int) {
    self.scale = scale
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = panelColor("#1E3A5F")
    imageView.image = Artwork.night(side: Self.pictureSide, scale: scale)
    view.addSubview(imageView)
    titleLabel.text = "Presentations"
    titleLabel.font = .boldSystemFont(ofSize: 28)
    titleLabel.textColor = Color(white: 1)
    titleLabel.textAlignment = .center
    view.addSubview(titleLabel)
  }

  /// Light on the navy screen (not in the seed: the default dark time stood at 1.8:1 on
  /// it, issue 20 §4). The panel does not capture the status bar: the presenter keeps it.
  override var preferredStatusBarStyle: StatusBarStyle { .legible(on: view.backgroundColor) }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bounds = view.bounds
    let side = Self.pictureSide
    imageView.frame = pixelAligned(
      CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side),
      scale: scale)
    titleLabel.frame = CGRect(
      x: 0, y: view.safeAreaFrame.minY + 24, width: bounds.width, height: 40)
  }

  /// The article's presentation code, with its `present(toVC…)` typo fixed (it presented an
  /// undefined `toVC` instead of the `presentedVC` it had just configured).
  func showPanel(animated: Bool = true) {
    let presentedVC = ExampleViewController()
    presentedVC.modalPresentationStyle = .custom
    presentedVC.transitioningDelegate = exampleTransitionDelegate
    present(presentedVC, animated: animated, completion: nil)
  }
}

/// The article's `ExampleViewController`: the content of the panel — a title and a few rows.
@MainActor
final class ExampleViewController: ViewController {
  /// The rows' titles.
  static let rows = ["Profile", "Messages", "Settings", "Help"]
  /// A row's height, points.
  static let rowHeight: CGFloat = 44
  private var labels: [Label] = []
  private var separators: [View] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = panelColor("#F7F4EE")
    let title = Label()
    title.text = "Menu"
    title.font = .boldSystemFont(ofSize: 22)
    title.textColor = panelColor("#2B2B2B")
    labels.append(title)
    for row in Self.rows {
      let label = Label()
      label.text = row
      label.textColor = panelColor("#3C3C3C")
      labels.append(label)
      let separator = View()
      separator.backgroundColor = panelColor("#D8D2C6")
      separators.append(separator)
    }
    for label in labels { view.addSubview(label) }
    for separator in separators { view.addSubview(separator) }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let inset: CGFloat = 16
    let width = view.bounds.width - 2 * inset
    var y = view.safeAreaFrame.minY + 16
    for (index, label) in labels.enumerated() {
      label.frame = CGRect(x: inset, y: y, width: width, height: Self.rowHeight)
      y += Self.rowHeight
      if index > 0 {
        separators[index - 1].frame = CGRect(x: inset, y: y - 1, width: width, height: 1)
      }
    }
  }
}

/// The colour `hex` ("#RRGGBB"), a constant of these screens.
@MainActor
private func panelColor(_ hex: String) -> Color {
  guard let color = Color(hex: hex) else { preconditionFailure("bad panel colour \(hex)") }
  return color
}
