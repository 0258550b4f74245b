import Foundation
import SegueGeometry

/// What a transition coordinator tells about the running transition
/// (`UIViewControllerTransitionCoordinatorContext`, reference §4).
@preconcurrency @MainActor
public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// The modal style, or `.none` outside modal presentation.
  var presentationStyle: ModalPresentationStyle { get }
  /// Whether the transition started interactive (never changes).
  var initiallyInteractive: Bool { get }
  /// Whether the transition can be interrupted: its animator provides an interruptible
  /// animator (`interruptibleAnimator(using:)`).
  var isInterruptible: Bool { get }
  /// Whether the transition is interactive now.
  var isInteractive: Bool { get }
  /// Whether an interactive transition was cancelled.
  var isCancelled: Bool { get }
  /// The full non-interactive duration, seconds.
  var transitionDuration: Double { get }
  /// How far an interactive transition got, 0…1.
  var percentComplete: CGFloat { get }
  /// The speed of the non-interactive remainder after an interaction (1 by default).
  var completionVelocity: CGFloat { get }
  /// The curve of the non-interactive remainder after an interaction.
  var completionCurve: View.AnimationCurve { get }
  /// The container view of the transition.
  var containerView: View { get }
  /// The rotation applied during the transition (identity when nothing rotates).
  var targetTransform: CGAffineTransform { get }
  /// The controller for `key`.
  func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
  /// The view for `key` (nil under the same rules as the transition context).
  func view(forKey key: TransitionContextViewKey) -> View?
}

/// The object through which code outside the animator joins a running transition
/// (`UIViewControllerTransitionCoordinator`, reference §4): a controller's
/// `transitionCoordinator` while the transition runs.
@preconcurrency @MainActor
public protocol ViewControllerTransitionCoordinator: ViewControllerTransitionCoordinatorContext {
  /// Runs `animation` in the transition's animation context (same duration and curve) and
  /// `completion` after the transition completes (`animate(alongsideTransition:completion:)`).
  /// Returns true if the animation was queued; the completion is kept even when not.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// As `animate(alongsideTransition:completion:)`, for views outside the container: `view`
  /// is an ancestor of them (`animateAlongsideTransition(in:animation:completion:)`).
  @discardableResult
  func animateAlongsideTransition(
    in view: View?,
    animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// Registers `handler` to run when the transition switches between interactive and not
  /// (`notifyWhenInteractionChanges(_:)`).
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void)
}

extension ViewControllerTransitionCoordinator {
  /// `animate(alongsideTransition:completion:)` with the completion left out, as UIKit's
  /// default argument allows.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}
