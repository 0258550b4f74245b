import Foundation
import SegueAnimation
import SegueGeometry
import SegueLayers
import SegueTesting
import Testing

@testable import SegueUI

@MainActor
@Suite("Keyframe blocks and option bits")
struct KeyframeAndOptionsTests {
  @Test func animationOptionsHaveUIKitsBitLayout() {
    typealias O = View.AnimationOptions
    let expected: [(O, UInt)] = [
      (.layoutSubviews, 1 << 0), (.allowUserInteraction, 1 << 1), (.beginFromCurrentState, 1 << 2),
      (.repeat, 1 << 3), (.autoreverse, 1 << 4), (.overrideInheritedDuration, 1 << 5),
      (.overrideInheritedCurve, 1 << 6), (.allowAnimatedContent, 1 << 7),
      (.showHideTransitionViews, 1 << 8),
      (.overrideInheritedOptions, 1 << 9),
      (.curveEaseInOut, 0), (.curveEaseIn, 1 << 16), (.curveEaseOut, 2 << 16),
      (.curveLinear, 3 << 16),
      (.transitionNone, 0), (.transitionFlipFromLeft, 1 << 20), (.transitionFlipFromRight, 2 << 20),
      (.transitionCurlUp, 3 << 20), (.transitionCurlDown, 4 << 20),
      (.transitionCrossDissolve, 5 << 20),
      (.transitionFlipFromTop, 6 << 20), (.transitionFlipFromBottom, 7 << 20),
    ]
    for (option, raw) in expected { #expect(option.rawValue == raw) }
    #expect(View.AnimationCurve.allCases.map(\.rawValue) == [0, 1, 2, 3])
    #expect(O([.curveLinear, .repeat]).curve == .linear)
    #expect(O([.transitionCrossDissolve, .curveEaseOut]).transition == .transitionCrossDissolve)
    typealias K = View.KeyframeAnimationOptions
    #expect(K.calculationModeLinear.rawValue == 0 && K.calculationModeDiscrete.rawValue == 1 << 10)
    #expect(
      K.calculationModePaced.rawValue == 2 << 10 && K.calculationModeCubic.rawValue == 3 << 10)
    #expect(
      K.calculationModeCubicPaced.rawValue == 4 << 10
        && K.overrideInheritedOptions.rawValue == 1 << 9)
    #expect(
      K.calculationModeCubic.calculationMode == .cubic && K.repeat.rawValue == O.repeat.rawValue)
  }

  @Test func keyframesReachEachValueAtTheEndOfTheirWindowAndHoldBetween() {
    let host = TestHost()
    let view = host.show(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    view.center = .zero
    let log = CompletionLog()
    // UIKit code casts a curve into the keyframe options; linear makes the timeline exact.
    let linear = View.KeyframeAnimationOptions(rawValue: View.AnimationOptions.curveLinear.rawValue)
    View.animateKeyframes(
      withDuration: 4, delay: 0, options: linear,
      animations: {
        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
          view.center = CGPoint(x: 100, y: 0)
        }
        View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          view.center = CGPoint(x: 300, y: 0)
        }
      }, completion: log.record)
    #expect(view.center == CGPoint(x: 300, y: 0), "the model holds the last keyframe's value")
    let animation = view.layer.animation(forKey: "position") as? KeyframeAnimation
    #expect(animation?.keyTimes == [0, 0.25, 0.5, 1])
    #expect((animation?.values ?? []).compactMap { ($0 as? CGPoint)?.x } == [0, 100, 100, 300])
    #expect(animation?.duration == 4)
    let samples: [(Double, CGFloat)] = [(0.5, 50), (1.5, 100), (2, 100), (3, 200), (3.5, 250)]
    for (time, x) in samples {
      host.advance(to: time)
      expectClose(view.layer.presentationValues().position.x, x, tolerance: 1e-6, "at \(time) s")
    }
    host.advance(to: 4)
    #expect(log.calls == [true])
  }

  @Test func keyframesDefaultToEaseInOutOverTheWholeDuration() {
    let host = TestHost()
    let view = host.show(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    View.animateKeyframes(
      withDuration: 1, delay: 0,
      animations: {
        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 }
      })
    #expect(view.layer.animation(forKey: "opacity")?.timingFunction == .easeInEaseOut)
    host.advance(to: 0.3)
    expectClose(
      CGFloat(view.layer.presentationValues().opacity), 1 - Reference.easeInEaseOut(0.3),
      tolerance: 1e-6)
  }

  @Test func changesOutsideKeyframesSpanTheWholeDurationAndModesApply() {
    let host = TestHost()
    let view = host.show(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    View.animateKeyframes(
      withDuration: 2, delay: 0, options: .calculationModeDiscrete,
      animations: {
        view.alpha = 0.5
        View.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) {
          view.layer.cornerRadius = 10
        }
      })
    let opacity = view.layer.animation(forKey: "opacity") as? KeyframeAnimation
    #expect(opacity?.keyTimes == [0, 1] && opacity?.calculationMode == .discrete)
    let corner = view.layer.animation(forKey: "cornerRadius") as? KeyframeAnimation
    #expect(corner?.keyTimes == [0, 0.25, 0.5, 1])
  }

  @Test func zeroDurationKeyframesApplyAtOnce() {
    let host = TestHost()
    let view = host.show(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    let log = CompletionLog()
    View.animateKeyframes(
      withDuration: 0, delay: 0,
      animations: {
        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.3 }
      }, completion: log.record)
    #expect(view.layer.animationKeys() == nil)
    expectClose(view.alpha, 0.3, tolerance: 1e-6)
    host.context.tick()
    #expect(log.calls == [true])
  }
}
