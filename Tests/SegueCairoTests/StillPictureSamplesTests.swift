import CCairo
import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// Renderers sharing the samples of a picture standing still (`StillPictureSamples`), as an
/// export's renderers do (`segue demo`, `segue record`), one per core, each drawing whichever frame comes: a renderer takes the
/// samples another keeps, and keeps a picture at first sight when another drew it just before.
/// Every frame must have the bytes of a renderer that keeps and shares nothing.
@Suite struct StillPictureSamplesTests {
  /// A 360 × 360 pixel opaque picture whose every pixel differs from its neighbours.
  static let picture = Fixture.rampPicture(side: 360)

  /// Frame `index`: the picture standing still, `side` points wide (at 1×, 126 minifies it
  /// with Cairo's GOOD filter, 252 bilinearly), under a red square that moves every frame.
  static func frame(_ index: Int, side: CGFloat) -> DisplayList {
    var still = Fixture.node("picture", frame: CGRect(x: 10.3, y: 7.6, width: side, height: side))
    still.contents = Contents(image: picture)
    let moving = Fixture.node(
      "square", frame: CGRect(x: 5 + 9.5 * CGFloat(index), y: 150, width: 40, height: 40),
      background: Fixture.red)
    return DisplayList(
      size: CGSize(width: 280, height: 280),
      nodes: [
        Fixture.node(
          "backdrop", frame: CGRect(x: 0, y: 0, width: 280, height: 280), background: Fixture.blue),
        still, moving,
      ])
  }

  /// Frames drawn by a renderer that keeps and shares nothing.
  static func alone(side: CGFloat, frames: Int) throws -> [Bitmap] {
    let renderer = CairoRenderer()
    renderer.reusesResampledImages = false
    return try (0..<frames).map { index in
      _ = try renderer.draw(frame(index, side: side), scale: 1)
      return renderer.currentFrame()
    }
  }

  @Test(arguments: [CGFloat(126), 252])
  func renderersTakingTurnsShareTheSamplesAndDrawTheBytesOfOneAlone(side: CGFloat) throws {
    let frames = 6
    let reference = try Self.alone(side: side, frames: frames)
    let samples = StillPictureSamples()
    var first: CairoRenderer? = CairoRenderer(sharing: samples)
    var second: CairoRenderer? = CairoRenderer(sharing: samples)
    for index in 0..<frames {
      let renderer = try #require(index % 2 == 0 ? first : second)
      _ = try renderer.draw(Self.frame(index, side: side), scale: 1)
      #expect(renderer.currentFrame() == reference[index], "frame \(index), \(side) pt")
      switch index {
      case 0:
        // Drawn in flight: nothing kept, nothing shared yet.
        #expect(renderer.resampledImages.count == 0)
        #expect(samples.publishedCount == 0)
      case 1:
        // The other renderer drew it just before: kept at first sight, and shared.
        #expect(renderer.resampledImages.count == 1)
        #expect(samples.publishedCount == 1)
      case 2:
        // The first renderer takes the second's samples instead of sampling it again.
        #expect(renderer.resampledImages.adopted == 1)
        #expect(renderer.resampledImages.count == 1)
      default: break
      }
    }
    #expect(first?.resampledImages.adopted == 1)
    #expect(second?.resampledImages.adopted == 0)
    // Held weakly: gone with the renderers that kept them.
    first = nil
    second = nil
    #expect(samples.publishedCount == 0)
  }

  @Test func sharingTakesFewerSamplesThanKeepingApart() throws {
    func bandsSampled(sharing: Bool) throws -> Int {
      let samples = StillPictureSamples()
      let renderers = (0..<2).map { _ in
        sharing ? CairoRenderer(sharing: samples) : CairoRenderer()
      }
      for index in 0..<6 {
        _ = try renderers[index % 2].draw(Self.frame(index, side: 126), scale: 1)
      }
      return renderers.map(\.resampledImages.bandsSampled).reduce(0, +)
    }
    // Apart, each renderer samples the picture in flight, then whole to keep; sharing, one
    // samples it in flight and the other whole.
    let apart = try bandsSampled(sharing: false)
    let shared = try bandsSampled(sharing: true)
    #expect(shared < apart, "\(shared) bands sampled sharing, \(apart) apart")
  }

  @Test func keysSeenWithoutSamplesAreBounded() {
    let samples = StillPictureSamples()
    let viewer = ObjectIdentifier(samples)
    // A picture in flight: a new matrix every frame.
    for frame in 0..<(StillPictureSamples.maximumSeen * 3) {
      let key = ResampledImageCache.Key(
        image: ObjectIdentifier(Self.picture),
        matrix: MatrixKey(
          cairo_matrix_t(xx: 0.35, yx: 0, xy: 0, yy: 0.35, x0: Double(frame), y0: 0)),
        filter: 1, canvas: PixelRect(x: 0, y: 0, width: 280, height: 280))
      let sighting = samples.sight(key, of: Self.picture, by: viewer)
      #expect(sighting.published == nil && !sighting.seenElsewhere)
    }
    #expect(samples.count <= StillPictureSamples.maximumSeen)
  }

  /// Two renderers on two threads drawing every frame at once, with one registry: under
  /// ThreadSanitizer (`make sanitize`), the shared samples' part of the thread check.
  @Test func renderersOnTwoThreadsAtOnceDrawTheBytesOfOneAlone() throws {
    let frames = 8
    let reference = try Self.alone(side: 126, frames: frames)
    let lists = (0..<frames).map { Self.frame($0, side: 126) }
    // Each round a registry of its own, so that the threads race for the first samples.
    let registries = (0..<6).map { _ in StillPictureSamples() }
    let matches = countTrueOnThreads(2, rounds: registries.count) { round in
      let renderer = CairoRenderer(sharing: registries[round])
      return lists.indices.allSatisfy { index in
        (try? renderer.draw(lists[index], scale: 1)) != nil
          && renderer.currentFrame() == reference[index]
      }
    }
    #expect(matches == 12)
  }
}
