import Foundation
import SegueGeometry
import SegueUI

/// A place of the split entries: a name, a colour and a line about it.
struct SplitPlace {
  let name: String
  let color: Color
  let line: String

  static let all = [
    SplitPlace(name: "Dawn", color: Color(rgb: 0xF2A65A), line: "First light over the dunes"),
    SplitPlace(name: "Night", color: Color(rgb: 0x1F3A5F), line: "The sea under the stars"),
    SplitPlace(name: "Forest", color: Color(rgb: 0x2E7D4F), line: "Pines after the rain"),
    SplitPlace(name: "Glacier", color: Color(rgb: 0x3A8FA8), line: "Blue ice in the valley"),
    SplitPlace(name: "Desert", color: Color(rgb: 0xB5651D), line: "Red rock at noon"),
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
    let insets = view.safeAreaInsets
    let width = max(view.bounds.width - insets.left - insets.right - 40, 0)
    nameLabel.frame = CGRect(x: insets.left + 20, y: insets.top + 16, width: width, height: 41)
    lineLabel.frame = CGRect(x: insets.left + 20, y: insets.top + 60, width: width, height: 22)
  }

  override var preferredStatusBarStyle: StatusBarStyle { .lightContent }
}
