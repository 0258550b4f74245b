import Foundation
import SegueGeometry
import SegueUI

/// Seed 001's animator: the panel slides in from the right edge on presentation and back out
/// on dismissal, with the article's spring (damping 300, initial velocity 5, 0.5 s).
///
/// Seed bugs fixed here:
/// - `completeTransition(true)` ignored a cancelled transition; Segue passes
///   `!transitionWasCancelled`.
/// - The views came from `fromVC.view` / `toVC.view`; the reference (§1.3) asks for
///   `view(forKey:)`, which for a presentation is the presentation controller's
///   `presentedView` (and nil for the presenter that stays on screen).
/// - On dismissal the article starts from `finalFrame(for: fromVC)`, which is `.zero` for a
///   view that leaves the window (reference §1.4): the panel would collapse to nothing at the
///   top-left corner. Segue starts from its `initialFrame(for:)`, where it is.
/// - `transitionDuration` ignored `isAnimated`: a `.custom` presentation calls the animator
///   even when not animated, and should then take no time (reference §1.6).
/// - The dismissal ran the presentation's spring, which decelerates into the screen's edge: a
///   1–8 pt sliver of panel hung there for six frames (issue 20). What leaves the screen
///   accelerates, as UIKit's dismissals do: the panel goes out ease-in.
@MainActor
final class ExampleAnimatedTransitioning: ViewControllerAnimatedTransitioning {
  /// The article's duration, seconds.
  static let duration: Double = 0.5
  /// The article's `usingSpringWithDamping` (far above 1: no oscillation at all).
  static let springDamping: CGFloat = 300
  /// The article's `initialSpringVelocity`, in distances per second.
  static let springVelocity: CGFloat = 5

  /// Whether this animator presents (true) or dismisses.
  var isPresentation = false

  func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
    -> Double
  {
    transitionContext?.isAnimated == false ? 0 : Self.duration
  }

  func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
    let fromVC = transitionContext.viewController(forKey: .from)
    let toVC = transitionContext.viewController(forKey: .to)
    let fromView = transitionContext.view(forKey: .from)
    let toView = transitionContext.view(forKey: .to)
    let containerView = transitionContext.containerView
    if isPresentation, let toView {
      containerView.addSubview(toView)
    }
    // The presented side moves: the to-side on presentation, the from-side on dismissal.
    guard let animatingVC = isPresentation ? toVC : fromVC,
      let animatingView = isPresentation ? toView : fromView
    else {
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      return
    }
    // On dismissal the final frame of the leaving view is .zero: start from where it is.
    let finalFrameForVC =
      isPresentation
      ? transitionContext.finalFrame(for: animatingVC)
      : transitionContext.initialFrame(for: animatingVC)
    var initialFrameForVC = finalFrameForVC
    // Right to left on presentation, left to right on dismissal.
    initialFrameForVC.origin.x += initialFrameForVC.size.width
    let initialFrame = isPresentation ? initialFrameForVC : finalFrameForVC
    let finalFrame = isPresentation ? finalFrameForVC : initialFrameForVC
    animatingView.frame = initialFrame
    let duration = transitionDuration(using: transitionContext)
    let completion: (Bool) -> Void = { _ in
      if !self.isPresentation { fromView?.removeFromSuperview() }
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    guard isPresentation else {
      View.animate(
        withDuration: duration, delay: 0, options: [.curveEaseIn, .allowUserInteraction],
        animations: { animatingView.frame = finalFrame }, completion: completion)
      return
    }
    View.animate(
      withDuration: duration, delay: 0, usingSpringWithDamping: Self.springDamping,
      initialSpringVelocity: Self.springVelocity, options: .allowUserInteraction,
      animations: { animatingView.frame = finalFrame }, completion: completion)
  }

  func animationEnded(_ transitionCompleted: Bool) {}
}
