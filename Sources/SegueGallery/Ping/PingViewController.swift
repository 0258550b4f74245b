import Foundation
import SegueGeometry
import SegueLayers
import SegueUI

/// Seed 000's `ViewController`: one of the two screens of the Ping transition — a
/// background colour, a centred 300×300 picture and a round black button 10 pt from the
/// top-right corner of the safe area. Tapping the button pops (the seed's `circleTapped`).
///
/// Renamed `PingViewController` because deleting UIKit's prefix makes the seed's class name
/// `ViewController`, the base class itself.
@MainActor
class PingViewController: ViewController, CircleTransitionSource {
  /// The round button's side, points (seed: 44×44).
  static let buttonSide: CGFloat = 44
  /// The button's margin from the top and right of the safe area, points (seed: 10).
  static let buttonMargin: CGFloat = 10
  /// The side of the centred picture, points (seed: 300×300 image views).
  static let pictureSide: CGFloat = 300

  /// The seed's `@IBOutlet weak var button` (owned by the view here).
  let button = Button(type: .custom)
  let imageView = ImageView()
  private let backgroundColor: Color?
  private let picture: Image
  private let scale: Int

  /// Creates a screen with `backgroundColor` showing `picture`, drawn for `scale`.
  init(backgroundColor: Color?, picture: Image, scale: Int) {
    self.backgroundColor = backgroundColor
    self.picture = picture
    self.scale = scale
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = backgroundColor
    imageView.image = picture
    view.addSubview(imageView)
    // The seed sets these in Interface Builder: black, with a corner radius of half the side.
    button.backgroundColor = Color(white: 0)
    button.layer.cornerRadius = Self.buttonSide / 2
    button.addTarget(self, action: PingViewController.circleTapped, for: .touchUpInside)
    view.addSubview(button)
  }

  /// Light or dark after the screen's colour (not in the seed, whose status bar was the
  /// default dark one on the navy screen too: issue 20 §4).
  override var preferredStatusBarStyle: StatusBarStyle { .legible(on: backgroundColor) }

  /// The seed's Auto Layout constraints: the picture centred, 300×300; the button 44×44,
  /// 10 pt from the top and right of the safe area. Auto Layout rounds frames to the pixel
  /// grid, so the picture is drawn 1:1.
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bounds = view.bounds
    let side = Self.pictureSide
    imageView.frame = pixelAligned(
      CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side),
      scale: scale)
    let safe = view.safeAreaFrame
    button.frame = CGRect(
      x: safe.maxX - Self.buttonMargin - Self.buttonSide, y: safe.minY + Self.buttonMargin,
      width: Self.buttonSide, height: Self.buttonSide)
  }

  /// The seed's `@IBAction func circleTapped(sender:)`.
  func circleTapped(_ sender: Button) {
    navigationController?.popViewController(animated: true)
  }
}
