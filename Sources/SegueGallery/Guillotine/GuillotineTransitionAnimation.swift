// The Guillotine animator (seed 004): the menu, turned a quarter turn counter-clockwise about
// the menu button's centre so that it lies along the navigation bar, is pinned there and falls
// into place under a continuous push on its far end, bouncing on a boundary along the screen's
// left edge. UIKit Dynamics (SeguePhysics) moves it; nothing here is keyframed.
//
// Completion. The seed completed only when the dynamic animator paused, i.e. when every item
// was at rest; users reported menus that kept the transition open for seconds while the menu
// quivered against the boundary. Here three things end the transition, whichever comes first:
// the animator pausing; the menu settled (its second bounce on the boundary, or within
// `settleAngle` of its target and nearly still); and a time limit of simulated time
// (`timeLimit`). The menu is then put exactly at its target (the transition context's final
// frame is binding; at the second bounce it is within a few points of it) and
// `completeTransition` is called once. On the iPhone 15 Pro the menu lands at 0.6 s, bounces
// back about 0.4 rad and settles at about 1.4 s; closing, it settles at about 1.4 s too.
//
// Rejected: a spring animation (the seed's own first attempt): a spring overshoots through the
// screen edge, where the menu must bounce off it.
import Foundation
import SegueGeometry
import SeguePhysics
import SegueUI

/// Seed 004's animation controller, presenting or dismissing a `GuillotineMenu`.
///
/// Seed bugs fixed here (besides completion, see the design note above):
/// - The anchor point was read before the menu's layout ran, so the seed hard-coded the
///   landscape button position; here the menu view gets its final frame and lays out before
///   `anchorPoint` is read, every time (so after every size change too).
/// - A non-animated presentation still ran the physics; here it places the menu at once.
@MainActor
final class GuillotineTransitionAnimation: ViewControllerAnimatedTransitioning,
  DynamicAnimatorDelegate
{
  /// Whether the animation presents the menu or dismisses it.
  enum Mode: Sendable {
    /// The menu falls from along the navigation bar into place.
    case presentation
    /// The menu turns back up along the navigation bar.
    case dismissal
  }

  /// The nominal duration of the fall, seconds (the seed's `duration`, 0.6 s): the push is
  /// strong enough to turn the menu a quarter turn in this time were its lever arm constant.
  static let nominalDuration: Double = 0.6
  /// The longest the transition runs, in seconds of simulated time, settled or not.
  static let timeLimit: Double = 1.5
  /// The menu's elasticity (the seed's `UIDynamicItemBehavior.elasticity`).
  static let elasticity: CGFloat = 0.6
  /// The menu's density (the seed's `UIDynamicItemBehavior.density`).
  static let density: CGFloat = 1.5
  /// The menu's angle along the navigation bar, radians (clockwise positive: a quarter turn
  /// counter-clockwise).
  static let raisedAngle: CGFloat = -.pi / 2
  /// How close to its target angle the menu counts as settled, radians (about 4 pt at the far
  /// end of an iPhone's menu).
  static let settleAngle: CGFloat = 0.005
  /// How close to its target a reversal of the menu counts as a bounce, radians.
  static let bounceAngle: CGFloat = 0.1
  /// The bounces shown: the transition ends at the second one.
  static let bouncesShown = 2
  /// How slowly the menu must turn to count as settled, radians per second.
  static let settleAngularSpeed: CGFloat = 0.05
  /// The gap between a collision boundary and the menu's resting edge, points (the seed's
  /// boundary at x = −1).
  static let boundaryGap: CGFloat = 1

  /// Whether this animation presents or dismisses.
  let mode: Mode
  private var context: (any ViewControllerContextTransitioning)?
  private var dynamicAnimator: DynamicAnimator?
  private var menuView: View?
  private var menuController: ViewController?
  private var menuFrame: CGRect = .zero
  private var itemBehavior: DynamicItemBehavior?
  private var wasApproaching = false
  private var bounces = 0

  /// Creates the animation for `mode`.
  init(mode: Mode) {
    self.mode = mode
  }

  func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
    -> Double
  {
    transitionContext?.isAnimated == false ? 0 : Self.timeLimit
  }

  func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
    let isPresentation = mode == .presentation
    let key: TransitionContextViewControllerKey = isPresentation ? .to : .from
    guard let controller = transitionContext.viewController(forKey: key),
      let menu = controller as? GuillotineMenu
    else {
      preconditionFailure("a Guillotine transition needs a GuillotineMenu to present or dismiss")
    }
    let menuView: View =
      transitionContext.view(forKey: isPresentation ? .to : .from) ?? controller.view
    let container = transitionContext.containerView
    context = transitionContext
    self.menuView = menuView
    menuController = controller
    menuFrame =
      isPresentation
      ? transitionContext.finalFrame(for: controller)
      : transitionContext.initialFrame(for: controller)
    if menuFrame.isEmpty { menuFrame = container.bounds }
    if isPresentation { container.addSubview(menuView) }
    // Lay the menu out upright at its final frame before asking for the anchor.
    menuView.transform = .identity
    menuView.frame = menuFrame
    menuView.layoutIfNeeded()
    guard transitionContext.isAnimated else {
      finish()
      return
    }
    let anchor = CGPoint(
      x: menuFrame.minX + menu.anchorPoint.x, y: menuFrame.minY + menu.anchorPoint.y)
    // The raised menu's edge lies along the bar only if the pin is as far from the menu's left
    // edge as from the bar's bottom (the seed's "tricky part", left to the menu's author).
    precondition(
      abs((menu.anchorPoint.x) - (menu.navigationBarHeight - menu.anchorPoint.y)) < 0.5,
      "GuillotineMenu: the anchor \(menu.anchorPoint) must be as far from the left edge as "
        + "from the bar's bottom (navigationBarHeight \(menu.navigationBarHeight))")
    run(menuView, pinnedAt: anchor, in: container)
  }

  /// Builds the scene: pin, push, boundary and material, with the menu at its start angle.
  private func run(
    _ menuView: View, pinnedAt anchor: CGPoint, in container: View
  ) {
    let size = menuFrame.size
    // The centre relative to the pin, upright, in the menu's own axes.
    let local = CGPoint(x: menuFrame.midX - anchor.x, y: menuFrame.midY - anchor.y)
    if mode == .presentation {
      // A quarter turn counter-clockwise about the anchor: (x, y) → (y, −x).
      menuView.center = CGPoint(x: anchor.x + local.y, y: anchor.y - local.x)
      menuView.transform = CGAffineTransform(rotationAngle: Self.raisedAngle)
    }
    let animator = DynamicAnimator(referenceView: container)
    animator.delegate = self
    dynamicAnimator = animator

    let pin = AttachmentBehavior(
      item: menuView, offsetFromCenter: Offset(horizontal: -local.x, vertical: -local.y),
      attachedToAnchor: anchor)
    let push = PushBehavior(items: [menuView], mode: .continuous)
    push.setAngle(
      mode == .presentation ? .pi / 2 : -.pi / 2,
      magnitude: Self.pushMagnitude(size: size, anchor: CGPoint(x: -local.x, y: -local.y)))
    // The far end: the middle of the menu's bottom edge.
    push.setTargetOffsetFromCenter(Offset(horizontal: 0, vertical: size.height / 2), for: menuView)
    let collision = CollisionBehavior(items: [menuView])
    let gap = Self.boundaryGap
    switch mode {
    case .presentation:
      // The seed's boundary: along the left edge, from the middle of the screen down.
      collision.addBoundary(
        withIdentifier: "collide", from: CGPoint(x: menuFrame.minX - gap, y: menuFrame.midY),
        to: CGPoint(x: menuFrame.minX - gap, y: menuFrame.maxY))
    case .dismissal:
      // The seed's "top" boundary: along the top of the raised menu, from its middle to its far
      // end. Turning past the bar, the menu's far half rises into it; on the way up only the
      // part near the pin ever reaches that height (x < pin + width / 4, see the tests).
      let top = anchor.y - (menuFrame.maxX - anchor.x) - gap
      let near = anchor.x - (anchor.y - menuFrame.minY)
      let far = anchor.x + (menuFrame.maxY - anchor.y)
      collision.addBoundary(
        withIdentifier: "collide", from: CGPoint(x: (near + far) / 2, y: top),
        to: CGPoint(x: far, y: top))
    }
    let properties = DynamicItemBehavior(items: [menuView])
    properties.elasticity = Self.elasticity
    properties.density = Self.density
    properties.action = { [weak self] in self?.checkSettled() }
    itemBehavior = properties
    for behavior in [pin, push, collision, properties] as [DynamicBehavior] {
      animator.addBehavior(behavior)
    }
  }

  /// The push magnitude (newtons, UIKit's push unit) that turns a menu of `size` pinned at
  /// `anchor` (relative to its centre) a quarter turn in `nominalDuration` under a constant
  /// torque with the lever arm it has at the start of the presentation — derived from the
  /// screen's size, so every device falls in about the same time.
  static func pushMagnitude(size: CGSize, anchor: CGPoint) -> CGFloat {
    let meters: (CGFloat) -> CGFloat = { $0 / 100 }
    let mass = density * size.width * size.height / 10_000
    let width = meters(size.width)
    let height = meters(size.height)
    let pinDistanceSquared =
      meters(anchor.x) * meters(anchor.x) + meters(anchor.y) * meters(anchor.y)
    let inertia = mass * ((width * width + height * height) / 12 + pinDistanceSquared)
    // θ = α t² / 2 for a quarter turn in the nominal duration.
    let angularAcceleration = CGFloat.pi / CGFloat(nominalDuration * nominalDuration)
    // Lying along the bar, the far end is (h/2 − anchor.y) from the pin, horizontally.
    let lever = max(meters(size.height / 2 - anchor.y), 0.01)
    return inertia * angularAcceleration / lever
  }

  /// The menu's current angle, radians.
  private var menuAngle: CGFloat {
    guard let transform = menuView?.transform else { return 0 }
    return atan2(transform.b, transform.a)
  }

  private var targetAngle: CGFloat { mode == .presentation ? 0 : Self.raisedAngle }

  /// Ends the transition once the menu has settled, or when the time limit has passed
  /// (called after every simulation step).
  ///
  /// Settled: within `settleAngle` of the target and turning slower than
  /// `settleAngularSpeed`, or at its second bounce on the boundary — a bounce turns the menu
  /// back within a few points of its target, and what follows it is too small to see.
  private func checkSettled() {
    guard let animator = dynamicAnimator, let menuView, let itemBehavior else { return }
    let distance = abs(menuAngle - targetAngle)
    let angularVelocity = itemBehavior.angularVelocity(for: menuView)
    // Positive while the menu turns towards its target (clockwise on presentation).
    let approach = mode == .presentation ? angularVelocity : -angularVelocity
    if wasApproaching, approach <= 0, distance < Self.bounceAngle { bounces += 1 }
    wasApproaching = approach > 0
    let settled =
      bounces >= Self.bouncesShown
      || (distance <= Self.settleAngle && abs(angularVelocity) <= Self.settleAngularSpeed)
    if settled || animator.elapsedTime >= Self.timeLimit - 1e-9 { finish() }
  }

  func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {
    finish()
  }

  /// Stops the physics, puts the menu exactly at its target and completes the transition,
  /// once.
  private func finish() {
    guard let context, let menuView else { return }
    self.context = nil
    dynamicAnimator?.delegate = nil
    dynamicAnimator?.removeAllBehaviors()
    itemBehavior = nil
    switch mode {
    case .presentation:
      menuView.transform = .identity
      menuView.frame = menuFrame
      // The seed pins the menu's view to the container with constraints (its UIView
      // extension), so it follows the container when the device turns; the presentation
      // controller, UIKit's plain one, does not lay it out. Segue's Auto Layout is to come:
      // the equivalent autoresizing does it.
      menuView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    case .dismissal:
      menuView.removeFromSuperview()
    }
    let completed = !context.transitionWasCancelled
    context.completeTransition(completed)
    if mode == .dismissal, completed {
      // Break the menu ↔ segue cycle (see GuillotineMenuSegue).
      (menuController as? GuillotineMenu)?.presentingSegue = nil
    }
    self.menuView = nil
    menuController = nil
  }
}
