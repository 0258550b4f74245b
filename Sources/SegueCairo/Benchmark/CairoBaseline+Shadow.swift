import CCairo
import Foundation
import SegueGeometry
import SegueLayers

// The floor of a drop shadow: its colour composited through the blurred mask of its casting
// shape, only over the pixels where it shows. The mask is made the cheapest way known, with the
// blur kernels the renderer uses (as the backdrop floor uses them): a wide blur on a reduced
// grid enlarged back (`ShadowReduction`), a rounded rectangle's straight middle folded away
// before blurring (`ShadowFold`), and a mask drawn the same way in two successive frames kept
// from then on (a `ShadowMaskCache` of its own, the renderer's rule). The floor
// knows two casting shapes: a shadow path, and a layer whose only part is its background;
// shadows cast by anything else are left out (the floor stays a lower bound).

extension CairoBaseline {
  /// The layer whose shape casts `node`'s shadow in the floor: the node itself, reduced to its
  /// background (what the renderer draws into the mask); nil when the floor leaves the shadow
  /// out: none, invisible, not finite, clipped to the node's own bounds (Core Animation's
  /// `masksToBounds` clips the shadow: what is left shows under the layer), or cast by more
  /// than a shadow path or a background.
  static func shadowCaster(of node: DisplayNode) -> DisplayNode? {
    guard let shadow = node.shadow, shadow.isVisible, shadow.isFinite, !node.masksToBounds,
      shadow.radius >= 0
    else { return nil }
    var caster = node
    caster.sublayers = []
    caster.shadow = nil
    if shadow.path != nil { return caster }
    guard node.sublayers.isEmpty, node.contents == nil, node.drawing == nil,
      node.borderWidth <= 0 || node.borderColor == nil,
      let background = node.backgroundColor, background.alpha > 0
    else { return nil }
    return caster
  }

  /// Where `shadow` can paint, in its node's space: its shape moved by the offset, widened by
  /// twice the blur's reach (so that occlusion never cuts what shows, whatever the matrix).
  static func shadowArea(of shadow: Shadow, caster: DisplayNode) -> CGRect {
    let shape = shadow.path.map { CairoPath.controlBounds(of: $0) } ?? caster.bounds
    let margin = 2 * Shadow.extentMargin(radius: shadow.radius) + 1
    return shape.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
      .insetBy(dx: -margin, dy: -margin)
  }

  /// Composites `shadow` of `caster` at `alpha`; `cr`'s matrix is the node's device matrix
  /// and its clip what may show (`pieces`, in device pixels, when occlusion split it).
  func drawShadow(
    _ shadow: Shadow, caster: DisplayNode, alpha: Double, pieces: [PixelRect]?,
    cr: OpaquePointer
  ) {
    let colorAlpha = Double(shadow.color.alpha) * min(shadow.opacity, 1) * alpha
    guard colorAlpha > 0 else { return }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let (ox, oy) = (Double(shadow.offset.width), Double(shadow.offset.height))
    let device = shadow.device(under: m)
    let (dx, dy) = (device.dx, device.dy)
    var (sigmaX, sigmaY) = (device.sigmaX, device.sigmaY)
    sigmaX = min(sigmaX, FramePainter.maximumShadowSigma)
    sigmaY = min(sigmaY, FramePainter.maximumShadowSigma)
    if sigmaX < FramePainter.minimumShadowSigma, sigmaY < FramePainter.minimumShadowSigma {
      cairo_save(cr)
      cairo_translate(cr, ox, oy)
      appendShape(of: shadow, caster: caster, in: cr)
      cairo_set_source_rgba(cr, shadow.color.red, shadow.color.green, shadow.color.blue, colorAlpha)
      cairo_fill(cr)
      cairo_restore(cr)
      return
    }
    let reachX = GaussianBlur.reach(sigma: sigmaX) + 1
    let reachY = GaussianBlur.reach(sigma: sigmaY) + 1
    let whole = (x: Int(dx.rounded(.down)), y: Int(dy.rounded(.down)))
    let shape = shadow.path.map { CairoPath.controlBounds(of: $0) } ?? caster.bounds
    let ink = PixelRect(enclosing: FramePainter.deviceBox(of: shape, under: m))
      .insetBy(dx: -reachX - 1, dy: -reachY - 1)
    let region = FramePainter.deviceClipExtents(cr).offsetBy(dx: -whole.x, dy: -whole.y)
      .insetBy(dx: -reachX, dy: -reachY).intersection(ink)
    guard !region.isEmpty else { return }
    // Keyed as the renderer keys it: the caster (its background) or the path.
    let key = ShadowMaskCache.Key(
      caster: shadow.path == nil ? caster : nil, path: shadow.path, matrix: MatrixKey(m),
      dx: dx, dy: dy, sigmaX: sigmaX, sigmaY: sigmaY, region: region)
    var lent: OpaquePointer?
    defer { if let lent { scratch.giveBack(lent) } }
    let mask: OpaquePointer
    if let kept = keptShadowMasks.mask(for: key) {
      mask = kept
    } else {
      let keeps = keptShadowMasks.wouldKeep(key, bytes: region.area)
      // A mask made for this frame only is enlarged only where it is composited.
      let parts = keeps ? nil : pieces?.map { $0.offsetBy(dx: -whole.x, dy: -whole.y) }
      guard
        let made = shadowMask(
          shadow, caster: caster, matrix: m, region: region, offset: (dx, dy), whole: whole,
          reach: (reachX, reachY), sigma: (sigmaX, sigmaY), parts: parts)
      else { return }
      lent = made
      mask = made
      if keeps { keptShadowMasks.offer(made, for: key) }
    }
    cairo_save(cr)
    cairo_identity_matrix(cr)
    let (red, green, blue) = (shadow.color.red, shadow.color.green, shadow.color.blue)
    cairo_set_source_rgba(cr, red, green, blue, colorAlpha)
    let origin = (x: region.x + whole.x, y: region.y + whole.y)
    // Several pieces (a ring around the opaque layer casting it): one composite each, each
    // through a single box, which pixman composites without a mask of the clip.
    let clips: [PixelRect?] = (pieces?.count ?? 0) > 1 ? pieces ?? [] : [nil]
    for piece in clips {
      cairo_save(cr)
      if let piece {
        cairo_new_path(cr)
        cairo_rectangle(
          cr, Double(piece.x), Double(piece.y), Double(piece.width), Double(piece.height))
        cairo_clip(cr)
      }
      // The frame's AVX2 composite where it applies (FramePainter+MaskedFill), as the frame.
      if !FramePainter.maskDirectly(
        mask, red: red, green: green, blue: blue, alpha: colorAlpha, origin: origin, in: cr)
      {
        cairo_mask_surface(cr, mask, Double(origin.x), Double(origin.y))
      }
      cairo_restore(cr)
    }
    cairo_restore(cr)
  }

  /// The blurred mask over `region` (device pixels less the offset's whole part), lent by
  /// `scratch`: the shape drawn reduced when the blur is wide, folded when it is a rounded
  /// rectangle, else whole. `parts` (in the region's space; nil: all) are the pixels a reduced
  /// mask must be enlarged at.
  private func shadowMask(
    _ shadow: Shadow, caster: DisplayNode, matrix m: cairo_matrix_t, region: PixelRect,
    offset: (x: Double, y: Double), whole: (x: Int, y: Int), reach: (x: Int, y: Int),
    sigma: (x: Double, y: Double), parts: [PixelRect]?
  ) -> OpaquePointer? {
    let shift = (x: offset.x - Double(whole.x), y: offset.y - Double(whole.y))
    if let reduction = ShadowReduction(sigmaX: sigma.x, sigmaY: sigma.y) {
      let rect = reduction.reducedRect(covering: region)
      let f = Double(reduction.factor)
      var small = m
      small.x0 += shift.x - Double(rect.x) * f
      small.y0 += shift.y - Double(rect.y) * f
      small = cairo_matrix_t(
        xx: small.xx / f, yx: small.yx / f, xy: small.xy / f, yy: small.yy / f,
        x0: small.x0 / f, y0: small.y0 / f)
      guard
        let reduced = blurredShape(
          shadow, caster: caster, matrix: small, width: rect.width, height: rect.height,
          sigma: (reduction.reducedSigmaX, reduction.reducedSigmaY))
      else { return nil }
      defer { scratch.giveBack(reduced) }
      guard
        let full = scratch.take(
          CAIRO_FORMAT_A8, width: region.width, height: region.height, cleared: false),
        let reducedData = cairo_image_surface_get_data(reduced),
        let fullData = cairo_image_surface_get_data(full)
      else { return nil }
      cairo_surface_flush(full)
      reduction.enlarge(
        reducedData, stride: Int(cairo_image_surface_get_stride(reduced)), into: fullData,
        stride: Int(cairo_image_surface_get_stride(full)), region: region, parts: parts)
      cairo_surface_mark_dirty(full)
      return full
    }
    var shifted = m
    shifted.x0 += shift.x - Double(region.x)
    shifted.y0 += shift.y - Double(region.y)
    guard shadow.path == nil,
      let fold = ShadowFold(
        node: caster, matrix: m, region: region, wholeX: whole.x, wholeY: whole.y,
        dx: offset.x, dy: offset.y, reachX: reach.x, reachY: reach.y)
    else {
      return blurredShape(
        shadow, caster: caster, matrix: shifted, width: region.width, height: region.height,
        sigma: sigma)
    }
    guard
      let folded = blurredShape(
        shadow, caster: fold.narrowed, matrix: shifted,
        width: region.width - fold.columns.count, height: region.height - fold.rows.count,
        sigma: sigma)
    else { return nil }
    defer { scratch.giveBack(folded) }
    guard
      let full = scratch.take(
        CAIRO_FORMAT_A8, width: region.width, height: region.height, cleared: false)
    else { return nil }
    fold.unfold(folded, into: full)
    return full
  }

  /// The casting shape drawn under `matrix` into an A8 surface of `width` × `height` lent by
  /// `scratch`, blurred.
  private func blurredShape(
    _ shadow: Shadow, caster: DisplayNode, matrix: cairo_matrix_t, width: Int, height: Int,
    sigma: (x: Double, y: Double)
  ) -> OpaquePointer? {
    guard let mask = scratch.take(CAIRO_FORMAT_A8, width: width, height: height) else {
      return nil
    }
    guard let cr = cairo_create(mask), let data = cairo_image_surface_get_data(mask) else {
      scratch.giveBack(mask)
      return nil
    }
    var matrix = matrix
    cairo_set_matrix(cr, &matrix)
    appendShape(of: shadow, caster: caster, in: cr)
    cairo_fill(cr)
    cairo_destroy(cr)
    cairo_surface_flush(mask)
    GaussianBlur.blurAlpha(
      data, width: width, height: height, stride: Int(cairo_image_surface_get_stride(mask)),
      sigmaX: sigma.x, sigmaY: sigma.y)
    cairo_surface_mark_dirty(mask)
    return mask
  }

  /// Sets the casting shape as `cr`'s path and its alpha as the source: the shadow path in
  /// opaque black, or the background's rounded rectangle in the background's alpha.
  private func appendShape(of shadow: Shadow, caster: DisplayNode, in cr: OpaquePointer) {
    cairo_new_path(cr)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    if let path = shadow.path {
      CairoPath.set(path, in: cr)
      cairo_set_source_rgba(cr, 0, 0, 0, 1)
    } else {
      CairoPath.appendRoundedRect(
        caster.bounds, radius: caster.cornerRadius, corners: caster.maskedCorners, in: cr)
      cairo_set_source_rgba(cr, 0, 0, 0, Double(caster.backgroundColor?.alpha ?? 1))
    }
  }
}
