import CBox2D
import Foundation
import SegueGeometry

/// A behaviour that makes its items collide with each other and with boundaries
/// (`UICollisionBehavior`).
///
/// Items collide only with items of the same collision behaviour, and only with that
/// behaviour's boundaries. Boundaries are paths flattened to within 0.1 point
/// (`Path.defaultFlatteningTolerance`) into two-sided Box2D edges (the reference bounds: a
/// loop solid from the inside), with friction 1 and elasticity 0 (the item's own values then decide, see
/// `DynamicItemBehavior`). Identifiers are any hashable value (UIKit takes `NSCopying`): a
/// string literal works as is.
@preconcurrency @MainActor
public final class CollisionBehavior: DynamicBehavior {
  /// What the items collide with (`UICollisionBehavior.Mode`).
  public struct Mode: OptionSet, Sendable {
    public let rawValue: UInt
    /// Creates a mode from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Items collide with each other.
    public static let items = Mode(rawValue: 1 << 0)
    /// Items collide with the boundaries.
    public static let boundaries = Mode(rawValue: 1 << 1)
    /// Both (UIKit's default).
    public static let everything = Mode(rawValue: UInt.max)
  }

  private var itemList: ItemList
  private var namedBoundaries: [(identifier: AnyHashable, path: BezierPath)] = []
  private var boundaryInsets: EdgeInsets?
  private var collisionBit: UInt64 = 0
  private var boundaryBody: OpaquePointer?
  private var boundaryTags: [UInt64] = []
  private var builtReferenceBounds: CGRect?
  private var boundariesAreDirty = true

  /// What the items collide with; `.everything` by default.
  public var collisionMode: Mode = .everything { didSet { setNeedsConfiguration() } }

  /// The object told when contacts begin and end.
  public weak var collisionDelegate: (any CollisionBehaviorDelegate)?

  /// Creates a collision behaviour for `items`.
  public init(items: [any DynamicItem] = []) {
    itemList = ItemList(items)
  }

  /// The items this behaviour makes collide.
  public var items: [any DynamicItem] { itemList.items }

  /// Adds an item.
  public func addItem(_ item: any DynamicItem) {
    if itemList.insert(item) { setNeedsConfiguration() }
  }

  /// Removes an item.
  public func removeItem(_ item: any DynamicItem) {
    if itemList.remove(item) { setNeedsConfiguration() }
  }

  /// Whether the animator's reference bounds are a boundary (reported with a nil identifier);
  /// false by default. Setting it true uses zero insets.
  public var translatesReferenceBoundsIntoBoundary: Bool {
    get { boundaryInsets != nil }
    set { setBoundaryInsets(newValue ? EdgeInsets.zero : nil) }
  }

  /// Makes the reference bounds, inset by `insets`, a boundary.
  public func setTranslatesReferenceBoundsIntoBoundary(with insets: EdgeInsets) {
    setBoundaryInsets(insets)
  }

  private func setBoundaryInsets(_ insets: EdgeInsets?) {
    boundaryInsets = insets
    boundariesDidChange()
  }

  /// Adds (or replaces) a boundary made of `bezierPath`, in reference coordinates.
  public func addBoundary(withIdentifier identifier: AnyHashable, for bezierPath: BezierPath) {
    let copy = BezierPath(cgPath: bezierPath.cgPath)
    if let index = namedBoundaries.firstIndex(where: { $0.identifier == identifier }) {
      namedBoundaries[index].path = copy
    } else {
      namedBoundaries.append((identifier, copy))
    }
    boundariesDidChange()
  }

  /// Adds (or replaces) a straight boundary from `p0` to `p1`, in reference coordinates.
  public func addBoundary(withIdentifier identifier: AnyHashable, from p0: CGPoint, to p1: CGPoint)
  {
    let path = BezierPath()
    path.move(to: p0)
    path.addLine(to: p1)
    addBoundary(withIdentifier: identifier, for: path)
  }

  /// The path of the boundary named `identifier`, if any.
  public func boundary(withIdentifier identifier: AnyHashable) -> BezierPath? {
    namedBoundaries.first { $0.identifier == identifier }.map { BezierPath(cgPath: $0.path.cgPath) }
  }

  /// Removes the boundary named `identifier`, if any.
  public func removeBoundary(withIdentifier identifier: AnyHashable) {
    namedBoundaries.removeAll { $0.identifier == identifier }
    boundariesDidChange()
  }

  /// Removes every named boundary (the reference-bounds boundary stays).
  public func removeAllBoundaries() {
    namedBoundaries.removeAll()
    boundariesDidChange()
  }

  /// The identifiers of the named boundaries, in the order they were added.
  public var boundaryIdentifiers: [AnyHashable] { namedBoundaries.map(\.identifier) }

  private func boundariesDidChange() {
    boundariesAreDirty = true
    setNeedsConfiguration()
  }

  // MARK: Animator hooks

  override var dynamicItems: [any DynamicItem] { itemList.items }

  /// Whether this behaviour makes `first` and `second` collide with each other.
  func collidesItems(_ first: any DynamicItem, _ second: any DynamicItem) -> Bool {
    collisionMode.contains(.items) && itemList.contains(first) && itemList.contains(second)
  }

  override func forgetInstallation() {
    boundaryBody = nil
    boundaryTags.removeAll()
    collisionBit = 0
    boundariesAreDirty = true
  }

  override func configure(in animator: DynamicAnimator) {
    if collisionBit == 0 {
      collisionBit = animator.allocateCollisionBit()
      boundariesAreDirty = true
    }
    for item in itemList.items {
      guard let body = animator.body(for: item) else { continue }
      if collisionMode.contains(.items) { body.itemMask |= collisionBit }
      if collisionMode.contains(.boundaries) { body.boundaryMask |= collisionBit }
    }
    if boundaryInsets != nil, builtReferenceBounds != animator.referenceBounds {
      boundariesAreDirty = true
    }
    if boundariesAreDirty { rebuildBoundaries(in: animator) }
  }

  private func rebuildBoundaries(in animator: DynamicAnimator) {
    boundariesAreDirty = false
    removeBoundaryBody(from: animator)
    let body: OpaquePointer = cb2_body_create(
      animator.world.handle, Int32(CB2_STATIC_BODY), cb2_vec(x: 0, y: 0), 0)
    boundaryBody = body
    if let insets = boundaryInsets {
      let bounds = animator.referenceBounds
      builtReferenceBounds = bounds
      let rect = CGRect(
        x: bounds.minX + insets.left, y: bounds.minY + insets.top,
        width: bounds.width - insets.left - insets.right,
        height: bounds.height - insets.top - insets.bottom)
      // Counter-clockwise on screen, so the one-sided loop is solid from the inside.
      let corners = [
        CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.minX, y: rect.maxY),
        CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.minY),
      ]
      addBoundaryShape(corners, isClosed: true, identifier: nil, to: body, in: animator)
    } else {
      builtReferenceBounds = nil
    }
    for boundary in namedBoundaries {
      for polyline in boundary.path.cgPath.flattenedSubpaths() {
        addBoundaryShape(
          polyline.points, isClosed: polyline.isClosed, identifier: boundary.identifier,
          to: body, in: animator)
      }
    }
  }

  /// Adds the reference bounds as a one-sided loop (no snagging on its corners) and named
  /// boundaries as two-sided edges (they must stop items on either side).
  private func addBoundaryShape(
    _ points: [CGPoint], isClosed: Bool, identifier: AnyHashable?, to body: OpaquePointer,
    in animator: DynamicAnimator
  ) {
    var vertices: [cb2_vec] = []
    for point in points {
      let vertex = PhysicsUnits.meters(point)
      // Box2D rejects chain vertices closer than its linear slop (0.5 pt).
      if let last = vertices.last, hypot(last.x - vertex.x, last.y - vertex.y) < 0.006 { continue }
      vertices.append(vertex)
    }
    if isClosed, vertices.count > 2, let first = vertices.first, let last = vertices.last,
      hypot(last.x - first.x, last.y - first.y) < 0.006
    {
      vertices.removeLast()
    }
    guard vertices.count >= 2 else { return }
    let tag = animator.registerBoundary(owner: self, identifier: identifier)
    boundaryTags.append(tag)
    if identifier == nil {
      _ = cb2_body_add_loop(
        body, vertices, Int32(vertices.count), Self.boundaryFriction, Self.boundaryElasticity,
        tag, collisionBit)
    } else {
      _ = cb2_body_add_edges(
        body, vertices, Int32(vertices.count), isClosed, Self.boundaryFriction,
        Self.boundaryElasticity, tag, collisionBit)
    }
  }

  private func removeBoundaryBody(from animator: DynamicAnimator) {
    for tag in boundaryTags { animator.unregisterBoundary(tag) }
    boundaryTags.removeAll()
    if let boundaryBody { cb2_body_destroy(animator.world.handle, boundaryBody) }
    boundaryBody = nil
  }

  override func uninstall(from animator: DynamicAnimator) {
    removeBoundaryBody(from: animator)
    if collisionBit != 0 { animator.releaseCollisionBit(collisionBit) }
    collisionBit = 0
    boundariesAreDirty = true
  }

  func reportBoundaryContact(
    item: any DynamicItem, identifier: AnyHashable?, began: Bool, at point: CGPoint
  ) {
    guard let delegate = collisionDelegate else { return }
    if began {
      delegate.collisionBehavior(
        self, beganContactFor: item, withBoundaryIdentifier: identifier, at: point)
    } else {
      delegate.collisionBehavior(self, endedContactFor: item, withBoundaryIdentifier: identifier)
    }
  }

  func reportItemContact(
    _ first: any DynamicItem, _ second: any DynamicItem, began: Bool, at point: CGPoint
  ) {
    guard let delegate = collisionDelegate else { return }
    if began {
      delegate.collisionBehavior(self, beganContactFor: first, with: second, at: point)
    } else {
      delegate.collisionBehavior(self, endedContactFor: first, with: second)
    }
  }

  /// Friction of boundaries (Box2D mixes frictions by geometric mean).
  static let boundaryFriction: Float = 1
  /// Restitution of boundaries (Box2D keeps the larger of two restitutions).
  static let boundaryElasticity: Float = 0
}

/// The object told when items of a collision behaviour touch
/// (`UICollisionBehaviorDelegate`). Every method has an empty default.
@preconcurrency @MainActor
public protocol CollisionBehaviorDelegate: AnyObject {
  /// Two items started touching at `p` (reference coordinates, points).
  func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem,
    with item2: any DynamicItem, at p: CGPoint)
  /// Two items stopped touching.
  func collisionBehavior(
    _ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem,
    with item2: any DynamicItem)
  /// An item started touching a boundary (nil identifier: the reference bounds) at `p`.
  func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
    withBoundaryIdentifier identifier: AnyHashable?, at p: CGPoint)
  /// An item stopped touching a boundary.
  func collisionBehavior(
    _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
    withBoundaryIdentifier identifier: AnyHashable?)
}

extension CollisionBehaviorDelegate {
  /// Does nothing.
  public func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem,
    with item2: any DynamicItem, at p: CGPoint
  ) {}
  /// Does nothing.
  public func collisionBehavior(
    _ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem,
    with item2: any DynamicItem
  ) {}
  /// Does nothing.
  public func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
    withBoundaryIdentifier identifier: AnyHashable?, at p: CGPoint
  ) {}
  /// Does nothing.
  public func collisionBehavior(
    _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
    withBoundaryIdentifier identifier: AnyHashable?
  ) {}
}
