#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

// Seed 003, "iOS swift交互式转场动画" (an interactive side menu), as an iOS developer writes it
// with Swift 6: one helper is the percent-driven interaction controller, the animator and the
// transitioning delegate; a left screen-edge pan presents the menu through the storyboard's
// "presentMenu" segue, a pan on the menu dismisses it. The article keeps its two flags in
// file-scope variables; Swift 6 wants them isolated, hence `@MainActor`.

/// Whether a pan drives the transition (the article's `isInteractive`).
@MainActor private var isInteractive = false
/// Whether the transition presents the menu (the article's `isPresenting`).
@MainActor private var isPresenting = false

/// The article's `MenuTransitionHepler`.
class SeedMenuTransitionHelper: UIPercentDrivenInteractiveTransition,
  UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate
{
  private var enterPanGesture: UIScreenEdgePanGestureRecognizer?
  private var exitPanGesture: UIPanGestureRecognizer?

  /// The presenting controller; setting it adds the left-edge pan to its view.
  var sourceViewController: UIViewController? {
    didSet {
      let enterPanGesture = UIScreenEdgePanGestureRecognizer()
      #if canImport(UIKit)
        enterPanGesture.addTarget(self, action: #selector(handleOnstagePan(pan:)))
      #else
        enterPanGesture.addTarget(self, action: Self.handleOnstagePan(pan:))
      #endif
      enterPanGesture.edges = .left
      sourceViewController?.view.addGestureRecognizer(enterPanGesture)
      self.enterPanGesture = enterPanGesture
    }
  }

  /// The menu; setting it adds the dismissing pan to its view.
  var menuViewController: UIViewController? {
    didSet {
      let exitPanGesture = UIPanGestureRecognizer()
      #if canImport(UIKit)
        exitPanGesture.addTarget(self, action: #selector(handleOffstagePan(pan:)))
      #else
        exitPanGesture.addTarget(self, action: Self.handleOffstagePan(pan:))
      #endif
      menuViewController?.view.addGestureRecognizer(exitPanGesture)
      self.exitPanGesture = exitPanGesture
    }
  }

  #if canImport(UIKit)
    @objc func handleOnstagePan(pan: UIPanGestureRecognizer) { onstagePanned(pan) }
    @objc func handleOffstagePan(pan: UIPanGestureRecognizer) { offstagePanned(pan) }
  #else
    func handleOnstagePan(pan: UIPanGestureRecognizer) { onstagePanned(pan) }
    func handleOffstagePan(pan: UIPanGestureRecognizer) { offstagePanned(pan) }
  #endif

  /// The present pan: progress is half the translation over the width; finish past 0.2.
  private func onstagePanned(_ pan: UIPanGestureRecognizer) {
    guard let view = pan.view else { return }
    let translation = pan.translation(in: view.superview)
    let d = translation.x / view.bounds.width * 0.5
    switch pan.state {
    case .began:
      isInteractive = true
      sourceViewController?.performSegue(withIdentifier: "presentMenu", sender: self)
    case .changed:
      update(d)
    default:
      isInteractive = false
      if d > 0.2 { finish() } else { cancel() }
    }
  }

  /// The dismiss pan: progress is half the leftward translation over the width; finish past
  /// 0.1.
  private func offstagePanned(_ pan: UIPanGestureRecognizer) {
    guard let view = pan.view else { return }
    let translation = pan.translation(in: view)
    let d = translation.x / view.bounds.width * -0.5
    switch pan.state {
    case .began:
      isInteractive = true
      menuViewController?.dismiss(animated: true, completion: nil)
    case .changed:
      update(d)
    default:
      isInteractive = false
      if d > 0.1 { finish() } else { cancel() }
    }
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    isPresenting = true
    return self
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    isPresenting = false
    return self
  }

  func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    return isInteractive ? self : nil
  }

  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    return isInteractive ? self : nil
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    return 0.5
  }

  /// The animation the article leaves to its demo: the menu slides in from the left edge and
  /// fades in, and back out.
  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let presenting = isPresenting
    guard let menu = transitionContext.viewController(forKey: presenting ? .to : .from) else {
      return
    }
    let offstage = CGAffineTransform(
      translationX: -transitionContext.containerView.bounds.width, y: 0)
    if presenting {
      menu.view.transform = offstage
      menu.view.alpha = 0
      transitionContext.containerView.addSubview(menu.view)
    }
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      usingSpringWithDamping: 0.7, initialSpringVelocity: 0.8, options: .curveLinear,
      animations: {
        menu.view.transform = presenting ? .identity : offstage
        menu.view.alpha = presenting ? 1 : 0
      },
      completion: { _ in
        let cancelled = transitionContext.transitionWasCancelled
        // A cancelled pan plays the animation back, but the block has already set the end
        // values: put the menu back where it started, or a cancelled dismissal would leave it
        // presented, off screen and transparent.
        if cancelled {
          menu.view.transform = presenting ? offstage : .identity
          menu.view.alpha = presenting ? 0 : 1
        }
        transitionContext.completeTransition(!cancelled)
      })
  }
}

/// The article's `MenuVC`: the menu screen.
class SeedMenuViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor.systemIndigo.withAlphaComponent(0.9)
  }
}

/// The article's `fromVC`: the screen the menu is presented from.
class SeedMenuHostViewController: UIViewController {
  let transitionHelper = SeedMenuTransitionHelper()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    transitionHelper.sourceViewController = self
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    guard let menu = segue.destination as? SeedMenuViewController else { return }
    menu.transitioningDelegate = transitionHelper
    // The article (2016) predates iOS 13, where a storyboard's Present Modally segue became a
    // page sheet by default; its port sets the full screen it ran with, as iOS 13+ code must.
    menu.modalPresentationStyle = .fullScreen
    transitionHelper.menuViewController = menu
  }
}
