// CoreGraphics compatibility for platforms without CoreGraphics.
//
// Foundation on Linux ships `CGFloat`, `CGPoint`, `CGSize` and `CGRect`, but not
// `CGAffineTransform`, `CGVector`, nor the `applying(_:)`/`equalTo(_:)` methods that the
// CoreGraphics overlay adds to the geometry types. UIKit code uses all of them, so the
// "port by deleting prefixes" rule (DESIGN.md) needs them spelled exactly as CoreGraphics spells
// them. They are declared here only when CoreGraphics cannot be imported; on Apple platforms
// the real types are used and this file compiles to nothing. Everything Segue adds on top
// (interpolation, decomposition) lives in other files, outside any `#if`, so it applies to both.
//
// Conventions are CoreGraphics': row vectors, `[x y 1] · [[a b 0] [c d 0] [tx ty 1]]`, so
// `x' = a·x + c·y + tx` and `y' = b·x + d·y + ty`.

#if !canImport(CoreGraphics)
  import Foundation

  /// A 2D affine transform, the CoreGraphics `CGAffineTransform` for platforms without it.
  ///
  /// Maps `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`. Angles are radians; on a y-down screen
  /// a positive angle turns clockwise.
  public struct CGAffineTransform: Sendable, Hashable, Codable {
    /// Entry that scales or rotates x (first row, first column).
    public var a: CGFloat
    /// Entry that rotates or skews y by x (first row, second column).
    public var b: CGFloat
    /// Entry that rotates or skews x by y (second row, first column).
    public var c: CGFloat
    /// Entry that scales or rotates y (second row, second column).
    public var d: CGFloat
    /// Translation along x, in points.
    public var tx: CGFloat
    /// Translation along y, in points.
    public var ty: CGFloat

    /// Creates a transform with every entry zero, like the default initializer of the C struct
    /// (this is not the identity: use `.identity` for that).
    public init() {
      self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// Creates a transform from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.tx = tx
      self.ty = ty
    }

    /// Creates a translation by `tx`, `ty` points (`CGAffineTransformMakeTranslation`).
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Creates a scale by `sx`, `sy` (`CGAffineTransformMakeScale`).
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Creates a rotation by `angle` radians about the origin (`CGAffineTransformMakeRotation`):
    /// `(1, 0)` maps to `(cos angle, sin angle)`, clockwise on a y-down screen.
    public init(rotationAngle angle: CGFloat) {
      let cosine = cos(angle)
      let sine = sin(angle)
      self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether this is exactly the identity.
    public var isIdentity: Bool { self == .identity }

    /// Returns `self` followed by `t2` (`CGAffineTransformConcat(self, t2)`).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * t2.a + b * t2.c,
        b: a * t2.b + b * t2.d,
        c: c * t2.a + d * t2.c,
        d: c * t2.b + d * t2.d,
        tx: tx * t2.a + ty * t2.c + t2.tx,
        ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// Returns a translation by `tx`, `ty` points followed by `self`
    /// (`CGAffineTransformTranslate`): the translation happens in the transformed space.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// Returns a scale by `sx`, `sy` followed by `self` (`CGAffineTransformScale`).
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// Returns a rotation by `angle` radians followed by `self` (`CGAffineTransformRotate`).
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Returns the inverse transform, or `self` unchanged when the transform is not invertible
    /// (determinant 0), as `CGAffineTransformInvert` does.
    public func inverted() -> CGAffineTransform {
      let determinant = a * d - b * c
      guard determinant != 0, determinant.isFinite else { return self }
      let ia = d / determinant
      let ib = -b / determinant
      let ic = -c / determinant
      let id = a / determinant
      return CGAffineTransform(
        a: ia, b: ib, c: ic, d: id,
        tx: -(tx * ia + ty * ic),
        ty: -(tx * ib + ty * id))
    }

    /// Decodes the six entries from an unkeyed list `[a, b, c, d, tx, ty]`.
    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      self.init(
        a: try container.decode(CGFloat.self), b: try container.decode(CGFloat.self),
        c: try container.decode(CGFloat.self), d: try container.decode(CGFloat.self),
        tx: try container.decode(CGFloat.self), ty: try container.decode(CGFloat.self))
    }

    /// Encodes the six entries as an unkeyed list `[a, b, c, d, tx, ty]`, as CoreGraphics does.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      try container.encode(a)
      try container.encode(b)
      try container.encode(c)
      try container.encode(d)
      try container.encode(tx)
      try container.encode(ty)
    }
  }

  /// A 2D vector, the CoreGraphics `CGVector` for platforms without it (used for velocities and
  /// gravity directions, in points or points per second).
  public struct CGVector: Sendable, Hashable, Codable {
    /// The x component.
    public var dx: CGFloat
    /// The y component (positive is down on screen).
    public var dy: CGFloat

    /// Creates the zero vector.
    public init() {
      self.init(dx: 0, dy: 0)
    }

    /// Creates a vector from its components.
    public init(dx: CGFloat, dy: CGFloat) {
      self.dx = dx
      self.dy = dy
    }

    /// Creates a vector from `Double` components.
    public init(dx: Double, dy: Double) {
      self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Creates a vector from integer components.
    public init(dx: Int, dy: Int) {
      self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector (0, 0).
    public static var zero: CGVector { CGVector(dx: 0, dy: 0) }

    /// Decodes the components from an unkeyed list `[dx, dy]`.
    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      self.init(dx: try container.decode(CGFloat.self), dy: try container.decode(CGFloat.self))
    }

    /// Encodes the components as an unkeyed list `[dx, dy]`, as CoreGraphics does.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      try container.encode(dx)
      try container.encode(dy)
    }
  }

  extension CGPoint {
    /// Returns the point mapped by `t` (`CGPointApplyAffineTransform`).
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }

    /// Whether both coordinates equal those of `point2` (`CGPointEqualToPoint`).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
  }

  extension CGSize {
    /// Returns the size mapped by the linear part of `t`, ignoring translation
    /// (`CGSizeApplyAffineTransform`); the result may have negative components.
    public func applying(_ t: CGAffineTransform) -> CGSize {
      CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }

    /// Whether both dimensions equal those of `size2` (`CGSizeEqualToSize`).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
  }

  extension CGRect {
    /// Returns the smallest rectangle containing the four transformed corners
    /// (`CGRectApplyAffineTransform`).
    ///
    /// The rectangle is standardized first. The null rectangle and the infinite rectangle are
    /// returned unchanged.
    public func applying(_ t: CGAffineTransform) -> CGRect {
      guard !isNull, !isInfinite else { return self }
      let corners = [
        CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
        CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
      ].map { $0.applying(t) }
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      let lowX = xs.min() ?? 0
      let lowY = ys.min() ?? 0
      return CGRect(
        x: lowX, y: lowY, width: (xs.max() ?? 0) - lowX, height: (ys.max() ?? 0) - lowY)
    }

    /// Whether the two rectangles cover the same area (`CGRectEqualToRect`); the same as `==`,
    /// which compares standardized rectangles.
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
  }
#endif
