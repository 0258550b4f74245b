import Foundation
import SegueGeometry
import SegueLayers
import SegueUI

/// Seed 000's animator: the to-view is revealed through a circle growing from the
/// from-controller's round button until it covers the screen.
///
/// The seed casts both controllers to its own screen class; only the from-controller's round
/// button is needed, so the from-side is any `CircleTransitionSource` (the Ping screens, and the
/// demo app's home screen) and the to-side any controller.
///
/// Seed bug fixed here: the article's `animationDidStop` clears the mask of the *from*
/// controller's view, but step 5 put the mask on the *to* controller's view, so it was never
/// removed (and stayed on the screen that is now visible). Segue removes it from the to-view.
/// A screen a circle transition can start from: the circle grows from its round button (the
/// seed's `@IBOutlet weak var button`), which must be laid out in the screen's view.
@MainActor
protocol CircleTransitionSource: ViewController {
  /// The round button the circle grows from.
  var button: Button { get }
}

@MainActor
final class CircleTransitionAnimator: ViewControllerAnimatedTransitioning, AnimationDelegate {
  /// The reveal's duration, seconds (seed: 0.5).
  static let duration: Double = 0.5

  weak var transitionContext: (any ViewControllerContextTransitioning)?

  func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
    -> Double
  {
    Self.duration
  }

  func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
    // 1: keep a reference to the context, for animationDidStop.
    self.transitionContext = transitionContext

    // 2: the container, both controllers and the button the circle grows from.
    let containerView = transitionContext.containerView
    guard
      let fromViewController = transitionContext.viewController(forKey: .from)
        as? CircleTransitionSource,
      let toViewController = transitionContext.viewController(forKey: .to)
    else {
      preconditionFailure(
        "CircleTransitionAnimator animates from a CircleTransitionSource (a screen with the "
          + "round button) to another controller")
    }
    let button = fromViewController.button

    // 3: the incoming view joins the container, on top.
    containerView.addSubview(toViewController.view)

    // 4: the initial circle is the button's; the final one is inset by −R, R being the
    // distance from the button's centre to the bottom-left corner (the "extreme point").
    let circleMaskPathInitial = BezierPath(ovalIn: button.frame)
    let extremePoint = CGPoint(
      x: button.center.x - 0, y: button.center.y - toViewController.view.bounds.maxY)
    let radius = sqrt((extremePoint.x * extremePoint.x) + (extremePoint.y * extremePoint.y))
    let circleMaskPathFinal = BezierPath(ovalIn: button.frame.insetBy(dx: -radius, dy: -radius))

    // 5: the mask's model path is the final one, so nothing snaps back when the animation
    // is removed.
    let maskLayer = ShapeLayer()
    maskLayer.path = circleMaskPathFinal.cgPath
    toViewController.view.layer.mask = maskLayer

    // 6: animate the path (linearly: the seed sets no timing function); the delegate cleans up.
    let maskLayerAnimation = BasicAnimation(keyPath: "path")
    maskLayerAnimation.fromValue = circleMaskPathInitial.cgPath
    maskLayerAnimation.toValue = circleMaskPathFinal.cgPath
    maskLayerAnimation.duration = transitionDuration(using: transitionContext)
    maskLayerAnimation.delegate = self
    maskLayer.add(maskLayerAnimation, forKey: "path")
  }

  func animationDidStop(_ anim: Animation, finished flag: Bool) {
    transitionContext?.completeTransition(!(transitionContext?.transitionWasCancelled ?? false))
    // Fixed seed bug: the mask is on the to-view (see the type's documentation).
    transitionContext?.viewController(forKey: .to)?.view.layer.mask = nil
  }
}
