import CCairo
import Foundation
import SegueGeometry
import SegueLayers

// A layer's own parts other than shadow and text: border, contents image, shape.

extension FramePainter {
  /// Draws the border inside the bounds: the region between the rounded bounds and the same
  /// shape inset by the border width (inner radius reduced by the width), filled even-odd.
  func drawBorder(of node: DisplayNode, in cr: OpaquePointer, alpha: Double) {
    guard node.borderWidth > 0, let color = node.borderColor, color.alpha > 0 else { return }
    let width = min(node.borderWidth, node.bounds.width / 2, node.bounds.height / 2)
    cairo_new_path(cr)
    CairoPath.appendRoundedRect(
      node.bounds, radius: node.cornerRadius, corners: node.maskedCorners, in: cr)
    let inner = node.bounds.insetBy(dx: width, dy: width)
    if inner.width > 0, inner.height > 0 {
      let outerRadius = min(
        max(node.cornerRadius, 0), node.bounds.width / 2, node.bounds.height / 2)
      CairoPath.appendRoundedRect(
        inner, radius: max(outerRadius - width, 0), corners: node.maskedCorners, in: cr)
    }
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
    setSource(color, alpha: alpha, in: cr)
    cairo_fill(cr)
  }

  /// Draws the contents image where its gravity puts it.
  ///
  /// Sampling: an image landing on whole device pixels at its own size is copied (nearest);
  /// otherwise the magnification or minification filter applies, `.linear` being bilinear down
  /// to half size and Cairo's GOOD filter (a box-filtered downscale) below that, where bilinear
  /// would skip source pixels and alias. `.trilinear` always uses GOOD when minifying.
  ///
  /// - Parameter shown: the device pixels that can show of it (what occlusion leaves); a
  ///   resampled picture is sampled only there. nil: wherever the clip lets it.
  func drawContents(
    _ contents: Contents, of node: DisplayNode, in cr: OpaquePointer, alpha: Double,
    shown: PixelRect? = nil
  ) {
    guard let (rect, surface) = contentsPlacement(contents, of: node) else { return }
    let pixelWidth = Double(surface.width)
    let pixelHeight = Double(surface.height)
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_translate(cr, rect.minX, rect.minY)
    cairo_scale(cr, rect.width / pixelWidth, rect.height / pixelHeight)
    let filter = Self.filter(for: contents, in: cr)
    if PatternConditioning.isSliver(cr) {
      // Squeezed to a sliver (a view scaled by 1e-5 to hide it): its true outline, sampled
      // directly (no kept samples) under the nearest matrix Pixman can hold.
      cairo_new_path(cr)
      cairo_rectangle(cr, 0, 0, pixelWidth, pixelHeight)
      PatternConditioning.setSource(in: cr) {
        cairo_set_source_surface(cr, surface.surface, 0, 0)
      }
      if let pattern = cairo_get_source(cr) {
        cairo_pattern_set_filter(pattern, filter)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      }
      cairo_clip(cr)
      cairo_paint_with_alpha(cr, alpha)
      return
    }
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    let box = ResampledImageCache.deviceBox(of: surface, under: matrix)
    let copiesSamples =
      filter != CAIRO_FILTER_NEAREST && cr == frame?.context
      && ResampledImageCache.resamples(box, canvas: frame?.canvas ?? .empty)
    let clip = copiesSamples ? deviceClipExtents(cr) : .unbounded
    let cache = renderer.resampledImages
    let plan =
      copiesSamples
      ? cache.plan(
        contents.image, matrix: matrix, filter: filter, box: box, canvas: frame?.canvas ?? .empty)
      : nil
    // In flight, opaque, at full opacity, and where it gives the same bytes: filtered straight
    // onto the canvas. A scaled picture under a matrix whose samples depend on the device pixel
    // alone (`PictureMatrix`), through any clip. (Translucent ones stay in two steps: Pixman's
    // bilinear composite can round an antialiased edge pixel one level apart from the copy's, as
    // at `card-open`'s close button at 2×.)
    let inFlight =
      plan?.isInFlight == true && cache.compositesInOneStep && alpha >= 1 && surface.isOpaque
    let pattern =
      inFlight && PictureMatrix.applies(to: matrix, filter: filter)
      ? PictureMatrix.pattern(for: matrix, box: box) : nil
    // Drawn twice in the frame under the same pattern: its samples are taken once and copied
    // (see ResampledImageCache+Shared).
    let sharedPattern = pattern.flatMap {
      cache.sharesSamples(of: contents.image, pattern: $0) ? $0 : nil
    }
    let oneStepPattern = sharedPattern == nil ? pattern : nil
    let inOneStep =
      oneStepPattern != nil
      || (inFlight && sharedPattern == nil && Self.composesInOneStep(under: matrix, in: cr))
    if let plan, !inOneStep, let frame {
      // Samples taken at the device pixels (maybe in an earlier frame, or for an earlier draw
      // in this one), copied pixel for pixel.
      let visible = clip.intersection(shown ?? .unbounded)
      let samples: ResampledImageCache.Resampled?
      switch plan {
      case .kept(let kept): samples = kept
      case .inFlight where sharedPattern != nil:
        samples = sharedPattern.flatMap {
          cache.sharedSamples(
            of: contents.image, source: surface, pattern: $0, box: box, canvas: frame.canvas,
            visible: visible)
        }
      case .keep, .inFlight:
        samples = cache.resampled(
          contents.image, source: surface, matrix: matrix, box: box, filter: filter,
          canvas: frame.canvas, visible: visible, keep: plan.keeps)
      }
      guard let resampled = samples else { return }
      cairo_identity_matrix(cr)
      cairo_set_source_surface(cr, resampled.surface, Double(resampled.x), Double(resampled.y))
      cairo_set_matrix(cr, &matrix)
      guard let pattern = cairo_get_source(cr) else { return }
      cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    } else {
      if inOneStep { cache.noteComposited() }
      cairo_set_source_surface(cr, surface.surface, 0, 0)
      guard let pattern = cairo_get_source(cr) else { return }
      cairo_pattern_set_filter(pattern, filter)
      // PAD keeps the image's edge pixels sharp where bilinear sampling reaches past them; the
      // rectangle below bounds the image, antialiased.
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    }
    cairo_new_path(cr)
    let drawn =
      copiesSamples
      ? Self.imageRect(
        width: pixelWidth, height: pixelHeight, under: matrix, within: shown ?? .unbounded,
        clip: clip)
      : CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
    if let oneStepPattern,
      let strips = writePictureInterior(
        surface, pattern: oneStepPattern, drawn: drawn, matrix: matrix, in: cr)
    {
      // Its inside written (FramePainter+PictureInterior); the rest as below, strip by strip.
      Self.fillStrips(strips, of: surface, pattern: oneStepPattern, drawn: drawn, in: cr)
      return
    }
    cairo_rectangle(cr, drawn.minX, drawn.minY, drawn.width, drawn.height)
    if let oneStepPattern {
      // The path is in device space already; the pattern maps device pixels.
      PictureMatrix.setSource(surface.surface, pattern: oneStepPattern, in: cr)
    } else if let nearest = PictureMatrix.nearestPattern(for: matrix, filter: filter, box: box) {
      // Nearest, scaled or turned: each device pixel's texel whatever the clip (the window's
      // repaint of a box), under a matrix Cairo hands Pixman unchanged.
      PictureMatrix.setSource(
        surface.surface, pattern: nearest, filter: CAIRO_FILTER_NEAREST, in: cr)
    }
    if alpha >= 1 {
      cairo_fill(cr)
    } else {
      cairo_clip(cr)
      cairo_paint_with_alpha(cr, alpha)
    }
  }

  /// The part of a `width` × `height` image rectangle to copy samples through: the whole of
  /// it, less the whole device rows and columns outside `shown` (pixels that something opaque
  /// covers later), when `matrix` is axis-aligned. An edge is moved only onto a pixel boundary
  /// inside both the rectangle and `clip` (the clip's device extents), so each pixel left is
  /// covered as by the whole rectangle, and Cairo meets the clip's own edges as before (a cut at
  /// a clip's edge composites that edge's row another way, one level off).
  static func imageRect(
    width: Double, height: Double, under matrix: cairo_matrix_t, within shown: PixelRect,
    clip: PixelRect
  ) -> CGRect {
    let whole = CGRect(x: 0, y: 0, width: width, height: height)
    guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.yy > 0 else { return whole }
    func range(
      _ length: Double, scale: Double, offset: Double, shown: (Int, Int), clip: (Int, Int)
    ) -> (Double, Double) {
      let (low, high) = (Double(shown.0), Double(shown.1))
      let start = low > offset && shown.0 > clip.0 ? (low - offset) / scale : 0
      let end =
        high < offset + length * scale && shown.1 < clip.1 ? (high - offset) / scale : length
      return (start, max(start, end))
    }
    let (x0, x1) = range(
      width, scale: matrix.xx, offset: matrix.x0, shown: (shown.x, shown.maxX),
      clip: (clip.x, clip.maxX))
    let (y0, y1) = range(
      height, scale: matrix.yy, offset: matrix.y0, shown: (shown.y, shown.maxY),
      clip: (clip.y, clip.maxY))
    return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The Cairo filter for contents drawn with the current matrix (image pixels → device).
  static func filter(for contents: Contents, in cr: OpaquePointer) -> cairo_filter_t {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let isIntegral = { (v: Double) in abs(v - v.rounded()) < 1e-6 }
    if m.xy == 0, m.yx == 0, abs(m.xx - 1) < 1e-9, abs(m.yy - 1) < 1e-9, isIntegral(m.x0),
      isIntegral(m.y0)
    {
      return CAIRO_FILTER_NEAREST  // a pixel-exact copy
    }
    // Device pixels per image pixel along each image axis.
    let sx = (m.xx * m.xx + m.yx * m.yx).squareRoot()
    let sy = (m.xy * m.xy + m.yy * m.yy).squareRoot()
    if max(sx, sy) >= 1 {
      return contents.magnificationFilter == .nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR
    }
    switch contents.minificationFilter {
    case .nearest: return CAIRO_FILTER_NEAREST
    case .linear:
      return min(sx, sy) >= Self.bilinearMinificationLimit
        ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_GOOD
    case .trilinear: return CAIRO_FILTER_GOOD
    }
  }

  /// The smallest scale (device pixels per image pixel) drawn bilinearly with `.linear`; below
  /// it bilinear taps would skip source pixels, so the smoother GOOD filter is used.
  static let bilinearMinificationLimit = 0.5

  /// Fills and strokes a shape (fill below stroke, as `ShapeLayer`).
  func drawShape(_ shape: ShapeDrawing, of node: DisplayNode, in cr: OpaquePointer, alpha: Double) {
    guard !shape.path.isEmpty else { return }
    if let fill = shape.fillColor, fill.alpha > 0 {
      CairoPath.set(shape.path, in: cr)
      cairo_set_fill_rule(cr, shape.fillRule.cairoFillRule)
      setSource(fill, alpha: alpha, in: cr)
      cairo_fill(cr)
    }
    guard let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0 else { return }
    guard shape.lineWidth.isFinite else {
      note(node, "line width \(shape.lineWidth) is not finite; the stroke was not drawn")
      return
    }
    let start = shape.strokeStart.isNaN ? 0 : min(max(shape.strokeStart, 0), 1)
    let end = shape.strokeEnd.isNaN ? 1 : min(max(shape.strokeEnd, 0), 1)
    guard end > start else { return }
    cairo_set_line_width(cr, shape.lineWidth)
    cairo_set_line_cap(cr, shape.lineCap.cairoLineCap)
    cairo_set_line_join(cr, shape.lineJoin.cairoLineJoin)
    cairo_set_miter_limit(cr, max(shape.miterLimit, 1))
    var dashOffset = shape.lineDashPhase.isFinite ? shape.lineDashPhase : 0
    if start > 0 || end < 1 {
      let trimmed = StrokeTrimmer(flattening: shape.path, in: cr)
      dashOffset += trimmed.appendRange(from: start, to: end, in: cr)
    } else {
      CairoPath.set(shape.path, in: cr)
    }
    setDash(shape.lineDashPattern, offset: dashOffset, of: node, in: cr)
    setSource(stroke, alpha: alpha, in: cr)
    cairo_stroke(cr)
    cairo_set_dash(cr, nil, 0, 0)
  }

  private func setDash(
    _ pattern: [CGFloat], offset: CGFloat, of node: DisplayNode, in cr: OpaquePointer
  ) {
    guard !pattern.isEmpty else {
      cairo_set_dash(cr, nil, 0, 0)
      return
    }
    // Cairo rejects negative lengths or an all-zero pattern (and would put the context in an
    // error state); Core Graphics draws such a line solid.
    guard pattern.allSatisfy({ $0 >= 0 && $0.isFinite }), pattern.contains(where: { $0 > 0 }) else {
      note(node, "line dash pattern \(pattern) is invalid; the line was drawn solid")
      cairo_set_dash(cr, nil, 0, 0)
      return
    }
    let dashes = pattern.map(Double.init)
    dashes.withUnsafeBufferPointer { buffer in
      cairo_set_dash(cr, buffer.baseAddress, Int32(buffer.count), Double(offset))
    }
  }
}

extension ShapeLayerLineCap {
  var cairoLineCap: cairo_line_cap_t {
    switch self {
    case .butt: CAIRO_LINE_CAP_BUTT
    case .round: CAIRO_LINE_CAP_ROUND
    case .square: CAIRO_LINE_CAP_SQUARE
    }
  }
}

extension ShapeLayerLineJoin {
  var cairoLineJoin: cairo_line_join_t {
    switch self {
    case .miter: CAIRO_LINE_JOIN_MITER
    case .round: CAIRO_LINE_JOIN_ROUND
    case .bevel: CAIRO_LINE_JOIN_BEVEL
    }
  }
}
