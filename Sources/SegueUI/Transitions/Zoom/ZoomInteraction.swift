import Foundation
import SegueGeometry

// The zoom's gestures (reference modern-presentation §2, "Interactive dismissal"; measured on
// iOS 26/27 builds by M-morph and M-swift — meas).
// A pan on the zoomed controller's view:
//   - while a zoom flies (in or out): grabs it — the flight stops under the finger, the
//     transition turns interactive, and the release throws it to either end;
//   - while the controller is shown: begins when the swipe points within 30° of straight down
//     (and `interactiveDismissShouldBegin` agrees), then pops or dismisses the controller
//     interactively: the zoomed view shrinks into a card that follows the finger.
// Release: to the source when flicked down faster than `commitSpeed`, or dragged further
// than `commitDistance` and not thrown back up; else back to full size.
// One interaction per shown controller: made by its first zoom-in, removed when a zoom-out
// completes (or a zoom-in is cancelled).

/// The pan that grabs a zoom in flight and swipes a zoomed controller away.
@MainActor
final class ZoomInteraction: ViewControllerInteractiveTransitioning, GestureRecognizerDelegate {
  /// A release past this far down lands on the source: 130 pt (M-morph 132.5; M-swift: the
  /// card's scale < 0.905 — meas ×2).
  static let commitDistance: CGFloat = 130
  /// A flick down faster than this lands on the source, points per second (M-morph: 900
  /// returned, 1200 dismissed — meas).
  static let commitSpeed: CGFloat = 1000
  /// A release slower than this counts as at rest, points per second (est: the sheets' rule,
  /// modern-presentation §1).
  static let restingSpeed: CGFloat = 250
  /// The widest angle from straight down a swipe may point to begin a dismissal: 30°
  /// (M-morph, meas).
  static let dismissalAngle: CGFloat = .pi / 6

  private weak var zoomed: ViewController?
  private weak var transition: ViewController.Transition?
  let pan = PanGestureRecognizer()
  /// The animator of the running zoom, if one runs.
  weak var animator: ZoomTransitionAnimator?
  /// Set while a swipe starts a dismissal, until the container asks for the interactor.
  private(set) var isStartingDismissal = false
  /// The card's drag when the finger took it.
  private var baseDrag = CGVector(dx: 0, dy: 0)

  init(zoomed: ViewController, transition: ViewController.Transition) {
    self.zoomed = zoomed
    self.transition = transition
    pan.addTarget(self, action: Self.panned)
    pan.delegate = self
    zoomed.view.addGestureRecognizer(pan)
  }

  /// Removes the pan from the controller's view.
  func remove() {
    pan.view?.removeGestureRecognizer(pan)
  }

  /// The interactor a container uses for the dismissal this pan is starting, else nil.
  var pendingInteractor: ZoomInteraction? { isStartingDismissal ? self : nil }

  func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning) {
    isStartingDismissal = false
    // The containers pass this interaction only with a zoom animator (the context keeps it
    // until the end); the interaction drives it and never runs `animateTransition`.
    guard
      let animator = (transitionContext as? TransitionContext)?.animator as? ZoomTransitionAnimator
    else { return }
    animator.prepare(transitionContext)
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    if animator?.isFlying == true { return true }
    guard animator == nil, let zoomed, canDismiss(zoomed) else { return false }
    let velocity = pan.velocity(in: nil)
    let translation = pan.translation(in: nil)
    let direction = translation == .zero ? velocity : translation
    let willBegin = direction.y > 0 && abs(direction.x) <= direction.y * tan(Self.dismissalAngle)
    guard let ask = transition?.zoom?.options.interactiveDismissShouldBegin else {
      return willBegin
    }
    let context = ViewController.Transition.ZoomOptions.InteractionContext(
      location: pan.location(in: zoomed.view), velocity: CGVector(dx: velocity.x, dy: velocity.y),
      willBegin: willBegin)
    return ask(context)
  }

  /// Whether `zoomed` is shown where a swipe can take it away: the top of a navigation stack
  /// (not the root) or presented and presenting nothing.
  private func canDismiss(_ zoomed: ViewController) -> Bool {
    if let navigation = zoomed.parentController as? NavigationController {
      return navigation.viewControllers.last === zoomed && navigation.viewControllers.count > 1
    }
    return zoomed.presentingController != nil && zoomed.presentedController == nil
  }

  private func panned(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began:
      if let animator, animator.isFlying {
        animator.grab()
        baseDrag = animator.flight?.drag ?? CGVector(dx: 0, dy: 0)
      } else {
        baseDrag = CGVector(dx: 0, dy: 0)
        startDismissal()
      }
      moved()
    case .changed:
      moved()
    case .ended:
      released(velocity: pan.velocity(in: nil))
    case .cancelled, .failed:
      released(velocity: .zero)
    default:
      break
    }
  }

  private func startDismissal() {
    guard let zoomed else { return }
    isStartingDismissal = true
    if let navigation = zoomed.parentController as? NavigationController {
      navigation.popViewController(animated: true)
    } else {
      zoomed.dismiss(animated: true)
    }
    // Refused or queued behind another transition: nothing to drive.
    isStartingDismissal = false
  }

  private func moved() {
    let translation = pan.translation(in: nil)
    animator?.move(
      drag: CGVector(dx: baseDrag.dx + translation.x, dy: baseDrag.dy + translation.y))
  }

  private func released(velocity: CGPoint) {
    guard let animator, let drag = animator.flight?.drag else { return }
    let toSource =
      velocity.y > Self.commitSpeed
      || (drag.dy > Self.commitDistance && velocity.y > -Self.restingSpeed)
    animator.release(toSource: toSource, velocity: CGVector(dx: velocity.x, dy: velocity.y))
  }
}

extension ViewController.Transition {
  /// The zoomed controller's interaction, made on first use.
  func interaction(for zoomed: ViewController) -> ZoomInteraction {
    if let zoomInteraction { return zoomInteraction }
    let interaction = ZoomInteraction(zoomed: zoomed, transition: self)
    zoomInteraction = interaction
    return interaction
  }

  /// Removes the interaction: the controller is no longer shown.
  func endInteraction() {
    zoomInteraction?.remove()
    zoomInteraction = nil
  }
}
