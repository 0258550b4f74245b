import CCairo
import Foundation
import SegueGeometry
import SegueLayers

// The floor's clip to rounded bounds. A layer that masks to bounds clips its own contents and
// drawing and its sublayers to its rounded rectangle; the floor sets the same outline
// (`CairoPath.appendRoundedRect` under the layer's matrix) as the renderer does, and leaves it
// out where it cannot cut anything: when every device pixel the paint can touch lies wholly
// inside (`DeviceRoundedRect`, the test the renderer makes before skipping it too).

extension CairoBaseline {
  /// Intersects `cr`'s clip (its matrix: the surface's points → device pixels) with each of
  /// `clips` that can cut what `paint` draws.
  func clip(to clips: [RoundedClip], around paint: Paint, in cr: OpaquePointer) {
    guard !clips.isEmpty else { return }
    var points = cairo_matrix_t()
    cairo_get_matrix(cr, &points)
    var paintMatrix = cairo_matrix_t(paint.transform)
    var toDevice = cairo_matrix_t()
    cairo_matrix_multiply(&toDevice, &paintMatrix, &points)
    let drawn = paint.area.flatMap { extent(of: paint, in: $0) }.map {
      PixelRect(enclosing: FramePainter.deviceBox(of: $0, under: toDevice))
    }
    for clip in clips {
      var local = cairo_matrix_t(clip.transform)
      var m = cairo_matrix_t()
      cairo_matrix_multiply(&m, &local, &points)
      if let drawn,
        let inside = DeviceRoundedRect(
          bounds: clip.bounds, cornerRadius: clip.cornerRadius, corners: clip.corners, matrix: m),
        inside.coversFully(drawn)
      {
        continue
      }
      cairo_set_matrix(cr, &m)
      cairo_new_path(cr)
      CairoPath.appendRoundedRect(
        clip.bounds, radius: clip.cornerRadius, corners: clip.corners, in: cr)
      cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
      cairo_clip(cr)
    }
    cairo_set_matrix(cr, &points)
  }

  /// What of `rects` (device pixels) lies inside every one of `clips` for sure: in the two
  /// bands of each rounded rectangle that reach its straight edges; nothing when one is turned.
  static func covered(
    _ rects: [PixelRect], inside clips: [RoundedClip], scale: Double
  ) -> [PixelRect] {
    var rects = rects
    for clip in clips {
      let t = clip.transform
      guard t.b == 0, t.c == 0 else { return [] }
      let box = clip.bounds.applying(t).applying(
        CGAffineTransform(scaleX: CGFloat(scale), y: CGFloat(scale)))
      let radius = min(max(clip.cornerRadius, 0), clip.bounds.width / 2, clip.bounds.height / 2)
      let rx = radius * abs(t.a) * CGFloat(scale)
      let ry = radius * abs(t.d) * CGFloat(scale)
      let bands = [
        PixelRect(inside: box.insetBy(dx: rx, dy: 0)),
        PixelRect(inside: box.insetBy(dx: 0, dy: ry)),
      ]
      rects = rects.flatMap { rect in bands.map { rect.intersection($0) } }.filter { !$0.isEmpty }
    }
    return rects
  }
}
