import Foundation
import SegueTesting
import Testing

@testable import SegueGeometry

@Suite("CoreGraphics compatibility")
struct CoreGraphicsCompatibilityTests {
  @Test func rotationMapsTheXAxisClockwiseOnAYDownScreen() {
    let quarter = CGAffineTransform(rotationAngle: .pi / 2)
    expectClose(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1), tolerance: 1e-15)
    let angle: CGFloat = 0.3
    expectClose(
      CGPoint(x: 2, y: 0).applying(CGAffineTransform(rotationAngle: angle)),
      CGPoint(x: 2 * cos(angle), y: 2 * sin(angle)), tolerance: 1e-15)
  }

  @Test func translatedByTranslatesBeforeTheExistingTransform() {
    // CGAffineTransformTranslate(t, …) = Concat(MakeTranslation(…), t).
    let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 5)
    #expect(CGPoint.zero.applying(t) == CGPoint(x: 20, y: 15))
    let r = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
    expectClose(CGPoint(x: 1, y: 0).applying(r), CGPoint(x: 10, y: 1), tolerance: 1e-14)
    let s = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
    #expect(CGPoint(x: 1, y: 1).applying(s) == CGPoint(x: 12, y: 2))
  }

  @Test func concatenatingAppliesTheReceiverFirst() {
    let t = CGAffineTransform(translationX: 10, y: 0).concatenating(
      CGAffineTransform(scaleX: 2, y: 2))
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 2))
  }

  @Test func invertedUndoesTheTransform() {
    let t = CGAffineTransform(a: 1.5, b: 0.2, c: -0.7, d: 0.9, tx: 12, ty: -4)
    let point = CGPoint(x: 3.25, y: -8)
    expectClose(point.applying(t).applying(t.inverted()), point, tolerance: 1e-12)
    expectClose(t.concatenating(t.inverted()), .identity, tolerance: 1e-14)
  }

  @Test func invertingASingularTransformReturnsItUnchanged() {
    let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)
    #expect(singular.inverted() == singular)
    #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1))
  }

  @Test func identityAndZero() {
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(!CGAffineTransform(translationX: 0, y: 1e-9).isIdentity)
    let zero = CGAffineTransform()
    #expect([zero.a, zero.b, zero.c, zero.d, zero.tx, zero.ty] == [0, 0, 0, 0, 0, 0])
  }

  @Test func sizeApplyingIgnoresTranslation() {
    let t = CGAffineTransform(translationX: 100, y: 100).scaledBy(x: 2, y: -1)
    #expect(CGSize(width: 3, height: 4).applying(t) == CGSize(width: 6, height: -4))
  }

  @Test func rectApplyingIsTheBoundingBoxOfTheTransformedCorners() {
    let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
    // A quarter turn sends (20, 0) to (0, 20) and (0, 10) to (−10, 0).
    let turned = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
    expectClose(turned, CGRect(x: -10, y: 0, width: 10, height: 20), tolerance: 1e-13)
    // 45°: the box of a w×h rectangle is (w + h)/√2 on each side.
    let diagonal = rect.applying(CGAffineTransform(rotationAngle: .pi / 4))
    expectClose(diagonal.width, 30 / 2.0.squareRoot(), tolerance: 1e-12)
    expectClose(diagonal.height, 30 / 2.0.squareRoot(), tolerance: 1e-12)
    // A mirror keeps the width positive.
    let mirrored = rect.applying(CGAffineTransform(scaleX: -1, y: 1))
    #expect(mirrored == CGRect(x: -20, y: 0, width: 20, height: 10))
    #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
  }

  @Test func equalToMatchesEquality() {
    #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
    #expect(!CGSize(width: 1, height: 2).equalTo(CGSize(width: 2, height: 1)))
    #expect(
      CGRect(x: 0, y: 0, width: 2, height: 2).equalTo(CGRect(x: 0, y: 0, width: 2, height: 2)))
  }

  @Test func vectorInitializers() {
    #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
    #expect(CGVector() == .zero)
    #expect(CGVector(dx: 1, dy: 2) == CGVector(dx: 1.0, dy: 2.0))
    #expect(CGVector(dx: CGFloat(0.5), dy: -1).dy == -1)
  }

  @Test func codableUsesUnkeyedLists() throws {
    let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let json = try JSONEncoder().encode(t)
    #expect(String(decoding: json, as: UTF8.self) == "[1,2,3,4,5,6]")
    #expect(try JSONDecoder().decode(CGAffineTransform.self, from: json) == t)
    let v = CGVector(dx: 7, dy: -8)
    #expect(try JSONDecoder().decode(CGVector.self, from: JSONEncoder().encode(v)) == v)
  }
}
