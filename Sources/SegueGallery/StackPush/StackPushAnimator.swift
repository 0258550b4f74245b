import Foundation
import SegueGeometry
import SegueUI

/// The push: the detail screen's header starts over the tapped card's tile and springs open by its
/// constraints — the constants change, then `layoutIfNeeded()` runs inside the animation
/// block, the technique iOS code uses — while the white backdrop fades in, the content rises
/// into place (another constant) and, from a third of the way, the stack of content fades in.
@MainActor
final class StackPushAnimator: ViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
    -> Double
  {
    StackPush.duration
  }

  func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
    guard
      let list = transitionContext.viewController(forKey: .from) as? StackListViewController,
      let detail = transitionContext.viewController(forKey: .to) as? StackDetailViewController,
      let tile = list.selectedTile
    else {
      transitionContext.completeTransition(true)
      return
    }
    let containerView = transitionContext.containerView
    let detailView: View = detail.view
    detailView.frame = transitionContext.finalFrame(for: detail)
    containerView.addSubview(detailView)
    // The starting layout, at once: the header exactly over the tile, which it stands in for.
    detail.collapse(
      onto: tile.convert(tile.bounds, to: detailView), cornerRadius: tile.layer.cornerRadius)
    detailView.layoutIfNeeded()
    tile.alpha = 0
    detail.expand()
    let duration = transitionDuration(using: transitionContext)
    View.animate(withDuration: duration * 0.5, delay: duration * 0.35) {
      detail.revealContent()
    }
    View.animate(
      withDuration: duration, delay: 0,
      usingSpringWithDamping: 0.86, initialSpringVelocity: 0,
      animations: {
        detail.reveal()
        detailView.layoutIfNeeded()
      },
      completion: { _ in
        tile.alpha = 1
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}
