import Foundation
import SegueGeometry
import SegueUI

/// Seed 002's closing animator (B → A): the list comes back under the story, which fades
/// out; a copy of the picture (15 pt corners) flies back to the cell's picture with the
/// caption, title and close button, on a spring of damping 0.5 over 1.0 s. The hidden
/// originals are shown again at the end.
///
/// Seed bugs fixed here, each marked below:
/// - the completion set the detail's picture `hidden = YES` where it meant to restore it;
/// - the snapshot of the picture included its labels, so the flying copies doubled them, and
///   it squeezed the picture on the way: a copy of the picture alone flies instead, see
///   `flyingPicture(of:)`;
/// - the cell is looked up without checking it is visible; the row is scrolled into view;
/// - the story's table was animated to a card's height: its model shrank at once, so the
///   story's rows vanished in the first frame and its bottom edge wiped across the next card;
///   the story stays as it is and fades (the close starts from the screen the card was open
///   on: rows, close button and all);
/// - the close button was under the flying copy, gone in the first frame; a copy of it flies
///   with the picture and fades, as the opening animator's copy appears;
/// - only the cell's picture was hidden, so its white, shadowed shape stood empty under the
///   flight; the whole card is hidden, and the copy casts the cell's shadow as it flies
///   (`CardFlightShadow`, fading in as the story's square picture becomes a card), handing
///   it back to the cell as it lands.
///
/// A drag on the story hands over its state: the copy starts where the drag left the picture
/// (scaled, moved) and its flight home starts at the finger's velocity (`releaseVelocity`).
@MainActor
final class CardCloseAnimator: ViewControllerAnimatedTransitioning {
  /// The transition's duration, seconds (seed: 1.0).
  static let duration: Double = 1.0
  /// The spring's damping ratio and initial velocity (seed: 0.5 and 1.0).
  static let dampingRatio: CGFloat = 0.5
  static let initialVelocity: CGFloat = 1.0

  /// How long the story's background takes to fade, seconds (Segue's choice: on the spring,
  /// the alpha reached 0 within a few frames).
  static let fadeDuration: Double = 0.4
  /// How long the story's text and close button take to fade, seconds (Segue's choice).
  static let textFadeDuration: Double = 0.2
  /// How long the flying card's shadow takes to come in as it leaves the story, seconds
  /// (Segue's choice).
  static let shadowFadeDuration: Double = 0.3

  private weak var detail: CardDetailViewController?
  /// The finger's velocity when a drag released the story, points per second in the window's
  /// coordinates; nil when the close button closed it (the seed's spring velocity).
  let releaseVelocity: CGPoint?

  /// The animator closing `detail`, flying home at `releaseVelocity` when a drag let go.
  init(detail: CardDetailViewController, releaseVelocity: CGPoint? = nil) {
    self.detail = detail
    self.releaseVelocity = releaseVelocity
  }

  func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
    -> Double
  {
    Self.duration
  }

  /// What flies back to the cell in place of `detail`'s picture, without its labels: a copy of
  /// the picture that aspect-fills its frame, as the opening flight does.
  ///
  /// Fixed seed bug: the seed flies a snapshot of the picture (`snapshotViewAfterScreenUpdates:`)
  /// whose frame goes to the card's; a snapshot stretches what it shows to its frame, so the
  /// picture is squeezed on the way (393×511 to 353×409 pt on the seed's portrait iPhone, the
  /// moon turning into an ellipse; 852×298 to 556×348 in landscape) and jumps to the cell's
  /// crop when the snapshot is removed. The copy lands on exactly what the cell shows.
  private static func flyingPicture(of detail: CardDetailViewController) -> View {
    let copy = ImageView(image: detail.bgImageView.image)
    copy.accessibilityIdentifier = "flying-card"
    copy.contentMode = detail.bgImageView.contentMode
    return copy
  }

  /// The transform that lands a dragged story (shown with `shown`) with its picture on a
  /// card of `size`, for a story whose centre moves with the picture's: the picture's width
  /// scales to the card's, and the translation changes so that the picture stays centred on
  /// the same point as the scale changes — the story's text rides on the flying card.
  ///
  /// The App Store flies the whole card home, text and all; the seed's story stayed where the
  /// finger let go and faded while its picture flew (the motion lint's velocity break, issue 20).
  private static func storyTransform(
    landing detail: CardDetailViewController, on size: CGSize, shown: CGAffineTransform
  ) -> CGAffineTransform {
    let story: View = detail.view
    let picture = detail.bgImageView
    let pictureCenter = story.convert(
      CGPoint(x: picture.bounds.midX, y: picture.bounds.midY), from: picture)
    let offset = CGPoint(
      x: pictureCenter.x - story.bounds.midX, y: pictureCenter.y - story.bounds.midY)
    let scale = size.width / max(picture.bounds.width, 1)
    // Under translate(t) · scale(s) about the story's centre the picture's centre is at
    // centre + t + s · offset; keeping t + s · offset fixed keeps it on the flying copy.
    let shift = CGPoint(
      x: shown.tx - (scale - shown.a) * offset.x, y: shown.ty - (scale - shown.d) * offset.y)
    return CGAffineTransform(translationX: shift.x, y: shift.y).scaledBy(x: scale, y: scale)
  }

  /// The card's shape in the story's coordinates once landed with `landing`: a card of `size`
  /// on screen centred on the story's picture, with the card's corners.
  private static func cardShape(
    in detail: CardDetailViewController, for size: CGSize, landing: CGAffineTransform
  ) -> (frame: CGRect, cornerRadius: CGFloat) {
    let story: View = detail.view
    let picture = detail.bgImageView
    let center = story.convert(
      CGPoint(x: picture.bounds.midX, y: picture.bounds.midY), from: picture)
    let scale = max(landing.a, 0.01)
    let width = size.width / scale
    let height = size.height / scale
    return (
      CGRect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height),
      CardMetrics.cornerRadius / scale
    )
  }

  func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
    let containerView = transitionContext.containerView
    // The screen popped to is the Today list or, in the demo app, contains it.
    guard let fromVC = detail,
      let toVC = transitionContext.viewController(forKey: .to),
      let list = TodayViewController.find(in: toVC)
    else {
      preconditionFailure("CardCloseAnimator closes a card detail back to the Today list")
    }
    toVC.view.frame = transitionContext.finalFrame(for: toVC)
    // In the container (under the detail) before laying out: the list takes the metrics of
    // the window it is in, which may have turned while the card was open.
    containerView.insertSubview(toVC.view, belowSubview: fromVC.view)
    toVC.view.layoutIfNeeded()
    // Fixed seed bug: the row must be on screen to have a cell.
    list.tableView.scrollToRow(at: fromVC.selectIndexPath, at: .none, animated: false)
    guard let cell = list.tableView.cellForRow(at: fromVC.selectIndexPath) as? TodayCardCell
    else {
      preconditionFailure("the Today list has no cell for row \(fromVC.selectIndexPath)")
    }
    let metrics = list.metrics
    // Fixed seed bug: the whole card goes, not just its picture (no empty shell under the
    // flight); its shadow is faded back in as the copy lands.
    let cellBgImageView = cell.bgImageView
    cellBgImageView.isHidden = true
    cell.shadowView.alpha = 0

    // The copy starts exactly over the story's picture as it is on screen: at rest, or where
    // a drag moved and shrank the story (the detail's transform, kept while it fades).
    let bgImageView = fromVC.bgImageView
    let shown = fromVC.view.transform
    let screenshotView = Self.flyingPicture(of: fromVC)
    // Fixed seed bug: the seed rounds the copy's corners to the cell's 15 pt at once, so the
    // story's square picture lost its corners in the first frame; they round on the way, as
    // the opening animator squares them.
    screenshotView.layer.masksToBounds = true
    screenshotView.layer.cornerRadius = bgImageView.layer.cornerRadius
    screenshotView.bounds = bgImageView.bounds
    screenshotView.center = containerView.convert(
      CGPoint(x: bgImageView.bounds.midX, y: bgImageView.bounds.midY), from: bgImageView)
    screenshotView.transform = CGAffineTransform(
      a: shown.a, b: shown.b, c: shown.c, d: shown.d, tx: 0, ty: 0)
    let typeL = copyLabel(fromVC.typeL)
    screenshotView.addSubview(typeL)
    let titleL = copyLabel(fromVC.titleL)
    screenshotView.addSubview(titleL)
    // Fixed seed bug: the story's close button would vanish under the copy; a copy of it
    // flies along, fading, to where the opening animator's copy came from.
    let closeBtn = Button(type: .custom)
    closeBtn.frame = bgImageView.convert(fromVC.closeBtn.frame, from: fromVC.closeBtn.superview)
    closeBtn.alpha = fromVC.closeBtn.alpha
    closeBtn.setBackgroundImage(fromVC.closeBtn.backgroundImage(for: .normal), for: .normal)
    screenshotView.addSubview(closeBtn)
    containerView.addSubview(screenshotView)
    let shadow = CardFlightShadow(like: cell, under: screenshotView)
    shadow.alpha = 0
    bgImageView.isHidden = true
    fromVC.closeBtn.isHidden = true

    let duration = transitionDuration(using: transitionContext)
    let target = containerView.convert(cellBgImageView.frame, from: cellBgImageView.superview)
    let home = CGPoint(x: target.midX, y: target.midY)
    // Released by a drag, the copy's centre goes on at the finger's velocity (a spring's
    // initial velocity is relative: points per second over the distance to travel).
    let flightAnimator = releaseVelocity.map { velocity in
      let start = screenshotView.center
      let dx = home.x - start.x
      let dy = home.y - start.y
      let relative = CGVector(
        dx: abs(dx) >= 1 ? velocity.x / dx : 0, dy: abs(dy) >= 1 ? velocity.y / dy : 0)
      let animator = ViewPropertyAnimator(
        duration: duration,
        timingParameters: SpringTimingParameters(
          dampingRatio: Self.dampingRatio, initialVelocity: relative))
      animator.addAnimations {
        screenshotView.center = home
        shadow.center = home
        // The story rides on its picture: its text flies home with the card while it fades.
        fromVC.view.center.x += dx
        fromVC.view.center.y += dy
      }
      return animator
    }
    let storyLanding = flightAnimator.map { _ in
      Self.storyTransform(landing: fromVC, on: target.size, shown: shown)
    }
    // The story closes up into the card as it flies: a mask from the whole story to the card's
    // shape about its picture, so its text below the picture goes with the card's edge rather
    // than sliding over the list (over "Chase the Dawn" on an iPhone SE).
    let storyMask = storyLanding.map { landing in
      let mask = View(frame: fromVC.view.bounds)
      mask.backgroundColor = .black
      mask.layer.cornerRadius = fromVC.view.layer.cornerRadius
      fromVC.view.mask = mask
      return (mask, Self.cardShape(in: fromVC, for: target.size, landing: landing))
    }
    // The copies laid out before they fly: laid out in the block, the close button's picture
    // grew from a zero frame.
    containerView.layoutIfNeeded()
    // A dragged story's rows not wholly on the screen now would cross its edge as the story
    // goes on with the finger and turns home, only to fade at once (a one-frame flash on an
    // iPhone SE and an iPad in landscape): they go now.
    // (The row itself goes, white on the story's white: its background crossing the edge
    // counts as much as its text.)
    var goneRows: [View] = []
    if storyLanding != nil {
      let screen = containerView.bounds
      for row in fromVC.tableView.visibleCells
      where !screen.contains(row.convert(row.bounds, to: containerView)) {
        row.alpha = 0
        goneRows.append(row)
      }
    }
    // Fixed seed bug: what disappears fades (on the spring, alpha hit 0 within a few frames):
    // the story's text first, so that it does not lie over the list for long, then its
    // background.
    View.animate(
      withDuration: Self.textFadeDuration, delay: 0, options: .curveEaseOut,
      animations: {
        for row in fromVC.tableView.visibleCells { row.contentView.alpha = 0 }
        closeBtn.alpha = 0
      })
    View.animate(
      withDuration: Self.fadeDuration, delay: 0, options: .curveEaseOut,
      animations: { fromVC.view.alpha = 0 })
    // A story a drag shrank no longer covers the screen: the list fades in around it rather
    // than appearing at once.
    if !shown.isIdentity {
      toVC.view.alpha = 0
      View.animate(
        withDuration: Self.fadeDuration, delay: 0, options: .curveEaseOut,
        animations: { toVC.view.alpha = 1 })
    }
    View.animate(
      withDuration: Self.shadowFadeDuration, delay: 0, options: .curveEaseOut,
      animations: { shadow.alpha = 1 })
    flightAnimator?.startAnimation()
    View.animate(
      withDuration: duration, delay: 0,
      usingSpringWithDamping: Self.dampingRatio, initialSpringVelocity: Self.initialVelocity,
      options: .curveEaseIn,
      animations: {
        containerView.layoutIfNeeded()
        screenshotView.layer.cornerRadius = CardMetrics.cornerRadius  // the cell's corners
        // Fixed seed bug: no animation of the story's table to a card's height (see above).
        screenshotView.transform = .identity
        screenshotView.bounds = CGRect(origin: .zero, size: target.size)
        shadow.transform = .identity
        shadow.bounds = screenshotView.bounds
        if let storyLanding { fromVC.view.transform = storyLanding }
        if let (mask, shape) = storyMask {
          mask.frame = shape.frame
          mask.layer.cornerRadius = shape.cornerRadius
        }
        shadow.layer.cornerRadius = CardMetrics.cornerRadius
        if flightAnimator == nil {
          screenshotView.center = home
          shadow.center = home
        }
        // The labels go where the cell has them (the seed hard-codes the same values:
        // `kWidth(16)`, `kHeight(20)` and 8 pt under the caption); the close button where
        // the opening animator's copy starts.
        typeL.frame.origin = metrics.cellTypeFrame.origin
        titleL.frame.origin = metrics.cellTitleFrame.origin
        closeBtn.frame.origin = CGPoint(
          x: target.width - CardOpenAnimator.closeButtonOffset, y: metrics.kHeight(20) - 10)
      },
      completion: { _ in
        let cancelled = transitionContext.transitionWasCancelled
        bgImageView.isHidden = false  // fixed seed bug: the seed wrote YES
        fromVC.closeBtn.isHidden = false
        screenshotView.removeFromSuperview()
        shadow.removeFromSuperview()
        cellBgImageView.isHidden = false
        cell.shadowView.alpha = 1
        // The story leaves the window as it was before a drag moved it.
        fromVC.view.transform = .identity
        fromVC.view.mask = nil
        fromVC.view.center = CGPoint(x: fromVC.view.bounds.midX, y: fromVC.view.bounds.midY)
        fromVC.view.layer.cornerRadius = 0
        for row in fromVC.tableView.visibleCells { row.contentView.alpha = 1 }
        for row in goneRows { row.alpha = 1 }
        toVC.view.alpha = 1
        if cancelled { fromVC.view.alpha = 1 }
        transitionContext.completeTransition(!cancelled)
      })
  }
}
