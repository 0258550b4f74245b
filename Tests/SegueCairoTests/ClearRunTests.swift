import CCairo
import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

@Suite("Long runs of one colour through a plane's known uniform blocks")
struct ClearRunTests {
  /// A 480×360 plane of one colour with noise in a rectangle and a one-pixel line, and the
  /// rectangles outside which it is that colour.
  private func plane() throws -> (CairoSurface, [PixelRect]) {
    let background: UInt32 = 0xFF20_4080
    let noise = PixelRect(x: 100, y: 80, width: 60, height: 40)
    let line = PixelRect(x: 300, y: 0, width: 1, height: 360)
    func contains(_ rect: PixelRect, _ x: Int, _ y: Int) -> Bool {
      x >= rect.x && x < rect.x + rect.width && y >= rect.y && y < rect.y + rect.height
    }
    let made = try CairoSurface(width: 480, height: 360)
    let data = try #require(cairo_image_surface_get_data(made.surface))
    let stride = Int(cairo_image_surface_get_stride(made.surface))
    var random = SeededLCG(state: 7)
    for y in 0..<360 {
      let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<480 {
        if contains(noise, x, y) {
          row[x] = 0xFF00_0000 | UInt32(truncatingIfNeeded: random.next()) & 0x00FF_FFFF
        } else {
          row[x] = contains(line, x, y) ? 0xFFFF_FFFF : background
        }
      }
    }
    cairo_surface_mark_dirty(made.surface)
    return (made, [noise, line])
  }

  private func pixels(_ s: CairoSurface) throws -> ProjectiveMapping.Pixels {
    try #require(ProjectiveMapping.Pixels(imageSurface: s.surface))
  }

  @Test func reachIsTheChebyshevDistanceToABlockNotKnownUniform() throws {
    let surface = try CairoSurface(width: 160, height: 128)
    // One pixel at (40, 56): only block (2, 3)'s taps reach it.
    let blocks = UniformBlocks(
      try pixels(surface), uniformOutside: [PixelRect(x: 40, y: 56, width: 1, height: 1)],
      measuringReach: true)
    defer { blocks.deallocate() }
    func reach(_ bx: Int, _ by: Int) -> Int { blocks.clearReach(bx * 16 + 5, by * 16 + 9) }
    #expect(reach(2, 3) == 0)
    #expect(reach(3, 3) == 1)
    #expect(reach(1, 2) == 1)
    #expect(reach(5, 3) == 3)
    #expect(reach(2, 7) == 4)
    #expect(reach(9, 0) == 7)
    let unmeasured = UniformBlocks(try pixels(surface), uniformOutside: [])
    defer { unmeasured.deallocate() }
    #expect(unmeasured.clearReach(100, 100) == 0)
  }

  @Test(arguments: [1.0, 0.6])
  func longRunsGiveTheSamePixelsAsScanningEveryBlock(opacity: Double) throws {
    let (source, known) = try plane()
    let measured = UniformBlocks(try pixels(source), uniformOutside: known, measuringReach: true)
    defer { measured.deallocate() }
    // Not vacuous: far from the noise and the line, runs can reach many blocks.
    #expect(measured.clearReach(420, 300) >= 4)
    var compared = 0
    for angle in stride(from: -1.4, through: 1.4, by: 0.35) {
      for (tilt, zoom) in [(0.0, 1.0), (0.3, 0.7), (-0.5, 1.6)] {
        let turn = Homography(
          Transform3D(translationX: -240, y: -180, z: 0)
            .concatenating(ProjectionTests.rotationY(angle))
            .concatenating(ProjectionTests.rotationX(tilt))
            .concatenating(Transform3D(scaleX: zoom, y: zoom, z: 1))
            .concatenating(ProjectionTests.perspective(700))
            .concatenating(Transform3D(translationX: 260, y: 200, z: 0)))
        func frame(_ rects: [PixelRect]?) throws -> Bitmap {
          let target = try CairoSurface(width: 520, height: 400)
          let out = try pixels(target)
          for y in 0..<400 {
            let row = UnsafeMutableRawPointer(out.data + y * out.stride)
              .assumingMemoryBound(to: UInt32.self)
            for x in 0..<520 { row[x] = UInt32(truncatingIfNeeded: (x * 7 + y * 3) % 256) << 24 }
          }
          ProjectiveMapping.resample(
            try pixels(source), by: turn, into: out, origin: (0, 0), opacity: opacity,
            compositing: .over, uniformOutside: rects)
          cairo_surface_mark_dirty(target.surface)
          return target.bitmap()
        }
        let scanned = try frame(nil)
        #expect(try frame(known) == scanned, "angle \(angle), tilt \(tilt), zoom \(zoom)")
        compared += 1
      }
    }
    #expect(compared == 27)
  }
}
