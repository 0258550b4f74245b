import CCairo
import Foundation
import SegueGeometry
import SegueLayers

extension CairoBaseline {
  /// Composites a contents image into `rect` (node space, the current matrix mapping it to
  /// device pixels) with the filter the renderer chooses for that matrix
  /// (`FramePainter.filter(for:in:)`: a copy, bilinear, or Cairo's GOOD below half size) and
  /// padded edges: one Cairo composite, which is pixman's scaling of the picture into the pixels
  /// it covers — straight from its converted source (a bilinear picture scaled along the device
  /// axes under `PictureMatrix`, as the renderer samples it), or, for a picture standing still,
  /// a copy of its samples kept from the frames before (`+KeptPictures`).
  /// `CairoBaselineFloorTests` compares both with the renderer's pixels.
  ///
  /// Opaque at full opacity under a convex clip (`convexClip`: rounded and upright rectangles,
  /// no mask's path), a picture in flight has its inside written by the renderer's exact bilinear
  /// (`FramePainter.writeInterior`, Pixman's bytes by AVX2) and the strips around it composited
  /// by Cairo: the cheapest program known for those pixels, as the frame draws them.
  func drawPicture(
    _ contents: Contents, in rect: CGRect, alpha: Double, convexClip: Bool, cr: OpaquePointer
  ) {
    guard rect.width > 0, rect.height > 0, rect.isFiniteRect,
      let surface = try? images.surface(for: contents.image), let target = cairo_get_target(cr)
    else { return }
    cairo_translate(cr, rect.minX, rect.minY)
    cairo_scale(cr, rect.width / Double(surface.width), rect.height / Double(surface.height))
    let filter = FramePainter.filter(for: contents, in: cr)
    cairo_new_path(cr)
    cairo_rectangle(cr, 0, 0, Double(surface.width), Double(surface.height))
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    // A copy already (`NEAREST` at whole pixels) has nothing to keep.
    if filter != CAIRO_FILTER_NEAREST,
      let samples = keptSamples(
        of: contents.image, source: surface, matrix: m, filter: filter, on: target)
    {
      // The path stays where it was set; the samples land pixel for pixel.
      cairo_identity_matrix(cr)
      cairo_set_source_surface(cr, samples.surface.surface, Double(samples.x), Double(samples.y))
      cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
    } else if let pattern = oneStepPattern(for: surface, under: m, filter: filter, on: target) {
      let whole = CGRect(
        x: 0, y: 0, width: Double(surface.width), height: Double(surface.height))
      if alpha >= 1, convexClip,
        let strips = FramePainter.writeInterior(
          of: surface, pattern: pattern, drawn: whole, matrix: m, underConvexClip: cr)
      {
        interiorsWritten += 1
        FramePainter.fillStrips(strips, of: surface, pattern: pattern, drawn: whole, in: cr)
        return
      }
      // The path stays where it was set; the pattern maps device pixels.
      PictureMatrix.setSource(surface.surface, pattern: pattern, in: cr)
    } else if let nearest = PictureMatrix.nearestPattern(
      for: m, filter: filter, box: ResampledImageCache.deviceBox(of: surface, under: m))
    {
      // Nearest, scaled or turned, under the matrix the renderer samples it with.
      PictureMatrix.setSource(
        surface.surface, pattern: nearest, filter: CAIRO_FILTER_NEAREST, in: cr)
    } else {
      cairo_set_source_surface(cr, surface.surface, 0, 0)
      guard let pattern = cairo_get_source(cr) else { return }
      cairo_pattern_set_filter(pattern, filter)
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    }
    if alpha >= 1 {
      cairo_fill(cr)
    } else {
      cairo_clip(cr)
      cairo_paint_with_alpha(cr, alpha)
    }
  }

  /// The matrix a scaled picture in flight is sampled with where the renderer takes its
  /// samples on the device grid (`PictureMatrix`), so that one composite gives its bytes.
  private func oneStepPattern(
    for source: CairoSurface, under m: cairo_matrix_t, filter: cairo_filter_t,
    on target: OpaquePointer
  ) -> cairo_matrix_t? {
    let box = ResampledImageCache.deviceBox(of: source, under: m)
    let canvas = PixelRect(
      x: 0, y: 0, width: Int(cairo_image_surface_get_width(target)),
      height: Int(cairo_image_surface_get_height(target)))
    guard PictureMatrix.applies(to: m, filter: filter),
      ResampledImageCache.resamples(box, canvas: canvas)
    else { return nil }
    return PictureMatrix.pattern(for: m, box: box)
  }
}
