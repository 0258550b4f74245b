import Foundation
import SegueGeometry
import SegueLayers
import SegueUI

/// A plain screen for the built-in transitions: a background colour, a title and a centred
/// picture — what an app's two screens look like in the gallery.
@MainActor
final class ScreenViewController: ViewController {
  /// The side of the centred picture, points.
  static let pictureSide: CGFloat = 260

  private let background: Color
  private let picture: Image
  private let scale: Int
  private let titleLabel = Label()
  /// The centred picture (a zoom's source in the gallery's zoom entries).
  let imageView = ImageView()
  /// The appearance callbacks received, in order ("willAppear", "didAppear"…), which the
  /// gallery's tests read.
  private(set) var appearanceCallbacks: [String] = []

  /// The first screen: the night sea on dark blue.
  static func first(scale: Int) -> ScreenViewController {
    ScreenViewController(
      title: "First", background: Color(red: 0.12, green: 0.23, blue: 0.37),
      picture: Artwork.night(side: pictureSide, scale: scale), scale: scale)
  }

  /// The second screen: the dawn landscape on orange.
  static func second(scale: Int) -> ScreenViewController {
    ScreenViewController(
      title: "Second", background: Color(red: 0.95, green: 0.65, blue: 0.35),
      picture: Artwork.dawn(side: pictureSide, scale: scale), scale: scale)
  }

  init(title: String, background: Color, picture: Image, scale: Int) {
    self.background = background
    self.picture = picture
    self.scale = scale
    super.init()
    self.title = title
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = background
    titleLabel.text = title
    titleLabel.font = .boldSystemFont(ofSize: 34)
    // The title light or dark as the status bar is: white on the night blue, near black on
    // the orange, where white stood at 2:1 (issue 20 §4).
    titleLabel.textColor =
      preferredStatusBarStyle == .lightContent ? Color(white: 1) : Color(white: 0.1)
    titleLabel.textAlignment = .center
    view.addSubview(titleLabel)
    imageView.image = picture
    view.addSubview(imageView)
  }

  override var preferredStatusBarStyle: StatusBarStyle { .legible(on: background) }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appearanceCallbacks.append("willAppear")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appearanceCallbacks.append("didAppear")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    appearanceCallbacks.append("willDisappear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    appearanceCallbacks.append("didDisappear")
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bounds = view.bounds
    let side = Self.pictureSide
    imageView.frame = pixelAligned(
      CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side),
      scale: scale)
    titleLabel.frame = CGRect(
      x: 0, y: imageView.frame.minY - 80, width: bounds.width, height: 48)
  }
}
