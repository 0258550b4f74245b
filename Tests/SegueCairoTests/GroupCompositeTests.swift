import CCairo
import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// A translucent node's group composited by AVX2 (`FramePainter.paintGroupDirectly`) against
/// Cairo's own `cairo_paint_with_alpha` of the same surface: the same bytes over random
/// premultiplied destinations, from random premultiplied groups (opaque, translucent, clear
/// runs), for opacities on and beside the grids Cairo and pixman round to, with the group
/// placed by its device offset and the paint clipped to whole-pixel rectangles.
@Suite("Groups composited by AVX2")
struct GroupCompositeTests {
  /// A group of `width`×`height` random premultiplied pixels placed at (`x`, `y`), with runs
  /// of clear pixels (which pixman skips).
  static func group(seed: UInt64, x: Int, y: Int, width: Int, height: Int) throws -> CairoSurface {
    let surface = try TranslucentFillTests.canvas(seed: seed &+ 1_000)
    // The canvas is 160×140; a group is a window of it, made clear in stripes.
    let group = try CairoSurface(width: width, height: height)
    let cr = try #require(cairo_create(group.surface))
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_surface(cr, surface.surface, -7, -5)
    cairo_paint(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
    for stripe in stride(from: 3, to: height, by: 11) {
      cairo_rectangle(cr, Double(stripe % 9), Double(stripe), Double(width / 2), 3)
    }
    cairo_fill(cr)
    cairo_destroy(cr)
    cairo_surface_flush(group.surface)
    cairo_surface_set_device_offset(group.surface, -Double(x), -Double(y))
    return group
  }

  /// The canvas after the group is painted at `opacity` under `clip`, by AVX2 (`direct`) or
  /// by Cairo.
  static func composite(
    seed: UInt64, opacity: Double, placement: PixelRect, clip: [PixelRect], direct: Bool
  ) throws -> (Bitmap, Bool) {
    let (surface, cr) = try TranslucentFillTests.clippedCanvas(seed: seed, clip: clip)
    defer { cairo_destroy(cr) }
    let group = try Self.group(
      seed: seed, x: placement.x, y: placement.y, width: placement.width,
      height: placement.height)
    cairo_set_source_surface(cr, group.surface, 0, 0)
    var taken = false
    if direct {
      taken = FramePainter.paintGroupDirectly(in: cr, opacity: opacity, avx2: true)
    }
    if !taken { cairo_paint_with_alpha(cr, opacity) }
    cairo_surface_flush(surface.surface)
    return (surface.bitmap(), taken)
  }

  @Test(.enabled(if: CPUFeatures.hasAVX2))
  func aGroupIsCompositedAsCairoDoes() throws {
    var state: UInt64 = 29
    func unit() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    // Opacities on and beside the grids, the ends Cairo skips or paints whole, random ones.
    var opacities = [0, 0.002, 0.004, 0.177, 0.5, 127.5 / 255, 128 / 255 + 1e-9, 0.996, 0.9999, 1]
    opacities += (0..<30).map { _ in unit() }
    let placements = [
      PixelRect(x: 0, y: 0, width: 160, height: 140),
      PixelRect(x: 13, y: 9, width: 101, height: 77),
      PixelRect(x: -20, y: 30, width: 90, height: 150),  // past the canvas
    ]
    let clips = [
      [], [PixelRect(x: 5, y: 3, width: 150, height: 60)],
      [
        PixelRect(x: 0, y: 0, width: 37, height: 140),
        PixelRect(x: 37, y: 70, width: 123, height: 70),
      ],
    ]
    for (index, opacity) in opacities.enumerated() {
      let placement = placements[index % placements.count]
      let clip = clips[(index / 3) % clips.count]
      let seed = UInt64(index)
      let (cairo, _) = try Self.composite(
        seed: seed, opacity: opacity, placement: placement, clip: clip, direct: false)
      let (direct, taken) = try Self.composite(
        seed: seed, opacity: opacity, placement: placement, clip: clip, direct: true)
      #expect(taken)
      #expect(direct == cairo, "opacity \(opacity), placement \(placement), clip \(clip)")
    }
  }

  /// Cairo's own group (`cairo_push_group` under a clip and a scaled, moved matrix, popped to
  /// the source) is placed by a whole-pixel move too, and composited to the same bytes.
  @Test(.enabled(if: CPUFeatures.hasAVX2))
  func cairosGroupIsCompositedAsCairoDoes() throws {
    for (index, opacity) in [0.31, 0.5, 0.77, 0.996].enumerated() {
      var results: [Bitmap] = []
      for direct in [false, true] {
        let clip = [PixelRect(x: 11, y: 7, width: 120, height: 100)]
        let (surface, cr) = try TranslucentFillTests.clippedCanvas(seed: UInt64(index), clip: clip)
        defer { cairo_destroy(cr) }
        let content = try Self.group(seed: UInt64(index), x: 0, y: 0, width: 60, height: 50)
        cairo_translate(cr, 3, 5)
        cairo_scale(cr, 2, 2)
        cairo_push_group(cr)
        cairo_set_source_surface(cr, content.surface, 1, 2)
        cairo_paint(cr)
        cairo_pop_group_to_source(cr)
        let taken = direct && FramePainter.paintGroupDirectly(in: cr, opacity: opacity, avx2: true)
        #expect(taken == direct)
        if !taken { cairo_paint_with_alpha(cr, opacity) }
        cairo_surface_flush(surface.surface)
        results.append(surface.bitmap())
      }
      #expect(results[0] == results[1], "opacity \(opacity)")
    }
  }

  /// A source placed at a fraction of a pixel or scaled, a clip that is not whole pixels, a
  /// pattern that extends, or no AVX2: left to Cairo.
  @Test(.enabled(if: CPUFeatures.hasAVX2))
  func whatItDeclinesCairoDraws() throws {
    let (surface, cr) = try TranslucentFillTests.clippedCanvas(seed: 4, clip: [])
    defer { cairo_destroy(cr) }
    let group = try Self.group(seed: 4, x: 0, y: 0, width: 50, height: 40)
    func declined() -> Bool { !FramePainter.paintGroupDirectly(in: cr, opacity: 0.5, avx2: true) }
    cairo_set_source_surface(cr, group.surface, 2.5, 0)
    #expect(declined())
    cairo_save(cr)
    cairo_scale(cr, 1.5, 1.5)
    cairo_set_source_surface(cr, group.surface, 0, 0)
    #expect(declined())
    cairo_restore(cr)
    cairo_set_source_surface(cr, group.surface, 0, 0)
    cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
    #expect(declined())
    cairo_set_source_surface(cr, group.surface, 0, 0)
    #expect(FramePainter.paintGroupDirectly(in: cr, opacity: 0.5, avx2: false) == false)
    cairo_arc(cr, 40, 40, 20, 0, 2 * Double.pi)
    cairo_clip(cr)
    #expect(declined())
    _ = surface
  }
}
