import Foundation
import SegueAnimation
import SegueGeometry
import SegueUI

/// The panel of seed 001 presented through an interruptible transition: the same
/// presentation controller, an animator whose transition is one `ViewPropertyAnimator`, and a
/// `PercentDrivenInteractiveTransition` that starts it animating (`wantsInteractiveStart`
/// false) and lets a pan anywhere on the window grab it mid-flight, drag it and throw it:
/// released moving right it is cancelled, leaving at the finger's speed, moving left it
/// finishes with a spring that leaves at the finger's velocity. The pan (an `InstantPanGestureRecognizer`) begins on
/// touch-down, and only while a presentation runs: the panel stops under the finger at once,
/// and otherwise touches reach the screens' buttons.
@MainActor
final class InterruptiblePanelTransitioningDelegate: ViewControllerTransitioningDelegate,
  GestureRecognizerDelegate
{
  /// The interaction controller of every presentation; it starts them animating.
  let interactor = PercentDrivenInteractiveTransition()
  /// How far the presentation was when the finger grabbed it, 0…1.
  private var grabbedFraction: CGFloat = 0
  /// The animator of the running presentation, if one runs.
  private weak var animator: InterruptiblePanelAnimator?
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
    let animator = InterruptiblePanelAnimator()
    self.animator = animator
    return animator
  }

  /// The longest a throw's spring lasts, seconds (it is 97 % there after half of it).
  static let longestThrow: Double = 1

  /// How long a critically damped spring leaving at `relativeVelocity` (distances left per
  /// second) must last to never speed up: with natural frequency ω₀ its acceleration at the
  /// start is ω₀ (ω₀ − 2 v) — none at ω₀ = 2 v — and it settles in `unitSettling` / ω₀.
  /// Fitted to a shorter time the spring would pull the panel faster than the finger threw
  /// it. At most `longestThrow`.
  static func throwDuration(relativeVelocity: CGFloat) -> Double {
    let unitSettling = Spring(mass: 1, stiffness: 1, damping: 2).settlingDuration
    guard relativeVelocity > 0 else { return 0 }
    return min(unitSettling / (2 * Double(relativeVelocity)), longestThrow)
  }

  /// Where the panel is on screen, as the presentation's fraction (0: off the right edge,
  /// 1: in place); nil without a presented panel on screen.
  private var fractionOnScreen: CGFloat? {
    guard let presentation, let panel = presentation.presentedView,
      let onScreen = panel.layer.presentation()
    else { return nil }
    let final = presentation.frameOfPresentedViewInContainerView
    return 1 - (onScreen.frame.minX - final.minX) / panelWidth
  }

  /// The pan may begin only while a presentation runs.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    animator?.isTransitioning ?? false
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
      // A paused animator's fraction is the share of its time elapsed, and the spring has
      // carried the panel further than that; scrubbed linearly from there the panel would jump
      // back. Scrub it to where it is on screen instead, so that it stops under the finger.
      grabbedFraction = fractionOnScreen ?? interactor.percentComplete
      interactor.update(grabbedFraction)
      // Measured from here: the pan began where the finger went down.
      pan.setTranslation(.zero, in: pan.view)
    case .changed:
      let translation = pan.translation(in: pan.view).x
      interactor.update(grabbedFraction - translation / panelWidth)
    case .ended, .cancelled:
      let velocity = pan.velocity(in: pan.view).x
      let fraction = interactor.percentComplete
      let cancelling = velocity > 0
      // UIKit's unit: the speed towards where it heads over the distance left to travel.
      let leftFraction = cancelling ? fraction : 1 - fraction
      let left = leftFraction * panelWidth
      let speed = cancelling ? velocity : -velocity
      let remaining = Double(leftFraction) * interactor.duration
      guard !cancelling else {
        // Thrown back off the screen: an exit keeps the finger's speed to the edge (issue 20:
        // the spring slowed it there, 22 frames of steps under 3 pt, 0.7 s to creep out).
        let exit = min(Double(left / max(speed, 1)), Self.longestThrow)
        interactor.timingCurve = CubicTimingParameters(animationCurve: .linear)
        interactor.completionSpeed = exit > 0 && remaining > 0 ? CGFloat(remaining / exit) : 1
        interactor.cancel()
        return
      }
      let relative = left > 0 ? speed / left : 0
      interactor.timingCurve = SpringTimingParameters(
        dampingRatio: 1, initialVelocity: CGVector(dx: relative, dy: 0))
      // Long enough that the spring only slows the panel down from the finger's speed.
      let duration = Self.throwDuration(relativeVelocity: relative)
      interactor.completionSpeed =
        duration > remaining && remaining > 0 ? CGFloat(remaining / duration) : 1
      interactor.finish()
    default:
      break
    }
  }

}

/// Seed 001's slide from the right edge as an interruptible animator, with the article's
/// spring (`ExampleAnimatedTransitioning`): grabbed, the paused animator scrubs linearly
/// (`scrubsLinearly`, as UIKit's), so the finger and the panel stay together; released, it
/// continues with the spring the pan gives it.
@MainActor
final class InterruptiblePanelAnimator: ViewControllerAnimatedTransitioning {
  private var animator: ViewPropertyAnimator?
  /// Whether a transition runs: from its animator's creation until `animationEnded(_:)`.
  var isTransitioning: Bool { animator != nil }

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
      duration: transitionDuration(using: transitionContext),
      timingParameters: SpringTimingParameters(
        dampingRatio: ExampleAnimatedTransitioning.springDamping,
        initialVelocity: CGVector(dx: ExampleAnimatedTransitioning.springVelocity, dy: 0)))
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
