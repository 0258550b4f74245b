import CCairo
import Foundation
import SegueGeometry
import Testing

@testable import SegueCairo

@Suite("Runs of one colour through the uniform rows of blocks of many colours")
struct UniformRowTests {
  /// A 320×240 plane shaded as a sky, a colour per band of three or four rows, with a dot
  /// of another colour in every 16×16 block (so that every block is of many colours, and a
  /// dot lies in the column past some blocks) and a diagonal line.
  private func plane() throws -> CairoSurface {
    let made = try CairoSurface(width: 320, height: 240)
    let data = try #require(cairo_image_surface_get_data(made.surface))
    let stride = Int(cairo_image_surface_get_stride(made.surface))
    for y in 0..<240 {
      let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      let band = UInt32(y * 5 / 17)
      for x in 0..<320 {
        let (bx, by) = (x / 16, y / 16)
        let isDot =
          (x % 16, y % 16) == ((bx * 7 + by * 3) % 16, (bx * 5 + by * 11) % 16)
        row[x] =
          isDot || x == y + 40
          ? 0xFFF0_E0D0 : 0xFF00_0000 | (band & 0xFF) << 8 | (0x40 + band / 2) & 0xFF
      }
    }
    cairo_surface_mark_dirty(made.surface)
    return made
  }

  private func pixels(_ s: CairoSurface) throws -> ProjectiveMapping.Pixels {
    try #require(ProjectiveMapping.Pixels(imageSurface: s.surface))
  }

  /// The resampled pixels computed one at a time with all four taps read: the position as
  /// pass 1 defines it (rounded by the standard library), `bilinear` over the taps (in two
  /// steps where some lie outside the image, transparent), then the fade. Pixels whose
  /// preimage is outside stay 0. (Also the reference of `LongerRunTests`.)
  static func tapped(
    _ source: ProjectiveMapping.Pixels, _ map: Homography, width: Int, height: Int,
    opacity: Double
  ) throws -> [UInt32] {
    let inverse = try #require(map.inverted())
    let fade = UInt32((opacity * 256).rounded())
    let limitX = Double(source.width + 1) * 256
    let limitY = Double(source.height + 1) * 256
    func texel(_ x: Int, _ y: Int) -> UInt32 {
      guard x >= 0, y >= 0, x < source.width, y < source.height else { return 0 }
      return UnsafeRawPointer(source.data + y * source.stride)
        .load(fromByteOffset: 4 * x, as: UInt32.self)
    }
    var out = [UInt32](repeating: 0, count: width * height)
    for row in 0..<height {
      let dy = Double(row) + 0.5
      let u0 = 0.5 * inverse.h11 + dy * inverse.h21 + inverse.h31
      let v0 = 0.5 * inverse.h12 + dy * inverse.h22 + inverse.h32
      let q0 = 0.5 * inverse.h13 + dy * inverse.h23 + inverse.h33
      for column in 0..<width {
        let c = Double(column)
        let q = q0 + c * inverse.h13
        let r = 1 / q
        let px = (u0 + c * inverse.h11) * r * 256 + 128
        let py = (v0 + c * inverse.h12) * r * 256 + 128
        guard q > 0, px > 0, py > 0, px < limitX, py < limitY else { continue }
        let x = Int(px.rounded(.toNearestOrEven))
        let y = Int(py.rounded(.toNearestOrEven))
        let (x0, y0) = ((x >> 8) - 1, (y >> 8) - 1)
        let (wx, wy) = (UInt32(x & 255), UInt32(y & 255))
        var pixel: UInt32
        if x0 >= 0, y0 >= 0, x0 + 1 < source.width, y0 + 1 < source.height {
          pixel = ProjectiveMapping.bilinear(
            texel(x0, y0), texel(x0 + 1, y0), texel(x0, y0 + 1), texel(x0 + 1, y0 + 1), wx, wy)
        } else {
          // At the edge the resampler interpolates in two steps, rounding each.
          let top = ProjectiveMapping.lerpLanes(texel(x0, y0), texel(x0 + 1, y0), wx)
          let bottom = ProjectiveMapping.lerpLanes(texel(x0, y0 + 1), texel(x0 + 1, y0 + 1), wx)
          pixel = ProjectiveMapping.lerpLanes(top, bottom, wy)
        }
        if fade < 256 { pixel = ProjectiveMapping.scale(pixel, by: fade) }
        out[row * width + column] = pixel
      }
    }
    return out
  }

  @Test func aBlockRowIsUniformWhenTheRowsItsTapsReachAreOneColour() throws {
    let surface = try plane()
    let source = try pixels(surface)
    let blocks = UniformBlocks(source, uniformOutside: nil)
    defer { blocks.deallocate() }
    func pixel(_ x: Int, _ y: Int) -> UInt32 {
      UnsafeRawPointer(source.data + y * source.stride).load(fromByteOffset: 4 * x, as: UInt32.self)
    }
    var (uniform, mixed) = (0, 0)
    for by in 0..<15 {
      for bx in 0..<20 {
        #expect(blocks.uniformColor(bx * 16, by * 16) == nil)
        for y in (by * 16)..<min(by * 16 + 16, 239) {
          // By brute force: the row and the one below, the block and the column past it.
          let first = pixel(bx * 16, y)
          let isOneColour = (y...(y + 1)).allSatisfy { ty in
            (bx * 16...min(bx * 16 + 16, 319)).allSatisfy { pixel($0, ty) == first }
          }
          #expect(blocks.rowColor(bx, y) == (isOneColour ? first : nil), "block \(bx), row \(y)")
          if isOneColour { uniform += 1 } else { mixed += 1 }
        }
      }
    }
    // Both kinds are met, and rows of one colour are the common case.
    #expect(uniform > 2_000 && mixed > 1_000)
  }

  @Test(arguments: [1.0, 0.6])
  func runsThroughUniformRowsGiveTheTappedPixels(opacity: Double) throws {
    let surface = try plane()
    let source = try pixels(surface)
    var compared = 0
    var blocksWithRows = 0
    for angle in [-1.1, -0.6, 0.3, 0.9] {
      for zoom in [1.0, 2.5, 4.0] {
        let turn = Homography(
          Transform3D(translationX: -160, y: -120, z: 0)
            .concatenating(ProjectionTests.rotationY(angle))
            .concatenating(ProjectionTests.rotationX(0.2))
            .concatenating(Transform3D(scaleX: zoom, y: zoom, z: 1))
            .concatenating(ProjectionTests.perspective(900))
            .concatenating(Transform3D(translationX: 180, y: 140, z: 0)))
        let target = try CairoSurface(width: 360, height: 280)
        let out = try pixels(target)
        let blocks = UniformBlocks(source, uniformOutside: nil, measuringReach: true)
        defer { blocks.deallocate() }
        ProjectiveMapping.resample(
          source, by: turn, into: out, origin: (0, 0), opacity: opacity, blocks: blocks)
        // Not vacuous: runs looked at the rows of blocks and found some of one colour.
        blocksWithRows += blocks.rowMasks.filter { $0 > UniformBlocks.rowsClassified }.count
        let expected = try Self.tapped(source, turn, width: 360, height: 280, opacity: opacity)
        var differing = 0
        for y in 0..<280 {
          let row = UnsafeRawPointer(out.data + y * out.stride)
            .assumingMemoryBound(to: UInt32.self)
          for x in 0..<360 where row[x] != expected[y * 360 + x] { differing += 1 }
        }
        #expect(differing == 0, "angle \(angle), zoom \(zoom)")
        compared += 1
      }
    }
    #expect(compared == 12)
    #expect(blocksWithRows > 500)
  }
}
