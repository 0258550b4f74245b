import CCairo
import SegueGeometry
import Testing

@testable import SegueCairo

/// The bridge between `Bitmap` (bytes R, G, B, A) and Cairo's `ARGB32` (a native-endian word:
/// bytes B, G, R, A on this machine), read back through Cairo's own pointer rather than through
/// the conversion under test, and `Bitmap` equality against an element-wise comparison.
@Suite struct PixelConversionTests {
  /// Five by three pixels whose every byte differs, alpha 255 unless `translucentAt` names one.
  private func bitmap(translucentAt: Int? = nil) -> Bitmap {
    let count = 5 * 3
    var pixels: [UInt8] = []
    for index in 0..<count {
      let alpha: UInt8 = index == translucentAt ? 200 : 255
      pixels += [UInt8(index), UInt8(index + 40), UInt8(index + 80), alpha]
    }
    return Bitmap(width: 5, height: 3, pixels: pixels)
  }

  @Test func aSurfaceHoldsTheBitmapsPixelsInCairosByteOrder() throws {
    let source = bitmap(translucentAt: 7)
    let surface = try CairoSurface(bitmap: source)
    cairo_surface_flush(surface.surface)
    let data = try #require(cairo_image_surface_get_data(surface.surface))
    let stride = Int(cairo_image_surface_get_stride(surface.surface))
    for y in 0..<3 {
      for x in 0..<5 {
        let pixel = source.pixel(x: x, y: y)
        let stored = data + y * stride + x * 4
        #expect(
          [stored[0], stored[1], stored[2], stored[3]] == [pixel.b, pixel.g, pixel.r, pixel.a])
      }
    }
    #expect(surface.bitmap().pixels == source.pixels)
  }

  @Test func anOpaqueSurfaceReadsBackWithAlpha255() throws {
    let opaque = try CairoSurface(bitmap: bitmap(), detectOpaque: true)
    #expect(opaque.isOpaque)
    #expect(opaque.bitmap().pixels == bitmap().pixels)
    // One pixel below 255 anywhere (here the last) keeps the surface ARGB32.
    #expect(try !CairoSurface(bitmap: bitmap(translucentAt: 14), detectOpaque: true).isOpaque)
    #expect(try !CairoSurface(bitmap: bitmap(translucentAt: 0), detectOpaque: true).isOpaque)
  }

  @Test func bitmapsAreEqualExactlyWhenTheirSizesAndBytesAre() {
    let base = bitmap()
    var generator = SeededLCG(state: 200)
    for _ in 0..<200 {
      var other = base
      if Bool.random(using: &generator) {
        let index = Int.random(in: 0..<other.pixels.count, using: &generator)
        other.pixels[index] &+= UInt8.random(in: 0...1, using: &generator)
      }
      #expect((other == base) == other.pixels.elementsEqual(base.pixels))
    }
    let transposed = Bitmap(width: 3, height: 5, pixels: base.pixels)
    #expect(transposed != base)
    #expect(Bitmap(width: 1, height: 1) == Bitmap(width: 1, height: 1, pixels: [0, 0, 0, 0]))
  }
}
