#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

// Seed 000, "How To Make A View Controller Transition Animation Like in the Ping App", as an
// iOS developer writes it today without a storyboard: the two screens are one class with a
// round button in the top-right corner; the "PushSegue" show segue and the navigation
// controller's delegate object are wired by whoever builds the screens (the storyboard did it
// in the article; the tests do it here).

/// The article's `ViewController`: a coloured screen with a centred 300×300 picture and a round
/// 44×44 button 10 pt from the top-right of the safe area; the button pops.
class SeedPingViewController: UIViewController {
  /// The article's `@IBOutlet weak var button`.
  let button = UIButton(type: .custom)
  let imageView = UIImageView()
  var backgroundColor: UIColor = .black

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = backgroundColor
    view.addSubview(imageView)
    button.backgroundColor = .black
    button.layer.cornerRadius = 22
    #if canImport(UIKit)
      button.addTarget(self, action: #selector(circleTapped(sender:)), for: .touchUpInside)
    #else
      button.addTarget(self, action: Self.circleTapped(sender:), for: .touchUpInside)
    #endif
    view.addSubview(button)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let insets = view.safeAreaInsets
    button.frame = CGRect(
      x: view.bounds.width - insets.right - 10 - 44, y: insets.top + 10, width: 44, height: 44)
    imageView.frame = CGRect(
      x: view.bounds.midX - 150, y: view.bounds.midY - 150, width: 300, height: 300)
  }

  #if canImport(UIKit)
    @objc func circleTapped(sender: UIButton) {
      navigationController?.popViewController(animated: true)
    }
  #else
    func circleTapped(sender: UIButton) {
      navigationController?.popViewController(animated: true)
    }
  #endif
}

/// The article's `NavigationControllerDelegate`: every push and pop is a circle transition; a
/// pan on the navigation controller's view drives it.
class SeedPingNavigationControllerDelegate: NSObject, UINavigationControllerDelegate {
  /// The article's `@IBOutlet weak var navigationController`.
  weak var navigationController: UINavigationController?
  var interactionController: UIPercentDrivenInteractiveTransition?

  /// The article's `awakeFromNib()`: the pan on the navigation controller's view.
  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
    super.init()
    #if canImport(UIKit)
      let panGesture = UIPanGestureRecognizer(target: self, action: #selector(panned(_:)))
    #else
      let panGesture = UIPanGestureRecognizer(target: self, action: Self.panned(_:))
    #endif
    navigationController.view.addGestureRecognizer(panGesture)
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    return SeedPingCircleTransitionAnimator()
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    return interactionController
  }

  #if canImport(UIKit)
    @objc func panned(_ gestureRecognizer: UIPanGestureRecognizer) { handlePan(gestureRecognizer) }
  #else
    func panned(_ gestureRecognizer: UIPanGestureRecognizer) { handlePan(gestureRecognizer) }
  #endif

  private func handlePan(_ gestureRecognizer: UIPanGestureRecognizer) {
    guard let navigationController else { return }
    switch gestureRecognizer.state {
    case .began:
      interactionController = UIPercentDrivenInteractiveTransition()
      if navigationController.viewControllers.count > 1 {
        navigationController.popViewController(animated: true)
      } else {
        navigationController.topViewController?.performSegue(
          withIdentifier: "PushSegue", sender: nil)
      }
    case .changed:
      let translation = gestureRecognizer.translation(in: navigationController.view)
      let completionProgress = translation.x / navigationController.view.bounds.width
      interactionController?.update(completionProgress)
    case .ended:
      if gestureRecognizer.velocity(in: navigationController.view).x > 0 {
        interactionController?.finish()
      } else {
        interactionController?.cancel()
      }
      interactionController = nil
    default:
      interactionController?.cancel()
      interactionController = nil
    }
  }
}

/// The article's `CircleTransitionAnimator`: the incoming view shows through a circle that
/// grows from the button until it covers the screen.
class SeedPingCircleTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning,
  CAAnimationDelegate
{
  weak var transitionContext: UIViewControllerContextTransitioning?

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    return 0.5
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    self.transitionContext = transitionContext

    let containerView = transitionContext.containerView
    guard
      let fromViewController = transitionContext.viewController(forKey: .from)
        as? SeedPingViewController,
      let toViewController = transitionContext.viewController(forKey: .to)
        as? SeedPingViewController
    else { return }
    let button = fromViewController.button

    containerView.addSubview(toViewController.view)

    let circleMaskPathInitial = UIBezierPath(ovalIn: button.frame)
    let extremePoint = CGPoint(
      x: button.center.x - 0, y: button.center.y - toViewController.view.bounds.maxY)
    let radius = sqrt((extremePoint.x * extremePoint.x) + (extremePoint.y * extremePoint.y))
    let circleMaskPathFinal = UIBezierPath(ovalIn: button.frame.insetBy(dx: -radius, dy: -radius))

    let maskLayer = CAShapeLayer()
    maskLayer.path = circleMaskPathFinal.cgPath
    toViewController.view.layer.mask = maskLayer

    let maskLayerAnimation = CABasicAnimation(keyPath: "path")
    maskLayerAnimation.fromValue = circleMaskPathInitial.cgPath
    maskLayerAnimation.toValue = circleMaskPathFinal.cgPath
    maskLayerAnimation.duration = transitionDuration(using: transitionContext)
    maskLayerAnimation.delegate = self
    maskLayer.add(maskLayerAnimation, forKey: "path")
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    transitionContext?.completeTransition(!(transitionContext?.transitionWasCancelled ?? false))
    // The article clears the from-view's mask, but the mask was put on the to-view.
    transitionContext?.viewController(forKey: .to)?.view.layer.mask = nil
  }
}
