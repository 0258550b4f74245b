import CBox2D
import Foundation
import SegueGeometry

/// A behaviour that sets physical properties of its items and adds velocities
/// (`UIDynamicItemBehavior`).
///
/// Defaults are UIKit's (reference §9.2). When several item behaviours set the same item, the
/// one added last wins. Without any, an item has these defaults.
@preconcurrency @MainActor
public final class DynamicItemBehavior: DynamicBehavior {
  private var itemList: ItemList
  private var pendingLinear: [ObjectIdentifier: CGPoint] = [:]
  private var pendingAngular: [ObjectIdentifier: CGFloat] = [:]

  /// Restitution of collisions, 0 (no bounce) … 1 (elastic); 0 by default. Box2D keeps the
  /// larger restitution of the two colliding shapes (boundaries have 0), and does not bounce
  /// below a normal speed of 100 points/s (its 1 m/s restitution threshold).
  public var elasticity: CGFloat = 0 { didSet { setNeedsConfiguration() } }

  /// Friction coefficient, 0 (none) upward; 0 by default. Two touching items use the
  /// geometric mean of theirs; boundaries have 1, so against a boundary it is `√friction`.
  public var friction: CGFloat = 0 { didSet { setNeedsConfiguration() } }

  /// Mass per area: mass = density × area / 10 000 points² (a 100 × 100 item of density 1 has
  /// unit mass); 1 by default.
  public var density: CGFloat = 1 { didSet { setNeedsConfiguration() } }

  /// Linear velocity damping, 0 … ∞; 0 by default. Maps to Box2D linear damping of
  /// 10 × resistance per second: with no force acting, speed falls by a factor e every
  /// 0.1 s / resistance.
  public var resistance: CGFloat = 0 { didSet { setNeedsConfiguration() } }

  /// Angular velocity damping, mapped like `resistance`; 0 by default.
  public var angularResistance: CGFloat = 0 { didSet { setNeedsConfiguration() } }

  /// Whether the items may rotate; true by default.
  public var allowsRotation = true { didSet { setNeedsConfiguration() } }

  /// Whether the items are fixed in place: they still collide (as boundaries do) but never
  /// move; false by default.
  public var isAnchored = false { didSet { setNeedsConfiguration() } }

  /// Electric charge for field behaviours; 0 by default. Kept for ported code: field
  /// behaviours are not implemented, so it has no effect.
  public var charge: CGFloat = 0

  /// Creates an item behaviour for `items`.
  public init(items: [any DynamicItem] = []) {
    itemList = ItemList(items)
  }

  /// The items this behaviour configures.
  public var items: [any DynamicItem] { itemList.items }

  /// Adds an item.
  public func addItem(_ item: any DynamicItem) {
    if itemList.insert(item) { setNeedsConfiguration() }
  }

  /// Removes an item.
  public func removeItem(_ item: any DynamicItem) {
    if itemList.remove(item) { setNeedsConfiguration() }
  }

  /// Adds `velocity` (points per second) to the item's linear velocity. Before the behaviour
  /// is in an animator, calls accumulate and apply when it joins.
  public func addLinearVelocity(_ velocity: CGPoint, for item: any DynamicItem) {
    precondition(itemList.contains(item), "addLinearVelocity: the item is not in the behaviour")
    if let body = dynamicAnimator?.body(for: item) {
      let current = body.linearVelocity
      body.linearVelocity = CGPoint(x: current.x + velocity.x, y: current.y + velocity.y)
    } else {
      let pending = pendingLinear[ObjectIdentifier(item)] ?? .zero
      pendingLinear[ObjectIdentifier(item)] = CGPoint(
        x: pending.x + velocity.x, y: pending.y + velocity.y)
    }
    setNeedsConfiguration()
  }

  /// The item's linear velocity, in points per second (the pending one before the behaviour is
  /// in an animator).
  public func linearVelocity(for item: any DynamicItem) -> CGPoint {
    if let body = dynamicAnimator?.body(for: item) { return body.linearVelocity }
    return pendingLinear[ObjectIdentifier(item)] ?? .zero
  }

  /// Adds `velocity` (radians per second, clockwise positive) to the item's angular velocity.
  public func addAngularVelocity(_ velocity: CGFloat, for item: any DynamicItem) {
    precondition(itemList.contains(item), "addAngularVelocity: the item is not in the behaviour")
    if let body = dynamicAnimator?.body(for: item) {
      body.angularVelocity += velocity
    } else {
      pendingAngular[ObjectIdentifier(item), default: 0] += velocity
    }
    setNeedsConfiguration()
  }

  /// The item's angular velocity, in radians per second.
  public func angularVelocity(for item: any DynamicItem) -> CGFloat {
    if let body = dynamicAnimator?.body(for: item) { return body.angularVelocity }
    return pendingAngular[ObjectIdentifier(item)] ?? 0
  }

  override var dynamicItems: [any DynamicItem] { itemList.items }

  override func configure(in animator: DynamicAnimator) {
    for item in itemList.items {
      guard let body = animator.body(for: item) else { continue }
      body.material = Material(
        density: density, friction: friction, elasticity: elasticity, resistance: resistance,
        angularResistance: angularResistance, allowsRotation: allowsRotation,
        isAnchored: isAnchored)
      let key = ObjectIdentifier(item)
      if let velocity = pendingLinear.removeValue(forKey: key) {
        let current = body.linearVelocity
        body.linearVelocity = CGPoint(x: current.x + velocity.x, y: current.y + velocity.y)
      }
      if let omega = pendingAngular.removeValue(forKey: key) {
        body.angularVelocity += omega
      }
    }
  }
}
