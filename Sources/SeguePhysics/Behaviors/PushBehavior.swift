import CBox2D
import Foundation
import SegueGeometry

/// A behaviour that applies a force or an impulse to its items (`UIPushBehavior`).
///
/// A continuous push of magnitude 1 is a force that gives a 100 × 100 point item of density 1
/// an acceleration of 100 points/s² (UIKit's definition); other items accelerate by
/// `100 × magnitude × (10 000 / area) / density` points/s². An instantaneous push of magnitude 1
/// is an impulse that adds 100 points/s to that item's velocity, once: it is applied at the
/// next step after `active` becomes true (it is true on creation), then `active` turns false;
/// set it to true again to push again.
@preconcurrency @MainActor
public final class PushBehavior: DynamicBehavior {
  /// How the push is applied (`UIPushBehavior.Mode`).
  public enum Mode: Int, Sendable {
    /// A force applied at every step while active.
    case continuous = 0
    /// An impulse applied once when activated.
    case instantaneous = 1
  }

  /// The push's mode, fixed at creation.
  public let mode: Mode
  private var itemList: ItemList
  private var targetOffsets: [ObjectIdentifier: Offset] = [:]

  /// Whether the push acts; true by default. An instantaneous push turns it false after
  /// applying its impulse.
  public var active = true {
    didSet { setNeedsConfiguration() }
  }

  /// The direction in radians, clockwise from +x on a y-down screen; 0 by default.
  public var angle: CGFloat = 0 {
    didSet { setNeedsConfiguration() }
  }

  /// The strength (see the type's description); 0 by default, negative reverses.
  public var magnitude: CGFloat = 0 {
    didSet { setNeedsConfiguration() }
  }

  /// Creates a push for `items`.
  public init(items: [any DynamicItem], mode: Mode) {
    itemList = ItemList(items)
    self.mode = mode
  }

  /// The items this behaviour pushes.
  public var items: [any DynamicItem] { itemList.items }

  /// The force vector (angle and magnitude together), in push units.
  public var pushDirection: CGVector {
    get { CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude) }
    set {
      let length = hypot(newValue.dx, newValue.dy)
      if length > 0 { angle = atan2(newValue.dy, newValue.dx) }
      magnitude = length
    }
  }

  /// Sets direction and magnitude together.
  public func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    self.angle = angle
    self.magnitude = magnitude
  }

  /// Applies the push to `item` at `offset` from its centre, in the item's own (rotated)
  /// coordinates, in points: an off-centre push also turns the item.
  public func setTargetOffsetFromCenter(_ offset: Offset, for item: any DynamicItem) {
    targetOffsets[ObjectIdentifier(item)] = offset
    setNeedsConfiguration()
  }

  /// The offset set for `item`; `.zero` by default.
  public func targetOffsetFromCenter(for item: any DynamicItem) -> Offset {
    targetOffsets[ObjectIdentifier(item)] ?? .zero
  }

  /// Adds an item.
  public func addItem(_ item: any DynamicItem) {
    if itemList.insert(item) { setNeedsConfiguration() }
  }

  /// Removes an item.
  public func removeItem(_ item: any DynamicItem) {
    if itemList.remove(item) {
      targetOffsets[ObjectIdentifier(item)] = nil
      setNeedsConfiguration()
    }
  }

  override var dynamicItems: [any DynamicItem] { itemList.items }

  override func applyForces(in animator: DynamicAnimator, timeStep: Double) {
    guard active else { return }
    let vector = pushDirection
    for item in itemList.items {
      guard let body = animator.body(for: item), !body.material.isAnchored else { continue }
      let point = body.worldPoint(offset: targetOffsetFromCenter(for: item))
      switch mode {
      case .continuous:
        let scale = PhysicsUnits.pushNewtons
        cb2_body_apply_force(
          body.handle, cb2_vec(x: Float(vector.dx * scale), y: Float(vector.dy * scale)), point)
      case .instantaneous:
        let scale = PhysicsUnits.pushNewtonSeconds
        cb2_body_apply_impulse(
          body.handle, cb2_vec(x: Float(vector.dx * scale), y: Float(vector.dy * scale)), point)
      }
    }
    if mode == .instantaneous {
      // Set the backing state without resuming the animator: the push is spent.
      withoutResuming { active = false }
    }
  }

  private var isSuppressingResume = false

  private func withoutResuming(_ body: () -> Void) {
    isSuppressingResume = true
    body()
    isSuppressingResume = false
  }

  override func setNeedsConfiguration() {
    guard !isSuppressingResume else { return }
    super.setNeedsConfiguration()
  }
}
