import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// Renderers on three threads at once drawing the same random scenes (`RandomScene`: text,
/// pictures, blurs, shadows, curls, 3D planes, masks), the same display lists and `Image`s
/// handed to every thread: each frame has the bytes of a renderer drawing it alone. What they
/// share is made and read on several threads at once: the converted pixels of images, the font
/// libraries, the fontconfig set-up. Under ThreadSanitizer (`make sanitize`), the renderer's
/// part of the thread check.
@Suite("Renderers on several threads")
struct RendererThreadsTests {
  @Test func renderersOnThreeThreadsDrawTheBytesOfOneAlone() throws {
    let scenes = (0..<40).map { RandomScene(seed: 1_000 + UInt64($0)) }
    let frames = 3
    // Drawn alone first from lists of their own (their pictures are other `Image`s of the same
    // pixels), so that the threads find the shared lists' pictures not yet converted.
    var alone: [Bitmap] = []
    for scene in scenes {
      let renderer = CairoRenderer()
      for frame in 0..<frames {
        _ = try renderer.draw(scene.list(frame: frame), scale: 2)
        alone.append(renderer.currentFrame())
      }
    }
    let lists = scenes.flatMap { scene in (0..<frames).map { scene.list(frame: $0) } }
    let reference = alone
    let threads = 3
    let matches = countTrueOnThreads(threads, rounds: 1) { _ in
      var same = 0
      for sceneIndex in 0..<lists.count / frames {
        let renderer = CairoRenderer()
        for frame in 0..<frames {
          let index = sceneIndex * frames + frame
          guard (try? renderer.draw(lists[index], scale: 2)) != nil else { continue }
          if renderer.currentFrame() == reference[index] { same += 1 }
        }
      }
      return same == lists.count
    }
    #expect(matches == threads)
  }
}
