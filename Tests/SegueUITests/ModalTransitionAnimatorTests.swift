import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

@MainActor
@Suite("Built-in modal animations: each style both ways, presenter kept or removed")
struct ModalTransitionAnimatorTests {
  @Test(arguments: [
    (ModalTransitionStyle.coverVertical, ModalPresentationStyle.fullScreen),
    (.coverVertical, .overFullScreen), (.crossDissolve, .fullScreen),
    (.crossDissolve, .overFullScreen), (.flipHorizontal, .fullScreen),
    (.flipHorizontal, .overFullScreen),
  ])
  func presentsAndDismissesBackToTheStartingHierarchy(
    style: ModalTransitionStyle, presentation: ModalPresentationStyle
  ) {
    let host = WindowHost()
    let a = ViewController()
    host.window.rootViewController = a
    let b = ViewController()
    b.modalTransitionStyle = style
    b.modalPresentationStyle = presentation
    var events: [String] = []
    a.present(b, animated: true) { events.append("presented") }
    host.advance(to: style.builtInDuration / 2)
    #expect(b.isBeingPresented, "\(style) \(presentation) animates")
    host.advance(to: style.builtInDuration + 0.01)
    #expect(events == ["presented"] && b.view.frame == host.window.bounds && b.view.alpha == 1)
    #expect((a.view.window != nil) == (presentation == .overFullScreen))
    b.dismiss(animated: true) { events.append("dismissed") }
    host.advance(to: 1.5 * style.builtInDuration)
    #expect(b.isBeingDismissed)
    host.advance(to: 2 * style.builtInDuration + 0.02)
    #expect(events == ["presented", "dismissed"])
    #expect(host.window.subviews.map { $0 === a.view } == [true], "back to the window's root only")
    #expect(b.view.superview == nil && b.view.alpha == 1 && a.view.frame == host.window.bounds)
  }

  @Test func aNonAnimatedCustomPresentationStillCallsTheAnimatorNotAnimated() {
    let log = EventLog()
    let host = WindowHost()
    let a = ViewController()
    host.window.rootViewController = a
    let b = ViewController()
    let delegate = LoggingTransitioningDelegate(log: log)
    let animator = ProbingModalAnimator(log: log, isPresentation: true)
    animator.duration = 0
    delegate.presentAnimator = animator
    b.modalPresentationStyle = .custom
    b.transitioningDelegate = delegate
    a.present(b, animated: false)
    // Reference §1.6: a .custom presentation calls animateTransition even when not animated.
    #expect(log.events.contains("animator.animateTransition"))
    host.frame()
    #expect(a.presentedViewController === b && !b.isBeingPresented)
  }
}
