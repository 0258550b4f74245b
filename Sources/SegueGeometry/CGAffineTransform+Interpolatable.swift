import Foundation

// Affine transforms are interpolated the way Core Animation and CSS do it: not entry by entry
// (which shrinks a rotating square through a degenerate matrix at 180°), but by decomposing
// both ends into translation, rotation, scale and shear, blending those, and recomposing.
//
// The decomposition used here writes the linear part as `K · R(θ)` (row vectors, so a point is
// first shaped by K, then rotated, then translated), with `K = [[sx, 0], [shear, sy]]`:
//   • the first row `(a, b)` gives θ = atan2(b, a) and sx = |(a, b)| ≥ 0;
//   • the second row, in the rotated frame, gives `shear` (along the first axis) and `sy`,
//     which carries the sign of the determinant (a mirror image has sy < 0).
// Unlike the Graphics Gems/CSS form it divides by nothing, so it is total: a matrix that
// collapses an axis (scale 0, common as an animation end point) still decomposes, and the
// animation shrinks smoothly instead of jumping. The rotation is blended along the shorter arc,
// as Core Animation does for `transform` animations (to turn further, animate a rotation key
// path instead).

/// The parts of a 2D affine transform that are blended when it is interpolated.
struct AffineDecomposition: Equatable {
  var translationX: CGFloat
  var translationY: CGFloat
  /// Radians, in −π…π.
  var rotation: CGFloat
  /// Length of the first row; never negative.
  var scaleX: CGFloat
  /// Signed: negative when the transform mirrors.
  var scaleY: CGFloat
  /// Shear of the second axis along the first, in the rotated frame.
  var shear: CGFloat

  init(_ t: CGAffineTransform) {
    translationX = t.tx
    translationY = t.ty
    let firstRowLength = (t.a * t.a + t.b * t.b).squareRoot()
    if firstRowLength > 0 {
      rotation = atan2(t.b, t.a)
      scaleX = firstRowLength
      let cosine = t.a / firstRowLength
      let sine = t.b / firstRowLength
      shear = t.c * cosine + t.d * sine
      scaleY = -t.c * sine + t.d * cosine
    } else {
      // The first axis collapsed: take the rotation from the second row alone.
      scaleX = 0
      shear = 0
      let secondRowLength = (t.c * t.c + t.d * t.d).squareRoot()
      scaleY = secondRowLength
      rotation = secondRowLength > 0 ? atan2(-t.c, t.d) : 0
    }
  }

  var transform: CGAffineTransform {
    let cosine = cos(rotation)
    let sine = sin(rotation)
    return CGAffineTransform(
      a: scaleX * cosine,
      b: scaleX * sine,
      c: shear * cosine - scaleY * sine,
      d: shear * sine + scaleY * cosine,
      tx: translationX,
      ty: translationY)
  }

  func interpolated(to other: AffineDecomposition, fraction: Double) -> AffineDecomposition {
    var result = self
    result.translationX = translationX.interpolated(to: other.translationX, fraction: fraction)
    result.translationY = translationY.interpolated(to: other.translationY, fraction: fraction)
    result.scaleX = scaleX.interpolated(to: other.scaleX, fraction: fraction)
    result.scaleY = scaleY.interpolated(to: other.scaleY, fraction: fraction)
    result.shear = shear.interpolated(to: other.shear, fraction: fraction)
    // Shorter arc: bring the difference into −π…π.
    var delta = other.rotation - rotation
    if delta > .pi { delta -= 2 * .pi }
    if delta < -.pi { delta += 2 * .pi }
    result.rotation = rotation + delta * CGFloat(fraction)
    return result
  }
}

extension CGAffineTransform: AdditiveInterpolatable {
  /// Returns the transform a `fraction` of the way from `self` to `other`, blending
  /// translation, rotation (along the shorter arc), scale and shear rather than raw entries.
  ///
  /// Fractions 0 and 1 return the end points exactly; outside 0…1 the parts extrapolate.
  /// Every transform decomposes, including singular ones, so this never switches discretely.
  public func interpolated(to other: CGAffineTransform, fraction: Double) -> CGAffineTransform {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    return AffineDecomposition(self)
      .interpolated(to: AffineDecomposition(other), fraction: fraction).transform
  }

  /// The identity: concatenating it changes nothing.
  public static var additiveZero: CGAffineTransform { .identity }

  /// Returns `self` followed by `other` (concatenation, as Core Animation adds transforms).
  public func adding(_ other: CGAffineTransform) -> CGAffineTransform {
    concatenating(other)
  }

  /// Returns `self` followed by the inverse of `other`, so that
  /// `result.adding(other) == self` (up to rounding). A singular `other` has no inverse and
  /// is treated as the identity: the result is `self`.
  public func subtracting(_ other: CGAffineTransform) -> CGAffineTransform {
    let determinant = other.a * other.d - other.b * other.c
    guard determinant != 0, determinant.isFinite else { return self }
    return concatenating(other.inverted())
  }
}

extension CGVector: AdditiveInterpolatable {
  /// Returns the vector a `fraction` of the way from `self` to `other`, component by component
  /// (outside 0…1 extrapolates).
  public func interpolated(to other: CGVector, fraction: Double) -> CGVector {
    CGVector(
      dx: dx.interpolated(to: other.dx, fraction: fraction),
      dy: dy.interpolated(to: other.dy, fraction: fraction))
  }

  /// The zero vector.
  public static var additiveZero: CGVector { CGVector(dx: 0, dy: 0) }

  /// Returns the component-wise sum.
  public func adding(_ other: CGVector) -> CGVector {
    CGVector(dx: dx + other.dx, dy: dy + other.dy)
  }

  /// Returns the component-wise difference.
  public func subtracting(_ other: CGVector) -> CGVector {
    CGVector(dx: dx - other.dx, dy: dy - other.dy)
  }
}
