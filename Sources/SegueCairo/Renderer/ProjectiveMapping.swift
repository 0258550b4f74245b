import CCairo
import Foundation
import SegueGeometry

// Drawing a layer whose transform is not affine (perspective, m34 ≠ 0, or a rotation about x
// or y) — the design.
//
// Core Animation flattens such a layer: its subtree is rendered in the layer's own plane, and
// the plane is projected onto the parent. Segue does the same in two steps:
//
// 1. Flatten. The node and its subtree are drawn with Cairo into an offscreen ARGB32 surface in
//    the node's coordinate space, covering the node's extent (bounds plus whatever descendants
//    paint outside them), at s pixels per point: the current matrix's scale, raised up to twice
//    that where the perspective magnifies the plane (measured by the Jacobian of the projection
//    at the visible corners), and lowered, with a report, when the surface would exceed
//    `maximumPlanePixels`.
// 2. Project. The plane maps to device space by a homography: the rows of the node transform
//    that act on z = 0 points ([x y 1] · [m11 m12 m14; m21 m22 m24; m41 m42 m44]), then the
//    current affine matrix. For every device pixel centre inside the bounding box of the visible
//    projected quad, the inverse homography gives the plane point; the offscreen surface is
//    sampled there bilinearly in premultiplied space (transparent outside it, which antialiases
//    the quad's edges over one pixel), multiplied by the layer's opacity, and the result is
//    composited with OVER through the current clip.
//
// Accuracy: the sampling error is that of bilinear interpolation of the flattened plane; there
// is no mipmapping, so a plane minified by more than 2× aliases slightly (Core Animation filters
// it better). Points mapping to w ≤ 0 (behind the eye) are clipped: the inverse map's
// homogeneous coordinate is 1/w, so its sign tells which side a pixel's preimage lies on. A
// plane seen from behind is drawn mirrored, as Core Animation does with `isDoubleSided` = true.
// Incremental row stepping of the inverse map keeps the per-pixel cost to one division.
//
// Rejected alternative: decomposing the homography into Cairo mesh patterns or affine strips.
// Meshes interpolate colours, not texture coordinates, and affine strips show seams; exact
// inverse mapping is simple, deterministic and only runs for 3D layers.

/// A 2D projective transform in row-vector form: [x y 1] · H = [X Y W], then (X/W, Y/W).
struct Homography: Equatable {
  var h11: Double, h12: Double, h13: Double
  var h21: Double, h22: Double, h23: Double
  var h31: Double, h32: Double, h33: Double

  init(
    _ h11: Double, _ h12: Double, _ h13: Double, _ h21: Double, _ h22: Double, _ h23: Double,
    _ h31: Double, _ h32: Double, _ h33: Double
  ) {
    self.h11 = h11; self.h12 = h12; self.h13 = h13
    self.h21 = h21; self.h22 = h22; self.h23 = h23
    self.h31 = h31; self.h32 = h32; self.h33 = h33
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
    let c11 = h22 * h33 - h23 * h32, c12 = h13 * h32 - h12 * h33, c13 = h12 * h23 - h13 * h22
    let c21 = h23 * h31 - h21 * h33, c22 = h11 * h33 - h13 * h31, c23 = h13 * h21 - h11 * h23
    let c31 = h21 * h32 - h22 * h31, c32 = h12 * h31 - h11 * h32, c33 = h11 * h22 - h12 * h21
    let det = h11 * c11 + h12 * c21 + h13 * c31
    guard det.isFinite, abs(det) > 1e-300 else { return nil }
    let k = 1 / det
    return Homography(c11 * k, c12 * k, c13 * k, c21 * k, c22 * k, c23 * k, c31 * k, c32 * k, c33 * k)
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

  /// The largest length, in the target space, of a unit step along x or y at a point in front
  /// of the eye (the local magnification).
  func magnification(at x: Double, _ y: Double) -> Double {
    let p = map(x, y)
    guard p.w > 0 else { return 0 }
    let px = p.x / p.w, py = p.y / p.w
    let ax = ((h11 - px * h13) / p.w, (h12 - py * h13) / p.w)
    let ay = ((h21 - px * h23) / p.w, (h22 - py * h23) / p.w)
    return max((ax.0 * ax.0 + ax.1 * ax.1).squareRoot(), (ay.0 * ay.0 + ay.1 * ay.1).squareRoot())
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
          CGPoint(x: previous.x + (point.x - previous.x) * t, y: previous.y + (point.y - previous.y) * t))
      }
      if w > 0 { result.append(point) }
      previous = point
      previousW = w
    }
    return result
  }
}

/// The inverse-mapping resampler of a flattened plane (see the design note above).
enum ProjectiveMapping {
  /// An ARGB32 image in memory (Cairo's native premultiplied 32-bit pixels).
  struct Pixels {
    var data: UnsafeMutablePointer<UInt8>
    var width: Int
    var height: Int
    /// Bytes per row.
    var stride: Int
  }

  /// Fills `destination`, whose top-left pixel is at `origin` in device space, with `source`
  /// mapped by `sourceToDevice` (source pixel coordinates, pixel centres at i + 0.5, to device
  /// coordinates), sampled bilinearly and multiplied by `opacity`. Pixels whose preimage is
  /// outside the source or behind the eye are left transparent.
  static func resample(
    _ source: Pixels, by sourceToDevice: Homography, into destination: Pixels, origin: (x: Int, y: Int),
    opacity: Double
  ) {
    guard let inverse = sourceToDevice.inverted() else { return }
    let fade = UInt32((min(max(opacity, 0), 1) * 256).rounded())
    let maxX = Double(source.width), maxY = Double(source.height)
    for row in 0..<destination.height {
      let out = UnsafeMutableRawPointer(destination.data + row * destination.stride)
        .assumingMemoryBound(to: UInt32.self)
      let dy = Double(origin.y + row) + 0.5
      let dx = Double(origin.x) + 0.5
      var u = dx * inverse.h11 + dy * inverse.h21 + inverse.h31
      var v = dx * inverse.h12 + dy * inverse.h22 + inverse.h32
      var q = dx * inverse.h13 + dy * inverse.h23 + inverse.h33
      for column in 0..<destination.width {
        defer {
          u += inverse.h11
          v += inverse.h12
          q += inverse.h13
        }
        guard q > 0 else { continue }  // preimage behind the eye
        let fx = u / q - 0.5, fy = v / q - 0.5
        guard fx > -1, fy > -1, fx < maxX, fy < maxY else { continue }
        let pixel = sampleBilinear(source, fx, fy)
        out[column] = fade >= 256 ? pixel : scale(pixel, by: fade)
      }
    }
  }

  /// The premultiplied bilinear sample at continuous pixel coordinates (centres at integers),
  /// with transparent pixels outside the image. Weights are quantised to 1/256.
  @inline(__always)
  private static func sampleBilinear(_ source: Pixels, _ fx: Double, _ fy: Double) -> UInt32 {
    let x0f = fx.rounded(.down), y0f = fy.rounded(.down)
    let x0 = Int(x0f), y0 = Int(y0f)
    let wx = UInt32(((fx - x0f) * 256).rounded())
    let wy = UInt32(((fy - y0f) * 256).rounded())
    func texel(_ x: Int, _ y: Int) -> UInt32 {
      guard x >= 0, y >= 0, x < source.width, y < source.height else { return 0 }
      return UnsafeRawPointer(source.data + y * source.stride).load(fromByteOffset: x * 4, as: UInt32.self)
    }
    let p00 = texel(x0, y0), p10 = texel(x0 + 1, y0)
    let p01 = texel(x0, y0 + 1), p11 = texel(x0 + 1, y0 + 1)
    // Two channels at a time: 0x00FF00FF lanes leave 8 bits of headroom per channel for the
    // first weighting, then the row blend is done per channel in 32 bits.
    let top = lerpLanes(p00, p10, wx), bottom = lerpLanes(p01, p11, wx)
    return lerpLanes(top, bottom, wy)
  }

  /// Per-channel `a + (b − a) · w / 256` for the four 8-bit channels of two pixels.
  @inline(__always)
  private static func lerpLanes(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
    let inverse = 256 - w
    let evenLanes = (((a & 0x00FF_00FF) &* inverse &+ (b & 0x00FF_00FF) &* w &+ 0x0080_0080) >> 8) & 0x00FF_00FF
    let oddLanes = ((((a >> 8) & 0x00FF_00FF) &* inverse &+ ((b >> 8) & 0x00FF_00FF) &* w &+ 0x0080_0080)) & 0xFF00_FF00
    return evenLanes | oddLanes
  }

  /// A premultiplied pixel times `fade`/256.
  @inline(__always)
  private static func scale(_ p: UInt32, by fade: UInt32) -> UInt32 {
    let evenLanes = (((p & 0x00FF_00FF) &* fade &+ 0x0080_0080) >> 8) & 0x00FF_00FF
    let oddLanes = (((p >> 8) & 0x00FF_00FF) &* fade &+ 0x0080_0080) & 0xFF00_FF00
    return evenLanes | oddLanes
  }
}
