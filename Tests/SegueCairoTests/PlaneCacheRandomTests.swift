import CCairo
import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// `PlaneCache`'s policy against a model, over seeded random sequences of frames: planes looked
/// up, peeked at and drawn (kept at first sight within the budget, or not kept when a drawing
/// noted something), frames ended with and without planes. The model says which planes are
/// kept, which surface a plane is drawn into (a spare of its size, the oldest first, or a new
/// one), which spares are given up past the budget (kept planes and spares together), and when
/// the spares go. A spare taken to be cleared must be all zeros: every surface the sequence
/// draws into is then filled with a colour.
@Suite("Plane cache: random frames against a model of its policy")
struct PlaneCacheRandomTests {
  /// The planes the sequences draw: a key's size is fixed (the key holds it).
  private static let sizes = [(16, 8), (32, 8), (16, 16), (48, 16), (32, 8), (16, 8)]
  private static func bytes(_ size: (Int, Int)) -> Int { size.0 * 4 * size.1 }
  /// Room for about three planes: the budget binds often.
  private static let budget = 3 * 32 * 4 * 8

  private struct KeptPlane {
    let surface: ObjectIdentifier
    let bytes: Int
    var used: Bool
    let order: Int
  }

  private struct Spare {
    let surface: ObjectIdentifier
    let width: Int
    let height: Int
    var bytes: Int { PlaneCacheRandomTests.bytes((width, height)) }
  }

  /// What the cache should hold.
  private struct Model {
    var kept: [Int: KeptPlane] = [:]
    var spares: [Spare] = []
    var seenLastFrame: Set<Int> = []
    var seenThisFrame: Set<Int> = []
    var drewPlane = false
    var made = 0
    var keptSoFar = 0

    var keptBytes: Int { kept.values.reduce(0) { $0 + $1.bytes } }

    mutating func endFrame(budget: Int) {
      let released = kept.filter { !$0.value.used }.sorted { $0.value.order < $1.value.order }
      for (index, _) in released { kept[index] = nil }
      for index in kept.keys { kept[index]?.used = false }
      seenLastFrame = seenThisFrame
      seenThisFrame = []
      guard drewPlane else {
        spares = []
        return
      }
      drewPlane = false
      spares += released.map { index, plane in
        let size = PlaneCacheRandomTests.sizes[index]
        return Spare(surface: plane.surface, width: size.0, height: size.1)
      }
      while keptBytes + spares.reduce(0, { $0 + $1.bytes }) > budget, !spares.isEmpty {
        spares.removeFirst()
      }
    }
  }

  private static func key(_ index: Int) -> PlaneCache.Key {
    let size = sizes[index]
    let node = DisplayNode(
      name: "plane \(index)", bounds: CGRect(x: 0, y: 0, width: size.0, height: size.1))
    return PlaneCache.Key(node: node, scale: 1, width: size.0, height: size.1)
  }

  private static func isClear(_ surface: CairoSurface) -> Bool {
    cairo_surface_flush(surface.surface)
    guard let data = cairo_image_surface_get_data(surface.surface) else { return false }
    let count = Int(cairo_image_surface_get_stride(surface.surface)) * surface.height
    return UnsafeBufferPointer(start: data, count: count).allSatisfy { $0 == 0 }
  }

  private static func paint(_ surface: CairoSurface) {
    guard let cr = cairo_create(surface.surface) else { return }
    cairo_set_source_rgba(cr, 0.2, 0.6, 0.4, 1)
    cairo_paint(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface.surface)
  }

  private static func plane(on surface: CairoSurface) throws -> PlaneCache.Plane {
    let pixels = try #require(ProjectiveMapping.Pixels(imageSurface: surface.surface))
    return PlaneCache.Plane(surface: surface, blocks: UniformBlocks(pixels, uniformOutside: nil))
  }

  /// Plays `frames` random frames on a cache and its model, comparing them after every step;
  /// returns how often each path was taken, so that the caller can see the sequence reached it.
  private func play(seed: UInt64, frames: Int) throws -> [String: Int] {
    var random = SeededLCG(state: seed)
    let cache = PlaneCache(maximumBytes: Self.budget)
    var model = Model()
    // The surfaces the cache holds, by identity, so that it is not the test that frees them.
    var surfaces: [ObjectIdentifier: CairoSurface] = [:]
    var taken: [String: Int] = [:]
    for frame in 0..<frames {
      let context = "seed \(seed), frame \(frame)"
      // Some frames draw no plane at all (the flip is over, another entry plays).
      let steps = random.next() % 5 == 0 ? 0 : Int(random.next() % 6)
      for _ in 0..<steps {
        let index = Int(random.next() % UInt64(Self.sizes.count))
        let key = Self.key(index)
        switch random.next() % 4 {
        case 0:
          let peeked = cache.keptPlane(for: key)
          #expect(
            peeked.map { ObjectIdentifier($0.surface) } == model.kept[index]?.surface, "\(context)")
          taken["peek", default: 0] += 1
        default:
          if let plane = cache.plane(for: key) {
            #expect(ObjectIdentifier(plane.surface) == model.kept[index]?.surface, "\(context)")
            model.kept[index]?.used = true
            model.drewPlane = true
            taken["kept plane used", default: 0] += 1
            continue
          }
          #expect(model.kept[index] == nil, "\(context): a kept plane was not found")
          let size = Self.sizes[index]
          let bytes = Self.bytes(size)
          let keeps = cache.shouldKeep(key, bytes: bytes)
          model.seenThisFrame.insert(index)
          model.drewPlane = true
          #expect(keeps == (bytes <= Self.budget - model.keptBytes), "\(context)")
          guard keeps else {
            taken["over the budget", default: 0] += 1
            continue
          }
          let cleared = random.next() % 2 == 0
          let surface = try #require(cache.surface(width: size.0, height: size.1, cleared: cleared))
          let id = ObjectIdentifier(surface)
          if let spare = model.spares.firstIndex(where: {
            $0.width == size.0 && $0.height == size.1
          }) {
            #expect(
              id == model.spares[spare].surface, "\(context): not the oldest spare of its size")
            model.spares.remove(at: spare)
            if cleared { #expect(Self.isClear(surface), "\(context): a spare not cleared") }
            taken["spare reused", default: 0] += 1
          } else {
            model.made += 1
            #expect(surfaces[id] == nil, "\(context): a new surface expected")
            taken["surface made", default: 0] += 1
          }
          Self.paint(surface)
          // A drawing that noted something is not kept: its surface is dropped.
          guard random.next() % 8 != 0 else {
            surfaces[id] = nil
            taken["not kept", default: 0] += 1
            continue
          }
          surfaces[id] = surface
          cache.keep(try Self.plane(on: surface), for: key)
          model.kept[index] = KeptPlane(
            surface: id, bytes: bytes, used: true, order: model.keptSoFar)
          model.keptSoFar += 1
        }
      }
      if !model.spares.isEmpty, model.drewPlane { taken["frame with spares", default: 0] += 1 }
      cache.endFrame()
      model.endFrame(budget: Self.budget)
      let sparesBytes = model.spares.reduce(0) { $0 + $1.bytes }
      if sparesBytes + model.keptBytes == Self.budget { taken["budget full", default: 0] += 1 }
      #expect(cache.count == model.kept.count, "\(context)")
      #expect(cache.spareCount == model.spares.count, "\(context)")
      #expect(cache.surfacesMade == model.made, "\(context)")
      #expect(model.keptBytes + sparesBytes <= Self.budget, "\(context)")
    }
    return taken
  }

  @Test(arguments: [1, 2, 3, 5, 8, 13, 21, 34] as [UInt64])
  func randomFramesFollowTheModel(seed: UInt64) throws {
    let taken = try play(seed: seed, frames: 300)
    // The sequence reached every path it is meant to check.
    for path in [
      "peek", "kept plane used", "over the budget", "spare reused", "surface made", "not kept",
    ] {
      #expect(taken[path, default: 0] > 0, "seed \(seed) never took \"\(path)\"")
    }
  }

  /// Released planes become spares in the order they were kept, whatever a dictionary's order:
  /// the oldest of them is the first given up past the budget.
  @Test func planesReleasedTogetherBecomeSparesInTheOrderTheyWereKept() throws {
    // Units of a 16×8 plane (512 bytes): keys 0 and 5 are one unit, keys 1 and 2 two.
    let cache = PlaneCache(maximumBytes: 5 * 512)
    func draw(_ index: Int) throws -> ObjectIdentifier {
      let (width, height) = Self.sizes[index]
      #expect(cache.shouldKeep(Self.key(index), bytes: Self.bytes(Self.sizes[index])))
      let surface = try #require(cache.surface(width: width, height: height, cleared: true))
      cache.keep(try Self.plane(on: surface), for: Self.key(index))
      return ObjectIdentifier(surface)
    }
    // Frame 1 keeps the two one-unit planes; frame 2 draws a two-unit plane only, releasing
    // both (spares: 2 units, kept: 2); frame 3 draws another two-unit plane only, releasing
    // the second (spares 4 units, kept 2: one unit past the budget).
    let first = try draw(0)
    let second = try draw(5)
    cache.endFrame()
    _ = try draw(2)
    cache.endFrame()
    #expect(cache.spareCount == 2)
    _ = try draw(1)
    cache.endFrame()
    #expect(cache.spareCount == 2, "the earlier kept one-unit spare given up")
    // The one-unit spare left is the later kept one.
    #expect(cache.plane(for: Self.key(1)) != nil)
    let reused = try draw(0)
    #expect(reused == second)
    #expect(reused != first)
    #expect(cache.surfacesMade == 4)
  }
}
