import Foundation
import SegueGeometry
import SegueUI

/// A card of the Today list (the seed's `GSTodayTableViewCell`): a rounded picture with its
/// caption and title on it, over a soft shadow.
@MainActor
final class TodayCardCell: TableViewCell {
  /// The reuse identifier.
  static let identifier = "TodayCard"

  /// The picture, rounded; the labels are its subviews (the seed's `bgImageView`).
  let bgImageView = ImageView()
  /// The caption (the seed's `typeL`).
  let typeL = Label()
  /// The title (the seed's `contentL`).
  let contentL = Label()
  /// The shadow under the card (a picture that clips its corners cannot cast one): a white
  /// card shape, which the card animators fade while a copy of the card flies.
  let shadowView = View()

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    selectionStyle = .none
    backgroundColor = nil
    shadowView.backgroundColor = .white
    shadowView.layer.cornerRadius = CardMetrics.cornerRadius
    shadowView.layer.shadowColor = .black
    shadowView.layer.shadowOpacity = 0.25
    shadowView.layer.shadowRadius = 12
    shadowView.layer.shadowOffset = CGSize(width: 0, height: 8)
    bgImageView.accessibilityIdentifier = "card"
    bgImageView.contentMode = .scaleAspectFill
    bgImageView.clipsToBounds = true
    bgImageView.layer.cornerRadius = CardMetrics.cornerRadius
    contentView.addSubview(shadowView)
    contentView.addSubview(bgImageView)
    bgImageView.addSubview(typeL)
    bgImageView.addSubview(contentL)
  }

  /// Shows `story` laid out with `metrics`.
  func configure(story: CardStory, picture: Image, metrics: CardMetrics) {
    let labels = makeCardLabels(story: story)
    for (label, model) in [(typeL, labels.type), (contentL, labels.title)] {
      label.text = model.text
      label.font = model.font
      label.textColor = model.textColor
      label.alpha = model.alpha
      label.numberOfLines = model.numberOfLines
    }
    bgImageView.image = picture
    bgImageView.frame = metrics.cardFrame
    shadowView.frame = metrics.cardFrame
    typeL.frame = metrics.cellTypeFrame
    contentL.frame = metrics.cellTitleFrame
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    transform = .identity
    bgImageView.isHidden = false
    shadowView.alpha = 1
  }
}
