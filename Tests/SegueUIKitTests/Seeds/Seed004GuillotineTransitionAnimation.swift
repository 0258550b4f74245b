#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

/// Seed 004's `GuillotineMenuTransitionAnimation`: UIKit Dynamics turn the menu about the pin
/// at its button's centre — down into place when presenting, up along the bar when dismissing —
/// and the transition completes when the dynamic animator pauses.
class SeedGuillotineTransitionAnimation: NSObject, UIViewControllerAnimatedTransitioning,
  UIDynamicAnimatorDelegate
{
  enum Mode {
    case presentation, dismissal
  }

  let mode: Mode
  /// The article: "the duration does not matter much".
  let duration = 0.6
  /// The menu's bounce on the boundary.
  let elasticity: CGFloat = 0.6
  private var animator: UIDynamicAnimator?
  private var transitionContext: UIViewControllerContextTransitioning?
  private var menuView: UIView?

  init(mode: Mode) {
    self.mode = mode
    super.init()
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    return duration
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    self.transitionContext = transitionContext
    let key: UITransitionContextViewControllerKey = mode == .presentation ? .to : .from
    guard let menu = transitionContext.viewController(forKey: key),
      let guillotine = menu as? SeedGuillotineAnimationProtocol
    else {
      transitionContext.completeTransition(false)
      return
    }
    let containerView = transitionContext.containerView
    let menuView: UIView = menu.view
    self.menuView = menuView
    if mode == .presentation {
      menuView.frame = transitionContext.finalFrame(for: menu)
      containerView.addSubview(menuView)
      menuView.layoutIfNeeded()
    }
    let size = menuView.bounds.size
    let anchorInMenu = guillotine.anchorPoint()
    let anchor = CGPoint(
      x: menuView.frame.minX + anchorInMenu.x, y: menuView.frame.minY + anchorInMenu.y)
    let offsetFromCenter = UIOffset(
      horizontal: anchorInMenu.x - size.width / 2, vertical: anchorInMenu.y - size.height / 2)
    if mode == .presentation {
      // A quarter turn about the pin: the menu lies along the bar, to the right of its button.
      menuView.center = CGPoint(
        x: anchor.x - offsetFromCenter.vertical, y: anchor.y + offsetFromCenter.horizontal)
      menuView.transform = CGAffineTransform(rotationAngle: -.pi / 2)
    }

    let animator = UIDynamicAnimator(referenceView: containerView)
    animator.delegate = self
    self.animator = animator

    let attachment = UIAttachmentBehavior(
      item: menuView, offsetFromCenter: offsetFromCenter, attachedToAnchor: anchor)

    // The article gives no magnitude; its own project pushes with 1500, which turns the menu a
    // quarter turn in about half a second. (A push of 30 took over 3 s to bring the menu down
    // and far longer to let it rest, so the transition seemed to hang.)
    let push = UIPushBehavior(items: [menuView], mode: .continuous)
    push.pushDirection = CGVector(dx: 0, dy: mode == .presentation ? 1500 : -1500)
    push.setTargetOffsetFromCenter(
      UIOffset(horizontal: 0, vertical: size.height / 2), for: menuView)

    let collision = UICollisionBehavior(items: [menuView])
    switch mode {
    case .presentation:
      collision.addBoundary(
        withIdentifier: "collide" as NSCopying, from: CGPoint(x: -1, y: size.height / 2),
        to: CGPoint(x: -1, y: size.height))
    case .dismissal:
      let top = guillotine.navigationBarHeight() - size.width - 1
      collision.addBoundary(
        withIdentifier: "collide" as NSCopying, from: CGPoint(x: size.height / 2, y: top),
        to: CGPoint(x: size.height, y: top))
    }

    let itemBehavior = UIDynamicItemBehavior(items: [menuView])
    itemBehavior.elasticity = elasticity

    animator.addBehavior(attachment)
    animator.addBehavior(push)
    animator.addBehavior(collision)
    animator.addBehavior(itemBehavior)
  }

  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
    guard let transitionContext else { return }
    self.transitionContext = nil
    animator.removeAllBehaviors()
    switch mode {
    case .presentation:
      // The physics leaves the menu a fraction of a degree off upright; a presented view must
      // end exactly at its final frame.
      if let menuView,
        let menu = transitionContext.viewController(forKey: .to)
      {
        menuView.transform = .identity
        menuView.frame = transitionContext.finalFrame(for: menu)
        // The article pins the menu to the container with constraints (its UIView
        // extension), so it follows the container when the device turns: UIKit's plain
        // presentation controller does not lay a .custom presentation out. Pinned here with
        // the autoresizing mask those constraints amount to.
        menuView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      }
    case .dismissal:
      menuView?.removeFromSuperview()
    }
    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
  }
}
