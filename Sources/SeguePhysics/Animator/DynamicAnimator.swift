// The dynamic animator: UIKit Dynamics on a Box2D world.
//
// What it does. Each item referenced by a behaviour gets one Box2D body (a box of its bounds
// size, 100 pt = 1 m, see PhysicsUnits). The host advances the animator with its own clock;
// the animator runs Box2D with a fixed step of 1/120 s (8 velocity and 3 position
// iterations, Box2D's recommended values) as many times as fit in the elapsed time, so the
// trajectory depends only on the simulated time, never on the frame rate. After each step it
// drains the contact events the shim queued, writes every item's centre and rotation back,
// calls the behaviours' actions, and checks whether everything is at rest.
//
// Invariants. World gravity is zero: gravity and pushes are forces applied per item by their
// behaviours, so an item outside every gravity behaviour does not fall (UIKit's rule). Body
// properties are never edited piecemeal: any change marks the animator for a configuration
// pass, which resets every body to UIKit's defaults and lets the behaviours, in order, set
// materials, collision masks, joints and boundaries. Bodies, behaviours and events are kept in
// arrays in insertion order; no dictionary is ever iterated on the simulation path, so the same
// scene and the same steps give the same state, bit for bit, on one machine.
//
// Rejected: stepping Box2D by the frame's variable delta (simpler, but a 30 Hz export and a
// 120 Hz window would diverge, and large deltas destabilise the solver); and Box2D's own
// sleeping for pausing (a sleeping body ignores our per-step forces, and its tolerances are
// not UIKit's rest rule).
import CBox2D
import Foundation
import SegueGeometry

/// The object that runs behaviours on items and moves them (`UIDynamicAnimator`).
///
/// Create it with the reference bounds (or, through SegueUI, a reference view), add
/// behaviours, and call `advance(to:)` once per frame with the host's clock. It pauses by
/// itself when every item is at rest and resumes when a behaviour or an item changes.
@preconcurrency @MainActor
public final class DynamicAnimator {
  /// The fixed simulation step, in seconds (120 steps per simulated second).
  nonisolated public static let timeStep: Double = 1.0 / 120.0
  /// Box2D velocity iterations per step.
  nonisolated public static let velocityIterations: Int32 = 8
  /// Box2D position iterations per step.
  nonisolated public static let positionIterations: Int32 = 3
  /// An item is at rest below this linear speed, in points per second (Box2D's linear sleep
  /// tolerance, `b2_linearSleepTolerance`, 0.01 m/s).
  nonisolated public static let restLinearSpeed: CGFloat = 1
  /// An item is at rest below this angular speed, in radians per second (Box2D's angular
  /// sleep tolerance, `b2_angularSleepTolerance`, 2° per second).
  nonisolated public static let restAngularSpeed: CGFloat = 2 * .pi / 180
  /// How long every item must stay at rest before the animator pauses, in seconds (Box2D's
  /// time to sleep, `b2_timeToSleep`: an island sleeps when all its bodies stayed under both
  /// tolerances that long; the apex of a bounce or a pendulum's turning point never does).
  nonisolated public static let restDuration: Double = 0.5

  /// The reference space whose bounds the animator reads (nil for `init(referenceBounds:)`).
  public private(set) weak var referenceSpace: (any DynamicReferenceSpace)?
  private let fixedReferenceBounds: CGRect

  /// The object told when the animator pauses and resumes.
  public weak var delegate: (any DynamicAnimatorDelegate)?

  /// The top-level behaviours, in the order they were added.
  public private(set) var behaviors: [DynamicBehavior] = []

  /// Whether items can currently move: false before the first step, and while paused.
  public internal(set) var isRunning = false

  /// Simulated time while running, in seconds: the number of steps taken × `timeStep`
  /// (paused intervals do not count).
  public var elapsedTime: Double { Double(stepCount) * Self.timeStep }

  let world = World()
  /// A static body at the origin that anchors and snaps attach to.
  let ground: OpaquePointer
  private(set) var bodies: [Body] = []
  private var bodyByItem: [ObjectIdentifier: Body] = [:]
  private var nextBodyTag: UInt64 = 1
  var flattenedBehaviors: [DynamicBehavior] = []
  var needsConfiguration = false
  var wantsToRun = false
  var stepCount = 0
  var lastTime: Double?
  var accumulator: Double = 0
  var restingSteps = 0
  var collisionBitsInUse: UInt64 = 0
  var boundaries: [UInt64: BoundaryRecord] = [:]
  var nextBoundaryTag: UInt64 = 1
  var touchingPairs: [ContactPair: Int] = [:]
  var lastReferenceBounds: CGRect

  /// Creates an animator whose reference space has fixed `referenceBounds`, in points.
  public init(referenceBounds: CGRect) {
    fixedReferenceBounds = referenceBounds
    lastReferenceBounds = referenceBounds
    ground = cb2_body_create(world.handle, Int32(CB2_STATIC_BODY), cb2_vec(x: 0, y: 0), 0)
  }

  /// Creates an animator that reads its reference bounds from `referenceSpace` (the hook
  /// behind UIKit's `init(referenceView:)`).
  public init(referenceSpace: any DynamicReferenceSpace) {
    self.referenceSpace = referenceSpace
    fixedReferenceBounds = referenceSpace.bounds
    lastReferenceBounds = referenceSpace.bounds
    ground = cb2_body_create(world.handle, Int32(CB2_STATIC_BODY), cb2_vec(x: 0, y: 0), 0)
  }

  /// The bounds of the reference space, in points.
  public var referenceBounds: CGRect { referenceSpace?.bounds ?? fixedReferenceBounds }

  /// Adds a behaviour; it takes effect at the next step.
  ///
  /// - Precondition: the behaviour is not already in an animator or a parent behaviour.
  public func addBehavior(_ behavior: DynamicBehavior) {
    precondition(
      behavior.attachedAnimator == nil && behavior.parent == nil,
      "a behaviour can belong to only one animator or parent")
    behavior.willMove(to: self)
    behaviors.append(behavior)
    behavior.attachedAnimator = self
    setNeedsConfiguration()
  }

  /// Removes a top-level behaviour; does nothing if it was not added to this animator.
  public func removeBehavior(_ behavior: DynamicBehavior) {
    guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
    behavior.willMove(to: nil)
    behavior.uninstallTree(from: self)
    behaviors.remove(at: index)
    behavior.attachedAnimator = nil
    setNeedsConfiguration()
  }

  /// Removes every behaviour.
  public func removeAllBehaviors() {
    for behavior in behaviors.reversed() { removeBehavior(behavior) }
  }

  /// The items whose frames (bounds rotated about the centre) intersect `rect`, in the order
  /// they joined the animator.
  public func items(in rect: CGRect) -> [any DynamicItem] {
    bodies.compactMap { body in
      Self.frame(of: body.item).intersects(rect) ? body.item : nil
    }
  }

  /// Reads the item's current centre, rotation and size into the simulation, replacing what
  /// the animator had (velocities are kept), and resumes.
  public func updateItem(usingCurrentState item: any DynamicItem) {
    guard let body = bodyByItem[ObjectIdentifier(item)] else { return }
    cb2_body_set_transform(
      body.handle, PhysicsUnits.meters(item.center),
      Float(Body.rotation(of: item.transform)))
    body.rebuildFixture()
    setNeedsConfiguration()
  }

  /// A digest of every body's position, rotation and velocities (their exact bits), in the
  /// order items joined: equal digests mean equal simulation states.
  public var stateHash: UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ value: Float) {
      hash = (hash ^ UInt64(value.bitPattern)) &* 0x100_0000_01b3
    }
    for body in bodies {
      let position = cb2_body_position(body.handle)
      let velocity = cb2_body_linear_velocity(body.handle)
      mix(position.x)
      mix(position.y)
      mix(cb2_body_angle(body.handle))
      mix(velocity.x)
      mix(velocity.y)
      mix(cb2_body_angular_velocity(body.handle))
    }
    return hash
  }

  // MARK: Internal

  /// Marks the animator for a configuration pass before its next step, and to resume.
  func setNeedsConfiguration() {
    needsConfiguration = true
    wantsToRun = true
  }

  /// The body of `item`, if a behaviour references it.
  func body(for item: any DynamicItem) -> Body? {
    bodyByItem[ObjectIdentifier(item)]
  }

  /// The body of `item`, created if needed.
  func makeBody(for item: any DynamicItem) -> Body {
    if let body = bodyByItem[ObjectIdentifier(item)] { return body }
    let body = Body(item: item, world: world, tag: nextBodyTag)
    nextBodyTag += 1
    bodies.append(body)
    bodyByItem[ObjectIdentifier(item)] = body
    return body
  }

  /// Destroys the bodies of items no behaviour references any more.
  func removeBodies(keeping referenced: Set<ObjectIdentifier>) {
    let removed = bodies.filter { !referenced.contains(ObjectIdentifier($0.item)) }
    guard !removed.isEmpty else { return }
    for body in removed {
      forgetContacts(involving: body.tag)
      bodyByItem[ObjectIdentifier(body.item)] = nil
      cb2_body_destroy(world.handle, body.handle)
    }
    bodies.removeAll { !referenced.contains(ObjectIdentifier($0.item)) }
  }

  /// The axis-aligned frame of an item's bounds turned by its transform about its centre.
  static func frame(of item: any DynamicItem) -> CGRect {
    let size = item.bounds.size
    let t = item.transform
    let width = abs(t.a) * size.width + abs(t.c) * size.height
    let height = abs(t.b) * size.width + abs(t.d) * size.height
    return CGRect(
      x: item.center.x - width / 2, y: item.center.y - height / 2, width: width, height: height)
  }
}

/// The object told when a dynamic animator pauses and resumes (`UIDynamicAnimatorDelegate`).
@preconcurrency @MainActor
public protocol DynamicAnimatorDelegate: AnyObject {
  /// Called when the animator starts or resumes stepping, before the step.
  func dynamicAnimatorWillResume(_ animator: DynamicAnimator)
  /// Called once when every item has come to rest and the animator stops stepping.
  func dynamicAnimatorDidPause(_ animator: DynamicAnimator)
}

extension DynamicAnimatorDelegate {
  /// Does nothing.
  public func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {}
  /// Does nothing.
  public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {}
}
