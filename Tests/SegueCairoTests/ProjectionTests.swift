import Foundation
import SegueGeometry
import SegueLayers
import SegueTesting
import Testing

@testable import SegueCairo

@Suite("3D transforms: flattening and projective mapping")
struct ProjectionTests {
  static let eyeDistance: CGFloat = 500

  /// CATransform3DMakeRotation(angle, 0, 1, 0) in row-vector form.
  static func rotationY(_ angle: Double) -> Transform3D {
    Transform3D(
      m11: cos(angle), m12: 0, m13: -sin(angle), m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
      m31: sin(angle), m32: 0, m33: cos(angle), m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// CATransform3DMakeRotation(angle, 1, 0, 0) in row-vector form.
  static func rotationX(_ angle: Double) -> Transform3D {
    Transform3D(
      m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: cos(angle), m23: sin(angle), m24: 0,
      m31: 0, m32: -sin(angle), m33: cos(angle), m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
  }

  static func perspective(_ d: CGFloat) -> Transform3D {
    var t = Transform3D.identity
    t.m34 = -1 / d
    return t
  }

  /// A side×side node centred at `center`, rotated about its centre, seen with perspective.
  static func tilted(
    _ rotation: Transform3D, side: CGFloat = 100, center: CGPoint = CGPoint(x: 100, y: 100),
    eye: CGFloat = eyeDistance
  ) -> DisplayNode {
    var node = DisplayNode(name: "card", bounds: CGRect(x: 0, y: 0, width: side, height: side))
    node.transform = Transform3D(translationX: -side / 2, y: -side / 2, z: 0)
      .concatenating(rotation).concatenating(perspective(eye))
      .concatenating(Transform3D(translationX: center.x, y: center.y, z: 0))
    node.contents = Contents(image: Fixture.checkerboard(cells: 10, cell: 10))
    return node
  }

  /// Where a point of the node lands, computed by hand for a rotation θ about y: relative to
  /// the centre x' = x − 50, y' = y − 50; the rotation gives X = x'·cos θ, Y = y', Z = −x'·sin θ;
  /// the perspective w = 1 − Z/d; the screen point is (X/w + 100, Y/w + 100).
  static func expectedProjection(x: Double, y: Double, angle: Double) -> CGPoint {
    let xr = x - 50
    let yr = y - 50
    let z = -xr * sin(angle)
    let w = 1 - z / Double(eyeDistance)
    return CGPoint(x: xr * cos(angle) / w + 100, y: yr / w + 100)
  }

  @Test func rotationAboutYProjectsTheCornersWhereExpected() throws {
    let angle = Double.pi / 4
    let (bitmap, report) = try Fixture.render(
      [Self.tilted(Self.rotationY(angle))], size: CGSize(width: 200, height: 200))
    #expect(report.isFaithful)
    let corners = [(0.0, 0.0), (100.0, 0.0), (100.0, 100.0), (0.0, 100.0)].map {
      Self.expectedProjection(x: $0.0, y: $0.1, angle: angle)
    }
    // The near (left) edge is taller than the far one: 107.6 pt against 93.4 pt.
    #expect(abs((corners[3].y - corners[0].y) - 107.6) < 0.1)
    #expect(abs((corners[2].y - corners[1].y) - 93.4) < 0.1)
    let box = try #require(opaqueBounds(bitmap))
    let minX = corners.map(\.x).min() ?? 0
    let maxX = corners.map(\.x).max() ?? 0
    let minY = corners.map(\.y).min() ?? 0
    let maxY = corners.map(\.y).max() ?? 0
    #expect(abs(Double(box.minX) - minX) <= 1, "left edge \(box.minX) vs \(minX)")
    #expect(abs(Double(box.maxX + 1) - maxX) <= 1, "right edge \(box.maxX + 1) vs \(maxX)")
    #expect(abs(Double(box.minY) - minY) <= 1, "top \(box.minY) vs \(minY)")
    #expect(abs(Double(box.maxY + 1) - maxY) <= 1, "bottom \(box.maxY + 1) vs \(maxY)")
    // Each corner: 2.5 px inside is covered, 1.5 px outside is not (±1 px on the position).
    let centre = CGPoint(x: corners.map(\.x).reduce(0, +) / 4, y: corners.map(\.y).reduce(0, +) / 4)
    for corner in corners {
      let dx = centre.x - corner.x
      let dy = centre.y - corner.y
      let length = (dx * dx + dy * dy).squareRoot()
      let inside = CGPoint(x: corner.x + 2.5 * dx / length, y: corner.y + 2.5 * dy / length)
      let outside = CGPoint(x: corner.x - 1.5 * dx / length, y: corner.y - 1.5 * dy / length)
      #expect(bitmap.alpha(Int(inside.x), Int(inside.y)) > 200, "inside \(corner)")
      #expect(bitmap.alpha(Int(outside.x), Int(outside.y)) < 60, "outside \(corner)")
    }
    // The checkerboard's texture follows: black top-left cell, white cell next to it.
    let black = Self.expectedProjection(x: 5, y: 5, angle: angle)
    let white = Self.expectedProjection(x: 15, y: 5, angle: angle)
    #expect(bitmap.pixel(x: Int(black.x), y: Int(black.y)).r < 30)
    #expect(bitmap.pixel(x: Int(white.x), y: Int(white.y)).r > 225)
  }

  @Test func theBackOfAPlaneIsDrawnMirrored() throws {
    let (bitmap, _) = try Fixture.render(
      [Self.tilted(Self.rotationY(Double.pi))], size: CGSize(width: 200, height: 200))
    // The top-left (black) cell now appears at the top right; the top-right cell was white.
    expectPixel(bitmap, 145, 55, (0, 0, 0, 255), tolerance: 2)
    expectPixel(bitmap, 55, 55, (255, 255, 255, 255), tolerance: 2)
  }

  @Test func pointsBehindTheEyeAreClipped() throws {
    // With the eye 100 pt away, a 300 pt plane turned 80° reaches behind the eye on its left.
    let node = Self.tilted(Self.rotationY(80 * Double.pi / 180), side: 300, eye: 100)
    let (bitmap, report) = try Fixture.render([node], size: CGSize(width: 200, height: 200))
    #expect(report.isFaithful)
    // The far half (x' > 0, w > 1) is visible, compressed toward the centre.
    let far = try #require(Transform3D.projectingPoint(node.transform, CGPoint(x: 250, y: 150)))
    #expect(bitmap.alpha(Int(far.x), Int(far.y)) == 255)
  }

  @Test func opacityFadesAProjectedLayer() throws {
    var node = Self.tilted(Self.rotationY(0.3))
    node.opacity = 0.5
    node.contents = nil
    node.backgroundColor = Fixture.red
    let (bitmap, _) = try Fixture.render([node], size: CGSize(width: 200, height: 200))
    expectPixel(bitmap, 100, 100, (128, 0, 0, 128), tolerance: 1)
  }

  @Test func sublayersAreFlattenedIntoTheirParentsPlane() throws {
    var node = Self.tilted(Self.rotationY(0.5))
    node.contents = nil
    node.sublayers = [
      Fixture.node(frame: CGRect(x: 0, y: 0, width: 50, height: 100), background: Fixture.blue)
    ]
    let (bitmap, _) = try Fixture.render([node], size: CGSize(width: 200, height: 200))
    let p = Self.expectedProjection(x: 25, y: 50, angle: 0.5)
    expectPixel(bitmap, Int(p.x), Int(p.y), (0, 0, 255, 255))
    let q = Self.expectedProjection(x: 75, y: 50, angle: 0.5)
    #expect(bitmap.alpha(Int(q.x), Int(q.y)) == 0)
  }

  @Test func aThreeDimensionalMaskIsHonoured() throws {
    var mask = Self.tilted(Self.rotationY(1.0), side: 40, center: CGPoint(x: 20, y: 20))
    mask.contents = nil
    mask.backgroundColor = Fixture.black
    var node = Fixture.node(
      frame: CGRect(x: 0, y: 0, width: 40, height: 40), background: Fixture.red)
    node.mask = mask
    let (bitmap, report) = try Fixture.render([node], size: CGSize(width: 40, height: 40))
    #expect(report.isFaithful)
    #expect(bitmap.alpha(20, 20) == 255)
    #expect(bitmap.alpha(2, 20) == 0)  // the mask is narrower than the layer once turned
  }

  @Test func homographyInverseRoundTrips() throws {
    let h = Homography(Self.tilted(Self.rotationY(0.7)).transform)
    let inverse = try #require(h.inverted())
    let p = h.map(30, 70)
    let back = inverse.map(p.x / p.w, p.y / p.w)
    #expect(abs(back.x / back.w - 30) < 1e-9 && abs(back.y / back.w - 70) < 1e-9)
  }

  @Test func perspectiveSnapshot() throws {
    var left = Self.tilted(Self.rotationY(0.6), side: 80, center: CGPoint(x: 56, y: 60), eye: 300)
    left.borderWidth = 3
    left.borderColor = Fixture.red
    var right = Self.tilted(
      Self.rotationX(-0.7), side: 80, center: CGPoint(x: 152, y: 60), eye: 300)
    right.cornerRadius = 12
    right.masksToBounds = true
    right.shadow = nil
    let (bitmap, report) = try Fixture.render(
      [left, right], size: CGSize(width: 208, height: 120), clear: Color(white: 0.8))
    #expect(report.isFaithful)
    expectSnapshot(of: bitmap, named: "rotated-about-y-and-x")
  }
}

extension Transform3D {
  /// `projecting(_:)` as a static helper for readability in expectations.
  static func projectingPoint(_ t: Transform3D, _ p: CGPoint) -> CGPoint? { t.projecting(p) }
}

@Suite("Which transforms take the projective path")
struct PlaneMappingTests {
  @Test func zPositionAndZScaleStayOnTheDirectPath() throws {
    var plain = Fixture.node(
      frame: CGRect(x: 10, y: 10, width: 30, height: 20), background: Fixture.red)
    plain.transform = plain.transform.concatenating(
      Transform3D(
        m11: cos(0.3), m12: sin(0.3), m13: 0, m14: 0, m21: -sin(0.3), m22: cos(0.3), m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1))
    var lifted = plain
    lifted.transform.m43 = 25  // zPosition
    lifted.transform.m33 = 0.5  // z scale
    let renderer = CairoRenderer()
    let a = try renderer.render(
      DisplayList(size: CGSize(width: 64, height: 64), nodes: [plain]), scale: 1)
    let b = try renderer.render(
      DisplayList(size: CGSize(width: 64, height: 64), nodes: [lifted]), scale: 1)
    #expect(a == b)
    #expect(renderer.scratch.count == 0)  // no offscreen plane was needed
  }

  @Test func homogeneousScaleW() throws {
    // m44 = 2 halves every coordinate.
    var node = Fixture.node(
      frame: CGRect(x: 0, y: 0, width: 40, height: 40), background: Fixture.red)
    node.transform = Transform3D(translationX: 20, y: 20, z: 0)
    node.transform.m44 = 2
    let (bitmap, _) = try Fixture.render([node])
    #expect(try #require(opaqueBounds(bitmap)) == (10, 10, 29, 29))
  }

  @Test func perspectiveTermsTakeTheProjectivePath() throws {
    var node = Fixture.node(
      frame: CGRect(x: 10, y: 10, width: 30, height: 20), background: Fixture.red)
    node.transform.m14 = 0.001
    #expect(node.transform.planeAffineMatrix == nil)
  }
}
