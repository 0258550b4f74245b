import Foundation
import SegueGeometry

/// The views a navigation bar shows for one item: its title, its bar buttons and the back
/// button to the item below, laid out in the bar's content frame as UIKit does — back button
/// 8 pt from the leading side, bar buttons 16 pt from the sides, the title centred in the bar
/// and pushed aside by the buttons when they would overlap it.
@MainActor
final class NavigationBarItemViews {
  /// The gap kept between the title and the buttons beside it, points.
  static let titleSpacing: CGFloat = 8

  let item: NavigationItem
  let titleLabel = Label()
  let backButton: NavigationBackButton?
  let leftButton: Button?
  let rightButton: Button?

  /// Builds the views of `item` on `bar`, with a back button to `backItem` unless the item
  /// hides it or has a left bar button item (which replaces it, as in UIKit).
  init(item: NavigationItem, backItem: NavigationItem?, bar: NavigationBar) {
    self.item = item
    titleLabel.text = item.title
    titleLabel.font = .boldSystemFont(ofSize: NavigationBar.titleFontSize)
    titleLabel.textAlignment = .center
    if let backItem, !item.hidesBackButton, item.leftBarButtonItem == nil {
      let button = NavigationBackButton(
        title: Self.backTitle(for: backItem),
        font: .systemFont(ofSize: NavigationBar.buttonFontSize))
      button.addAction(
        ControlAction { [weak bar] _ in bar?.backButtonTapped() }, for: .touchUpInside)
      backButton = button
    } else {
      backButton = nil
    }
    leftButton = item.leftBarButtonItem.map(Self.makeButton(for:))
    rightButton = item.rightBarButtonItem.map(Self.makeButton(for:))
  }

  /// The title of a back button returning to `backItem`: its back bar button item's title,
  /// else its title, else "Back".
  static func backTitle(for backItem: NavigationItem) -> String {
    backItem.backBarButtonItem?.title ?? backItem.title ?? NavigationBar.defaultBackTitle
  }

  /// Every view, title first.
  var views: [View] { [titleLabel] + [backButton, leftButton, rightButton].compactMap { $0 } }

  /// The views other than the title.
  var buttons: [View] { [backButton, leftButton, rightButton].compactMap { $0 } }

  /// Where the back button's title text starts at rest, in the bar's coordinates (after the
  /// chevron): where a title sliding into (or out of) the back button goes.
  var backTitleMinX: CGFloat? {
    guard let backButton else { return nil }
    return backButton.frame.minX + backButton.titleInset
  }

  /// The views that fade as a whole in a change of item: the title and the bar buttons (the
  /// back button fades by parts: its chevron and its title).
  var fadingViews: [View] { [titleLabel] + [leftButton, rightButton].compactMap { $0 } }

  /// Sets every view and part back to fully shown and interactive (after a cancelled change).
  func restore() {
    for view in views {
      view.alpha = 1
      view.isUserInteractionEnabled = true
    }
    backButton?.chevronLabel.alpha = 1
    backButton?.titleLabel?.alpha = 1
    // The change moved the back title inside its button, whose frame may not change again:
    // its layout puts the title back at rest.
    backButton?.setNeedsLayout()
  }

  /// Sets every view's frame for `content`, the part of the bar below the safe-area top.
  func layout(in content: CGRect) {
    func place(_ button: Button, x: CGFloat) -> CGRect {
      let size = button.sizeThatFits(content.size)
      button.frame = CGRect(x: x, y: content.minY, width: size.width, height: content.height)
      return button.frame
    }
    var leftEdge = content.minX
    var rightEdge = content.maxX
    if let backButton {
      leftEdge = place(backButton, x: content.minX + NavigationBar.backButtonInset).maxX
    }
    if let leftButton {
      leftEdge = place(leftButton, x: content.minX + NavigationBar.sideMargin).maxX
    }
    if let rightButton {
      let width = rightButton.sizeThatFits(content.size).width
      rightEdge = place(rightButton, x: content.maxX - NavigationBar.sideMargin - width).minX
    }
    leftEdge += leftEdge > content.minX ? Self.titleSpacing : 0
    rightEdge -= rightEdge < content.maxX ? Self.titleSpacing : 0
    // The label spans as much as it can around the bar's centre (the text is centred in it),
    // so a measure a little off never truncates a title that fits.
    let half = max(min(content.midX - leftEdge, rightEdge - content.midX), 0)
    if titleLabel.sizeThatFits(content.size).width <= 2 * half {
      titleLabel.frame = CGRect(
        x: content.midX - half, y: content.minY, width: 2 * half, height: content.height)
    } else {
      titleLabel.frame = CGRect(
        x: leftEdge, y: content.minY, width: max(rightEdge - leftEdge, 0), height: content.height)
    }
  }

  /// Where the title's text starts, in the bar's coordinates.
  var titleTextMinX: CGFloat {
    let frame = titleLabel.frame
    return frame.midX - min(titleLabel.sizeThatFits(frame.size).width, frame.width) / 2
  }

  private static func makeButton(for item: BarButtonItem) -> Button {
    let button = makeButton(title: item.title, style: item.style)
    button.setImage(item.image, for: .normal)
    button.isEnabled = item.isEnabled
    button.addAction(ControlAction { [weak item] _ in item?.sendAction() }, for: .touchUpInside)
    return button
  }

  private static func makeButton(title: String?, style: BarButtonItem.Style) -> Button {
    let button = Button(type: .system)
    button.setTitle(title, for: .normal)
    let size = NavigationBar.buttonFontSize
    button.titleLabel?.font =
      style == .done ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
    return button
  }
}
