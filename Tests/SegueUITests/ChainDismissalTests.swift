import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

/// Dismissing several presentation levels at once. UIKit's documentation of
/// `dismiss(animated:completion:)`: called on a controller lower in a stack of presentations,
/// it dismisses its immediate child and all above it; only the top-most view is dismissed in
/// an animated fashion, with its own modal transition style; intermediate controllers are
/// simply removed.
@MainActor
@Suite("Dismissing several presentation levels at once")
struct ChainDismissalTests {
  /// "a" in a window presenting "b" (full screen, cover vertical) presenting "c" with
  /// `cStyle` / `cTransition`, both at once; the log cleared.
  private func makeStack(
    log: EventLog, cStyle: ModalPresentationStyle = .fullScreen,
    cTransition: ModalTransitionStyle = .crossDissolve
  ) -> (WindowHost, LoggingController, LoggingController, LoggingController) {
    let host = WindowHost()
    let a = LoggingController("a", log: log)
    host.window.rootViewController = a
    let b = LoggingController("b", log: log)
    b.modalPresentationStyle = .fullScreen  // UIKit's default is a page sheet
    a.present(b, animated: false)
    let c = LoggingController("c", log: log)
    c.modalPresentationStyle = .fullScreen  // UIKit's default is a page sheet
    c.modalPresentationStyle = cStyle
    c.modalTransitionStyle = cTransition
    b.present(c, animated: false)
    host.frame()
    log.clear()
    return (host, a, b, c)
  }

  @Test func onlyTheTopAnimatesAndEveryLevelGoes() throws {
    let log = EventLog()
    let (host, a, b, c) = makeStack(log: log)
    var completions = 0
    a.dismiss(animated: true) {
      completions += 1
      log.append("completion")
    }
    #expect(b.isBeingDismissed && c.isBeingDismissed)
    #expect(a.transitionCoordinator != nil && c.transitionCoordinator != nil)
    // B (never visible under the full-screen C) is gone at once; A shows under C.
    #expect(b.view.window == nil)
    #expect(a.view.window === host.window && c.view.window === host.window)
    host.advance(to: ModalTransitionAnimator.crossDissolveDuration / 2)
    // C animates with its own style (cross dissolve: C fades), not B's cover vertical.
    let opacity = c.view.layer.presentationValues().opacity
    #expect(opacity > 0 && opacity < 1)
    #expect(c.view.layer.presentationValues().position == c.view.layer.position)
    #expect(completions == 0)
    host.advance(to: ModalTransitionAnimator.crossDissolveDuration + 0.01)
    // The visible controllers only: C disappears, A appears; B, already disappeared, hears
    // nothing. The completion comes last.
    #expect(
      log.events == [
        "c.viewWillDisappear", "a.viewWillAppear", "c.viewDidDisappear", "a.viewDidAppear",
        "completion",
      ])
    #expect(completions == 1)
    #expect(a.presentedViewController == nil && b.presentingViewController == nil)
    #expect(b.presentedViewController == nil && c.presentingViewController == nil)
    #expect(!b.isBeingDismissed && !c.isBeingDismissed && a.transitionCoordinator == nil)
    #expect(host.window.subviews.map { $0 === a.view } == [true], "only A's view remains")
    #expect(a.view.frame == host.window.bounds)
    // The stack can be built again.
    a.present(b, animated: false)
    #expect(a.presentedViewController === b)
  }

  @Test func anIntermediateLevelStillOnScreenDisappearsToo() throws {
    let log = EventLog()
    let (host, a, b, _) = makeStack(log: log, cStyle: .overFullScreen)
    #expect(b.view.window === host.window, "B shows under the over-full-screen C")
    a.dismiss(animated: true)
    #expect(b.view.window == nil, "the intermediate level is simply removed")
    host.advance(to: 1)
    #expect(
      log.events == [
        "c.viewWillDisappear", "b.viewWillDisappear", "a.viewWillAppear", "c.viewDidDisappear",
        "b.viewDidDisappear", "a.viewDidAppear",
      ])
    #expect(host.window.subviews.map { $0 === a.view } == [true])
  }

  @Test func aCustomPresentationBelowIsToldItsDismissalEnded() throws {
    let log = EventLog()
    let host = WindowHost()
    let a = LoggingController("a", log: log)
    host.window.rootViewController = a
    let b = LoggingController("b", log: log)
    b.modalPresentationStyle = .fullScreen  // UIKit's default is a page sheet
    let bDelegate = LoggingTransitioningDelegate(log: log)
    b.modalPresentationStyle = .custom
    b.transitioningDelegate = bDelegate
    a.present(b, animated: false)
    let c = LoggingController("c", log: log)
    c.modalPresentationStyle = .fullScreen  // UIKit's default is a page sheet
    c.modalPresentationStyle = .overFullScreen
    b.present(c, animated: false)
    host.frame()
    log.clear()
    var done = false
    a.dismiss(animated: false) { done = true }
    host.advance(to: 0.1)
    #expect(done && a.presentedViewController == nil)
    let pcEvents = log.events.filter { $0.hasPrefix("pc.") }
    #expect(pcEvents == ["pc.dismissalTransitionWillBegin", "pc.dismissalTransitionDidEnd(true)"])
    #expect(!log.events.contains("a.viewWillAppear"), "the custom presentation kept A on screen")
  }

  @Test func dismissingFromTheMiddleDismissesWhatItPresents() throws {
    let log = EventLog()
    let (host, a, b, c) = makeStack(log: log)
    b.dismiss(animated: false)
    host.frame()
    #expect(a.presentedViewController === b && b.presentedViewController == nil)
    #expect(c.presentingViewController == nil && b.view.window === host.window)
  }
}
