import Foundation
import SegueGeometry
import SeguePhysics
import SegueTesting
import Testing

@MainActor
@Suite struct PushBehaviorTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var width: CGFloat
    var height: CGFloat
    var density: CGFloat
    var magnitude: CGFloat
    var testDescription: String { "\(width)×\(height) density \(density) magnitude \(magnitude)" }
    /// UIKit's definition: 100 pt/s² × magnitude × (10 000 / area) / density.
    var acceleration: CGFloat { 100 * magnitude * (10_000 / (width * height)) / density }
  }

  nonisolated static let cases = [
    Case(width: 100, height: 100, density: 1, magnitude: 1),
    Case(width: 50, height: 50, density: 1, magnitude: 1),
    Case(width: 200, height: 100, density: 2, magnitude: 1),
    Case(width: 100, height: 100, density: 0.5, magnitude: 3),
    Case(width: 40, height: 250, density: 1, magnitude: -2),
  ]

  /// A continuous push is a constant force: the velocity after t is a·t exactly under Euler
  /// integration (tolerance 0.1 % for float rounding).
  @Test(arguments: cases)
  func continuousPushGivesUIKitsAcceleration(_ c: Case) {
    let item = TestItem(
      center: CGPoint(x: 500, y: 500), size: CGSize(width: c.width, height: c.height))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let push = PushBehavior(items: [item], mode: .continuous)
    push.magnitude = c.magnitude
    let properties = DynamicItemBehavior(items: [item])
    properties.density = c.density
    properties.addLinearVelocity(.zero, for: item)
    animator.addBehavior(push)
    animator.addBehavior(properties)
    animator.runSteps(60)
    let t: CGFloat = 60 * h
    let velocity = properties.linearVelocity(for: item)
    expectClose(velocity.x, c.acceleration * t, tolerance: abs(c.acceleration * t) * 1e-3)
    expectClose(velocity.y, 0, tolerance: 1e-3)
    expectClose(
      item.center.x - 500, 0.5 * c.acceleration * t * t,
      tolerance: abs(0.5 * c.acceleration * h * t) + 0.05)
  }

  /// An instantaneous push of magnitude m adds 100·m·(10 000/area)/density pt/s once, then
  /// turns itself inactive.
  @Test func instantaneousPushIsOneImpulse() {
    let item = TestItem(center: CGPoint(x: 500, y: 500), size: CGSize(width: 50, height: 100))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let push = PushBehavior(items: [item], mode: .instantaneous)
    push.setAngle(.pi / 2, magnitude: 0.5)
    let properties = DynamicItemBehavior(items: [item])
    animator.addBehavior(push)
    animator.addBehavior(properties)
    #expect(push.active)
    animator.runSteps(30)
    #expect(!push.active)
    let expected: CGFloat = 100 * 0.5 * (10_000 / (50 * 100))
    expectClose(properties.linearVelocity(for: item).y, expected, tolerance: expected * 1e-4)
    expectClose(properties.linearVelocity(for: item).x, 0, tolerance: 1e-3)
  }

  /// A push off the centre turns the item: torque = offset × force; for a 100 × 100 item of
  /// density 1 (I = m(w² + h²)/12 = 1/6 kg·m²), a unit force 0.5 m off-centre gives
  /// α = 0.5 / (1/6) = 3 rad/s².
  @Test func offCentrePushTurnsTheItem() {
    let item = TestItem(center: CGPoint(x: 500, y: 500), size: CGSize(width: 100, height: 100))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let push = PushBehavior(items: [item], mode: .instantaneous)
    push.setAngle(0, magnitude: 1)
    push.setTargetOffsetFromCenter(Offset(horizontal: 0, vertical: 50), for: item)
    let properties = DynamicItemBehavior(items: [item])
    animator.addBehavior(push)
    animator.addBehavior(properties)
    animator.runSteps(1)
    // Impulse 1 N·s at 0.5 m below the centre, pointing +x: angular impulse −0.5 (y down,
    // clockwise positive), so ω = −0.5 / (1/6) = −3 rad/s.
    expectClose(properties.angularVelocity(for: item), -3, tolerance: 1e-3)
  }
}
