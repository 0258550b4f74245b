import CCairo
import Foundation
import SegueGeometry
import SegueLayers

// Shadows are made in device space. The casting shape (the shadow path, or else the alpha of
// the layer's own content: background, contents, drawing, sublayers, border) is drawn into an
// A8 surface covering only the device pixels that can reach the visible area, blurred with
// `GaussianBlur`, then used as a mask for the shadow colour. Offset and radius are in the node's
// space: the offset is mapped by the current matrix, and the blur's standard deviation (radius/2)
// is scaled by the matrix per axis when it is axis-aligned, by its geometric-mean scale when it
// rotates or shears (an isotropic Gaussian stays isotropic under rotation; only a non-uniform
// scale combined with rotation is approximated). The offset's whole-pixel part places the mask
// and its fractional part shifts the source before blurring, so nothing is resampled twice.

extension FramePainter {
  /// The largest blur standard deviation, in device pixels, drawn as specified (a 128-pixel
  /// sigma already spreads a shadow over ~770 pixels); larger ones are capped and reported.
  static let maximumShadowSigma = 128.0
  /// Below this standard deviation, in device pixels, a shadow is drawn unblurred.
  static let minimumShadowSigma = 0.2

  func drawShadow(_ shadow: Shadow, of node: DisplayNode, in cr: OpaquePointer, alpha: Double) {
    guard shadow.isFinite else {
      note(node, "shadow radius or offset is not finite; the shadow was not drawn")
      return
    }
    let colorAlpha = Double(shadow.color.alpha) * min(shadow.opacity, 1) * alpha
    guard colorAlpha > 0 else { return }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let ox = Double(shadow.offset.width)
    let oy = Double(shadow.offset.height)
    let dx = m.xx * ox + m.xy * oy
    let dy = m.yx * ox + m.yy * oy
    let sigma = Double(Shadow.sigma(radius: shadow.radius))
    var sigmaX = sigma * m.meanScale
    var sigmaY = sigmaX
    if m.xy == 0, m.yx == 0 {
      sigmaX = sigma * abs(m.xx)
      sigmaY = sigma * abs(m.yy)
    }
    if max(sigmaX, sigmaY) > Self.maximumShadowSigma {
      note(
        node,
        "shadow radius \(shadow.radius) exceeds \(Self.maximumShadowSigma * 2) device pixels; blur reduced"
      )
      sigmaX = min(sigmaX, Self.maximumShadowSigma)
      sigmaY = min(sigmaY, Self.maximumShadowSigma)
    }
    if sigmaX < Self.minimumShadowSigma, sigmaY < Self.minimumShadowSigma, let path = shadow.path {
      cairo_save(cr)
      cairo_translate(cr, ox, oy)
      CairoPath.set(path, in: cr)
      cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
      cairo_set_source_rgba(cr, shadow.color.red, shadow.color.green, shadow.color.blue, colorAlpha)
      cairo_fill(cr)
      cairo_restore(cr)
      return
    }
    let reachX = GaussianBlur.reach(sigma: sigmaX) + 1
    let reachY = GaussianBlur.reach(sigma: sigmaY) + 1
    let wholeX = Int(dx.rounded(.down))
    let wholeY = Int(dy.rounded(.down))
    // Source pixels that can influence a visible shadow pixel.
    var region = deviceClipExtents(cr).offsetBy(dx: -wholeX, dy: -wholeY).insetBy(
      dx: -reachX, dy: -reachY)
    let source: CGRect? =
      shadow.path.map { CairoPath.controlBounds(of: $0) }
      ?? (node.masksToBounds ? node.bounds : contentExtent(of: node))
    if let source {
      let ink = PixelRect(enclosing: deviceBounds(of: source, in: cr)).insetBy(
        dx: -reachX - 1, dy: -reachY - 1)
      region = region.intersection(ink)
    }
    guard !region.isEmpty else { return }
    guard
      let mask = renderer.scratch.take(CAIRO_FORMAT_A8, width: region.width, height: region.height)
    else {
      note(
        node,
        "shadow surface of \(region.width)×\(region.height) pixels could not be made; not drawn")
      return
    }
    defer { renderer.scratch.giveBack(mask) }
    guard let shadowCr = makeContext(mask) else { return }
    var shifted = m
    shifted.x0 += dx - Double(wholeX) - Double(region.x)
    shifted.y0 += dy - Double(wholeY) - Double(region.y)
    cairo_set_matrix(shadowCr, &shifted)
    if let path = shadow.path {
      CairoPath.set(path, in: shadowCr)
      cairo_set_fill_rule(shadowCr, CAIRO_FILL_RULE_WINDING)
      cairo_set_source_rgba(shadowCr, 0, 0, 0, 1)
      cairo_fill(shadowCr)
    } else {
      drawLayer(node, in: shadowCr, alpha: 1, includingShadow: false)
    }
    finish(shadowCr, of: node, drawing: "the shadow's shape")
    cairo_surface_flush(mask)
    if let data = cairo_image_surface_get_data(mask) {
      GaussianBlur.blurAlpha(
        data, width: region.width, height: region.height,
        stride: Int(cairo_image_surface_get_stride(mask)),
        sigmaX: sigmaX, sigmaY: sigmaY)
    }
    cairo_surface_mark_dirty(mask)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_set_source_rgba(cr, shadow.color.red, shadow.color.green, shadow.color.blue, colorAlpha)
    cairo_mask_surface(cr, mask, Double(region.x + wholeX), Double(region.y + wholeY))
    cairo_restore(cr)
  }
}
