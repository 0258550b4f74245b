import CCairo
import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// A large translucent solid composited by AVX2 (`FramePainter.fillTranslucentDirectly`)
/// against Cairo's own `cairo_fill` of the same rectangle: the same bytes over random
/// premultiplied destinations (opaque, translucent, clear), for colours and opacities on and
/// near the 8- and 16-bit grids, under a scale and offset, through a clip of whole-pixel
/// rectangles; and the cases it declines drawn by Cairo.
@Suite("Translucent fills by AVX2")
struct TranslucentFillTests {
  static let width = 160
  static let height = 140

  /// A canvas of random premultiplied pixels (a third opaque, a third translucent, the rest
  /// clear or nearly), the same for the same seed.
  static func canvas(seed: UInt64) throws -> CairoSurface {
    let surface = try CairoSurface(width: width, height: height)
    let data = try #require(cairo_image_surface_get_data(surface.surface))
    let stride = Int(cairo_image_surface_get_stride(surface.surface))
    var state = seed
    func next() -> UInt32 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt32(truncatingIfNeeded: state >> 33)
    }
    for y in 0..<height {
      let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width {
        let value = next()
        let alpha = [255, value >> 24, value & 7][Int(next() % 3)]
        // Premultiplied: no channel above the alpha.
        let channels = (0..<3).map { _ in next() % (alpha + 1) }
        row[x] = alpha << 24 | channels[0] << 16 | channels[1] << 8 | channels[2]
      }
    }
    cairo_surface_mark_dirty(surface.surface)
    return surface
  }

  /// The seeded canvas and a context on it clipped to `clip` (device pixels; none when empty).
  static func clippedCanvas(seed: UInt64, clip: [PixelRect]) throws -> (CairoSurface, OpaquePointer)
  {
    let surface = try canvas(seed: seed)
    let cr = try #require(cairo_create(surface.surface))
    for piece in clip {
      cairo_rectangle(
        cr, Double(piece.x), Double(piece.y), Double(piece.width), Double(piece.height))
    }
    if !clip.isEmpty { cairo_clip(cr) }
    return (surface, cr)
  }

  /// The canvas after a fill of `rect` (user space) in `color` at `alpha`, under `matrix`
  /// and a clip of `clip` (device pixels), by AVX2 (`direct`) or by `cairo_fill`.
  static func fill(
    _ rect: CGRect, color: Color, alpha: Double, matrix: cairo_matrix_t, clip: [PixelRect],
    seed: UInt64, direct: Bool
  ) throws -> (Bitmap, Bool) {
    let (surface, cr) = try clippedCanvas(seed: seed, clip: clip)
    defer { cairo_destroy(cr) }
    var m = matrix
    cairo_set_matrix(cr, &m)
    cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
    setSource(color, alpha: alpha, in: cr)
    var taken = false
    if direct {
      taken = FramePainter.fillTranslucentDirectly(
        rect, color: color, alpha: alpha, in: cr, avx2: true)
      if taken { cairo_new_path(cr) } else { cairo_fill(cr) }
    } else {
      cairo_fill(cr)
    }
    cairo_surface_flush(surface.surface)
    return (surface.bitmap(), taken)
  }

  @Test(.enabled(if: CPUFeatures.hasAVX2))
  func aTranslucentFillIsCairosToTheByte() throws {
    var state: UInt64 = 17
    func unit() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    // Opacities on and beside the grids Cairo and pixman round to, and random ones.
    var alphas = [0.004, 0.177, 0.4 * 0.442691, 0.5, 127.5 / 255, 128 / 255 + 1e-9, 0.996]
    alphas += (0..<40).map { _ in unit() }
    let matrices = [
      cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0),
      cairo_matrix_t(xx: 3, yx: 0, xy: 0, yy: 3, x0: -6, y0: 9),
      cairo_matrix_t(xx: 2, yx: 0, xy: 0, yy: 2, x0: 1, y0: 0),
    ]
    let clips = [
      [], [PixelRect(x: 5, y: 3, width: 150, height: 60)],
      [
        PixelRect(x: 0, y: 0, width: 37, height: 140),
        PixelRect(x: 37, y: 70, width: 123, height: 70),
      ],
    ]
    for (index, alpha) in alphas.enumerated() {
      let color = Color(
        red: unit(), green: unit(), blue: unit(), alpha: index % 3 == 0 ? 1 : unit())
      let matrix = matrices[index % matrices.count]
      let clip = clips[index % clips.count]
      let rect = CGRect(x: 2, y: 4, width: 150, height: 130)
      let seed = UInt64(index)
      let (cairo, _) = try Self.fill(
        rect, color: color, alpha: alpha, matrix: matrix, clip: clip, seed: seed, direct: false)
      let (direct, taken) = try Self.fill(
        rect, color: color, alpha: alpha, matrix: matrix, clip: clip, seed: seed, direct: true)
      #expect(direct == cairo, "alpha \(alpha), colour \(color), matrix \(index % 3)")
      // Every one of these is whole pixels, large enough and translucent: the AVX2 path.
      let solid = try #require(FramePainter.solidPixel(color, alpha: alpha))
      #expect(taken == (solid != 0 && solid < 0xFF00_0000))
    }
  }

  @Test(.enabled(if: CPUFeatures.hasAVX2))
  func whatItDeclinesCairoDraws() throws {
    let color = Color(red: 0, green: 0, blue: 0, alpha: 0.4)
    let identity = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
    let cases: [(CGRect, cairo_matrix_t, [PixelRect])] = [
      (CGRect(x: 2.5, y: 4, width: 140, height: 120), identity, []),  // fractional
      (CGRect(x: 2, y: 4, width: 20, height: 20), identity, []),  // small
      (
        CGRect(x: 2, y: 4, width: 140, height: 120),
        cairo_matrix_t(xx: 0.9, yx: 0.1, xy: -0.1, yy: 0.9, x0: 10, y0: 0), []
      ),  // turned
    ]
    for (rect, matrix, clip) in cases {
      let (direct, taken) = try Self.fill(
        rect, color: color, alpha: 0.5, matrix: matrix, clip: clip, seed: 3, direct: true)
      let (cairo, _) = try Self.fill(
        rect, color: color, alpha: 0.5, matrix: matrix, clip: clip, seed: 3, direct: false)
      #expect(!taken)
      #expect(direct == cairo)
    }
  }

  /// The solid's pixel is what Cairo writes for the colour over a clear pixel.
  @Test func theSolidPixelIsCairos() throws {
    #expect(
      FramePainter.solidPixel(Color(red: 0, green: 0, blue: 0, alpha: 0.4), alpha: 0.442691)
        == 0x2D00_0000)
    #expect(
      FramePainter.solidPixel(Color(red: 1, green: 1, blue: 1, alpha: 1), alpha: 1)
        == 0xFFFF_FFFF)
  }
}
