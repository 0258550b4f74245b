import Foundation
import SegueTesting
import Testing

@testable import SegueGeometry

@Suite("Transform3D decomposition and interpolation")
struct Transform3DDecompositionTests {
  static var perspective: Transform3D {
    var t = Transform3D.identity
    t.m34 = -1.0 / 500
    return t
  }

  static let composed: [Transform3D] = [
    // scale, skew, rotate about an oblique axis, translate, project.
    Transform3DMakeScale(2, 0.5, 3)
      .concatenating(Transform3D(entries: [1, 0, 0, 0, 0.3, 1, 0, 0, -0.2, 0.4, 1, 0, 0, 0, 0, 1]))
      .concatenating(Transform3DMakeRotation(1.1, 0.3, -0.8, 0.5))
      .concatenating(Transform3DMakeTranslation(40, -25, 12))
      .concatenating(perspective),
    // A mirror image.
    Transform3DMakeScale(-1, 2, 1).concatenating(Transform3DMakeRotation(0.4, 0, 0, 1)),
    // Half turns, where naive quaternion extraction loses signs.
    Transform3DMakeRotation(.pi, 1, -1, 0),
    Transform3DMakeRotation(.pi, 0.2, 0.3, -0.9).concatenating(Transform3DMakeTranslation(1, 2, 3)),
    // Perspective first, then more geometry.
    perspective.concatenating(Transform3DMakeRotation(-0.6, 0, 1, 0)).concatenating(
      Transform3DMakeScale(1.5, 1.5, 1)),
  ]

  @Test(arguments: composed)
  func decomposeThenRecomposeRoundTrips(_ t: Transform3D) throws {
    let parts = try #require(t.decomposed())
    // Decomposition normalises by m44 (a projectively equivalent matrix).
    let normalised = Transform3D(entries: t.entries.map { $0 / t.m44 })
    expectClose(Transform3D(parts), normalised, tolerance: 1e-9)
  }

  @Test func rotationDecomposesToItsTextbookQuaternion() throws {
    let angle: CGFloat = 1.3
    let axis: (CGFloat, CGFloat, CGFloat) = (2 / 7, 3 / 7, 6 / 7)  // a unit vector
    let parts = try #require(Transform3DMakeRotation(angle, axis.0, axis.1, axis.2).decomposed())
    let q = parts.quaternion
    expectClose(q.x, axis.0 * sin(angle / 2), tolerance: 1e-15)
    expectClose(q.y, axis.1 * sin(angle / 2), tolerance: 1e-15)
    expectClose(q.z, axis.2 * sin(angle / 2), tolerance: 1e-15)
    expectClose(q.w, cos(angle / 2), tolerance: 1e-15)
    expectClose(parts.scale.x, 1, tolerance: 1e-15)
    expectClose(parts.scale.z, 1, tolerance: 1e-15)
    expectClose(parts.skew.xy, 0, tolerance: 1e-15)
  }

  @Test func scaleTranslationSkewAndPerspectiveAreRecovered() throws {
    let t = Transform3DMakeScale(2, 3, 4).concatenating(Transform3DMakeTranslation(5, 6, 7))
    let parts = try #require(t.decomposed())
    #expect(parts.scale == .init(x: 2, y: 3, z: 4))
    #expect(parts.translation == .init(x: 5, y: 6, z: 7))
    #expect(parts.skew == .init(xy: 0, xz: 0, yz: 0))
    #expect(parts.quaternion == .init(x: 0, y: 0, z: 0, w: 1))
    #expect(parts.perspective == .init(x: 0, y: 0, z: 0, w: 1))
    // m34 = −1/d after a scale: the perspective part is (0, 0, −1/d, 1) whatever the scale.
    let projected = Transform3DMakeScale(2, 3, 4).concatenating(Self.perspective)
    let projectedParts = try #require(projected.decomposed())
    expectClose(projectedParts.perspective.z, -1.0 / 500, tolerance: 1e-18)
    expectClose(projectedParts.perspective.w, 1, tolerance: 1e-15)
    #expect(projectedParts.scale == .init(x: 2, y: 3, z: 4))
    // A shear of y along x by 0.5 (row vectors: the y axis maps to (0.5, 1, 0)).
    let sheared = Transform3D(entries: [1, 0, 0, 0, 0.5, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
    #expect(try #require(sheared.decomposed()).skew.xy == 0.5)
  }

  @Test func singularOrUnnormalisableTransformsDoNotDecompose() {
    #expect(Transform3DMakeScale(0, 1, 1).decomposed() == nil)
    var noW = Transform3D.identity
    noW.m44 = 0
    #expect(noW.decomposed() == nil)
  }

  @Test func quarterTurnMidpointIsExactlyTheEighthTurn() {
    let mid = Transform3DIdentity.interpolated(
      to: Transform3DMakeRotation(.pi / 2, 0, 0, 1), fraction: 0.5)
    expectClose(mid, Transform3DMakeRotation(.pi / 4, 0, 0, 1), tolerance: 1e-15)
  }

  @Test func slerpTurnsAtConstantSpeed() {
    let end = Transform3DMakeRotation(2 * .pi / 3, 1, 0, 0)
    for fraction in [0.1, 0.25, 0.8, 1.25] {
      let t = Transform3DIdentity.interpolated(to: end, fraction: fraction)
      expectClose(t, Transform3DMakeRotation(2 * .pi / 3 * fraction, 1, 0, 0), tolerance: 1e-14)
    }
  }

  @Test func rotationTakesTheShorterArc() {
    let mid = Transform3DIdentity.interpolated(
      to: Transform3DMakeRotation(1.5 * .pi, 0, 0, 1), fraction: 0.5)
    expectClose(mid, Transform3DMakeRotation(-.pi / 4, 0, 0, 1), tolerance: 1e-14)
  }

  @Test func translationScaleAndPerspectiveBlendLinearly() {
    let a = Transform3DIdentity
    let b = Transform3DMakeScale(3, 3, 1).concatenating(Transform3DMakeTranslation(100, -40, 0))
    let t = a.interpolated(to: b, fraction: 0.3)
    expectClose(
      t, Transform3DMakeScale(1.6, 1.6, 1).concatenating(Transform3DMakeTranslation(30, -12, 0)),
      tolerance: 1e-13)
    let mid = a.interpolated(to: Self.perspective, fraction: 0.5)
    var expected = Transform3DIdentity
    expected.m34 = -1.0 / 1000
    expectClose(mid, expected, tolerance: 1e-16)
  }

  @Test func agreesWithAffineInterpolationForPlaneTransforms() {
    let a = CGAffineTransform(rotationAngle: 0.3).concatenating(
      CGAffineTransform(translationX: 5, y: 6))
    let b = CGAffineTransform(scaleX: 2, y: 2).rotated(by: 1.4).concatenating(
      CGAffineTransform(translationX: -10, y: 0))
    let planar = a.interpolated(to: b, fraction: 0.35)
    let spatial = Transform3D(a).interpolated(to: Transform3D(b), fraction: 0.35)
    expectClose(spatial, Transform3D(planar), tolerance: 1e-13)
  }

  @Test func endPointsAreExactAndUndecomposableEndsSwitchAtHalfway() {
    let a = Self.composed[0]
    let b = Self.composed[2]
    #expect(a.interpolated(to: b, fraction: 0) == a)
    #expect(a.interpolated(to: b, fraction: 1) == b)
    let flat = Transform3DMakeScale(0, 0, 1)
    #expect(a.interpolated(to: flat, fraction: 0.49) == a)
    #expect(a.interpolated(to: flat, fraction: 0.5) == flat)
    #expect(flat.interpolated(to: a, fraction: 0.2) == flat)
    #expect(flat.interpolated(to: a, fraction: 0.7) == a)
  }

  @Test func additiveArithmeticIsConcatenation() {
    let a = Self.composed[0]
    let b = Self.composed[1]
    #expect(Transform3D.additiveZero == .identity)
    #expect(a.adding(b) == a.concatenating(b))
    expectClose(a.subtracting(b).adding(b), a, tolerance: 1e-12)
    #expect(a.subtracting(Transform3DMakeScale(1, 0, 1)) == a)
  }
}
