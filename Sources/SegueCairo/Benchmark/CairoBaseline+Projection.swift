import CCairo
import Foundation
import SegueGeometry
import SegueLayers

extension CairoBaseline {
  /// Draws a plane's steps into a surface of its own at `scale` pixels per point (the canvas'
  /// resolution, as the renderer flattens a 3D layer or a curling page; kept from the previous
  /// frame when drawn the same way there, `+KeptPlanes`), then puts it on `surface`: projected
  /// (`ProjectiveMapping`), or curled (`+Curl`).
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
      project(
        flat, by: toDevice, onto: surface, opacity: plane.opacity,
        uniformOutside: uniformOutside(
          plane.steps, scale: planeScale,
          surface: PixelRect(x: 0, y: 0, width: width, height: height)))
    case .curled(let curl, let affine):
      curlPage(
        flat.surface, plane: plane, curl: curl,
        toSurface: affine.concatenating(
          CGAffineTransform(scaleX: scale, y: scale)), planeScale: planeScale, onto: surface)
    }
  }

  /// Composites `source` OVER `surface` through the projective map `toDevice` (source pixels
  /// → the surface's pixels), bilinearly, transparent outside the source (which antialiases
  /// the plane's edges), over the projected quad's bounding box: by `ProjectiveMapping`, the
  /// cheapest such resampler known (runs of one colour taken whole, `UniformBlocks`, from the
  /// rectangles drawn after the plane's background: `uniformOutside`), as the curl's floor runs
  /// the curl's mapping. Pixman's general projective path gives the same pixels within a few
  /// levels at two to five times the cost (13–40 ms a frame in the middle of a flip).
  private func project(
    _ flat: FlatPlane, by toDevice: Homography, onto surface: OpaquePointer,
    opacity: Double, uniformOutside: [PixelRect]
  ) {
    let source = flat.surface
    guard let sourceData = cairo_image_surface_get_data(source.surface),
      let targetData = cairo_image_surface_get_data(surface)
    else { return }
    let pixels = ProjectiveMapping.Pixels(
      data: sourceData, width: source.width, height: source.height,
      stride: Int(cairo_image_surface_get_stride(source.surface)))
    // Found on first use and kept with the plane (released with it, `FlatPlane`).
    let blocks =
      flat.blocks
      ?? UniformBlocks(pixels, uniformOutside: uniformOutside, measuringReach: true)
    flat.blocks = blocks
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
    guard !box.isEmpty else { return }
    let stride = Int(cairo_image_surface_get_stride(surface))
    ProjectiveMapping.resample(
      pixels, by: toDevice,
      into: ProjectiveMapping.Pixels(
        data: targetData + box.y * stride + box.x * 4, width: box.width, height: box.height,
        stride: stride),
      origin: (box.x, box.y), opacity: opacity, compositing: .over, blocks: blocks)
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
