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
  /// renderer's `BackdropReduction.copyRects(showing:within:)`).
  ///
  /// Returns whether `background` was composited in the same pass (else the caller fills it).
  func drawBackdrop(
    _ backdrop: Backdrop, paint: Paint, background: Color?, cr: OpaquePointer
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
    guard let rect = reduction.copyRect(covering: FramePainter.deviceBox(of: area, under: m)),
      let reduced = try? Self.keptSurface(
        in: &backdropSurfaces, width: rect.width / factor, height: rect.height / factor),
      let source = ProjectiveMapping.Pixels(imageSurface: target),
      let small = ProjectiveMapping.Pixels(imageSurface: reduced.surface)
    else { return false }
    cairo_surface_flush(target)
    let pieces = paint.piecesShown
    let opaque = reduction.reduce(
      pieces.map { reduction.copyRects(showing: $0, within: rect) } ?? [rect], of: rect,
      from: source, sourceOrigin: (0, 0), into: small)
    GaussianBlur.blurChannels(
      small.data, width: small.width, height: small.height, stride: small.stride,
      sigma: reduction.reducedSigma)
    cairo_surface_mark_dirty(reduced.surface)
    cairo_save(cr)
    cairo_new_path(cr)
    CairoPath.appendRoundedRect(area, radius: paint.cornerRadius, corners: paint.corners, in: cr)
    cairo_clip(cr)
    let fused = BackdropEnlargement.paint(
      reduced.surface, factor: factor, deviceRect: rect, opaque: opaque, alpha: paint.alpha,
      in: cr, scratch: scratch, background: pieces == nil ? background : nil, only: pieces)
    cairo_restore(cr)
    return fused
  }

}
