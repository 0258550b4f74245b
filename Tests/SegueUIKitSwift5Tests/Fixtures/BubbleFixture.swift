#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

// Written as public iOS transition libraries write a circular "bubble" modal (Swift 5 mode, no
// annotations): an `NSObject` animator whose stored properties create views in their default
// values and whose `didSet` moves one, with the conformance in an extension, so that the class
// itself is not main-actor isolated. Against the iOS SDK this compiles without a diagnostic,
// because UIKit's `@MainActor` is `@preconcurrency` (docs/uikit-compatibility.md).

open class BubbleFixtureTransition: NSObject {
  open var startingPoint = CGPoint.zero {
    didSet { bubble.center = startingPoint }
  }
  open var duration = 0.5
  open var transitionMode: Mode = .present
  open var bubbleColor: UIColor = .white
  open fileprivate(set) var bubble = UIView()
  /// What the transaction's completion block saw, in order.
  public var log: [String] = []

  public enum Mode: Int {
    case present, dismiss
  }

  /// The bubble's frame: a circle round `start` that covers the whole of `size` centred at
  /// `center`.
  func frameForBubble(center: CGPoint, size: CGSize, start: CGPoint) -> CGRect {
    let width = max(start.x, size.width - start.x)
    let height = max(start.y, size.height - start.y)
    let side = (width * width + height * height).squareRoot() * 2
    return CGRect(origin: .zero, size: CGSize(width: side, height: side))
  }
}

extension BubbleFixtureTransition: UIViewControllerAnimatedTransitioning {
  public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    return duration
  }

  public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let containerView = transitionContext.containerView
    guard let presentedController = transitionContext.viewController(forKey: .to),
      let presentedView = presentedController.view
    else { return }
    let originalCenter = presentedView.center
    let originalSize = presentedView.frame.size

    // The library inserts the presented view below its bubble before the bubble is in the
    // container: UIKit adds it on top anyway.
    containerView.insertSubview(presentedView, belowSubview: bubble)

    bubble.frame = frameForBubble(center: originalCenter, size: originalSize, start: startingPoint)
    bubble.layer.cornerRadius = bubble.frame.size.height / 2
    bubble.center = startingPoint
    bubble.transform = CGAffineTransform(scaleX: 0.001, y: 0.001)
    bubble.backgroundColor = bubbleColor
    containerView.insertSubview(bubble, belowSubview: presentedView)

    presentedView.center = startingPoint
    presentedView.transform = CGAffineTransform(scaleX: 0.001, y: 0.001)
    presentedView.alpha = 0

    // A completion block set on the implicit transaction and committed without begin(): UIKit
    // commits the implicit transaction.
    CATransaction.setCompletionBlock { [weak self] in self?.log.append("transaction") }
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0
    fade.toValue = 1
    fade.duration = duration / 2
    bubble.layer.add(fade, forKey: "fade")
    CATransaction.commit()

    // A step a beat before the end, on the main queue (the stage's clock on a stage).
    DispatchQueue.main.asyncAfter(deadline: .now() + duration * 0.8) {
      self.log.append("late step")
    }

    UIView.animate(
      withDuration: duration,
      animations: {
        self.bubble.transform = .identity
        presentedView.transform = .identity
        presentedView.alpha = 1
        presentedView.center = originalCenter
      },
      completion: { _ in
        self.log.append("completed")
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}

/// The presented screen: it makes itself its own transitioning delegate in `viewDidLoad`, which
/// works on iOS because UIKit loads the presented view before consulting the delegate.
open class BubbleFixtureDetailViewController: UIViewController,
  UIViewControllerTransitioningDelegate
{
  public let transition = BubbleFixtureTransition()

  override open func viewDidLoad() {
    super.viewDidLoad()
    transitioningDelegate = self
    view.backgroundColor = .systemBlue
  }

  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    transition.transitionMode = .present
    transition.startingPoint = CGPoint(x: 300, y: 700)
    transition.bubbleColor = .systemBlue
    return transition
  }
}

/// A helper outside any actor that the libraries use to watch and move a scroll view (they
/// pass it views from their controllers and touch them from its own methods).
public final class ScrollFixtureHelper {
  public let scrollView = UIScrollView()
  public var threshold: CGFloat = 80

  public init() {
    scrollView.contentSize = CGSize(width: 100, height: 1000)
  }

  public func shouldDismiss() -> Bool {
    scrollView.contentOffset.y < -threshold
  }

  public func pull(by distance: CGFloat) {
    scrollView.contentOffset = CGPoint(x: 0, y: -distance)
  }
}

/// A view made from a nonisolated function, as a library's factory does.
public func makeFixtureBadge(title: String) -> UILabel {
  let label = UILabel()
  label.text = title
  label.frame = CGRect(x: 0, y: 0, width: 80, height: 24)
  return label
}
