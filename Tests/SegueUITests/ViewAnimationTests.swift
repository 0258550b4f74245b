import Foundation
import SegueAnimation
import SegueGeometry
import SegueLayers
import SegueTesting
import Testing

@testable import SegueUI

@MainActor
@Suite("Animation blocks")
struct ViewAnimationTests {
  private func square(at center: CGPoint = CGPoint(x: 50, y: 50)) -> View {
    let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    view.center = center
    return view
  }

  @Test func changesOutsideABlockNeverAnimate() {
    let host = TestHost()
    let view = host.show(square())
    view.center = CGPoint(x: 300, y: 300)
    view.alpha = 0.2
    view.backgroundColor = .red
    view.transform = CGAffineTransform(rotationAngle: 1)
    view.layer.cornerRadius = 4
    #expect(view.layer.animationKeys() == nil)
    #expect(view.layer.presentationValues().position == CGPoint(x: 300, y: 300))
  }

  @Test func aBlockAnimatesFromThePresentationValueWithItsDurationAndEaseInOut() {
    let host = TestHost()
    let view = host.show(square())
    View.animate(withDuration: 2) { view.center = CGPoint(x: 150, y: 50) }
    #expect(view.center == CGPoint(x: 150, y: 50), "the model changes at once")
    let animation = view.layer.animation(forKey: "position") as? BasicAnimation
    #expect(animation?.duration == 2)
    #expect(animation?.timingFunction == MediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1))
    #expect(animation?.fromValue as? CGPoint == CGPoint(x: 50, y: 50))
    host.advance(to: 0.5)
    let expected = 50 + 100 * Reference.easeInEaseOut(0.25)
    expectClose(view.layer.presentationValues().position.x, expected, tolerance: 1e-6)
  }

  /// An effect view's `effect` changed in a block blurs out (or in) — its radius and tint
  /// animate, as UIKit animates `effect` (iOS 9 on; observed behaviour, medium confidence) —
  /// rather than switching at once; outside a block it switches at once.
  @Test func anEffectChangedInABlockAnimatesTheBlurRadiusAndTint() throws {
    let host = TestHost()
    let blur = host.show(VisualEffectView(effect: BlurEffect(style: .dark)))
    blur.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let material = BlurEffect.Style.dark.material
    View.animate(withDuration: 2) { blur.effect = nil }
    let layer = try #require(blur.layer as? BackdropLayer)
    #expect(layer.blurRadius == 0, "the model changes at once")
    host.advance(to: 1)
    let halfway = Reference.easeInEaseOut(0.5)
    let shown = layer.presentationValues()
    expectClose(shown.backdropBlurRadius, material.blurRadius * (1 - halfway), tolerance: 1e-6)
    let tint = try #require(shown.backgroundColor)
    expectClose(tint.alpha, material.tint.alpha * (1 - halfway), tolerance: 1e-6)
    host.advance(to: 2.1)
    #expect(layer.presentationValues().backdropBlurRadius == 0)
    blur.effect = BlurEffect(style: .dark)
    #expect(layer.presentationValues().backdropBlurRadius == material.blurRadius)
  }

  @Test func everyAnimatableViewPropertyAnimatesInABlock() {
    let host = TestHost()
    let view = host.show(square())
    View.animate(withDuration: 1) {
      view.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
      view.alpha = 0.5
      view.backgroundColor = .blue
      view.transform = CGAffineTransform(scaleX: 2, y: 2)
      view.layer.cornerRadius = 8
      view.isHidden = true
    }
    #expect(
      Set(view.layer.animationKeys() ?? []) == [
        "bounds", "position", "opacity", "backgroundColor", "transform", "cornerRadius",
      ])
    #expect(view.layer.isHidden, "hidden is not animatable: it changes at once")
  }

  @Test func completionRunsOnceWithFinishedTrueAfterTheDuration() {
    let host = TestHost()
    let view = host.show(square())
    let log = CompletionLog()
    View.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: log.record)
    host.advance(to: 0.5)
    #expect(log.calls.isEmpty)
    host.advance(to: 1)
    #expect(log.calls == [true])
    host.advance(to: 2)
    #expect(log.calls == [true])
    #expect(view.layer.animationKeys() == nil)
  }

  @Test func anOverlappingBlockOnTheSameGeometryBlendsAdditivelyAndBothFinish() {
    // iOS 8+: the running position animation is not removed; the new block's is additive and
    // both completions report finished (http://iosoteric.com/additive-animations-animatewithduration-in-ios-8/).
    let host = TestHost()
    let view = host.show(square(at: CGPoint(x: 0, y: 0)))
    let first = CompletionLog()
    let second = CompletionLog()
    View.animate(
      withDuration: 1, animations: { view.center = CGPoint(x: 100, y: 0) }, completion: first.record
    )
    host.advance(to: 0.5)
    let onScreen = 100 * Reference.easeInEaseOut(0.5)
    View.animate(
      withDuration: 1, animations: { view.center = CGPoint(x: 0, y: 0) }, completion: second.record)
    expectClose(view.layer.presentationValues().position.x, onScreen, tolerance: 1e-9)
    // x(t) = model 0 + the first's motion (−100 → 0 over [0, 1]) + the second's (+100 → 0
    // over [0.5, 1.5]), each on the ease-in-ease-out curve.
    for t in [0.6, 0.75, 0.9] {
      host.advance(to: t)
      let expected =
        -100 * (1 - Reference.easeInEaseOut(t)) + 100 * (1 - Reference.easeInEaseOut(t - 0.5))
      expectClose(view.layer.presentationValues().position.x, expected, tolerance: 1e-6)
    }
    #expect(first.calls.isEmpty && second.calls.isEmpty)
    host.advance(to: 1.01)
    #expect(first.calls == [true], "the first block ran to its end")
    let expected = 100 * (1 - Reference.easeInEaseOut(0.51))
    expectClose(view.layer.presentationValues().position.x, expected, tolerance: 1e-6)
    host.advance(to: 1.5)
    #expect(second.calls == [true] && view.layer.presentationValues().position.x == 0)
  }

  @Test func anInterruptedBlockOfAnotherPropertyCompletesWithFinishedFalse() {
    let host = TestHost()
    let view = host.show(square())
    let first = CompletionLog()
    let second = CompletionLog()
    View.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: first.record)
    host.advance(to: 0.5)
    let onScreen = 1 - Reference.easeInEaseOut(0.5)
    View.animate(withDuration: 1, animations: { view.alpha = 1 }, completion: second.record)
    let retarget = view.layer.animation(forKey: "opacity") as? BasicAnimation
    expectClose(CGFloat((retarget?.fromValue as? Float) ?? .nan), onScreen, tolerance: 1e-6)
    host.advance(to: 0.5)
    #expect(first.calls == [false])
    host.advance(to: 1.5)
    #expect(second.calls == [true])
  }

  @Test func removingTheAnimationsInterruptsTheBlock() {
    let host = TestHost()
    let view = host.show(square())
    let log = CompletionLog()
    View.animate(
      withDuration: 1,
      animations: {
        view.alpha = 0
        view.center = .zero
      }, completion: log.record)
    view.layer.removeAnimation(forKey: "opacity")
    host.advance(to: 0.1)
    #expect(log.calls.isEmpty, "the position animation still runs")
    host.advance(to: 1)
    #expect(log.calls == [false])
  }

  @Test func settingAPropertyTwiceInOneBlockIsNotAnInterruption() {
    let host = TestHost()
    let view = host.show(square())
    let log = CompletionLog()
    View.animate(
      withDuration: 1,
      animations: {
        view.alpha = 0.5
        view.alpha = 0
      }, completion: log.record)
    host.advance(to: 1)
    #expect(log.calls == [true])
  }

  @Test func zeroDurationAppliesAtOnceAndCompletesAtTheNextTick() {
    let host = TestHost()
    let view = host.show(square())
    let log = CompletionLog()
    View.animate(withDuration: 0, animations: { view.alpha = 0.25 }, completion: log.record)
    #expect(view.layer.animationKeys() == nil)
    #expect(view.layer.presentationValues().opacity == 0.25)
    #expect(log.calls.isEmpty, "the completion is asynchronous")
    host.context.tick()
    #expect(log.calls == [true])
    // A block that changes nothing also completes at the next tick.
    View.animate(withDuration: 1, animations: {}, completion: log.record)
    host.context.tick()
    #expect(log.calls == [true, true])
  }

  @Test func aDelayShowsTheOldValueThenAnimates() {
    let host = TestHost()
    let view = host.show(square())
    let log = CompletionLog()
    View.animate(
      withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 },
      completion: log.record)
    host.advance(to: 0.25)
    #expect(view.layer.presentationValues().opacity == 1)
    host.advance(to: 0.75)
    expectClose(CGFloat(view.layer.presentationValues().opacity), 0.75, tolerance: 1e-6)
    host.advance(to: 1.4)
    #expect(log.calls.isEmpty)
    host.advance(to: 1.5)
    #expect(log.calls == [true])
  }

  @Test func curveOptionsPickTheirTimingFunctions() {
    let host = TestHost()
    let view = host.show(square())
    let cases: [(View.AnimationOptions, MediaTimingFunction)] = [
      ([], MediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)),
      (.curveEaseIn, MediaTimingFunction(controlPoints: 0.42, 0, 1, 1)),
      (.curveEaseOut, MediaTimingFunction(controlPoints: 0, 0, 0.58, 1)),
      (.curveLinear, MediaTimingFunction(controlPoints: 0, 0, 1, 1)),
    ]
    for (index, (options, function)) in cases.enumerated() {
      View.animate(
        withDuration: 1, delay: 0, options: options,
        animations: { view.alpha = CGFloat(index) / 10 })
      #expect(view.layer.animation(forKey: "opacity")?.timingFunction == function)
    }
  }

  @Test func aSpringBlockUsesTheFixedDurationSpring() {
    let host = TestHost()
    let view = host.show(square(at: CGPoint(x: 0, y: 0)))
    View.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
      animations: { view.center = CGPoint(x: 100, y: 0) })
    guard let spring = view.layer.animation(forKey: "position") as? SpringAnimation else {
      Issue.record("expected a SpringAnimation")
      return
    }
    #expect(spring.duration == 1)
    let ratio = spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot())
    #expect(abs(ratio - 0.5) < 1e-12)
    // UIKit honours the duration: the spring has settled (within 0.1 %) when it ends.
    let atEnd = Reference.underdampedSpring(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, velocity: 0, at: 1)
    #expect(abs(atEnd - 1) <= 0.001 + 1e-9)
    host.advance(to: 0.3)
    let expected =
      100
      * Reference.underdampedSpring(
        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, velocity: 0,
        at: 0.3)
    expectClose(view.layer.presentationValues().position.x, expected, tolerance: 1e-6)

    View.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 2,
      animations: { view.center = CGPoint(x: 0, y: 0) })
    let retarget = view.layer.animation(forKey: "position+additive1") as? SpringAnimation
    #expect(retarget?.initialVelocity == 2 && retarget?.isAdditive == true)
  }

  @Test func nestedBlocksInheritDurationAndCurveUnlessOverridden() {
    let host = TestHost()
    let view = host.show(square())
    View.animate(
      withDuration: 2, delay: 0, options: .curveLinear,
      animations: {
        View.animate(withDuration: 0.5) { view.alpha = 0 }
        View.animate(withDuration: 0) { view.center = .zero }
        View.animate(
          withDuration: 0.5, delay: 0,
          options: [.overrideInheritedDuration, .overrideInheritedCurve]
        ) {
          view.layer.cornerRadius = 3
        }
        View.performWithoutAnimation { view.backgroundColor = .red }
        #expect(View.inheritedAnimationDuration == 2)
      })
    let opacity = view.layer.animation(forKey: "opacity")
    #expect(opacity?.duration == 2 && opacity?.timingFunction == .linear)
    #expect(
      view.layer.animation(forKey: "position")?.duration == 2,
      "a nested zero duration still animates")
    let corner = view.layer.animation(forKey: "cornerRadius")
    #expect(corner?.duration == 0.5 && corner?.timingFunction == .easeInEaseOut)
    #expect(view.layer.animation(forKey: "backgroundColor") == nil)
    #expect(View.inheritedAnimationDuration == 0)
  }

  @Test func repeatAndAutoreverseNeverComplete() {
    let host = TestHost()
    let view = host.show(square())
    let log = CompletionLog()
    View.animate(
      withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse], animations: { view.alpha = 0 },
      completion: log.record)
    let animation = view.layer.animation(forKey: "opacity")
    #expect(animation?.repeatCount == .infinity && animation?.autoreverses == true)
    host.advance(to: 0.75)
    // Autoreversing: at 0.75 s it is half-way back.
    expectClose(
      CGFloat(view.layer.presentationValues().opacity), 1 - Reference.easeInEaseOut(0.5),
      tolerance: 1e-6)
    host.advance(to: 100)
    #expect(log.calls.isEmpty)
  }

  @Test func layoutInsideABlockAnimatesTheFramesLayoutSets() {
    final class Container: View {
      let child = View()
      override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(child)
      }
      override func layoutSubviews() {
        child.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
      }
    }
    let host = TestHost()
    let container = host.show(Container(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
    container.layoutIfNeeded()
    host.context.tick()
    container.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
    View.animate(withDuration: 1) { container.layoutIfNeeded() }
    #expect(container.child.layer.animation(forKey: "bounds")?.duration == 1)
    #expect(container.child.layer.animation(forKey: "position")?.duration == 1)

    // `.layoutSubviews` lays out the changed views inside the block.
    View.animate(
      withDuration: 0.5, delay: 0, options: .layoutSubviews,
      animations: {
        container.bounds = CGRect(x: 0, y: 0, width: 300, height: 100)
      })
    #expect(container.child.bounds.width == 150)
    // The first block's bounds animation still runs: the second's is an additive retarget.
    #expect(container.child.layer.animation(forKey: "bounds+additive1")?.duration == 0.5)
  }

  /// UIKit: a view that is not in a window does not animate; the block's changes apply at
  /// once and its completion runs (finished) at the next commit — not when, or if, the view
  /// is later put on screen.
  @Test func aViewOutsideAHostedTreeDoesNotAnimateAndCompletesAtTheNextCommit() {
    let host = TestHost()
    host.advance(to: 5)
    let view = square(at: .zero)
    let log = CompletionLog()
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: { view.center = CGPoint(x: 100, y: 0) }, completion: log.record)
    #expect(view.layer.animationKeys() == nil && view.center == CGPoint(x: 100, y: 0))
    #expect(log.calls.isEmpty, "not inside the call")
    host.advance(to: 5.1)
    #expect(log.calls == [true])
    host.show(view)
    host.advance(to: 5.5)
    expectClose(view.layer.presentationValues().position.x, 100, tolerance: 1e-6)
  }

  /// A view whose window goes away mid-animation loses its animations, as Core Animation
  /// removes a layer's animations when its view leaves the window: the completion runs,
  /// unfinished, at the next tick, and the model value stands.
  @Test func aViewThatLeavesTheTreeMidAnimationCompletesUnfinished() {
    let host = TestHost()
    let view = host.show(square(at: .zero))
    let log = CompletionLog()
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: { view.center = CGPoint(x: 100, y: 0) }, completion: log.record)
    host.advance(to: 0.5)
    view.removeFromSuperview()
    #expect(log.calls.isEmpty)
    host.advance(to: 0.6)
    #expect(log.calls == [false])
    #expect(view.layer.animationKeys() == nil && view.center == CGPoint(x: 100, y: 0))
  }

  @Test func blocksRecordWhetherTheyAllowUserInteraction() {
    let host = TestHost()
    let blocked = host.show(square())
    let allowed = host.show(square())
    View.animate(withDuration: 1) { blocked.alpha = 0 }
    View.animate(withDuration: 1, delay: 0, options: .allowUserInteraction) { allowed.alpha = 0 }
    #expect(blocked.isInteractionBlockedByAnimation && !allowed.isInteractionBlockedByAnimation)
    host.advance(to: 1)
    #expect(!blocked.isInteractionBlockedByAnimation)
  }

  @Test func animationsCanBeTurnedOff() {
    let host = TestHost()
    let view = host.show(square())
    let log = CompletionLog()
    View.setAnimationsEnabled(false)
    View.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: log.record)
    View.setAnimationsEnabled(true)
    #expect(view.layer.animationKeys() == nil)
    host.context.tick()
    #expect(log.calls == [true])
  }
}
