import CCairo
import Foundation
import SegueGeometry

extension CairoBaseline {
  /// A still picture's samples, kept from one frame to the next as any program drawing frames
  /// in sequence would keep them: a picture drawn with exactly the same device matrix (size,
  /// position, filter) in two successive frames is filtered once more, whole, into a surface on
  /// the device grid, and from then on copied pixel for pixel while it stays put. A picture in
  /// flight (a new matrix every frame) is composited straight from its source. The bookkeeping
  /// is `KeptAcrossFrames`, the rule the renderer's caches follow too.
  struct PictureKey: Hashable {
    let image: ObjectIdentifier
    let matrix: MatrixKey
    let filter: UInt32
    let canvasWidth: Int
    let canvasHeight: Int
  }

  /// Samples on the device grid: their surface and the device pixel of its first pixel.
  struct PictureSamples {
    let surface: CairoSurface
    let x: Int
    let y: Int
    /// Held so that its identifier is not reused while the samples live.
    let image: Image
  }

  /// The most pixel bytes of samples kept (a full-screen picture at 3× is 12 MiB).
  static let maximumKeptPictureBytes = 96 << 20

  /// The kept samples of `image` under the device matrix `m` with `filter` on `target` (whose
  /// converted source is `source`); made now when the picture was drawn the same way in the
  /// previous frame; nil when it is to be composited from its source.
  func keptSamples(
    of image: Image, source: CairoSurface, matrix m: cairo_matrix_t, filter: cairo_filter_t,
    on target: OpaquePointer
  ) -> PictureSamples? {
    let canvas = PixelRect(
      x: 0, y: 0, width: Int(cairo_image_surface_get_width(target)),
      height: Int(cairo_image_surface_get_height(target)))
    let key = PictureKey(
      image: ObjectIdentifier(image), matrix: MatrixKey(m), filter: filter.rawValue,
      canvasWidth: canvas.width, canvasHeight: canvas.height)
    if let samples = keptPictures.value(for: key) { return samples }
    let box = PixelRect(
      enclosing: FramePainter.deviceBox(
        of: CGRect(x: 0, y: 0, width: source.width, height: source.height), under: m)
    ).intersection(canvas)
    guard !box.isEmpty, keptPictures.shouldKeep(key, bytes: box.area * 4),
      let samples = try? CairoSurface(
        width: box.width, height: box.height, opaque: source.isOpaque),
      let cr = cairo_create(samples.surface)
    else { return nil }
    defer { cairo_destroy(cr) }
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    if PictureMatrix.applies(to: m, filter: filter),
      let pattern = PictureMatrix.pattern(
        for: m, box: ResampledImageCache.deviceBox(of: source, under: m))
    {
      // Samples as the renderer takes them (`PictureMatrix`).
      PictureMatrix.setSource(source.surface, pattern: pattern, shift: (box.x, box.y), in: cr)
    } else {
      var shifted = m
      shifted.x0 -= Double(box.x)
      shifted.y0 -= Double(box.y)
      cairo_set_matrix(cr, &shifted)
      cairo_set_source_surface(cr, source.surface, 0, 0)
      if let pattern = cairo_get_source(cr) {
        cairo_pattern_set_filter(pattern, filter)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      }
    }
    cairo_paint(cr)
    cairo_surface_flush(samples.surface)
    let kept = PictureSamples(surface: samples, x: box.x, y: box.y, image: image)
    keptPictures.keep(kept, bytes: box.area * 4, for: key)
    return kept
  }
}
