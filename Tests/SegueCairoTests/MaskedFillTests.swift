import CCairo
import Foundation
import SegueGeometry
import Testing

@testable import SegueCairo

/// A solid composited through an A8 mask by AVX2 (`FramePainter.maskDirectly`, a shadow's
/// composite) against Cairo's own `cairo_mask_surface` and against the definition in integers
/// ((s IN m) OVER d, each product divided by 255 and rounded): the same bytes over random
/// premultiplied destinations, for masks holding runs of 0 and 255 and random values, widths
/// that are not multiples of eight, masks reaching past the canvas, clips of whole-pixel
/// rectangles; and the cases it declines drawn by Cairo.
@Suite("Masked fills by AVX2")
struct MaskedFillTests {
  /// The canvas' size (`TranslucentFillTests.canvas`).
  static let width = TranslucentFillTests.width
  static let height = TranslucentFillTests.height

  /// An A8 mask of `width` × `height` whose rows mix runs of 0, runs of 255 and random values.
  static func mask(width: Int, height: Int, seed: UInt64) throws -> OpaquePointer {
    let surface = try #require(
      cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)))
    let data = try #require(cairo_image_surface_get_data(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    var random = SeededLCG(state: seed)
    for y in 0..<height {
      var x = 0
      while x < width {
        let run = Int(random.next() % 13) + 1
        let kind = random.next() % 4
        for i in x..<min(x + run, width) {
          data[y * stride + i] = kind == 0 ? 0 : kind == 1 ? 255 : UInt8(random.next() % 256)
        }
        x += run
      }
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }

  /// The canvas of `seed` (`TranslucentFillTests.canvas`) after the colour at `alpha` is
  /// composited through `mask` at `origin`, under a clip of `clip`, by AVX2 (`direct`) or by
  /// `cairo_mask_surface`.
  static func composite(
    _ mask: OpaquePointer, rgb: (Double, Double, Double), alpha: Double,
    origin: (x: Int, y: Int), clip: [PixelRect], seed: UInt64, direct: Bool
  ) throws -> (Bitmap, Bool) {
    let (surface, cr) = try TranslucentFillTests.clippedCanvas(seed: seed, clip: clip)
    defer { cairo_destroy(cr) }
    var taken = false
    if direct {
      taken = FramePainter.maskDirectly(
        mask, red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha, origin: origin, in: cr,
        avx2: true)
    }
    if !taken {
      cairo_set_source_rgba(cr, rgb.0, rgb.1, rgb.2, alpha)
      cairo_mask_surface(cr, mask, Double(origin.x), Double(origin.y))
    }
    cairo_surface_flush(surface.surface)
    return (surface.bitmap(), taken)
  }

  /// The composite by its definition, pixel by pixel, from the canvas and the solid's pixel.
  static func reference(
    _ mask: OpaquePointer, solid: UInt32, origin: (x: Int, y: Int), clip: [PixelRect],
    seed: UInt64
  ) throws -> Bitmap {
    let surface = try TranslucentFillTests.canvas(seed: seed)
    let data = try #require(cairo_image_surface_get_data(surface.surface))
    let rowBytes = Int(cairo_image_surface_get_stride(surface.surface))
    let maskData = try #require(cairo_image_surface_get_data(mask))
    let maskStride = Int(cairo_image_surface_get_stride(mask))
    let maskWidth = Int(cairo_image_surface_get_width(mask))
    let maskHeight = Int(cairo_image_surface_get_height(mask))
    func times(_ a: UInt32, _ b: UInt32) -> UInt32 {
      UInt32((Double(a * b) / 255).rounded())
    }
    for y in 0..<height {
      let row = UnsafeMutableRawPointer(data + y * rowBytes).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width {
        let inClip =
          clip.isEmpty
          || clip.contains { x >= $0.x && x < $0.maxX && y >= $0.y && y < $0.maxY }
        let (mx, my) = (x - origin.x, y - origin.y)
        guard inClip, (0..<maskWidth).contains(mx), (0..<maskHeight).contains(my) else {
          continue
        }
        let m = UInt32(maskData[my * maskStride + mx])
        let alpha = times(solid >> 24, m)
        var result: UInt32 = 0
        for shift in stride(from: 0, to: 32, by: 8) {
          let sum =
            times((solid >> UInt32(shift)) & 255, m)
            + times((row[x] >> UInt32(shift)) & 255, 255 - alpha)
          result |= min(sum, 255) << UInt32(shift)
        }
        row[x] = result
      }
    }
    cairo_surface_mark_dirty(surface.surface)
    return surface.bitmap()
  }

  @Test(.enabled(if: CPUFeatures.hasAVX2))
  func aMaskedFillIsCairosToTheByte() throws {
    var random = SeededLCG(state: 49)
    func unit() -> Double { Double(random.next() >> 11) / Double(1 << 53) }
    let clips = [
      [], [PixelRect(x: 5, y: 3, width: 131, height: 60)],
      [
        PixelRect(x: 0, y: 0, width: 37, height: 120),
        PixelRect(x: 37, y: 70, width: 113, height: 50),
      ],
    ]
    // Black as a shadow's, opaque (pixman stores the solid where the mask is 255), random.
    let alphas = [0.4, 0.25 * 0.75, 1, 0.002] + (0..<20).map { _ in unit() }
    for (index, alpha) in alphas.enumerated() {
      let rgb = index % 2 == 0 ? (0.0, 0.0, 0.0) : (unit(), unit(), unit())
      // Masks 131–160 wide (at least `leastDirectFillPixels`), some reaching past the canvas.
      let (maskWidth, maskHeight) = (131 + index % 30, 130 + index % 7)
      let origin = [(0, 0), (-7, 5), (11, -3), (30, 40)][index % 4]
      let clip = clips[index % clips.count]
      let seed = UInt64(index)
      let mask = try Self.mask(width: maskWidth, height: maskHeight, seed: seed)
      defer { cairo_surface_destroy(mask) }
      let (cairo, _) = try Self.composite(
        mask, rgb: rgb, alpha: alpha, origin: origin, clip: clip, seed: seed, direct: false)
      let (direct, taken) = try Self.composite(
        mask, rgb: rgb, alpha: alpha, origin: origin, clip: clip, seed: seed, direct: true)
      #expect(taken, "case \(index)")
      #expect(direct == cairo, "case \(index): alpha \(alpha), colour \(rgb), origin \(origin)")
      let solid = try #require(
        FramePainter.solidPixel(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha))
      let defined = try Self.reference(mask, solid: solid, origin: origin, clip: clip, seed: seed)
      #expect(direct == defined, "case \(index) against the definition")
    }
  }

  @Test(.enabled(if: CPUFeatures.hasAVX2))
  func whatItDeclinesCairoDraws() throws {
    let small = try Self.mask(width: 40, height: 30, seed: 1)
    defer { cairo_surface_destroy(small) }
    let large = try Self.mask(width: 140, height: 120, seed: 2)
    defer { cairo_surface_destroy(large) }
    // A clip with a fractional edge is not whole-pixel rectangles.
    let fractional: (OpaquePointer) -> Void = { cr in
      cairo_rectangle(cr, 3.5, 2, 100, 90)
      cairo_clip(cr)
    }
    for (mask, clipper) in [(small, nil), (large, fractional)]
      as [(OpaquePointer, ((OpaquePointer) -> Void)?)]
    {
      let surface = try TranslucentFillTests.canvas(seed: 5)
      let cr = try #require(cairo_create(surface.surface))
      defer { cairo_destroy(cr) }
      clipper?(cr)
      let taken = FramePainter.maskDirectly(
        mask, red: 0, green: 0, blue: 0, alpha: 0.4, origin: (2, 3), in: cr, avx2: true)
      #expect(!taken)
    }
  }

  /// The solid's pixel is what Cairo writes for the colour over a clear pixel.
  @Test func theSolidPixelIsCairos() throws {
    #expect(FramePainter.solidPixel(red: 0, green: 0, blue: 0, alpha: 0.4) == 0x6600_0000)
    #expect(FramePainter.solidPixel(red: 1, green: 1, blue: 1, alpha: 1) == 0xFFFF_FFFF)
  }
}
