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
    drawVisible(shown, in: cr) { cairo_paint_with_alpha(cr, opacity) }
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
}
