import Foundation
import SegueGeometry

/// An animation controller: the object that animates a transition
/// (`UIViewControllerAnimatedTransitioning`, reference §1.1).
@preconcurrency @MainActor
public protocol ViewControllerAnimatedTransitioning: AnyObject {
  /// The transition's duration, seconds (`transitionDuration(using:)`); the context may be
  /// nil when asked outside a transition.
  func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
    -> Double
  /// Adds the to-view to the container and animates; must end with the context's
  /// `completeTransition(_:)` (`animateTransition(using:)`).
  func animateTransition(using transitionContext: any ViewControllerContextTransitioning)
  /// Called by the container when `completeTransition(_:)` is called, with the same value
  /// (`animationEnded(_:)`, optional: the default does nothing).
  func animationEnded(_ transitionCompleted: Bool)
  /// The interruptible animator that runs the transition (`interruptibleAnimator(using:)`,
  /// optional). Implement it to make the transition interruptible: a
  /// `PercentDrivenInteractiveTransition` then pauses, scrubs (`fractionComplete`), reverses
  /// and continues this animator instead of pausing the container's layer time; the
  /// coordinator's alongside animations join it; `isInterruptible` is true.
  /// `animateTransition(using:)` may simply start it. It must return the same animator for
  /// the whole transition: Segue stops with a message when it does not.
  func interruptibleAnimator(using transitionContext: any ViewControllerContextTransitioning)
    -> any ViewImplicitlyAnimating
}

extension ViewControllerAnimatedTransitioning {
  /// Does nothing (UIKit's method is optional).
  public func animationEnded(_ transitionCompleted: Bool) {}

  /// Not implemented (UIKit's method is optional): the transition is not interruptible. The
  /// object returned only marks that; using it stops with a message.
  public func interruptibleAnimator(
    using transitionContext: any ViewControllerContextTransitioning
  ) -> any ViewImplicitlyAnimating {
    NoInterruptibleAnimator(animator: String(describing: type(of: self)))
  }
}

/// What the default `interruptibleAnimator(using:)` returns: the mark of an animator that has
/// none (UIKit's optional method, unimplemented). Every use is a programmer error, as calling
/// an unimplemented optional method is in UIKit.
@MainActor
final class NoInterruptibleAnimator: ViewImplicitlyAnimating {
  let animator: String
  init(animator: String) { self.animator = animator }

  private func unimplemented() -> Never {
    preconditionFailure(
      "\(animator) does not implement interruptibleAnimator(using:); its transitions are not "
        + "interruptible")
  }
  var state: ViewAnimatingState { unimplemented() }
  var isRunning: Bool { unimplemented() }
  var isReversed: Bool {
    get { unimplemented() }
    set { unimplemented() }
  }
  var fractionComplete: CGFloat {
    get { unimplemented() }
    set { unimplemented() }
  }
  func startAnimation() { unimplemented() }
  func startAnimation(afterDelay delay: Double) { unimplemented() }
  func pauseAnimation() { unimplemented() }
  func stopAnimation(_ withoutFinishing: Bool) { unimplemented() }
  func finishAnimation(at finalPosition: ViewAnimatingPosition) { unimplemented() }
  func addAnimations(_ animation: @escaping () -> Void) { unimplemented() }
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { unimplemented() }
  func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) { unimplemented() }
  func continueAnimation(
    withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: CGFloat
  ) { unimplemented() }
}

/// An interaction controller: drives a transition from a gesture
/// (`UIViewControllerInteractiveTransitioning`, reference §3). When a container gets one, it
/// calls `startInteractiveTransition(_:)` instead of the animator's `animateTransition`.
@preconcurrency @MainActor
public protocol ViewControllerInteractiveTransitioning: AnyObject {
  /// Starts the transition; the interaction controller calls the animator if it needs to.
  func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning)
  /// The speed of the non-interactive remainder (optional; default 1, > 0).
  var completionSpeed: CGFloat { get }
  /// The curve of the non-interactive remainder (optional; default `.easeInOut`).
  var completionCurve: View.AnimationCurve { get }
  /// Whether the transition starts interactive (optional; default true).
  var wantsInteractiveStart: Bool { get }
}

extension ViewControllerInteractiveTransitioning {
  /// 1: the remainder lasts `(1 − percentComplete) × duration`.
  public var completionSpeed: CGFloat { 1 }
  /// `.easeInOut`, UIKit's documented default.
  public var completionCurve: View.AnimationCurve { .easeInOut }
  /// True, the pre-iOS-10 behaviour.
  public var wantsInteractiveStart: Bool { true }
}

/// The object a presented controller asks for its animation, interaction and presentation
/// controllers (`UIViewControllerTransitioningDelegate`). Every method is optional (nil).
@preconcurrency @MainActor
public protocol ViewControllerTransitioningDelegate: AnyObject {
  /// The animator presenting `presented` over `presenting` from `source`.
  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)?
  /// The animator dismissing `dismissed`.
  func animationController(forDismissed dismissed: ViewController)
    -> (any ViewControllerAnimatedTransitioning)?
  /// The interaction controller for a presentation animated by `animator`.
  func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning)
    -> (any ViewControllerInteractiveTransitioning)?
  /// The interaction controller for a dismissal animated by `animator`.
  func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning)
    -> (any ViewControllerInteractiveTransitioning)?
  /// The presentation controller of a `.custom` presentation.
  func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
  public func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? { nil }
  public func animationController(forDismissed dismissed: ViewController)
    -> (any ViewControllerAnimatedTransitioning)?
  { nil }
  public func interactionControllerForPresentation(
    using animator: any ViewControllerAnimatedTransitioning
  )
    -> (any ViewControllerInteractiveTransitioning)?
  { nil }
  public func interactionControllerForDismissal(
    using animator: any ViewControllerAnimatedTransitioning
  )
    -> (any ViewControllerInteractiveTransitioning)?
  { nil }
  public func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? { nil }
}
