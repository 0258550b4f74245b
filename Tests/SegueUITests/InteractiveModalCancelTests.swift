import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

/// Whether a tap in the middle of `host`'s window at `time` reaches `view` (a tap recognizer on
/// it fires), delivered as real pointer input; the recognizer is removed afterwards.
@MainActor
func aTapReaches(_ view: View, in host: WindowHost, at time: Double) -> Bool {
  var taps = 0
  let tap = TapGestureRecognizer()
  tap.addAction { _ in taps += 1 }
  view.addGestureRecognizer(tap)
  let middle = CGPoint(x: host.window.bounds.midX, y: host.window.bounds.midY)
  host.window.handlePointer(.down, at: middle, time: time)
  host.window.handlePointer(.up, at: middle, time: time + 0.05)
  host.advance(to: time + 0.1)
  view.removeGestureRecognizer(tap)
  return taps == 1
}

/// The view and coordinator callbacks of `log`, without viewDidLoad and the moving flags.
@MainActor
func appearanceEvents(_ log: EventLog) -> [String] {
  log.events.filter { $0.contains(".view") || $0.hasPrefix("coordinator") }
    .filter { !$0.hasSuffix("viewDidLoad") }
}

@MainActor
@Suite("Cancelled interactive presentations and dismissals")
struct InteractiveModalCancelTests {
  /// A window showing "a", a transitioning delegate with a fade animator and a
  /// percent-driven interactor for both directions, the log cleared.
  private func makeShown(log: EventLog) -> (
    WindowHost, LoggingController, LoggingTransitioningDelegate, FadeAnimator
  ) {
    let host = WindowHost()
    let a = LoggingController("a", log: log)
    host.window.rootViewController = a
    let delegate = LoggingTransitioningDelegate(log: log)
    let animator = FadeAnimator(log: log)
    delegate.presentAnimator = animator
    delegate.dismissAnimator = animator
    host.frame()
    log.clear()
    return (host, a, delegate, animator)
  }

  /// Runs 60 Hz frames from `start` for `seconds`.
  private func runFrames(_ host: WindowHost, from start: Double, seconds: Double) {
    for frame in 1...Int(seconds * 60) { host.advance(to: start + Double(frame) / 60) }
  }

  /// Scrubs the running transition of `controller` to `progress` and cancels it, logging the
  /// coordinator's interaction change; returns the coordinator (as an object, to watch it go).
  private func scrubAndCancel(
    _ controller: ViewController, to progress: Double,
    with interactor: PercentDrivenInteractiveTransition,
    host: WindowHost, log: EventLog
  ) throws -> AnyObject {
    let coordinator = try #require(controller.transitionCoordinator)
    coordinator.notifyWhenInteractionChanges { context in
      log.append("coordinator.interactionEnded cancelled=\(context.isCancelled)")
    }
    host.advance(to: 0.1)
    interactor.update(CGFloat(progress))
    host.advance(to: 0.2)
    interactor.cancel()
    #expect(coordinator.isCancelled && !coordinator.isInteractive)
    runFrames(host, from: 0.2, seconds: 1)
    return coordinator as AnyObject
  }

  @Test(arguments: [0.1, 0.5, 0.9])
  func aCancelledPresentationLeavesThePresenterAsItWas(progress: Double) throws {
    let log = EventLog()
    let (host, a, delegate, animator) = makeShown(log: log)
    delegate.presentationInteractor = PercentDrivenInteractiveTransition()
    weak var weakPresented: LoggingController?
    weak var weakContext: AnyObject?
    weak var weakContainer: View?
    var completions = 0
    do {
      let b = LoggingController("b", log: log)
      b.modalPresentationStyle = .fullScreen  // UIKit's default is a page sheet
      weakPresented = b
      b.transitioningDelegate = delegate
      let interactor = try #require(
        delegate.presentationInteractor as? PercentDrivenInteractiveTransition)
      a.present(b, animated: true) { completions += 1 }
      weakContainer = b.transitionCoordinator?.containerView
      weakContext = try scrubAndCancel(b, to: progress, with: interactor, host: host, log: log)
      #expect(
        animator.completeCalls == 1 && animator.endedWith == [false],
        "completeTransition(false) once")
      // Reference §2.2 (the header's rule for any cancelled transition), the interaction-ended
      // handler before the `will` calls of the cancel (§4).
      #expect(
        appearanceEvents(log) == [
          "a.viewWillDisappear", "b.viewWillAppear", "coordinator.interactionEnded cancelled=true",
          "b.viewWillDisappear", "b.viewDidDisappear", "a.viewWillAppear", "a.viewDidAppear",
        ])
      #expect(completions == 0, "the present completion runs only for a presentation")
      #expect(a.presentedViewController == nil && b.presentingViewController == nil)
      #expect(b.transitionCoordinator == nil && a.transitionCoordinator == nil)
      // No container, snapshot or overlay left: the window holds the presenter's view alone.
      #expect(host.window.subviews.count == 1 && host.window.subviews.first === a.view)
      #expect(a.view.frame == host.window.bounds && a.view.alpha == 1 && !a.view.isHidden)
      #expect(a.view.layer.animationKeys() == nil && a.view.layer.speed == 1)
      #expect(aTapReaches(a.view, in: host, at: 1.5))
    }
    delegate.presentationInteractor = nil
    host.advance(to: 2)
    #expect(weakPresented == nil, "the controller whose presentation was cancelled is released")
    #expect(weakContext == nil && weakContainer == nil)
  }

  @Test(arguments: [0.1, 0.5, 0.9])
  func aCancelledDismissalLeavesThePresentationAsItWas(progress: Double) throws {
    let log = EventLog()
    let (host, a, delegate, animator) = makeShown(log: log)
    weak var weakPresented: LoggingController?
    weak var weakContext: AnyObject?
    weak var weakInteractor: PercentDrivenInteractiveTransition?
    var completions = 0
    do {
      let b = LoggingController("b", log: log)
      b.modalPresentationStyle = .fullScreen  // UIKit's default is a page sheet
      weakPresented = b
      b.transitioningDelegate = delegate
      a.present(b, animated: false)
      let interactor = PercentDrivenInteractiveTransition()
      weakInteractor = interactor
      delegate.dismissalInteractor = interactor
      let container = try #require(b.presentationController?.containerView)
      log.clear()
      b.dismiss(animated: true) { completions += 1 }
      #expect(b.isBeingDismissed)
      weakContext = try scrubAndCancel(b, to: progress, with: interactor, host: host, log: log)
      #expect(
        animator.completeCalls == 1 && animator.endedWith == [false],
        "completeTransition(false) once")
      #expect(
        appearanceEvents(log) == [
          "b.viewWillDisappear", "a.viewWillAppear", "coordinator.interactionEnded cancelled=true",
          "a.viewWillDisappear", "a.viewDidDisappear", "b.viewWillAppear", "b.viewDidAppear",
        ])
      #expect(completions == 0 && !b.isBeingDismissed)
      #expect(a.presentedViewController === b && b.presentingViewController === a)
      #expect(b.transitionCoordinator == nil && a.transitionCoordinator == nil)
      // The presentation is as before: the container alone in the window, the presented view
      // alone in it, the presenter's view out of the window (.fullScreen).
      #expect(host.window.subviews.count == 1 && host.window.subviews.first === container)
      #expect(container.subviews.count == 1 && container.subviews.first === b.view)
      #expect(a.view.superview == nil)
      #expect(b.view.frame == container.bounds && b.view.alpha == 1 && !b.view.isHidden)
      #expect(b.view.layer.animationKeys() == nil && container.layer.speed == 1)
      #expect(aTapReaches(b.view, in: host, at: 1.5))
      delegate.dismissalInteractor = nil
      b.dismiss(animated: false)
      #expect(a.view.superview === host.window && host.window.subviews.count == 1)
    }
    host.advance(to: 2)
    #expect(weakPresented == nil && weakContext == nil && weakInteractor == nil)
  }
}
