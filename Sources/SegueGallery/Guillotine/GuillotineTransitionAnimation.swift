// The Guillotine animator (seed 004): the menu, turned a quarter turn counter-clockwise about
// the menu button's centre so that it lies along the navigation bar, is pinned there and falls
// into place under a continuous push on its far end, bouncing on the screen's left edge. UIKit
// Dynamics (SeguePhysics) moves it; nothing here is keyframed.
//
// The edge. The seed bounces the menu on a collision boundary. Here the edge is a stop at the
// target angle, applied after every simulation step: a menu that turns past it while heading
// for it is put back on its side (the overshoot mirrored and scaled by the elasticity) with its
// angular velocity reversed and scaled by the elasticity — the boundary's restitution, about
// the pin. Why: the engine's continuous collision (Box2D's time-of-impact solver) ignores
// joints, so a fast corner hitting a boundary tore the pin: in landscape the menu's corner
// lodged in the boundary 27 pt off its pin and snapped into place at the end (issue 20).
//
// Completion. The menu is at rest when a bounce would send it back slower than
// `restingSpeed`: it is then exactly at its target (the stop puts it there), the physics stop
// and `completeTransition` is called once — no final frame is imposed on a moving menu. The
// animator pausing or a time limit of simulated time (`timeLimit`) end it too, as safeguards.
// On the iPhone 15 Pro the menu lands at 0.6 s, rebounds about 6° and rests at 1.1 s (in
// landscape: 0.5 s, 3°, 0.7 s); closing starts with a flick (`closingFlick`), so that the menu
// moves in the first frame, and rests along the bar at about 0.85 s.
//
// Rejected: a spring animation (the seed's own first attempt): a spring overshoots through the
// screen edge, where the menu must bounce off it. The seed's "second bounce" end (earlier
// here): the second bounce left the landscape menu 3° short, and the final frame snapped it.
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
  /// The share of its angular speed the menu keeps when it bounces on the edge (the seed's
  /// `UIDynamicItemBehavior.elasticity` was 0.6: a 22° rebound that held the menu for 0.8 s;
  /// 0.2 rebounds about 6° on an iPhone, 3° in landscape).
  static let elasticity: CGFloat = 0.2
  /// The menu's density (the seed's `UIDynamicItemBehavior.density`).
  static let density: CGFloat = 1.5
  /// The menu's angle along the navigation bar, radians (clockwise positive: a quarter turn
  /// counter-clockwise).
  static let raisedAngle: CGFloat = -.pi / 2
  /// The slowest rebound shown, radians per second: a bounce that would send the menu back
  /// slower than this (under 2° of rebound on an iPhone) leaves it at rest on the edge.
  static let restingSpeed: CGFloat = 0.1
  /// The angular speed the closing menu starts with, radians per second (its far end at
  /// about 800 pt/s on an iPhone): a tap flicks it up, where the push alone barely moved it
  /// in the first 0.2 s (its lever is short while the menu is upright).
  static let closingFlick: CGFloat = 1

  /// Whether this animation presents or dismisses.
  let mode: Mode
  private var context: (any ViewControllerContextTransitioning)?
  private var dynamicAnimator: DynamicAnimator?
  private var menuView: View?
  private var menuController: ViewController?
  private var menuFrame: CGRect = .zero
  private var itemBehavior: DynamicItemBehavior?
  /// The pin, in the container's coordinates.
  private var anchor: CGPoint = .zero

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

  /// Builds the scene: pin, push and material, with the menu at its start angle (the edge is
  /// `bounceOffTheEdge()`, after every step).
  private func run(
    _ menuView: View, pinnedAt anchor: CGPoint, in container: View
  ) {
    self.anchor = anchor
    let size = menuFrame.size
    // The centre relative to the pin, upright, in the menu's own axes.
    let local = CGPoint(x: menuFrame.midX - anchor.x, y: menuFrame.midY - anchor.y)
    if mode == .presentation {
      place(menuView, at: Self.raisedAngle)
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
    // The far corner (the seed pushed the middle of the bottom edge: upright, that lever is
    // short on a phone, and the menu crept back from a rebound for 0.8 s).
    push.setTargetOffsetFromCenter(
      Offset(horizontal: size.width / 2, vertical: size.height / 2), for: menuView)
    let properties = DynamicItemBehavior(items: [menuView])
    properties.density = Self.density
    properties.action = { [weak self] in self?.afterStep() }
    if mode == .dismissal {
      setAngularVelocity(-Self.closingFlick, of: menuView, in: properties)
    }
    itemBehavior = properties
    for behavior in [pin, push, properties] as [DynamicBehavior] {
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

  /// After every simulation step: the bounce on the edge, the end once at rest or at the
  /// time limit.
  private func afterStep() {
    guard let animator = dynamicAnimator, let menuView, let itemBehavior else { return }
    // Clockwise is positive; the presentation heads clockwise, the dismissal back.
    let heading: CGFloat = mode == .presentation ? 1 : -1
    let approach = heading * itemBehavior.angularVelocity(for: menuView)
    let overshoot = heading * (menuAngle - targetAngle)
    if overshoot >= 0, approach > 0 {
      let rebound = Self.elasticity * approach
      guard rebound >= Self.restingSpeed else {
        // At rest on the edge, exactly at the target (less than 0.1° past it at this speed).
        finish()
        return
      }
      place(menuView, at: targetAngle - heading * Self.elasticity * overshoot)
      animator.updateItem(usingCurrentState: menuView)
      setAngularVelocity(-heading * rebound, of: menuView, in: itemBehavior)
    }
    if animator.elapsedTime >= Self.timeLimit - 1e-9 { finish() }
  }

  /// Turns `menuView` to `angle` about the pin.
  private func place(_ menuView: View, at angle: CGFloat) {
    let local = CGPoint(x: menuFrame.midX - anchor.x, y: menuFrame.midY - anchor.y)
    let rotation = CGAffineTransform(rotationAngle: angle)
    menuView.transform = rotation
    menuView.center = CGPoint(
      x: anchor.x + local.x * rotation.a + local.y * rotation.c,
      y: anchor.y + local.x * rotation.b + local.y * rotation.d)
  }

  /// Sets the menu's angular velocity about the pin (and its centre's velocity to match, so
  /// that the pin does not have to pull it into the turn).
  private func setAngularVelocity(
    _ velocity: CGFloat, of menuView: View, in behavior: DynamicItemBehavior
  ) {
    behavior.addAngularVelocity(velocity - behavior.angularVelocity(for: menuView), for: menuView)
    let arm = CGPoint(x: menuView.center.x - anchor.x, y: menuView.center.y - anchor.y)
    let current = behavior.linearVelocity(for: menuView)
    behavior.addLinearVelocity(
      CGPoint(x: -velocity * arm.y - current.x, y: velocity * arm.x - current.y), for: menuView)
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
