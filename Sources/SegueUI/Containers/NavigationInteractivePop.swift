import Foundation

// The navigation controller's own edge-swipe pop (UIKit's `interactivePopGestureRecognizer`
// and the private `_UINavigationInteractiveTransition` behind it).
//
// A screen-edge pan on the navigation controller's view, from the leading edge (left; right
// in a right-to-left layout), one finger. It begins only when
//   - always: the stack has a controller to pop, no push or pop runs, the navigation
//     controller is on screen, and the pop would use the built-in slide (a zoomed controller
//     pops with its own swipe; a layout-to-layout pop with its pinch);
//   - then its `delegate` agrees. The default delegate (this object, as in UIKit) refuses when
//     the top controller's item hides the back button or replaces it with a left bar button
//     item (widely reported iOS behaviour, medium confidence), or when the navigation
//     controller's delegate animates the pop itself: with a custom animator UIKit's swipe is
//     "gone" (Hero's maintainer, HeroTransitions/Hero#143; RMPZoomTransitionAnimator#1 —
//     forum reports, medium confidence). Segue finds that out by asking the delegate's
//     `animationControllerFor(.pop…)` once when a swipe would begin. A delegate set by the
//     user replaces those checks (UIKit's common work-around to keep the swipe with a custom
//     back button), never the "always" ones (UIKit then pops the root and freezes; Segue
//     refuses).
// On `.began` it pops, animated; the navigation controller hands this interaction controller
// to the transition only when the animator is the built-in slide (with the delegate's animator
// the swipe does not drive it; the delegate's interaction controller, if any, is used). The
// drag drives the slide linearly: progress = translation × direction / width. Release
// (reference: a decompiled `_UINavigationInteractiveTransitionBase`, R:UIKitCoreDump-like,
// low–medium confidence): the progress is projected one transition duration ahead at the
// release velocity; the pop finishes when that passes min(187.5 pt / width, 0.5), else it
// cancels (the acceleration term UIKit adds is left out). The remainder lasts
// min(duration, distance left / release speed) — UIKit's completion speed
// max(fraction left, duration × speed / width) — eased out (est: UIKit's private curve).

/// The interaction controller and default gesture delegate of a navigation controller's
/// edge-swipe pop.
@MainActor
final class NavigationInteractivePop: PercentDrivenInteractiveTransition,
  GestureRecognizerDelegate
{
  /// The projected progress past which a release finishes the pop, points of a 375-pt-wide
  /// screen's half: the threshold is min(`finishDistance` / width, `finishFraction`).
  static let finishDistance: CGFloat = 187.5
  /// The largest share of the width the projected progress must pass to finish (0.5).
  static let finishFraction: CGFloat = 0.5

  let recognizer = NavigationPopGestureRecognizer()
  private weak var navigationController: NavigationController?
  /// Set while the swipe's pop is being requested, so the navigation controller picks this
  /// interaction controller for it.
  private var isStartingPop = false
  /// Whether the running pop is the one this interaction drives.
  private(set) var isDriving = false
  /// +1 when the leading edge is the left one, −1 in right-to-left layouts.
  private var direction: CGFloat = 1

  init(navigationController: NavigationController) {
    self.navigationController = navigationController
    super.init()
    completionCurve = .easeOut
    recognizer.maximumNumberOfTouches = 1
    recognizer.edges = .left
    recognizer.delegate = self
    recognizer.gate = { [weak self] in self?.mayBegin() ?? false }
    recognizer.addAction { [weak self] recognizer in self?.handle(recognizer) }
  }

  /// This interaction controller while the swipe starts a pop animated by `animator`, else nil.
  func pendingInteractor(for animator: any ViewControllerAnimatedTransitioning)
    -> (any ViewControllerInteractiveTransitioning)?
  {
    isStartingPop && animator is NavigationSlideAnimator ? self : nil
  }

  override func startInteractiveTransition(
    _ transitionContext: any ViewControllerContextTransitioning
  ) {
    isDriving = true
    super.startInteractiveTransition(transitionContext)
  }

  // MARK: Beginning

  /// The checks no delegate can lift (see the note at the top of the file); also picks the
  /// leading edge.
  private func mayBegin() -> Bool {
    guard let navigation = navigationController, navigation.view.window != nil,
      navigation.isAppearanceVisible, navigation.transition == nil,
      navigation.viewControllers.count >= 2
    else { return false }
    let isRightToLeft = navigation.view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    direction = isRightToLeft ? -1 : 1
    recognizer.edges = isRightToLeft ? .right : .left
    let stack = navigation.viewControllers
    return !Self.popHasItsOwnAnimation(from: stack[stack.count - 1], to: stack[stack.count - 2])
  }

  /// Whether the built-in pop from `top` to `below` is not the slide.
  private static func popHasItsOwnAnimation(from top: ViewController, to below: ViewController)
    -> Bool
  {
    top.preferredTransition?.zoom != nil
      || LayoutToLayoutNavigationAnimator.make(from: top, to: below, operation: .pop) != nil
  }

  /// The default delegate's answer (see the note at the top of the file).
  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    guard let navigation = navigationController, let top = navigation.topViewController,
      navigation.viewControllers.count >= 2
    else { return false }
    let item = top.navigationItem
    guard !item.hidesBackButton, item.leftBarButtonItem == nil else { return false }
    let below = navigation.viewControllers[navigation.viewControllers.count - 2]
    let custom = navigation.delegate?.navigationController(
      navigation, animationControllerFor: .pop, from: top, to: below)
    return custom == nil
  }

  // MARK: Driving

  private func handle(_ gestureRecognizer: GestureRecognizer) {
    guard let navigation = navigationController else { return }
    let width = max(navigation.view.bounds.width, 1)
    switch recognizer.state {
    case .began:
      isDriving = false
      isStartingPop = true
      navigation.popViewController(animated: true)
      isStartingPop = false
      if isDriving { update(progress(width: width)) }
    case .changed:
      guard isDriving else { return }
      update(progress(width: width))
    case .ended:
      guard isDriving else { return }
      release(width: width)
    case .cancelled, .failed:
      guard isDriving else { return }
      isDriving = false
      cancel()
    default:
      break
    }
  }

  /// The finger's travel towards the trailing edge as a share of the width.
  private func progress(width: CGFloat) -> CGFloat {
    recognizer.translation(in: navigationController?.view).x * direction / width
  }

  private func release(width: CGFloat) {
    isDriving = false
    let speed = recognizer.velocity(in: navigationController?.view).x * direction
    let finishes = Self.finishes(
      progress: percentComplete, velocity: speed, width: width, duration: duration)
    let left = finishes ? 1 - percentComplete : percentComplete
    completionSpeed = max(left, CGFloat(duration) * abs(speed) / width)
    if finishes { finish() } else { cancel() }
  }

  /// Whether a swipe released at `progress` (0…1) moving at `velocity` (points per second,
  /// positive towards finishing) across `width` points finishes a pop lasting `duration`
  /// seconds (see the note at the top of the file).
  static func finishes(progress: CGFloat, velocity: CGFloat, width: CGFloat, duration: Double)
    -> Bool
  {
    let projected = progress + velocity / width * CGFloat(duration)
    return projected > min(finishDistance / width, finishFraction)
  }
}

/// The edge pan of a navigation controller's interactive pop: a screen-edge pan that also
/// obeys the checks no delegate can lift.
@MainActor
final class NavigationPopGestureRecognizer: ScreenEdgePanGestureRecognizer {
  /// Whether a swipe may begin now, asked when the finger goes down and when it moves.
  var gate: () -> Bool = { true }

  override func accepts(_ touch: Touch) -> Bool {
    gate() && super.accepts(touch)
  }

  override func movementBegins(_ translation: CGPoint) -> Bool {
    super.movementBegins(translation) && gate()
  }
}
