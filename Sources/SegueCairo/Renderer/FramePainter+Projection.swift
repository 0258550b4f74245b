import CCairo
import Foundation
import SegueGeometry
import SegueLayers

extension FramePainter {
  /// The most pixels the flattened plane of a 3D layer may have (4096², 64 MiB); beyond it
  /// the plane is drawn at a lower resolution and the report says so.
  static let maximumPlanePixels = 4096 * 4096

  /// Draws a node with a non-affine transform: flattened into its plane, then projected
  /// (see `ProjectiveMapping`).
  func drawProjected(_ node: DisplayNode, in cr: OpaquePointer, opacity: Double) {
    let plane: CGRect
    if let extent = extent(of: node) {
      plane = extent
    } else {
      note(
        node,
        "the content of a 3D-transformed layer cannot be bounded; it was clipped to the layer's bounds"
      )
      plane = node.bounds
    }
    guard !plane.isNull, plane.width > 0, plane.height > 0 else { return }
    var ctm = cairo_matrix_t()
    cairo_get_matrix(cr, &ctm)
    let planeToDevice = Homography(node.transform).concatenating(Homography(ctm))
    let visible = planeToDevice.clipInFront([
      CGPoint(x: plane.minX, y: plane.minY), CGPoint(x: plane.maxX, y: plane.minY),
      CGPoint(x: plane.maxX, y: plane.maxY), CGPoint(x: plane.minX, y: plane.maxY),
    ])
    guard visible.count >= 3 else { return }
    var quadBox = CGRect.null
    for point in visible {
      guard let p = planeToDevice.project(point.x, point.y) else { continue }
      quadBox = quadBox.union(CGRect(origin: p, size: .zero))
    }
    let target = PixelRect(enclosing: quadBox.insetBy(dx: -1, dy: -1)).intersection(
      deviceClipExtents(cr))
    guard !target.isEmpty else { return }

    var scale = max(ctm.meanScale, 1e-3)
    let wanted = Double(plane.width) * scale * Double(plane.height) * scale
    let sideLimit = Double(CairoSurface.maximumSide / 2)
    if wanted > Double(Self.maximumPlanePixels)
      || max(plane.width, plane.height) * scale > sideLimit
    {
      scale = min(
        scale * (Double(Self.maximumPlanePixels) / wanted).squareRoot(),
        sideLimit / Double(max(plane.width, plane.height)))
      note(
        node,
        "the plane of a 3D-transformed layer was rendered at \(scale.formatted2) pixels per point to fit the offscreen limit"
      )
    }
    let width = max(Int((Double(plane.width) * scale).rounded(.up)), 1)
    let height = max(Int((Double(plane.height) * scale).rounded(.up)), 1)
    guard let flat = scratchSurface(width: width, height: height, for: node) else { return }
    defer { renderer.scratch.giveBack(flat) }
    guard let planeCr = makeContext(flat) else { return }
    cairo_scale(planeCr, scale, scale)
    cairo_translate(planeCr, -plane.minX, -plane.minY)
    // Opacity is applied while compositing the projected plane, so it needs no group here.
    drawInPlane(node, in: planeCr, opacity: 1)
    finish(planeCr, of: node, drawing: "the plane of a 3D-transformed layer")
    cairo_surface_flush(flat)

    guard let projected = scratchSurface(width: target.width, height: target.height, for: node)
    else { return }
    defer { renderer.scratch.giveBack(projected) }
    guard let source = pixels(of: flat), let destination = pixels(of: projected) else { return }
    let pixelToPlane = Homography(1 / scale, 0, 0, 0, 1 / scale, 0, plane.minX, plane.minY, 1)
    ProjectiveMapping.resample(
      source, by: pixelToPlane.concatenating(planeToDevice), into: destination,
      origin: (target.x, target.y),
      opacity: opacity)
    cairo_surface_mark_dirty(projected)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, projected, Double(target.x), Double(target.y))
    cairo_paint(cr)
    cairo_restore(cr)
  }

  private func scratchSurface(width: Int, height: Int, for node: DisplayNode) -> OpaquePointer? {
    guard let surface = renderer.scratch.take(CAIRO_FORMAT_ARGB32, width: width, height: height)
    else {
      note(
        node,
        "an offscreen surface of \(width)×\(height) pixels could not be made; the layer was not drawn"
      )
      return nil
    }
    return surface
  }

  private func pixels(of surface: OpaquePointer) -> ProjectiveMapping.Pixels? {
    guard let data = cairo_image_surface_get_data(surface) else { return nil }
    return ProjectiveMapping.Pixels(
      data: data, width: Int(cairo_image_surface_get_width(surface)),
      height: Int(cairo_image_surface_get_height(surface)),
      stride: Int(cairo_image_surface_get_stride(surface)))
  }
}

extension Double {
  /// The number with two decimals, for messages.
  var formatted2: String { String(format: "%.2f", self) }
}
