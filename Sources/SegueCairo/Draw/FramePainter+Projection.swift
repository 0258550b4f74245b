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

    let layout = PlaneLayout(of: node, extent: plane, ctm: ctm)
    if layout.isReduced {
      note(
        node,
        "the plane of a 3D-transformed layer was rendered at \(layout.scale.formatted2) pixels per point to fit the offscreen limit"
      )
    }
    let (scale, width, height) = (layout.scale, layout.width, layout.height)
    let planeNode = layout.planeNode
    let covered = CairoRenderer.firstPaintCovers(
      width: width, height: height, drawing: planeNode, at: .identity, scale: scale)
    guard
      let flat = flatten(
        node, as: planeNode, origin: plane.origin, scale: scale, width: width, height: height,
        covered: covered,
        uniformOutside: covered ? repaintedAfterBackground(of: planeNode, scale: scale) : nil,
        drawing: "the plane of a 3D-transformed layer")
    else { return }
    defer { if let scratch = flat.scratch { renderer.scratch.giveBack(scratch) } }
    let pixelToPlane = Homography(1 / scale, 0, 0, 0, 1 / scale, 0, plane.minX, plane.minY, 1)
    let sourceToDevice = pixelToPlane.concatenating(planeToDevice)
    if compositeDirectly(flat, by: sourceToDevice, within: target, opacity: opacity, in: cr) {
      return
    }
    guard let projected = scratchSurface(width: target.width, height: target.height, for: node)
    else { return }
    defer { renderer.scratch.giveBack(projected) }
    guard let destination = pixels(of: projected) else { return }
    withExtendedLifetime(flat.owner) {
      ProjectiveMapping.resample(
        flat.source, by: sourceToDevice, into: destination, origin: (target.x, target.y),
        opacity: opacity, uniformOutside: flat.uniformOutside, blocks: flat.blocks)
    }
    cairo_surface_mark_dirty(projected)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, projected, Double(target.x), Double(target.y))
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// Resamples the plane straight into the surface `cr` draws into, OVER what it holds, when
  /// that gives the pixels painting an intermediate surface would (see
  /// `drawDirectly(within:in:body:)`). Returns false, drawing nothing, otherwise.
  private func compositeDirectly(
    _ flat: FlatPlane, by sourceToDevice: Homography, within target: PixelRect,
    opacity: Double, in cr: OpaquePointer
  ) -> Bool {
    withExtendedLifetime(flat.owner) {
      Self.drawDirectly(within: target, in: cr) { destination, origin in
        ProjectiveMapping.resample(
          flat.source, by: sourceToDevice, into: destination, origin: origin, opacity: opacity,
          compositing: .over, uniformOutside: flat.uniformOutside, blocks: flat.blocks)
      }
    }
  }

  /// The device offset of `surface` (where its pixel (0, 0) lies in the device space drawn
  /// into it, negated), or nil when it has a device scale.
  static func unscaledOffset(of surface: OpaquePointer) -> (x: Double, y: Double)? {
    var scaleX = 0.0
    var scaleY = 0.0
    cairo_surface_get_device_scale(surface, &scaleX, &scaleY)
    guard scaleX == 1, scaleY == 1 else { return nil }
    var offset = (x: 0.0, y: 0.0)
    cairo_surface_get_device_offset(surface, &offset.x, &offset.y)
    return offset
  }

  /// Runs `body` on the pixels of `target` in the surface `cr` draws into (each piece of the
  /// clip in turn, with its device origin), for a body compositing OVER what they hold, when
  /// that gives the pixels painting an intermediate surface would: an ARGB32 image surface
  /// without device scale, the OVER operator, and a clip made of whole device pixels. Spares
  /// a full-size surface, its clearing and a compositing pass. Returns false, running nothing,
  /// otherwise.
  static func drawDirectly(
    within target: PixelRect, in cr: OpaquePointer,
    body: (ProjectiveMapping.Pixels, (x: Int, y: Int)) -> Void
  ) -> Bool {
    guard cairo_get_operator(cr) == CAIRO_OPERATOR_OVER, let surface = cairo_get_group_target(cr),
      cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
    else { return false }
    guard let (offsetX, offsetY) = unscaledOffset(of: surface),
      offsetX == offsetX.rounded(), offsetY == offsetY.rounded(),
      let clip = Self.deviceClipRectangles(cr)
    else { return false }
    guard let whole = ProjectiveMapping.Pixels(imageSurface: surface) else { return false }
    let bounds = PixelRect(x: 0, y: 0, width: whole.width, height: whole.height)
    cairo_surface_flush(surface)
    for rect in clip {
      // Device pixels → the surface's own pixels.
      let region = rect.intersection(target).offsetBy(dx: Int(offsetX), dy: Int(offsetY))
        .intersection(bounds)
      guard !region.isEmpty else { continue }
      let destination = ProjectiveMapping.Pixels(
        data: whole.data + region.y * whole.stride + region.x * 4, width: region.width,
        height: region.height, stride: whole.stride)
      body(destination, (region.x - Int(offsetX), region.y - Int(offsetY)))
      cairo_surface_mark_dirty_rectangle(
        surface, Int32(region.x), Int32(region.y), Int32(region.width), Int32(region.height))
    }
    return true
  }

  /// For a plane whose first paint is an opaque background covering it (`firstPaintCovers`):
  /// the plane's pixel rectangles that anything drawn after that background can touch, so that
  /// every pixel outside them is the background's colour; nil when that cannot be bounded.
  ///
  /// Walks the same path as `firstPaintCovers`: nodes on the way down paint nothing themselves,
  /// so what follows the background is its node's sublayers and the later siblings of every
  /// node on the way (their extents, under the transforms down to them).
  func repaintedAfterBackground(of planeNode: DisplayNode, scale: CGFloat) -> [PixelRect]? {
    var rects: [PixelRect] = []
    func add(_ nodes: ArraySlice<DisplayNode>, under transform: Transform3D) -> Bool {
      let toPixels = transform.affineTransform.concatenating(
        CGAffineTransform(scaleX: scale, y: scale))
      for node in nodes {
        guard let box = extentInParent(of: node) else { return false }
        guard !box.isNull else { continue }
        rects.append(PixelRect(enclosing: box.applying(toPixels)).insetBy(dx: -1, dy: -1))
      }
      return true
    }
    var node = planeNode
    var toPlane = Transform3D.identity
    while true {
      let transform = node.transform.concatenating(toPlane)
      guard transform.isAffine else { return nil }
      if node.backgroundColor != nil {
        guard node.contents == nil, node.drawing == nil, node.borderWidth == 0,
          add(node.sublayers[...], under: transform)
        else { return nil }
        return rects
      }
      guard let first = node.sublayers.first,
        add(node.sublayers.dropFirst(), under: transform)
      else { return nil }
      toPlane = transform
      node = first
    }
  }

  /// The clip as device pixel rectangles, or nil when it has a part that is not whole pixels
  /// (an antialiased path, a fractional rectangle).
  static func deviceClipRectangles(_ cr: OpaquePointer) -> [PixelRect]? {
    cairo_save(cr)
    cairo_identity_matrix(cr)
    let list = cairo_copy_clip_rectangle_list(cr)
    cairo_restore(cr)
    guard let list else { return nil }
    defer { cairo_rectangle_list_destroy(list) }
    guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
    var rects: [PixelRect] = []
    for index in 0..<Int(list.pointee.num_rectangles) {
      let r = list.pointee.rectangles[index]
      guard r.x == r.x.rounded(), r.y == r.y.rounded(), r.width == r.width.rounded(),
        r.height == r.height.rounded()
      else { return nil }
      rects.append(PixelRect(x: Int(r.x), y: Int(r.y), width: Int(r.width), height: Int(r.height)))
    }
    return rects
  }

  func scratchSurface(
    width: Int, height: Int, cleared: Bool = true, for node: DisplayNode
  ) -> OpaquePointer? {
    guard
      let surface = renderer.scratch.take(
        CAIRO_FORMAT_ARGB32, width: width, height: height, cleared: cleared)
    else {
      note(
        node,
        "an offscreen surface of \(width)×\(height) pixels could not be made; the layer was not drawn"
      )
      return nil
    }
    return surface
  }

  func pixels(of surface: OpaquePointer) -> ProjectiveMapping.Pixels? {
    ProjectiveMapping.Pixels(imageSurface: surface)
  }
}

extension ProjectiveMapping.Pixels {
  /// The pixels of a Cairo image surface; nil when it has no data.
  init?(imageSurface surface: OpaquePointer) {
    guard let data = cairo_image_surface_get_data(surface) else { return nil }
    self.init(
      data: data, width: Int(cairo_image_surface_get_width(surface)),
      height: Int(cairo_image_surface_get_height(surface)),
      stride: Int(cairo_image_surface_get_stride(surface)))
  }
}

extension Double {
  /// The number with two decimals, for messages.
  var formatted2: String { String(format: "%.2f", self) }
}
