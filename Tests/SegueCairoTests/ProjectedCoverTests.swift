import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// A screen turning about y (or x) in perspective, as a flip's screens are drawn: an opaque
/// background, a picture and a bar.
private func turningScreen(angle: Double, aboutX: Bool = false, image: Image) -> DisplayNode {
  var screen = Fixture.node(
    "screen", frame: CGRect(x: 0, y: 0, width: 200, height: 300), background: Fixture.blue)
  var picture = Fixture.node("picture", frame: CGRect(x: 30, y: 60, width: 120, height: 90))
  picture.contents = Contents(image: image)
  screen.sublayers = [
    picture,
    Fixture.node(
      "bar", frame: CGRect(x: 20, y: 250, width: 160, height: 8), background: Fixture.red),
  ]
  screen.transform = Transform3D(translationX: -100, y: -150, z: 0)
    .concatenating(aboutX ? ProjectionTests.rotationX(angle) : ProjectionTests.rotationY(angle))
    .concatenating(ProjectionTests.perspective(500))
    .concatenating(Transform3D(translationX: 110, y: 160, z: 0))
  return screen
}

@MainActor
@Suite("What a plane projected opaquely covers")
struct ProjectedCoverTests {
  private let size = CGSize(width: 220, height: 320)
  private let image = Fixture.checkerboard(cells: 6, cell: 15)

  /// Whether the point lies inside the convex polygon or on its outline (the cross products of
  /// its edges with the point all of one sign).
  private static func contains(_ polygon: [CGPoint], _ x: Double, _ y: Double) -> Bool {
    var sign = 0.0
    for (index, p) in polygon.enumerated() {
      let q = polygon[(index + 1) % polygon.count]
      let cross = (q.x - p.x) * (y - p.y) - (q.y - p.y) * (x - p.x)
      if cross == 0 { continue }
      if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
    }
    return true
  }

  /// Random convex quadrilaterals (points on an ellipse in angle order, either way round, and
  /// trapezoids with upright or level sides, as flips about y and x project): every pixel of
  /// the bands has its centre inside (checked point by point), no pixel is in two bands, and
  /// the bands hold most of the pixels whose centres are inside.
  @Test(arguments: [7, 70, 700])
  func bandsHoldOnlyPixelsWhoseCentresAreInside(seed: UInt64) {
    var generator = SeededLCG(state: seed)
    for round in 0..<60 {
      let cx = Double.random(in: -20...120, using: &generator)
      let cy = Double.random(in: -20...120, using: &generator)
      let rx = Double.random(in: 2...80, using: &generator)
      let ry = Double.random(in: 2...80, using: &generator)
      var corners: [CGPoint]
      switch round % 3 {
      case 0:
        let angles = (0..<4).map { _ in Double.random(in: 0..<(2 * .pi), using: &generator) }
          .sorted()
        corners = angles.map { CGPoint(x: cx + rx * cos($0), y: cy + ry * sin($0)) }
      case 1:
        let slant = Double.random(in: -0.5...0.5, using: &generator) * ry
        corners = [
          CGPoint(x: cx - rx, y: cy - ry), CGPoint(x: cx + rx, y: cy - ry + slant),
          CGPoint(x: cx + rx, y: cy + ry - slant), CGPoint(x: cx - rx, y: cy + ry),
        ]
      default:
        let slant = Double.random(in: -0.5...0.5, using: &generator) * rx
        corners = [
          CGPoint(x: cx - rx, y: cy - ry), CGPoint(x: cx + rx, y: cy - ry),
          CGPoint(x: cx + rx - slant, y: cy + ry), CGPoint(x: cx - rx + slant, y: cy + ry),
        ]
      }
      if Bool.random(using: &generator) { corners.reverse() }
      let bands = FramePainter.pixelBands(inside: corners, bandsPerStretch: 4)
      var claimed = Set<Int>()
      for band in bands {
        for y in band.y..<band.maxY {
          for x in band.x..<band.maxX {
            #expect(
              Self.contains(corners, Double(x) + 0.5, Double(y) + 0.5),
              "seed \(seed), round \(round), pixel \(x), \(y)")
            #expect(claimed.insert((y + 100) * 1000 + x + 100).inserted)
          }
        }
      }
      var inside = 0
      for y in -120..<260 {
        for x in -120..<260 where Self.contains(corners, Double(x) + 0.5, Double(y) + 0.5) {
          inside += 1
        }
      }
      // Four bands a slanted stretch leave out at most about an eighth of its pixels, and the
      // staircase's steps; small or thin shapes lose more.
      if inside >= 2000 {
        #expect(
          Double(claimed.count) >= 0.7 * Double(inside),
          "seed \(seed), round \(round): \(claimed.count) of \(inside)")
      }
    }
  }

  /// Screens turning a step further each frame, so that the previous frame holds the screen
  /// where the new one's outline passes: drawn by a renderer that keeps planes and culls, and
  /// by one that does neither, with and without something opaque beneath (whose background is
  /// then drawn only around the screen). From the second frame the kept plane is found opaque
  /// and covers most of the screen's box, and the pixels stay those of drawing everything.
  @Test(arguments: [false, true])
  func aKeptOpaquePlaneCoversWhatIsUnderItWithTheSamePixels(aboutX: Bool) throws {
    for beneath in [false, true] {
      let kept = CairoRenderer()
      let full = CairoRenderer()
      full.reusesPlanes = false
      full.cullsOccludedContent = false
      for (frame, angle) in [0.1, 0.2, 0.3, 0.4, 0.55, 0.7, 0.85, 1.0, -0.5, -0.9].enumerated() {
        var nodes = [turningScreen(angle: angle, aboutX: aboutX, image: image)]
        if beneath {
          nodes.insert(
            Fixture.node(
              "beneath", frame: CGRect(x: 5, y: 5, width: 210, height: 310),
              background: Fixture.white), at: 0)
        }
        let list = DisplayList(size: size, nodes: nodes)
        let covered = FramePainter(renderer: kept).planOcclusion(list, scale: 2).covered
        let area = covered.rects.reduce(0) { $0 + $1.area }
        _ = try kept.draw(list, scale: 2)
        _ = try full.draw(list, scale: 2)
        #expect(
          CoveredContentTests.differingBytes(kept, full) == 0,
          "about x: \(aboutX), beneath: \(beneath), frame \(frame)")
        // Beneath, the white background's own cover holds the screen's bands.
        if beneath {
          continue
        } else if frame >= 1 {
          // The screen's box is at least 200·cos(1) × 300 points at 2×.
          #expect(area >= 200 * 300, "about x: \(aboutX), frame \(frame): \(area) pixels")
        } else {
          #expect(area == 0, "frame \(frame): no plane kept yet")
        }
      }
    }
  }

  /// A screen with a translucent background is kept but not known opaque: it covers nothing,
  /// and the frame is the same.
  @Test func aTranslucentPlaneCoversNothing() throws {
    var screen = turningScreen(angle: 0.3, image: image)
    screen.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 0.6)
    let kept = CairoRenderer()
    let full = CairoRenderer()
    full.cullsOccludedContent = false
    let list = DisplayList(size: size, nodes: [screen])
    for _ in 0..<3 {
      _ = try kept.draw(list, scale: 2)
      _ = try full.draw(list, scale: 2)
    }
    #expect(kept.planes.count == 1)
    #expect(FramePainter(renderer: kept).planOcclusion(list, scale: 2).covered.rects.isEmpty)
    #expect(CoveredContentTests.differingBytes(kept, full) == 0)
  }

  /// The pixel check a kept plane's opacity rests on: one translucent pixel inside the
  /// rectangles makes it false, one outside them does not count.
  @Test func opacityIsReadInsideTheRectanglesOnly() {
    let width = 40
    let height = 30
    let data = UnsafeMutablePointer<UInt32>.allocate(capacity: width * height)
    defer { data.deallocate() }
    data.initialize(repeating: 0xFF12_3456, count: width * height)
    let pixels = ProjectiveMapping.Pixels(
      data: UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt8.self), width: width,
      height: height, stride: width * 4)
    let rects = [
      PixelRect(x: 5, y: 5, width: 10, height: 10), PixelRect(x: 30, y: 20, width: 20, height: 20),
    ]
    #expect(FramePainter.isOpaque(pixels, in: rects))
    data[2 * width + 2] = 0x8012_3456  // outside both
    #expect(FramePainter.isOpaque(pixels, in: rects))
    for (x, y) in [(5, 5), (14, 14), (39, 29), (30, 20)] {
      data[y * width + x] = 0xFE12_3456
      #expect(!FramePainter.isOpaque(pixels, in: rects), "pixel \(x), \(y)")
      data[y * width + x] = 0xFF12_3456
    }
  }
}
