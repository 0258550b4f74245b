import CCairo
import Foundation
import SegueGeometry
import SegueLayers

extension CairoBaseline {
  /// Blurs what lies under `area` (node space, the current matrix mapping it to device
  /// pixels) and shows it inside the area's rounded rectangle: the cheapest blur of the same
  /// pixels. The pixels under the area and the blur's reach are reduced as the renderer
  /// reduces them (`BackdropReduction`: a factor of at least 2, block means on a grid anchored
  /// to the device origin — one read of each pixel, which no Cairo filter is), blurred there
  /// by three box passes (`GaussianBlur`: a running sum, O(1) a pixel whatever the radius) and
  /// drawn back enlarged, bilinearly (`BackdropEnlargement`, the renderer's own: pixman's scaled
  /// bilinear path costs more); an opaque blur drawn whole replaces what is under it. A blur
  /// partly covered is reduced and enlarged only around and at the pieces that show (the
  /// renderer's `BackdropReduction.copyRects(showing:within:)`); one drawn the same way in
  /// successive frames is kept (`source`, `+KeptBlurs`).
  ///
  /// Returns whether `background` and `overlay` (the next paint's colour, when it lies exactly
  /// over the blur: `Paint.overlay(_:)`) were composited in the same pass (else the caller
  /// fills them).
  func drawBackdrop(
    _ backdrop: Backdrop, paint: Paint, background: Color?,
    overlay: (color: Color, alpha: Double)? = nil, source: BlurSource? = nil, cr: OpaquePointer
  ) -> Bool {
    guard let area = paint.area, backdrop.blurRadius.isFinite, backdrop.blurRadius > 0,
      let target = cairo_get_target(cr)
    else { return false }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let sigma = Double(backdrop.blurRadius) * m.meanScale
    guard sigma >= 0.5 else { return false }
    let reduction = BackdropReduction(sigma: sigma)
    let factor = reduction.factor
    let pieces = paint.piecesShown
    guard let rect = reduction.copyRect(covering: FramePainter.deviceBox(of: area, under: m)),
      let (reduced, opaque) = blurred(
        reduction, rect: rect, of: target, pieces: pieces, source: source)
    else { return false }
    cairo_save(cr)
    cairo_new_path(cr)
    CairoPath.appendRoundedRect(area, radius: paint.cornerRadius, corners: paint.corners, in: cr)
    cairo_clip(cr)
    let fused = BackdropEnlargement.paint(
      reduced.surface, factor: factor, deviceRect: rect, opaque: opaque, alpha: paint.alpha,
      in: cr, scratch: scratch, background: pieces == nil ? background : nil,
      overlay: pieces == nil ? overlay : nil, only: pieces)
    cairo_restore(cr)
    return fused
  }
}

extension CairoBaseline.Paint {
  /// The colour and alpha of `next` when it is a fill of one colour over exactly this
  /// backdrop's pixels — the same square area under the same transform, clips and pieces —
  /// so that it can be composited in the blur's pass, as the renderer does
  /// (`FramePainter+BackdropOverlay`); nil otherwise.
  func overlay(_ next: Self) -> (color: Color, alpha: Double)? {
    guard case .backdrop = fill, case .color(let color) = next.fill, color.alpha > 0,
      next.alpha > 0, area != nil, next.area == area, next.transform == transform,
      next.clips == clips, next.shown == shown, shownPieces == nil, next.shownPieces == nil,
      cornerRadius <= 0 || corners.isEmpty, next.cornerRadius <= 0 || next.corners.isEmpty
    else { return nil }
    return (color, next.alpha)
  }
}
