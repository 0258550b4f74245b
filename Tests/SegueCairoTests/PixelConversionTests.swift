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

  /// The word loop against pixman's own `SRC` conversion (an independent implementation of the
  /// same byte mapping), both ways, over random bytes, odd widths and padded rows; an RGB24
  /// source's undefined top byte holds random values and must read back as alpha 255.
  @Test func theWordLoopMatchesPixmansConversionBothWays() {
    var generator = SeededLCG(state: 38)
    for _ in 0..<40 {
      let width = Int.random(in: 1...37, using: &generator)
      let height = Int.random(in: 1...9, using: &generator)
      let stride = width * 4 + 4 * Int.random(in: 0...3, using: &generator)
      let bytes = (0..<stride * height).map { _ in UInt8.random(in: 0...255, using: &generator) }
      let rowBytes = (0..<width * 4 * height).map { _ in
        UInt8.random(in: 0...255, using: &generator)
      }
      for opaque in [false, true] {
        // Surface rows → bitmap rows.
        var loaded = [UInt8](repeating: 0, count: width * 4 * height)
        var reference = loaded
        bytes.withUnsafeBytes { source in
          loaded.withUnsafeMutableBytes { out in
            PixelRow.load(
              surface: source.baseAddress!, stride: stride, opaque: opaque,
              into: out.baseAddress!, width: width, height: height)
          }
          reference.withUnsafeMutableBytes { out in
            PixelRow.convert(
              from: source.baseAddress!, opaque ? PIXMAN_x8r8g8b8 : PIXMAN_a8r8g8b8,
              stride: stride, to: out.baseAddress!, PIXMAN_a8b8g8r8, stride: width * 4,
              width: width, height: height)
          }
        }
        #expect(loaded == reference, "load \(width)×\(height), stride \(stride), opaque \(opaque)")
      }
      // Bitmap rows → surface rows (the padding between rows is left as it was); pixman keeps
      // the alpha byte in an RGB24 surface's undefined byte too.
      var stored = bytes
      rowBytes.withUnsafeBytes { source in
        stored.withUnsafeMutableBytes { out in
          PixelRow.store(
            bitmap: source.baseAddress!, into: out.baseAddress!, stride: stride, width: width,
            height: height)
        }
      }
      for format in [PIXMAN_a8r8g8b8, PIXMAN_x8r8g8b8] {
        var reference = bytes
        rowBytes.withUnsafeBytes { source in
          reference.withUnsafeMutableBytes { out in
            PixelRow.convert(
              from: source.baseAddress!, PIXMAN_a8b8g8r8, stride: width * 4,
              to: out.baseAddress!, format, stride: stride, width: width, height: height)
          }
        }
        #expect(stored == reference, "store \(width)×\(height), stride \(stride), \(format)")
      }
    }
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
