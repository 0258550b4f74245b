import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

@MainActor
@Suite("Modal presentation: present, dismiss, styles, call order")
struct PresentationTests {
  /// A window showing the logging controller "a", the log cleared.
  private func makeShown(log: EventLog, device: Device = .iPhone15Pro) -> (
    WindowHost, LoggingController
  ) {
    let host = WindowHost(device: device)
    let a = LoggingController("a", log: log)
    host.window.rootViewController = a
    log.clear()
    return (host, a)
  }

  @Test func aFullScreenPresentationFollowsUIKitsOrderAndRemovesThePresentersView() {
    let log = EventLog()
    let (host, a) = makeShown(log: log)
    let b = LoggingController("b", log: log)
    b.modalPresentationStyle = .fullScreen  // UIKit's default is a page sheet
    var completions = 0
    a.present(b, animated: true) {
      completions += 1
      log.append("completion")
    }
    #expect(a.presentedViewController === b && b.presentingViewController === a, "linked at once")
    #expect(b.isBeingPresented && !a.isBeingPresented)
    #expect(b.transitionCoordinator != nil && a.transitionCoordinator != nil)
    #expect(b.presentationController?.containerView?.superview === host.window)
    host.advance(to: 0.25)
    #expect(b.isBeingPresented, "true for the whole transition")
    host.advance(to: ModalTransitionAnimator.coverVerticalDuration + 0.01)
    // Reference §2.2: presenter willDisappear → presented willAppear → presenter
    // didDisappear → presented didAppear; the completion after viewDidAppear ([H] H:VC).
    #expect(
      log.events == [
        "b.viewDidLoad", "a.viewWillDisappear", "b.viewWillAppear", "a.viewDidDisappear",
        "b.viewDidAppear", "completion",
      ])
    #expect(completions == 1 && !b.isBeingPresented && b.transitionCoordinator == nil)
    #expect(a.view.superview == nil, ".fullScreen removes the presenter's view (§5.3)")
    #expect(b.view.window === host.window && b.view.frame == host.window.bounds)
    host.advance(to: 2)
    #expect(completions == 1)
  }

  @Test func dismissingAFullScreenPresentationRestoresThePresenter() {
    let log = EventLog()
    let (host, a) = makeShown(log: log)
    let b = LoggingController("b", log: log)
    b.modalPresentationStyle = .fullScreen  // UIKit's default is a page sheet
    a.present(b, animated: false)
    #expect(a.view.superview == nil && b.view.window === host.window, "not animated: at once")
    log.clear()
    var completions = 0
    b.dismiss(animated: true) {
      completions += 1
      log.append("completion")
    }
    #expect(b.isBeingDismissed && !b.isBeingPresented)
    host.advance(to: 0.2)
    host.advance(to: 0.6)
    #expect(
      log.events == [
        "b.viewWillDisappear", "a.viewWillAppear", "b.viewDidDisappear", "a.viewDidAppear",
        "completion",
      ])
    #expect(completions == 1 && !b.isBeingDismissed)
    #expect(a.view.superview === host.window && a.view.frame == host.window.bounds)
    #expect(b.view.superview == nil && host.window.subviews.count == 1, "the container left")
    #expect(a.presentedViewController == nil && b.presentingViewController == nil)
    #expect(b.presentationController == nil)
  }

  @Test func overFullScreenKeepsThePresenterWithoutAppearanceCallbacks() {
    let log = EventLog()
    let (host, a) = makeShown(log: log)
    let b = LoggingController("b", log: log)
    b.modalPresentationStyle = .fullScreen  // UIKit's default is a page sheet
    b.modalPresentationStyle = .overFullScreen
    b.modalTransitionStyle = .crossDissolve
    a.present(b, animated: true)
    host.advance(to: 0.6)
    b.dismiss(animated: true)
    host.advance(to: 1.2)
    // Reference §2.2 / [B] splinter: the presenter stays and gets no callbacks.
    #expect(
      log.events == [
        "b.viewDidLoad", "b.viewWillAppear", "b.viewDidAppear", "b.viewWillDisappear",
        "b.viewDidDisappear",
      ])
    #expect(a.view.superview === host.window && b.view.alpha == 1)
  }

  @Test func aCustomPresentationUsesThePresentationControllerAndItsFrame() throws {
    let log = EventLog()
    let (host, a) = makeShown(log: log)
    let b = LoggingController("b", log: log)
    b.modalPresentationStyle = .fullScreen  // UIKit's default is a page sheet
    var delegate: LoggingTransitioningDelegate? = LoggingTransitioningDelegate(log: log)
    let presentAnimator = ProbingModalAnimator(log: log, isPresentation: true)
    let dismissAnimator = ProbingModalAnimator(log: log, isPresentation: false)
    delegate?.presentAnimator = presentAnimator
    delegate?.dismissAnimator = dismissAnimator
    b.modalPresentationStyle = .custom
    b.transitioningDelegate = delegate
    a.present(b, animated: true) { log.append("completion") }
    let pc = try #require(delegate?.presentationControllers.first)
    #expect(b.presentationController === pc && pc.presentingViewController === a)
    #expect(
      pc.chrome.superview === pc.containerView && pc.containerView?.subviews.first === pc.chrome)
    host.advance(to: 0.31)
    // Reference §2.1 (presentation controller, animator, interactor), §5.1 (willBegin, animator,
    // didEnd); the presenter stays (`shouldRemovePresentersView` false) and gets no callbacks.
    #expect(
      log.events == [
        // The presented view loads before the delegate is asked (issue 22).
        "b.viewDidLoad", "delegate.presentationController",
        "delegate.animationController(forPresented:)",
        "delegate.interactionControllerForPresentation", "b.viewWillAppear",
        "pc.presentationTransitionWillBegin", "animator.animateTransition",
        "pc.containerViewWillLayoutSubviews", "b.viewDidAppear",
        "pc.presentationTransitionDidEnd(true)",
        "animator.animationEnded(true)", "completion",
      ])
    #expect(presentAnimator.fromViewWasNil == true, "§1.3: nil .from while the presenter stays")
    let half = CGRect(x: 393 - 196, y: 0, width: 196, height: 852)
    #expect(presentAnimator.finalFrameOfPresented == half, "finalFrame = frameOfPresented…")
    #expect(b.view.frame == half && pc.chrome.alpha == 1 && pc.alongsideRan == 1)
    #expect(a.view.superview === host.window)
    log.clear()
    b.dismiss(animated: true) { log.append("completion") }
    host.advance(to: 0.7)
    #expect(dismissAnimator.toViewWasNil == true, "§1.3: nil .to, the presenter never left")
    #expect(
      log.events == [
        "delegate.animationController(forDismissed:)",
        "delegate.interactionControllerForDismissal", "b.viewWillDisappear",
        "pc.dismissalTransitionWillBegin", "animator.animateTransition", "b.viewDidDisappear",
        "pc.dismissalTransitionDidEnd(true)", "animator.animationEnded(true)", "completion",
      ])
    #expect(pc.containerView?.superview == nil && a.presentedViewController == nil)
    // The transitioning delegate is weak, as UIKit's.
    delegate = nil
    #expect(b.transitioningDelegate == nil)
  }

  @Test func aCustomPresentationThatRemovesThePresenterGivesItCallbacks() {
    let log = EventLog()
    let (host, a) = makeShown(log: log)
    let b = LoggingController("b", log: log)
    b.modalPresentationStyle = .fullScreen  // UIKit's default is a page sheet
    let delegate = LoggingTransitioningDelegate(log: log)
    delegate.configure = { $0.removesPresenter = true }
    b.modalPresentationStyle = .custom
    b.transitioningDelegate = delegate
    a.present(b, animated: true)
    host.advance(to: 0.6)
    #expect(log.events.contains("a.viewWillDisappear") && log.events.contains("a.viewDidDisappear"))
    #expect(a.view.superview == nil)
    b.dismiss(animated: true)
    host.advance(to: 1.2)
    #expect(log.events.contains("a.viewDidAppear") && a.view.superview === host.window)
  }

  @Test func aPresentRequestedDuringATransitionIsQueued() {
    let log = EventLog()
    let (host, a) = makeShown(log: log)
    let b = LoggingController("b", log: log)
    b.modalPresentationStyle = .fullScreen  // UIKit's default is a page sheet
    let c = LoggingController("c", log: log)
    c.modalPresentationStyle = .fullScreen  // UIKit's default is a page sheet
    a.present(b, animated: true)
    b.present(c, animated: true) { log.append("c presented") }
    #expect(b.presentedViewController == nil, "queued behind b's presentation")
    host.advance(to: 0.51)
    #expect(b.presentedViewController === c && c.isBeingPresented)
    host.advance(to: 1.2)
    #expect(log.events.last == "c presented" && c.view.window === host.window)
    #expect(b.view.superview == nil, "b, full screen under c, left the window")
    // Dismissing from the bottom presenter dismisses what it presents: b, which presents c,
    // is refused (multi-level dismissal) — so dismiss c first, then b.
    c.dismiss(animated: false)
    a.dismiss(animated: false)
    #expect(a.presentedViewController == nil && a.view.superview === host.window)
  }

  @Test func aCancelledInteractivePresentationRestoresEverything() {
    let log = EventLog()
    let (host, a) = makeShown(log: log)
    let b = LoggingController("b", log: log)
    b.modalPresentationStyle = .fullScreen  // UIKit's default is a page sheet
    let delegate = LoggingTransitioningDelegate(log: log)
    delegate.presentAnimator = ProbingModalAnimator(log: log, isPresentation: true)
    delegate.presentationInteractor = CancellingInteractor(log: log)
    b.transitioningDelegate = delegate
    var completions = 0
    a.present(b, animated: true) { completions += 1 }
    host.frame()
    #expect(a.presentedViewController == nil && b.presentingViewController == nil)
    #expect(a.view.superview === host.window && host.window.subviews.count == 1)
    // Reference §2.2 (cancel): the appearing controller gets willDisappear/didDisappear and
    // no didAppear; the presenter comes back with willAppear/didAppear.
    #expect(
      log.events == [
        "b.viewDidLoad", "delegate.animationController(forPresented:)",
        "delegate.interactionControllerForPresentation", "a.viewWillDisappear",
        "b.viewWillAppear", "interactor.start", "b.viewWillDisappear", "b.viewDidDisappear",
        "a.viewWillAppear", "a.viewDidAppear", "animator.animationEnded(false)",
      ])
    #expect(!log.events.contains("b.viewDidAppear") && completions == 0)
  }

  @Test func showPresentsWithoutANavigationControllerAndShowDetailPresentsFromIt() {
    let log = EventLog()
    let (host, a) = makeShown(log: log)
    let b = LoggingController("b", log: log)
    b.modalPresentationStyle = .fullScreen  // UIKit's default is a page sheet
    a.show(b, sender: nil)
    #expect(a.presentedViewController === b, "seed 001's table: ViewController → presentation")
    host.advance(to: 0.6)
    b.dismiss(animated: false)

    let child = LoggingController("child", log: log)
    child.modalPresentationStyle = .fullScreen  // UIKit's default is a page sheet
    let navigation = NavigationController(rootViewController: child)
    host.window.rootViewController = navigation
    let detail = LoggingController("detail", log: log)
    detail.modalPresentationStyle = .fullScreen  // UIKit's default is a page sheet
    child.showDetailViewController(detail, sender: nil)
    #expect(
      detail.presentingViewController === navigation, "presented by the navigation controller")
    #expect(child.presentedViewController === detail)
  }

  @Test func aCurrentContextPresentationCoversTheContextView() throws {
    let log = EventLog()
    let host = WindowHost()
    let child = LoggingController("child", log: log)
    child.modalPresentationStyle = .fullScreen  // UIKit's default is a page sheet
    let navigation = NavigationController(rootViewController: child)
    child.definesPresentationContext = true
    host.window.rootViewController = navigation
    let b = LoggingController("b", log: log)
    b.modalPresentationStyle = .fullScreen  // UIKit's default is a page sheet
    b.modalPresentationStyle = .overCurrentContext
    child.present(b, animated: false)
    #expect(b.presentingViewController === child)
    let container = try #require(b.view.superview)
    #expect(container.superview === child.view.superview && container.frame == child.view.frame)
    #expect(child.view.superview != nil, ".overCurrentContext keeps the context's view")
  }

  @Test func presentingAnAlreadyPresentedControllerIsAProgrammerError() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let host = WindowHost()
        let a = ViewController()
        host.window.rootViewController = a
        let b = ViewController()
        a.present(b, animated: false)
        ViewController().present(b, animated: false)
      }
    }
  }

  @Test func partialCurlOutsideAFullScreenPresentationStopsAsUIKitRaises() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let host = WindowHost()
        let a = ViewController()
        host.window.rootViewController = a
        let b = ViewController()
        b.modalTransitionStyle = .partialCurl
        b.modalPresentationStyle = .overFullScreen
        a.present(b, animated: true)
      }
    }
  }
}
