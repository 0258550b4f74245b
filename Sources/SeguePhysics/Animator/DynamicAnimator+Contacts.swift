import CBox2D
import Foundation

/// A named boundary's fixture, for turning contact events into delegate calls.
struct BoundaryRecord {
  /// The collision behaviour that owns the boundary.
  weak var owner: CollisionBehavior?
  /// The boundary's identifier; nil for the reference-bounds boundary.
  var identifier: AnyHashable?
}

/// Two fixture tags in increasing order.
struct ContactPair: Hashable {
  var low: UInt64
  var high: UInt64

  init(_ a: UInt64, _ b: UInt64) {
    low = min(a, b)
    high = max(a, b)
  }
}

extension DynamicAnimator {
  /// Tags at or above this bit name boundaries; below it, item bodies.
  static let boundaryTagBit: UInt64 = 1 << 63

  /// Registers a boundary and returns the tag its fixture must carry.
  func registerBoundary(owner: CollisionBehavior, identifier: AnyHashable?) -> UInt64 {
    let tag = Self.boundaryTagBit | nextBoundaryTag
    nextBoundaryTag += 1
    boundaries[tag] = BoundaryRecord(owner: owner, identifier: identifier)
    return tag
  }

  /// Forgets a boundary tag and any contact it was part of.
  func unregisterBoundary(_ tag: UInt64) {
    boundaries[tag] = nil
    forgetContacts(involving: tag)
  }

  /// Drops the touching state of every pair involving `tag` (its fixture is gone).
  func forgetContacts(involving tag: UInt64) {
    touchingPairs = touchingPairs.filter { $0.key.low != tag && $0.key.high != tag }
  }

  /// Allocates one of the 64 collision bits to a collision behaviour.
  func allocateCollisionBit() -> UInt64 {
    for index in 0..<64 {
      let bit: UInt64 = 1 << UInt64(index)
      if collisionBitsInUse & bit == 0 {
        collisionBitsInUse |= bit
        return bit
      }
    }
    preconditionFailure("an animator supports at most 64 collision behaviours")
  }

  /// Returns a collision bit to the pool.
  func releaseCollisionBit(_ bit: UInt64) {
    collisionBitsInUse &= ~bit
  }

  /// Turns the step's Box2D contact events into collision-delegate calls, in event order.
  ///
  /// Box2D reports contacts per fixture child (each edge of a chain), so the animator counts
  /// touching children per item–item or item–boundary pair and reports only the first begin
  /// and the last end.
  func dispatchContacts() {
    let count = cb2_world_event_count(world.handle)
    guard count > 0 else { return }
    for index in 0..<count {
      let event = cb2_world_event_at(world.handle, index)
      let pair = ContactPair(event.tag_a, event.tag_b)
      let touching = touchingPairs[pair, default: 0]
      if event.began {
        touchingPairs[pair] = touching + 1
        if touching == 0 { report(pair, began: true, at: PhysicsUnits.points(event.point)) }
      } else if touching > 0 {
        touchingPairs[pair] = touching == 1 ? nil : touching - 1
        if touching == 1 { report(pair, began: false, at: .zero) }
      }
    }
    cb2_world_clear_events(world.handle)
  }

  /// The body with `tag`, by binary search: tags grow in the order bodies are appended, and
  /// removals keep that order.
  private func body(tagged tag: UInt64) -> Body? {
    var low = 0
    var high = bodies.count
    while low < high {
      let middle = (low + high) / 2
      if bodies[middle].tag < tag { low = middle + 1 } else { high = middle }
    }
    return low < bodies.count && bodies[low].tag == tag ? bodies[low] : nil
  }

  private func report(_ pair: ContactPair, began: Bool, at point: CGPoint) {
    if pair.high & Self.boundaryTagBit != 0 {
      guard let record = boundaries[pair.high], let owner = record.owner,
        let item = body(tagged: pair.low)?.item
      else { return }
      owner.reportBoundaryContact(
        item: item, identifier: record.identifier, began: began, at: point)
      return
    }
    guard let first = body(tagged: pair.low)?.item, let second = body(tagged: pair.high)?.item
    else { return }
    for case let collision as CollisionBehavior in flattenedBehaviors
    where collision.collidesItems(first, second) {
      collision.reportItemContact(first, second, began: began, at: point)
    }
  }
}
