import Foundation
import SegueTesting
import Testing

@testable import SegueGeometry

@Suite("CGAffineTransform interpolation")
struct CGAffineTransformInterpolationTests {
  static let samples: [CGAffineTransform] = [
    .identity,
    CGAffineTransform(rotationAngle: 2.5),
    CGAffineTransform(a: 1.5, b: 0.2, c: -0.7, d: 0.9, tx: 12, ty: -4),
    CGAffineTransform(scaleX: -1, y: 1),
    CGAffineTransform(scaleX: 2, y: -3).rotated(by: -1),
    CGAffineTransform(scaleX: 0, y: 0),
    CGAffineTransform(scaleX: 0, y: 2).rotated(by: 0.4),
    CGAffineTransform(scaleX: 3, y: 0).rotated(by: 0.4),
  ]

  @Test(arguments: samples)
  func decompositionRecomposesExactly(_ t: CGAffineTransform) {
    expectClose(AffineDecomposition(t).transform, t, tolerance: 1e-12)
  }

  @Test func quarterTurnMidpointIsTheEighthTurn() {
    let mid = CGAffineTransform.identity.interpolated(
      to: CGAffineTransform(rotationAngle: .pi / 2), fraction: 0.5)
    expectClose(mid, CGAffineTransform(rotationAngle: .pi / 4), tolerance: 1e-15)
  }

  @Test func rotationTakesTheShorterArc() {
    // 270° clockwise is 90° anticlockwise: Core Animation turns back through −45°.
    let mid = CGAffineTransform.identity.interpolated(
      to: CGAffineTransform(rotationAngle: 3 * .pi / 2), fraction: 0.5)
    expectClose(mid, CGAffineTransform(rotationAngle: -.pi / 4), tolerance: 1e-15)
  }

  @Test func scalingToZeroShrinksContinuously() {
    let start = CGAffineTransform(rotationAngle: 0.5).concatenating(
      CGAffineTransform(translationX: 10, y: 20))
    let end = CGAffineTransform(scaleX: 0, y: 0)
    let quarter = start.interpolated(to: end, fraction: 0.25)
    // Scale 1 → 0, rotation 0.5 → 0 (a collapsed transform has no rotation), translation → 0.
    let expected = CGAffineTransform(
      a: 0.75 * cos(0.375), b: 0.75 * sin(0.375), c: -0.75 * sin(0.375), d: 0.75 * cos(0.375),
      tx: 7.5, ty: 15)
    expectClose(quarter, expected, tolerance: 1e-14)
  }

  @Test func translationAndScaleBlendLinearly() {
    let a = CGAffineTransform(scaleX: 1, y: 2)
    let b = CGAffineTransform(scaleX: 3, y: 4).concatenating(
      CGAffineTransform(translationX: 100, y: -50))
    let t = a.interpolated(to: b, fraction: 0.3)
    expectClose(t, CGAffineTransform(a: 1.6, b: 0, c: 0, d: 2.6, tx: 30, ty: -15), tolerance: 1e-13)
    let beyond = a.interpolated(to: b, fraction: 1.5)
    expectClose(
      beyond, CGAffineTransform(a: 4, b: 0, c: 0, d: 5, tx: 150, ty: -75), tolerance: 1e-13)
  }

  @Test func endPointsAreReturnedExactly() {
    let a = CGAffineTransform(a: 1.5, b: 0.2, c: -0.7, d: 0.9, tx: 12, ty: -4)
    let b = CGAffineTransform(scaleX: -2, y: 1)
    #expect(a.interpolated(to: b, fraction: 0) == a)
    #expect(a.interpolated(to: b, fraction: 1) == b)
  }

  @Test func additiveArithmeticIsConcatenation() {
    let a = CGAffineTransform(rotationAngle: 0.7).translatedBy(x: 3, y: 4)
    let b = CGAffineTransform(scaleX: 2, y: 0.5)
    #expect(a.adding(b) == a.concatenating(b))
    #expect(CGAffineTransform.additiveZero == .identity)
    expectClose(a.subtracting(b).adding(b), a, tolerance: 1e-14)
    let singular = CGAffineTransform(scaleX: 0, y: 1)
    #expect(a.subtracting(singular) == a)
  }

  @Test func vectorsBlendComponentwise() {
    let v = CGVector(dx: 0, dy: 10).interpolated(to: CGVector(dx: 4, dy: -10), fraction: 0.25)
    #expect(v == CGVector(dx: 1, dy: 5))
    #expect(CGVector(dx: 1, dy: 2).adding(CGVector(dx: 3, dy: 4)) == CGVector(dx: 4, dy: 6))
    #expect(CGVector(dx: 1, dy: 2).subtracting(CGVector(dx: 3, dy: 4)) == CGVector(dx: -2, dy: -2))
  }
}
