import CBox2D
import Foundation
import SegueGeometry

/// A behaviour that accelerates its items in one direction (`UIGravityBehavior`).
///
/// Magnitude 1.0 is 1 000 points/s² (UIKit's "roughly Earth gravity"), whatever the item's
/// size or density. `gravityDirection`, `angle` and `magnitude` are three views of one vector,
/// as in UIKit: setting the magnitude to 0 makes the vector zero, which resets the angle to 0.
@preconcurrency @MainActor
public final class GravityBehavior: DynamicBehavior {
  private var itemList: ItemList

  /// The acceleration vector in units of 1 000 points/s²; (0, 1), straight down, by default.
  public var gravityDirection = CGVector(dx: 0, dy: 1) {
    didSet { setNeedsConfiguration() }
  }

  /// Creates a gravity behaviour for `items`.
  public init(items: [any DynamicItem] = []) {
    itemList = ItemList(items)
  }

  /// The items this behaviour accelerates.
  public var items: [any DynamicItem] { itemList.items }

  /// The direction in radians, clockwise from +x on a y-down screen; π/2 by default.
  public var angle: CGFloat {
    get { atan2(gravityDirection.dy, gravityDirection.dx) }
    set { setAngle(newValue, magnitude: magnitude) }
  }

  /// The acceleration in units of 1 000 points/s²; 1 by default.
  public var magnitude: CGFloat {
    get { hypot(gravityDirection.dx, gravityDirection.dy) }
    set { setAngle(angle, magnitude: newValue) }
  }

  /// Sets direction and magnitude together.
  public func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    gravityDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
  }

  /// Adds an item.
  public func addItem(_ item: any DynamicItem) {
    if itemList.insert(item) { setNeedsConfiguration() }
  }

  /// Removes an item.
  public func removeItem(_ item: any DynamicItem) {
    if itemList.remove(item) { setNeedsConfiguration() }
  }

  override var dynamicItems: [any DynamicItem] { itemList.items }

  override func applyForces(in animator: DynamicAnimator, timeStep: Double) {
    let scale = PhysicsUnits.gravityMetersPerSecondSquared
    for item in itemList.items {
      guard let body = animator.body(for: item), !body.material.isAnchored else { continue }
      let mass = body.mass
      let force = cb2_vec(
        x: Float(mass * gravityDirection.dx * scale), y: Float(mass * gravityDirection.dy * scale))
      cb2_body_apply_force(body.handle, force, cb2_body_position(body.handle))
    }
  }
}
