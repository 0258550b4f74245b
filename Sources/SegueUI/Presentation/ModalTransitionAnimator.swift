import Foundation
import SegueGeometry

/// The animator of a modal presentation or dismissal made without a custom animator: the
/// presented controller's `modalTransitionStyle` (reference §5.3).
///
/// - `.coverVertical`: the presented view slides up from below the container's bottom edge to
///   its final frame; dismissal slides it back down. UIKit's curve and duration are not public
///   ([U]); Segue uses `coverVerticalDuration` with a critically damped spring (damping
///   ratio 1, no overshoot), which starts fast and eases out as UIKit's sheet does.
/// - `.crossDissolve`: the presented view's alpha goes 0 → 1 (dismissal: 1 → 0) with
///   ease-in-out over `crossDissolveDuration`.
/// - `.flipHorizontal`: `View.transition(from:to:…)` in the container with
///   `.transitionFlipFromRight` (the screen turns over right to left), dismissal with
///   `.transitionFlipFromLeft`, over `flipDuration`. When the presenter's view stays out of
///   the container (`.overFullScreen`) only the presented view turns in.
/// - `.partialCurl`: the presenter's page curls part-way up, revealing the presented view, and
///   stays curled until the dismissal uncurls it (see `ModalTransitionAnimator+PartialCurl`).
/// Not animated (`isAnimated` false) the views take their final place at once and the
/// transition completes immediately.
@MainActor
final class ModalTransitionAnimator: ViewControllerAnimatedTransitioning {
  /// The cover-vertical slide, seconds (UIKit's is commonly measured at about 0.5 s).
  nonisolated static let coverVerticalDuration: Double = 0.5
  /// The cross-dissolve, seconds.
  nonisolated static let crossDissolveDuration: Double = 0.5
  /// The flip, seconds (UIKit's flip is commonly measured at about 0.75 s).
  nonisolated static let flipDuration: Double = 0.75

  let style: ModalTransitionStyle
  let isPresentation: Bool

  init(style: ModalTransitionStyle, isPresentation: Bool) {
    self.style = style
    self.isPresentation = isPresentation
  }

  func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
    -> Double
  {
    transitionContext?.isAnimated == false ? 0 : style.builtInDuration
  }

  func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    let presented = transitionContext.viewController(forKey: isPresentation ? .to : .from)
    let presenter = transitionContext.viewController(forKey: isPresentation ? .from : .to)
    guard let presented,
      let presentedView = transitionContext.view(forKey: isPresentation ? .to : .from)
    else {
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      return
    }
    // The presenter's view, when this transition moves it (nil: it stays where it is).
    let presenterView = transitionContext.view(forKey: isPresentation ? .from : .to)
    let presentedFrame =
      isPresentation
      ? transitionContext.finalFrame(for: presented)
      : transitionContext.initialFrame(for: presented)
    if !isPresentation, let presenterView, let presenter {
      presenterView.frame = transitionContext.finalFrame(for: presenter)
    }
    let duration = transitionDuration(using: transitionContext)
    let complete: (Bool) -> Void = { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    if style == .partialCurl {
      curlPartially(
        presentedView: presentedView, presented: presented, frame: presentedFrame,
        in: transitionContext, completion: complete)
      return
    }
    guard transitionContext.isAnimated else {
      if isPresentation {
        presentedView.frame = presentedFrame
        container.addSubview(presentedView)
      } else {
        presentedView.removeFromSuperview()
        if let presenterView { container.insertSubview(presenterView, at: 0) }
      }
      complete(true)
      return
    }
    switch style {
    case .coverVertical:
      let below = presentedFrame.offsetBy(dx: 0, dy: container.bounds.height - presentedFrame.minY)
      if isPresentation {
        presentedView.frame = below
        container.addSubview(presentedView)
      } else if let presenterView {
        container.insertSubview(presenterView, belowSubview: presentedView)
      }
      View.animate(
        withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
        options: [],
        animations: { presentedView.frame = self.isPresentation ? presentedFrame : below },
        completion: complete)
    case .crossDissolve:
      if isPresentation {
        presentedView.frame = presentedFrame
        presentedView.alpha = 0
        container.addSubview(presentedView)
      } else if let presenterView {
        container.insertSubview(presenterView, belowSubview: presentedView)
      }
      View.animate(
        withDuration: duration, delay: 0, options: [.curveEaseInOut],
        animations: { presentedView.alpha = self.isPresentation ? 1 : 0 },
        completion: { finished in
          // The dismissed view is reused when presented again: leave it opaque.
          if !self.isPresentation { presentedView.alpha = 1 }
          complete(finished)
        })
    case .flipHorizontal, .partialCurl:  // (partial curls are handled above)
      let options: View.AnimationOptions =
        isPresentation ? [.transitionFlipFromRight] : [.transitionFlipFromLeft]
      if isPresentation { presentedView.frame = presentedFrame }
      switch (isPresentation, presenterView) {
      case (true, let presenterView?):
        View.transition(
          from: presenterView, to: presentedView, duration: duration, options: options,
          completion: complete)
      case (false, let presenterView?):
        View.transition(
          from: presentedView, to: presenterView, duration: duration, options: options,
          completion: complete)
      case (true, nil):
        View.transition(
          with: container, duration: duration, options: options,
          animations: { container.addSubview(presentedView) }, completion: complete)
      case (false, nil):
        View.transition(
          with: container, duration: duration, options: options,
          animations: { presentedView.removeFromSuperview() }, completion: complete)
      }
    }
  }
}
