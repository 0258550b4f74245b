// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (these names are Core Animation's C functions minus `CA`, so that ports compile unchanged)

import Foundation

// Core Animation's C functions for `CATransform3D`, with the `CA` prefix deleted, so that
// ported code compiles unchanged. Each one forwards to the corresponding `Transform3D` API.
// Note the argument order Core Animation uses: `Transform3DTranslate(t, …)` applies the
// translation *first*, then `t` (it is `Concat(MakeTranslation(…), t)`); the same holds for
// `Scale` and `Rotate`.

// Global constants of a `Sendable` value type are immutable, so this is not global mutable state.
/// The identity transform (`CATransform3DIdentity`).
public let Transform3DIdentity = Transform3D.identity

/// Returns a translation by `tx`, `ty`, `tz` points (`CATransform3DMakeTranslation`).
public func Transform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> Transform3D {
  Transform3D(translationX: tx, y: ty, z: tz)
}

/// Returns a scale by `sx`, `sy`, `sz` (`CATransform3DMakeScale`).
public func Transform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> Transform3D {
  Transform3D(scaleX: sx, y: sy, z: sz)
}

/// Returns a rotation by `angle` radians about the axis `(x, y, z)`
/// (`CATransform3DMakeRotation`); a zero axis gives the identity.
public func Transform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> Transform3D {
  Transform3D(rotationAngle: angle, x: x, y: y, z: z)
}

/// Returns `a` followed by `b` (`CATransform3DConcat`).
public func Transform3DConcat(_ a: Transform3D, _ b: Transform3D) -> Transform3D {
  a.concatenating(b)
}

/// Returns a translation followed by `t` (`CATransform3DTranslate`).
public func Transform3DTranslate(
  _ t: Transform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> Transform3D {
  t.translatedBy(x: tx, y: ty, z: tz)
}

/// Returns a scale followed by `t` (`CATransform3DScale`).
public func Transform3DScale(
  _ t: Transform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
) -> Transform3D {
  t.scaledBy(x: sx, y: sy, z: sz)
}

/// Returns a rotation by `angle` radians about `(x, y, z)` followed by `t`
/// (`CATransform3DRotate`).
public func Transform3DRotate(
  _ t: Transform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> Transform3D {
  t.rotated(by: angle, x: x, y: y, z: z)
}

/// Returns the inverse of `t`, or `t` itself when it is singular, as `CATransform3DInvert`
/// does (use `Transform3D.inverted()` to get nil instead).
public func Transform3DInvert(_ t: Transform3D) -> Transform3D {
  t.inverted() ?? t
}

/// Whether `t` is exactly the identity (`CATransform3DIsIdentity`).
public func Transform3DIsIdentity(_ t: Transform3D) -> Bool {
  t.isIdentity
}

/// Whether `t` can be represented exactly by a 2D affine transform (`CATransform3DIsAffine`).
public func Transform3DIsAffine(_ t: Transform3D) -> Bool {
  t.isAffine
}

/// Returns the 3D transform equivalent to `m` (`CATransform3DMakeAffineTransform`).
public func Transform3DMakeAffineTransform(_ m: CGAffineTransform) -> Transform3D {
  Transform3D(m)
}

/// Returns the affine part of `t`, ignoring z and perspective
/// (`CATransform3DGetAffineTransform`).
public func Transform3DGetAffineTransform(_ t: Transform3D) -> CGAffineTransform {
  t.affineTransform
}

/// Whether `a` and `b` are exactly equal (`CATransform3DEqualToTransform`).
public func Transform3DEqualToTransform(_ a: Transform3D, _ b: Transform3D) -> Bool {
  a == b
}
