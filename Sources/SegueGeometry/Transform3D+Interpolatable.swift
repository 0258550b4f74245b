import Foundation

extension Transform3D: AdditiveInterpolatable {
  /// Returns the transform a `fraction` of the way from `self` to `other`, the way Core
  /// Animation blends `transform` values.
  ///
  /// Both ends are decomposed (`decomposed()`); translation, scale, skew and perspective are
  /// blended linearly and the rotations by spherical linear interpolation along the shorter
  /// arc, then the result is recomposed. Fractions 0 and 1 return the end points exactly;
  /// outside 0…1 the parts extrapolate.
  ///
  /// When either end cannot be decomposed (it is singular, e.g. a scale of 0, or `m44` is 0)
  /// there is nothing meaningful to blend: the value switches discretely, `self` for
  /// fractions below 0.5 and `other` from 0.5 on (the rule CSS uses for such matrices).
  public func interpolated(to other: Transform3D, fraction: Double) -> Transform3D {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    guard let from = decomposed(), let to = other.decomposed() else {
      return fraction < 0.5 ? self : other
    }
    let f = CGFloat(fraction)
    func lerp(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * f }
    let blended = Decomposition(
      translation: Decomposition.Vector3(
        x: lerp(from.translation.x, to.translation.x),
        y: lerp(from.translation.y, to.translation.y),
        z: lerp(from.translation.z, to.translation.z)),
      scale: Decomposition.Vector3(
        x: lerp(from.scale.x, to.scale.x),
        y: lerp(from.scale.y, to.scale.y),
        z: lerp(from.scale.z, to.scale.z)),
      skew: Decomposition.Skew(
        xy: lerp(from.skew.xy, to.skew.xy),
        xz: lerp(from.skew.xz, to.skew.xz),
        yz: lerp(from.skew.yz, to.skew.yz)),
      perspective: Decomposition.Vector4(
        x: lerp(from.perspective.x, to.perspective.x),
        y: lerp(from.perspective.y, to.perspective.y),
        z: lerp(from.perspective.z, to.perspective.z),
        w: lerp(from.perspective.w, to.perspective.w)),
      quaternion: Self.slerp(from.quaternion, to.quaternion, fraction: f))
    return Transform3D(blended)
  }

  /// The identity: concatenating it changes nothing.
  public static var additiveZero: Transform3D { .identity }

  /// Returns `self` followed by `other` (concatenation, as Core Animation adds transforms).
  public func adding(_ other: Transform3D) -> Transform3D {
    concatenating(other)
  }

  /// Returns `self` followed by the inverse of `other`, so that `result.adding(other) == self`
  /// (up to rounding). A singular `other` has no inverse and is treated as the identity: the
  /// result is `self`.
  public func subtracting(_ other: Transform3D) -> Transform3D {
    guard let inverse = other.inverted() else { return self }
    return concatenating(inverse)
  }

  /// Spherical linear interpolation between unit quaternions along the shorter arc.
  private static func slerp(
    _ a: Decomposition.Vector4, _ b: Decomposition.Vector4, fraction f: CGFloat
  ) -> Decomposition.Vector4 {
    var b = b
    var cosine = a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w
    // q and −q are the same rotation; pick the one that makes the arc shorter.
    if cosine < 0 {
      b = Decomposition.Vector4(x: -b.x, y: -b.y, z: -b.z, w: -b.w)
      cosine = -cosine
    }
    let weightA: CGFloat
    let weightB: CGFloat
    if cosine > 1 - 1e-12 {
      // Nearly the same rotation: the arc is a straight line (and sin θ would be ~0).
      weightA = 1 - f
      weightB = f
    } else {
      let angle = acos(cosine)
      let sine = sin(angle)
      weightA = sin((1 - f) * angle) / sine
      weightB = sin(f * angle) / sine
    }
    return Decomposition.Vector4(
      x: a.x * weightA + b.x * weightB,
      y: a.y * weightA + b.y * weightB,
      z: a.z * weightA + b.z * weightB,
      w: a.w * weightA + b.w * weightB)
  }
}
