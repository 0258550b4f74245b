import CCairo
import Foundation
import SegueGeometry
import SegueLayers

// A fading screen without its group where the group would hold only the screen's background.
// A full-screen view fading in (the cross-dissolve) is a group: an
// opaque background under a label and a picture, composited with the view's opacity. Where the
// group holds nothing but the background, each of its pixels is the background's opaque colour
// `c`, and Cairo composites it as pixman's OVER of `c` through a solid mask byte `a`:
// `c·a + d·(255 − a)` in pixman's rounding (`MUL_UN8`). An OVER of one solid colour whose
// premultiplied bytes are `MUL_UN8(c, a)` with alpha `a` is the same sum, so there the
// background is painted straight onto the canvas and the group is made, drawn and composited
// only over the box of everything else the node draws (its contents, its drawing and its
// sublayers): about a quarter of the screen in the dissolve instead of all of it.
//
// Why only there: a rounded, bordered, shadowed, masked or blurring node, a turned one, or a
// background not covering every pixel the group composites, has pixels that are not `c`.
// The alternative of folding the opacity into the background's colour (`set_source_rgba` with
// alpha `opacity`) is one level off the group in places: Cairo rounds the folded colour from
// doubles, the group multiplies bytes.

/// The solid colour that composites as a group of one opaque colour faded by an opacity.
struct FadedSolid: Equatable {
  /// Premultiplied bytes, each at most `alpha`.
  let red: UInt8
  let green: UInt8
  let blue: UInt8
  /// The mask byte Cairo gives pixman for `cairo_paint_with_alpha(opacity)`.
  let alpha: UInt8

  /// The solid for a group of opaque `color` composited with `opacity` (in 0…1); nil when a
  /// channel is not a number.
  init?(color: Color, opacity: Double) {
    guard color.red.isFinite, color.green.isFinite, color.blue.isFinite, opacity.isFinite
    else { return nil }
    let mask = Self.maskByte(opacity: opacity)
    red = Self.multiply(Self.opaqueByte(Double(color.red)), mask)
    green = Self.multiply(Self.opaqueByte(Double(color.green)), mask)
    blue = Self.multiply(Self.opaqueByte(Double(color.blue)), mask)
    alpha = mask
  }

  /// Cairo 1.16's byte for an alpha: `paint_with_alpha` makes a solid mask whose 16-bit alpha
  /// is `alpha·65535 + 0.5` truncated (`_cairo_color_double_to_short`), and pixman keeps its
  /// high byte. (Cairo skips alphas up to 255/65535 and paints those from 65280/65535 whole;
  /// the byte is then 0 or 255, which composites the same.)
  static func maskByte(opacity: Double) -> UInt8 {
    UInt8(UInt16(min(max(opacity, 0), 1) * 65535 + 0.5) >> 8)
  }

  /// The byte Cairo writes for an opaque colour's channel (clamped to 0…1).
  static func opaqueByte(_ channel: Double) -> UInt8 { maskByte(opacity: channel) }

  /// pixman's `MUL_UN8`: `x·a / 255`, rounded as pixman rounds.
  static func multiply(_ x: UInt8, _ a: UInt8) -> UInt8 {
    let t = UInt32(x) * UInt32(a) + 0x80
    return UInt8(((t >> 8) + t) >> 8)
  }

  /// Makes the solid `cr`'s source. Cairo turns the doubles into 16-bit values and keeps their
  /// high bytes; `alpha/255` and `red/alpha` land on `byte·257`, whose high byte is the byte.
  func setSource(in cr: OpaquePointer) {
    let a = Double(alpha) / 255
    func share(_ byte: UInt8) -> Double { alpha == 0 ? 0 : Double(byte) / Double(alpha) }
    cairo_set_source_rgba(cr, share(red), share(green), share(blue), a)
  }
}

extension FramePainter {
  /// Before a group is begun for `node` over `cr` (the frame's context, the group's clip set):
  /// when the node's own background is all the group would hold outside the box of its other
  /// parts, paints that background faded by `opacity` outside the box, where `shown` lets it,
  /// and narrows `cr`'s clip to the box.
  func paintSolidFade(
    of node: DisplayNode, in cr: OpaquePointer, opacity: Double, shown: Visibility?
  ) {
    guard renderer.paintsFadedBackgroundsSolid, node.mask == nil, node.backdrop == nil,
      node.shadow?.isVisible != true, !node.hasVisibleBorder, Self.cornerRadius(of: node) == 0,
      let background = node.backgroundColor, background.alpha >= 1,
      let solid = FadedSolid(color: background, opacity: opacity)
    else { return }
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    guard matrix.xy == 0, matrix.yx == 0, let parts = partsExtent(of: node) else { return }
    let painted = deviceClipExtents(cr)
    // Every pixel the group can composite must be wholly inside the background.
    let inside = PixelRect(inside: Self.deviceBox(of: node.bounds, under: matrix))
    guard !painted.isEmpty, inside.contains(painted) else { return }
    // A pixel of slack around the parts, for antialiasing.
    let inner =
      parts.isNull
      ? .empty
      : PixelRect(enclosing: Self.deviceBox(of: parts, under: matrix))
        .insetBy(dx: -1, dy: -1).intersection(painted)
    let outside = painted.subtracting(inner)
    if !outside.isEmpty, solid.alpha > 0 {
      cairo_save(cr)
      clip(toDevice: outside, in: cr)
      solid.setSource(in: cr)
      drawVisible(shown, in: cr) { cairo_paint(cr) }
      cairo_restore(cr)
    }
    clip(toDevice: inner, in: cr)
  }

  /// The box of what `node` draws besides its background, shadow and border, in its own space:
  /// null when nothing, nil when unbounded.
  private func partsExtent(of node: DisplayNode) -> CGRect? {
    var box = CGRect.null
    if let contents = node.contents {
      box = box.union(ContentsGravity.rect(for: contents, in: node.bounds))
    }
    switch node.drawing {
    case .shape(let shape): box = box.union(shapeExtent(shape))
    case .text(let text):
      guard let ink = textExtent(text, in: node.bounds) else { return nil }
      box = box.union(ink)
    case .gradient: box = box.union(node.bounds)
    case nil: break
    }
    for sublayer in node.sublayers {
      guard let extent = extentInParent(of: sublayer) else { return nil }
      box = box.union(extent)
    }
    return node.masksToBounds ? box.intersection(node.bounds) : box
  }
}

extension DisplayNode {
  /// Whether the node's border paints anything.
  var hasVisibleBorder: Bool {
    guard borderWidth > 0, let borderColor else { return false }
    return borderColor.alpha > 0
  }
}
