import CBox2D
import Foundation
import SegueGeometry

/// A behaviour that ties an item to an anchor point or to another item
/// (`UIAttachmentBehavior`).
///
/// The standard attachment keeps the distance between its two attachment points at `length`
/// (measured at creation): rigidly when `frequency` is 0 (a Box2D distance joint with equal
/// minimum and maximum), as a spring of `frequency` Hz and `damping` ratio (1 = critical)
/// otherwise. A rigid attachment of length 0 to an anchor is a pin: the item turns freely about
/// the anchor (a revolute joint to a static body), which is what a menu falling about its
/// button does. The iOS 9 factories make pin, sliding, fixed and limit attachments.
@preconcurrency @MainActor
public final class AttachmentBehavior: DynamicBehavior {
  /// Whether the attachment joins an item to an anchor or two items
  /// (`UIAttachmentBehavior.AttachmentType`).
  public enum AttachmentType: Int, Sendable {
    /// Two items.
    case items = 0
    /// An item and a point.
    case anchor = 1
  }

  enum Kind {
    case standard
    case pin
    case sliding(axis: CGVector)
    case fixed
    case limit
  }

  /// The attached items: one for an anchor attachment, two otherwise.
  public let items: [any DynamicItem]
  /// Whether this attaches to an anchor or between items.
  public let attachedBehaviorType: AttachmentType
  let kind: Kind
  private let offsets: [Offset]
  private var joint: OpaquePointer?

  /// The anchor point in reference coordinates (points); for item-to-item factories, the
  /// shared anchor given at creation.
  public var anchorPoint: CGPoint { didSet { jointDidChange() } }

  /// The distance to keep between the attachment points, in points (for a limit attachment,
  /// the maximum distance).
  public var length: CGFloat { didSet { jointDidChange() } }

  /// Damping ratio of a spring attachment, 1 = critical; 0 by default.
  public var damping: CGFloat = 0 { didSet { jointDidChange() } }

  /// Oscillation frequency of a spring attachment in Hz; 0 (rigid) by default.
  public var frequency: CGFloat = 0 { didSet { jointDidChange() } }

  /// Torque resisting rotation of a pin attachment, 0 by default; 1 is a push of magnitude 1
  /// applied 100 points from the pin.
  public var frictionTorque: CGFloat = 0 { didSet { jointDidChange() } }

  /// For a pin, the allowed relative rotation in radians; for a sliding attachment, the
  /// allowed translation in points along the axis (must contain 0). `.infinite` by default.
  public var attachmentRange: FloatRange = .infinite { didSet { jointDidChange() } }

  /// Attaches the centre of `item` to `point` (reference coordinates, points).
  public convenience init(item: any DynamicItem, attachedToAnchor point: CGPoint) {
    self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
  }

  /// Attaches the point at `offset` from the centre of `item` (in the item's own coordinates)
  /// to `point`.
  public init(
    item: any DynamicItem, offsetFromCenter offset: Offset, attachedToAnchor point: CGPoint
  ) {
    items = [item]
    attachedBehaviorType = .anchor
    kind = .standard
    offsets = [offset]
    anchorPoint = point
    length = Self.distance(Self.attachmentPoint(of: item, offset: offset), point)
  }

  /// Attaches the centres of two items.
  public convenience init(item item1: any DynamicItem, attachedTo item2: any DynamicItem) {
    self.init(
      item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
  }

  /// Attaches a point of each item, given as offsets from their centres.
  public convenience init(
    item item1: any DynamicItem, offsetFromCenter offset1: Offset,
    attachedTo item2: any DynamicItem, offsetFromCenter offset2: Offset
  ) {
    self.init(
      items: [item1, item2], kind: .standard, offsets: [offset1, offset2], anchor: .zero)
  }

  init(items: [any DynamicItem], kind: Kind, offsets: [Offset], anchor: CGPoint) {
    self.items = items
    attachedBehaviorType = items.count == 1 ? .anchor : .items
    self.kind = kind
    self.offsets = offsets
    anchorPoint = anchor
    if items.count == 2 {
      length = Self.distance(
        Self.attachmentPoint(of: items[0], offset: offsets[0]),
        Self.attachmentPoint(of: items[1], offset: offsets[1]))
    } else {
      length = Self.distance(Self.attachmentPoint(of: items[0], offset: offsets[0]), anchor)
    }
  }

  /// Two items that turn independently about a shared `point`.
  public static func pinAttachment(
    with item1: any DynamicItem, attachedTo item2: any DynamicItem,
    attachmentAnchor point: CGPoint
  ) -> AttachmentBehavior {
    AttachmentBehavior(items: [item1, item2], kind: .pin, offsets: [.zero, .zero], anchor: point)
  }

  /// Two items fused at `point`: they move as one.
  public static func fixedAttachment(
    with item1: any DynamicItem, attachedTo item2: any DynamicItem,
    attachmentAnchor point: CGPoint
  ) -> AttachmentBehavior {
    AttachmentBehavior(
      items: [item1, item2], kind: .fixed, offsets: [.zero, .zero], anchor: point)
  }

  /// Two items that may only translate relative to each other along `axis`, without turning.
  public static func slidingAttachment(
    with item1: any DynamicItem, attachedTo item2: any DynamicItem,
    attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector
  ) -> AttachmentBehavior {
    AttachmentBehavior(
      items: [item1, item2], kind: .sliding(axis: axis), offsets: [.zero, .zero], anchor: point)
  }

  /// An item that may only translate along `axis` through `point`, without turning.
  public static func slidingAttachment(
    with item: any DynamicItem, attachmentAnchor point: CGPoint,
    axisOfTranslation axis: CGVector
  ) -> AttachmentBehavior {
    AttachmentBehavior(items: [item], kind: .sliding(axis: axis), offsets: [.zero], anchor: point)
  }

  /// Two items whose attachment points stay at most `length` apart (initially their current
  /// distance), like a rope.
  public static func limitAttachment(
    with item1: any DynamicItem, offsetFromCenter offset1: Offset,
    attachedTo item2: any DynamicItem, offsetFromCenter offset2: Offset
  ) -> AttachmentBehavior {
    AttachmentBehavior(
      items: [item1, item2], kind: .limit, offsets: [offset1, offset2], anchor: .zero)
  }

  private static func attachmentPoint(of item: any DynamicItem, offset: Offset) -> CGPoint {
    let angle = Body.rotation(of: item.transform)
    return CGPoint(
      x: item.center.x + offset.horizontal * cos(angle) - offset.vertical * sin(angle),
      y: item.center.y + offset.horizontal * sin(angle) + offset.vertical * cos(angle))
  }

  private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    hypot(a.x - b.x, a.y - b.y)
  }

  /// Attachments shorter than this, in points, with no spring, are pins.
  static let pinLength: CGFloat = 0.5

  // MARK: Animator hooks

  override var dynamicItems: [any DynamicItem] { items }

  private func jointDidChange() {
    guard let animator = dynamicAnimator else { return }
    destroyJoint(in: animator)
    animator.setNeedsConfiguration()
  }

  private func destroyJoint(in animator: DynamicAnimator) {
    if let joint { cb2_joint_destroy(animator.world.handle, joint) }
    joint = nil
  }

  override func uninstall(from animator: DynamicAnimator) {
    destroyJoint(in: animator)
  }

  override func forgetInstallation() {
    joint = nil
  }

  override func configureConstraints(in animator: DynamicAnimator) {
    guard joint == nil else { return }
    let bodies = items.compactMap { animator.body(for: $0) }
    guard bodies.count == items.count, let first = bodies.first else { return }
    let world = animator.world.handle
    let bodyA = bodies.count == 2 ? first.handle : animator.ground
    let bodyB = bodies.count == 2 ? bodies[1].handle : first.handle
    let anchor = PhysicsUnits.meters(anchorPoint)
    let range = attachmentRange
    switch kind {
    case .standard, .limit:
      let pointA = bodies.count == 2 ? first.worldPoint(offset: offsets[0]) : anchor
      let pointB =
        bodies.count == 2
        ? bodies[1].worldPoint(offset: offsets[1]) : first.worldPoint(offset: offsets[0])
      if case .standard = kind, frequency == 0, length < Self.pinLength {
        joint = cb2_joint_create_revolute(world, bodyA, bodyB, anchor, torque, false, 0, 0)
        return
      }
      let meters = PhysicsUnits.meters(length)
      if case .limit = kind {
        joint = cb2_joint_create_distance(
          world, bodyA, bodyB, pointA, pointB, meters, 0, meters, 0, 0)
      } else if frequency > 0 {
        joint = cb2_joint_create_distance(
          world, bodyA, bodyB, pointA, pointB, meters, 0, .greatestFiniteMagnitude,
          Float(frequency), Float(damping))
      } else {
        joint = cb2_joint_create_distance(
          world, bodyA, bodyB, pointA, pointB, meters, meters, meters, 0, 0)
      }
    case .pin:
      joint = cb2_joint_create_revolute(
        world, bodyA, bodyB, anchor, torque, !range.isInfinite, Float(range.minimum),
        Float(range.maximum))
    case .sliding(let axis):
      let limited = !range.isInfinite
      joint = cb2_joint_create_prismatic(
        world, bodyA, bodyB, anchor, cb2_vec(x: Float(axis.dx), y: Float(axis.dy)), limited,
        limited ? PhysicsUnits.meters(range.minimum) : 0,
        limited ? PhysicsUnits.meters(range.maximum) : 0)
    case .fixed:
      joint = cb2_joint_create_weld(world, bodyA, bodyB, anchor)
    }
  }

  /// `frictionTorque` in newton-metres (1 N at 1 m = 100 points).
  private var torque: Float {
    Float(frictionTorque * PhysicsUnits.pushNewtons)
  }
}
