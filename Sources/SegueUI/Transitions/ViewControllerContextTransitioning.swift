import Foundation
import SegueGeometry

/// The key of a controller in a transition context (`UITransitionContextViewControllerKey`):
/// `.from` is the controller visible at the start (and again after a cancelled transition),
/// `.to` the one visible at the end (reference §1.3).
public enum TransitionContextViewControllerKey: Sendable, Hashable {
  /// The controller visible at the start.
  case from
  /// The controller visible at the end.
  case to
}

/// The key of a view in a transition context (`UITransitionContextViewKey`), with the same
/// meaning as `TransitionContextViewControllerKey`.
public enum TransitionContextViewKey: Sendable, Hashable {
  /// The view visible at the start.
  case from
  /// The view visible at the end.
  case to
}

/// How a controller is presented modally (`UIModalPresentationStyle`); raw values are
/// UIKit's (reference §5.3). A navigation transition reports `.none`.
public enum ModalPresentationStyle: Int, Sendable, Hashable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  /// Not a modal presentation (also "no adaptation").
  case none = -1
  /// The system picks (iOS 13 default).
  case automatic = -2
}

/// What a container hands to animation and interaction controllers
/// (`UIViewControllerContextTransitioning`, reference §1). Built by the container; apps do
/// not adopt it.
@preconcurrency @MainActor
public protocol ViewControllerContextTransitioning: AnyObject {
  /// The view in which the whole animation takes place; the from-view is already in it, the
  /// animator adds the to-view.
  var containerView: View { get }
  /// Whether the transition is animated (almost always true).
  var isAnimated: Bool { get }
  /// Whether the transition is driven by an interaction controller right now.
  var isInteractive: Bool { get }
  /// Whether an interactive transition was cancelled (true after
  /// `cancelInteractiveTransition()`).
  var transitionWasCancelled: Bool { get }
  /// The modal style customised, or `.none` outside modal presentation.
  var presentationStyle: ModalPresentationStyle { get }
  /// The rotation applied during the transition: identity when nothing rotates.
  var targetTransform: CGAffineTransform { get }

  /// Reports the progress (0…1) of an interactive transition.
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  /// Reports that the interaction finished; `completeTransition(_:)` must follow.
  func finishInteractiveTransition()
  /// Reports that the interaction was cancelled; `completeTransition(false)` must follow.
  func cancelInteractiveTransition()
  /// Reports that an interruptible transition is paused.
  func pauseInteractiveTransition()
  /// Ends the transition; `didComplete` is true if the new state was reached. Commits the
  /// container's bookkeeping (stack, appearance `did` callbacks, completions).
  /// - Precondition: called exactly once per transition; a second call is a programmer error.
  func completeTransition(_ didComplete: Bool)

  /// The controller for `key`.
  func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
  /// The view for `key`, or nil when the animator must not touch that controller's view.
  func view(forKey key: TransitionContextViewKey) -> View?
  /// The frame `vc`'s view starts with, in container coordinates; `.zero` when unknown or
  /// not visible (the incoming view).
  func initialFrame(for vc: ViewController) -> CGRect
  /// The frame `vc`'s view must end with; `.zero` if and only if it leaves the window. A
  /// non-zero final frame is binding.
  func finalFrame(for vc: ViewController) -> CGRect
}
