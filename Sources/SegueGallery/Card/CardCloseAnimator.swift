import Foundation
import SegueGeometry
import SegueUI

/// Seed 002's closing animator (B → A): the list comes back under the detail, whose blurred
/// background shows as its story shrinks to a card's height with rounded corners and fades
/// out; a copy of the picture (15 pt corners) flies back to the cell's picture with the
/// caption and title, on a spring of damping 0.5 over 1.0 s. The hidden originals are shown
/// again at the end.
///
/// Seed bugs fixed here, each marked below:
/// - the completion set the detail's picture `hidden = YES` where it meant to restore it;
/// - the snapshot of the picture included its labels, so the flying copies doubled them, and
///   it squeezed the picture on the way: a copy of the picture alone flies instead, see
///   `flyingPicture(of:)`;
/// - a cancelled (interactive) close left the detail transparent, shrunk and without close
///   button: the completion restores them when the transition was cancelled;
/// - the cell is looked up without checking it is visible; the row is scrolled into view.
@MainActor
final class CardCloseAnimator: ViewControllerAnimatedTransitioning {
  /// The transition's duration, seconds (seed: 1.0).
  static let duration: Double = 1.0
  /// The spring's damping ratio and initial velocity (seed: 0.5 and 1.0).
  static let dampingRatio: CGFloat = 0.5
  static let initialVelocity: CGFloat = 1.0

  private weak var detail: CardDetailViewController?

  init(detail: CardDetailViewController) {
    self.detail = detail
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
    let cellBgImageView = cell.bgImageView
    cellBgImageView.isHidden = true

    let bgImageView = fromVC.bgImageView
    bgImageView.isHidden = true
    let screenshotView = Self.flyingPicture(of: fromVC)
    // The cell's corners.
    screenshotView.layer.masksToBounds = true
    screenshotView.layer.cornerRadius = CardMetrics.cornerRadius
    screenshotView.frame = containerView.convert(bgImageView.frame, from: bgImageView.superview)
    let typeL = copyLabel(fromVC.typeL)
    screenshotView.addSubview(typeL)
    let titleL = copyLabel(fromVC.titleL)
    screenshotView.addSubview(titleL)
    containerView.addSubview(screenshotView)

    let tableFrame = fromVC.tableView.frame
    View.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      usingSpringWithDamping: Self.dampingRatio, initialSpringVelocity: Self.initialVelocity,
      options: .curveEaseIn,
      animations: {
        containerView.layoutIfNeeded()
        fromVC.view.alpha = 0
        screenshotView.layer.cornerRadius = CardMetrics.cornerRadius
        // The story shrinks to a card's height, rounded, over the blurred list.
        fromVC.tableView.frame = CGRect(
          x: tableFrame.minX, y: tableFrame.minY, width: tableFrame.width,
          height: metrics.cardHeight)
        fromVC.tableView.layer.cornerRadius = CardMetrics.cornerRadius
        screenshotView.frame = containerView.convert(
          cellBgImageView.frame, from: cellBgImageView.superview)
        // The labels go where the cell has them (the seed hard-codes the same values:
        // `kWidth(16)`, `kHeight(20)` and 8 pt under the caption).
        typeL.frame.origin = metrics.cellTypeFrame.origin
        titleL.frame.origin = metrics.cellTitleFrame.origin
        fromVC.closeBtn.alpha = 0
      },
      completion: { _ in
        let cancelled = transitionContext.transitionWasCancelled
        bgImageView.isHidden = false  // fixed seed bug: the seed wrote YES
        screenshotView.removeFromSuperview()
        cellBgImageView.isHidden = false
        if cancelled {
          // Fixed seed bug: the card stays open as it was.
          fromVC.view.alpha = 1
          fromVC.tableView.frame = tableFrame
          fromVC.tableView.layer.cornerRadius = 0
          fromVC.closeBtn.alpha = CardMetrics.closeButtonAlpha
        }
        transitionContext.completeTransition(!cancelled)
      })
  }
}
