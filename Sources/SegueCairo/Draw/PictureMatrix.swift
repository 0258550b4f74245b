import CCairo
import Foundation

/// The matrix a scaled picture is sampled with: chosen so that each bilinear sample depends only
/// on its device pixel, whichever rectangle it is composited in.
///
/// Cairo hands Pixman a pattern's matrix (device → image pixels) in 16.16 fixed point, fitted
/// at the centre of each composite's extents: it rounds the entries, then moves the translation
/// so that the fixed-point matrix agrees with the exact one at that centre. For a general scale
/// the correction depends on the centre, so a sample could differ by a unit of a bilinear weight
/// with the rectangle composited; two steps took samples in fixed bands of rows to avoid that,
/// and a scaled picture could not be drawn straight through a clip. The centre of integer
/// extents is a multiple of ½; a matrix whose scale is a multiple of 2⁻¹⁵ and whose translation
/// is a multiple of 2⁻¹⁶ maps it exactly in 16.16, so there is nothing to correct: Pixman gets
/// the same matrix whatever the extents (and whatever whole-pixel device offset a group adds),
/// and it steps sample positions exactly from there. The matrix here is the picture's, so
/// rounded, exact at the middle of its device box (which depends on the matrix alone); a sample
/// moves by at most 2⁻¹⁶ of an image pixel per device pixel from there (0.02 px across a 3×
/// screen), against 2⁻¹⁷ with Cairo's own fit.
enum PictureMatrix {
  /// Whether pictures drawn under `matrix` (image pixels → device) with `filter` are sampled
  /// with `pattern(for:box:)`: bilinear and scaled along the device axes. A translation is exact
  /// through Cairo already (a scale of 1 has nothing to fit), and turned or Cairo-`GOOD`
  /// pictures keep Cairo's matrix (and their two steps in bands).
  static func applies(to matrix: cairo_matrix_t, filter: cairo_filter_t) -> Bool {
    filter == CAIRO_FILTER_BILINEAR && matrix.xy == 0 && matrix.yx == 0 && matrix.xx > 0
      && matrix.yy > 0 && !(matrix.xx == 1 && matrix.yy == 1)
  }

  /// The pattern matrix (device pixels → image pixels) for a picture drawn under `matrix`
  /// whose image lands on the device pixels `box`: the inverse of `matrix` with its scale
  /// rounded to a multiple of 2⁻¹⁵ and its translation, exact at the middle of `box`, to 2⁻¹⁶.
  /// Nil when `matrix` is singular or the values are beyond Pixman's range.
  static func pattern(for matrix: cairo_matrix_t, box: PixelRect) -> cairo_matrix_t? {
    guard let pattern = rounded(inverseOf: matrix, box: box), pattern.xx > 0, pattern.yy > 0
    else { return nil }
    return pattern
  }

  /// The pattern matrix for a picture drawn with `filter` under `matrix` whose image lands on
  /// the device pixels `box`, when the filter is the nearest and the matrix anything but a
  /// whole-pixel copy (scaled, turned or skewed): every entry of the inverse rounded as in
  /// `pattern(for:box:)`. With Cairo's own fit the texel a device pixel takes depended on the
  /// rectangle composited: a pixel centre within a rounding of a texel's edge took the texel on
  /// one side in a whole frame and on the other where the window repainted a box of what changed
  /// (random scene 1913: a 32×32 picture under a skewed parent, 235 levels at one pixel). Nil
  /// for another filter, a copy, a singular matrix or values beyond Pixman's range.
  static func nearestPattern(
    for matrix: cairo_matrix_t, filter: cairo_filter_t, box: PixelRect
  ) -> cairo_matrix_t? {
    let isCopy =
      matrix.xx == 1 && matrix.yy == 1 && matrix.xy == 0 && matrix.yx == 0
      && matrix.x0 == matrix.x0.rounded() && matrix.y0 == matrix.y0.rounded()
    guard filter == CAIRO_FILTER_NEAREST, !isCopy else { return nil }
    return rounded(inverseOf: matrix, box: box)
  }

  /// The inverse of `matrix`, its linear part rounded to multiples of 2⁻¹⁵ and its translation,
  /// exact at the middle of `box`, to 2⁻¹⁶: a matrix Cairo hands Pixman unchanged whatever the
  /// composite's extents (their centre, a multiple of ½, maps exactly in 16.16).
  private static func rounded(inverseOf matrix: cairo_matrix_t, box: PixelRect)
    -> cairo_matrix_t?
  {
    var inverse = matrix
    guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { return nil }
    func rounded(_ value: Double, _ unit: Double) -> Double { (value * unit).rounded() / unit }
    let (scale, translation) = (32768.0, 65536.0)
    let xx = rounded(inverse.xx, scale)
    let yx = rounded(inverse.yx, scale)
    let xy = rounded(inverse.xy, scale)
    let yy = rounded(inverse.yy, scale)
    let middle = (x: Double(box.x + box.width / 2), y: Double(box.y + box.height / 2))
    let x0 = rounded(
      inverse.x0 + (inverse.xx - xx) * middle.x + (inverse.xy - xy) * middle.y, translation)
    let y0 = rounded(
      inverse.y0 + (inverse.yx - yx) * middle.x + (inverse.yy - yy) * middle.y, translation)
    let values = [xx, yx, xy, yy, x0, y0]
    guard xx * yy - xy * yx != 0, values.allSatisfy({ $0.isFinite && abs($0) < 16_384 }) else {
      return nil
    }
    return cairo_matrix_t(xx: xx, yx: yx, xy: xy, yy: yy, x0: x0, y0: y0)
  }

  /// Makes `source` the source of `cr` under `pattern` (from `pattern(for:box:)`), bilinear
  /// with padded edges, and sets `cr`'s matrix to the identity so that the pattern matrix maps
  /// device pixels (a group's whole-pixel device offset aside) unchanged by Cairo. `shift`
  /// moves the device origin, for samples taken into a surface whose first pixel is there.
  static func setSource(
    _ source: OpaquePointer, pattern: cairo_matrix_t, shift: (x: Int, y: Int) = (0, 0),
    filter: cairo_filter_t = CAIRO_FILTER_BILINEAR, in cr: OpaquePointer
  ) {
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, source, 0, 0)
    guard let sourcePattern = cairo_get_source(cr) else { return }
    var m = pattern
    // Exact: the linear part is a multiple of 2⁻¹⁵, the shift whole pixels.
    m.x0 += m.xx * Double(shift.x) + m.xy * Double(shift.y)
    m.y0 += m.yx * Double(shift.x) + m.yy * Double(shift.y)
    cairo_pattern_set_matrix(sourcePattern, &m)
    cairo_pattern_set_filter(sourcePattern, filter)
    cairo_pattern_set_extend(sourcePattern, CAIRO_EXTEND_PAD)
  }
}
