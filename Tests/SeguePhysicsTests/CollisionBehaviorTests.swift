import Foundation
import SegueGeometry
import SeguePhysics
import SegueTesting
import Testing

@MainActor
final class ContactRecorder: CollisionBehaviorDelegate {
  var events: [String] = []

  func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
    withBoundaryIdentifier identifier: AnyHashable?, at p: CGPoint
  ) {
    events.append("began \(identifier.map { "\($0)" } ?? "nil")")
  }

  func collisionBehavior(
    _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
    withBoundaryIdentifier identifier: AnyHashable?
  ) {
    events.append("ended \(identifier.map { "\($0)" } ?? "nil")")
  }

  func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem,
    with item2: any DynamicItem, at p: CGPoint
  ) {
    events.append("began items")
  }

  func collisionBehavior(
    _ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem,
    with item2: any DynamicItem
  ) {
    events.append("ended items")
  }
}

@MainActor
@Suite struct CollisionBehaviorTests {
  /// Drops a 20 pt square from rest onto a floor at y = 500 and returns its vertical velocity
  /// at every step.
  func dropOnFloor(elasticity: CGFloat, steps: Int) -> [CGFloat] {
    let item = TestItem(center: CGPoint(x: 200, y: 100), size: CGSize(width: 20, height: 20))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 800))
    let collision = CollisionBehavior(items: [item])
    collision.addBoundary(
      withIdentifier: "floor", from: CGPoint(x: 0, y: 500), to: CGPoint(x: 400, y: 500))
    let properties = DynamicItemBehavior(items: [item])
    properties.elasticity = elasticity
    animator.addBehavior(GravityBehavior(items: [item]))
    animator.addBehavior(collision)
    animator.addBehavior(properties)
    var velocities: [CGFloat] = []
    for _ in 0..<steps {
      animator.runSteps(1)
      velocities.append(properties.linearVelocity(for: item).y)
    }
    return velocities
  }

  /// Restitution e: the rebound speed is e × the impact speed (√(2·g·390) ≈ 883 pt/s, well
  /// above Box2D's 100 pt/s bounce threshold). The impact speed is the largest downward speed,
  /// the rebound speed the largest upward one; tolerance 0.03 (gravity acts for part of the
  /// contact step, g·h ≈ 8 pt/s, about 1 %).
  @Test(arguments: [0.3, 0.5, 0.8])
  func reboundSpeedIsElasticityTimesImpactSpeed(elasticity: Double) {
    let velocities = dropOnFloor(elasticity: CGFloat(elasticity), steps: 150)
    let impact = velocities.max() ?? 0
    let rebound = -(velocities.min() ?? 0)
    expectClose(impact, (2 * g * 390).squareRoot(), tolerance: 0.02 * 883)
    expectClose(rebound / impact, CGFloat(elasticity), tolerance: 0.03)
  }

  @Test func inelasticItemsDoNotBounce() {
    let velocities = dropOnFloor(elasticity: 0, steps: 150)
    #expect((velocities.min() ?? 0) > -10)
  }

  @Test func delegateReportsBoundaryContactsWithTheirIdentifiers() {
    let item = TestItem(center: CGPoint(x: 200, y: 380), size: CGSize(width: 20, height: 20))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 800))
    let collision = CollisionBehavior(items: [item])
    collision.addBoundary(
      withIdentifier: "floor", from: CGPoint(x: 0, y: 500), to: CGPoint(x: 400, y: 500))
    #expect(collision.boundaryIdentifiers == ["floor"])
    let recorder = ContactRecorder()
    collision.collisionDelegate = recorder
    let properties = DynamicItemBehavior(items: [item])
    properties.elasticity = 0.8
    animator.addBehavior(GravityBehavior(items: [item]))
    animator.addBehavior(collision)
    animator.addBehavior(properties)
    animator.runSteps(60)
    #expect(recorder.events.prefix(2) == ["began floor", "ended floor"])
  }

  @Test func referenceBoundsBoundaryIsReportedWithANilIdentifier() {
    let item = TestItem(center: CGPoint(x: 200, y: 700), size: CGSize(width: 20, height: 20))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 800))
    let collision = CollisionBehavior(items: [item])
    collision.translatesReferenceBoundsIntoBoundary = true
    let recorder = ContactRecorder()
    collision.collisionDelegate = recorder
    animator.addBehavior(GravityBehavior(items: [item]))
    animator.addBehavior(collision)
    animator.runSteps(120)
    #expect(recorder.events == ["began nil"])
    // It rests on the bottom edge (Box2D keeps shapes about one skin width, ≈ 1 pt, apart).
    expectClose(item.center.y, 790, tolerance: 1.5)
  }

  @Test func itemsCollideOnlyWithinTheirBehaviour() {
    let lower = TestItem(center: CGPoint(x: 200, y: 700), size: CGSize(width: 40, height: 40))
    let upper = TestItem(center: CGPoint(x: 200, y: 600), size: CGSize(width: 40, height: 40))
    let ghost = TestItem(center: CGPoint(x: 200, y: 500), size: CGSize(width: 40, height: 40))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 800))
    let collision = CollisionBehavior(items: [lower, upper])
    collision.translatesReferenceBoundsIntoBoundary = true
    let recorder = ContactRecorder()
    collision.collisionDelegate = recorder
    animator.addBehavior(GravityBehavior(items: [lower, upper, ghost]))
    animator.addBehavior(collision)
    animator.runSteps(240)
    expectClose(lower.center.y, 780, tolerance: 1.5)
    expectClose(upper.center.y, 740, tolerance: 3)
    #expect(ghost.center.y > 1000)
    #expect(recorder.events.contains("began items"))
  }

  @Test func boundariesCanBeReplacedAndRemoved() {
    let collision = CollisionBehavior(items: [])
    let path = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    collision.addBoundary(withIdentifier: "oval", for: path)
    collision.addBoundary(withIdentifier: 7, from: .zero, to: CGPoint(x: 10, y: 0))
    #expect(collision.boundaryIdentifiers == ["oval", 7])
    #expect(collision.boundary(withIdentifier: "oval")?.cgPath == path.cgPath)
    collision.removeBoundary(withIdentifier: "oval")
    #expect(collision.boundaryIdentifiers == [7])
    collision.removeAllBoundaries()
    #expect(collision.boundaryIdentifiers.isEmpty)
  }

  /// An item falling into a bowl made from a Bézier path rests at its bottom.
  @Test func curvedBoundaryHoldsItems() {
    let item = TestItem(center: CGPoint(x: 180, y: 100), size: CGSize(width: 20, height: 20))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 800))
    let collision = CollisionBehavior(items: [item])
    let bowl = BezierPath()
    bowl.move(to: CGPoint(x: 0, y: 300))
    bowl.addQuadCurve(to: CGPoint(x: 400, y: 300), controlPoint: CGPoint(x: 200, y: 700))
    collision.addBoundary(withIdentifier: "bowl", for: bowl)
    let damped = DynamicItemBehavior(items: [item])
    damped.resistance = 0.5
    damped.angularResistance = 0.5
    animator.addBehavior(GravityBehavior(items: [item]))
    animator.addBehavior(collision)
    animator.addBehavior(damped)
    animator.runSteps(8 * 120)
    // Frictionless, it slides to the quadratic's lowest point, (200, 500), and rests on its
    // bottom edge, 10 pt plus a skin (≈ 1.5 pt, as on a straight floor) above it. Flattened
    // to 0.1 pt, the bowl (radius of curvature 100 pt at the bottom) has chords of about 9 pt,
    // so its bottom is flat to within half a chord each side: tolerance 5 pt in x.
    expectClose(item.center.x, 200, tolerance: 5)
    expectClose(item.center.y, 488.5, tolerance: 2)
  }
}
