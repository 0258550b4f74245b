import CCairo
import Foundation
import SegueLayers

// Groups over pooled memory. A translucent node with more than one part, or a node masked by
// alpha, is drawn into an offscreen surface that is then composited where the node shows.
// Cairo's `cairo_push_group` makes that surface the size of the clip, of fresh memory, cleared
// whole: a full-screen fade at 3× is a 12 MiB `calloc` a frame, paid as a memset or as page
// faults of a new mapping, before anything is drawn. Where the clip is a set of whole device
// pixel rectangles, the group is drawn instead into `ScratchSurfaces`' pooled memory through a
// second context with the same matrix and the same rectangles as its clip. The surface keeps
// the frame's device space (its device offset is its position on the canvas), so pictures
// inside it are resampled as on the canvas, and drawing into it gives the same bytes as drawing
// into Cairo's group: pixman reads and writes the same group pixels.
//
// The group is cleared unless occlusion finds that the node's own opaque content covers every
// pixel that shows of it and nothing inside reads what is under it (`NodePlan.coversShown`):
// then every pixel composited is overwritten by an opaque paint before anything uses it. A
// cleared group is cleared whole, by a paint with Cairo's CLEAR operator and no clip, not by a
// memset of only the pixels its clip lets through: Cairo marks a surface so painted, like its
// own new groups, as known to be clear (`is_clear`), and its image compositor then draws the
// first OVER onto it as a SOURCE, whose span code rounds differently (a memset of the clip's
// rectangles left two pixels of `card-close`'s first frame at 3× one level off, session 49).
// So the memset is the
// same as Cairo's; what is saved is the `calloc`: a fresh mapping's page faults, or malloc's
// own memset of a reused chunk on top of Cairo's. Where the clip is not whole pixel rectangles
// (a mask's outline, rounded bounds), it cannot be handed to a second context, and Cairo's
// group is used. Memory: the pool keeps the buffers lent during the last frame
// (`ScratchSurfaces.endFrame`), so between frames it holds about one frame's groups.

/// An offscreen group over pooled memory: its context, and the surface to give back.
struct PooledGroup {
  let context: OpaquePointer
  let surface: OpaquePointer
}

extension FramePainter {
  /// Begins a group over pooled memory under `cr`'s matrix and clip, transparent and known to
  /// Cairo as clear when `cleared`, left as it is otherwise; nil when the clip is not made of
  /// device rectangles or memory cannot be had (then push a Cairo group).
  func beginPooledGroup(over cr: OpaquePointer, cleared: Bool) -> PooledGroup? {
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
    if cleared {
      cairo_set_operator(context, CAIRO_OPERATOR_CLEAR)
      cairo_paint(context)
      cairo_set_operator(context, CAIRO_OPERATOR_OVER)
    }
    clip(toDevice: rects, in: context)
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    cairo_set_matrix(context, &matrix)
    return PooledGroup(context: context, surface: surface)
  }

  /// Ends the drawing into a group begun by `beginPooledGroup`: its context is destroyed, its
  /// pixels flushed; composite its surface, then give it back with `renderer.scratch.giveBack`.
  func finishDrawing(_ group: PooledGroup, of node: DisplayNode) {
    finish(group.context, of: node, drawing: "the group")
    cairo_surface_flush(group.surface)
  }

  /// Ends a group begun by `beginPooledGroup`: composites it into `cr` with `opacity` where
  /// `shown` lets it, under `cr`'s clip (the group's rectangles), and gives its memory back.
  func endPooledGroup(
    _ group: PooledGroup, of node: DisplayNode, into cr: OpaquePointer, opacity: Double,
    shown: Visibility?
  ) {
    finishDrawing(group, of: node)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    // The surface's device offset places it on the canvas.
    cairo_set_source_surface(cr, group.surface, 0, 0)
    drawVisible(shown, in: cr) { cairo_paint_with_alpha(cr, opacity) }
    cairo_restore(cr)
    renderer.scratch.giveBack(group.surface)
  }

  /// A pattern of a finished pooled group placed as `cairo_pop_group` places a group: locked to
  /// `cr`'s current user space. The caller destroys it before giving the surface back.
  func groupPattern(_ group: PooledGroup, in cr: OpaquePointer) -> OpaquePointer? {
    guard let pattern = cairo_pattern_create_for_surface(group.surface) else { return nil }
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    cairo_pattern_set_matrix(pattern, &matrix)
    return pattern
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
