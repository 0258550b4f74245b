import Foundation
import SegueGeometry
import SeguePhysics
import SegueTesting
import Testing

@MainActor
@Suite struct DynamicItemBehaviorTests {
  @Test func defaultsAreUIKits() {
    let behavior = DynamicItemBehavior(items: [])
    #expect(behavior.elasticity == 0)
    #expect(behavior.friction == 0)
    #expect(behavior.density == 1)
    #expect(behavior.resistance == 0)
    #expect(behavior.angularResistance == 0)
    #expect(behavior.allowsRotation)
    #expect(!behavior.isAnchored)
    #expect(behavior.charge == 0)
  }

  /// Resistance r is linear damping of 10·r per second: with no force, v(t) = v₀·e^(−10·r·t).
  /// Box2D damps implicitly, v ← v / (1 + 10·r·h) per step, which lags the exponential by
  /// (e^(10·r·h) / (1 + 10·r·h))^n; for r = 0.5 over 60 steps that is 5.2 %: tolerance 6 %.
  @Test func resistanceDampsVelocityExponentially() {
    let item = TestItem(center: CGPoint(x: 100, y: 100), size: CGSize(width: 20, height: 20))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 800))
    let behavior = DynamicItemBehavior(items: [item])
    behavior.resistance = 0.5
    behavior.addLinearVelocity(CGPoint(x: 400, y: 0), for: item)
    #expect(behavior.linearVelocity(for: item) == CGPoint(x: 400, y: 0))
    animator.addBehavior(behavior)
    animator.runSteps(60)
    let expected = 400 * exp(-10 * 0.5 * 0.5)
    expectClose(behavior.linearVelocity(for: item).x, expected, tolerance: 0.06 * expected)
  }

  @Test func angularVelocityIsAddedAndForbiddenRotationHoldsStill() {
    let spinning = TestItem(center: CGPoint(x: 100, y: 100), size: CGSize(width: 20, height: 20))
    let fixed = TestItem(center: CGPoint(x: 300, y: 100), size: CGSize(width: 20, height: 20))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 800))
    let free = DynamicItemBehavior(items: [spinning])
    free.addAngularVelocity(2, for: spinning)
    let locked = DynamicItemBehavior(items: [fixed])
    locked.allowsRotation = false
    let push = PushBehavior(items: [fixed], mode: .continuous)
    push.magnitude = 1
    push.setTargetOffsetFromCenter(Offset(horizontal: 0, vertical: 10), for: fixed)
    animator.addBehavior(free)
    animator.addBehavior(locked)
    animator.addBehavior(push)
    animator.runSteps(60)
    // ω constant with no damping: θ = ω·t = 2 × 0.5 s.
    expectClose(spinning.angle, 1, tolerance: 1e-3)
    expectClose(free.angularVelocity(for: spinning), 2, tolerance: 1e-4)
    #expect(fixed.angle == 0)
  }
}
