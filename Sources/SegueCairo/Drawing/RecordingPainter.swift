import CCairo
import Foundation
import SegueGeometry
import SegueLayers

// Replays a `DrawingRecording` (what a `GraphicsContext` recorded: `draw(_:)`, `draw(in:)`, an
// image renderer) with Cairo. Paths are in picture coordinates; strokes, gradients and images
// carry the transform that was current when they were drawn, applied on top of the picture's
// scale. The clip is Cairo's own state, pushed and popped by `.save`/`.restore`.

extension CairoRenderer: DrawingRasterizer {
  /// Draws `recording` into a new image of `scale` pixels per point.
  public func image(of recording: DrawingRecording, scale: CGFloat, isOpaque: Bool) throws
    -> Image
  {
    try RecordingPainter.image(of: recording, scale: scale, isOpaque: isOpaque)
  }
}

/// Draws recordings with Cairo.
public enum RecordingPainter {
  /// Draws `recording` into a new image of `scale` pixels per point, its size rounded up to
  /// whole pixels; `isOpaque`: the pixels start black and have no alpha.
  ///
  /// - Throws: `RenderError` when the size or scale gives no usable surface.
  public static func image(of recording: DrawingRecording, scale: CGFloat, isOpaque: Bool)
    throws -> Image
  {
    guard scale.isFinite, scale > 0 else {
      throw RenderError.invalidCanvas("drawing scale \(scale) is not positive")
    }
    let width = (recording.size.width * scale).rounded(.up)
    let height = (recording.size.height * scale).rounded(.up)
    guard width.isFinite, height.isFinite else {
      throw RenderError.invalidCanvas("drawing size \(recording.size) is not finite")
    }
    let surface = try CairoSurface(width: Int(width), height: Int(height), opaque: isOpaque)
    guard let cr = cairo_create(surface.surface) else {
      throw RenderError.backend("cairo_create returned nil")
    }
    defer { cairo_destroy(cr) }
    cairo_scale(cr, scale, scale)
    try paint(recording, in: cr)
    cairo_surface_flush(surface.surface)
    // An opaque surface has no alpha to read; otherwise the image reads its pixels.
    return Image(bitmap: surface.bitmap(), scale: scale, isOpaque: isOpaque ? true : nil)
  }

  /// Replays `recording` in `cr`, whose current matrix maps the picture's points to pixels.
  static func paint(_ recording: DrawingRecording, in cr: OpaquePointer) throws {
    var base = cairo_matrix_t()
    cairo_get_matrix(cr, &base)
    cairo_save(cr)
    defer { cairo_restore(cr) }
    var depth = 0
    var effects = DrawingEffects()
    for command in recording.commands {
      cairo_set_matrix(cr, &base)
      if case .effects(let next) = command {
        effects = next
        continue
      }
      if command.draws && effects != DrawingEffects() {
        try EffectsPainter.paint(effects, base: base, in: cr) {
          try paint(command, base: base, in: cr)
        }
        continue
      }
      switch command {
      case .save:
        cairo_save(cr)
        depth += 1
      case .restore:
        guard depth > 0 else { continue }
        cairo_restore(cr)
        depth -= 1
      case .clip(let path, let rule):
        CairoPath.set(path, in: cr)
        cairo_set_fill_rule(cr, rule.cairoFillRule)
        cairo_clip(cr)
      case .fill, .stroke, .gradient, .image, .text:
        try paint(command, base: base, in: cr)
      case .effects: break
      case .clear(let rect, let transform):
        apply(transform, over: base, in: cr)
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_fill(cr)
        cairo_restore(cr)
      }
    }
    for _ in 0..<depth { cairo_restore(cr) }
  }

  /// Paints one drawing command (fill, stroke, gradient, image) with the current operator.
  private static func paint(
    _ command: DrawingCommand, base: cairo_matrix_t, in cr: OpaquePointer
  ) throws {
    switch command {
    case .fill(let path, let rule, let color):
      CairoPath.set(path, in: cr)
      cairo_set_fill_rule(cr, rule.cairoFillRule)
      setSource(color, alpha: 1, in: cr)
      cairo_fill(cr)
    case .stroke(let path, let style, let color, let transform):
      CairoPath.set(path, in: cr)
      // The path is fixed in picture coordinates; the pen is measured in the transform's.
      apply(transform, over: base, in: cr)
      stroke(style, color: color, in: cr)
    case .gradient(let fill, let transform):
      apply(transform, over: base, in: cr)
      paintGradient(fill, in: cr)
    case .image(let image, let rect, let alpha, let isFlipped, let transform):
      apply(transform, over: base, in: cr)
      try paintImage(image, in: rect, alpha: alpha, isFlipped: isFlipped, cr: cr)
    case .text(let text, let rect, let alpha, let transform):
      apply(transform, over: base, in: cr)
      try TextPainter.paint(text, in: rect, alpha: alpha, cr: cr)
    case .save, .restore, .clip, .clear, .effects:
      break
    }
  }

  /// Sets the matrix to `transform` followed by `base`.
  private static func apply(
    _ transform: CGAffineTransform, over base: cairo_matrix_t, in cr: OpaquePointer
  ) {
    var user = cairo_matrix_t(
      xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx,
      y0: transform.ty)
    var base = base
    var combined = cairo_matrix_t()
    cairo_matrix_multiply(&combined, &user, &base)
    cairo_set_matrix(cr, &combined)
  }

  private static func stroke(_ style: StrokeStyle, color: Color, in cr: OpaquePointer) {
    guard style.lineWidth.isFinite, style.lineWidth > 0 else {
      cairo_new_path(cr)
      return
    }
    cairo_set_line_width(cr, style.lineWidth)
    cairo_set_line_cap(cr, style.lineCap.cairoLineCap)
    cairo_set_line_join(cr, style.lineJoin.cairoLineJoin)
    cairo_set_miter_limit(cr, style.miterLimit)
    let dashes = style.dashLengths.map(Double.init)
    if !dashes.isEmpty, dashes.allSatisfy({ $0.isFinite && $0 >= 0 }),
      dashes.contains(where: { $0 > 0 })
    {
      dashes.withUnsafeBufferPointer { buffer in
        cairo_set_dash(cr, buffer.baseAddress, Int32(buffer.count), Double(style.dashPhase))
      }
    }
    setSource(color, alpha: 1, in: cr)
    cairo_stroke(cr)
    cairo_set_dash(cr, nil, 0, 0)
  }

  /// Paints a gradient over the clip. Core Graphics paints only between the start and the
  /// end unless the options extend it; Cairo pads both sides or neither, so a side that is
  /// not drawn gets a transparent stop at its end (two stops at one offset make a step).
  private static func paintGradient(_ fill: GradientFill, in cr: OpaquePointer) {
    let pattern: OpaquePointer?
    switch fill.geometry {
    case .linear(let start, let end):
      pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
    case .radial(let startCenter, let startRadius, let endCenter, let endRadius):
      pattern = cairo_pattern_create_radial(
        startCenter.x, startCenter.y, max(startRadius, 0), endCenter.x, endCenter.y,
        max(endRadius, 0))
    }
    guard let pattern else { return }
    defer { cairo_pattern_destroy(pattern) }
    let gradient = fill.gradient
    let offsets = gradient.locations.map { min(max(Double($0), 0), 1) }
    if !fill.options.contains(.drawsBeforeStartLocation), let first = offsets.first {
      cairo_pattern_add_color_stop_rgba(pattern, first, 0, 0, 0, 0)
    }
    for (offset, color) in zip(offsets, gradient.colors) {
      cairo_pattern_add_color_stop_rgba(
        pattern, offset, color.red, color.green, color.blue, color.alpha * fill.alpha)
    }
    if !fill.options.contains(.drawsAfterEndLocation), let last = offsets.last {
      cairo_pattern_add_color_stop_rgba(pattern, last, 0, 0, 0, 0)
    }
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_set_source(cr, pattern)
    cairo_paint(cr)
  }

  private static func paintImage(
    _ image: Image, in rect: CGRect, alpha: CGFloat, isFlipped: Bool, cr: OpaquePointer
  ) throws {
    guard rect.width != 0, rect.height != 0, rect.isFiniteRect, image.bitmap.width > 0,
      image.bitmap.height > 0
    else { return }
    let surface = try CairoSurface(bitmap: image.bitmap)
    cairo_translate(cr, rect.minX, isFlipped ? rect.maxY : rect.minY)
    cairo_scale(
      cr, rect.width / Double(surface.width),
      (isFlipped ? -rect.height : rect.height) / Double(surface.height))
    cairo_set_source_surface(cr, surface.surface, 0, 0)
    cairo_paint_with_alpha(cr, alpha)
    // The surface must outlive its use as the source.
    cairo_set_source_rgba(cr, 0, 0, 0, 0)
    withExtendedLifetime(surface) {}
  }
}

extension FillRule {
  var cairoFillRule: cairo_fill_rule_t {
    self == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING
  }
}

extension LineCap {
  var cairoLineCap: cairo_line_cap_t {
    switch self {
    case .butt: CAIRO_LINE_CAP_BUTT
    case .round: CAIRO_LINE_CAP_ROUND
    case .square: CAIRO_LINE_CAP_SQUARE
    }
  }
}

extension LineJoin {
  var cairoLineJoin: cairo_line_join_t {
    switch self {
    case .miter: CAIRO_LINE_JOIN_MITER
    case .round: CAIRO_LINE_JOIN_ROUND
    case .bevel: CAIRO_LINE_JOIN_BEVEL
    }
  }
}
