import CBox2D
import Foundation
import SegueGeometry

/// The properties a `DynamicItemBehavior` sets on a body, with UIKit's defaults (§9.2).
struct Material: Equatable {
  var density: CGFloat = 1
  var friction: CGFloat = 0
  var elasticity: CGFloat = 0
  var resistance: CGFloat = 0
  var angularResistance: CGFloat = 0
  var allowsRotation = true
  var isAnchored = false
}

/// One item's Box2D body and what the animator's configuration pass computed for it.
@MainActor
final class Body {
  /// The item this body moves.
  let item: any DynamicItem
  /// The shim's body handle.
  let handle: OpaquePointer
  /// The tag of the body's fixture in contact events (below `Body.boundaryTagBit`).
  let tag: UInt64
  /// The body's only fixture.
  private(set) var fixture: OpaquePointer?
  /// The bounds size and shape the fixture was made from, in points.
  private(set) var size: CGSize = .zero
  private var shapeType: DynamicItemCollisionBoundsType = .rectangle

  /// Material, reset to the defaults then set by item behaviours on each configuration.
  var material = Material()
  /// Extra angular damping (1/s) requested by a snap behaviour.
  var snapAngularDamping: CGFloat = 0
  /// Collision bits (see CBox2D.h), recomputed on each configuration.
  var itemMask: UInt64 = 0
  var boundaryMask: UInt64 = 0
  /// Consecutive steps this body spent below the rest thresholds.
  var restingSteps = 0

  init(item: any DynamicItem, world: World, tag: UInt64) {
    self.item = item
    self.tag = tag
    handle = cb2_body_create(
      world.handle, Int32(CB2_DYNAMIC_BODY), PhysicsUnits.meters(item.center),
      Float(Body.rotation(of: item.transform)))
    rebuildFixture()
  }

  /// The rotation angle of a transform, in radians.
  static func rotation(of transform: CGAffineTransform) -> CGFloat {
    atan2(transform.b, transform.a)
  }

  /// Mass in kilograms (density × area in m²); zero when anchored.
  var mass: CGFloat { CGFloat(cb2_body_mass(handle)) }

  /// The body's centre, in points.
  var center: CGPoint { PhysicsUnits.points(cb2_body_position(handle)) }

  /// The body's rotation, in radians.
  var angle: CGFloat { CGFloat(cb2_body_angle(handle)) }

  /// Linear velocity in points per second.
  var linearVelocity: CGPoint {
    get { PhysicsUnits.points(cb2_body_linear_velocity(handle)) }
    set { cb2_body_set_linear_velocity(handle, PhysicsUnits.meters(newValue)) }
  }

  /// Angular velocity in radians per second.
  var angularVelocity: CGFloat {
    get { CGFloat(cb2_body_angular_velocity(handle)) }
    set { cb2_body_set_angular_velocity(handle, Float(newValue)) }
  }

  /// Converts an offset in the item's own (rotated) frame to a world point in metres.
  func worldPoint(offset: Offset) -> cb2_vec {
    let cosine = cos(angle)
    let sine = sin(angle)
    let c = center
    return PhysicsUnits.meters(
      CGPoint(
        x: c.x + offset.horizontal * cosine - offset.vertical * sine,
        y: c.y + offset.horizontal * sine + offset.vertical * cosine))
  }

  /// Replaces the fixture when the item's size or collision shape changed.
  func rebuildFixture() {
    let newSize = item.bounds.size
    let newType = item.collisionBoundsType
    guard fixture == nil || newSize != size || newType != shapeType else { return }
    cb2_body_remove_fixtures(handle)
    size = newSize
    shapeType = newType
    let density = Float(material.density)
    let half = cb2_vec(
      x: max(PhysicsUnits.meters(size.width / 2), Body.minimumHalfExtent),
      y: max(PhysicsUnits.meters(size.height / 2), Body.minimumHalfExtent))
    switch newType {
    case .rectangle:
      fixture = cb2_body_add_box(handle, half, density, tag)
    case .ellipse where abs(half.x - half.y) < 1e-6:
      fixture = cb2_body_add_circle(handle, half.x, density, tag)
    case .ellipse:
      // Box2D polygons have at most 8 vertices: an inscribed octagon stands in for the ellipse.
      let vertices = (0..<8).map { index in
        let theta = Float(index) * Float.pi / 4
        return cb2_vec(x: half.x * cos(theta), y: half.y * sin(theta))
      }
      fixture = cb2_body_add_polygon(handle, vertices, 8, density, tag)
    case .path:
      let points = item.collisionBoundingPath.cgPath.flattened().first ?? []
      let vertices = points.prefix(8).map { PhysicsUnits.meters($0) }
      fixture =
        cb2_body_add_polygon(handle, vertices, Int32(vertices.count), density, tag)
        ?? cb2_body_add_box(handle, half, density, tag)
    }
    itemMask = 0
    boundaryMask = 0
  }

  /// Pushes material, damping, rotation and collision masks to Box2D.
  func applyConfiguration() {
    cb2_body_set_type(
      handle, Int32(material.isAnchored ? CB2_STATIC_BODY : CB2_DYNAMIC_BODY))
    cb2_body_set_fixed_rotation(handle, !material.allowsRotation)
    cb2_body_set_damping(
      handle, Float(material.resistance * Body.resistanceRate),
      Float(material.angularResistance * Body.resistanceRate + snapAngularDamping))
    cb2_body_set_material(
      handle, Float(material.density), Float(material.friction), Float(material.elasticity))
    if let fixture {
      cb2_fixture_set_masks(fixture, itemMask, boundaryMask, 0)
    }
  }

  /// Box2D damping, in 1/s, for a UIKit resistance of 1: speed then decays by e every 0.1 s
  /// once no force acts, so 1 reads as "stops almost at once" (UIKit's description) while
  /// staying stable at any step. UIKit's own mapping is not published.
  static let resistanceRate: CGFloat = 10

  /// Smallest half extent, in metres, so a zero-sized item still has a valid shape (half a
  /// point).
  static let minimumHalfExtent: Float = 0.005
}
