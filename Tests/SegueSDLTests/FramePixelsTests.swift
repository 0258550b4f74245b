import Foundation
import SegueCairo
import SegueGeometry
import SegueLayers
import Testing

/// The window uploads `CairoRenderer.withCurrentFramePixels` as SDL's ARGB8888 unchanged; this
/// pins down the byte order that relies on.
@Suite("Frame pixels in place, as the window uploads them")
struct FramePixelsTests {
  @Test func thereAreNoPixelsBeforeTheFirstFrame() {
    let renderer = CairoRenderer()
    #expect(renderer.withCurrentFramePixels { _, _, _, _ in true } == nil)
  }

  @Test func pixelsAreNativeEndianARGBWordsThatIsBGRABytes() throws {
    let renderer = CairoRenderer()
    let red = DisplayList(
      size: CGSize(width: 3, height: 2), clearColor: Color(red: 1, green: 0, blue: 0), nodes: [])
    _ = try renderer.draw(red, scale: 2)
    let seen = renderer.withCurrentFramePixels { pixels, width, height, stride in
      (
        width, height, stride >= width * 4,
        pixels.load(as: UInt32.self), Array(UnsafeRawBufferPointer(start: pixels, count: 4))
      )
    }
    let (width, height, strideFits, word, bytes) = try #require(seen)
    #expect(width == 6 && height == 4 && strideFits)
    #expect(word == 0xFFFF_0000, "ARGB8888: alpha, red, green, blue from the high byte down")
    #expect(bytes == [0, 0, 255, 255], "little-endian bytes: blue, green, red, alpha")
  }
}
