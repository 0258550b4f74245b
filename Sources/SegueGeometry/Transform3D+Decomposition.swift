import Foundation

// Decomposition of a 4×4 transform into perspective, translation, rotation, skew and scale,
// following the "unmatrix" algorithm of Graphics Gems II as specified by CSS Transforms Level 2
// ("Decomposing a 3D matrix"), which is also how Core Animation blends `transform` values.
//
// In Core Animation's row-vector convention the matrix is rebuilt as
//   M = [[L, 0], [t, 1]] · Q,      L = diag(scale) · U(skew) · R(quaternion)
// where Q is the identity with its last column replaced by the perspective vector, U is unit
// lower-triangular with the skews (xy, xz, yz) and R is the rotation (a point is first rotated,
// then skewed, then scaled, then translated, then projected). The rotation matrix R is the
// transpose of the usual column-vector matrix of the quaternion, so the quaternion has its
// textbook meaning: `(axis · sin(θ/2), cos(θ/2))` for a rotation by θ about `axis` as made by
// `Transform3D(rotationAngle:x:y:z:)`.
//
// The quaternion is extracted with Shepperd's method (branching on the largest diagonal term)
// rather than the spec's sign comparisons, which lose the relative signs of x, y, z for
// rotations by 180°.

extension Transform3D {
  /// The parts of a transform that Core Animation blends when it animates `transform`.
  ///
  /// Produced by `decomposed()`; `Transform3D(_:)` rebuilds the matrix. A translation is in
  /// points; scales and skews are unitless factors; the quaternion is a unit quaternion.
  public struct Decomposition: Sendable, Hashable {
    /// A three-component vector.
    public struct Vector3: Sendable, Hashable {
      /// The x component.
      public var x: CGFloat
      /// The y component.
      public var y: CGFloat
      /// The z component.
      public var z: CGFloat

      /// Creates a vector from its components.
      public init(x: CGFloat, y: CGFloat, z: CGFloat) {
        self.x = x
        self.y = y
        self.z = z
      }
    }

    /// The shear factors, each applied to one axis in proportion to another.
    public struct Skew: Sendable, Hashable {
      /// Shear of y along x.
      public var xy: CGFloat
      /// Shear of z along x.
      public var xz: CGFloat
      /// Shear of z along y.
      public var yz: CGFloat

      /// Creates skew factors.
      public init(xy: CGFloat, xz: CGFloat, yz: CGFloat) {
        self.xy = xy
        self.xz = xz
        self.yz = yz
      }
    }

    /// A four-component vector: the perspective part, `(0, 0, −1/d, 1)` for `m34 = −1/d`.
    public struct Vector4: Sendable, Hashable {
      /// The x component.
      public var x: CGFloat
      /// The y component.
      public var y: CGFloat
      /// The z component.
      public var z: CGFloat
      /// The w component.
      public var w: CGFloat

      /// Creates a vector from its components.
      public init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
      }
    }

    /// Translation in points.
    public var translation: Vector3
    /// Scale factors; negative when the transform mirrors (all three are negated then).
    public var scale: Vector3
    /// Shear factors.
    public var skew: Skew
    /// Perspective terms; `(0, 0, 0, 1)` when there is none.
    public var perspective: Vector4
    /// Rotation as a unit quaternion `(x, y, z, w)`, with w ≥ 0.
    public var quaternion: Vector4

    /// Creates a decomposition from its parts.
    public init(
      translation: Vector3, scale: Vector3, skew: Skew, perspective: Vector4, quaternion: Vector4
    ) {
      self.translation = translation
      self.scale = scale
      self.skew = skew
      self.perspective = perspective
      self.quaternion = quaternion
    }
  }

  /// Returns the parts of this transform, or nil when it cannot be decomposed: `m44` is 0 or
  /// the 3×3 linear part is singular (a scale of 0 on some axis, for instance).
  ///
  /// The matrix is first normalised by `m44`, so `Transform3D(decomposed())` equals `self`
  /// divided by `m44` (up to rounding; identical when `m44 == 1`).
  public func decomposed() -> Decomposition? {
    guard m44 != 0, m44.isFinite else { return nil }
    let n = entries.map { $0 / m44 }

    // The matrix without its perspective column; it must be invertible.
    var withoutPerspective = n
    withoutPerspective[3] = 0
    withoutPerspective[7] = 0
    withoutPerspective[11] = 0
    withoutPerspective[15] = 1
    guard let inverse = Transform3D(entries: withoutPerspective).inverted() else { return nil }

    var perspective = Decomposition.Vector4(x: 0, y: 0, z: 0, w: 1)
    if n[3] != 0 || n[7] != 0 || n[11] != 0 {
      // M = P · Q, so the last column of M is P · perspective.
      let column = [n[3], n[7], n[11], n[15]]
      let inv = inverse.entries
      let solved = (0..<4).map { row in
        (0..<4).reduce(CGFloat(0)) { $0 + inv[4 * row + $1] * column[$1] }
      }
      perspective = Decomposition.Vector4(x: solved[0], y: solved[1], z: solved[2], w: solved[3])
    }

    let translation = Decomposition.Vector3(x: n[12], y: n[13], z: n[14])

    var row0 = Vector(n[0], n[1], n[2])
    var row1 = Vector(n[4], n[5], n[6])
    var row2 = Vector(n[8], n[9], n[10])

    var scaleX = row0.length
    row0 = row0 / scaleX
    var skewXY = row0.dot(row1)
    row1 = row1 - row0 * skewXY
    var scaleY = row1.length
    row1 = row1 / scaleY
    skewXY /= scaleY

    var skewXZ = row0.dot(row2)
    row2 = row2 - row0 * skewXZ
    var skewYZ = row1.dot(row2)
    row2 = row2 - row1 * skewYZ
    var scaleZ = row2.length
    row2 = row2 / scaleZ
    skewXZ /= scaleZ
    skewYZ /= scaleZ

    // The rows are now orthonormal; a negative determinant means a mirror image.
    if row0.dot(row1.cross(row2)) < 0 {
      scaleX = -scaleX
      scaleY = -scaleY
      scaleZ = -scaleZ
      row0 = row0 * -1
      row1 = row1 * -1
      row2 = row2 * -1
    }

    return Decomposition(
      translation: translation,
      scale: Decomposition.Vector3(x: scaleX, y: scaleY, z: scaleZ),
      skew: Decomposition.Skew(xy: skewXY, xz: skewXZ, yz: skewYZ),
      perspective: perspective,
      quaternion: Self.quaternion(rows: row0, row1, row2))
  }

  /// Creates the transform described by `decomposition` (the inverse of `decomposed()`).
  ///
  /// The quaternion is normalised first; a zero quaternion is read as no rotation.
  public init(_ decomposition: Decomposition) {
    let q = decomposition.quaternion
    let length = (q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w).squareRoot()
    let (x, y, z, w) =
      length > 0 ? (q.x / length, q.y / length, q.z / length, q.w / length) : (0, 0, 0, 1)
    // Rows of the row-vector rotation matrix (the transpose of the column-vector one).
    let rotation0 = Vector(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w))
    let rotation1 = Vector(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w))
    let rotation2 = Vector(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))

    let scale = decomposition.scale
    let skew = decomposition.skew
    let row0 = rotation0 * scale.x
    let row1 = (rotation0 * skew.xy + rotation1) * scale.y
    let row2 = (rotation0 * skew.xz + rotation1 * skew.yz + rotation2) * scale.z
    let t = decomposition.translation
    let translation = Vector(t.x, t.y, t.z)
    let p = decomposition.perspective
    let perspective = Vector(p.x, p.y, p.z)

    self.init(
      m11: row0.x, m12: row0.y, m13: row0.z, m14: row0.dot(perspective),
      m21: row1.x, m22: row1.y, m23: row1.z, m24: row1.dot(perspective),
      m31: row2.x, m32: row2.y, m33: row2.z, m34: row2.dot(perspective),
      m41: t.x, m42: t.y, m43: t.z, m44: translation.dot(perspective) + p.w)
  }

  /// The unit quaternion (w ≥ 0) of the rotation whose row-vector matrix has these
  /// orthonormal rows, by Shepperd's method.
  private static func quaternion(
    rows row0: Vector, _ row1: Vector, _ row2: Vector
  ) -> Decomposition.Vector4 {
    // Column-vector matrix entries: r[i][j] = row j, component i.
    let r00 = row0.x
    let r11 = row1.y
    let r22 = row2.z
    let r01 = row1.x
    let r10 = row0.y
    let r02 = row2.x
    let r20 = row0.z
    let r12 = row2.y
    let r21 = row1.z
    let trace = r00 + r11 + r22
    var q: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat)
    if trace > 0 {
      let s = (trace + 1).squareRoot() * 2
      q = ((r21 - r12) / s, (r02 - r20) / s, (r10 - r01) / s, s / 4)
    } else if r00 > r11 && r00 > r22 {
      let s = (1 + r00 - r11 - r22).squareRoot() * 2
      q = (s / 4, (r01 + r10) / s, (r02 + r20) / s, (r21 - r12) / s)
    } else if r11 > r22 {
      let s = (1 + r11 - r00 - r22).squareRoot() * 2
      q = ((r01 + r10) / s, s / 4, (r12 + r21) / s, (r02 - r20) / s)
    } else {
      let s = (1 + r22 - r00 - r11).squareRoot() * 2
      q = ((r02 + r20) / s, (r12 + r21) / s, s / 4, (r10 - r01) / s)
    }
    let sign: CGFloat = q.w < 0 ? -1 : 1
    return Decomposition.Vector4(x: q.x * sign, y: q.y * sign, z: q.z * sign, w: q.w * sign)
  }
}

/// A small 3-vector for the decomposition arithmetic.
private struct Vector {
  var x: CGFloat, y: CGFloat, z: CGFloat

  init(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat) {
    self.x = x
    self.y = y
    self.z = z
  }

  var length: CGFloat { dot(self).squareRoot() }

  func dot(_ other: Vector) -> CGFloat { x * other.x + y * other.y + z * other.z }

  func cross(_ other: Vector) -> Vector {
    Vector(y * other.z - z * other.y, z * other.x - x * other.z, x * other.y - y * other.x)
  }

  static func + (a: Vector, b: Vector) -> Vector { Vector(a.x + b.x, a.y + b.y, a.z + b.z) }
  static func - (a: Vector, b: Vector) -> Vector { Vector(a.x - b.x, a.y - b.y, a.z - b.z) }
  static func * (a: Vector, k: CGFloat) -> Vector { Vector(a.x * k, a.y * k, a.z * k) }
  static func / (a: Vector, k: CGFloat) -> Vector { Vector(a.x / k, a.y / k, a.z / k) }
}
