import Foundation

extension Transform3D {
  /// Maps a point of the z = 0 plane, dividing by w (the projective result on screen).
  ///
  /// Returns nil when the point maps onto or behind the eye (w ≤ 0), where the projection has
  /// no meaningful on-screen position.
  public func projecting(_ point: CGPoint) -> CGPoint? {
    guard let mapped = transformPoint3D(x: point.x, y: point.y, z: 0) else { return nil }
    return CGPoint(x: mapped.x, y: mapped.y)
  }

  /// Maps the 3D point `(x, y, z)` (with w = 1) and divides the result by its w, in points.
  ///
  /// Returns nil when w ≤ 0: the point is on or behind the eye of a perspective transform.
  public func transformPoint3D(
    x: CGFloat, y: CGFloat, z: CGFloat
  ) -> (x: CGFloat, y: CGFloat, z: CGFloat)? {
    let h = homogeneous(x: x, y: y, z: z, w: 1)
    guard h.w > 0 else { return nil }
    return (h.x / h.w, h.y / h.w, h.z / h.w)
  }

  /// Maps the homogeneous row vector `(x, y, z, w)` without dividing: `(x, y, z, w) · M`.
  public func homogeneous(
    x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat
  ) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
    (
      x * m11 + y * m21 + z * m31 + w * m41,
      x * m12 + y * m22 + z * m32 + w * m42,
      x * m13 + y * m23 + z * m33 + w * m43,
      x * m14 + y * m24 + z * m34 + w * m44
    )
  }
}
