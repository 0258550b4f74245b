import Foundation
import SegueGeometry

@testable import SegueUI

/// A presentation controller that logs its lifecycle and puts the presented view in the
/// right half, with a chrome view at index 0 faded alongside.
@MainActor
final class LoggingPresentationController: PresentationController {
  let log: EventLog
  let chrome = View()
  var removesPresenter = false
  var inFullscreen = true
  private(set) var alongsideRan = 0

  init(presented: ViewController, presenting: ViewController?, log: EventLog) {
    self.log = log
    super.init(presentedViewController: presented, presenting: presenting)
  }

  override var shouldRemovePresentersView: Bool { removesPresenter }
  override var shouldPresentInFullscreen: Bool { inFullscreen }

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let bounds = containerView?.bounds else { return .zero }
    let size = size(
      forChildContentContainer: presentedViewController, withParentContainerSize: bounds.size)
    return CGRect(x: bounds.width - size.width, y: 0, width: size.width, height: size.height)
  }

  override func size(
    forChildContentContainer container: any ContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize {
    CGSize(width: (parentSize.width / 2).rounded(.down), height: parentSize.height)
  }

  override func presentationTransitionWillBegin() {
    log.append("pc.presentationTransitionWillBegin")
    chrome.frame = containerView?.bounds ?? .zero
    chrome.alpha = 0
    containerView?.insertSubview(chrome, at: 0)
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.alongsideRan += 1
      self.chrome.alpha = 1
    })
  }
  override func presentationTransitionDidEnd(_ completed: Bool) {
    log.append("pc.presentationTransitionDidEnd(\(completed))")
  }
  override func dismissalTransitionWillBegin() {
    log.append("pc.dismissalTransitionWillBegin")
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.chrome.alpha = 0
    })
  }
  override func dismissalTransitionDidEnd(_ completed: Bool) {
    log.append("pc.dismissalTransitionDidEnd(\(completed))")
  }
  override func containerViewWillLayoutSubviews() {
    log.append("pc.containerViewWillLayoutSubviews")
    chrome.frame = containerView?.bounds ?? .zero
    presentedView?.frame = frameOfPresentedViewInContainerView
  }
}

/// A transitioning delegate that logs the queries and answers with a presentation
/// controller (for `.custom`) and the given animators.
@MainActor
final class LoggingTransitioningDelegate: ViewControllerTransitioningDelegate {
  let log: EventLog
  var presentAnimator: (any ViewControllerAnimatedTransitioning)?
  var dismissAnimator: (any ViewControllerAnimatedTransitioning)?
  var presentationInteractor: (any ViewControllerInteractiveTransitioning)?
  var dismissalInteractor: (any ViewControllerInteractiveTransitioning)?
  var configure: (LoggingPresentationController) -> Void = { _ in }
  private(set) var presentationControllers: [LoggingPresentationController] = []

  init(log: EventLog) { self.log = log }

  func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? {
    log.append("delegate.presentationController")
    let controller = LoggingPresentationController(
      presented: presented, presenting: presenting, log: log)
    configure(controller)
    presentationControllers.append(controller)
    return controller
  }
  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? {
    log.append("delegate.animationController(forPresented:)")
    return presentAnimator
  }
  func animationController(forDismissed dismissed: ViewController)
    -> (any ViewControllerAnimatedTransitioning)?
  {
    log.append("delegate.animationController(forDismissed:)")
    return dismissAnimator
  }
  func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning)
    -> (any ViewControllerInteractiveTransitioning)?
  {
    log.append("delegate.interactionControllerForPresentation")
    return presentationInteractor
  }
  func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning)
    -> (any ViewControllerInteractiveTransitioning)?
  {
    log.append("delegate.interactionControllerForDismissal")
    return dismissalInteractor
  }
}

/// An animator that records what the context says, then slides the presented view to its
/// final frame (or away) over `duration`.
@MainActor
final class ProbingModalAnimator: ViewControllerAnimatedTransitioning {
  let log: EventLog
  let isPresentation: Bool
  var duration = 0.3
  private(set) var fromViewWasNil: Bool?
  private(set) var toViewWasNil: Bool?
  private(set) var finalFrameOfPresented: CGRect?

  init(log: EventLog, isPresentation: Bool) {
    self.log = log
    self.isPresentation = isPresentation
  }

  func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
    -> Double
  { duration }

  func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
    log.append("animator.animateTransition")
    fromViewWasNil = transitionContext.view(forKey: .from) == nil
    toViewWasNil = transitionContext.view(forKey: .to) == nil
    let container = transitionContext.containerView
    if isPresentation, let to = transitionContext.viewController(forKey: .to),
      let toView = transitionContext.view(forKey: .to)
    {
      let final = transitionContext.finalFrame(for: to)
      finalFrameOfPresented = final
      toView.frame = final.offsetBy(dx: final.width, dy: 0)
      container.addSubview(toView)
      View.animate(
        withDuration: duration, animations: { toView.frame = final },
        completion: { _ in
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    } else {
      let fromView = transitionContext.view(forKey: .from)
      if let toView = transitionContext.view(forKey: .to) {
        container.insertSubview(toView, at: 0)
      }
      View.animate(
        withDuration: duration, animations: { fromView?.alpha = 0 },
        completion: { _ in
          fromView?.removeFromSuperview()
          fromView?.alpha = 1
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
  }

  func animationEnded(_ transitionCompleted: Bool) {
    log.append("animator.animationEnded(\(transitionCompleted))")
  }
}
