#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

// Written as public iOS transition libraries write a dimmed card presentation with Auto Layout
// (Swift 5 mode, no annotations): a presentation controller whose dimming view is pinned to the
// container by its four anchors, inserted at index 0 and faded alongside the transition; and an
// animator that opens the card by changing a height constraint's constant and calling
// `layoutIfNeeded()` inside a spring `UIView.animate` from `animateTransition(using:)`.

final class DimmedCardFixturePresentationController: UIPresentationController {
  let dimmingView: UIView = {
    let view = UIView()
    view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
    view.translatesAutoresizingMaskIntoConstraints = false
    view.alpha = 0
    return view
  }()

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let containerView = containerView else { return .zero }
    let bounds = containerView.bounds
    return CGRect(x: 0, y: bounds.height / 3, width: bounds.width, height: bounds.height * 2 / 3)
  }

  override func presentationTransitionWillBegin() {
    super.presentationTransitionWillBegin()
    guard let containerView = containerView else { return }
    containerView.insertSubview(dimmingView, at: 0)
    NSLayoutConstraint.activate([
      dimmingView.topAnchor.constraint(equalTo: containerView.topAnchor),
      dimmingView.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),
      dimmingView.leftAnchor.constraint(equalTo: containerView.leftAnchor),
      dimmingView.rightAnchor.constraint(equalTo: containerView.rightAnchor),
    ])
    guard let coordinator = presentedViewController.transitionCoordinator else {
      dimmingView.alpha = 1
      return
    }
    coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
  }

  override func dismissalTransitionWillBegin() {
    super.dismissalTransitionWillBegin()
    guard let coordinator = presentedViewController.transitionCoordinator else {
      dimmingView.alpha = 0
      return
    }
    coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
  }

  override func containerViewWillLayoutSubviews() {
    super.containerViewWillLayoutSubviews()
    presentedView?.frame = frameOfPresentedViewInContainerView
  }
}

final class DimmedCardFixtureViewController: UIViewController {
  let card = UIView()
  lazy var cardHeight = card.heightAnchor.constraint(equalToConstant: 80)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    card.backgroundColor = .systemBlue
    card.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(card)
    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      cardHeight,
    ])
  }
}

final class DimmedCardFixtureAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let isPresenting: Bool

  init(isPresenting: Bool) {
    self.isPresenting = isPresenting
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    return 0.5
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
    guard
      let controller = transitionContext.viewController(forKey: key)
        as? DimmedCardFixtureViewController
    else {
      transitionContext.completeTransition(false)
      return
    }
    if isPresenting {
      transitionContext.containerView.addSubview(controller.view)
      controller.view.frame = transitionContext.finalFrame(for: controller)
      controller.cardHeight.constant = 80
      controller.view.layoutIfNeeded()
      controller.cardHeight.constant = 400
    } else {
      controller.cardHeight.constant = 80
    }
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [],
      animations: {
        controller.view.layoutIfNeeded()
        if !self.isPresenting { controller.view.alpha = 0 }
      },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}

final class DimmedCardFixtureTransitioningDelegate: NSObject,
  UIViewControllerTransitioningDelegate
{
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    return DimmedCardFixturePresentationController(
      presentedViewController: presented, presenting: presenting)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    return DimmedCardFixtureAnimator(isPresenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    return DimmedCardFixtureAnimator(isPresenting: false)
  }
}
