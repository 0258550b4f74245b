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
    let device = shadow.device(under: m)
    let (dx, dy) = (device.dx, device.dy)
    var (sigmaX, sigmaY) = (device.sigmaX, device.sigmaY)
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
    let fold =
      shadow.path == nil
      ? ShadowFold(
        node: node, matrix: m, region: region, wholeX: wholeX, wholeY: wholeY,
        dx: dx, dy: dy, reachX: reachX, reachY: reachY) : nil
    // A mask whose shape the key fully describes can be kept while the shadow stays put.
    let key: ShadowMaskCache.Key? =
      fold != nil || shadow.path != nil
      ? ShadowMaskCache.Key(
        caster: shadow.path == nil ? node : nil, path: shadow.path, matrix: MatrixKey(m),
        dx: dx, dy: dy, sigmaX: sigmaX, sigmaY: sigmaY,
        region: region) : nil
    if let key, let kept = renderer.shadowMasks.mask(for: key) {
      composite(kept, of: shadow, alpha: colorAlpha, at: region, offset: (wholeX, wholeY), in: cr)
      return
    }
    let shift = (x: dx - Double(wholeX), y: dy - Double(wholeY))
    if renderer.reducesWideShadows,
      let reduction = ShadowReduction(sigmaX: sigmaX, sigmaY: sigmaY)
    {
      // A mask that will not be kept (none can be, or its shape is new this frame: a zoom's
      // platter in flight) is read only through the clip, the pieces occlusion leaves: only
      // those are enlarged, not the middle the platter hides.
      let keeps = key.map { renderer.shadowMasks.wouldKeep($0, bytes: region.area) } ?? false
      let parts =
        keeps ? nil : Self.deviceClipRectangles(cr)?.map { $0.offsetBy(dx: -wholeX, dy: -wholeY) }
      guard
        let full = wideShadowMask(
          shadow, of: node, matrix: m, shift: shift, region: region, parts: parts,
          reduction: reduction)
      else { return }
      defer { renderer.scratch.giveBack(full) }
      if keeps, let key { renderer.shadowMasks.offer(full, for: key) }
      composite(full, of: shadow, alpha: colorAlpha, at: region, offset: (wholeX, wholeY), in: cr)
      return
    }
    let small = (
      width: region.width - (fold?.columns.count ?? 0),
      height: region.height - (fold?.rows.count ?? 0)
    )
    guard
      let mask = renderer.scratch.take(CAIRO_FORMAT_A8, width: small.width, height: small.height)
    else {
      note(
        node,
        "shadow surface of \(region.width)×\(region.height) pixels could not be made; not drawn")
      return
    }
    defer { renderer.scratch.giveBack(mask) }
    guard let shadowCr = makeContext(mask) else { return }
    var shifted = m
    shifted.x0 += shift.x - Double(region.x)
    shifted.y0 += shift.y - Double(region.y)
    cairo_set_matrix(shadowCr, &shifted)
    drawShadowShape(shadow, of: fold?.narrowed ?? node, in: shadowCr)
    finish(shadowCr, of: node, drawing: "the shadow's shape")
    guard
      let full = blurredAndUnfolded(
        mask, sigmaX: sigmaX, sigmaY: sigmaY, fold: fold, width: region.width,
        height: region.height)
    else { return }
    defer { if full != mask { renderer.scratch.giveBack(full) } }
    if let key { renderer.shadowMasks.offer(full, for: key) }
    composite(full, of: shadow, alpha: colorAlpha, at: region, offset: (wholeX, wholeY), in: cr)
  }

  /// Paints the shadow's colour at `alpha` through `mask`, whose first pixel is device pixel
  /// `region`'s origin moved by `offset`.
  private func composite(
    _ mask: OpaquePointer, of shadow: Shadow, alpha: Double, at region: PixelRect,
    offset: (x: Int, y: Int), in cr: OpaquePointer
  ) {
    cairo_save(cr)
    cairo_identity_matrix(cr)
    let (red, green, blue) = (shadow.color.red, shadow.color.green, shadow.color.blue)
    let origin = (x: region.x + offset.x, y: region.y + offset.y)
    if !Self.maskDirectly(
      mask, red: red, green: green, blue: blue, alpha: alpha, origin: origin, in: cr)
    {
      cairo_set_source_rgba(cr, red, green, blue, alpha)
      cairo_mask_surface(cr, mask, Double(origin.x), Double(origin.y))
    }
    cairo_restore(cr)
  }
}

extension Shadow {
  /// The offset and the blur's standard deviations in device pixels under `m`: the offset
  /// mapped by the matrix, σ scaled per axis when the matrix is axis-aligned, by its
  /// geometric-mean scale when it turns or shears (not yet capped).
  func device(under m: cairo_matrix_t) -> (dx: Double, dy: Double, sigmaX: Double, sigmaY: Double) {
    let (ox, oy) = (Double(offset.width), Double(offset.height))
    let sigma = Double(Shadow.sigma(radius: radius))
    let axisAligned = m.xy == 0 && m.yx == 0
    return (
      m.xx * ox + m.xy * oy, m.yx * ox + m.yy * oy,
      sigma * (axisAligned ? abs(m.xx) : m.meanScale),
      sigma * (axisAligned ? abs(m.yy) : m.meanScale)
    )
  }
}

/// The straight middle of a rounded-rectangle shadow, folded away before blurring.
///
/// A layer that casts its shadow with its background alone (no sublayers, contents, drawing or
/// border) under an axis-aligned matrix is a rounded rectangle in device space: every pixel
/// column between its corners has the same coverage, and so has every pixel row. A box blur of
/// reach R leaves output column x depending only on source columns x − R … x + R, so output
/// columns whose whole window lies in that straight span are equal too. The shape is therefore
/// drawn narrower and shorter by the length of those runs minus one (keeping one of each),
/// blurred, and the kept column and row are repeated back: the same pixels as blurring the
/// full shape, for the cost of blurring its corners (a card of 1000×1300 px blurs ~200×200).
struct ShadowFold {
  /// Region columns repeated from the first of them (empty when nothing folds).
  let columns: Range<Int>
  /// Region rows repeated from the first of them.
  let rows: Range<Int>
  /// The node with its bounds shortened by the folded pixels.
  let narrowed: DisplayNode

  init?(
    node: DisplayNode, matrix m: cairo_matrix_t, region: PixelRect, wholeX: Int, wholeY: Int,
    dx: Double, dy: Double, reachX: Int, reachY: Int
  ) {
    guard node.sublayers.isEmpty, node.contents == nil, node.drawing == nil,
      node.borderWidth <= 0 || node.borderColor == nil, node.backgroundColor != nil,
      m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0
    else { return nil }
    let bounds = node.bounds
    let radius = Double(min(max(node.cornerRadius, 0), bounds.width / 2, bounds.height / 2))
    // The device span of the straight part, in region coordinates.
    func run(
      from low: Double, to high: Double, scale: Double, origin: Double, reach: Int, count: Int
    ) -> Range<Int> {
      let start = max(Int((low * scale + origin).rounded(.up)), 0) + reach
      let end = min(Int((high * scale + origin).rounded(.down)), count) - reach
      // Keep the first equal column; fold the rest.
      return end - start > 1 ? (start + 1)..<end : 0..<0
    }
    let originX = m.x0 + dx - Double(wholeX) - Double(region.x)
    let originY = m.y0 + dy - Double(wholeY) - Double(region.y)
    columns = run(
      from: Double(bounds.minX) + radius, to: Double(bounds.maxX) - radius, scale: m.xx,
      origin: originX, reach: reachX, count: region.width)
    rows = run(
      from: Double(bounds.minY) + radius, to: Double(bounds.maxY) - radius, scale: m.yy,
      origin: originY, reach: reachY, count: region.height)
    guard !columns.isEmpty || !rows.isEmpty else { return nil }
    var narrowed = node
    narrowed.bounds.size.width -= CGFloat(Double(columns.count) / m.xx)
    narrowed.bounds.size.height -= CGFloat(Double(rows.count) / m.yy)
    self.narrowed = narrowed
  }

  /// Writes the full mask: `folded`'s pixels, with the kept column and row repeated.
  func unfold(_ folded: OpaquePointer, into full: OpaquePointer) {
    cairo_surface_flush(folded)
    cairo_surface_flush(full)
    guard let source = cairo_image_surface_get_data(folded),
      let target = cairo_image_surface_get_data(full)
    else { return }
    let sourceStride = Int(cairo_image_surface_get_stride(folded))
    let targetStride = Int(cairo_image_surface_get_stride(full))
    let width = Int(cairo_image_surface_get_width(full))
    let height = Int(cairo_image_surface_get_height(full))
    let left = columns.lowerBound
    let right = width - columns.upperBound
    for y in 0..<height {
      let sy =
        y < rows.lowerBound ? y : (y < rows.upperBound ? rows.lowerBound - 1 : y - rows.count)
      let from = source + sy * sourceStride
      let to = target + y * targetStride
      to.update(from: from, count: left)
      if !columns.isEmpty {
        memset(to + left, Int32(from[left - 1]), columns.count)
      }
      (to + columns.upperBound).update(from: from + left, count: right)
    }
    cairo_surface_mark_dirty(full)
  }
}
