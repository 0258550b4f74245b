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
///   (two buttons); it stays hidden until the flight lands;
/// - the flight started from the cell's model frame while the cell's release (back from the
///   0.8 press) was still on screen, so the pressed card popped to full size in one frame; it
///   starts from the cell as it is on screen (its presentation transform) and grows with it;
/// - the detail was laid out inside the animation block, so its story's rows flew in from
///   y = 0 and overprinted each other; it is laid out before the block;
/// - the cell stayed on screen under the flight and showed through the detail's blur as a
///   grey copy; it is hidden while its copy flies;
/// - the story's text faded in with the detail from the first frame, over the list's next
///   card; it fades in once the card has grown over the list;
/// - the copy flew without the cell's shadow, a flat cut-out over the list; the cell's shadow
///   flies under it (`CardFlightShadow`) and fades as the card becomes the story's picture.
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
  /// When the flying card's shadow starts fading, and how long it takes, seconds (Segue's
  /// choice: it is gone as the card settles into the story's square-cornered picture).
  static let flightShadowFadeDelay: Double = 0.35
  static let flightShadowFadeDuration: Double = 0.35
  /// When the story's text starts fading in, and how long it takes, seconds (Segue's choice:
  /// once the flying card covers most of the list).
  static let textFadeDelay: Double = 0.25
  static let textFadeDuration: Double = 0.3

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
    // Fixed seed bug: laid out now, so that only the flight animates — laid out inside the
    // block, every row of the story would fly in from a zero frame.
    toVC.view.frame = transitionContext.finalFrame(for: toVC)
    toVC.view.layoutIfNeeded()

    // A's card, copied, where the cell shows it: still pressed (the release back from 0.8 has
    // only begun), so the copy starts at the cell's presentation scale about the cell's centre.
    // Fixed seed bug: starting from the model frame popped the pressed card to full size.
    let pressed = Transform3DGetAffineTransform(
      cell.layer.presentation()?.transform ?? Transform3DIdentity)
    let cellCenter = containerView.convert(
      CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), from: cell)
    let pictureCenter = containerView.convert(
      CGPoint(x: cell.bgImageView.bounds.midX, y: cell.bgImageView.bounds.midY),
      from: cell.bgImageView)
    let offset = CGPoint(x: pictureCenter.x - cellCenter.x, y: pictureCenter.y - cellCenter.y)
      .applying(pressed)
    let fromBgImageView = ImageView(image: cell.bgImageView.image)
    fromBgImageView.accessibilityIdentifier = "flying-card"
    // Fixed seed bug: the cell's look, not a stretched square-cornered image.
    fromBgImageView.contentMode = cell.bgImageView.contentMode
    fromBgImageView.clipsToBounds = true
    fromBgImageView.layer.cornerRadius = cell.bgImageView.layer.cornerRadius
    fromBgImageView.bounds = cell.bgImageView.bounds
    fromBgImageView.center = CGPoint(x: cellCenter.x + offset.x, y: cellCenter.y + offset.y)
    fromBgImageView.transform = pressed
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
    // Fixed seed bug: the seed's copy appears at once on a card that had no button; it
    // fades in as it flies (to the seed's 0.6).
    closeBtn.alpha = 0
    closeBtn.setBackgroundImage(toVC.closeBtn.backgroundImage(for: .normal), for: .normal)
    fromBgImageView.addSubview(closeBtn)
    // B first, then A's card on top of it.
    containerView.addSubview(fromBgImageView)
    // Fixed seed bug: the cell's own card would show through B's blur under the copy; its
    // picture and shadow go at once (the copy and its shadow cover them exactly).
    cell.bgImageView.isHidden = true
    cell.shadowView.alpha = 0
    let shadow = CardFlightShadow(like: cell, under: fromBgImageView)
    View.animate(
      withDuration: Self.flightShadowFadeDuration, delay: Self.flightShadowFadeDelay,
      options: .curveEaseInOut, animations: { shadow.alpha = 0 })

    let destination = containerView.convert(toBgImageView.frame, from: toBgImageView.superview)
    // The copies laid out before they fly (the close button's picture would grow from zero),
    // and the story's text kept back until the card has grown over the list: fading in with
    // B from the start, it lay over the list's next card.
    containerView.layoutIfNeeded()
    let rows = toVC.tableView.visibleCells.map(\.contentView)
    for row in rows { row.alpha = 0 }
    View.animate(
      withDuration: Self.textFadeDuration, delay: Self.textFadeDelay, options: .curveEaseOut,
      animations: { for row in rows { row.alpha = 1 } })
    View.animate(
      withDuration: Self.textFadeDuration, delay: 0, options: .curveEaseOut,
      animations: { closeBtn.alpha = CardMetrics.closeButtonAlpha })
    View.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      usingSpringWithDamping: Self.dampingRatio, initialSpringVelocity: Self.initialVelocity,
      options: .curveLinear,
      animations: {
        containerView.layoutIfNeeded()
        toVC.view.alpha = 1
        // B's frames: the labels and button are in its picture's coordinates, as the copies
        // are in the flying picture's. The title keeps its width, so its lines do not change
        // on the way (the detail's title is as wide as the card's, see `CardMetrics`).
        typeL.frame = toVC.typeL.frame
        closeBtn.frame = toVC.closeBtn.frame
        contentLabel.frame = toVC.titleL.frame
        // Bounds and centre rather than frame: the copy is still scaled as the cell is.
        fromBgImageView.transform = .identity
        fromBgImageView.bounds = CGRect(origin: .zero, size: destination.size)
        fromBgImageView.center = CGPoint(x: destination.midX, y: destination.midY)
        fromBgImageView.layer.cornerRadius = toBgImageView.layer.cornerRadius
        shadow.follow(fromBgImageView)
      },
      completion: { _ in
        // The stand-ins go, the originals come back.
        toBgImageView.isHidden = false
        toVC.closeBtn.isHidden = false
        closeBtn.isHidden = true
        fromBgImageView.removeFromSuperview()
        shadow.removeFromSuperview()
        cell.bgImageView.isHidden = false
        cell.shadowView.alpha = 1
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}
