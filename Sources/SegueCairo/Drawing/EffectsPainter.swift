import CCairo
import Foundation
import SegueGeometry
import SegueLayers

// Blend modes and shadows of recorded drawing (`CGContext.setBlendMode`, `setShadow`).
//
// A drawing command with a shadow is painted into a group first; the group's alpha, blurred
// and offset, masks the shadow colour, which is painted under it — Core Graphics' order (the
// shadow of each primitive under that primitive). Cairo has no blur: the alpha is blurred
// with `GaussianBlur`, as layer shadows are. Both the
// shadow and the drawing are composited with the blend mode's Cairo operator; the clip
// applies to both.

enum EffectsPainter {
  /// Paints what `draw` draws with `effects`; `base` maps the picture's points to pixels.
  static func paint(
    _ effects: DrawingEffects, base: cairo_matrix_t, in cr: OpaquePointer,
    draw: () throws -> Void
  ) throws {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_set_operator(cr, effects.blendMode.cairoOperator)
    guard let shadow = effects.shadow else {
      try draw()
      return
    }
    cairo_push_group(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    do { try draw() } catch {
      cairo_pattern_destroy(cairo_pop_group(cr))
      throw error
    }
    guard let group = cairo_pop_group(cr) else { return }
    defer { cairo_pattern_destroy(group) }
    // In device space from here: the group is a device-sized surface.
    cairo_identity_matrix(cr)
    let pixelsPerPoint = base.xx
    if let mask = shadowMask(
      of: group, target: cairo_get_target(cr), sigma: shadow.blur / 2 * pixelsPerPoint)
    {
      setSource(shadow.color, in: cr)
      cairo_mask_surface(
        cr, mask, shadow.offset.width * pixelsPerPoint, shadow.offset.height * pixelsPerPoint)
      cairo_surface_destroy(mask)
    }
    cairo_set_source(cr, group)
    cairo_paint(cr)
  }

  /// The group's alpha on an A8 surface the size of `target`, blurred with standard
  /// deviation `sigma` pixels (`GaussianBlur`); nil when the target has no size. The caller
  /// destroys it.
  private static func shadowMask(
    of group: OpaquePointer, target: OpaquePointer?, sigma: CGFloat
  ) -> OpaquePointer? {
    let width = cairo_image_surface_get_width(target)
    let height = cairo_image_surface_get_height(target)
    guard width > 0, height > 0,
      let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, width, height)
    else { return nil }
    if let context = cairo_create(mask) {
      cairo_set_source(context, group)
      cairo_paint(context)
      cairo_destroy(context)
    }
    cairo_surface_flush(mask)
    if let data = cairo_image_surface_get_data(mask) {
      GaussianBlur.blurAlpha(
        data, width: Int(width), height: Int(height),
        stride: Int(cairo_image_surface_get_stride(mask)), sigmaX: Double(sigma),
        sigmaY: Double(sigma))
    }
    cairo_surface_mark_dirty(mask)
    return mask
  }

  private static func setSource(_ color: Color, in cr: OpaquePointer) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
  }
}

extension BlendMode {
  /// Cairo's operator for the mode (the PDF blend modes and Porter–Duff operators Cairo
  /// implements after the same definitions; `plusLighter` is Cairo's saturating ADD).
  var cairoOperator: cairo_operator_t {
    switch self {
    case .normal: CAIRO_OPERATOR_OVER
    case .multiply: CAIRO_OPERATOR_MULTIPLY
    case .screen: CAIRO_OPERATOR_SCREEN
    case .overlay: CAIRO_OPERATOR_OVERLAY
    case .darken: CAIRO_OPERATOR_DARKEN
    case .lighten: CAIRO_OPERATOR_LIGHTEN
    case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
    case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
    case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
    case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
    case .difference: CAIRO_OPERATOR_DIFFERENCE
    case .exclusion: CAIRO_OPERATOR_EXCLUSION
    case .hue: CAIRO_OPERATOR_HSL_HUE
    case .saturation: CAIRO_OPERATOR_HSL_SATURATION
    case .color: CAIRO_OPERATOR_HSL_COLOR
    case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
    case .clear: CAIRO_OPERATOR_CLEAR
    case .copy: CAIRO_OPERATOR_SOURCE
    case .sourceIn: CAIRO_OPERATOR_IN
    case .sourceOut: CAIRO_OPERATOR_OUT
    case .sourceAtop: CAIRO_OPERATOR_ATOP
    case .destinationOver: CAIRO_OPERATOR_DEST_OVER
    case .destinationIn: CAIRO_OPERATOR_DEST_IN
    case .destinationOut: CAIRO_OPERATOR_DEST_OUT
    case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
    case .xor: CAIRO_OPERATOR_XOR
    case .plusLighter: CAIRO_OPERATOR_ADD
    }
  }
}
