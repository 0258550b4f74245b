import CCairo
import Foundation
import SegueGeometry
import SegueLayers

extension CairoBaseline {
  /// Draws a plane's steps into a surface of its own at `scale` pixels per point (the canvas'
  /// resolution, as the renderer flattens a 3D layer or a curling page; kept from the previous
  /// frame when drawn the same way there, `+KeptPlanes`), then puts it on `surface`: projected
  /// by one pixman composite, or curled (`+Curl`).
  func draw(_ plane: Plane, onto surface: OpaquePointer, in cr: OpaquePointer, scale: Double)
    throws
  {
    var planeScale = scale
    if case .curled(_, let affine) = plane.placement {
      planeScale *= abs(Double(affine.a * affine.d - affine.b * affine.c)).squareRoot()
    }
    // The renderer's limit on a plane's pixels (4096²), past which it lowers the resolution.
    let wanted = Double(plane.bounds.width * plane.bounds.height) * planeScale * planeScale
    if wanted > Double(FramePainter.maximumPlanePixels) {
      planeScale *= (Double(FramePainter.maximumPlanePixels) / wanted).squareRoot()
    }
    let width = max(Int((Double(plane.bounds.width) * planeScale).rounded(.up)), 1)
    let height = max(Int((Double(plane.bounds.height) * planeScale).rounded(.up)), 1)
    let flat = try flattened(plane, scale: planeScale, width: width, height: height)
    cairo_surface_flush(surface)
    defer {
      cairo_surface_mark_dirty(surface)
    }
    switch plane.placement {
    case .projected(let transform):
      // Source pixel → plane point → the surface's points → its pixels.
      let toDevice = Homography(
        1 / planeScale, 0, 0, 0, 1 / planeScale, 0, Double(plane.bounds.minX),
        Double(plane.bounds.minY), 1
      ).concatenating(Homography(transform)).concatenating(
        Homography(scale, 0, 0, 0, scale, 0, 0, 0, 1))
      project(flat, by: toDevice, onto: surface, opacity: plane.opacity)
    case .curled(let curl, let affine):
      curlPage(
        flat, plane: plane, curl: curl,
        toSurface: affine.concatenating(
          CGAffineTransform(scaleX: scale, y: scale)), planeScale: planeScale, onto: surface)
    }
  }

  /// Composites `source` OVER `surface` through the projective map `toDevice` (source pixels
  /// → the surface's pixels), bilinearly, transparent outside the source (which antialiases
  /// the plane's edges), in one pixman call over the projected quad's bounding box.
  private func project(
    _ source: CairoSurface, by toDevice: Homography, onto surface: OpaquePointer,
    opacity: Double
  ) {
    guard let inverse = toDevice.inverted(),
      let destination = pixmanImage(surface), let plane = pixmanImage(source.surface)
    else { return }
    defer {
      pixman_image_unref(destination)
      pixman_image_unref(plane)
    }
    let corners = [
      (0.0, 0.0), (Double(source.width), 0), (0, Double(source.height)),
      (Double(source.width), Double(source.height)),
    ]
    let points = corners.compactMap { toDevice.project($0.0, $0.1) }
    guard points.count == 4 else { return }
    let quad = points.reduce(CGRect.null) { $0.union(CGRect(origin: $1, size: .zero)) }
    let box = PixelRect(enclosing: quad.insetBy(dx: -1, dy: -1)).intersection(
      PixelRect(
        x: 0, y: 0, width: Int(cairo_image_surface_get_width(surface)),
        height: Int(cairo_image_surface_get_height(surface))))
    guard !box.isEmpty, var transform = Self.pixmanTransform(inverse) else { return }
    pixman_image_set_transform(plane, &transform)
    pixman_image_set_filter(plane, PIXMAN_FILTER_BILINEAR, nil, 0)
    pixman_image_set_repeat(plane, PIXMAN_REPEAT_NONE)
    var mask: OpaquePointer?
    if opacity < 1 {
      var color = pixman_color_t(
        red: 0, green: 0, blue: 0, alpha: UInt16((opacity * 65535).rounded()))
      mask = pixman_image_create_solid_fill(&color)
    }
    defer { if let mask { pixman_image_unref(mask) } }
    pixman_image_composite32(
      PIXMAN_OP_OVER, plane, mask, destination, Int32(box.x), Int32(box.y), 0, 0,
      Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height))
  }

  /// Pixman's fixed-point matrix (column vectors: [x' y' w'] = M·[x y 1]) of a row-vector
  /// homography, scaled so that its largest entry is near 2¹⁴: a homogeneous scale changes no
  /// point, and the small perspective terms keep their precision in 16.16 fixed point.
  private static func pixmanTransform(_ h: Homography) -> pixman_transform_t? {
    let rows = [[h.h11, h.h21, h.h31], [h.h12, h.h22, h.h32], [h.h13, h.h23, h.h33]]
    let largest = rows.joined().map(abs).max() ?? 0
    guard largest > 0, largest.isFinite else { return nil }
    let k = 16384 / largest
    var floating = pixman_f_transform()
    withUnsafeMutableBytes(of: &floating.m) { raw in
      let m = raw.bindMemory(to: Double.self)
      for row in 0..<3 { for column in 0..<3 { m[row * 3 + column] = rows[row][column] * k } }
    }
    var fixed = pixman_transform_t()
    return pixman_transform_from_pixman_f_transform(&fixed, &floating) != 0 ? fixed : nil
  }

  /// A pixman image over an ARGB32 Cairo image surface's pixels (premultiplied a8r8g8b8).
  func pixmanImage(_ surface: OpaquePointer) -> OpaquePointer? {
    guard let data = cairo_image_surface_get_data(surface) else { return nil }
    return pixman_image_create_bits(
      PIXMAN_a8r8g8b8, cairo_image_surface_get_width(surface),
      cairo_image_surface_get_height(surface),
      UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
      cairo_image_surface_get_stride(surface))
  }
}

extension Homography {
  /// Whether every corner of `rect` maps in front of the eye (w > 0).
  func isInFront(of rect: CGRect) -> Bool {
    [
      (rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY),
      (rect.maxX, rect.maxY),
    ]
    .allSatisfy { map(Double($0.0), Double($0.1)).w > 0 }
  }
}
