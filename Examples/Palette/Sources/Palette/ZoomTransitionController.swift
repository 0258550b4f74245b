#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

/// The transitioning delegate of a swatch shown full screen: the zoom out of its card when it
/// is presented, the zoom back into the card when it is dismissed — interactive while a finger
/// drags the swatch down.
public final class ZoomTransitionController: NSObject, UIViewControllerTransitioningDelegate {
  /// The card the swatch zooms out of and back into.
  public private(set) weak var card: SwatchCardView?
  /// The drag that closes the swatch.
  public let interaction = SwipeDownInteraction()

  public init(card: SwatchCardView) {
    self.card = card
  }

  /// Lets a drag down on `detail`'s view close it.
  public func attachDismissalGesture(to detail: UIViewController) {
    interaction.attach(to: detail)
  }

  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    card.map { ZoomAnimator(direction: .open, card: $0) }
  }

  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  {
    card.map { ZoomAnimator(direction: .close, card: $0) }
  }

  public func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    interaction.isInteracting ? interaction : nil
  }
}
