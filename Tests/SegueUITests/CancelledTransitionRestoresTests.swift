import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

/// An animator shaped as Apple's "Custom View Controller Presentations and Transitions" Swipe
/// demo: the presented view slides in from the right edge, and out to it when dismissed (fading
/// to `dismissedAlpha`); the presenter's view fades to `presenterAlpha` under a presentation.
/// The completion removes the to-view of a cancelled transition and resets nothing else
/// (docs/uikit-compatibility.md §11a).
@MainActor
private final class SwipeAnimator: ViewControllerAnimatedTransitioning {
  let presenting: Bool
  let presenterAlpha: CGFloat = 0.5
  let dismissedAlpha: CGFloat = 0.8
  /// Set outside the animation block before animating (must survive a cancel).
  let cornerRadius: CGFloat = 12
  /// Whether the dismissal goes through `animateKeyframes` (a shrink, then the slide).
  var usesKeyframes = false
  private(set) var finishedFlags: [Bool] = []

  init(presenting: Bool) { self.presenting = presenting }

  func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
    -> Double
  { 0.4 }

  func animateTransition(using context: any ViewControllerContextTransitioning) {
    guard let from = context.viewController(forKey: .from),
      let to = context.viewController(forKey: .to)
    else { return }
    let container = context.containerView
    let fromView = context.view(forKey: .from)
    let toView = context.view(forKey: .to)
    let width = container.bounds.width
    if presenting, let toView {
      toView.frame = context.finalFrame(for: to).offsetBy(dx: width, dy: 0)
      container.addSubview(toView)
    } else if let toView, let fromView {
      container.insertSubview(toView, belowSubview: fromView)
    }
    fromView?.layer.cornerRadius = cornerRadius
    let slide = {
      if self.presenting {
        toView?.frame = context.finalFrame(for: to)
        fromView?.alpha = self.presenterAlpha
      } else if let fromView {
        fromView.frame = context.initialFrame(for: from).offsetBy(dx: width, dy: 0)
        fromView.alpha = self.dismissedAlpha
      }
    }
    let completion = { (finished: Bool) in
      self.finishedFlags.append(finished)
      let cancelled = context.transitionWasCancelled
      if cancelled { toView?.removeFromSuperview() }
      context.completeTransition(!cancelled)
    }
    if usesKeyframes, let fromView {
      View.animateKeyframes(
        withDuration: transitionDuration(using: context), delay: 0,
        animations: {
          View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
            fromView.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
          }
          View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5, animations: slide)
        }, completion: completion)
    } else {
      View.animate(
        withDuration: transitionDuration(using: context), animations: slide,
        completion: completion)
    }
  }
}

@MainActor
private final class SwipeDelegate: ViewControllerTransitioningDelegate {
  var interactor: PercentDrivenInteractiveTransition?
  var dismissalAnimator = SwipeAnimator(presenting: false)
  var dimmed = false
  private(set) var dimming: DimmingPresentationController?

  func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? {
    guard dimmed else { return nil }
    let controller = DimmingPresentationController(
      presentedViewController: presented, presenting: presenting)
    dimming = controller
    return controller
  }
  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? { SwipeAnimator(presenting: true) }
  func animationController(forDismissed dismissed: ViewController)
    -> (any ViewControllerAnimatedTransitioning)?
  { dismissalAnimator }
  func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning)
    -> (any ViewControllerInteractiveTransitioning)?
  { interactor }
  func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning)
    -> (any ViewControllerInteractiveTransitioning)?
  { interactor }
}

/// A presentation controller whose dimming view fades alongside the transition and is removed
/// only after a completed dismissal (`AAPLCustomPresentationController`'s pattern): nothing
/// resets its opacity after a cancelled dismissal.
@MainActor
private final class DimmingPresentationController: PresentationController {
  let dimmingView = View()

  override func presentationTransitionWillBegin() {
    guard let containerView else { return }
    dimmingView.frame = containerView.bounds
    dimmingView.alpha = 0
    containerView.addSubview(dimmingView)
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 0.5
    })
  }

  override func dismissalTransitionWillBegin() {
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 0
    })
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed { dimmingView.removeFromSuperview() }
  }
}

@MainActor
@Suite("A cancelled percent-driven transition puts back what its blocks changed")
struct CancelledTransitionRestoresTests {
  /// A window showing "a" and a controller "b" to present with `delegate`.
  private func makeScreens(_ delegate: SwipeDelegate)
    -> (WindowHost, ViewController, ViewController)
  {
    let host = WindowHost()
    let a = ViewController()
    host.window.rootViewController = a
    let b = ViewController()
    b.modalPresentationStyle = delegate.dimmed ? .custom : .fullScreen
    b.transitioningDelegate = delegate
    host.frame()
    return (host, a, b)
  }

  /// Presents `b` over `a` without animation and lets its transition (a custom presentation
  /// runs its animator even so) settle; the stage is then at 1 s.
  private func present(_ b: ViewController, over a: ViewController, host: WindowHost) {
    a.present(b, animated: false)
    for frame in 1...60 { host.advance(to: Double(frame) / 60) }
  }

  /// Scrubs the transition begun at `start` to `progress` and ends the interaction (a cancel or
  /// a finish), then runs a second of 60 Hz frames.
  private func scrub(
    _ interactor: PercentDrivenInteractiveTransition, to progress: Double, cancel: Bool,
    host: WindowHost, from start: Double = 0
  ) {
    host.advance(to: start + 0.1)
    interactor.update(CGFloat(progress))
    host.advance(to: start + 0.2)
    if cancel { interactor.cancel() } else { interactor.finish() }
    for frame in 1...60 { host.advance(to: start + 0.2 + Double(frame) / 60) }
  }

  /// Presents "b" over "a" with `delegate`, then dismisses it interactively, scrubbed to
  /// `progress` and cancelled or finished; returns them with b's frame before the dismissal.
  private func dismissInteractively(
    _ delegate: SwipeDelegate, to progress: Double, cancel: Bool
  ) -> (host: WindowHost, a: ViewController, b: ViewController, before: CGRect) {
    let (host, a, b) = makeScreens(delegate)
    present(b, over: a, host: host)
    let before = b.view.frame
    let interactor = PercentDrivenInteractiveTransition()
    delegate.interactor = interactor
    b.dismiss(animated: true)
    scrub(interactor, to: progress, cancel: cancel, host: host, from: 1)
    return (host, a, b, before)
  }

  /// With `dimmed`, a custom presentation, whose presented view nothing lays out again after
  /// the cancel; else a full-screen one, whose presented view the container lays out.
  @Test(arguments: [0.1, 0.5, 0.9], [false, true])
  func aCancelledSwipeDismissalLeavesThePresentedViewInPlace(progress: Double, dimmed: Bool)
    throws
  {
    let delegate = SwipeDelegate()
    delegate.dimmed = dimmed
    let (host, a, b, before) = dismissInteractively(delegate, to: progress, cancel: true)
    #expect(a.presentedViewController === b && b.transitionCoordinator == nil)
    #expect(b.view.frame == before, "the slide's block is undone: the presented view is back")
    #expect(b.view.alpha == 1)
    #expect(b.view.layer.presentationValues().position == b.view.layer.position)
    #expect(b.view.layer.animationKeys() == nil)
    #expect(
      b.view.layer.cornerRadius == delegate.dismissalAnimator.cornerRadius,
      "a value set outside the animation block stays")
    #expect(delegate.dismissalAnimator.finishedFlags == [true])
    #expect(aTapReaches(b.view, in: host, at: 2.5))
  }

  @Test func aCancelledKeyframeDismissalUndoesEveryKeyframe() throws {
    let delegate = SwipeDelegate()
    delegate.dismissalAnimator.usesKeyframes = true
    let (_, a, b, before) = dismissInteractively(delegate, to: 0.75, cancel: true)
    #expect(a.presentedViewController === b)
    #expect(b.view.transform == .identity && b.view.frame == before && b.view.alpha == 1)
    #expect(b.view.layer.animationKeys() == nil)
  }

  @Test func aFinishedSwipeDismissalKeepsTheFinalValues() throws {
    let delegate = SwipeDelegate()
    let (_, a, b, _) = dismissInteractively(delegate, to: 0.5, cancel: false)
    #expect(a.presentedViewController == nil)
    #expect(
      Float(b.view.alpha) == Float(delegate.dismissalAnimator.dismissedAlpha),
      "the view keeps what the block set")
  }

  @Test(arguments: [0.2, 0.8])
  func aCancelledSwipePresentationLeavesThePresenterAsItWas(progress: Double) throws {
    let delegate = SwipeDelegate()
    let (host, a, b) = makeScreens(delegate)
    let interactor = PercentDrivenInteractiveTransition()
    delegate.interactor = interactor
    a.present(b, animated: true)
    scrub(interactor, to: progress, cancel: true, host: host)
    #expect(a.presentedViewController == nil && b.view.superview == nil)
    #expect(a.view.alpha == 1, "the fade of the presenter's view is undone")
    #expect(a.view.frame == host.window.bounds && a.view.superview === host.window)
    #expect(aTapReaches(a.view, in: host, at: 1.5))
  }

  @Test func aCancelledDismissalRestoresTheAlongsideDimming() throws {
    let delegate = SwipeDelegate()
    delegate.dimmed = true
    let (host, a, b) = makeScreens(delegate)
    a.present(b, animated: true)
    for frame in 1...60 { host.advance(to: Double(frame) / 60) }
    let dimming = try #require(delegate.dimming?.dimmingView)
    #expect(dimming.alpha == 0.5 && a.presentedViewController === b)
    let interactor = PercentDrivenInteractiveTransition()
    delegate.interactor = interactor
    b.dismiss(animated: true)
    host.advance(to: 1.1)
    interactor.update(0.6)
    host.advance(to: 1.2)
    interactor.cancel()
    for frame in 1...60 { host.advance(to: 1.2 + Double(frame) / 60) }
    #expect(a.presentedViewController === b && dimming.superview != nil)
    #expect(dimming.alpha == 0.5, "the alongside fade is undone with the animator's")
    #expect(dimming.layer.animationKeys() == nil)
  }
}
