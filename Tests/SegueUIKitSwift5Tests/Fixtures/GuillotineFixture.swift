#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

// Written as Yalantis' GuillotineMenu (0f38197) writes its animator, after `segue migrate`:
// an `NSObject` that reads the menu's frame once it has turned it −90° and writes it back
// moved up (so that its top-left corner sits below the bar), then lets UIKit Dynamics turn it
// about a pin at half the bar's bottom: a push of 2/π × the screen's height ÷ 0.6 s on its
// centre, a collision boundary one point long beside the far corner's resting place, density
// 1.5, elasticity 0.6. A display link turns the dismiss button with the menu's presentation
// every frame; `completeTransition` is called when the dynamic animator pauses, and nowhere
// else. Only portrait is written here (the library's landscape constants differ).

open class GuillotineFixtureAnimator: NSObject {
  public enum Mode {
    case presentation, dismissal
  }

  open var mode: Mode = .presentation
  /// The bar under which the menu hangs (the library's `supportView`).
  open var supportView: UIView?
  open var animationDuration = 0.6
  /// The dismiss button, turned with the menu by the display link.
  public let dismissButton = UIButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
  /// The pin (the library's `anchorPoint`), once the menu has started.
  public private(set) var anchor: CGPoint = .zero
  /// Where the pin is in the menu's own space (its offset from the centre).
  public private(set) var offset = UIOffset.zero
  /// How many times each delegate call and completion came, in order.
  public var log: [String] = []
  fileprivate var displayLink: CADisplayLink?
  fileprivate var animator: UIDynamicAnimator?
  fileprivate var context: UIViewControllerContextTransitioning?
  fileprivate var menu: UIViewController?

  override public init() {
    super.init()
    let link = CADisplayLink(target: self, action: Self.turnDismissButton)
    link.add(to: .current, forMode: .common)
    link.isPaused = true
    displayLink = link
  }

  deinit {
    displayLink?.invalidate()
  }

  fileprivate func turnDismissButton() {
    guard let transform = menu?.view.layer.presentation()?.transform else { return }
    let angle = asin(transform.m12)
    dismissButton.layer.transform = CATransform3DMakeRotation(.pi / 2 - abs(angle), 0, 0, 1)
  }

  fileprivate var topOffset: CGFloat {
    guard let supportView else { return 0 }
    return supportView.frame.origin.y + supportView.bounds.height
  }

  fileprivate func animateMenu(_ view: UIView, in context: UIViewControllerContextTransitioning) {
    self.context = context
    let push = CGFloat(2 / Double.pi * Double(UIScreen.main.bounds.size.height) / animationDuration)
    let container = context.containerView.frame
    var direction = CGVector(dx: 0, dy: -push)
    var from: CGPoint
    var to: CGPoint
    if mode == .presentation {
      view.transform = CGAffineTransform.identity.rotated(by: -.pi / 2)
      view.frame = CGRect(
        x: 0, y: -view.frame.height + topOffset, width: view.frame.width,
        height: view.frame.height)
      direction = CGVector(dx: 0, dy: push)
      from = CGPoint(x: -1, y: container.height - 1)
      to = CGPoint(x: from.x, y: from.y + 1)
    } else {
      from = CGPoint(x: container.height - 1, y: -container.width + topOffset - 1)
      to = CGPoint(x: from.x + 1, y: from.y)
    }
    let animator = UIDynamicAnimator(referenceView: context.containerView)
    animator.delegate = self
    self.animator = animator
    anchor = CGPoint(x: topOffset / 2, y: topOffset / 2)
    offset = UIOffset(
      horizontal: -view.bounds.size.width / 2 + anchor.x,
      vertical: -view.bounds.size.height / 2 + anchor.y)
    animator.addBehavior(
      UIAttachmentBehavior(item: view, offsetFromCenter: offset, attachedToAnchor: anchor))
    let collision = UICollisionBehavior()
    collision.addBoundary(withIdentifier: "collide" as NSCopying, from: from, to: to)
    collision.addItem(view)
    animator.addBehavior(collision)
    let item = UIDynamicItemBehavior(items: [view])
    item.elasticity = 0.6
    item.density = 1.5
    animator.addBehavior(item)
    let fall = UIPushBehavior(items: [view], mode: .continuous)
    fall.pushDirection = direction
    animator.addBehavior(fall)
    displayLink?.isPaused = false
  }
}

extension GuillotineFixtureAnimator: UIViewControllerAnimatedTransitioning {
  public func animateTransition(using context: UIViewControllerContextTransitioning) {
    let key: UITransitionContextViewControllerKey = mode == .presentation ? .to : .from
    guard let menu = context.viewController(forKey: key) else {
      context.completeTransition(false)
      return
    }
    self.menu = menu
    if mode == .presentation {
      context.containerView.addSubview(menu.view)
      context.containerView.addSubview(dismissButton)
    }
    animateMenu(menu.view, in: context)
  }

  public func transitionDuration(using context: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    return animationDuration
  }
}

extension GuillotineFixtureAnimator: UIDynamicAnimatorDelegate {
  public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
    guard let context, let menu else { return }
    if mode == .presentation {
      animator.removeAllBehaviors()
      menu.view.transform = .identity
      menu.view.frame = context.containerView.bounds
    }
    log.append("pause")
    context.completeTransition(true)
    displayLink?.isPaused = true
  }
}

/// The library example's host: a screen in a navigation controller whose bar the menu hangs
/// under, presenting the menu with the animator as its transitioning delegate.
public final class GuillotineFixtureHost: UIViewController, UIViewControllerTransitioningDelegate {
  public lazy var animator = GuillotineFixtureAnimator()

  public func showMenu(_ menu: UIViewController) {
    menu.modalPresentationStyle = .custom
    menu.transitioningDelegate = self
    animator.supportView = navigationController?.navigationBar
    present(menu, animated: true, completion: nil)
  }

  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    animator.mode = .presentation
    return animator
  }

  public func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    animator.mode = .dismissal
    return animator
  }
}
