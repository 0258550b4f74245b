import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// The renderer against itself on random scenes (`RandomScene`): what it skips to be fast
/// (culling what is covered, repainting only what changed) must give the bytes of drawing
/// everything, and no scene may end the program.
///
/// The suite checks 200 scenes per test (about 6 s each; with a fix undone, 200 scenes found
/// the nine-slice cover once and the projected plane's damage six times).
/// `SEGUE_RANDOM_SCENES=N` checks N seeds per test instead, `SEGUE_RANDOM_SCENE_SEEDS=5,7` the
/// seeds named (a failure prints its seed, frame and scale, and the nodes and features it was
/// shrunk to), and `SEGUE_RANDOM_SCENE_FRAMES=N` draws N frames of each scene.
@MainActor
@Suite("Random scenes: fast paths give the bytes of drawing everything")
struct RandomSceneTests {
  private static let seeds: [UInt64] = {
    let environment = ProcessInfo.processInfo.environment
    if let list = environment["SEGUE_RANDOM_SCENE_SEEDS"] {
      return list.split(separator: ",").compactMap { UInt64($0) }
    }
    let count = environment["SEGUE_RANDOM_SCENES"].flatMap(Int.init) ?? 0
    return (0..<UInt64(count > 0 ? count : 200)).map { 1_000 + $0 }
  }()

  /// Frames drawn of each scene (one repeated): 4, or `SEGUE_RANDOM_SCENE_FRAMES` (longer runs
  /// keep caches across more frames).
  private static let frames =
    ProcessInfo.processInfo.environment["SEGUE_RANDOM_SCENE_FRAMES"].flatMap(Int.init).map {
      max($0, 2)
    } ?? 4

  /// With many seeds, names each one on standard error before it is drawn: a scene that ends
  /// the program is named last.
  private static func trace(_ seed: UInt64) {
    guard seeds.count > 8 else { return }
    FileHandle.standardError.write(Data("random scene \(seed)\n".utf8))
  }

  /// What culling does not yet get byte for byte (`CullingExactnessTests` keeps each as a
  /// known issue, and leaves them out here): a canvas cleared to nothing or to a translucent
  /// colour. (A picture in a group was left out too until session 52, when groups drawn in
  /// pieces began to be drawn in whole rows.)
  private static let culledFeatures: RandomScene.Features = {
    var features = RandomScene.Features()
    features.translucentClears = false
    return features
  }()

  /// Where two renderers' frames first differ, and by how much.
  private struct Difference {
    var message: String
    var largest: Int
  }

  /// The first frame and scale of `scene` where a culling renderer differs from one that
  /// draws everything, if any.
  private static func cullingDifference(_ scene: RandomScene, frames: Int) throws -> Difference? {
    try firstDifference(
      scene, frames: frames, everything: { $0.cullsOccludedContent = false },
      fast: { _ = try $0.draw($1, scale: $2) })
  }

  /// The first frame and scale where repainting only what changed (`drawChanges`, the
  /// window's path) differs from drawing the whole frame, if any.
  private static func damageDifference(_ scene: RandomScene, frames: Int) throws -> Difference? {
    try firstDifference(
      scene, frames: frames, everything: { _ in },
      fast: { _ = try $0.drawChanges($1, scale: $2) })
  }

  /// The first frame and scale where `fast` (drawing a list at a scale on a renderer) differs
  /// from `draw` on a renderer set up by `everything`; each scale with new renderers.
  private static func firstDifference(
    _ scene: RandomScene, frames: Int, everything: (CairoRenderer) -> Void,
    fast: (CairoRenderer, DisplayList, Int) throws -> Void
  ) throws -> Difference? {
    for scale in 1...3 {
      let renderer = CairoRenderer()
      let reference = CairoRenderer()
      everything(reference)
      // Frame 1 twice: where only a picture's node differs (a new image), the damage box
      // cuts the shapes around it.
      for frame in [0, 1] + Array(1..<frames) {
        let list = scene.list(frame: frame)
        try fast(renderer, list, scale)
        _ = try reference.draw(list, scale: scale)
        if let difference = renderer.frameDifference(from: reference), difference.bytes > 0 {
          return Difference(
            message:
              "frame \(frame), scale \(scale): \(difference.bytes) bytes, up to \(difference.largest)",
            largest: difference.largest)
        }
      }
    }
    return nil
  }

  /// Leaves out nodes, then features of the nodes left, one by one while `fails` still holds:
  /// the nodes and features that matter.
  private static func shrunk(_ scene: RandomScene, _ fails: (RandomScene) throws -> Bool) rethrows
    -> RandomScene
  {
    var scene = scene
    var changed = true
    while changed {
      changed = false
      for path in scene.paths().sorted(by: { $0.count < $1.count }) {
        // A path names a node in the whole scene: one already left out is skipped.
        if scene.without.contains(where: { path.starts(with: $0) }) { continue }
        var smaller = scene
        smaller.without.insert(path)
        if try fails(smaller) {
          scene = smaller
          changed = true
        }
      }
      for path in scene.paths() where !scene.without.contains(where: { path.starts(with: $0) }) {
        for feature in RandomScene.Feature.allCases {
          let strip = RandomScene.Strip(path: path, feature: feature)
          if scene.stripped.contains(strip) { continue }
          var smaller = scene
          smaller.stripped.insert(strip)
          // Only features the node has.
          if smaller.list(frame: 0) == scene.list(frame: 0),
            smaller.list(frame: 3) == scene.list(frame: 3)
          {
            continue
          }
          if try fails(smaller) {
            scene = smaller
            changed = true
          }
        }
      }
    }
    return scene
  }

  private static func describe(_ scene: RandomScene) -> String {
    let stripped = scene.stripped.map { "\($0.path).\($0.feature)" }.sorted()
    return
      "seed \(scene.seed), left out \(scene.without.sorted { $0.lexicographicallyPrecedes($1) }), "
      + "stripped \(stripped)\n" + scene.summary()
  }

  /// Culling may not change a pixel by more than `knownCullingLevels`; up to that it is a
  /// known issue (below).
  @Test func culledFramesAreTheFramesOfDrawingEverything() {
    check(Self.cullingDifference, tolerated: Self.knownCullingLevels)
  }

  /// Seed 6623, shrunk: a masked nine-sliced picture under a turned parent, partly under an
  /// opaque sibling. The mask's coverage was made in the box of what shows, whose side cut the
  /// mask's turned edge inside pixels, so Cairo rasterized it another way (4–5 levels at a few
  /// pixels of one row, at 2×); it is made in the rows of that box across the node's width, as
  /// a group in pieces is drawn.
  @Test func aMaskMadeInTheRowsOfWhatShows() throws {
    var scene = RandomScene(seed: 6623, features: Self.culledFeatures)
    scene.without = [[0, 2], [1]]
    scene.stripped = [
      .init(path: [0, 0], feature: .background), .init(path: [0, 0], feature: .drawing),
      .init(path: [0, 0], feature: .turn), .init(path: [0, 1], feature: .contents),
      .init(path: [0, 1], feature: .drawing), .init(path: [0], feature: .background),
      .init(path: [0], feature: .contents), .init(path: [0], feature: .corners),
    ]
    let found = try Self.cullingDifference(scene, frames: 4)
    #expect(found == nil, "\(found?.message ?? "")")
  }

  @Test func repaintingWhatChangedGivesTheFrameOfDrawingEverything() {
    check(Self.damageDifference, tolerated: Self.knownDamageLevels)
  }

  /// Known: about one scene in 35 (each with a frame repeated, so that the repainted box runs
  /// across unchanged layers) differs by a level at a few pixels: a gradient, or a picture
  /// turned or filtered, inside the repainted rows (Pixman's iterators start at each composite's
  /// first row). Larger differences fail: they were a plane's line left behind (9 levels), a
  /// blur reading the layers above it (4), shapes cut at the box's sides (13).
  private static let knownDamageLevels =
    ProcessInfo.processInfo.environment["SEGUE_RANDOM_SCENES_STRICT"] == nil ? 2 : 0

  /// Known: about one scene in 125 differs culled by a level at a few pixels: a translucent
  /// group partly covered, drawn under a clip of the pieces of it that show, where Cairo
  /// rasterizes its edges another way (`CullingExactnessTests.aGroupDrawnInPieces`). Larger
  /// differences fail: they were wrong covers (a nine-slice taken as opaque, 112 levels).
  /// (`SEGUE_RANDOM_SCENES_STRICT=1` tolerates none, and shrinks each.)
  private static let knownCullingLevels =
    ProcessInfo.processInfo.environment["SEGUE_RANDOM_SCENES_STRICT"] == nil ? 2 : 0

  /// Runs `difference` on every seed's scene over four frames; records each scene that
  /// differs by more than `tolerated` levels, shrunk, and each that the renderer refused.
  private func check(_ difference: (RandomScene, Int) throws -> Difference?, tolerated: Int) {
    for seed in Self.seeds {
      Self.trace(seed)
      let scene = RandomScene(seed: seed, features: Self.culledFeatures)
      do {
        guard let found = try difference(scene, Self.frames) else { continue }
        guard found.largest > tolerated else {
          withKnownIssue("off by a level or two", isIntermittent: true) {
            Issue.record("seed \(seed): \(found.message)")
          }
          continue
        }
        let small = try Self.shrunk(scene) {
          (try difference($0, Self.frames)?.largest ?? 0) > tolerated
        }
        Issue.record("\(found.message); shrunk: \(Self.describe(small))")
      } catch {
        let small = Self.shrunk(scene) { smaller in
          do {
            _ = try difference(smaller, Self.frames)
            return false
          } catch { return true }
        }
        Issue.record("seed \(seed): \(error); shrunk: \(Self.describe(small))")
      }
    }
  }
}
