import Foundation
import SegueGeometry

/// The shape an item presents to collisions (`UIDynamicItemCollisionBoundsType`).
public enum DynamicItemCollisionBoundsType: Int, Sendable {
  /// The item's bounds rectangle (UIKit's default).
  case rectangle = 0
  /// The ellipse inscribed in the item's bounds (a circle when the bounds are square).
  case ellipse = 1
  /// The item's `collisionBoundingPath`, which must be convex, centred on the item (its
  /// coordinates relative to the centre, in points) and wind counter-clockwise; at most 8
  /// vertices are used.
  case path = 2
}

/// Something a dynamic animator can move (`UIDynamicItem`): a view, a layer, or any object
/// with a centre, a size and a transform.
///
/// The animator reads `center`, `bounds.size` and the rotation of `transform` when the item
/// joins it (and on `updateItem(usingCurrentState:)`), and after every step writes `center`
/// and `transform` (a pure rotation, as UIKit does: a scale set on the item is replaced).
@preconcurrency @MainActor
public protocol DynamicItem: AnyObject {
  /// The centre of the item in the reference coordinate space, in points.
  var center: CGPoint { get set }
  /// The item's bounds; only the size is used, in points.
  var bounds: CGRect { get }
  /// The item's transform; the animator writes a rotation about the centre.
  var transform: CGAffineTransform { get set }
  /// The shape used for collisions and mass; `.rectangle` by default.
  var collisionBoundsType: DynamicItemCollisionBoundsType { get }
  /// The convex outline used when `collisionBoundsType` is `.path`, relative to the centre.
  var collisionBoundingPath: BezierPath { get }
}

extension DynamicItem {
  /// `.rectangle`, UIKit's default.
  public var collisionBoundsType: DynamicItemCollisionBoundsType { .rectangle }

  /// The bounds rectangle centred on the origin.
  public var collisionBoundingPath: BezierPath {
    BezierPath(
      rect: CGRect(
        x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
  }
}

/// Where a dynamic animator reads its reference bounds from: the hook through which SegueUI
/// makes `DynamicAnimator(referenceView:)` (a `View` conforms by exposing its `bounds`).
///
/// The animator reads `bounds` before every step, so a boundary made from them
/// (`translatesReferenceBoundsIntoBoundary`) follows a resize or a rotation.
@preconcurrency @MainActor
public protocol DynamicReferenceSpace: AnyObject {
  /// The reference bounds, in the coordinate space of the items' centres, in points.
  var bounds: CGRect { get }
}
