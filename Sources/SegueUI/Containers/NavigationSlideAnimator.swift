import Foundation
import SegueGeometry
import SegueLayers

/// The animator a navigation controller uses when its delegate gives none: UIKit's slide.
///
/// Push: the incoming view slides in from the right edge over the outgoing one, which moves
/// left by a third of the width under a black dimming view growing to `dimmingAlpha`. Pop
/// is the reverse. In a right-to-left layout everything is mirrored: the incoming view comes
/// from the left edge, the outgoing one moves right, and a pop slides the screens leftward
/// (as UIKit's, whose edge-swipe pop starts at the right edge there; observed iOS behaviour in
/// Arabic and Hebrew, no Apple document found — medium). Timing: UIKit's exact curve is not public (reference §7.4: "how UIKit maps
/// duration and damping is [U]"); Segue uses a critically damped spring (damping ratio 1)
/// settling in `duration`, which starts fast and eases out as UIKit's push does. Driven
/// interactively (the edge-swipe pop), the slide is linear, so the views follow the finger.
@MainActor
final class NavigationSlideAnimator: ViewControllerAnimatedTransitioning {
  /// The slide's duration, seconds (UIKit's push is commonly measured at about 0.35 s).
  static let duration: Double = 0.35
  /// How far the covered view moves, as a fraction of the container's width (UIKit: a third).
  static let parallaxFraction: CGFloat = 1.0 / 3
  /// The dimming over the covered view when fully covered (0…1).
  static let dimmingAlpha: CGFloat = 0.1
  /// The width of the shadow along the covering view's leading edge, points (UIKit draws a
  /// soft shadow there, about 10 pt wide; its exact image is not public).
  static let edgeShadowWidth: CGFloat = 10
  /// The shadow's darkness at the covering view's edge (black, 0…1), fading to clear.
  static let edgeShadowAlpha: CGFloat = 0.12

  let operation: NavigationController.Operation
  /// Whether the running slide is scrubbed by an interaction controller: then its curve is
  /// linear (UIKit's interactive pop keeps the popped view's edge under the finger).
  private var isScrubbed = false

  init(operation: NavigationController.Operation) {
    self.operation = operation
  }

  func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
    -> Double
  {
    Self.duration
  }

  func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    guard let fromView = transitionContext.view(forKey: .from),
      let toView = transitionContext.view(forKey: .to)
    else {
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      return
    }
    isScrubbed = transitionContext.isInteractive
    let width = container.bounds.width
    // +1 when the trailing edge is the right one, −1 in a right-to-left layout.
    let trailing: CGFloat = container.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
    let isPush = operation != .pop
    // The covered view is the from-view on push, the to-view on pop.
    let covered = isPush ? fromView : toView
    let covering = isPush ? toView : fromView
    let dimming = View(frame: container.bounds)
    dimming.backgroundColor = Color(white: 0)
    dimming.isUserInteractionEnabled = false
    let shadow = EdgeShadowView(trailing: trailing)
    if isPush {
      container.addSubview(dimming)
      container.addSubview(shadow)
      container.addSubview(toView)
    } else {
      container.insertSubview(toView, belowSubview: fromView)
      container.insertSubview(dimming, belowSubview: fromView)
      container.insertSubview(shadow, belowSubview: fromView)
    }
    let rest = container.bounds
    let offTrailing = rest.offsetBy(dx: trailing * width, dy: 0)
    let parallax = rest.offsetBy(dx: -trailing * width * Self.parallaxFraction, dy: 0)
    // Along the covering view's leading edge, outside it.
    func shadowFrame(besides frame: CGRect) -> CGRect {
      CGRect(
        x: trailing > 0 ? frame.minX - Self.edgeShadowWidth : frame.maxX, y: frame.minY,
        width: Self.edgeShadowWidth, height: frame.height)
    }
    covering.frame = isPush ? offTrailing : rest
    shadow.frame = shadowFrame(besides: covering.frame)
    covered.frame = isPush ? rest : parallax
    dimming.alpha = isPush ? 0 : Self.dimmingAlpha
    slide(
      duration: transitionDuration(using: transitionContext),
      animations: {
        covering.frame = isPush ? rest : offTrailing
        shadow.frame = shadowFrame(besides: covering.frame)
        covered.frame = isPush ? parallax : rest
        dimming.alpha = isPush ? Self.dimmingAlpha : 0
      },
      completion: { _ in
        dimming.removeFromSuperview()
        shadow.removeFromSuperview()
        covered.frame = rest
        covering.frame = rest
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }

  /// The slide's timing: a critically damped spring settling in `duration`, or linear when
  /// scrubbed.
  private func slide(
    duration: Double, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    guard !isScrubbed else {
      View.animate(
        withDuration: duration, delay: 0, options: [.curveLinear], animations: animations,
        completion: completion)
      return
    }
    View.animate(
      withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
      options: [], animations: animations, completion: completion)
  }
}

extension NavigationSlideAnimator: AlongsideAnimationTiming {
  /// The bar's change (and any alongside animation) moves with the slide.
  func animateAlongside(duration: Double, animations: @escaping () -> Void) {
    slide(duration: duration, animations: animations)
  }
}

/// The soft shadow along the covering view's leading edge during a slide: a gradient from
/// clear to `NavigationSlideAnimator.edgeShadowAlpha` black at the side touching the view (its
/// right side; its left one in a right-to-left layout, `trailing` −1).
@MainActor
private final class EdgeShadowView: View {
  override class var layerClass: AnyClass { GradientLayer.self }

  init(trailing: CGFloat) {
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    if let gradient = layer as? GradientLayer {
      gradient.colors = [
        Color(white: 0, alpha: 0), Color(white: 0, alpha: NavigationSlideAnimator.edgeShadowAlpha),
      ]
      gradient.startPoint = CGPoint(x: trailing > 0 ? 0 : 1, y: 0.5)
      gradient.endPoint = CGPoint(x: trailing > 0 ? 1 : 0, y: 0.5)
    }
  }
}
