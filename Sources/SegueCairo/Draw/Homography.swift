import CCairo
import Foundation
import SegueGeometry

/// A 2D projective transform in row-vector form (the projection step of ProjectiveMapping.swift's
/// design note): [x y 1] · H = [X Y W], then (X/W, Y/W).
struct Homography: Equatable {
  var h11: Double, h12: Double, h13: Double
  var h21: Double, h22: Double, h23: Double
  var h31: Double, h32: Double, h33: Double

  init(
    _ h11: Double, _ h12: Double, _ h13: Double, _ h21: Double, _ h22: Double, _ h23: Double,
    _ h31: Double, _ h32: Double, _ h33: Double
  ) {
    self.h11 = h11
    self.h12 = h12
    self.h13 = h13
    self.h21 = h21
    self.h22 = h22
    self.h23 = h23
    self.h31 = h31
    self.h32 = h32
    self.h33 = h33
  }

  /// How a 3D transform maps the z = 0 plane (z and the third column drop out).
  init(_ t: Transform3D) {
    self.init(t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44)
  }

  /// A Cairo affine matrix (user → device).
  init(_ m: cairo_matrix_t) {
    self.init(m.xx, m.yx, 0, m.xy, m.yy, 0, m.x0, m.y0, 1)
  }

  /// `self` followed by `other`.
  func concatenating(_ o: Homography) -> Homography {
    Homography(
      h11 * o.h11 + h12 * o.h21 + h13 * o.h31, h11 * o.h12 + h12 * o.h22 + h13 * o.h32,
      h11 * o.h13 + h12 * o.h23 + h13 * o.h33,
      h21 * o.h11 + h22 * o.h21 + h23 * o.h31, h21 * o.h12 + h22 * o.h22 + h23 * o.h32,
      h21 * o.h13 + h22 * o.h23 + h23 * o.h33,
      h31 * o.h11 + h32 * o.h21 + h33 * o.h31, h31 * o.h12 + h32 * o.h22 + h33 * o.h32,
      h31 * o.h13 + h32 * o.h23 + h33 * o.h33)
  }

  /// The exact inverse (adjugate over determinant), or nil when singular.
  func inverted() -> Homography? {
    let c11 = h22 * h33 - h23 * h32
    let c12 = h13 * h32 - h12 * h33
    let c13 = h12 * h23 - h13 * h22
    let c21 = h23 * h31 - h21 * h33
    let c22 = h11 * h33 - h13 * h31
    let c23 = h13 * h21 - h11 * h23
    let c31 = h21 * h32 - h22 * h31
    let c32 = h12 * h31 - h11 * h32
    let c33 = h11 * h22 - h12 * h21
    let det = h11 * c11 + h12 * c21 + h13 * c31
    guard det.isFinite, abs(det) > 1e-300 else { return nil }
    let k = 1 / det
    return Homography(
      c11 * k, c12 * k, c13 * k, c21 * k, c22 * k, c23 * k, c31 * k, c32 * k, c33 * k)
  }

  /// The homogeneous image [X Y W] of a point.
  func map(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
    (x * h11 + y * h21 + h31, x * h12 + y * h22 + h32, x * h13 + y * h23 + h33)
  }

  /// The projected image of a point, or nil when it lies at or behind the eye (w ≤ 0).
  func project(_ x: Double, _ y: Double) -> CGPoint? {
    let p = map(x, y)
    guard p.w > 0 else { return nil }
    return CGPoint(x: p.x / p.w, y: p.y / p.w)
  }

  /// The part of a polygon of plane points where w > `epsilon` (Sutherland–Hodgman against
  /// the line w = epsilon, w being linear in the plane).
  func clipInFront(_ polygon: [CGPoint], epsilon: Double = 1e-6) -> [CGPoint] {
    var result: [CGPoint] = []
    guard let last = polygon.last else { return result }
    var previous = last
    var previousW = map(previous.x, previous.y).w - epsilon
    for point in polygon {
      let w = map(point.x, point.y).w - epsilon
      if (w > 0) != (previousW > 0) {
        let t = previousW / (previousW - w)
        result.append(
          CGPoint(
            x: previous.x + (point.x - previous.x) * t, y: previous.y + (point.y - previous.y) * t))
      }
      if w > 0 { result.append(point) }
      previous = point
      previousW = w
    }
    return result
  }
}
