import CCairo
import Foundation
import SegueLayers

// Group opacity. A translucent node with more than one part is drawn into an offscreen surface
// that is then composited with the node's opacity, where the node shows. Cairo's
// `cairo_push_group` makes that surface the size of the clip and clears it (a full-screen fade
// at 3× writes 12 MiB before anything is drawn). When occlusion finds that the node's own opaque
// content covers every pixel that shows of it, and that nothing inside it reads what is under it
// (a backdrop blur), every pixel that is composited is overwritten by an opaque paint before
// anything uses it: the group is then drawn into pooled memory that is not cleared. The surface
// keeps the frame's device space (its device offset is its position on the canvas), so pictures
// inside it are resampled as on the canvas, and drawing into it gives the same bytes as drawing
// into Cairo's group. Where the clip is not a set of whole device pixel rectangles (a mask's
// outline, rounded bounds), it cannot be handed to a second context, and Cairo's group is used.

/// An offscreen group over pooled memory: its context, and the surface to give back.
struct UnclearedGroup {
  let context: OpaquePointer
  let surface: OpaquePointer
}

extension FramePainter {
  /// Begins a group for a node whose plan says its own content covers what shows of it: a
  /// context drawing into uncleared pooled memory under `cr`'s matrix and clip; nil when the
  /// clip is not made of device rectangles or memory cannot be had (then push a Cairo group).
  func beginUnclearedGroup(over cr: OpaquePointer) -> UnclearedGroup? {
    let extent = deviceClipExtents(cr)
    guard !extent.isEmpty, let rects = Self.deviceClipRectangles(cr),
      let surface = renderer.scratch.take(
        CAIRO_FORMAT_ARGB32, width: extent.width, height: extent.height, cleared: false)
    else { return nil }
    cairo_surface_set_device_offset(surface, -Double(extent.x), -Double(extent.y))
    guard let context = makeContext(surface) else {
      renderer.scratch.giveBack(surface)
      return nil
    }
    clip(toDevice: rects, in: context)
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    cairo_set_matrix(context, &matrix)
    return UnclearedGroup(context: context, surface: surface)
  }

  /// Ends a group begun by `beginUnclearedGroup`: composites it into `cr` with `opacity` where
  /// `shown` lets it, and gives its memory back.
  func endUnclearedGroup(
    _ group: UnclearedGroup, of node: DisplayNode, into cr: OpaquePointer, opacity: Double,
    shown: Visibility?
  ) {
    finish(group.context, of: node, drawing: "the group")
    cairo_surface_flush(group.surface)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    // The surface's device offset places it on the canvas.
    cairo_set_source_surface(cr, group.surface, 0, 0)
    drawVisible(shown, in: cr) { Self.paintGroup(in: cr, opacity: opacity) }
    cairo_restore(cr)
    renderer.scratch.giveBack(group.surface)
  }

  /// Runs `body` with `context` as the frame's context when `context` draws in the frame's
  /// device space, so that pictures drawn into it are resampled as on the canvas.
  func drawingInFrame(_ context: OpaquePointer, _ body: () -> Void) {
    guard let saved = frame else { return body() }
    frame = (context, saved.canvas)
    body()
    frame = saved
  }

  /// Paints `cr`'s source, an offscreen group, with `opacity`: straight into the target's
  /// pixels where `paintGroupDirectly` can, else by `cairo_paint_with_alpha` (the same bytes).
  static func paintGroup(in cr: OpaquePointer, opacity: Double) {
    if !paintGroupDirectly(in: cr, opacity: opacity) { cairo_paint_with_alpha(cr, opacity) }
  }

  /// Paints `cr`'s source, an offscreen group, with `opacity` OVER its target straight into the
  /// target's pixels, as `cairo_paint_with_alpha` would (pixman's `over_8888_n_8888`, by AVX2
  /// eight pixels a step: the same bytes); false, drawing nothing, when that path does not
  /// apply: no AVX2, a source that is not an ARGB32 image placed on the device by a whole-pixel
  /// move (a group's is), an operator other than OVER, a clip that is not whole-pixel
  /// rectangles. Only the source's pixels inside the clip are read; outside the source nothing
  /// is painted (no extend, as a group's pattern).
  ///
  /// A fading screen's group is most of what its frame costs beyond the floor: in
  /// `cross-dissolve` a third of the frame, composited by pixman's SSE2 at half AVX2's width.
  static func paintGroupDirectly(
    in cr: OpaquePointer, opacity: Double, avx2: Bool = CPUFeatures.hasAVX2
  ) -> Bool {
    guard avx2, !opacity.isNaN, let pattern = cairo_get_source(cr),
      cairo_pattern_get_type(pattern) == CAIRO_PATTERN_TYPE_SURFACE,
      cairo_pattern_get_extend(pattern) == CAIRO_EXTEND_NONE
    else { return false }
    var group: OpaquePointer?
    guard cairo_pattern_get_surface(pattern, &group) == CAIRO_STATUS_SUCCESS, let group,
      cairo_surface_get_type(group) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(group) == CAIRO_FORMAT_ARGB32,
      let shift = devicePixelShift(of: pattern, surface: group, in: cr),
      let source = ProjectiveMapping.Pixels(imageSurface: group)
    else { return false }
    cairo_surface_flush(group)
    // The source's pixels on the device.
    let placed = PixelRect(x: -shift.dx, y: -shift.dy, width: source.width, height: source.height)
    let mask = FadedSolid.maskByte(opacity: opacity)
    return drawDirectly(within: placed, in: cr) { pixels, origin in
      for row in 0..<pixels.height {
        let destination = UnsafeMutableRawPointer(pixels.data + row * pixels.stride)
          .assumingMemoryBound(to: UInt32.self)
        let read = UnsafeRawPointer(
          source.data + (origin.y + row - placed.y) * source.stride + (origin.x - placed.x) * 4
        ).assumingMemoryBound(to: UInt32.self)
        segue_over_masked_avx2(destination, read, pixels.width, mask)
      }
    }
  }

  /// The whole-pixel move from device pixels to the pixels of `surface`, `pattern`'s, as `cr`
  /// paints it (its matrix, the pattern's, the surface's device offset); nil when it is not one.
  private static func devicePixelShift(
    of pattern: OpaquePointer, surface: OpaquePointer, in cr: OpaquePointer
  ) -> (dx: Int, dy: Int)? {
    var toUser = cairo_matrix_t()
    cairo_get_matrix(cr, &toUser)
    guard let offset = unscaledOffset(of: surface),
      cairo_matrix_invert(&toUser) == CAIRO_STATUS_SUCCESS
    else { return nil }
    var toPattern = cairo_matrix_t()
    cairo_pattern_get_matrix(pattern, &toPattern)
    var toSource = cairo_matrix_t()
    cairo_matrix_multiply(&toSource, &toUser, &toPattern)
    let dx = toSource.x0 + offset.x
    let dy = toSource.y0 + offset.y
    guard toSource.xx == 1, toSource.yy == 1, toSource.xy == 0, toSource.yx == 0,
      dx == dx.rounded(), dy == dy.rounded(), abs(dx) < 1e8, abs(dy) < 1e8
    else { return nil }
    return (Int(dx), Int(dy))
  }
}
