import Foundation
import SegueGeometry
import SegueLayers
import SegueUI

/// What a `.partialCurl` presentation classically revealed (the Maps app's options under its
/// curled map): a light screen with a row of choices near the bottom. Its topmost subview is
/// what decides how far UIKit curls the page up (`PartialCurlView.revealedTop(of:)`).
@MainActor
final class CurlOptionsViewController: ViewController {
  /// The height of the options' band at the bottom, points (safe area included).
  static let bandHeight: CGFloat = 250

  private let heading = Label()
  private let choices = ["Standard", "Hybrid", "Satellite"].map { title -> Button in
    let button = Button(type: .system)
    button.setTitle(title, for: .normal)
    return button
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = Color(white: 0.9)
    heading.text = "Map type"
    heading.font = .boldSystemFont(ofSize: 22)
    heading.textColor = Color(white: 0.1)
    heading.textAlignment = .center
    view.addSubview(heading)
    for button in choices {
      button.backgroundColor = Color(white: 1)
      button.layer.cornerRadius = 10
      button.setTitleColor(BuiltInTransitions.accessibleBlue, for: .normal)
      view.addSubview(button)
    }
  }

  /// Light: the status bar stays over the presenter's curled page (the navy first screen),
  /// not over this light screen.
  override var preferredStatusBarStyle: StatusBarStyle { .lightContent }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bounds = view.bounds
    let top = bounds.maxY - Self.bandHeight
    heading.frame = CGRect(x: 0, y: top + 30, width: bounds.width, height: 30)
    let margin: CGFloat = 20
    let gap: CGFloat = 10
    let count = CGFloat(choices.count)
    let width = ((bounds.width - 2 * margin - gap * (count - 1)) / count).rounded(.down)
    for (index, button) in choices.enumerated() {
      button.frame = CGRect(
        x: margin + CGFloat(index) * (width + gap), y: top + 80, width: width, height: 50)
    }
  }
}
