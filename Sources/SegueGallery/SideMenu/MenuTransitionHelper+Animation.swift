import Foundation
import SegueGeometry
import SegueUI

/// Seed 003's animator (the article keeps it for its demo; the values are the demo's): the
/// menu's translucent view fades in (its parts: `MenuViewController.shownFraction`) over the
/// presenter while its six items slide into place with a spring (damping 0.7, initial
/// velocity 0.8, 0.5 s).
///
/// The demo runs it with `UIView.animate(…usingSpringWithDamping:…)` under a percent-driven
/// transition, which scrubs the spring's own time: the first 15 % of a drag shows half the
/// movement, and a release replays the spring from wherever it was. Here it is an
/// interruptible `ViewPropertyAnimator`, as shipping apps write interactive springs: the pan
/// scrubs it linearly, and on release the helper continues it with the demo's damping and the
/// finger's velocity (`timingCurve`).
///
/// Off stage, the items are moved sideways: when presented by a pan all of them sit 300 pt to
/// the left, so they follow the finger in from the left edge; otherwise each row flies in from
/// alternate sides, 300, 150 and 50 pt away from top to bottom. Dismissal plays the same moves
/// the other way.
///
/// Seed bugs fixed here:
/// - The animated controller was called `toVC` even on dismissal, where it is the *from*
///   controller, and was force-cast to `MenuVC`; it is `menuViewController(in:)` here, and a
///   context without a menu completes at once.
/// - On dismissal the animator added the (already presented) menu's view to the container
///   again; it is added on presentation only.
extension MenuTransitionHelper: ViewControllerAnimatedTransitioning {
  /// The demo's duration, seconds.
  static let duration: Double = 0.5
  /// The demo's `usingSpringWithDamping`.
  static let springDamping: CGFloat = 0.7
  /// The demo's `initialSpringVelocity`, in distances per second.
  static let springVelocity: CGFloat = 0.8
  /// How far the rows' items move sideways off stage, points, top to bottom (demo: 300, 150,
  /// 50; the left item moves left, the right one right).
  static let rowOffsets: [CGFloat] = [300, 150, 50]
  /// Where every item sits off stage when a pan drives the transition, points (demo: −300).
  static let interactiveOffstageOffset: CGFloat = -300

  func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
    -> Double
  {
    Self.duration
  }

  func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
    interruptibleAnimator(using: transitionContext).startAnimation()
  }

  /// The transition's animator, made on first request and kept until the transition ends:
  /// the demo's spring as a property animator, so that a pan scrubs it linearly (UIKit's
  /// `scrubsLinearly`: 15 % of the drag shows 15 % of the movement, and the items stay with
  /// the finger) and the spring plays only from the release, leaving at the finger's velocity
  /// (`MenuTransitionHelper.releaseTiming(velocity:)`).
  func interruptibleAnimator(using transitionContext: any ViewControllerContextTransitioning)
    -> any ViewImplicitlyAnimating
  {
    if let animator { return animator }
    let animator = ViewPropertyAnimator(
      duration: transitionDuration(using: transitionContext),
      timingParameters: SpringTimingParameters(
        dampingRatio: Self.springDamping,
        initialVelocity: CGVector(dx: Self.springVelocity, dy: 0)))
    self.animator = animator
    let presenting = isPresenting
    let interactive = isInteractive
    guard let menu = menuViewController(in: transitionContext, presenting: presenting) else {
      animator.addCompletion { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
      return animator
    }
    if presenting {
      setOff(menu, interactive: interactive)
      transitionContext.containerView.addSubview(menu.view)
    }
    animator.addAnimations {
      if presenting {
        Self.setOn(menu)
      } else {
        self.setOff(menu, interactive: interactive)
      }
    }
    animator.addCompletion { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    return animator
  }

  func animationEnded(_ transitionCompleted: Bool) {
    animator = nil
  }

  /// The menu the transition animates: the presented controller (the to-side of a
  /// presentation, the from-side of a dismissal).
  private func menuViewController(
    in transitionContext: any ViewControllerContextTransitioning, presenting: Bool
  ) -> MenuViewController? {
    transitionContext.viewController(forKey: presenting ? .to : .from) as? MenuViewController
  }

  /// Hides the menu and moves its items off stage (the demo's `setOffAnimation` and
  /// `setOffAnimationInteractive`).
  private func setOff(_ menu: MenuViewController, interactive: Bool) {
    menu.shownFraction = 0
    for (row, items) in menu.rows.enumerated() {
      let offset = Self.rowOffsets[min(row, Self.rowOffsets.count - 1)]
      items.left.setOffset(interactive ? Self.interactiveOffstageOffset : -offset)
      items.right.setOffset(interactive ? Self.interactiveOffstageOffset : offset)
    }
  }

  /// Shows the menu with its items in place (the demo's `setOnAnimation`).
  private static func setOn(_ menu: MenuViewController) {
    menu.shownFraction = 1
    for items in menu.rows {
      items.left.setOffset(0)
      items.right.setOffset(0)
    }
  }
}
