#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

// Seed 001, "自定义展示型控制器" (custom presentation controllers), as an iOS developer writes
// it: a `.custom` modal presentation whose presentation controller puts the presented view in
// the right third of the screen over a dimming chrome view, animated by a spring that slides it
// in from the right.

/// The article's `ExamplePresentationViewController`: the presented view takes the right third
/// of the container; a dimming chrome view fades in and out alongside the transition.
class SeedPanelPresentationController: UIPresentationController {
  let chromeView = UIView()

  override init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    super.init(
      presentedViewController: presentedViewController, presenting: presentingViewController)
    chromeView.backgroundColor = UIColor(white: 0.0, alpha: 0.4)
    chromeView.alpha = 0.0
  }

  override var frameOfPresentedViewInContainerView: CGRect {
    var presentedViewFrame = CGRect.zero
    let containerBounds = containerView?.bounds ?? .zero
    presentedViewFrame.size = size(
      forChildContentContainer: presentedViewController,
      withParentContainerSize: containerBounds.size)
    presentedViewFrame.origin.x = containerBounds.size.width - presentedViewFrame.size.width
    return presentedViewFrame
  }

  override func size(
    forChildContentContainer container: UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize {
    return CGSize(width: CGFloat(floorf(Float(parentSize.width / 3.0))), height: parentSize.height)
  }

  override func presentationTransitionWillBegin() {
    chromeView.frame = containerView?.bounds ?? .zero
    chromeView.alpha = 0.0
    containerView?.insertSubview(chromeView, at: 0)
    if let coordinator = presentedViewController.transitionCoordinator {
      coordinator.animate(
        alongsideTransition: { _ in
          self.chromeView.alpha = 1.0
        }, completion: nil)
    } else {
      chromeView.alpha = 1.0
    }
  }

  override func dismissalTransitionWillBegin() {
    if let coordinator = presentedViewController.transitionCoordinator {
      coordinator.animate(
        alongsideTransition: { _ in
          self.chromeView.alpha = 0.0
        }, completion: nil)
    } else {
      chromeView.alpha = 0.0
    }
  }

  override func containerViewWillLayoutSubviews() {
    chromeView.frame = containerView?.bounds ?? .zero
    presentedView?.frame = frameOfPresentedViewInContainerView
  }

  override var shouldPresentInFullscreen: Bool {
    return true
  }

  override var adaptivePresentationStyle: UIModalPresentationStyle {
    return .fullScreen
  }
}

/// The article's `ExampleAnimatedTransitioning`: slides the presented view in from the right
/// (and back out) with a spring.
class SeedPanelAnimatedTransitioning: NSObject, UIViewControllerAnimatedTransitioning {
  /// Whether the animation presents (as opposed to dismisses).
  var isPresentation = false

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    return 0.5
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let fromVC = transitionContext.viewController(forKey: .from),
      let toVC = transitionContext.viewController(forKey: .to)
    else { return }
    let fromView: UIView = fromVC.view
    let toView: UIView = toVC.view
    let containerView = transitionContext.containerView
    if isPresentation {
      containerView.addSubview(toView)
    }

    let animatingVC = isPresentation ? toVC : fromVC
    let animatingView: UIView = animatingVC.view
    // The article takes `finalFrame(for:)` in both directions, but a dismissed controller's
    // view leaves the window, so its final frame is .zero (UIKit's header) and the panel would
    // vanish at once instead of sliding out. When dismissing, the panel's on-screen frame is
    // its initial frame, as in Apple's "Custom View Controller Presentations" sample.
    let onscreenFrameForVC =
      isPresentation
      ? transitionContext.finalFrame(for: animatingVC)
      : transitionContext.initialFrame(for: animatingVC)
    var offscreenFrameForVC = onscreenFrameForVC
    offscreenFrameForVC.origin.x += offscreenFrameForVC.size.width
    let initialFrame = isPresentation ? offscreenFrameForVC : onscreenFrameForVC
    let finalFrame = isPresentation ? onscreenFrameForVC : offscreenFrameForVC
    animatingView.frame = initialFrame

    let duration = transitionDuration(using: transitionContext)
    UIView.animate(
      withDuration: duration, delay: 0, usingSpringWithDamping: 300.0, initialSpringVelocity: 5.0,
      options: .allowUserInteraction,
      animations: {
        animatingView.frame = finalFrame
      },
      completion: { (value: Bool) in
        if !self.isPresentation {
          fromView.removeFromSuperview()
        }
        transitionContext.completeTransition(true)
      })
  }

  func animationEnded(_ transitionCompleted: Bool) {}
}

/// The article's `ExampleTransitioningDelegate`: the presentation controller and an animator
/// for each direction.
class SeedPanelTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    return SeedPanelPresentationController(
      presentedViewController: presented, presenting: presenting)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    let animator = SeedPanelAnimatedTransitioning()
    animator.isPresentation = true
    return animator
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    let animator = SeedPanelAnimatedTransitioning()
    animator.isPresentation = false
    return animator
  }
}

/// The article's `ExampleViewController`: the panel's content.
class SeedPanelContentViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
  }
}

/// The presenting screen: a button presents the panel with the custom presentation.
class SeedPanelHostViewController: UIViewController {
  /// The article keeps the transitioning delegate in a strong property (the presented
  /// controller's `transitioningDelegate` is weak).
  let exampleTransitionDelegate = SeedPanelTransitioningDelegate()
  let presentButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGray6
    presentButton.setTitle("Present", for: .normal)
    #if canImport(UIKit)
      presentButton.addTarget(self, action: #selector(presentTapped), for: .touchUpInside)
    #else
      presentButton.addTarget(self, action: Self.presentTapped, for: .touchUpInside)
    #endif
    view.addSubview(presentButton)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    presentButton.frame = CGRect(x: 20, y: view.safeAreaInsets.top + 20, width: 120, height: 44)
  }

  #if canImport(UIKit)
    @objc func presentTapped() { presentPanel() }
  #else
    func presentTapped() { presentPanel() }
  #endif

  func presentPanel() {
    let presentedVC = SeedPanelContentViewController()
    presentedVC.modalPresentationStyle = .custom
    presentedVC.transitioningDelegate = exampleTransitionDelegate
    present(presentedVC, animated: true, completion: nil)
  }
}
