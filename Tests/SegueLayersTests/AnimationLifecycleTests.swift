import Foundation
import SegueAnimation
import SegueGeometry
import Testing

@testable import SegueLayers

@MainActor
@Suite("Animation delegates and removal")
struct AnimationLifecycleTests {
  @Test func delegateGetsStartAndStopExactlyOnce() {
    let host = TestHost()
    let layer = Layer()
    host.addShown(layer)
    let delegate = RecordingDelegate()
    let animation = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
    animation.duration = 1
    animation.delegate = delegate
    layer.add(animation, forKey: "fade")
    #expect(delegate.events.isEmpty)
    host.advance(to: 0)
    #expect(delegate.events == ["start"])
    host.advance(to: 0.5)
    host.advance(to: 1.0)
    host.advance(to: 2.0)
    host.advance(to: 3.0)
    #expect(delegate.events == ["start", "stop(true)"])
    #expect(layer.animation(forKey: "fade") == nil, "removed on completion by default")
  }

  @Test func replacingAnAnimationStopsTheOldOneUnfinished() {
    let host = TestHost()
    let layer = Layer()
    host.addShown(layer)
    let first = RecordingDelegate()
    let second = RecordingDelegate()
    let a = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
    a.duration = 1
    a.delegate = first
    layer.add(a, forKey: "fade")
    host.advance(to: 0.2)
    let b = BasicAnimation(keyPath: .opacity, from: 1, to: 0)
    b.duration = 1
    b.delegate = second
    layer.add(b, forKey: "fade")
    host.advance(to: 0.3)
    #expect(first.events == ["start", "stop(false)"])
    #expect(second.events == ["start"])
    host.advance(to: 1.3)
    #expect(first.events == ["start", "stop(false)"])
    #expect(second.events == ["start", "stop(true)"])
  }

  @Test func replacingARunningAnimationInPlaceKeepsItsTimingAndInterruptsNothing() {
    let host = TestHost()
    let layer = Layer()
    host.addShown(layer)
    let delegate = RecordingDelegate()
    let a = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
    a.duration = 1
    a.delegate = delegate
    layer.add(a, forKey: "fade")
    host.advance(to: 0.25)
    // The same motion, as an additive animation from −1 to 0 on top of the model (1).
    let running = layer.animation(forKey: "fade") as? BasicAnimation
    let additive = running?.copy()
    additive?.fromValue = Float(-0.4)
    additive?.toValue = Float(0)
    additive?.isAdditive = true
    layer.opacity = 1
    #expect(additive.map { layer.replaceRunningAnimation(forKey: "fade", with: $0) } == true)
    #expect(!layer.replaceRunningAnimation(forKey: "none", with: a))
    host.advance(to: 0.5)
    // Begin time kept (0): half-way, 1 + (−0.4 × 0.5) on the linear default curve.
    #expect(abs(layer.presentationValues().opacity - 0.8) < 1e-6)
    host.advance(to: 1.5)
    #expect(delegate.events == ["start", "stop(true)"])
  }

  @Test func removeAllAnimationsStopsEveryDelegateOnce() {
    let host = TestHost()
    let layer = Layer()
    host.addShown(layer)
    let delegate = RecordingDelegate()
    for key in ["a", "b"] {
      let animation = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
      animation.duration = 1
      animation.delegate = delegate
      layer.add(animation, forKey: key)
    }
    host.advance(to: 0.1)
    layer.removeAllAnimations()
    host.advance(to: 0.2)
    host.advance(to: 5)
    #expect(delegate.events == ["start", "start", "stop(false)", "stop(false)"])
    #expect(layer.animationKeys() == nil)
  }

  @Test func animationsNeverTouchTheModel() {
    let host = TestHost()
    let layer = Layer()
    layer.position = CGPoint(x: 10, y: 10)
    host.addShown(layer)
    let move = BasicAnimation(
      keyPath: .position, from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 200))
    move.duration = 1
    layer.add(move, forKey: "move")
    host.advance(to: 0.5)
    #expect(layer.position == CGPoint(x: 10, y: 10))
    #expect(layer.presentationValues().position == CGPoint(x: 50, y: 100))
    #expect(layer.presentation()?.position == CGPoint(x: 50, y: 100))
    host.advance(to: 2)
    #expect(
      layer.presentationValues().position == CGPoint(x: 10, y: 10),
      "snaps back to the model when removed")
  }

  @Test func notRemovedOnCompletionWithForwardFillHoldsTheEndValue() {
    let host = TestHost()
    let layer = Layer()
    host.addShown(layer)
    let delegate = RecordingDelegate()
    let fade = BasicAnimation(keyPath: .opacity, from: 1, to: 0.25)
    fade.duration = 1
    fade.fillMode = .forwards
    fade.isRemovedOnCompletion = false
    fade.delegate = delegate
    layer.add(fade, forKey: "fade")
    host.advance(to: 3)
    #expect(layer.presentationValues().opacity == 0.25)
    #expect(layer.opacity == 1)
    #expect(delegate.events == ["start", "stop(true)"])
    #expect(layer.animation(forKey: "fade") != nil)
  }

  @Test func notRemovedButNoFillShowsTheModelAfterTheEnd() {
    let host = TestHost()
    let layer = Layer()
    host.addShown(layer)
    let fade = BasicAnimation(keyPath: .opacity, from: 1, to: 0.25)
    fade.duration = 1
    fade.isRemovedOnCompletion = false
    layer.add(fade, forKey: "fade")
    host.advance(to: 3)
    #expect(layer.presentationValues().opacity == 1)
  }

  @Test func backwardsFillShowsTheStartValueBeforeADelayedBegin() {
    let host = TestHost()
    let layer = Layer()
    host.addShown(layer)
    let fade = BasicAnimation(keyPath: .opacity, from: 0.2, to: 0.8)
    fade.beginTime = layer.convertTime(host.context.currentTime, from: nil) + 1
    fade.duration = 1
    fade.fillMode = .backwards
    layer.add(fade, forKey: "fade")
    host.advance(to: 0.5)
    #expect(layer.presentationValues().opacity == 0.2)
    let plain = BasicAnimation(keyPath: .cornerRadius, from: 5, to: 10)
    plain.beginTime = layer.convertTime(host.context.currentTime, from: nil) + 1
    plain.duration = 1
    layer.add(plain, forKey: "corner")
    #expect(layer.presentationValues().cornerRadius == 0, "no backwards fill: the model shows")
  }

  @Test func animationAddedToADetachedLayerBeginsAtTheFirstTick() {
    let host = TestHost()
    host.advance(to: 10)
    let layer = Layer()
    let fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
    fade.duration = 1
    layer.add(fade, forKey: "fade")
    host.root.addSublayer(layer)
    host.context.tick()  // the commit that begins it, at 10 s
    host.advance(to: 10.5)
    #expect(abs(layer.presentationValues().opacity - 0.5) < 1e-6)
  }

  @Test func aLayerAnimatedBeforeJoiningTheTreeStopsUnfinishedWhenItLeaves() {
    let host = TestHost()
    let layer = Layer()
    let delegate = RecordingDelegate()
    let fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
    fade.duration = 10
    fade.delegate = delegate
    layer.add(fade, forKey: "fade")
    host.addShown(layer)
    host.advance(to: 1)
    layer.removeFromSuperlayer()
    host.advance(to: 2)
    #expect(delegate.events == ["start", "stop(false)"])
    #expect(layer.animationKeys() == nil)
  }

  /// The context holds the layers it animates (as Core Animation's render tree does): one that
  /// leaves the tree and is dropped by its owner at once is told its animation stopped
  /// unfinished at the next tick, and is freed then, with the animation and its delegate.
  @Test func aLayerDroppedAfterLeavingTheTreeStopsUnfinishedAndIsFreedAtTheNextTick() {
    let host = TestHost()
    let delegate = RecordingDelegate()
    weak var dropped: Layer?
    do {
      let layer = Layer()
      dropped = layer
      let fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
      fade.duration = 10
      fade.delegate = delegate
      layer.add(fade, forKey: "fade")
      host.addShown(layer)
      host.advance(to: 1)
      layer.removeFromSuperlayer()
    }
    #expect(dropped != nil, "held by the context until its next tick")
    host.advance(to: 2)
    #expect(delegate.events == ["start", "stop(false)"])
    #expect(dropped == nil, "freed once its animations were removed")
  }

  /// A layer freed with animations, and a new one at the same address given animations before
  /// the next tick: the new layer is still tracked, so its animations stop when it leaves.
  /// (Tracking by `ObjectIdentifier` once left the new layer untracked, and a transition whose
  /// container left the window with it never ended.)
  @Test func aNewLayerAtAFreedLayersAddressIsTrackedToo() {
    let host = TestHost()
    var reused = false
    for _ in 0..<64 where !reused {
      var address: ObjectIdentifier?
      do {
        let doomed = Layer()
        host.root.addSublayer(doomed)
        doomed.add(BasicAnimation(keyPath: .opacity, from: 0, to: 1), forKey: "fade")
        host.context.tick()
        address = ObjectIdentifier(doomed)
        doomed.removeFromSuperlayer()
      }
      let layer = Layer()
      reused = ObjectIdentifier(layer) == address
      host.root.addSublayer(layer)
      let delegate = RecordingDelegate()
      let fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
      fade.duration = 10
      fade.delegate = delegate
      layer.add(fade, forKey: "fade")
      host.context.tick()
      layer.removeFromSuperlayer()
      host.context.tick()
      #expect(delegate.events == ["start", "stop(false)"])
    }
    withKnownIssue("the allocator did not reuse an address in 64 tries", isIntermittent: true) {
      #expect(reused)
    }
  }
}
