import CCairo
import Foundation
import SegueGeometry
import SegueLayers

// A backdrop whose capture is kept from the previous frame (`BackdropCache`) reads nothing in
// this one, and when that capture is opaque and painted at full opacity through whole-pixel
// clips it replaces every pixel it is drawn on: the blur is written over them (or painted with
// SOURCE), whatever lay there. Then what is drawn before it under its bounds is covered, as by an
// opaque background, and the walk culls it — the Today list under the full-screen blur behind a
// story dragged small (`card-open-interactive`) is not drawn again frame after frame, only the
// blur kept from when it was.
//
// The kept capture is found while planning (the same key the painter would make: the list cut
// after the node, the scale, the device matrix) and handed to the painter in the plan, so the
// frame that culls under it is the frame that draws it. The capture is a valid stand-in because
// equal keys draw the same pixels under the node (`BackdropCache`): it was made, in an earlier
// frame, from those pixels drawn whole there (that frame's walk kept everything it read).

extension FramePainter {
  /// The capture of `node`'s backdrop kept from the previous frame, when drawing it will
  /// replace every pixel of the node's bounds the clips let through: `node` opaque, unmasked, its
  /// bounds square and on whole device pixels under `m`, inside no group (`grouped`) and no clip
  /// with an edge inside a pixel (`softClip`), in a frame drawn whole on its own surface, the
  /// capture opaque. Nil otherwise (the backdrop is captured as usual and reads what is under it).
  func replacingBackdrop(
    of node: DisplayNode, under m: cairo_matrix_t, path: [Int], grouped: Bool, softClip: Bool
  ) -> CapturedBackdrop? {
    guard renderer.backdrops.keepsCaptures, let whole = wholeFrame, !grouped, !softClip,
      node.opacity >= 1, node.mask == nil, node.backdrop != nil, m.xy == 0, m.yx == 0,
      Self.cornerRadius(of: node) == 0, Self.isWholePixels(node.bounds, under: m),
      let prefix = whole.list.cut(after: path, at: node)
    else { return nil }
    let key = BackdropCache.Key(
      prefix: prefix, scale: whole.scale, matrix: MatrixKey(m), shown: nil)
    guard let kept = renderer.backdrops.capture(for: key), kept.opaque else { return nil }
    return kept
  }

  /// The device pixels a backdrop blur of `node` reads, made to show at `shown` (nil: wherever
  /// it covers): its bounds, or each piece, widened by the blur's reach and the reduction's
  /// grid (see `captureBackdrop`), and made whole by the widest reach of its factor (a kept
  /// reduction covers that, `BackdropCache+Reductions`); none when nothing is captured.
  static func backdropReads(
    _ backdrop: Backdrop, of node: DisplayNode, under m: cairo_matrix_t, shown: [PixelRect]?
  ) -> [PixelRect] {
    guard backdrop.blurRadius.isFinite, backdrop.blurRadius > 0 else { return [] }
    let reduction = BackdropReduction(sigma: Double(backdrop.blurRadius) * m.meanScale)
    guard let rect = reduction.copyRect(covering: deviceBox(of: node.bounds, under: m)) else {
      return []
    }
    return shown.map { reduction.copyRects(showing: $0, within: rect) }
      ?? [reduction.widened(rect)]
  }
}
