import CCairo
import Foundation

/// Pixman holds the matrix from device pixels to a pattern (a picture, a nine-slice cell, a
/// gradient), and the positions it maps, in 16.16 fixed point, so a pattern squeezed far along
/// some direction (a view scaled by 1e-5 to hide it, a nine-slice cell a rounding error wide)
/// cannot be sampled: Cairo reports it as "out of memory" and the whole frame fails. Such a
/// pattern is set under the nearest matrix whose singular values are at least `smallestScale`,
/// while what is filled keeps its true outline (a path or clip made under the true matrix). The
/// sliver's coverage is exact; its colour comes from a slightly wider strip.
enum PatternConditioning {
  /// The smallest scale (device pixels per pattern unit, along any direction) sampled as it
  /// is. A position of a few hundred pixels times a squeeze of 1/0.0036 already left Pixman's
  /// range under a repaint's clip (a frame failed); a sliver this thin shows at most a
  /// sixty-fourth of a pixel per pattern unit across, so where along it each sample comes from
  /// barely shows.
  static let smallestScale = 1.0 / 64

  /// The pattern-to-device map of `patternMatrix` (user to pattern) under `cr`'s matrix.
  private static func patternToDevice(_ cr: OpaquePointer, _ patternMatrix: cairo_matrix_t)
    -> cairo_matrix_t?
  {
    var ctm = cairo_matrix_t()
    cairo_get_matrix(cr, &ctm)
    var inverse = patternMatrix
    guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { return nil }
    var result = cairo_matrix_t()
    cairo_matrix_multiply(&result, &inverse, &ctm)
    return result
  }

  /// Whether an image drawn under `cr`'s matrix (image space = user space) is squeezed below
  /// `smallestScale` device pixels per image pixel along some direction.
  static func isSliver(_ cr: OpaquePointer) -> Bool {
    var identity = cairo_matrix_t()
    cairo_matrix_init_identity(&identity)
    guard let m = patternToDevice(cr, identity) else { return true }
    return !(singularValues(m).smallest >= smallestScale)
  }

  /// Runs `setSource` (which calls `cairo_set_source…`) under `cr`'s matrix, or, when the
  /// pattern is squeezed below `smallestScale`, under the nearest one that is not; `cr`'s
  /// matrix is restored after. Build the path (or clip) first: it stays in
  /// the true space.
  static func setSource(
    in cr: OpaquePointer, patternMatrix: cairo_matrix_t? = nil, _ setSource: () -> Void
  ) {
    var identity = cairo_matrix_t()
    cairo_matrix_init_identity(&identity)
    let pattern = patternMatrix ?? identity
    guard let m = patternToDevice(cr, pattern), m.xx.isFinite, m.xy.isFinite, m.yx.isFinite,
      m.yy.isFinite
    else {
      setSource()
      return
    }
    let values = singularValues(m)
    guard values.smallest < smallestScale else {
      setSource()
      return
    }
    // Pattern to device, conditioned; the user space that gives it: pattern matrix, then it.
    var conditioned = raisingSingularValues(of: m, to: smallestScale)
    var ctm = cairo_matrix_t()
    cairo_get_matrix(cr, &ctm)
    var user = cairo_matrix_t()
    var p = pattern
    cairo_matrix_multiply(&user, &p, &conditioned)
    cairo_set_matrix(cr, &user)
    setSource()
    cairo_set_matrix(cr, &ctm)
  }

  /// The singular values of the linear part `[[xx, xy], [yx, yy]]`, largest first.
  static func singularValues(_ m: cairo_matrix_t) -> (largest: Double, smallest: Double) {
    let (a, b, c) = gram(m)
    let mean = (a + c) / 2
    let spread = (((a - c) / 2) * ((a - c) / 2) + b * b).squareRoot()
    return ((mean + spread).squareRoot(), max(mean - spread, 0).squareRoot())
  }

  /// AᵀA of the linear part A (columns: where the pattern's x and y axes go).
  private static func gram(_ m: cairo_matrix_t) -> (Double, Double, Double) {
    (m.xx * m.xx + m.yx * m.yx, m.xx * m.xy + m.yx * m.yy, m.xy * m.xy + m.yy * m.yy)
  }

  /// `m` with each singular value of its linear part raised to at least `floor` (the same
  /// singular directions and translation; a singular map turns the same way as the identity).
  static func raisingSingularValues(of m: cairo_matrix_t, to floor: Double) -> cairo_matrix_t {
    let (a, b, c) = gram(m)
    // V: the eigenvectors of AᵀA, at angle θ.
    let theta = 0.5 * atan2(2 * b, a - c)
    let v1 = (cos(theta), sin(theta))
    let v2 = (-sin(theta), cos(theta))
    let (s1, s2) = singularValues(m)
    // u1 = A v1 / s1; u2 ⟂ u1, on the side det(A) gives (its own direction is lost when s2 ≈ 0).
    let av1 = (m.xx * v1.0 + m.xy * v1.1, m.yx * v1.0 + m.yy * v1.1)
    let u1 = s1 > 0 ? (av1.0 / s1, av1.1 / s1) : v1
    let determinant = m.xx * m.yy - m.xy * m.yx
    let u2 = determinant < 0 ? (u1.1, -u1.0) : (-u1.1, u1.0)
    let (t1, t2) = (max(s1, floor), max(s2, floor))
    // A' = t1 u1 v1ᵀ + t2 u2 v2ᵀ.
    return cairo_matrix_t(
      xx: t1 * u1.0 * v1.0 + t2 * u2.0 * v2.0, yx: t1 * u1.1 * v1.0 + t2 * u2.1 * v2.0,
      xy: t1 * u1.0 * v1.1 + t2 * u2.0 * v2.1, yy: t1 * u1.1 * v1.1 + t2 * u2.1 * v2.1,
      x0: m.x0, y0: m.y0)
  }
}
