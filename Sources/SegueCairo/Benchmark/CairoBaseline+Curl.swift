import CCairo
import Foundation
import SegueGeometry
import SegueLayers

// The curl's floor: no Cairo or pixman primitive maps pixels through a cylinder, so the floor
// runs the one plain per-pixel loop that draws the curl's pixels, `PageCurlMapping` (the
// cheapest known: spans by what the pixels show, a polynomial asin, hidden samples skipped),
// straight onto the canvas over the page's box. It shares that mapping's maths and nothing of
// the renderer's frame: no scratch surfaces, clip handling or node walk. The renderer's ratio
// to it is what its frame adds to the curl's irreducible per-pixel work.

extension CairoBaseline {
  /// Curls the flattened page `flat` (`planeScale` pixels per point, its corner at the
  /// bounds' origin) onto `surface`, whose pixels are the page's points under `toSurface`.
  func curlPage(
    _ flat: CairoSurface, plane: Plane, curl: PageCurl, toSurface: CGAffineTransform,
    planeScale: Double, onto surface: OpaquePointer
  ) {
    guard let sourceData = cairo_image_surface_get_data(flat.surface),
      let targetData = cairo_image_surface_get_data(surface)
    else { return }
    let bounds = plane.bounds
    let box = PixelRect(enclosing: bounds.applying(toSurface)).intersection(
      PixelRect(
        x: 0, y: 0, width: Int(cairo_image_surface_get_width(surface)),
        height: Int(cairo_image_surface_get_height(surface))))
    guard !box.isEmpty else { return }
    let direction = curl.direction
    let (dx, dy) = (Double(direction.dx), Double(direction.dy))
    let (ox, oy) = (Double(bounds.minX), Double(bounds.minY))
    // The page lands pixel for pixel: device (x, y) shows texel (x − sx, y − sy).
    let shift: (dx: Int, dy: Int)? =
      toSurface.b == 0 && toSurface.c == 0 && Double(toSurface.a) == planeScale
        && Double(toSurface.d) == planeScale
      ? Self.wholePixels(
        Double(toSurface.tx) + ox * planeScale, Double(toSurface.ty) + oy * planeScale)
      : nil
    let geometry = PageCurlMapping.Geometry(
      bounds: bounds, direction: direction, axis: Double(curl.axis(in: bounds)),
      radius: Double(curl.radius), deviceToPage: toSurface.inverted(),
      sourceOrigin: bounds.origin, sourceScale: planeScale,
      pixelsPerPoint: hypot(
        Double(toSurface.a) * dx + Double(toSurface.c) * dy,
        Double(toSurface.b) * dx + Double(toSurface.d) * dy),
      low: Double(curl.extent(of: bounds).low), wholePixelShift: shift)
    let targetStride = Int(cairo_image_surface_get_stride(surface))
    PageCurlMapping.draw(
      ProjectiveMapping.Pixels(
        data: sourceData, width: flat.width, height: flat.height,
        stride: Int(cairo_image_surface_get_stride(flat.surface))),
      curled: geometry,
      into: ProjectiveMapping.Pixels(
        data: targetData + box.y * targetStride + box.x * 4, width: box.width,
        height: box.height, stride: targetStride),
      origin: (box.x, box.y), opacity: plane.opacity,
      uniformOutside: uniformOutside(
        plane.steps, scale: planeScale,
        surface: PixelRect(x: 0, y: 0, width: flat.width, height: flat.height)))
  }

  /// The plane surface's pixel rectangles outside which all its pixels have one colour (for
  /// `UniformBlocks`, as the renderer passes them): the boxes of the steps after a first one
  /// filling the surface with an opaque colour (a screen's background), or of every step when
  /// the surface was cleared (`draw(_:into:scale:clearColor:)` clears all that no opaque paint
  /// covers).
  func uniformOutside(_ steps: [Step], scale: Double, surface: PixelRect) -> [PixelRect] {
    var painted = steps[...]
    if case .paint(let first)? = painted.first, case .color = first.fill,
      first.coversSurfaceOpaquely
        || Self.opaqueRects(of: first, scale: scale).contains(where: { $0.contains(surface) })
    {
      painted = painted.dropFirst()
    }
    return painted.map { deviceBox(of: $0, scale: scale).intersection(surface) }.filter {
      !$0.isEmpty
    }
  }

  private static func wholePixels(_ x: Double, _ y: Double) -> (dx: Int, dy: Int)? {
    guard x == x.rounded(), y == y.rounded(), abs(x) < 1e9, abs(y) < 1e9 else { return nil }
    return (Int(x), Int(y))
  }
}
