import Foundation
import SegueGeometry

// The zoom's gestures (reference modern-presentation §2, "Interactive dismissal"; measured on
// iOS 26/27 builds by M-morph and M-swift — meas). On the zoomed controller's view:
//   - a finger going down on a zoom in flight (in or out) grabs it: the flight stops where it
//     is and the transition turns interactive; a pan or pinch then takes the card on from
//     there, and fingers lifting without one let it fly on the way it went;
//   - while the controller is shown, a swipe within 30° of straight down, a pinch closing,
//     or (pushed) a swipe in from the left edge pops or dismisses it interactively (and
//     `interactiveDismissShouldBegin` agrees): the zoomed view shrinks into a card that
//     follows the fingers (a pinch's turns with them, through a tracking spring:
//     ZoomInteraction+Pinch.swift).
// Release: a pan lands on the source when flicked down faster than `commitSpeed`, or dragged
// further than `commitDistance` and not thrown back up; a pinch when the fingers closed to
// under `pinchCommitScale`; an edge swipe when its card, carried on for `releaseProjection`,
// would be smaller than `edgeCommitScale`. Else the card returns to full size.
// One interaction per shown controller: made by its first zoom-in, removed when a zoom-out
// completes (or a zoom-in is cancelled).

/// The gestures that grab a zoom in flight and take a zoomed controller away.
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
  /// A pinch released with the fingers closer than this share of their starting distance
  /// lands on the source: 0.5 (M-swift: 0.515 returned, 0.494 landed — meas).
  static let pinchCommitScale: CGFloat = 0.5
  /// The edge swipe's card loses this share of its size per screen width swiped: 0.67
  /// (M-swift: 0.634–0.678 — meas).
  static let edgeShrinkPerWidth: CGFloat = 0.67
  /// An edge swipe lands on the source when its card would be smaller than this: 0.70
  /// (M-swift: 0.715 returned, 0.678 landed — meas).
  static let edgeCommitScale: CGFloat = 0.70
  /// How far ahead an edge swipe's release is carried at its velocity, seconds: 0.12
  /// (M-swift, the back swipe's window — meas).
  static let releaseProjection: CGFloat = 0.12

  /// The gestures that may hold the card.
  enum Gesture {
    case pan, pinch, edgeSwipe
  }

  private weak var zoomed: ViewController?
  private weak var transition: ViewController.Transition?
  let pan = PanGestureRecognizer()
  let pinch = PinchGestureRecognizer()
  let edgeSwipe = ScreenEdgePanGestureRecognizer()
  private let tracker = ZoomTouchTracker()
  /// The animator of the running zoom, if one runs.
  weak var animator: ZoomTransitionAnimator?
  /// Set while a gesture starts a dismissal, until the container asks for the interactor.
  private(set) var isStartingDismissal = false
  /// Whether a finger grabbed a flight on touching down and no gesture has taken it yet.
  private(set) var isHeldByTouch = false
  /// The gesture holding the card, if one does.
  private(set) var gesture: Gesture?
  /// The card's hold when the gesture took it.
  var baseHold = ZoomGeometry.Hold()
  /// Where the gesture's fingers were when it took the card, window coordinates.
  var startPoint = CGPoint.zero
  /// The pinch's scale at its last move (it reads 1 again once a finger has lifted).
  var pinchScale: CGFloat = 1
  /// The pinch's fingers: their angle when it took the card, radians.
  var pinchStartAngle: CGFloat = 0
  /// The pinched card's scale, turn and shift chasing the fingers (`ZoomChase`).
  var pinchChase: PinchChase?
  /// Bumped when a pinch starts or ends, so a stale frame callback stops.
  var pinchGeneration = 0

  init(zoomed: ViewController, transition: ViewController.Transition) {
    self.zoomed = zoomed
    self.transition = transition
    // One finger pans; two pinch.
    pan.maximumNumberOfTouches = 1
    edgeSwipe.edges = .left
    for recognizer in [pan, pinch, edgeSwipe] as [GestureRecognizer] {
      recognizer.addAction { [weak self] recognizer in self?.changed(recognizer) }
      recognizer.delegate = self
      zoomed.view.addGestureRecognizer(recognizer)
    }
    tracker.touchedDown = { [weak self] in self?.touchedDown() }
    tracker.lifted = { [weak self] in self?.lifted() }
    zoomed.view.addGestureRecognizer(tracker)
  }

  /// Removes the gestures from the controller's view.
  func remove() {
    for recognizer in [pan, pinch, edgeSwipe, tracker] as [GestureRecognizer] {
      recognizer.view?.removeGestureRecognizer(recognizer)
    }
  }

  /// The interactor a container uses for the dismissal a gesture is starting, else nil.
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

  // MARK: Grabbing on touch-down

  private func touchedDown() {
    guard let animator, animator.isFlying else { return }
    animator.grab()
    isHeldByTouch = true
  }

  private func lifted() {
    guard isHeldByTouch else { return }
    isHeldByTouch = false
    animator?.resume()
  }

  // MARK: Beginning

  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    // A held or flying card: any of the fingers' gestures takes it but the edge swipe, which
    // only begins a pop.
    if isHeldByTouch || animator?.isFlying == true { return gestureRecognizer !== edgeSwipe }
    guard animator == nil, let zoomed, canDismiss(zoomed) else { return false }
    let velocity = (gestureRecognizer as? PanGestureRecognizer)?.velocity(in: nil) ?? .zero
    let willBegin: Bool
    if gestureRecognizer === pinch {
      willBegin = pinch.scale < 1
    } else if gestureRecognizer === edgeSwipe {
      willBegin = zoomed.parentController is NavigationController
    } else {
      let translation = pan.translation(in: nil)
      let direction = translation == .zero ? velocity : translation
      willBegin = direction.y > 0 && abs(direction.x) <= direction.y * tan(Self.dismissalAngle)
    }
    guard let ask = transition?.zoom?.options.interactiveDismissShouldBegin else {
      return willBegin
    }
    let context = ViewController.Transition.ZoomOptions.InteractionContext(
      location: gestureRecognizer.location(in: zoomed.view),
      velocity: CGVector(dx: velocity.x, dy: velocity.y), willBegin: willBegin)
    return ask(context)
  }

  /// Whether `zoomed` is shown where a gesture can take it away: the top of a navigation
  /// stack (not the root) or presented and presenting nothing.
  private func canDismiss(_ zoomed: ViewController) -> Bool {
    if let navigation = zoomed.parentController as? NavigationController {
      return navigation.viewControllers.last === zoomed && navigation.viewControllers.count > 1
    }
    return zoomed.presentingController != nil && zoomed.presentedController == nil
  }

  private func changed(_ recognizer: GestureRecognizer) {
    switch recognizer.state {
    case .began:
      began(recognizer)
    case .changed:
      moved()
    case .ended:
      released(cancelled: false)
    case .cancelled, .failed:
      released(cancelled: true)
    default:
      break
    }
  }

  private func began(_ recognizer: GestureRecognizer) {
    if let animator, isHeldByTouch || animator.isFlying {
      if animator.isFlying { animator.grab() }
      baseHold = animator.flight?.hold ?? ZoomGeometry.Hold()
    } else {
      baseHold = ZoomGeometry.Hold()
      startDismissal()
    }
    isHeldByTouch = false
    gesture =
      recognizer === pinch ? .pinch : recognizer === edgeSwipe ? .edgeSwipe : .pan
    let translation = (recognizer as? PanGestureRecognizer)?.translation(in: nil) ?? .zero
    let location = recognizer.location(in: nil)
    startPoint = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
    if gesture == .pinch { beginPinchChase() }
    moved()
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

  // MARK: Holding and letting go

  /// The hold the active gesture gives the card now.
  private var currentHold: ZoomGeometry.Hold {
    switch gesture {
    case .pinch:
      return pinchHold(at: inputTime)
    case .edgeSwipe:
      // Shrinks about where the finger came in, following it up and down (M-swift; the
      // share it follows: est, the pan's).
      let translation = edgeSwipe.translation(in: nil)
      return baseHold.scaled(
        by: edgeSwipeScale(travel: translation.x), about: startPoint,
        moved: CGVector(dx: 0, dy: ZoomGeometry.followShare * translation.y))
    case .pan, nil:
      let translation = pan.translation(in: nil)
      var hold = baseHold
      hold.drag = CGVector(
        dx: baseHold.drag.dx + translation.x, dy: baseHold.drag.dy + translation.y)
      return hold
    }
  }

  /// The edge swipe's card scale after `travel` points to the right.
  private func edgeSwipeScale(travel: CGFloat) -> CGFloat {
    let width = max(zoomed?.view.window?.bounds.width ?? 0, 1)
    return max(
      ZoomGeometry.smallestCardShare, 1 - Self.edgeShrinkPerWidth * max(travel, 0) / width)
  }

  private func moved() {
    if gesture == .pinch { retargetPinchChase() }
    animator?.move(to: currentHold)
  }

  private func released(cancelled: Bool) {
    guard let gesture else { return }
    if gesture == .pinch {
      // The card lets go from where it has caught up to at the lift.
      animator?.move(to: pinchHold(at: inputTime))
      pinchGeneration += 1
      pinchChase = nil
    }
    self.gesture = nil
    guard let animator, let hold = animator.flight?.hold else { return }
    let toSource: Bool
    var velocity = CGPoint.zero
    switch gesture {
    case .pan:
      if !cancelled { velocity = pan.velocity(in: nil) }
      toSource =
        velocity.y > Self.commitSpeed
        || (hold.drag.dy > Self.commitDistance && velocity.y > -Self.restingSpeed)
    case .pinch:
      // Where the fingers are, not where they head (M-swift); the card closes on its focal
      // point rather than travelling.
      toSource = !cancelled && pinchScale < Self.pinchCommitScale
    case .edgeSwipe:
      if !cancelled { velocity = edgeSwipe.velocity(in: nil) }
      let projected = edgeSwipe.translation(in: nil).x + velocity.x * Self.releaseProjection
      toSource = !cancelled && edgeSwipeScale(travel: projected) < Self.edgeCommitScale
    }
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
