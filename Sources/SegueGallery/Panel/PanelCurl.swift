import Foundation
import SegueGeometry
import SegueUI

/// `panel-curl`: seed 001's panel presented by its animator written "the UIView way" — the
/// article's commented-out `UIView.transition(from: fromView, to: toView, duration:,
/// options: .transitionCurlDown)`, made to work.
@MainActor
enum PanelCurl {
  nonisolated static let entry = GalleryEntry(
    id: "panel-curl", title: "Panel: the UIView way (curl down)",
    seed: "001_f02990044ade999c.txt",
    summary: "The panel uncurls down into the right third with transition(from:to:) and a curl.",
    duration: Panel.duration,
    makeStage: { device in
      let app = Panel.makeApp(device: device)
      app.home.exampleTransitionDelegate.animatesTheUIViewWay = true
      return Panel.start(in: app, presenting: true)
    })
}

/// Seed 001's animator "the UIView way": one `View.transition(from:to:…)` call with a page
/// curl instead of a hand-written frame animation.
///
/// Made to work (the article's lines would not): its `fromView`/`toView` were the controllers'
/// views, so the transition would have replaced the presenter's view, in the window, by the
/// panel. Here the two views are a clear placeholder and the panel, at the panel's frame, in a
/// clear wrapper covering the container (a transition applies to the whole superview of the
/// views, reference §11.1: the wrapper keeps the dimming view beneath out of it, and being the
/// container's size it keeps the frame the presentation controller gives the panel); only the
/// panel, the wrapper's one opaque part, is seen curling. When it ends the panel goes back to
/// the container. The dismissal curls the panel up off the screen (`.transitionCurlUp`;
/// the article's one call used `.transitionCurlDown` both ways, which on dismissal would
/// uncurl the empty placeholder over the panel). `completeTransition` gets
/// `!transitionWasCancelled`, as in the article.
@MainActor
final class CurlingPanelAnimator: ViewControllerAnimatedTransitioning {
  /// Whether this animator presents (true) or dismisses.
  var isPresentation = false

  func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
    -> Double
  {
    transitionContext?.isAnimated == false ? 0 : Panel.duration
  }

  func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
    let containerView = transitionContext.containerView
    let key: TransitionContextViewControllerKey = isPresentation ? .to : .from
    guard let panelVC = transitionContext.viewController(forKey: key),
      let panel = transitionContext.view(forKey: isPresentation ? .to : .from)
    else {
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      return
    }
    let frame =
      isPresentation
      ? transitionContext.finalFrame(for: panelVC) : transitionContext.initialFrame(for: panelVC)
    let wrapper = View(frame: containerView.bounds)
    let placeholder = View(frame: frame)
    containerView.addSubview(wrapper)
    panel.frame = frame
    wrapper.addSubview(isPresentation ? placeholder : panel)
    let fromView = isPresentation ? placeholder : panel
    let toView = isPresentation ? panel : placeholder
    View.transition(
      from: fromView, to: toView, duration: transitionDuration(using: transitionContext),
      options: isPresentation ? .transitionCurlDown : .transitionCurlUp,
      completion: { _ in
        let isCancelled = transitionContext.transitionWasCancelled
        if self.isPresentation && !isCancelled {
          panel.frame = frame
          containerView.addSubview(panel)
        }
        wrapper.removeFromSuperview()
        transitionContext.completeTransition(!isCancelled)
      })
  }

  func animationEnded(_ transitionCompleted: Bool) {}
}
