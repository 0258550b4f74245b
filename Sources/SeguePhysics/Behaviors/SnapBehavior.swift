import CBox2D
import Foundation
import SegueGeometry

/// A behaviour that moves an item to a point with a damped spring (`UISnapBehavior`).
///
/// Implemented as a Box2D mouse joint pulling the item's centre to `snapPoint`: a spring of
/// `snapFrequency` (3 Hz) with damping ratio `damping` (so 0.5, the default, overshoots about
/// 16 % once, and 1 does not overshoot), capped at 1 000 m/s² × mass; while snapping, the
/// item's rotation is damped at `angularDampingRate`, so the turn it picks up on the way
/// dies out. UIKit's own spring constants are not published.
@preconcurrency @MainActor
public final class SnapBehavior: DynamicBehavior {
  /// The snapped item.
  public let item: any DynamicItem
  private var joint: OpaquePointer?

  /// Where the item's centre goes, in reference coordinates (points).
  public var snapPoint: CGPoint {
    didSet {
      if let joint { cb2_mouse_joint_set_target(joint, PhysicsUnits.meters(snapPoint)) }
      setNeedsConfiguration()
    }
  }

  /// Oscillation damping, 0 (most oscillation) … 1 (least); 0.5 by default.
  public var damping: CGFloat = 0.5 {
    didSet {
      guard let animator = dynamicAnimator else { return }
      destroyJoint(in: animator)
      animator.setNeedsConfiguration()
    }
  }

  /// Creates a snap of `item` to `point`.
  public init(item: any DynamicItem, snapTo point: CGPoint) {
    self.item = item
    snapPoint = point
  }

  /// Frequency of the snap spring, in Hz.
  nonisolated public static let snapFrequency: CGFloat = 3
  /// Angular damping applied to the item while snapping, in 1/s (2 × 2π × 3 Hz).
  nonisolated public static let angularDampingRate: CGFloat = 4 * .pi * snapFrequency
  /// Largest snap acceleration, in m/s² (100 000 points/s²).
  static let maximumAcceleration: CGFloat = 1000

  override var dynamicItems: [any DynamicItem] { [item] }

  override func configure(in animator: DynamicAnimator) {
    guard let body = animator.body(for: item) else { return }
    body.snapAngularDamping += Self.angularDampingRate
  }

  override func forgetInstallation() {
    joint = nil
  }

  override func configureConstraints(in animator: DynamicAnimator) {
    guard joint == nil, let body = animator.body(for: item) else { return }
    joint = cb2_joint_create_mouse(
      animator.world.handle, animator.ground, body.handle, PhysicsUnits.meters(snapPoint),
      Float(Self.maximumAcceleration * max(body.mass, 1e-6)), Float(Self.snapFrequency),
      Float(damping))
  }

  override func uninstall(from animator: DynamicAnimator) {
    destroyJoint(in: animator)
  }

  private func destroyJoint(in animator: DynamicAnimator) {
    if let joint { cb2_joint_destroy(animator.world.handle, joint) }
    joint = nil
  }
}
