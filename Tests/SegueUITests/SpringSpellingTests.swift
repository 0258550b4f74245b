import Foundation
import SegueAnimation
import SegueGeometry
import SegueLayers
import SegueTesting
import Testing

@testable import SegueUI

/// iOS 17's spring spellings (`animate(springDuration:bounce:…)`,
/// `SpringTimingParameters(duration:bounce:initialVelocity:)`) against the closed forms.
///
/// Apple's documented mapping (SwiftUI `Spring(duration:bounce:)`, which UIKit's iOS 17 API
/// shares): bounce 0 is critically damped, 0 < bounce < 1 underdamped, bounce < 0 overdamped;
/// the expected curves below are computed from ω₀ = 2π / duration and ζ = 1 − bounce (or
/// 1 / (1 + bounce) when negative), independently of `Spring`.
@MainActor
@Suite("iOS 17 spring spellings")
struct SpringSpellingTests {
  private func square() -> View {
    let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    view.center = CGPoint(x: 0, y: 50)
    return view
  }

  private func onScreenX(_ view: View) -> CGFloat { view.layer.presentationValues().position.x }

  @Test func aBouncySpringBlockFollowsTheUnderdampedClosedForm() {
    let host = TestHost()
    let view = host.show(square())
    let log = CompletionLog()
    View.animate(
      springDuration: 0.5, bounce: 0.3, animations: { view.center = CGPoint(x: 100, y: 50) },
      completion: log.record)
    let omega = 2 * Double.pi / 0.5
    let (mass, stiffness, damping) = (1.0, omega * omega, 2 * 0.7 * omega)
    for time in [0.05, 0.2, 0.35, 0.6] {
      host.advance(to: time)
      let expected = Reference.underdampedSpring(
        mass: mass, stiffness: stiffness, damping: damping, velocity: 0, at: time)
      expectClose(onScreenX(view), 100 * expected, tolerance: 1e-6)
    }
    #expect(log.calls.isEmpty, "still moving")
    host.advance(to: 3)
    #expect(log.calls == [true], "completes once the spring has settled")
    #expect(onScreenX(view) == 100)
  }

  @Test func bounceZeroIsCriticalAndNegativeBounceIsOverdamped() {
    let host = TestHost()
    let critical = host.show(square())
    let overdamped = host.show(square())
    View.animate(springDuration: 0.4, bounce: 0, initialSpringVelocity: 2) {
      critical.center = CGPoint(x: 100, y: 50)
    }
    View.animate(springDuration: 0.4, bounce: -0.5) { overdamped.center = CGPoint(x: 100, y: 50) }
    let omega = 2 * Double.pi / 0.4
    for time in [0.03, 0.1, 0.25, 0.5] {
      host.advance(to: time)
      expectClose(
        onScreenX(critical),
        100 * Reference.criticallyDampedSpring(frequency: omega, velocity: 2, at: time),
        tolerance: 1e-6)
      expectClose(
        onScreenX(overdamped),
        100 * Reference.overdampedSpring(frequency: omega, dampingRatio: 2, velocity: 0, at: time),
        tolerance: 1e-6)
    }
  }

  @Test func aSpringBlockRunsUntilItSettlesAndDelays() {
    let host = TestHost()
    let view = host.show(square())
    let log = CompletionLog()
    View.animate(
      springDuration: 0.5, bounce: 0, delay: 0.2,
      animations: { view.center = CGPoint(x: 100, y: 50) }, completion: log.record)
    host.advance(to: 0.1)
    #expect(onScreenX(view) == 0, "the old value shows during the delay")
    // Critically damped: settles within 0.1 % when e^(−ωt)(1 + ωt) = 0.001, ωt ≈ 9.2335.
    let settling = 9.233_5 / (2 * Double.pi / 0.5)
    host.advance(to: 0.2 + settling - 0.01)
    #expect(log.calls.isEmpty)
    host.advance(to: 0.2 + settling + 0.01)
    #expect(log.calls == [true])
  }

  @Test func outOfRangeBounceAndZeroDurationAreTolerated() {
    let host = TestHost()
    let view = host.show(square())
    let log = CompletionLog()
    View.animate(
      springDuration: 0.3, bounce: 1, animations: { view.alpha = 0.5 }, completion: log.record)
    View.animate(springDuration: 0, animations: { view.center = .zero }, completion: log.record)
    #expect(view.layer.animation(forKey: "position") == nil, "duration 0 does not animate")
    host.advance(to: 0.01)
    #expect(log.calls == [true], "the zero-duration block completes at the next tick")
    host.advance(to: 60)
    #expect(log.calls == [true, true], "a bounce of 1 is clamped so the spring settles")
  }

  @Test func springTimingParametersOfDurationAndBounceDriveAnAnimator() {
    let (host, view) = animatorScene()
    let log = PositionLog()
    let parameters = SpringTimingParameters(
      duration: 0.5, bounce: 0.2, initialVelocity: CGVector(dx: 1, dy: 0))
    #expect(abs(parameters.dampingRatio - 0.8) < 1e-12)
    let animator = ViewPropertyAnimator(duration: 5, timingParameters: parameters)
    animator.addAnimations { view.center = CGPoint(x: 100, y: 50) }
    animator.addCompletion(log.record)
    animator.startAnimation()
    let omega = 2 * Double.pi / 0.5
    for time in [0.1, 0.3] {
      host.advance(to: time)
      let expected = Reference.underdampedSpring(
        mass: 1, stiffness: omega * omega, damping: 2 * 0.8 * omega, velocity: 1, at: time)
      expectClose(view.layer.presentationValues().position.x, 100 * expected, tolerance: 1e-6)
    }
    host.advance(to: 2)
    #expect(log.calls == [.end], "the animator's own 5 s duration is ignored")
    let plain = SpringTimingParameters(duration: 0.5, bounce: -0.5)
    #expect(abs(plain.dampingRatio - 2) < 1e-12 && plain.initialVelocity == .zero)
  }
}
