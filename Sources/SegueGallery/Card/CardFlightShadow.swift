import Foundation
import SegueGeometry
import SegueUI

/// The shadow a card casts while it flies between the list and the story, as the App Store's
/// Today card keeps its shadow in flight (issue 20: the first flights had none, the card a
/// flat cut-out over the list).
///
/// The flying copy clips its picture to its rounded corners, and a layer that clips cannot
/// cast a shadow outside itself, so the shadow is a view of its own under the copy: the
/// list's card shadow (`TodayCardCell.shadowView`'s), kept on the copy's bounds, centre,
/// transform and corners by `follow(_:)`, which the animators call wherever they move the
/// copy (inside their animation blocks, so it flies on the same curve).
@MainActor
final class CardFlightShadow: View {
  /// A shadow like `cell`'s, under `card` and matching it.
  init(like cell: TodayCardCell, under card: View) {
    super.init(frame: .zero)
    let model = cell.shadowView
    accessibilityIdentifier = "flying-card-shadow"
    isUserInteractionEnabled = false
    backgroundColor = model.backgroundColor
    layer.shadowColor = model.layer.shadowColor
    layer.shadowOpacity = model.layer.shadowOpacity
    layer.shadowRadius = model.layer.shadowRadius
    layer.shadowOffset = model.layer.shadowOffset
    follow(card)
    card.superview?.insertSubview(self, belowSubview: card)
  }

  /// Takes `card`'s geometry and corners (animated when called in an animation block).
  func follow(_ card: View) {
    bounds = card.bounds
    center = card.center
    transform = card.transform
    layer.cornerRadius = card.layer.cornerRadius
  }
}
