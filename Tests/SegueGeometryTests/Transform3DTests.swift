import Foundation
import SegueTesting
import Testing

@testable import SegueGeometry

@Suite("Transform3D")
struct Transform3DTests {
  /// Maps a point with the transform (w = 1, then divides by w).
  func map(_ t: Transform3D, _ p: (CGFloat, CGFloat, CGFloat)) -> (
    x: CGFloat, y: CGFloat, z: CGFloat
  ) {
    t.transformPoint3D(x: p.0, y: p.1, z: p.2) ?? (.nan, .nan, .nan)
  }

  func expectPoint(
    _ actual: (x: CGFloat, y: CGFloat, z: CGFloat), _ expected: (CGFloat, CGFloat, CGFloat),
    tolerance: CGFloat, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectClose(actual.x, expected.0, tolerance: tolerance, "x", sourceLocation: sourceLocation)
    expectClose(actual.y, expected.1, tolerance: tolerance, "y", sourceLocation: sourceLocation)
    expectClose(actual.z, expected.2, tolerance: tolerance, "z", sourceLocation: sourceLocation)
  }

  /// Rodrigues' rotation formula in vector form, an independent reference for the matrices:
  /// v' = v cos θ + (k × v) sin θ + k (k · v)(1 − cos θ).
  func rodrigues(
    _ v: (CGFloat, CGFloat, CGFloat), angle: CGFloat, axis: (CGFloat, CGFloat, CGFloat)
  ) -> (CGFloat, CGFloat, CGFloat) {
    let length = (axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2).squareRoot()
    let k = (axis.0 / length, axis.1 / length, axis.2 / length)
    let cross = (k.1 * v.2 - k.2 * v.1, k.2 * v.0 - k.0 * v.2, k.0 * v.1 - k.1 * v.0)
    let dot = k.0 * v.0 + k.1 * v.1 + k.2 * v.2
    let (c, s) = (cos(angle), sin(angle))
    return (
      v.0 * c + cross.0 * s + k.0 * dot * (1 - c),
      v.1 * c + cross.1 * s + k.1 * dot * (1 - c),
      v.2 * c + cross.2 * s + k.2 * dot * (1 - c)
    )
  }

  @Test func rotationsAboutTheAxesMoveKnownPoints() {
    let aboutZ = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    expectPoint(map(aboutZ, (1, 0, 0)), (0, 1, 0), tolerance: 1e-15)  // right → down: clockwise
    let aboutX = Transform3D(rotationAngle: .pi / 2, x: 1, y: 0, z: 0)
    expectPoint(map(aboutX, (0, 1, 0)), (0, 0, 1), tolerance: 1e-15)
    let aboutY = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
    expectPoint(map(aboutY, (0, 0, 1)), (1, 0, 0), tolerance: 1e-15)
    expectPoint(map(aboutY, (1, 0, 0)), (0, 0, -1), tolerance: 1e-15)
    // A third of a turn about (1, 1, 1) cycles the axes x → y → z.
    let cycle = Transform3D(rotationAngle: 2 * .pi / 3, x: 1, y: 1, z: 1)
    expectPoint(map(cycle, (1, 0, 0)), (0, 1, 0), tolerance: 1e-15)
    expectPoint(map(cycle, (0, 1, 0)), (0, 0, 1), tolerance: 1e-15)
  }

  @Test func rotationMatchesRodriguesFormulaAndNormalisesTheAxis() {
    let axis: (CGFloat, CGFloat, CGFloat) = (0.3, -2, 1.1)
    let angle: CGFloat = 1.234
    let t = Transform3D(rotationAngle: angle, x: axis.0, y: axis.1, z: axis.2)
    for v: (CGFloat, CGFloat, CGFloat) in [(1, 0, 0), (0, 1, 0), (0, 0, 1), (3, -4, 5.5)] {
      expectPoint(map(t, v), rodrigues(v, angle: angle, axis: axis), tolerance: 1e-14)
    }
    expectClose(
      Transform3D(rotationAngle: 0.4, x: 0, y: 0, z: 7),
      Transform3D(rotationAngle: 0.4, x: 0, y: 0, z: 1),
      tolerance: 1e-16)
    #expect(Transform3D(rotationAngle: 0.4, x: 0, y: 0, z: 0) == .identity)
  }

  @Test func zRotationEqualsTheAffineRotation() {
    let affine = Transform3D(CGAffineTransform(rotationAngle: 0.8))
    expectClose(Transform3D(rotationAngle: 0.8, x: 0, y: 0, z: 1), affine, tolerance: 1e-16)
  }

  @Test func translateScaleAndRotateApplyBeforeTheExistingTransform() {
    // CATransform3DTranslate(t, …) == Concat(MakeTranslation(…), t).
    let scaled = Transform3D(scaleX: 2, y: 3, z: 4)
    expectPoint(
      map(scaled.translatedBy(x: 10, y: 10, z: 10), (0, 0, 0)), (20, 30, 40), tolerance: 0)
    let moved = Transform3D(translationX: 10, y: 0, z: 0)
    expectPoint(map(moved.scaledBy(x: 2, y: 2, z: 2), (1, 1, 1)), (12, 2, 2), tolerance: 0)
    expectPoint(
      map(moved.rotated(by: .pi / 2, x: 0, y: 0, z: 1), (1, 0, 0)), (10, 1, 0), tolerance: 1e-14)
    let t = Transform3D(rotationAngle: 0.3, x: 1, y: 2, z: 3).translatedBy(x: 1, y: 2, z: 3)
    #expect(
      Transform3DTranslate(t, 4, 5, 6) == Transform3DConcat(Transform3DMakeTranslation(4, 5, 6), t))
    #expect(Transform3DScale(t, 4, 5, 6) == Transform3DConcat(Transform3DMakeScale(4, 5, 6), t))
    #expect(
      Transform3DRotate(t, 0.5, 0, 1, 0)
        == Transform3DConcat(Transform3DMakeRotation(0.5, 0, 1, 0), t))
  }

  static let messy: [Transform3D] = [
    Transform3D(rotationAngle: 0.7, x: 1, y: -2, z: 0.5).translatedBy(x: 3, y: -7, z: 11),
    Transform3D(entries: [
      1.2, 0.1, -0.3, 0.002, 0.4, 0.9, 0.2, -0.001, 0.1, -0.5, 1.1, -0.002, 5, 6, -7, 1,
    ]),
    Transform3D(scaleX: 2, y: 0.5, z: -1.5).rotated(by: -2, x: 0.2, y: 0.4, z: 1),
  ]

  @Test func concatenationIsAssociativeAndMapsPointsInOrder() {
    let (a, b, c) = (Self.messy[0], Self.messy[1], Self.messy[2])
    expectClose(
      a.concatenating(b).concatenating(c), a.concatenating(b.concatenating(c)), tolerance: 1e-12)
    // p · (a · b) is p mapped by a, then by b (homogeneous coordinates, no divide between).
    let p = (x: CGFloat(2), y: CGFloat(-3), z: CGFloat(5))
    let viaA = a.homogeneous(x: p.x, y: p.y, z: p.z, w: 1)
    let viaAB = b.homogeneous(x: viaA.x, y: viaA.y, z: viaA.z, w: viaA.w)
    let direct = a.concatenating(b).homogeneous(x: p.x, y: p.y, z: p.z, w: 1)
    expectClose(direct.x, viaAB.x, tolerance: 1e-12)
    expectClose(direct.w, viaAB.w, tolerance: 1e-12)
    #expect(Transform3D.identity.concatenating(a) == a)
  }

  @Test(arguments: messy)
  func inverseUndoesTheTransform(_ t: Transform3D) throws {
    let inverse = try #require(t.inverted())
    expectClose(t.concatenating(inverse), .identity, tolerance: 1e-12)
    expectClose(inverse.concatenating(t), .identity, tolerance: 1e-12)
  }

  @Test func singularTransformsHaveNoInverse() {
    #expect(Transform3D(scaleX: 0, y: 1, z: 1).inverted() == nil)
    // Collapsed between two rotations: the determinant is only rounding noise.
    let collapsed = Transform3D(rotationAngle: 0.3, x: 1, y: 1, z: 0)
      .concatenating(Transform3D(scaleX: 1, y: 0, z: 1))
      .concatenating(Transform3D(rotationAngle: 1.1, x: 0, y: 1, z: 1))
    #expect(collapsed.inverted() == nil)
    #expect(Transform3DInvert(collapsed) == collapsed)
    // Tiny but regular: scale 1e-6 far from the origin is still invertible.
    let tiny = Transform3D(scaleX: 1e-6, y: 1e-6, z: 1e-6).translatedBy(x: 1e6, y: 0, z: 0)
    #expect(tiny.inverted() != nil)
  }

  @Test func determinantOfKnownTransforms() {
    expectClose(Transform3D(scaleX: 2, y: 3, z: 4).determinant, 24, tolerance: 0)
    expectClose(Self.messy[0].determinant, 1, tolerance: 1e-14)
  }

  @Test func perspectiveProjectionOfATranslatedPoint() {
    // Eye distance d = 500; the point is moved 100 pt towards the eye, so it appears
    // magnified by d / (d − 100) = 1.25.
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    let t = Transform3D(translationX: 0, y: 0, z: 100).concatenating(perspective)
    expectPoint(map(t, (100, 50, 0)), (125, 62.5, 125), tolerance: 1e-12)
    expectClose(
      t.projecting(CGPoint(x: -40, y: 8)) ?? .zero, CGPoint(x: -50, y: 10), tolerance: 1e-12)
    // A point at the eye's depth has w = 0 and no projection.
    #expect(
      Transform3D(translationX: 0, y: 0, z: 500).concatenating(perspective).projecting(.zero) == nil
    )
  }

  @Test func rotationAboutYWithPerspective() {
    // The usual "card flip" set-up: m34 = −1/500, then Transform3DRotate(t, θ, 0, 1, 0), which
    // rotates first and projects after. A point (x, y, 0) goes to depth z = −x sin θ, and the
    // eye at distance d sees it at (x cos θ, y) / (1 − z/d) = (x cos θ, y) / (1 + x sin θ / d).
    var t = Transform3DIdentity
    t.m34 = -1.0 / 500
    let angle = CGFloat.pi / 4
    t = Transform3DRotate(t, angle, 0, 1, 0)
    for (x, y): (CGFloat, CGFloat) in [(100, 0), (-100, 50), (0, 100), (150, -30)] {
      let w = 1 + x * sin(angle) / 500
      let expected = CGPoint(x: x * cos(angle) / w, y: y / w)
      expectClose(t.projecting(CGPoint(x: x, y: y)) ?? .zero, expected, tolerance: 1e-12)
    }
    // Hand-computed for (100, 0): 70.7107 / 1.141421 = 61.9496.
    expectClose(t.projecting(CGPoint(x: 100, y: 0))?.x ?? 0, 61.9496, tolerance: 1e-4)
  }

  @Test func affineConversions() {
    let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let t = Transform3DMakeAffineTransform(affine)
    #expect(t.isAffine && Transform3DIsAffine(t))
    #expect([t.m11, t.m12, t.m21, t.m22, t.m41, t.m42, t.m33, t.m44] == [1, 2, 3, 4, 5, 6, 1, 1])
    #expect(Transform3DGetAffineTransform(t) == affine)
    #expect(t.affineTransform == affine)
    #expect(!Transform3DIsAffine(Transform3D(rotationAngle: 0.1, x: 1, y: 0, z: 0)))
    var perspective = Transform3DIdentity
    perspective.m34 = -0.002
    #expect(!perspective.isAffine)
  }

  @Test func identityPredicatesAndEquality() {
    #expect(Transform3DIsIdentity(Transform3DIdentity))
    #expect(!Transform3DIsIdentity(Transform3DMakeScale(1, 1, 2)))
    #expect(
      Transform3DEqualToTransform(Transform3DMakeScale(1, 2, 3), Transform3D(scaleX: 1, y: 2, z: 3))
    )
    #expect(Transform3D().entries == [CGFloat](repeating: 0, count: 16))
  }
}
