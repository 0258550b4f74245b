import Foundation
import SegueGeometry

/// A navigation bar's back button: a chevron and the title of the item below, in two labels,
/// so that a change of item can keep the chevron still while the title moves (UIKit's back
/// button slides its title from or to the bar's title and leaves the chevron in place).
///
/// The button's frame spans both, so a tap on the chevron goes back too.
@MainActor
final class NavigationBackButton: Button {
  /// The label drawing the chevron, at the button's leading edge.
  let chevronLabel = Label()

  /// Creates a back button reading `title` after the chevron, in `font`.
  init(title: String, font: Font) {
    super.init(type: .system)
    chevronLabel.text = NavigationBar.backChevron
    chevronLabel.font = font
    chevronLabel.isUserInteractionEnabled = false
    addSubview(chevronLabel)
    titleLabel?.font = font
    setTitle(title, for: .normal)
    syncChevronColor()
  }

  /// The width of the chevron and the gap after it, points: where the title starts.
  var titleInset: CGFloat {
    chevronLabel.sizeThatFits(.zero).width + NavigationBar.backChevronSpacing
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    let chevron = chevronLabel.sizeThatFits(size)
    let title = titleLabel?.sizeThatFits(size) ?? .zero
    return CGSize(
      width: titleInset + title.width, height: max(chevron.height, title.height))
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let chevron = chevronLabel.sizeThatFits(bounds.size)
    chevronLabel.frame = CGRect(
      x: 0, y: bounds.midY - chevron.height / 2, width: chevron.width, height: chevron.height)
    guard let titleLabel else { return }
    let title = titleLabel.sizeThatFits(bounds.size)
    titleLabel.frame = CGRect(
      x: titleInset, y: bounds.midY - title.height / 2, width: title.width, height: title.height)
  }

  /// The title label's frame at rest, in the button's coordinates (where `layoutSubviews`
  /// puts it).
  var restingTitleFrame: CGRect {
    let title = titleLabel?.sizeThatFits(bounds.size) ?? .zero
    return CGRect(
      x: titleInset, y: bounds.midY - title.height / 2, width: title.width, height: title.height)
  }

  override func stateDidChange() {
    super.stateDidChange()
    syncChevronColor()
  }

  override func tintColorDidChange() {
    super.tintColorDidChange()
    syncChevronColor()
  }

  private func syncChevronColor() {
    chevronLabel.textColor = titleLabel?.textColor ?? currentTitleColor
  }
}
