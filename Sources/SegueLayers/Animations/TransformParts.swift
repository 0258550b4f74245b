import Foundation
import SegueGeometry

/// A transform taken apart into translation, scale, rotation and the rest, so that one
/// component can be replaced (the "transform.scale"-style key paths).
///
/// Planar transforms (the common case: no perspective, no z) use an exact 2D decomposition,
/// `M = diag(sx, sy) · shear(k) · rotation(θ)` with row vectors, which is cheap enough to run
/// for every animated layer on every frame; anything else goes through
/// `Transform3D.Decomposition` (the CSS "unmatrix").
struct TransformParts {
  private enum Storage {
    case planar(
      translation: CGPoint, scaleX: CGFloat, scaleY: CGFloat, scaleZ: CGFloat, shear: CGFloat,
      angle: CGFloat)
    case spatial(Transform3D.Decomposition)
  }

  private var storage: Storage

  init(_ transform: Transform3D) {
    if transform.isIdentity {
      storage = .planar(translation: .zero, scaleX: 1, scaleY: 1, scaleZ: 1, shear: 0, angle: 0)
    } else if Self.isPlanar(transform) {
      let (a, b, c, d) = (transform.m11, transform.m12, transform.m21, transform.m22)
      let scaleX = hypot(a, b)
      let angle = scaleX > 0 ? atan2(b, a) : 0
      let u = CGPoint(x: cos(angle), y: sin(angle))
      let v = CGPoint(x: -u.y, y: u.x)
      let scaleY = c * v.x + d * v.y
      let shear = scaleY != 0 ? (c * u.x + d * u.y) / scaleY : 0
      storage = .planar(
        translation: CGPoint(x: transform.m41, y: transform.m42), scaleX: scaleX, scaleY: scaleY,
        scaleZ: transform.m33, shear: shear, angle: angle)
    } else if let decomposition = transform.decomposed() {
      storage = .spatial(decomposition)
    } else {
      // A singular transform (a zero scale) has no rotation to recover: keep its translation
      // and diagonal scale.
      storage = .spatial(
        Transform3D.Decomposition(
          translation: .init(x: transform.m41, y: transform.m42, z: transform.m43),
          scale: .init(x: transform.m11, y: transform.m22, z: transform.m33),
          skew: .init(xy: 0, xz: 0, yz: 0), perspective: .init(x: 0, y: 0, z: 0, w: 1),
          quaternion: .init(x: 0, y: 0, z: 0, w: 1)))
    }
  }

  var translation: Vector3 {
    get {
      switch storage {
      case .planar(let t, _, _, _, _, _): Vector3(t.x, t.y, 0)
      case .spatial(let d): Vector3(d.translation.x, d.translation.y, d.translation.z)
      }
    }
    set {
      if case .planar(_, let sx, let sy, let sz, let k, let angle) = storage, newValue.z == 0 {
        storage = .planar(
          translation: CGPoint(x: newValue.x, y: newValue.y), scaleX: sx, scaleY: sy, scaleZ: sz,
          shear: k,
          angle: angle)
      } else {
        var d = spatial
        d.translation = .init(x: newValue.x, y: newValue.y, z: newValue.z)
        storage = .spatial(d)
      }
    }
  }

  var scale: Vector3 {
    get {
      switch storage {
      case .planar(_, let sx, let sy, let sz, _, _): Vector3(sx, sy, sz)
      case .spatial(let d): Vector3(d.scale.x, d.scale.y, d.scale.z)
      }
    }
    set {
      if case .planar(let t, _, _, _, let k, let angle) = storage {
        storage = .planar(
          translation: t, scaleX: newValue.x, scaleY: newValue.y, scaleZ: newValue.z, shear: k,
          angle: angle)
      } else {
        var d = spatial
        d.scale = .init(x: newValue.x, y: newValue.y, z: newValue.z)
        storage = .spatial(d)
      }
    }
  }

  /// The rotation angle about one axis (radians); exact when the rotation is about that axis.
  func rotation(about axis: Int) -> CGFloat {
    switch storage {
    case .planar(_, _, _, _, _, let angle):
      return axis == 2 ? angle : 0
    case .spatial(let d):
      let component = axis == 0 ? d.quaternion.x : axis == 1 ? d.quaternion.y : d.quaternion.z
      return 2 * atan2(component, d.quaternion.w)
    }
  }

  /// Replaces the whole rotation with `angle` radians about one axis.
  mutating func setRotation(_ angle: CGFloat, about axis: Int) {
    if case .planar(let t, let sx, let sy, let sz, let k, _) = storage, axis == 2 {
      storage = .planar(translation: t, scaleX: sx, scaleY: sy, scaleZ: sz, shear: k, angle: angle)
      return
    }
    var d = spatial
    let s = sin(angle / 2)
    d.quaternion = .init(
      x: axis == 0 ? s : 0, y: axis == 1 ? s : 0, z: axis == 2 ? s : 0, w: cos(angle / 2))
    storage = .spatial(d)
  }

  func composed() -> Transform3D {
    switch storage {
    case .planar(let t, let sx, let sy, let sz, let k, let angle):
      let (c, s) = angle == 0 ? (1, 0) : (cos(angle), sin(angle))
      var m = Transform3D.identity
      m.m33 = sz
      m.m11 = sx * c
      m.m12 = sx * s
      m.m21 = sy * (k * c - s)
      m.m22 = sy * (k * s + c)
      m.m41 = t.x
      m.m42 = t.y
      return m
    case .spatial(let d):
      return Transform3D(d)
    }
  }

  /// Whether `transform` keeps the z = 0 plane and has no perspective, only a z scale: then the
  /// planar decomposition applies.
  static func isPlanar(_ t: Transform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m34 == 0
      && t.m43 == 0 && t.m44 == 1
  }

  /// The parts as a 3D decomposition (converting a planar one).
  private var spatial: Transform3D.Decomposition {
    switch storage {
    case .spatial(let d):
      return d
    case .planar(let t, let sx, let sy, let sz, let k, let angle):
      // shear(k) in the 3D decomposition is the xy skew; the rotation is about z.
      return Transform3D.Decomposition(
        translation: .init(x: t.x, y: t.y, z: 0), scale: .init(x: sx, y: sy, z: sz),
        skew: .init(xy: k, xz: 0, yz: 0), perspective: .init(x: 0, y: 0, z: 0, w: 1),
        quaternion: .init(x: 0, y: 0, z: sin(angle / 2), w: cos(angle / 2)))
    }
  }
}
