import CCairo
import Foundation
import SegueGeometry
import SegueLayers

// A backdrop is a blur of what has already been drawn under a node. It is captured from the
// current target before the node pushes any group of its own (a group starts empty, so the
// content behind would be missing), blurred, and drawn first inside the node's rounded bounds.
//
// Method (`BackdropReduction`): the device rectangle under the bounds, widened by the blur's
// reach so that the interior does not see the blur's transparent outside, is reduced f times
// (block means, `BoxReduction`; f ≥ 2, growing with σ), blurred there with `GaussianBlur` (three
// box passes, deterministic) by what the resampling leaves of σ, and drawn back enlarged f times
// with bilinear filtering (`BackdropEnlargement`). Past the group's surface, the copy repeats its edge pixels (pad), as a
// blur of a screen edge looks on a device.

/// What a captured backdrop holds: the blurred, reduced pixels and where they go.
struct CapturedBackdrop {
  let surface: CairoSurface
  /// The device rectangle the reduced image covers.
  let deviceRect: PixelRect
  /// Device pixels per reduced pixel.
  let factor: Int
  /// Whether the backdrop was opaque: then so is its blur wherever it is drawn (the copy
  /// extends past the bounds by the blur's reach).
  let opaque: Bool
  /// The device pixels where the blur is made, and drawn (nil: all it covers); elsewhere the
  /// reduced image holds nothing (see `BackdropReduction.copyRects(showing:within:)`).
  var shown: [PixelRect]? = nil
}

extension FramePainter {
  /// Captures and blurs the content under `node`'s bounds (the current matrix maps the node's
  /// space to the device), made to show only at the device pixels `shown` when given; nil when
  /// there is nothing to blur.
  func captureBackdrop(
    _ backdrop: Backdrop, of node: DisplayNode, in cr: OpaquePointer, shown: [PixelRect]? = nil
  ) -> CapturedBackdrop? {
    guard backdrop.blurRadius.isFinite, backdrop.blurRadius > 0 else {
      if !backdrop.blurRadius.isFinite {
        note(node, "backdrop blur radius is not finite; not drawn")
      }
      return nil
    }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let sigma = Double(backdrop.blurRadius) * m.meanScale
    guard sigma >= 0.5, let target = cairo_get_group_target(cr) else { return nil }
    let reduction = BackdropReduction(sigma: sigma)
    guard let rect = reduction.copyRect(covering: Self.deviceBox(of: node.bounds, under: m))
    else { return nil }
    let factor = reduction.factor
    let small = (width: rect.width / factor, height: rect.height / factor)
    guard small.width <= CairoSurface.maximumSide, small.height <= CairoSurface.maximumSide,
      let surface = try? CairoSurface(width: small.width, height: small.height),
      let reduced = pixels(of: surface.surface)
    else {
      note(node, "backdrop of \(rect.width)×\(rect.height) px could not be allocated; not drawn")
      return nil
    }
    guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
    else {
      note(node, "backdrop over a surface that is not an ARGB32 image; not drawn")
      return nil
    }
    cairo_surface_flush(target)
    guard let source = pixels(of: target) else { return nil }
    // Cairo's device offset maps device coordinates to the group surface's pixels.
    var offset = (x: 0.0, y: 0.0)
    cairo_surface_get_device_offset(target, &offset.x, &offset.y)
    let sourceOrigin = (x: -Int(offset.x.rounded()), y: -Int(offset.y.rounded()))
    let opaque: Bool
    if shown == nil, let key = reductionKey(of: node, in: cr, factor: factor) {
      opaque = reduce(
        rect, by: reduction, keptAs: key, from: source, sourceOrigin: sourceOrigin,
        into: reduced)
    } else {
      opaque = reduction.reduce(
        shown.map { reduction.copyRects(showing: $0, within: rect) } ?? [rect], of: rect,
        from: source, sourceOrigin: sourceOrigin, into: reduced)
    }
    GaussianBlur.blurChannels(
      reduced.data, width: reduced.width, height: reduced.height, stride: reduced.stride,
      sigma: reduction.reducedSigma)
    cairo_surface_mark_dirty(surface.surface)
    return CapturedBackdrop(
      surface: surface, deviceRect: rect, factor: factor, opaque: opaque, shown: shown)
  }

  /// Draws a captured backdrop inside `node`'s rounded bounds (only where it was made), and
  /// `background` (the node's colour, filled next) and `overlay` (a fill laid exactly over it)
  /// with it when that can be one pass; returns whether it was.
  @discardableResult
  func drawBackdrop(
    _ captured: CapturedBackdrop, of node: DisplayNode, in cr: OpaquePointer, alpha: Double,
    background: Color? = nil, overlay: (color: Color, alpha: Double)? = nil
  ) -> Bool {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    clipToBounds(of: node, in: cr)
    return BackdropEnlargement.paint(
      captured.surface.surface, factor: captured.factor, deviceRect: captured.deviceRect,
      opaque: captured.opaque, alpha: alpha, in: cr, scratch: renderer.scratch,
      background: background, overlay: overlay, only: captured.shown)
  }
}
