import Foundation
import SegueGeometry
import SeguePhysics
import SegueTesting
import Testing

@MainActor
@Suite struct GravityBehaviorTests {
  /// Free fall y = ½·g·t². Box2D integrates with semi-implicit Euler, whose position after n
  /// steps is ½·g·h²·n(n+1) = ½·g·t² + ½·g·h·t: the tolerance is that known lag plus 0.05 pt of
  /// float rounding.
  @Test(arguments: [0.25, 0.5, 1.0])
  func freeFallFollowsHalfGTSquared(seconds: Double) {
    let item = TestItem(center: CGPoint(x: 100, y: 0), size: CGSize(width: 50, height: 50))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 800))
    animator.addBehavior(GravityBehavior(items: [item]))
    let steps = Int((seconds / h).rounded())
    animator.runSteps(steps)
    let t = CGFloat(steps) * h
    expectClose(item.center.y, 0.5 * g * t * t, tolerance: 0.5 * g * h * t + 0.05)
    expectClose(item.center.x, 100, tolerance: 1e-4)
  }

  @Test func fallSpeedIsIndependentOfSizeAndDensity() {
    let small = TestItem(center: CGPoint(x: 0, y: 0), size: CGSize(width: 10, height: 10))
    let large = TestItem(center: CGPoint(x: 300, y: 0), size: CGSize(width: 200, height: 80))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 800))
    animator.addBehavior(GravityBehavior(items: [small, large]))
    let heavy = DynamicItemBehavior(items: [large])
    heavy.density = 7
    animator.addBehavior(heavy)
    animator.runSteps(60)
    expectClose(small.center.y, large.center.y, tolerance: 1e-3)
  }

  @Test func angleAndMagnitudeAreCoupledAsInUIKit() {
    let gravity = GravityBehavior(items: [])
    #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 1))
    expectClose(gravity.angle, .pi / 2, tolerance: 1e-12)
    expectClose(gravity.magnitude, 1, tolerance: 1e-12)
    gravity.magnitude = 0
    #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 0))
    #expect(gravity.angle == 0)
    gravity.magnitude = 2
    expectClose(gravity.gravityDirection.dx, 2, tolerance: 1e-12)
    gravity.setAngle(.pi, magnitude: 0.5)
    expectClose(gravity.gravityDirection.dx, -0.5, tolerance: 1e-12)
    expectClose(gravity.gravityDirection.dy, 0, tolerance: 1e-12)
  }

  @Test func itemsOutsideGravityDoNotFall() {
    let falling = TestItem(center: CGPoint(x: 0, y: 0), size: CGSize(width: 10, height: 10))
    let floating = TestItem(center: CGPoint(x: 100, y: 0), size: CGSize(width: 10, height: 10))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 800))
    animator.addBehavior(GravityBehavior(items: [falling]))
    animator.addBehavior(DynamicItemBehavior(items: [floating]))
    animator.runSteps(60)
    #expect(falling.center.y > 100)
    #expect(floating.center == CGPoint(x: 100, y: 0))
  }
}
