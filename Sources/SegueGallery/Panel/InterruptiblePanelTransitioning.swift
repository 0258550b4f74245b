import Foundation
import SegueGeometry
import SegueUI

/// The panel of seed 001 presented through an interruptible transition: the same
/// presentation controller, an animator whose transition is one `ViewPropertyAnimator`, and a
/// `PercentDrivenInteractiveTransition` that starts it animating (`wantsInteractiveStart`
/// false) and lets a pan anywhere on the window grab it mid-flight, drag it and throw it:
/// released moving right it is cancelled, moving left it finishes, each with a spring that
/// leaves at the finger's velocity.
@MainActor
final class InterruptiblePanelTransitioningDelegate: ViewControllerTransitioningDelegate {
  /// The interaction controller of every presentation; it starts them animating.
  let interactor = PercentDrivenInteractiveTransition()
  /// How far the presentation was when the finger grabbed it, 0…1.
  private var grabbedFraction: CGFloat = 0
  /// The presentation controller of the last presentation.
  private weak var presentation: PresentationController?
  /// The panel's width, points: how far it travels.
  private var panelWidth: CGFloat {
    max(presentation?.frameOfPresentedViewInContainerView.width ?? 1, 1)
  }

  init() {
    interactor.wantsInteractiveStart = false
  }

  func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? {
    let controller = ExamplePresentationViewController(
      presentedViewController: presented, presenting: presenting)
    presentation = controller
    return controller
  }

  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? {
    InterruptiblePanelAnimator()
  }

  func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning)
    -> (any ViewControllerInteractiveTransitioning)?
  {
    interactor
  }

  /// The pan: grab, drag (the panel follows the finger), throw.
  func panned(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began:
      interactor.pause()
      grabbedFraction = interactor.percentComplete
      // Measured from here, so that the panel does not jump by the pan's threshold.
      pan.setTranslation(.zero, in: pan.view)
    case .changed:
      let translation = pan.translation(in: pan.view).x
      interactor.update(grabbedFraction - translation / panelWidth)
    case .ended, .cancelled:
      let velocity = pan.velocity(in: pan.view).x
      let fraction = interactor.percentComplete
      let cancelling = velocity > 0
      // UIKit's unit: the speed towards where it heads over the distance left to travel.
      let left = (cancelling ? fraction : 1 - fraction) * panelWidth
      let speed = cancelling ? velocity : -velocity
      interactor.timingCurve = SpringTimingParameters(
        dampingRatio: 1, initialVelocity: CGVector(dx: left > 0 ? speed / left : 0, dy: 0))
      if cancelling { interactor.cancel() } else { interactor.finish() }
    default:
      break
    }
  }

}

/// Seed 001's slide from the right edge as an interruptible animator: linear, so that the
/// finger and the panel stay together when it is grabbed and scrubbed (a paused animator
/// scrubs linearly, as UIKit's).
@MainActor
final class InterruptiblePanelAnimator: ViewControllerAnimatedTransitioning {
  private var animator: ViewPropertyAnimator?

  func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
    -> Double
  {
    transitionContext?.isAnimated == false ? 0 : ExampleAnimatedTransitioning.duration
  }

  func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
    interruptibleAnimator(using: transitionContext).startAnimation()
  }

  func interruptibleAnimator(using transitionContext: any ViewControllerContextTransitioning)
    -> any ViewImplicitlyAnimating
  {
    if let animator { return animator }
    let animator = ViewPropertyAnimator(
      duration: transitionDuration(using: transitionContext), curve: .linear)
    if let presented = transitionContext.viewController(forKey: .to),
      let panel = transitionContext.view(forKey: .to)
    {
      let final = transitionContext.finalFrame(for: presented)
      panel.frame = final.offsetBy(dx: final.width, dy: 0)
      transitionContext.containerView.addSubview(panel)
      animator.addAnimations { panel.frame = final }
    }
    animator.addCompletion { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    self.animator = animator
    return animator
  }

  func animationEnded(_ transitionCompleted: Bool) {
    animator = nil
  }
}
