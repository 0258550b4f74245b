import Foundation
import SegueAnimation
import SegueGeometry
import Testing

@testable import SegueLayers

@MainActor
@Suite("Layer time: pause, scrub, speed, repeat")
struct MediaTimingTests {
  private func fade(on layer: Layer, duration: Double = 1) {
    let animation = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
    animation.duration = duration
    layer.add(animation, forKey: "fade")
  }

  @Test func pausingWithSpeedZeroAndTimeOffsetScrubs() {
    let host = TestHost()
    let layer = Layer()
    host.addShown(layer)
    layer.speed = 0
    fade(on: layer)
    host.advance(to: 0)
    for progress in [0.1, 0.5, 0.9] {
      layer.timeOffset = progress
      host.advance(to: host.clock.now + 3)
      #expect(abs(Double(layer.presentationValues().opacity) - progress) < 1e-6)
    }
    #expect(layer.animation(forKey: "fade") != nil, "a paused animation never ends")
  }

  @Test func resumingAfterAPauseContinuesWhereItStopped() {
    let host = TestHost()
    let layer = Layer()
    host.addShown(layer)
    fade(on: layer, duration: 2)
    host.advance(to: 0.5)
    // QA1673: pause.
    let paused = layer.convertTime(host.context.currentTime, from: nil)
    layer.speed = 0
    layer.timeOffset = paused
    host.advance(to: 5)
    #expect(abs(layer.presentationValues().opacity - 0.25) < 1e-6)
    // Resume.
    layer.speed = 1
    layer.timeOffset = 0
    layer.beginTime = 0
    layer.beginTime = layer.convertTime(host.context.currentTime, from: nil) - paused
    #expect(abs(layer.presentationValues().opacity - 0.25) < 1e-6)
    host.advance(to: 5.5)
    #expect(abs(layer.presentationValues().opacity - 0.5) < 1e-6)
  }

  @Test func nestedSpeedsMultiply() {
    let host = TestHost()
    let parent = Layer()
    parent.speed = 2
    let child = Layer()
    child.speed = 0.5
    parent.addSublayer(child)
    host.addShown(parent)
    let grandchild = Layer()
    child.addSublayer(grandchild)
    let animation = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
    animation.duration = 4
    animation.speed = 2
    grandchild.add(animation, forKey: "fade")
    host.advance(to: 0.5)
    // Local speed 2 × 0.5 × 2 = 2: after 0.5 s the animation is 1 s in, a quarter.
    #expect(abs(grandchild.presentationValues().opacity - 0.25) < 1e-6)
  }

  @Test func convertTimeRoundTrips() {
    let host = TestHost()
    let a = Layer()
    a.speed = 3
    a.timeOffset = 2
    a.beginTime = 1
    let b = Layer()
    b.speed = 0.5
    host.addShown(a)
    host.root.addSublayer(b)
    let t = 7.25
    let inA = a.convertTime(t, from: nil)
    #expect(abs(inA - ((t - 1) * 3 + 2)) < 1e-12)
    #expect(abs(a.convertTime(inA, to: nil) - t) < 1e-12)
    let inB = b.convertTime(inA, from: a)
    #expect(abs(inB - t * 0.5) < 1e-12)
  }

  @Test func autoreverseAndRepeatCount() {
    let host = TestHost()
    let layer = Layer()
    host.addShown(layer)
    let animation = BasicAnimation(keyPath: .cornerRadius, from: 0, to: 10)
    animation.duration = 1
    animation.autoreverses = true
    animation.repeatCount = 2
    let delegate = RecordingDelegate()
    animation.delegate = delegate
    layer.add(animation, forKey: "pulse")
    let samples: [(Double, CGFloat)] = [(0.25, 2.5), (1.5, 5), (2.25, 2.5), (3.75, 2.5)]
    for (time, expected) in samples {
      host.advance(to: time)
      #expect(abs(layer.presentationValues().cornerRadius - expected) < 1e-9, "at \(time) s")
    }
    host.advance(to: 4)
    #expect(
      delegate.events == ["start", "stop(true)"], "active duration = 1 s × 2 directions × 2 repeats"
    )
  }

  @Test func cumulativeRepeatsContinueFromTheLastEnd() {
    let host = TestHost()
    let layer = Layer()
    host.addShown(layer)
    let animation = BasicAnimation(keyPath: .positionX, from: 0, to: 10)
    animation.duration = 1
    animation.repeatCount = 3
    animation.isCumulative = true
    layer.add(animation, forKey: "walk")
    host.advance(to: 2.5)
    #expect(abs(layer.presentationValues().position.x - 25) < 1e-9)
  }

  @Test func additiveAnimationsAddToTheModel() {
    let host = TestHost()
    let layer = Layer()
    layer.position = CGPoint(x: 100, y: 100)
    host.addShown(layer)
    let shake = BasicAnimation(keyPath: .positionX, from: -10, to: 10)
    shake.duration = 1
    shake.isAdditive = true
    layer.add(shake, forKey: "shake")
    host.advance(to: 0.25)
    #expect(abs(layer.presentationValues().position.x - 95) < 1e-9)
  }

  @Test func fromByAndByToEndpoints() {
    let host = TestHost()
    let layer = Layer()
    layer.cornerRadius = 4
    host.addShown(layer)
    let byOnly = BasicAnimation(keyPath: .cornerRadius, by: 10)
    byOnly.duration = 1
    layer.add(byOnly, forKey: "by")
    host.advance(to: 0.5)
    #expect(abs(layer.presentationValues().cornerRadius - 9) < 1e-9, "current 4 → 14")
    let byTo = BasicAnimation(keyPath: .borderWidth, to: 10, by: 4)
    byTo.duration = 1
    layer.add(byTo, forKey: "byTo")
    host.advance(to: 1.0)
    #expect(abs(layer.presentationValues().borderWidth - 8) < 1e-9, "6 → 10, half-way")
  }

  @Test func aFrozenAnimationIsScrubbedInPlace() {
    let host = TestHost()
    let layer = Layer()
    host.addShown(layer)
    let frozen = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
    frozen.duration = 1
    frozen.speed = 0
    frozen.fillMode = .both
    frozen.isRemovedOnCompletion = false
    layer.add(frozen, forKey: "fade")
    let installed = layer.animation(forKey: "fade")
    host.advance(to: 0.5)
    #expect(layer.presentationValues().opacity == 0, "speed 0: time stands still at the offset")
    layer.setTimeOffset(0.75, ofAnimationForKey: "fade")
    #expect(abs(layer.presentationValues().opacity - 0.75) < 1e-6)
    #expect(layer.animation(forKey: "fade") === installed, "moved in place, not replaced")
    layer.setTimeOffset(0.5, ofAnimationForKey: "missing")
    #expect(abs(layer.presentationValues().opacity - 0.75) < 1e-6)
  }
}
