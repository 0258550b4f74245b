import Foundation
import SegueAnimation
import SegueGeometry
import Testing

@testable import SegueLayers

@MainActor
@Suite("Keyframe, spring, group and transform-component animations")
struct AnimationKindsTests {
  @Test func keyframeValuesWithKeyTimes() {
    let host = TestHost()
    let layer = Layer()
    host.addShown(layer)
    let keyframes = KeyframeAnimation(keyPath: "opacity")
    keyframes.values = [0.0, 1.0, 0.5]
    keyframes.keyTimes = [0, 0.25, 1]
    keyframes.duration = 1
    layer.add(keyframes, forKey: "k")
    host.advance(to: 0.125)
    #expect(abs(layer.presentationValues().opacity - 0.5) < 1e-6)
    host.advance(to: 0.625)
    #expect(abs(layer.presentationValues().opacity - 0.75) < 1e-6, "half-way from 1 to 0.5")
  }

  @Test func discreteKeyframesHoldEachValue() {
    let host = TestHost()
    let layer = Layer()
    host.addShown(layer)
    let keyframes = KeyframeAnimation(keyPath: "cornerRadius")
    keyframes.values = [CGFloat(1), CGFloat(2), CGFloat(3)]
    keyframes.calculationMode = .discrete
    keyframes.duration = 3
    layer.add(keyframes, forKey: "k")
    for (time, expected) in [(0.5, 1.0), (1.5, 2.0), (2.5, 3.0)] {
      host.advance(to: time)
      #expect(layer.presentationValues().cornerRadius == CGFloat(expected), "at \(time) s")
    }
  }

  @Test func pathKeyframesMoveAlongThePathAtConstantSpeedWhenPaced() {
    let host = TestHost()
    let layer = Layer()
    host.addShown(layer)
    let path = BezierPath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 100, y: 0))
    path.addLine(to: CGPoint(x: 100, y: 300))
    let move = KeyframeAnimation(keyPath: "position")
    move.path = path.cgPath
    move.calculationMode = .paced
    move.rotationMode = .rotateAuto
    move.duration = 4
    layer.add(move, forKey: "move")
    host.advance(to: 1)  // a quarter of 400 pt
    let values = layer.presentationValues()
    #expect(abs(values.position.x - 100) < 1e-6 && abs(values.position.y - 0) < 1e-6)
    host.advance(to: 3)
    let later = layer.presentationValues()
    #expect(abs(later.position.x - 100) < 1e-6 && abs(later.position.y - 200) < 1e-6)
    // Moving down the screen: the tangent is +y, a quarter turn clockwise.
    #expect(abs(later.transform.m12 - 1) < 1e-9 && abs(later.transform.m11) < 1e-9)
  }

  @Test func springAnimationFollowsTheClosedFormSpring() {
    let host = TestHost()
    let layer = Layer()
    host.addShown(layer)
    let spring = SpringAnimation(keyPath: "position.x")
    spring.fromValue = 0.0
    spring.toValue = 100.0
    spring.damping = 5
    spring.duration = spring.settlingDuration
    layer.add(spring, forKey: "spring")
    // An independent damped-oscillator solution for m = 1, k = 100, c = 5 from rest.
    let omega0 = 10.0
    let zeta = 5.0 / (2 * 10)
    let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
    for time in [0.05, 0.2, 0.37] {
      host.advance(to: time)
      let expected =
        1 - exp(-zeta * omega0 * time)
        * (cos(omegaD * time) + zeta * omega0 / omegaD * sin(omegaD * time))
      #expect(
        abs(Double(layer.presentationValues().position.x) - 100 * expected) < 1e-6, "at \(time) s")
    }
    #expect(spring.settlingDuration > 1 && spring.settlingDuration < 3)
  }

  @Test func groupTimesChildrenInsideItsDuration() {
    let host = TestHost()
    let layer = Layer()
    host.addShown(layer)
    let fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
    fade.duration = 1
    let grow = BasicAnimation(keyPath: .cornerRadius, from: 0, to: 10)
    grow.beginTime = 1
    grow.duration = 1
    let group = AnimationGroup()
    group.animations = [fade, grow]
    group.duration = 2
    let delegate = RecordingDelegate()
    group.delegate = delegate
    layer.add(group, forKey: "group")
    host.advance(to: 0.5)
    #expect(abs(layer.presentationValues().opacity - 0.5) < 1e-6)
    #expect(layer.presentationValues().cornerRadius == 0)
    host.advance(to: 1.5)
    #expect(abs(layer.presentationValues().cornerRadius - 5) < 1e-9)
    host.advance(to: 2.5)
    #expect(delegate.events == ["start", "stop(true)"])
  }

  @Test func transformComponentsKeepTheOtherComponents() {
    let host = TestHost()
    let layer = Layer()
    layer.transform = Transform3D(scaleX: 2, y: 2, z: 1)
    host.addShown(layer)
    let spin = BasicAnimation(keyPath: .transformRotationZ, from: 0, to: .pi)
    spin.duration = 1
    layer.add(spin, forKey: "spin")
    host.advance(to: 0.5)
    let t = layer.presentationValues().transform
    // Scale 2 kept, rotated a quarter turn: (1, 0) ↦ (0, 2).
    #expect(abs(t.m11) < 1e-9 && abs(t.m12 - 2) < 1e-9)
    #expect(abs(t.m21 + 2) < 1e-9 && abs(t.m22) < 1e-9)
    let scale = BasicAnimation(keyPath: .transformScale, from: 1, to: 3)
    scale.duration = 1
    let other = Layer()
    other.transform = Transform3D(translationX: 5, y: 6, z: 0)
    host.addShown(other)
    other.add(scale, forKey: "scale")
    host.advance(to: 1.0)
    let u = other.presentationValues().transform
    #expect(abs(u.m11 - 2) < 1e-9 && abs(u.m22 - 2) < 1e-9 && u.m41 == 5 && u.m42 == 6)
  }

  @Test func aFullTurnOfRotationZGoesAllTheWayRound() {
    let host = TestHost()
    let layer = Layer()
    host.addShown(layer)
    let spin = BasicAnimation(keyPath: .transformRotationZ, from: 0, to: 2 * .pi)
    spin.duration = 1
    layer.add(spin, forKey: "spin")
    host.advance(to: 0.75)
    let t = layer.presentationValues().transform
    // 270°: (1, 0) ↦ (0, −1).
    #expect(abs(t.m11) < 1e-9 && abs(t.m12 + 1) < 1e-9)
  }

  @Test func typedKeyPathsAndStringKeyPathsAgree() {
    let typed = BasicAnimation(keyPath: .position, from: .zero, to: CGPoint(x: 10, y: 0))
    #expect(typed.keyPath == "position")
    #expect(AnimatableKeyPath<CGFloat>.transformRotationZ.rawValue == "transform.rotation.z")
    for name in PropertyRegistry.knownNames {
      #expect(PropertyRegistry.property(named: name) != nil, "\(name) resolves")
    }
    #expect(PropertyRegistry.property(named: "positon") == nil)
  }
}
