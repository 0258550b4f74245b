// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (these names are Core Animation's C functions, so that ports compile unchanged)

// Core Animation's `CATransform3D` functions, forwarding to Segue's prefix-less ones
// (SegueGeometry's Transform3D+CoreAnimationFunctions.swift), which document the argument
// order: `CATransform3DTranslate(t, …)` applies the translation first, then `t`.

// A global constant of a `Sendable` value type: immutable, so not global mutable state.
/// The identity transform (`CATransform3DIdentity`).
public let CATransform3DIdentity = Transform3DIdentity

/// Returns a translation by `tx`, `ty`, `tz` points (`CATransform3DMakeTranslation`).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> CATransform3D
{
  Transform3DMakeTranslation(tx, ty, tz)
}

/// Returns a scale by `sx`, `sy`, `sz` (`CATransform3DMakeScale`).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  Transform3DMakeScale(sx, sy, sz)
}

/// Returns a rotation by `angle` radians about the axis `(x, y, z)`
/// (`CATransform3DMakeRotation`); a zero axis gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
  -> CATransform3D
{
  Transform3DMakeRotation(angle, x, y, z)
}

/// Returns `a` followed by `b` (`CATransform3DConcat`).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  Transform3DConcat(a, b)
}

/// Returns a translation followed by `t` (`CATransform3DTranslate`).
public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  Transform3DTranslate(t, tx, ty, tz)
}

/// Returns a scale followed by `t` (`CATransform3DScale`).
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
  -> CATransform3D
{
  Transform3DScale(t, sx, sy, sz)
}

/// Returns a rotation by `angle` radians about `(x, y, z)` followed by `t`
/// (`CATransform3DRotate`).
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  Transform3DRotate(t, angle, x, y, z)
}

/// Returns the inverse of `t`, or `t` itself when it has none (`CATransform3DInvert`).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
  Transform3DInvert(t)
}

/// Whether `t` is the identity (`CATransform3DIsIdentity`).
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
  Transform3DIsIdentity(t)
}

/// Whether `t` is a 2D affine transform (`CATransform3DIsAffine`).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  Transform3DIsAffine(t)
}

/// Returns the 3D transform of the affine transform `m` (`CATransform3DMakeAffineTransform`).
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  Transform3DMakeAffineTransform(m)
}

/// Returns the affine part of `t` (`CATransform3DGetAffineTransform`).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  Transform3DGetAffineTransform(t)
}

/// Whether `a` and `b` are equal (`CATransform3DEqualToTransform`).
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
  Transform3DEqualToTransform(a, b)
}
