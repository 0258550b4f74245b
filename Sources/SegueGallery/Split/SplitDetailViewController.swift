import Foundation
import SegueGeometry
import SegueUI

/// A place of the split entries: a name, a colour and a line about it.
struct SplitPlace {
  let name: String
  let color: Color
  let line: String

  /// The places; each colour holds white text at 4.5:1 or more (issue 20 §4).
  static let all = [
    SplitPlace(name: "Dawn", color: Color(rgb: 0xA64B0A), line: "First light over the dunes"),
    SplitPlace(name: "Night", color: Color(rgb: 0x1F3A5F), line: "The sea under the stars"),
    SplitPlace(name: "Forest", color: Color(rgb: 0x2E7D4F), line: "Pines after the rain"),
    SplitPlace(name: "Glacier", color: Color(rgb: 0x1F6F87), line: "Blue ice in the valley"),
    SplitPlace(name: "Desert", color: Color(rgb: 0x9A4E12), line: "Red rock at noon"),
  ]
}

/// The split entries' content: the place's colour filling the column, its name and line in
/// white at the top-left of the safe area.
@MainActor
final class SplitDetailViewController: ViewController {
  let place: SplitPlace
  private let nameLabel = Label()
  private let lineLabel = Label()

  init(place: SplitPlace) {
    self.place = place
    super.init()
    title = place.name
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = place.color
    nameLabel.text = place.name
    nameLabel.font = .boldSystemFont(ofSize: 34)
    nameLabel.textColor = Color(white: 1)
    view.addSubview(nameLabel)
    lineLabel.text = place.line
    lineLabel.font = .systemFont(ofSize: 17)
    lineLabel.textColor = Color(white: 1)
    view.addSubview(lineLabel)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    // Sized to their text, not to the column: a column that widens as a sidebar slides away
    // moves them without redrawing them at another width.
    let insets = view.safeAreaInsets
    let origin = CGPoint(x: insets.left + 20, y: insets.top + 16)
    nameLabel.frame = CGRect(origin: origin, size: nameLabel.sizeThatFits(view.bounds.size))
    lineLabel.frame = CGRect(
      origin: CGPoint(x: origin.x, y: origin.y + 44), size: lineLabel.sizeThatFits(view.bounds.size)
    )
  }

  override var preferredStatusBarStyle: StatusBarStyle { .lightContent }
}
