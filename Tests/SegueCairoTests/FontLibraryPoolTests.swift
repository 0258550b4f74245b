import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// A freed renderer's font library, with what its font map loaded, goes to the next renderer
/// (`FontLibraryPool`); the frames must not depend on which library drew them, and two
/// renderers alive at once must never share one.
@Suite("Font libraries passed from freed renderers to new ones")
struct FontLibraryPoolTests {
  private static let size = CGSize(width: 200, height: 120)

  /// Labels in `fonts`, one a row, each a mix of scripts that needs fallback faces.
  private static func labels(_ fonts: [String], string: String) -> DisplayList {
    let nodes = fonts.enumerated().map { index, font in
      var node = Fixture.node(
        "label", frame: CGRect(x: 6, y: 4 + CGFloat(index) * 22, width: 150, height: 40))
      node.drawing = .text(
        TextDrawing(
          string: string, fontName: font, fontSize: 13 + CGFloat(index),
          foregroundColor: Fixture.black, isWrapped: index % 2 == 1))
      return node
    }
    return DisplayList(size: size, clearColor: Fixture.white, nodes: nodes)
  }

  /// What the library is first used for: other faces, sizes and glyphs than `frame`'s.
  private static let earlier = labels(
    ["DejaVu Serif", "DejaVu Sans Mono", "Inter Bold Italic", "Georgia"],
    string: "Ωμέγα — ½ × Ж")
  /// The frame compared.
  private static let frame = labels(
    ["Inter", "SF Pro Text", "DejaVu Sans", "Inter Semi-Bold", "Menlo"],
    string: "Settings → Wi‑Fi 42 ÅΩ")

  @Test func aFreedRenderersLibraryDrawsTheBytesOfANewOne() throws {
    let pool = FontLibraryPool()
    var first: CairoRenderer? = CairoRenderer(fontPool: pool)
    _ = try first?.render(Self.earlier, scale: 2)
    let library = try #require(try first?.fonts().get())
    #expect(pool.idleCount == 0)
    first = nil
    #expect(pool.idleCount == 1)

    let second = CairoRenderer(fontPool: pool)
    let drawn = try second.render(Self.frame, scale: 2)
    #expect(try second.fonts().get() === library)
    #expect(pool.idleCount == 0)
    let fresh = try CairoRenderer(fontPool: FontLibraryPool()).render(Self.frame, scale: 2)
    #expect(drawn == fresh)
    #expect(drawn != (try CairoRenderer(fontPool: pool).render(Self.earlier, scale: 2)))
  }

  @Test func renderersAliveAtOnceHaveLibrariesOfTheirOwn() throws {
    let pool = FontLibraryPool()
    let one = CairoRenderer(fontPool: pool)
    let other = CairoRenderer(fontPool: pool)
    _ = try one.render(Self.frame, scale: 1)
    _ = try other.render(Self.frame, scale: 1)
    #expect(try one.fonts().get() !== other.fonts().get())
  }

  @Test func thePoolKeepsNoMoreThanItsLimit() throws {
    let pool = FontLibraryPool()
    var renderers = (0..<FontLibraryPool.limit + 2).map { _ in CairoRenderer(fontPool: pool) }
    for renderer in renderers { _ = try renderer.fonts().get() }
    renderers.removeAll()
    #expect(pool.idleCount == FontLibraryPool.limit)
  }

  /// Threads making, drawing with and freeing renderers over one pool at once, so libraries
  /// pass between threads: every frame has the bytes of a renderer with fonts of its own.
  @Test func librariesPassedBetweenThreadsDrawTheSameBytes() throws {
    let reference = try CairoRenderer(fontPool: FontLibraryPool()).render(Self.frame, scale: 2)
    let pool = FontLibraryPool()
    let threads = 4
    let rounds = 6
    let matches = countTrueOnThreads(threads, rounds: rounds) { round in
      let renderer = CairoRenderer(fontPool: pool)
      // Other text first on odd rounds, so a library arrives having drawn either list.
      if round % 2 == 1 { _ = try? renderer.render(Self.earlier, scale: 2) }
      return (try? renderer.render(Self.frame, scale: 2)) == reference
    }
    #expect(matches == threads * rounds)
    #expect(pool.idleCount >= 1 && pool.idleCount <= threads)
  }
}
