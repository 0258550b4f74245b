import Foundation
import SegueGeometry
import SegueUI

/// Seed 003's animator (the article keeps it for its demo; the values are the demo's): the
/// menu's translucent view fades in over the presenter while its six items slide into place
/// with a spring (damping 0.7, initial velocity 0.8, linear, 0.5 s).
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
    let presenting = isPresenting
    let interactive = isInteractive
    guard let menu = menuViewController(in: transitionContext, presenting: presenting) else {
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      return
    }
    if presenting {
      setOff(menu, interactive: interactive)
      transitionContext.containerView.addSubview(menu.view)
    }
    View.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      usingSpringWithDamping: Self.springDamping, initialSpringVelocity: Self.springVelocity,
      options: .curveLinear,
      animations: {
        if presenting {
          Self.setOn(menu)
        } else {
          self.setOff(menu, interactive: interactive)
        }
      },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
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
    menu.view.alpha = 0
    for (row, items) in menu.rows.enumerated() {
      let offset = Self.rowOffsets[min(row, Self.rowOffsets.count - 1)]
      items.left.setOffset(interactive ? Self.interactiveOffstageOffset : -offset)
      items.right.setOffset(interactive ? Self.interactiveOffstageOffset : offset)
    }
  }

  /// Shows the menu with its items in place (the demo's `setOnAnimation`).
  private static func setOn(_ menu: MenuViewController) {
    menu.view.alpha = 1
    for items in menu.rows {
      items.left.setOffset(0)
      items.right.setOffset(0)
    }
  }
}
