import Foundation
import SegueAnimation
import SegueGeometry
import SegueLayers
import SegueTesting
import Testing

@testable import SegueUI

/// Records the positions a property animator's completions receive.
@MainActor
final class PositionLog {
  private(set) var calls: [ViewAnimatingPosition] = []
  func record(_ position: ViewAnimatingPosition) { calls.append(position) }
}

/// A window on a manual clock with a 20×20 square centred at (0, 50).
@MainActor
func animatorScene() -> (WindowHost, View) {
  let host = WindowHost()
  let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
  view.center = CGPoint(x: 0, y: 50)
  host.window.addSubview(view)
  host.frame()
  return (host, view)
}

@MainActor
@Suite("Property animators")
struct ViewPropertyAnimatorTests {
  private func scene() -> (WindowHost, View) { animatorScene() }

  /// The scene with an animator of 1 s on `curve` moving the view's centre to x = 100, its
  /// completions logged.
  private func loggedSlide(curve: View.AnimationCurve)
    -> (WindowHost, View, ViewPropertyAnimator, PositionLog)
  {
    let (host, view) = scene()
    let log = PositionLog()
    let animator = ViewPropertyAnimator(duration: 1, curve: curve) {
      view.center = CGPoint(x: 100, y: 50)
    }
    animator.addCompletion(log.record)
    return (host, view, animator, log)
  }

  private func onScreenX(_ view: View) -> CGFloat { view.layer.presentationValues().position.x }

  @Test func timingParametersHaveUIKitsDefaults() {
    let cubic = CubicTimingParameters()
    #expect(cubic.animationCurve == .easeInOut)
    #expect(cubic.controlPoint1 == CGPoint(x: 0.42, y: 0))
    #expect(cubic.controlPoint2 == CGPoint(x: 0.58, y: 1))
    #expect(cubic.timingCurveType == .builtin)
    let custom = CubicTimingParameters(
      controlPoint1: CGPoint(x: 0.1, y: 0.8), controlPoint2: CGPoint(x: 0.2, y: 1))
    #expect(custom.timingCurveType == .cubic)
    #expect(SpringTimingParameters().dampingRatio == 4.56)
    #expect(SpringTimingParameters().initialVelocity == CGVector(dx: 0, dy: 0))
    let system = SpringTimingParameters(
      mass: 3, stiffness: 1000, damping: 500, initialVelocity: CGVector(dx: 0, dy: 0))
    expectClose(system.dampingRatio, 500 / (2 * 3000.0.squareRoot()), tolerance: 1e-12)
    let animator = ViewPropertyAnimator(duration: 1, curve: .linear)
    #expect(animator.state == .inactive && !animator.isRunning && !animator.isReversed)
    #expect(animator.scrubsLinearly && !animator.pausesOnCompletion && animator.isInterruptible)
  }

  @Test func startFollowsTheCurveAndCompletesOnceAtTheEnd() {
    let (host, view, animator, log) = loggedSlide(curve: .easeInOut)
    animator.startAnimation()
    #expect(animator.state == .active && animator.isRunning)
    for time in [0.25, 0.5] {
      host.advance(to: time)
      expectClose(onScreenX(view), 100 * Reference.easeInEaseOut(time), tolerance: 1e-6)
      expectClose(animator.fractionComplete, time, tolerance: 1e-9)
    }
    #expect(log.calls.isEmpty)
    host.advance(to: 1)
    #expect(log.calls == [.end])
    #expect(animator.state == .inactive && !animator.isRunning)
    #expect(view.layer.animationKeys() == nil)
    #expect(view.center == CGPoint(x: 100, y: 50))
    host.advance(to: 2)
    #expect(log.calls == [.end])
  }

  @Test func customControlPointsShapeTheMotion() {
    let (host, view) = scene()
    let animator = ViewPropertyAnimator(
      duration: 2, controlPoint1: CGPoint(x: 0.1, y: 0.8), controlPoint2: CGPoint(x: 0.2, y: 1)
    ) { view.center = CGPoint(x: 100, y: 50) }
    animator.startAnimation()
    host.advance(to: 0.5)
    expectClose(
      onScreenX(view), 100 * Reference.bezier(0.1, 0.8, 0.2, 1, at: 0.25), tolerance: 1e-6)
  }

  @Test func pausingFreezesTheViews() {
    let (host, view) = scene()
    let animator = ViewPropertyAnimator(duration: 1, curve: .easeInOut) {
      view.center = CGPoint(x: 100, y: 50)
    }
    animator.startAnimation()
    host.advance(to: 0.25)
    animator.pauseAnimation()
    let frozen = onScreenX(view)
    host.advance(to: 0.75)
    #expect(onScreenX(view) == frozen)
    #expect(animator.state == .active && !animator.isRunning)
    expectClose(animator.fractionComplete, 0.25)
    animator.startAnimation()
    host.advance(to: 1.5)
    #expect(animator.state == .inactive)
    #expect(view.center.x == 100)
  }

  @Test func scrubbingAPausedAnimatorShowsTheFractionLinearly() {
    let (host, view, animator, log) = loggedSlide(curve: .easeIn)
    animator.fractionComplete = 0.3
    #expect(animator.state == .active && !animator.isRunning)
    host.frame()
    expectClose(onScreenX(view), 30, tolerance: 1e-9)
    animator.fractionComplete = 0.8
    host.frame()
    expectClose(onScreenX(view), 80, tolerance: 1e-9)
    animator.startAnimation()
    host.advance(to: 0.1)
    #expect(onScreenX(view) > 80 && onScreenX(view) < 100, "resumes from where it was scrubbed")
    host.advance(to: 0.2)
    #expect(log.calls == [.end])
    #expect(view.center.x == 100)
  }

  @Test func reversingRunsBackToTheStart() {
    let (host, view, animator, log) = loggedSlide(curve: .easeInOut)
    animator.startAnimation()
    host.advance(to: 0.5)
    animator.isReversed = true
    host.advance(to: 0.75)
    expectClose(onScreenX(view), 100 * Reference.easeInEaseOut(0.25), tolerance: 1e-6)
    #expect(log.calls.isEmpty)
    host.advance(to: 1)
    #expect(log.calls == [.start])
    #expect(view.center == CGPoint(x: 0, y: 50), "the model goes back to the start")
    #expect(view.layer.animationKeys() == nil)
  }

  @Test func stoppingThenFinishingAtCurrentKeepsTheValuesOnScreen() {
    let (host, view, animator, log) = loggedSlide(curve: .easeInOut)
    animator.startAnimation()
    host.advance(to: 0.5)
    animator.stopAnimation(false)
    let expected = 100 * Reference.easeInEaseOut(0.5)
    #expect(animator.state == .stopped && !animator.isRunning)
    #expect(view.layer.animationKeys() == nil)
    expectClose(view.center.x, expected, tolerance: 1e-6)
    host.advance(to: 2)
    #expect(log.calls.isEmpty, "a stopped animator waits for finishAnimation(at:)")
    animator.finishAnimation(at: .current)
    #expect(log.calls == [.current])
    #expect(animator.state == .inactive)
    expectClose(view.center.x, expected, tolerance: 1e-6)
    host.frame()
    expectClose(onScreenX(view), expected, tolerance: 1e-6)
  }

  @Test func stoppingThenFinishingAtTheEndSetsTheEndValues() {
    let (host, view, animator, log) = loggedSlide(curve: .linear)
    animator.startAnimation()
    host.advance(to: 0.5)
    animator.stopAnimation(false)
    expectClose(view.center.x, 50, tolerance: 1e-9)
    animator.finishAnimation(at: .end)
    #expect(log.calls == [.end])
    #expect(view.center.x == 100)
  }

  @Test func stoppingWithoutFinishingDropsTheCompletions() {
    let (host, view, animator, log) = loggedSlide(curve: .linear)
    animator.startAnimation()
    host.advance(to: 0.4)
    animator.stopAnimation(true)
    #expect(animator.state == .inactive && !animator.isRunning)
    expectClose(view.center.x, 40, tolerance: 1e-9)
    host.advance(to: 2)
    #expect(log.calls.isEmpty)
    #expect(view.layer.animationKeys() == nil)
    expectClose(onScreenX(view), 40, tolerance: 1e-9)
  }

  @Test func continuingWithASpringAndHalfTheDurationFinishesInHalfTheRemainingTime() {
    let (host, view, animator, log) = loggedSlide(curve: .linear)
    animator.startAnimation()
    host.advance(to: 0.5)
    animator.pauseAnimation()
    host.advance(to: 1)
    animator.continueAnimation(
      withTimingParameters: SpringTimingParameters(dampingRatio: 1), durationFactor: 0.5)
    #expect(animator.isRunning)
    host.advance(to: 1.125)
    #expect(onScreenX(view) > 50 && onScreenX(view) < 100, "continues from the value on screen")
    host.advance(to: 1.24)
    #expect(log.calls.isEmpty)
    host.advance(to: 1.25)
    #expect(log.calls == [.end])
    #expect(view.center.x == 100)
  }

  @Test func aRunningPropertyAnimatorStartsAtOnce() {
    let (host, view) = scene()
    let log = PositionLog()
    let animator = ViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 1, delay: 0.5, options: .curveLinear,
      animations: { view.center = CGPoint(x: 100, y: 50) }, completion: log.record)
    #expect(animator.state == .active && animator.isRunning)
    #expect(animator.delay == 0.5)
    host.advance(to: 0.5)
    expectClose(onScreenX(view), 0, tolerance: 1e-9)
    host.advance(to: 1)
    expectClose(onScreenX(view), 50, tolerance: 1e-9)
    host.advance(to: 1.5)
    #expect(log.calls == [.end])
  }

  @Test func delayedAnimationsStartPartWayThrough() {
    let (host, view) = scene()
    let animator = ViewPropertyAnimator(duration: 1, curve: .linear)
    animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
    animator.startAnimation()
    host.advance(to: 0.25)
    expectClose(CGFloat(view.layer.presentationValues().opacity), 1, tolerance: 1e-6)
    host.advance(to: 0.75)
    expectClose(CGFloat(view.layer.presentationValues().opacity), 0.5, tolerance: 1e-6)
    host.advance(to: 1)
    #expect(view.alpha == 0)
  }

  @Test func anExplicitSpringFollowsItsMotionAndEndsAtItsSettlingDuration() {
    let (host, view) = scene()
    let log = PositionLog()
    let parameters = SpringTimingParameters(
      mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
    let animator = ViewPropertyAnimator(duration: 5, timingParameters: parameters)
    animator.addAnimations { view.center = CGPoint(x: 100, y: 50) }
    animator.addCompletion(log.record)
    animator.startAnimation()
    for time in [0.1, 0.3, 0.6] {
      host.advance(to: time)
      let expected = Reference.underdampedSpring(
        mass: 1, stiffness: 100, damping: 10, velocity: 0, at: time)
      expectClose(onScreenX(view), 100 * expected, tolerance: 1e-6)
    }
    let settling = Spring(mass: 1, stiffness: 100, damping: 10).settlingDuration
    #expect(settling < 5, "the animator's duration is ignored")
    host.advance(to: settling - 0.01)
    #expect(log.calls.isEmpty)
    host.advance(to: settling)
    #expect(log.calls == [.end])
  }

  @Test func animationsAddedWhileRunningTakeTheRemainingTime() {
    let (host, view) = scene()
    let animator = ViewPropertyAnimator(duration: 1, curve: .linear) {
      view.center = CGPoint(x: 100, y: 50)
    }
    animator.startAnimation()
    host.advance(to: 0.5)
    animator.addAnimations { view.alpha = 0 }
    host.advance(to: 0.75)
    expectClose(CGFloat(view.layer.presentationValues().opacity), 0.5, tolerance: 1e-6)
    expectClose(onScreenX(view), 75, tolerance: 1e-9)
    host.advance(to: 1)
    #expect(view.alpha == 0 && view.center.x == 100)
  }

  @Test func aBlockThatTakesOverAKeyDetachesItFromTheAnimator() {
    let (host, view, animator, log) = loggedSlide(curve: .linear)
    animator.startAnimation()
    host.advance(to: 0.5)
    View.animate(withDuration: 0.25) { view.center = CGPoint(x: 0, y: 50) }
    let block = view.layer.animation(forKey: "position") as? BasicAnimation
    expectClose((block?.fromValue as? CGPoint)?.x ?? .nan, 50, tolerance: 1e-9)
    host.advance(to: 0.6)
    #expect(view.layer.animation(forKey: "position") === block)
    host.advance(to: 1)
    #expect(log.calls == [.end])
    #expect(view.center.x == 0, "the block's value stays")
  }

  @Test func finishAnimationIsOnlyForAStoppedAnimator() {
    // finishAnimation(at:) on an active or inactive animator is a programmer error
    // (a precondition, as UIKit raises); only the legal path is exercised here.
    let (_, view) = scene()
    let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0.5 }
    animator.pauseAnimation()
    animator.stopAnimation(false)
    #expect(animator.state == .stopped)
    animator.finishAnimation(at: .start)
    #expect(view.alpha == 1)
  }
}
