import Foundation
import SegueAnimation
import SegueGeometry
import SegueLayers
import SegueTesting
import Testing

@testable import SegueUI

@MainActor
@Suite("Property animators: continuing, reversing, velocity")
struct ViewPropertyAnimatorContinuationTests {
  private func scene() -> (WindowHost, View) { animatorScene() }

  private func onScreen(_ view: View) -> CGPoint { view.layer.presentationValues().position }

  /// The on-screen velocity (points per second) just after `time`: a forward difference over
  /// two steps of `step` seconds, starting one step in (so the first frame is not needed).
  private func velocity(of view: View, in host: WindowHost, after time: Double, step: Double = 1e-6)
    -> CGVector
  {
    host.advance(to: time + step)
    let first = onScreen(view)
    host.advance(to: time + 2 * step)
    let second = onScreen(view)
    return CGVector(dx: (second.x - first.x) / step, dy: (second.y - first.y) / step)
  }

  @Test func reversingAContinuedAnimatorHeadsBackWithoutAJump() {
    let (host, view) = scene()
    let log = PositionLog()
    let animator = ViewPropertyAnimator(duration: 1, curve: .linear) {
      view.center = CGPoint(x: 100, y: 50)
    }
    animator.addCompletion(log.record)
    animator.startAnimation()
    host.advance(to: 0.4)
    animator.pauseAnimation()
    animator.continueAnimation(
      withTimingParameters: CubicTimingParameters(animationCurve: .easeIn), durationFactor: 1)
    host.advance(to: 0.7)
    let before = onScreen(view).x
    let fraction = animator.fractionComplete
    expectClose(fraction, 0.7, tolerance: 1e-9)
    #expect(before > 40 && before < 70, "easeIn lags the time fraction")
    animator.isReversed = true
    host.frame()
    expectClose(onScreen(view).x, before, tolerance: 1e-9)
    expectClose(animator.fractionComplete, fraction, tolerance: 1e-9)
    host.advance(to: 0.71)
    #expect(onScreen(view).x < before, "heads back towards the start")
    #expect(animator.fractionComplete < fraction)
    // The way back is a fresh segment over the fraction to travel × duration.
    host.advance(to: 0.7 + 0.7 - 0.01)
    #expect(log.calls.isEmpty)
    host.advance(to: 0.7 + 0.7)
    #expect(log.calls == [.start])
    #expect(view.center == CGPoint(x: 0, y: 50) && view.layer.animationKeys() == nil)
  }

  @Test func resumingAReversedLinearScrubContinuesFromTheScrubbedValue() {
    let (host, view) = scene()
    let log = PositionLog()
    let animator = ViewPropertyAnimator(duration: 1, curve: .easeInOut) {
      view.center = CGPoint(x: 100, y: 50)
    }
    animator.addCompletion(log.record)
    animator.fractionComplete = 0.3
    host.frame()
    expectClose(onScreen(view).x, 30, tolerance: 1e-9)
    animator.isReversed = true
    animator.startAnimation()
    host.frame()
    expectClose(onScreen(view).x, 30, tolerance: 1e-9)
    host.advance(to: 0.29)
    #expect(log.calls.isEmpty && onScreen(view).x < 30 && onScreen(view).x > 0)
    host.advance(to: 0.3)
    #expect(log.calls == [.start] && view.center.x == 0)
  }

  @Test func aContinuedSpringLeavesWithItsInitialVelocityTowardsWhereItHeads() {
    let (host, view) = scene()
    let animator = ViewPropertyAnimator(duration: 1, curve: .linear) {
      view.center = CGPoint(x: 100, y: 50)
    }
    animator.startAnimation()
    host.advance(to: 0.6)
    animator.pauseAnimation()
    let grabbed = onScreen(view).x
    expectClose(grabbed, 60, tolerance: 1e-9)
    // Released moving back at 300 pt/s: UIKit's unit is the remaining distance per second.
    let release = 300.0
    animator.isReversed = true
    animator.continueAnimation(
      withTimingParameters: SpringTimingParameters(
        dampingRatio: 1, initialVelocity: CGVector(dx: release / 60, dy: 0)),
      durationFactor: 1)
    host.frame()
    expectClose(onScreen(view).x, grabbed, tolerance: 1e-9)
    let v = velocity(of: view, in: host, after: 0.6)
    expectClose(v.dx, -release, tolerance: release * 0.02)
  }

  @Test func aPositionSpringUsesEachComponentOfTheVelocityOnItsAxis() {
    let (host, view) = scene()
    let parameters = SpringTimingParameters(
      dampingRatio: 1, initialVelocity: CGVector(dx: 4, dy: -1))
    let animator = ViewPropertyAnimator(duration: 1, timingParameters: parameters)
    animator.addAnimations { view.center = CGPoint(x: 100, y: 150) }
    animator.startAnimation()
    // dx × 100 pt = 400 pt/s along x, dy × 100 pt = −100 pt/s along y (away from the target).
    let v = velocity(of: view, in: host, after: 0)
    expectClose(v.dx, 400, tolerance: 8)
    expectClose(v.dy, -100, tolerance: 8)
    host.advance(to: 1)
    #expect(view.center == CGPoint(x: 100, y: 150))
  }

  @Test func otherPropertiesUseTheVectorsSignedLength() {
    #expect(
      SpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: -2, dy: 0))
        .scalarInitialVelocity == -2)
    #expect(
      SpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 3, dy: 4))
        .scalarInitialVelocity == 5)
    #expect(
      SpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: -3, dy: 4))
        .scalarInitialVelocity == -5)
  }

  @Test func startingAnAnimatorWhoseViewsHaveNoClockIsAProgrammerError() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.startAnimation()
      }
    }
  }
}
