import CCairo
import Foundation
import SegueGeometry
import SegueLayers

/// Builders that turn Segue geometry into the current path of a Cairo context.
enum CairoPath {
  /// Replaces the current path with `path` (quadratic curves become cubic ones).
  static func set(_ path: Path, in cr: OpaquePointer) {
    cairo_new_path(cr)
    append(path, in: cr)
  }

  /// Appends `path` to the current path.
  static func append(_ path: Path, in cr: OpaquePointer) {
    // Tracked here rather than read back from Cairo: Cairo has no current point after a
    // close, while a quadratic curve needs the point it starts from.
    var current = CGPoint.zero
    var subpathStart = CGPoint.zero
    for element in path.elements {
      switch element {
      case .move(let p):
        cairo_move_to(cr, p.x, p.y)
        current = p
        subpathStart = p
      case .line(let p):
        cairo_line_to(cr, p.x, p.y)
        current = p
      case .quadCurve(let p, let c):
        // The cubic with control points 2/3 of the way to the quadratic's control point.
        let c1 = CGPoint(
          x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
        let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
        ensureCurrentPoint(current, in: cr)
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        current = p
      case .curve(let p, let c1, let c2):
        ensureCurrentPoint(current, in: cr)
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        current = p
      case .closeSubpath:
        cairo_close_path(cr)
        current = subpathStart
      }
    }
  }

  /// Appends the rectangle `rect` with circular corners of `radius` at `corners` (radius
  /// clamped to half the shorter side, as Core Animation draws it).
  static func appendRoundedRect(
    _ rect: CGRect, radius: CGFloat, corners: CornerMask, in cr: OpaquePointer
  ) {
    let r = min(max(radius, 0), rect.width / 2, rect.height / 2)
    guard r > 0, !corners.isEmpty else {
      cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
      return
    }
    let tl = corners.contains(.layerMinXMinYCorner) ? r : 0
    let tr = corners.contains(.layerMaxXMinYCorner) ? r : 0
    let bl = corners.contains(.layerMinXMaxYCorner) ? r : 0
    let br = corners.contains(.layerMaxXMaxYCorner) ? r : 0
    let half = Double.pi / 2
    cairo_new_sub_path(cr)
    cairo_move_to(cr, rect.minX + tl, rect.minY)
    corner(
      rect.maxX - tr, rect.minY + tr, tr, from: -half, cornerX: rect.maxX, cornerY: rect.minY, cr)
    corner(rect.maxX - br, rect.maxY - br, br, from: 0, cornerX: rect.maxX, cornerY: rect.maxY, cr)
    corner(
      rect.minX + bl, rect.maxY - bl, bl, from: half, cornerX: rect.minX, cornerY: rect.maxY, cr)
    corner(
      rect.minX + tl, rect.minY + tl, tl, from: 2 * half, cornerX: rect.minX, cornerY: rect.minY, cr
    )
    cairo_close_path(cr)
  }

  /// Bounding box of a path's points, control points included (a superset of its ink).
  static func controlBounds(of path: Path) -> CGRect {
    var box = CGRect.null
    func add(_ p: CGPoint) { box = box.union(CGRect(origin: p, size: .zero)) }
    for element in path.elements {
      switch element {
      case .move(let p), .line(let p): add(p)
      case .quadCurve(let p, let c):
        add(p)
        add(c)
      case .curve(let p, let c1, let c2):
        add(p)
        add(c1)
        add(c2)
      case .closeSubpath: break
      }
    }
    return box
  }

  private static func ensureCurrentPoint(_ point: CGPoint, in cr: OpaquePointer) {
    if cairo_has_current_point(cr) == 0 { cairo_move_to(cr, point.x, point.y) }
  }

  private static func corner(
    _ cx: CGFloat, _ cy: CGFloat, _ r: CGFloat, from angle: Double, cornerX: CGFloat,
    cornerY: CGFloat, _ cr: OpaquePointer
  ) {
    if r > 0 {
      cairo_arc(cr, cx, cy, r, angle, angle + Double.pi / 2)
    } else {
      cairo_line_to(cr, cornerX, cornerY)
    }
  }
}

extension Transform3D {
  /// How the transform maps the layer's z = 0 plane, as a Cairo matrix, when that map is
  /// affine; nil when it is projective.
  ///
  /// Layers are flattened (no transform layers), so only what happens to points (x, y, 0, 1)
  /// matters: x' = (x·m11 + y·m21 + m41) / w, y' = (x·m12 + y·m22 + m42) / w with
  /// w = x·m14 + y·m24 + m44. The z column and row (zPosition, z scale, rotations' z terms)
  /// never reach the screen, so unlike `Transform3D.isAffine` they are ignored here: a layer
  /// with a zPosition is still drawn directly. Row vectors map to Cairo's
  /// x' = xx·x + xy·y + x0 as xx = m11, yx = m12, xy = m21, yy = m22.
  var planeAffineMatrix: cairo_matrix_t? {
    guard m14 == 0, m24 == 0, m44 > 0 else { return nil }
    let k = 1 / m44
    return cairo_matrix_t(
      xx: m11 * k, yx: m12 * k, xy: m21 * k, yy: m22 * k, x0: m41 * k, y0: m42 * k)
  }

  /// Whether every entry is a finite number.
  var isFinite: Bool {
    m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite && m21.isFinite && m22.isFinite
      && m23.isFinite && m24.isFinite && m31.isFinite && m32.isFinite && m33.isFinite
      && m34.isFinite && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
  }
}

extension cairo_matrix_t {
  /// The determinant of the linear part.
  var determinant: Double { xx * yy - xy * yx }

  /// Whether Cairo accepts the matrix (finite and invertible).
  var isUsable: Bool {
    let d = determinant
    return d.isFinite && d != 0 && x0.isFinite && y0.isFinite
  }

  /// The geometric-mean scale of the linear part (device pixels per user unit).
  var meanScale: Double { abs(determinant).squareRoot() }
}

/// Sets the source to a straight-alpha colour, its alpha multiplied by `alpha`.
func setSource(_ color: Color, alpha: Double, in cr: OpaquePointer) {
  cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * alpha)
}
