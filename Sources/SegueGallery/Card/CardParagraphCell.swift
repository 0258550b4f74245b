import Foundation
import SegueGeometry
import SegueUI

/// A paragraph of an opened card's story: grey text in the column, `textInsets` from the
/// row's edges.
///
/// The label is placed in `layoutSubviews()` rather than by autoresizing: a new cell is
/// 320 pt wide until its table sizes it, and on a wide screen the column's insets exceed that
/// width, which autoresizing cannot recover from.
@MainActor
final class CardParagraphCell: TableViewCell {
  /// The reuse identifier.
  static let identifier = "paragraph"
  /// The paragraph's text.
  let label = Label()
  /// The seed's 20 pt margins across, 8 pt from the row's top and bottom, points.
  static let defaultInsets = EdgeInsets(
    top: 8, left: CardMetrics.margin, bottom: 8, right: CardMetrics.margin)
  /// The label's insets from the row's edges, points (default: `defaultInsets`).
  var textInsets = CardParagraphCell.defaultInsets {
    didSet { if textInsets != oldValue { setNeedsLayout() } }
  }

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    selectionStyle = .none
    label.frame = Self.textFrame(in: contentView.bounds, insets: textInsets)
    label.numberOfLines = 0
    label.font = .systemFont(ofSize: 19)
    label.textColor = .darkGray
    contentView.addSubview(label)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = Self.textFrame(in: contentView.bounds, insets: textInsets)
  }

  /// `bounds` less `insets`, never of negative size.
  private static func textFrame(in bounds: CGRect, insets: EdgeInsets) -> CGRect {
    CGRect(
      x: bounds.minX + insets.left, y: bounds.minY + insets.top,
      width: max(0, bounds.width - insets.left - insets.right),
      height: max(0, bounds.height - insets.top - insets.bottom))
  }
}
