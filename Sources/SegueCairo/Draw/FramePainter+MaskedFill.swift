import CCairo
import Foundation

// A shadow is its colour composited through its blurred A8 mask: the one pixman composite
// `over_n_8_8888` over the shadow's whole reach, a read-modify-write of every pixel (with
// `cairo_mask_surface` 9.5 % of `card-zoom`'s row, session 49). Where the processor has AVX2
// and the clip is whole-pixel rectangles, `segue_over_solid_masked_avx2` composites it instead:
// pixman's rounding eight pixels a step, the solid's pixel taken from Cairo itself, so the same
// bytes. Elsewhere (a clip with curved or fractional edges, another target) Cairo does, as before.

extension FramePainter {
  /// Composites the colour (`red`, `green`, `blue` unpremultiplied in 0…1, at `alpha`) OVER the
  /// target of `cr` through the A8 image surface `mask`, whose pixel (0, 0) lies on device
  /// pixel `origin`, as `cairo_mask_surface` under the identity matrix would; false, drawing
  /// nothing, when this path does not apply (no AVX2, a mask that is not A8, a clip that is
  /// not whole-pixel rectangles, a target that is not a 32-bit image, a small mask).
  static func maskDirectly(
    _ mask: OpaquePointer, red: Double, green: Double, blue: Double, alpha: Double,
    origin: (x: Int, y: Int), in cr: OpaquePointer, avx2: Bool = CPUFeatures.hasAVX2
  ) -> Bool {
    guard avx2, cairo_surface_get_type(mask) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(mask) == CAIRO_FORMAT_A8
    else { return false }
    let width = Int(cairo_image_surface_get_width(mask))
    let height = Int(cairo_image_surface_get_height(mask))
    guard width * height >= Self.leastDirectFillPixels,
      let solid = Self.solidPixel(red: red, green: green, blue: blue, alpha: alpha)
    else { return false }
    cairo_surface_flush(mask)
    guard let maskData = cairo_image_surface_get_data(mask) else { return false }
    let maskStride = Int(cairo_image_surface_get_stride(mask))
    let box = PixelRect(x: origin.x, y: origin.y, width: width, height: height)
    return drawDirectly(within: box, in: cr) { pixels, corner in
      // Nothing to add where the solid is clear: the pixels stay as they are.
      guard solid != 0 else { return }
      let first = maskData + (corner.y - box.y) * maskStride + (corner.x - box.x)
      for row in 0..<pixels.height {
        let start = UnsafeMutableRawPointer(pixels.data + row * pixels.stride)
          .assumingMemoryBound(to: UInt32.self)
        segue_over_solid_masked_avx2(start, first + row * maskStride, pixels.width, solid)
      }
    }
  }

  /// The premultiplied pixel Cairo (and pixman under it) makes of a colour set with
  /// `cairo_set_source_rgba`: the colour painted OVER one transparent pixel.
  static func solidPixel(red: Double, green: Double, blue: Double, alpha: Double) -> UInt32? {
    var pixel: UInt32 = 0
    return withUnsafeMutableBytes(of: &pixel) { bytes -> UInt32? in
      guard let data = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
        let surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, 1, 1, 4)
      else { return nil }
      defer { cairo_surface_destroy(surface) }
      guard let cr = cairo_create(surface) else { return nil }
      cairo_set_source_rgba(cr, red, green, blue, alpha)
      cairo_paint(cr)
      let status = cairo_status(cr)
      cairo_destroy(cr)
      cairo_surface_flush(surface)
      guard status == CAIRO_STATUS_SUCCESS else { return nil }
      return bytes.load(as: UInt32.self)
    }
  }
}
