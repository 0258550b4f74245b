import Foundation
import SegueGeometry

/// A projective map from one layer's plane onto another's (or the screen): a 3×3 matrix
/// acting on row vectors `[x, y, 1]`, as `Transform3D` acts on `[x, y, z, 1]`.
///
/// Every layer flattens its sublayers into its own plane (Core Animation's rule for layers that
/// are not transform layers, which the renderer follows), so a layer's map to the screen is the
/// product of each level's 4×4 transform restricted to the z = 0 plane, with z dropped: a chain
/// of 3×3 matrices, one multiplication per layer.
struct PlaneProjection {
  var m11: Double, m12: Double, m13: Double
  var m21: Double, m22: Double, m23: Double
  var m31: Double, m32: Double, m33: Double

  /// The identity map.
  static let identity = PlaneProjection(
    m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

  /// `transform` restricted to the z = 0 plane, with the resulting z dropped.
  init(flattening transform: Transform3D) {
    m11 = Double(transform.m11)
    m12 = Double(transform.m12)
    m13 = Double(transform.m14)
    m21 = Double(transform.m21)
    m22 = Double(transform.m22)
    m23 = Double(transform.m24)
    m31 = Double(transform.m41)
    m32 = Double(transform.m42)
    m33 = Double(transform.m44)
  }

  init(
    m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double,
    m32: Double, m33: Double
  ) {
    (self.m11, self.m12, self.m13) = (m11, m12, m13)
    (self.m21, self.m22, self.m23) = (m21, m22, m23)
    (self.m31, self.m32, self.m33) = (m31, m32, m33)
  }

  /// This map followed by `next` (`self · next`).
  func concatenating(_ next: PlaneProjection) -> PlaneProjection {
    PlaneProjection(
      m11: m11 * next.m11 + m12 * next.m21 + m13 * next.m31,
      m12: m11 * next.m12 + m12 * next.m22 + m13 * next.m32,
      m13: m11 * next.m13 + m12 * next.m23 + m13 * next.m33,
      m21: m21 * next.m11 + m22 * next.m21 + m23 * next.m31,
      m22: m21 * next.m12 + m22 * next.m22 + m23 * next.m32,
      m23: m21 * next.m13 + m22 * next.m23 + m23 * next.m33,
      m31: m31 * next.m11 + m32 * next.m21 + m33 * next.m31,
      m32: m31 * next.m12 + m32 * next.m22 + m33 * next.m32,
      m33: m31 * next.m13 + m32 * next.m23 + m33 * next.m33)
  }

  /// Where `point` lands, or nil when it lands on or behind the eye (w ≤ 0).
  func mapping(_ point: CGPoint) -> CGPoint? {
    let x = Double(point.x)
    let y = Double(point.y)
    let w = x * m13 + y * m23 + m33
    guard w > 0 else { return nil }
    return CGPoint(x: (x * m11 + y * m21 + m31) / w, y: (x * m12 + y * m22 + m32) / w)
  }

  /// The axis-aligned bounding box of `rect` once mapped, or nil when a corner lands on or
  /// behind the eye (the image of the rectangle is then unbounded).
  func boundingBox(of rect: CGRect) -> CGRect? {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ]
    var minX = CGFloat.infinity
    var minY = CGFloat.infinity
    var maxX = -CGFloat.infinity
    var maxY = -CGFloat.infinity
    for corner in corners {
      guard let mapped = mapping(corner) else { return nil }
      minX = min(minX, mapped.x)
      minY = min(minY, mapped.y)
      maxX = max(maxX, mapped.x)
      maxY = max(maxY, mapped.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
