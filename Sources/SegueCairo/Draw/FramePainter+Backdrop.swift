import CCairo
import Foundation
import SegueGeometry
import SegueLayers

// A backdrop is a blur of what has already been drawn under a node. It is captured from the
// current target before the node pushes any group of its own (a group starts empty, so the
// content behind would be missing), blurred, and drawn first inside the node's rounded bounds.
//
// Method: the device rectangle under the bounds, widened by the blur's reach so that the
// interior does not see the blur's transparent outside, is copied at 1/f of the resolution
// (f chosen so the reduced blur keeps σ ≥ 3 px; a box filter when shrinking), each premultiplied
// channel is blurred with `GaussianBlur` (three box passes, deterministic), and the result is
// drawn back scaled by f with bilinear filtering. Past the canvas, the copy repeats the edge
// pixels (pad), as a blur of a screen edge looks on a device. Accuracy: the reduction loses
// detail finer than f px, which a blur of σ ≥ 3f px removes anyway (error under 1 %).

/// What a captured backdrop holds: the blurred, reduced pixels and where they go.
struct CapturedBackdrop {
  let surface: CairoSurface
  /// The device rectangle the reduced image covers.
  let deviceRect: PixelRect
  /// Device pixels per reduced pixel.
  let factor: Int
}

extension FramePainter {
  /// Captures and blurs the content under `node`'s bounds (the current matrix maps the node's
  /// space to the device); nil when there is nothing to blur.
  func captureBackdrop(_ backdrop: Backdrop, of node: DisplayNode, in cr: OpaquePointer)
    -> CapturedBackdrop?
  {
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
    let reach = GaussianBlur.reach(sigma: sigma) + 1
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for (x, y) in [
      (node.bounds.minX, node.bounds.minY), (node.bounds.maxX, node.bounds.minY),
      (node.bounds.minX, node.bounds.maxY), (node.bounds.maxX, node.bounds.maxY),
    ] {
      var dx = Double(x)
      var dy = Double(y)
      cairo_user_to_device(cr, &dx, &dy)
      minX = min(minX, dx)
      minY = min(minY, dy)
      maxX = max(maxX, dx)
      maxY = max(maxY, dy)
    }
    guard minX.isFinite, minY.isFinite, maxX > minX, maxY > minY else { return nil }
    let factor = max(1, Int(sigma / Self.minimumReducedSigma))
    let x0 = Int(minX.rounded(.down)) - reach
    let y0 = Int(minY.rounded(.down)) - reach
    let width = Int(maxX.rounded(.up)) + reach - x0
    let height = Int(maxY.rounded(.up)) + reach - y0
    let small = (width: (width + factor - 1) / factor, height: (height + factor - 1) / factor)
    guard small.width > 0, small.height > 0,
      small.width <= CairoSurface.maximumSide, small.height <= CairoSurface.maximumSide,
      let surface = try? CairoSurface(width: small.width, height: small.height),
      let copy = makeContext(surface.surface)
    else {
      note(node, "backdrop of \(width)×\(height) px could not be allocated; not drawn")
      return nil
    }
    cairo_scale(copy, 1 / Double(factor), 1 / Double(factor))
    // Cairo applies a group surface's device offset itself, so device coordinates address it.
    cairo_set_source_surface(copy, target, -Double(x0), -Double(y0))
    if let pattern = cairo_get_source(copy) {
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      cairo_pattern_set_filter(pattern, factor > 1 ? CAIRO_FILTER_GOOD : CAIRO_FILTER_NEAREST)
    }
    cairo_set_operator(copy, CAIRO_OPERATOR_SOURCE)
    cairo_paint(copy)
    finish(copy, of: node, drawing: "the backdrop")
    Self.blurChannels(of: surface, sigma: sigma / Double(factor))
    return CapturedBackdrop(
      surface: surface, deviceRect: PixelRect(x: x0, y: y0, width: width, height: height),
      factor: factor)
  }

  /// Draws a captured backdrop inside `node`'s rounded bounds.
  func drawBackdrop(
    _ captured: CapturedBackdrop, of node: DisplayNode, in cr: OpaquePointer, alpha: Double
  ) {
    cairo_save(cr)
    clipToBounds(of: node, in: cr)
    cairo_identity_matrix(cr)
    cairo_translate(cr, Double(captured.deviceRect.x), Double(captured.deviceRect.y))
    cairo_scale(cr, Double(captured.factor), Double(captured.factor))
    cairo_set_source_surface(cr, captured.surface.surface, 0, 0)
    if let pattern = cairo_get_source(cr) {
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
    }
    cairo_paint_with_alpha(cr, alpha)
    cairo_restore(cr)
  }

  /// The smallest blur, in reduced pixels, a backdrop is computed at.
  static let minimumReducedSigma = 3.0

  /// Blurs the four premultiplied channels of an ARGB32 surface, each on its own.
  private static func blurChannels(of surface: CairoSurface, sigma: Double) {
    cairo_surface_flush(surface.surface)
    guard let data = cairo_image_surface_get_data(surface.surface) else { return }
    GaussianBlur.blurChannels(
      data, width: surface.width, height: surface.height,
      stride: Int(cairo_image_surface_get_stride(surface.surface)), sigma: sigma)
    cairo_surface_mark_dirty(surface.surface)
  }
}
