import Foundation
import SegueGeometry
import SegueUI

/// Seed 002's opening animator (A → B): a copy of the selected card — picture, caption,
/// title and a close button that is not in the list — flies from the cell's frames
/// (converted to the container) to the detail's, while the detail fades in, on a spring of
/// damping 0.6 over 1.0 s.
///
/// Seed bugs fixed here, each marked below:
/// - the flying picture was a bare `UIImageView(image:)`: stretched (scale-to-fill) and with
///   square corners, so it jumped from the cell's rounded, aspect-filled card at the first
///   frame; the copy takes the cell picture's content mode, clipping and corner radius, and
///   the radius goes to the detail's (0) with the flight;
/// - the detail's own close button faded in at its final place while the copy flew to it
///   (two buttons); it stays hidden until the flight lands.
@MainActor
final class CardOpenAnimator: ViewControllerAnimatedTransitioning {
  /// The transition's duration, seconds (seed: 1.0).
  static let duration: Double = 1.0
  /// The spring's damping ratio and initial velocity (seed: 0.6 and 1.0).
  static let dampingRatio: CGFloat = 0.6
  static let initialVelocity: CGFloat = 1.0
  /// The close button's horizontal offset from the card's right side, points (seed:
  /// `cell.width − 2·kMargin − 60`, the card being the cell less its margins on a portrait
  /// iPhone; Segue measures from the card, which is narrower than its cell on wide screens).
  static let closeButtonOffset: CGFloat = 60

  private weak var list: TodayViewController?

  init(list: TodayViewController) {
    self.list = list
  }

  func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
    -> Double
  {
    Self.duration
  }

  func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
    let containerView = transitionContext.containerView
    guard let list,
      let toVC = transitionContext.viewController(forKey: .to) as? CardDetailViewController,
      let selected = list.tableView.indexPathForSelectedRow,
      let cell = list.tableView.cellForRow(at: selected) as? TodayCardCell
    else {
      preconditionFailure("CardOpenAnimator opens a visible, selected card of the Today list")
    }
    let metrics = list.metrics
    // B, transparent, with its picture hidden: the copy stands in for it.
    let toBgImageView = toVC.bgImageView
    toBgImageView.isHidden = true
    toVC.closeBtn.isHidden = true  // fixed seed bug: no second close button
    toVC.view.alpha = 0
    containerView.addSubview(toVC.view)

    // A's card, copied, at the cell's place in the container.
    let fromBgImageView = ImageView(image: cell.bgImageView.image)
    fromBgImageView.accessibilityIdentifier = "flying-card"
    // Fixed seed bug: the cell's look, not a stretched square-cornered image.
    fromBgImageView.contentMode = cell.bgImageView.contentMode
    fromBgImageView.clipsToBounds = true
    fromBgImageView.layer.cornerRadius = cell.bgImageView.layer.cornerRadius
    fromBgImageView.frame = containerView.convert(
      cell.bgImageView.frame, from: cell.bgImageView.superview)
    let typeL = copyLabel(cell.typeL)
    fromBgImageView.addSubview(typeL)
    let contentLabel = copyLabel(cell.contentL)
    fromBgImageView.addSubview(contentLabel)
    // The close button B has and A does not. The seed sets its x and centerY before its size
    // through frame-category setters, so `centerY` ends up as the button's top; Segue keeps
    // the seed's look and sets that top directly.
    let closeBtn = Button(type: .custom)
    closeBtn.frame = CGRect(
      x: cell.bgImageView.bounds.width - Self.closeButtonOffset,
      y: metrics.kHeight(20) - 10, width: CardMetrics.closeButtonSide,
      height: CardMetrics.closeButtonSide)
    closeBtn.alpha = CardMetrics.closeButtonAlpha
    closeBtn.setBackgroundImage(toVC.closeBtn.backgroundImage(for: .normal), for: .normal)
    fromBgImageView.addSubview(closeBtn)
    // B first, then A's card on top of it.
    containerView.addSubview(fromBgImageView)

    View.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      usingSpringWithDamping: Self.dampingRatio, initialSpringVelocity: Self.initialVelocity,
      options: .curveLinear,
      animations: {
        containerView.layoutIfNeeded()
        toVC.view.alpha = 1
        // B's frames: the labels and button are in its picture's coordinates, as the copies
        // are in the flying picture's.
        typeL.frame = toVC.typeL.frame
        closeBtn.frame = toVC.closeBtn.frame
        contentLabel.frame = toVC.titleL.frame
        fromBgImageView.frame = containerView.convert(
          toBgImageView.frame, from: toBgImageView.superview)
        fromBgImageView.layer.cornerRadius = toBgImageView.layer.cornerRadius
      },
      completion: { _ in
        // The stand-ins go, the originals come back.
        toBgImageView.isHidden = false
        toVC.closeBtn.isHidden = false
        closeBtn.isHidden = true
        fromBgImageView.removeFromSuperview()
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}
