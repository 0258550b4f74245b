import CCairo
import Foundation
import SegueGeometry
import Testing

@testable import SegueCairo

@Suite("Runs of one colour lengthened through boxes of uniform blocks and rows")
struct LongerRunTests {
  static let width = 320
  static let height = 240
  static let background: UInt32 = 0xFF20_3860
  static let hill: UInt32 = 0xFF10_1830

  /// A 320×240 plane as the flips' picture is drawn: a sky shaded a colour per band of three
  /// to six rows, with a few stars; a hill below a wavy line, one colour; a disc; and the
  /// background around the picture.
  static func plane() throws -> CairoSurface {
    let made = try CairoSurface(width: width, height: height)
    let data = try #require(cairo_image_surface_get_data(made.surface))
    let stride = Int(cairo_image_surface_get_stride(made.surface))
    for y in 0..<height {
      let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      let band = UInt32(y * 2 / 9)
      for x in 0..<width {
        let inPicture = x >= 20 && x < 300 && y >= 16 && y < 224
        let horizon = 150 + Int(12 * sin(Double(x) / 23))
        let (dx, dy) = (x - 90, y - 70)
        let isStar = (x * 7 + y * 13) % 97 == 0 && y < 120
        row[x] =
          !inPicture
          ? background
          : dx * dx + dy * dy < 400 || isStar
            ? 0xFFF0_E8D0
            : y >= horizon ? hill : 0xFF00_0000 | (band & 0xFF) << 8 | (0x30 + band) & 0xFF
      }
    }
    cairo_surface_mark_dirty(made.surface)
    return made
  }

  static func pixels(_ s: CairoSurface) throws -> ProjectiveMapping.Pixels {
    try #require(ProjectiveMapping.Pixels(imageSurface: s.surface))
  }

  @Test func aBoxIsUniformOnlyWhereEveryTapItsSamplesReadIsTheColour() throws {
    let surface = try Self.plane()
    let source = try Self.pixels(surface)
    let blocks = UniformBlocks(source, uniformOutside: nil)
    defer { blocks.deallocate() }
    func pixel(_ x: Int, _ y: Int) -> UInt32 {
      UnsafeRawPointer(source.data + y * source.stride).load(fromByteOffset: 4 * x, as: UInt32.self)
    }
    var random = SeededLCG(state: 17)
    var (uniform, uniformAcrossMixedBlocks) = (0, 0)
    for _ in 0..<4_000 {
      let left = Int.random(in: 0..<(Self.width - 1), using: &random)
      let top = Int.random(in: 0..<(Self.height - 1), using: &random)
      let right = min(left + Int.random(in: 0..<140, using: &random), Self.width - 2)
      let rows = random.next() % 2 == 0 ? 4 : 60
      let bottom = min(top + Int.random(in: 0..<rows, using: &random), Self.height - 2)
      let color = pixel(left, top)
      let box = (left: left, right: right, top: top, bottom: bottom)
      let isUniform = blocks.isUniform(color, inBox: box)
      // By brute force: every pixel a sample there reads (the box and one pixel past it).
      let holds = (top...(bottom + 1)).allSatisfy { y in
        (left...(right + 1)).allSatisfy { pixel($0, y) == color }
      }
      if isUniform {
        #expect(holds, "box \(box)")
        uniform += 1
        let hasMixedBlock = (left >> 4...right >> 4).contains { bx in
          (top >> 4...bottom >> 4).contains { blocks.uniformColor(bx << 4, $0 << 4) == nil }
        }
        if hasMixedBlock { uniformAcrossMixedBlocks += 1 }
      }
    }
    // Not vacuous: many boxes hold, some through the rows of blocks of many colours.
    #expect(uniform > 300)
    #expect(uniformAcrossMixedBlocks > 50)
  }

  @Test(arguments: [1.0, 0.6])
  func resampledRunsAreTheTappedPixels(opacity: Double) throws {
    let surface = try Self.plane()
    let source = try Self.pixels(surface)
    var random = SeededLCG(state: opacity == 1 ? 5 : 6)
    for turn in 0..<16 {
      let angleY = Double.random(in: -1.2...1.2, using: &random)
      // Half the turns about y alone (the flips), half with a tilt about x too.
      let angleX = turn % 2 == 0 ? 0 : Double.random(in: -0.3...0.3, using: &random)
      let zoom = Double.random(in: 1...4, using: &random)
      let map = Homography(
        Transform3D(translationX: -160, y: -120, z: 0)
          .concatenating(ProjectionTests.rotationY(angleY))
          .concatenating(ProjectionTests.rotationX(angleX))
          .concatenating(Transform3D(scaleX: zoom, y: zoom, z: 1))
          .concatenating(ProjectionTests.perspective(Double.random(in: 500...1500, using: &random)))
          .concatenating(Transform3D(translationX: 180, y: 140, z: 0)))
      let target = try CairoSurface(width: 360, height: 280)
      let out = try Self.pixels(target)
      ProjectiveMapping.resample(source, by: map, into: out, origin: (0, 0), opacity: opacity)
      let expected = try UniformRowTests.tapped(
        source, map, width: 360, height: 280, opacity: opacity)
      var differing = 0
      for y in 0..<280 {
        let row = UnsafeRawPointer(out.data + y * out.stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<360 where row[x] != expected[y * 360 + x] { differing += 1 }
      }
      #expect(differing == 0, "turn \(turn): y \(angleY), x \(angleX), zoom \(zoom)")
    }
  }

  @Test func aRunThroughTheHillGoesOnPastItsFirstSixteenColumns() throws {
    let surface = try Self.plane()
    let source = try Self.pixels(surface)
    let blocks = UniformBlocks(source, uniformOutside: nil)
    defer { blocks.deallocate() }
    // A row crossing the hill at a slight slant, a plane pixel a column: column c samples
    // (40.5 + c, 200.5 + c / 40), in 1/256 pixel offset by one pixel.
    let map = ProjectiveMapping.RowMap(
      u0: 40.5, du: 1, v0: 200.5, dv: 1.0 / 40, q0: 1, dq: 0,
      limitX: Double(Self.width + 1) * 256, limitY: Double(Self.height + 1) * 256)
    let end = ProjectiveMapping.longerRun(
      from: 0, through: 15, color: Self.hill, last: 250, map: map, blocks: blocks,
      inner: (Self.width - 1, Self.height - 1))
    // Steps of 16, 32, 64 and 64 columns hold (x up to 231); the next, to column 250 (x 290),
    // reaches the block that touches the background at x = 300, and ends the run.
    #expect(end == 191)
    // Every sample of the run is the hill's colour, its taps read.
    for column in 0...end {
      let p = try #require(map.position(column))
      let (x0, y0) = ((p.x >> 8) - 1, (p.y >> 8) - 1)
      for (x, y) in [(x0, y0), (x0 + 1, y0), (x0, y0 + 1), (x0 + 1, y0 + 1)] {
        let tap = UnsafeRawPointer(source.data + y * source.stride)
          .load(fromByteOffset: 4 * x, as: UInt32.self)
        #expect(tap == Self.hill, "column \(column)")
      }
    }
  }
}
