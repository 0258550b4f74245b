import CCairo
import Foundation
import SegueGeometry
import SegueLayers

extension FramePainter {
  /// Draws a node whose content curls (`DisplayNode.pageCurl`), its transform already applied
  /// to `cr`: flattened into its bounds, then mapped through the curl (`PageCurlMapping`).
  ///
  /// Returns false, drawing nothing, when the curl lifts nothing: the node is then drawn as it
  /// is, so that a curl at time 0 gives the very bytes of the uncurled page. At the end of the
  /// sweep nothing of the page is left to draw.
  func drawCurled(_ node: DisplayNode, curl: PageCurl, in cr: OpaquePointer, opacity: Double)
    -> Bool
  {
    guard curl.isDrawable else {
      note(node, "the page curl's values are not finite or its radius is not > 0; drawn flat")
      return false
    }
    let bounds = node.bounds
    guard !curl.liftsNothing(in: bounds) else { return false }
    guard !curl.isGone(in: bounds), bounds.width > 0, bounds.height > 0 else { return true }
    var ctm = cairo_matrix_t()
    cairo_get_matrix(cr, &ctm)
    let target = PixelRect(enclosing: Self.deviceBox(of: bounds, under: ctm))
      .intersection(deviceClipExtents(cr))
    guard !target.isEmpty else { return true }
    var scale = max(ctm.meanScale, 1e-3)
    let wanted = Double(bounds.width * bounds.height) * scale * scale
    if wanted > Double(Self.maximumPlanePixels) {
      scale *= (Double(Self.maximumPlanePixels) / wanted).squareRoot()
      note(node, "the curled page was rendered at \(scale.formatted2) pixels per point")
    }
    let width = max(Int((Double(bounds.width) * scale).rounded(.up)), 1)
    let height = max(Int((Double(bounds.height) * scale).rounded(.up)), 1)
    // Drawn as in the page's context: at its corner, flat, at full opacity. When its first
    // paint is an opaque background covering it, the surface needs no clearing and the
    // mapping's blocks clear of what is drawn after it are known to be that colour. A page
    // that stands still while it curls is drawn once and kept (`flatten`, `PlaneCache`).
    var pageNode = node
    pageNode.transform = Transform3D(translationX: -bounds.minX, y: -bounds.minY, z: 0)
    pageNode.opacity = 1
    pageNode.pageCurl = nil
    let covered = CairoRenderer.firstPaintCovers(
      width: width, height: height, drawing: pageNode, at: .identity, scale: scale)
    let uniformOutside =
      covered
      ? repaintedAfterBackground(of: pageNode, scale: scale)
      : paintedRectangles(of: pageNode, scale: scale)
    guard
      let flat = flatten(
        node, as: pageNode, origin: bounds.origin, scale: scale, width: width, height: height,
        covered: covered, uniformOutside: uniformOutside, drawing: "a curled page")
    else { return true }
    defer { if let scratch = flat.scratch { renderer.scratch.giveBack(scratch) } }

    var inverse = ctm
    guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { return true }
    let direction = curl.direction
    let alongDevice = hypot(
      ctm.xx * direction.dx + ctm.xy * direction.dy, ctm.yx * direction.dx + ctm.yy * direction.dy)
    let geometry = PageCurlMapping.Geometry(
      bounds: bounds, direction: direction, axis: Double(curl.axis(in: bounds)),
      radius: Double(curl.radius),
      deviceToPage: CGAffineTransform(
        a: inverse.xx, b: inverse.yx, c: inverse.xy, d: inverse.yy, tx: inverse.x0,
        ty: inverse.y0),
      sourceOrigin: bounds.origin, sourceScale: scale, pixelsPerPoint: alongDevice,
      low: Double(curl.extent(of: bounds).low),
      wholePixelShift: Self.wholePixelShift(ctm, origin: bounds.origin, scale: scale))
    withExtendedLifetime(flat.owner) {
      drawIntoTarget(target, in: cr, for: node) { destination, origin in
        PageCurlMapping.draw(
          flat.source, curled: geometry, into: destination, origin: origin, opacity: opacity,
          uniformOutside: flat.uniformOutside, blocks: flat.blocks)
      }
    }
    return true
  }

  /// For a page drawn into a cleared surface: pixel rectangles holding all it paints (outside
  /// them the surface stays transparent, one colour), or nil when that cannot be bounded.
  /// Nodes that paint nothing of their own are looked through to their sublayers, so that a
  /// clear page the size of the screen holding one panel (`panel-curl`) gives the panel's box.
  private func paintedRectangles(of pageNode: DisplayNode, scale: CGFloat) -> [PixelRect]? {
    var rects: [PixelRect] = []
    func add(_ node: DisplayNode, under toPlane: Transform3D) -> Bool {
      guard toPlane.isAffine else { return false }
      let transform = node.transform.concatenating(toPlane)
      if rects.count < Self.maximumPaintedRectangles, transform.isAffine,
        node.backgroundColor == nil, node.contents == nil, node.drawing == nil,
        node.borderWidth == 0, node.shadow == nil, node.backdrop == nil, node.mask == nil,
        node.pageCurl == nil
      {
        return node.sublayers.allSatisfy { add($0, under: transform) }
      }
      guard let box = extentInParent(of: node) else { return false }
      guard !box.isNull else { return true }
      let toPixels = toPlane.affineTransform.concatenating(
        CGAffineTransform(scaleX: scale, y: scale))
      rects.append(PixelRect(enclosing: box.applying(toPixels)).insetBy(dx: -1, dy: -1))
      return true
    }
    return add(pageNode, under: .identity) ? rects : nil
  }

  /// Past this many rectangles nodes are no longer looked through (their extents are used).
  private static let maximumPaintedRectangles = 16

  /// The whole-pixel shift from source to device pixels when the page is drawn unturned at
  /// the flattened surface's scale with its corner on a pixel corner; nil otherwise.
  private static func wholePixelShift(_ ctm: cairo_matrix_t, origin: CGPoint, scale: Double)
    -> (dx: Int, dy: Int)?
  {
    guard ctm.xy == 0, ctm.yx == 0, ctm.xx == scale, ctm.yy == scale else { return nil }
    let dx = ctm.x0 + Double(origin.x) * scale
    let dy = ctm.y0 + Double(origin.y) * scale
    guard dx == dx.rounded(), dy == dy.rounded(), abs(dx) < 1e9, abs(dy) < 1e9 else { return nil }
    return (Int(dx), Int(dy))
  }

  /// Runs `body` on the pixels of `target` OVER what `cr` has drawn: straight in the surface
  /// when `drawDirectly` can, otherwise in a cleared scratch surface painted onto `cr`
  /// afterwards (the same pixels: a body compositing OVER transparent pixels writes what OVER
  /// later composites).
  private func drawIntoTarget(
    _ target: PixelRect, in cr: OpaquePointer, for node: DisplayNode,
    body: (ProjectiveMapping.Pixels, (x: Int, y: Int)) -> Void
  ) {
    if Self.drawDirectly(within: target, in: cr, body: body) { return }
    guard let scratch = scratchSurface(width: target.width, height: target.height, for: node),
      let destination = pixels(of: scratch)
    else { return }
    defer { renderer.scratch.giveBack(scratch) }
    body(destination, (target.x, target.y))
    cairo_surface_mark_dirty(scratch)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, scratch, Double(target.x), Double(target.y))
    cairo_paint(cr)
    cairo_restore(cr)
  }
}
