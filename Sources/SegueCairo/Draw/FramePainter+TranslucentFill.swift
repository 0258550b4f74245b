import CCairo
import Foundation
import SegueGeometry
import SegueLayers

// A large translucent solid (a dimming view's black at 0.4 under its opacity, over the whole
// screen) is the one pixman composite `over_n_8888`: a read-modify-write of every pixel, in
// `panel-curl` 37 % of the frame's instructions. Where the processor has AVX2, a rectangle of
// whole device pixels under whole-pixel clip rectangles is composited by
// `segue_over_solid_avx2` instead: pixman's rounding eight pixels a step, the solid's pixel
// taken from Cairo itself (the colour painted OVER one transparent pixel), so the same bytes.

extension FramePainter {
  /// The least pixels a fill must cover to take the AVX2 path (below it the Cairo call
  /// that makes the solid's pixel costs more than it saves).
  static let leastDirectFillPixels = 1 << 14

  /// Composites `color` at `alpha` OVER the rectangle `bounds` (user space of `cr`, square
  /// corners) straight into the target's pixels, as `cairo_fill` would; false, drawing
  /// nothing, when that path does not apply (no AVX2, an opaque or clear solid, a turned or
  /// fractional rectangle, a clip that is not whole-pixel rectangles, a small fill). The
  /// bench's floor fills its translucent areas the same way (`CairoBaseline.fill`).
  static func fillTranslucentDirectly(
    _ bounds: CGRect, color: Color, alpha: Double, in cr: OpaquePointer,
    avx2: Bool = CPUFeatures.hasAVX2
  ) -> Bool {
    guard avx2 else { return false }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let device = Self.deviceBox(of: bounds, under: m)
    guard m.xy == 0, m.yx == 0, !device.isNull,
      [device.minX, device.minY, device.maxX, device.maxY].allSatisfy({
        $0 == $0.rounded() && abs($0) < 1e8
      })
    else { return false }
    let box = PixelRect(inside: device)
    guard box.width * box.height >= Self.leastDirectFillPixels,
      let solid = Self.solidPixel(color, alpha: alpha), solid != 0, solid < 0xFF00_0000
    else { return false }
    return drawDirectly(within: box, in: cr) { pixels, _ in
      for row in 0..<pixels.height {
        let start = UnsafeMutableRawPointer(pixels.data + row * pixels.stride)
          .assumingMemoryBound(to: UInt32.self)
        segue_over_solid_avx2(start, pixels.width, solid)
      }
    }
  }

  /// The premultiplied pixel Cairo (and pixman under it) makes of `color` at `alpha`: the
  /// colour painted OVER one transparent pixel (`setSource`'s components).
  static func solidPixel(_ color: Color, alpha: Double) -> UInt32? {
    solidPixel(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * alpha)
  }
}
