import Foundation

/// A 4×4 homogeneous transform with Core Animation's conventions (`CATransform3D`).
///
/// Points are row vectors multiplied on the left: `p' = p · M`, so the translation lives in
/// `m41…m43` and `a.concatenating(b)` applies `a` first, then `b`. Perspective is set with
/// `m34 = −1/d` (d = eye distance in points). Angles are radians; a positive rotation about z
/// turns clockwise on Segue's y-down screen, as in UIKit.
///
/// Besides the methods, the C functions of Core Animation exist with the `CA` prefix deleted
/// (`Transform3DMakeRotation`, `Transform3DConcat`, …, `Transform3DIdentity`) so that ported
/// code compiles unchanged.
public struct Transform3D: Sendable, Hashable {
  /// First row: the image of the x axis (and the x contribution to w in `m14`).
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  /// Second row: the image of the y axis (and the y contribution to w in `m24`).
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  /// Third row: the image of the z axis; `m34 = −1/d` gives perspective with eye distance d.
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  /// Fourth row: the translation in points (`m41…m43`) and the w scale `m44`.
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  /// Creates a transform with every entry zero, like the default initializer of the C struct
  /// `CATransform3D` (this is not the identity: use `.identity` for that).
  public init() {
    self.init(entries: [CGFloat](repeating: 0, count: 16))
  }

  /// Creates a transform from its sixteen entries, row by row.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    self.m11 = m11
    self.m12 = m12
    self.m13 = m13
    self.m14 = m14
    self.m21 = m21
    self.m22 = m22
    self.m23 = m23
    self.m24 = m24
    self.m31 = m31
    self.m32 = m32
    self.m33 = m33
    self.m34 = m34
    self.m41 = m41
    self.m42 = m42
    self.m43 = m43
    self.m44 = m44
  }

  /// The identity transform.
  public static let identity = Transform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)

  /// The sixteen entries, row by row (`m11, m12, …, m44`).
  public var entries: [CGFloat] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  /// Creates a transform from sixteen entries, row by row.
  ///
  /// - Precondition: `entries.count == 16`.
  public init(entries e: [CGFloat]) {
    precondition(e.count == 16, "Transform3D needs 16 entries, got \(e.count)")
    self.init(
      m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
      m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
  }

  /// Whether this is exactly the identity.
  public var isIdentity: Bool { self == .identity }

  /// Returns `self` followed by `other` (`self · other` with row vectors), like
  /// `CATransform3DConcat(self, other)`.
  public func concatenating(_ other: Transform3D) -> Transform3D {
    let a = self
    let b = other
    return Transform3D(
      m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
      m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
      m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
      m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
      m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
      m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
      m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
      m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
      m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
      m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
      m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
      m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
      m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
      m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
      m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
      m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
  }

  /// Creates a translation by `tx`, `ty`, `tz` points (`CATransform3DMakeTranslation`).
  public init(translationX tx: CGFloat, y ty: CGFloat, z tz: CGFloat) {
    self = .identity
    m41 = tx
    m42 = ty
    m43 = tz
  }

  /// Creates a scale by `sx`, `sy`, `sz` (`CATransform3DMakeScale`).
  public init(scaleX sx: CGFloat, y sy: CGFloat, z sz: CGFloat) {
    self = .identity
    m11 = sx
    m22 = sy
    m33 = sz
  }

  /// Creates a rotation by `angle` radians about the axis `(x, y, z)` through the origin
  /// (`CATransform3DMakeRotation`).
  ///
  /// The axis is normalised; a zero-length axis gives the identity. The rotation is right-handed
  /// about the axis: about z, `(1, 0)` maps to `(cos angle, sin angle)`, which is clockwise on a
  /// y-down screen.
  public init(rotationAngle angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) {
    self = .identity
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let cosine = cos(angle)
    let sine = sin(angle)
    let versine = 1 - cosine
    // Rodrigues' formula, transposed for row vectors.
    m11 = cosine + versine * ux * ux
    m12 = versine * ux * uy + sine * uz
    m13 = versine * ux * uz - sine * uy
    m21 = versine * ux * uy - sine * uz
    m22 = cosine + versine * uy * uy
    m23 = versine * uy * uz + sine * ux
    m31 = versine * ux * uz + sine * uy
    m32 = versine * uy * uz - sine * ux
    m33 = cosine + versine * uz * uz
  }

  /// Returns a translation followed by `self` (`CATransform3DTranslate`): the translation
  /// happens in the transformed space.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat, z tz: CGFloat) -> Transform3D {
    Transform3D(translationX: tx, y: ty, z: tz).concatenating(self)
  }

  /// Returns a scale followed by `self` (`CATransform3DScale`).
  public func scaledBy(x sx: CGFloat, y sy: CGFloat, z sz: CGFloat) -> Transform3D {
    Transform3D(scaleX: sx, y: sy, z: sz).concatenating(self)
  }

  /// Returns a rotation by `angle` radians about `(x, y, z)` followed by `self`
  /// (`CATransform3DRotate`).
  public func rotated(by angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
  }

  /// Whether the transform can be represented exactly by a 2D affine transform
  /// (`CATransform3DIsAffine`): no perspective terms, no z mixing into x/y, and z and w
  /// untouched.
  public var isAffine: Bool {
    m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1
      && m34 == 0 && m43 == 0 && m44 == 1
  }

  /// The 2D part of the transform as it acts on the z = 0 plane, ignoring perspective and z
  /// (`CATransform3DGetAffineTransform`).
  public var affineTransform: CGAffineTransform {
    CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }

  /// Creates the 3D transform equivalent to a 2D affine transform
  /// (`CATransform3DMakeAffineTransform`).
  public init(_ affine: CGAffineTransform) {
    self = .identity
    m11 = affine.a
    m12 = affine.b
    m21 = affine.c
    m22 = affine.d
    m41 = affine.tx
    m42 = affine.ty
  }
}
