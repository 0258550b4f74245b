import CCairo
import Foundation
import Testing

@testable import SegueCairo

@Suite("Sample positions two columns at a time, and where a run may be one colour")
struct SamplePositionTests {
  /// The position of column `c` computed one column at a time, rounded with the standard
  /// library (not the rounding bias): nil where the preimage is behind the eye or past the
  /// bounds.
  private func reference(_ map: ProjectiveMapping.RowMap, _ column: Int) -> (Int32, Int32)? {
    let c = Double(column)
    let q = map.q0 + c * map.dq
    let r = 1 / q
    let px = (map.u0 + c * map.du) * r * 256 + 128
    let py = (map.v0 + c * map.dv) * r * 256 + 128
    guard q > 0, px > 0, py > 0, px < map.limitX, py < map.limitY else { return nil }
    return (Int32(px.rounded(.toNearestOrEven)), Int32(py.rounded(.toNearestOrEven)))
  }

  /// Rows whose columns cross behind the eye (q changes sign at column 50, where u/q and v/q
  /// stay positive on both sides), leave the bounds on either axis, or stay inside.
  private let maps = [
    ProjectiveMapping.RowMap(
      u0: -100, du: 1, v0: -40, dv: 0.3, q0: -0.5, dq: 0.01, limitX: 1e6, limitY: 1e6),
    ProjectiveMapping.RowMap(
      u0: -3.3, du: 0.71, v0: 20.2, dv: -0.23, q0: 1.1, dq: -0.004, limitX: 12_000,
      limitY: 5_000),
    ProjectiveMapping.RowMap(
      u0: 7.25, du: 0.125, v0: 3.5, dv: 0.0625, q0: 0.75, dq: 0.001, limitX: 40_000,
      limitY: 40_000),
  ]

  @Test func pairsOfColumnsGiveTheOneColumnPositions() {
    let width = 120
    // Two entries past the last column, as `resample` allocates, and a pair to check.
    let positions = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * width + 4)
    defer { positions.deallocate() }
    var skipped = 0
    for map in maps {
      // Runs of odd and even lengths, starting at odd and even columns.
      for (start, end) in [(0, 119), (3, 3), (10, 25), (47, 52), (101, 118)] {
        positions.initialize(repeating: 7, count: 2 * width + 4)
        ProjectiveMapping.storePositions(positions, from: start, through: end, map: map)
        for column in start...end {
          let x = positions[2 * column]
          if let (px, py) = reference(map, column) {
            #expect(x == px && positions[2 * column + 1] == py, "column \(column)")
          } else {
            #expect(x < 0, "column \(column)")
            skipped += 1
          }
        }
        // Nothing is written before the run, nor past the pair holding its last column.
        #expect(start == 0 || positions[2 * start - 1] == 7)
        #expect(positions[2 * (end + 2)] == 7)
      }
    }
    // Columns behind the eye and past the bounds were met.
    #expect(skipped > 100)
  }

  @Test func aRunMayBeOfOneColourOnlyFromABlockOfOneColour() throws {
    // Red, with one blue pixel at (40, 8): block (2, 0) is mixed; block (1, 0), whose taps
    // reach column 32 but not 40, and block (0, 1) are red.
    let surface = try CairoSurface(width: 64, height: 48)
    let data = try #require(cairo_image_surface_get_data(surface.surface))
    let stride = Int(cairo_image_surface_get_stride(surface.surface))
    for y in 0..<48 {
      let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<64 { row[x] = (x, y) == (40, 8) ? 0xFF00_00FF : 0xFFFF_0000 }
    }
    let pixels = ProjectiveMapping.Pixels(
      data: data, width: 64, height: 48, stride: stride)
    let blocks = UniformBlocks(pixels, uniformOutside: nil)
    defer { blocks.deallocate() }
    let inner = (width: 63, height: 47)
    // A position's top-left tap is position / 256 − 1.
    func starts(_ tapX: Int, _ tapY: Int) -> Bool {
      ProjectiveMapping.startsInUniformBlock(
        ((tapX + 1) * 256 + 17, (tapY + 1) * 256 + 200), blocks: blocks, inner: inner)
    }
    #expect(starts(5, 20))
    #expect(starts(20, 3))
    #expect(!starts(36, 3))
    #expect(!starts(47, 15))
    // Taps past the image (the last column and row have no right or lower neighbour).
    #expect(!starts(63, 20))
    #expect(!starts(5, 47))
    #expect(!starts(-1, 5))
  }
}
