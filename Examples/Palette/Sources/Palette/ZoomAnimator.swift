#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

/// Zooms a swatch between its card in the list and full screen.
///
/// Opening: the swatch's screen starts on the card, in the card's frame and rounded corners,
/// fading in over it (so the card's small text gives way), and springs out to fill the screen;
/// its own text and close button fade in once it has grown. Closing runs it backwards: the
/// text fades at once, the screen shrinks back onto the card and fades into it at the end, so
/// the card's text comes back as the screen lands. The card stays where it is throughout,
/// under the flying screen (same colour, so it never shows as a second shape). When a finger
/// drives the close (`SwipeDownInteraction`), everything is linear so that the screen follows
/// the finger; a cancelled close springs back to full screen.
public final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  public enum Direction: Sendable {
    case open
    case close
  }

  /// Seconds; the spring's damping ratio (no visible overshoot on a full-screen frame).
  nonisolated public static let openDuration: TimeInterval = 0.5
  nonisolated public static let closeDuration: TimeInterval = 0.4
  nonisolated public static let springDamping: CGFloat = 0.86
  /// How long the screen takes to cover the card when opening, seconds.
  nonisolated public static let coverDuration: TimeInterval = 0.1
  /// When the detail's text fades in while opening, and how long it takes, seconds.
  nonisolated public static let contentFadeDelay: TimeInterval = 0.2
  nonisolated public static let contentFadeDuration: TimeInterval = 0.25
  /// How long the text takes to fade out when closing, seconds.
  nonisolated public static let contentFadeOutDuration: TimeInterval = 0.1
  /// The share of the close, at its end, during which the screen fades into the card: half of
  /// the spring (which is nearly there by then), the last 15 % of a close a finger drives
  /// (linear: the screen is over the card only at the very end).
  nonisolated public static let landingFraction: Double = 0.5
  nonisolated public static let interactiveLandingFraction: Double = 0.15

  public let direction: Direction
  private weak var card: SwatchCardView?

  public init(direction: Direction, card: SwatchCardView) {
    self.direction = direction
    self.card = card
  }

  public func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  )
    -> TimeInterval
  {
    // A .custom presentation runs its animator even when not animated: then it takes no time.
    guard transitionContext?.isAnimated ?? true else { return 0 }
    return direction == .open ? Self.openDuration : Self.closeDuration
  }

  public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    switch direction {
    case .open: open(using: transitionContext)
    case .close: close(using: transitionContext)
    }
  }

  private func open(using context: any UIViewControllerContextTransitioning) {
    let container = context.containerView
    guard let toView = context.view(forKey: .to), let toVC = context.viewController(forKey: .to)
    else {
      context.completeTransition(false)
      return
    }
    let finalFrame = context.finalFrame(for: toVC)
    let cardFrame = card.map { $0.convert($0.bounds, to: container) } ?? finalFrame
    let content = (toVC as? SwatchDetailViewController)?.zoomingContent ?? []
    let duration = transitionDuration(using: context)
    container.addSubview(toView)
    toView.frame = cardFrame
    toView.layer.cornerRadius = SwatchCardView.cornerRadius
    toView.layoutIfNeeded()
    toView.alpha = duration > 0 ? 0 : 1
    for view in content { view.alpha = duration > 0 ? 0 : 1 }
    UIView.animate(
      withDuration: min(Self.coverDuration, duration), delay: 0, options: .curveEaseOut,
      animations: { toView.alpha = 1 })
    UIView.animate(
      withDuration: min(Self.contentFadeDuration, duration),
      delay: min(Self.contentFadeDelay, duration), options: .curveEaseOut,
      animations: { for view in content { view.alpha = 1 } })
    UIView.animate(
      withDuration: duration, delay: 0, usingSpringWithDamping: Self.springDamping,
      initialSpringVelocity: 0, options: [],
      animations: {
        toView.frame = finalFrame
        toView.layer.cornerRadius = 0
        toView.layoutIfNeeded()
      },
      completion: { _ in
        let finished = !context.transitionWasCancelled
        if !finished { toView.removeFromSuperview() }
        context.completeTransition(finished)
      })
  }

  private func close(using context: any UIViewControllerContextTransitioning) {
    let container = context.containerView
    guard let fromView = context.view(forKey: .from) else {
      context.completeTransition(false)
      return
    }
    let duration = transitionDuration(using: context)
    let fullFrame = fromView.frame
    let cardFrame = card.map { $0.convert($0.bounds, to: container) } ?? fullFrame
    let content =
      (context.viewController(forKey: .from) as? SwatchDetailViewController)?.zoomingContent ?? []
    let landing =
      duration * (context.isInteractive ? Self.interactiveLandingFraction : Self.landingFraction)
    UIView.animate(
      withDuration: min(Self.contentFadeOutDuration, duration), delay: 0, options: .curveEaseIn,
      animations: { for view in content { view.alpha = 0 } })
    UIView.animate(
      withDuration: landing, delay: duration - landing, options: .curveEaseIn,
      animations: { fromView.alpha = 0 })
    let animations = {
      fromView.frame = cardFrame
      fromView.layer.cornerRadius = SwatchCardView.cornerRadius
      fromView.layoutIfNeeded()
    }
    let completion = { (_: Bool) in
      let finished = !context.transitionWasCancelled
      if finished {
        fromView.removeFromSuperview()
      } else {
        // A cancelled interaction runs the animations back on screen, but the views keep the
        // values the blocks set (as in UIKit): put the screen back as it was.
        fromView.frame = fullFrame
        fromView.layer.cornerRadius = 0
        fromView.alpha = 1
        fromView.layoutIfNeeded()
        UIView.animate(withDuration: Self.contentFadeDuration) {
          for view in content { view.alpha = 1 }
        }
      }
      context.completeTransition(finished)
    }
    if context.isInteractive {
      // Linear, so that the screen follows the finger exactly.
      UIView.animate(
        withDuration: duration, delay: 0, options: .curveLinear, animations: animations,
        completion: completion)
    } else {
      UIView.animate(
        withDuration: duration, delay: 0, usingSpringWithDamping: Self.springDamping,
        initialSpringVelocity: 0, options: [], animations: animations, completion: completion)
    }
  }
}
