#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

/// Closes a full-screen swatch with a drag down: the close follows the finger (progress is the
/// drag's distance over 60 % of the screen's height), and on release it finishes when the drag
/// went past `finishProgress` or was thrown down faster than `finishVelocity`, else it cancels.
public final class SwipeDownInteraction: UIPercentDrivenInteractiveTransition {
  /// Progress past which a release finishes the close.
  public static let finishProgress: CGFloat = 0.35
  /// Downward speed past which a release finishes the close, points per second.
  public static let finishVelocity: CGFloat = 800
  /// The share of the screen's height a drag covers for the whole close.
  public static let dragFraction: CGFloat = 0.6

  /// Whether a drag is driving the close now.
  public private(set) var isInteracting = false
  private weak var controller: UIViewController?

  /// Lets a drag on `controller`'s view dismiss it.
  func attach(to controller: UIViewController) {
    self.controller = controller
    #if canImport(UIKit)
      let pan = UIPanGestureRecognizer(target: self, action: #selector(panned(_:)))
    #else
      let pan = UIPanGestureRecognizer(target: self, action: Self.panned(_:))
    #endif
    controller.view.addGestureRecognizer(pan)
  }

  #if canImport(UIKit)
    @objc private func panned(_ pan: UIPanGestureRecognizer) { handle(pan) }
  #else
    private func panned(_ pan: UIPanGestureRecognizer) { handle(pan) }
  #endif

  private func handle(_ pan: UIPanGestureRecognizer) {
    guard let space = pan.view?.superview ?? pan.view else { return }
    let height = max(space.bounds.height * Self.dragFraction, 1)
    let progress = min(max(pan.translation(in: space).y / height, 0), 1)
    switch pan.state {
    case .began:
      isInteracting = true
      controller?.dismiss(animated: true)
    case .changed:
      update(progress)
    case .ended:
      isInteracting = false
      if progress > Self.finishProgress || pan.velocity(in: space).y > Self.finishVelocity {
        finish()
      } else {
        cancel()
      }
    case .cancelled, .failed:
      isInteracting = false
      cancel()
    default:
      break
    }
  }
}
