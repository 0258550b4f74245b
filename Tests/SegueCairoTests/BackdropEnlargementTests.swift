import CCairo
import Foundation
import SegueGeometry
import Testing

@testable import SegueCairo

@Suite("Backdrop copy enlarged by its factor")
struct BackdropEnlargementTests {
  private func randomPixels(count: Int, seed: UInt64) -> [UInt8] {
    BackdropReductionTests.randomPixels(count: count, seed: seed)
  }

  /// An image surface holding `pixels` (width × height, 4 bytes each, rows packed).
  private func surface(holding pixels: [UInt8], width: Int, height: Int) throws -> CairoSurface {
    let surface = try CairoSurface(width: width, height: height)
    let data = try #require(cairo_image_surface_get_data(surface.surface))
    let stride = Int(cairo_image_surface_get_stride(surface.surface))
    for y in 0..<height {
      for x in 0..<width * 4 { data[y * stride + x] = pixels[y * width * 4 + x] }
    }
    cairo_surface_mark_dirty(surface.surface)
    return surface
  }

  /// Enlarges `source` (width × height) into `box`, in `pieces` of it one after the other,
  /// returning the box's pixels and the guard bytes around them (0xCD wherever not drawn).
  private func enlarge(
    _ source: [UInt8], width: Int, height: Int, factor: Int, origin: (x: Int, y: Int),
    box: PixelRect, pieces: [PixelRect]? = nil
  ) -> (pixels: [UInt8], guardsIntact: Bool) {
    var input = source
    // A pixel of guard on every side.
    let stride = (box.width + 2) * 4
    var output = [UInt8](repeating: 0xCD, count: stride * (box.height + 2))
    input.withUnsafeMutableBufferPointer { input in
      output.withUnsafeMutableBufferPointer { output in
        guard let inputData = input.baseAddress, let outputData = output.baseAddress else { return }
        let small = ProjectiveMapping.Pixels(
          data: inputData, width: width, height: height, stride: width * 4)
        let large = ProjectiveMapping.Pixels(
          data: outputData, width: box.width + 2, height: box.height + 2,
          stride: stride)
        for piece in pieces ?? [box] {
          BackdropEnlargement.enlarge(
            small, factor: factor, origin: origin, box: piece, into: large,
            destinationOrigin: (box.x - 1, box.y - 1))
        }
      }
    }
    var pixels: [UInt8] = []
    var guardsIntact = true
    for y in 0..<box.height + 2 {
      for x in 0..<(box.width + 2) * 4 {
        let inside = y > 0 && y <= box.height && x >= 4 && x < (box.width + 1) * 4
        if inside {
          pixels.append(output[y * stride + x])
        } else if output[y * stride + x] != 0xCD {
          guardsIntact = false
        }
      }
    }
    return (pixels, guardsIntact)
  }

  /// Enlarges `source` into `box` and checks each device pixel computed on its own: its exact
  /// position on the reduced grid, the 7-bit weights of its fraction, the taps clamped to the
  /// copy (pad), pixman's sums; and that nothing outside the box was written.
  private func expectSamples(
    of source: [UInt8], width: Int, height: Int, factor: Int, origin: (x: Int, y: Int),
    box: PixelRect
  ) {
    let (result, guardsIntact) = enlarge(
      source, width: width, height: height, factor: factor, origin: origin, box: box)
    #expect(guardsIntact, "factor \(factor): wrote outside \(box)")
    func tap(_ device: Int, _ start: Int, _ size: Int) -> (Int, Int, Int) {
      let u = (Double(device - start) + 0.5) / Double(factor) - 0.5
      let left = Int(u.rounded(.down))
      let weight = Int(((u - Double(left)) * 128).rounded(.down))
      return (min(max(left, 0), size - 1), min(max(left + 1, 0), size - 1), weight)
    }
    var mismatches = 0
    for y in box.y..<box.maxY {
      let (top, bottom, wy) = tap(y, origin.y, height)
      for x in box.x..<box.maxX {
        let (left, right, wx) = tap(x, origin.x, width)
        for channel in 0..<4 {
          func p(_ column: Int, _ row: Int) -> Int {
            Int(source[(row * width + column) * 4 + channel])
          }
          let l = p(left, top) * (128 - wy) + p(left, bottom) * wy
          let r = p(right, top) * (128 - wy) + p(right, bottom) * wy
          let expected = (l * (128 - wx) + r * wx) >> 14
          let got = Int(result[((y - box.y) * box.width + x - box.x) * 4 + channel])
          mismatches += got == expected ? 0 : 1
        }
      }
    }
    #expect(mismatches == 0, "factor \(factor), box \(box)")
  }

  @Test(arguments: [1, 2, 3, 6, 15])
  func everyPixelIsTheBilinearSampleAtItsExactPosition(factor: Int) {
    let (width, height) = (9, 7)
    let source = randomPixels(count: width * height, seed: UInt64(factor) + 11)
    let origin = (x: -5, y: 4)
    // Past every edge of the copy too, and an odd number of columns.
    let box = PixelRect(
      x: origin.x - factor - 2, y: origin.y - 2, width: (width + 2) * factor + 5,
      height: (height + 1) * factor + 3)
    expectSamples(
      of: source, width: width, height: height, factor: factor, origin: origin, box: box)
  }

  /// A copy plain in places — whole rows of one value, rows beginning and ending with runs of
  /// one value (the same as the rows around them or not), runs one pixel long — is enlarged to
  /// the same bytes as pixel by pixel, though the runs are filled rather than mixed; in boxes
  /// starting and ending anywhere.
  @Test(arguments: [1, 2, 3, 6, 15])
  func plainRunsAreFilledWithTheSamplesBytes(factor: Int) {
    let (width, height) = (12, 11)
    let noise = randomPixels(count: width * height, seed: UInt64(factor) + 40)
    let (a, b, c): ([UInt8], [UInt8], [UInt8]) = (
      [255, 255, 255, 255], [9, 80, 7, 200], [8, 80, 7, 200]
    )
    // Per row: the leading run's value and length, the trailing run's value and length.
    let rows: [([UInt8], Int, [UInt8], Int)] = [
      (a, 12, a, 12), (a, 12, a, 12), (a, 4, a, 3), (a, 5, b, 2), (a, 2, b, 6), (c, 3, b, 1),
      (a, 1, a, 1), (b, 12, b, 12), (a, 6, b, 6), (a, 0, a, 0), (a, 12, a, 12),
    ]
    var source = noise
    for (y, row) in rows.enumerated() {
      for x in 0..<width {
        let value = x < row.1 ? row.0 : x >= width - row.3 ? row.2 : nil
        guard let value else { continue }
        for channel in 0..<4 { source[(y * width + x) * 4 + channel] = value[channel] }
      }
    }
    let origin = (x: 3, y: -2)
    for (dx, dy, extra) in [(-factor - 2, -3, 5), (factor + 1, 2, -2 * factor), (0, 0, 0)] {
      let box = PixelRect(
        x: origin.x + dx, y: origin.y + dy, width: width * factor + extra,
        height: height * factor + extra + 1)
      guard !box.isEmpty else { continue }
      expectSamples(
        of: source, width: width, height: height, factor: factor, origin: origin, box: box)
    }
  }

  /// Drawn in pieces (a damage or occlusion clip's boxes), every pixel is what the whole draw
  /// gives it — which pixman's scaled bilinear path, stepping from each box's first pixel, did
  /// not promise.
  @Test func piecesGiveTheBytesOfTheWhole() {
    let (width, height, factor) = (40, 30, 7)
    let source = randomPixels(count: width * height, seed: 3)
    let origin = (x: 14, y: -21)
    let box = PixelRect(x: 14, y: -21, width: width * factor, height: height * factor)
    let whole = enlarge(
      source, width: width, height: height, factor: factor, origin: origin, box: box)
    let pieces = [
      PixelRect(x: 14, y: -21, width: 101, height: 37),
      PixelRect(x: 115, y: -21, width: 179, height: 37),
      PixelRect(x: 14, y: 16, width: 33, height: 173),
      PixelRect(x: 47, y: 16, width: 247, height: 173),
    ]
    #expect(pieces.map { $0.width * $0.height }.reduce(0, +) == box.width * box.height)
    let pieced = enlarge(
      source, width: width, height: height, factor: factor, origin: origin, box: box,
      pieces: pieces)
    #expect(pieced.pixels == whole.pixels)
    #expect(pieced.guardsIntact && whole.guardsIntact)
  }

  /// Against Cairo's own bilinear enlargement of the same copy (a scaled pattern, pad): the
  /// same picture, apart only where pixman's drifting positions round a weight differently —
  /// by one step of 1/128 each way at most: on this noise (neighbours up to 255 apart) at most
  /// 2 × 255/128 levels and the rounding, on a blur about a level.
  @Test(arguments: [2, 4, 9])
  func closeToCairosBilinearEnlargement(factor: Int) throws {
    let (width, height) = (31, 23)
    let source = randomPixels(count: width * height, seed: UInt64(factor))
    let small = try surface(holding: source, width: width, height: height)
    let large = try CairoSurface(width: width * factor, height: height * factor)
    let cr = try #require(cairo_create(large.surface))
    defer { cairo_destroy(cr) }
    cairo_scale(cr, Double(factor), Double(factor))
    cairo_set_source_surface(cr, small.surface, 0, 0)
    cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_paint(cr)
    cairo_surface_flush(large.surface)
    let box = PixelRect(x: 0, y: 0, width: width * factor, height: height * factor)
    let ours = enlarge(
      source, width: width, height: height, factor: factor, origin: (0, 0), box: box
    ).pixels
    let theirs = try #require(cairo_image_surface_get_data(large.surface))
    let largeStride = Int(cairo_image_surface_get_stride(large.surface))
    var (worst, differing) = (0, 0)
    for y in 0..<box.height {
      for x in 0..<box.width * 4 {
        let difference = abs(Int(ours[y * box.width * 4 + x]) - Int(theirs[y * largeStride + x]))
        worst = max(worst, difference)
        differing += difference == 0 ? 0 : 1
      }
    }
    #expect(worst <= 5, "factor \(factor): \(worst) levels")
    // A power of two's steps are exact in 16.16 fixed point: nothing drifts, nothing differs.
    if factor & (factor - 1) == 0 { #expect(differing == 0, "factor \(factor)") }
  }

  /// The node's background, and a fill over it, composited in the enlargement's pass give the
  /// bytes of Cairo filling them afterwards, over many colours and opacities (some on the 8-bit
  /// grid's edges) and an opaque, noisy copy; and the pass says it drew them only where it did.
  @Test func aBackgroundInTheSamePassIsCairosFillOverIt() throws {
    let (width, height, factor) = (12, 9, 5)
    var source = randomPixels(count: width * height, seed: 21)
    for i in stride(from: 3, to: source.count, by: 4) { source[i] = 255 }
    let small = try surface(holding: source, width: width, height: height)
    let deviceRect = PixelRect(x: -3, y: 2, width: width * factor, height: height * factor)
    let scratch = ScratchSurfaces()
    func fill(_ colour: Color, alpha: Double, in cr: OpaquePointer) {
      cairo_rectangle(cr, 4, 5, 37, 31)
      cairo_set_source_rgba(cr, colour.red, colour.green, colour.blue, colour.alpha * alpha)
      cairo_fill(cr)
    }
    func draw(_ background: Color?, overlay: (color: Color, alpha: Double)?) throws
      -> (bytes: [UInt8], fused: Bool)
    {
      let canvas = try CairoSurface(width: 50, height: 40)
      let cr = try #require(cairo_create(canvas.surface))
      defer { cairo_destroy(cr) }
      cairo_rectangle(cr, 4, 5, 37, 31)
      cairo_clip(cr)
      let fused = BackdropEnlargement.paint(
        small.surface, factor: factor, deviceRect: deviceRect, opaque: true, alpha: 1, in: cr,
        scratch: scratch, background: background, overlay: overlay)
      if !fused {
        if let background { fill(background, alpha: 1, in: cr) }
        if let overlay { fill(overlay.color, alpha: overlay.alpha, in: cr) }
      }
      cairo_surface_flush(canvas.surface)
      let pixels = try #require(cairo_image_surface_get_data(canvas.surface))
      let count = Int(cairo_image_surface_get_stride(canvas.surface)) * 40
      return (Array(UnsafeBufferPointer(start: pixels, count: count)), fused)
    }
    var state: UInt64 = 5
    func unit() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    let alphas = [1.0, 0.5, 1.0 / 255, 254.5 / 255, 0.708, 0.6 * 0.97]
    let apart = try draw(nil, overlay: nil)
    #expect(!apart.fused)
    for index in 0..<300 {
      let alpha = index < alphas.count ? alphas[index] : unit()
      let colour = Color(red: unit(), green: unit(), blue: unit(), alpha: alpha)
      let overlay = Color(red: unit(), green: unit(), blue: unit(), alpha: unit())
      let opacity = index % 7 == 0 ? 1 : unit()
      // The background alone, the background and a fill over it, the fill alone.
      let background = index % 3 == 2 ? nil : colour
      let over = index % 3 == 0 ? nil : (color: overlay, alpha: opacity)
      let together = try draw(background, overlay: over)
      #expect(together.fused)
      // Cairo's fills over the copy, drawn on a copy of the plain pass.
      let canvas = try CairoSurface(width: 50, height: 40)
      let target = try #require(cairo_image_surface_get_data(canvas.surface))
      for i in 0..<apart.bytes.count { target[i] = apart.bytes[i] }
      cairo_surface_mark_dirty(canvas.surface)
      let cr = try #require(cairo_create(canvas.surface))
      if let background { fill(background, alpha: 1, in: cr) }
      if let over { fill(over.color, alpha: over.alpha, in: cr) }
      cairo_destroy(cr)
      cairo_surface_flush(canvas.surface)
      let expected = Array(UnsafeBufferPointer(start: target, count: apart.bytes.count))
      #expect(together.bytes == expected, "colour \(colour), over \(String(describing: over))")
    }
  }

  /// The two spellings of a row's mix — SSE2's multiply-adds (`segue_mix_row`) in optimised
  /// builds, `UInt64` lanes in debug builds — give the same bytes, and those of the formula
  /// computed a channel at a time, with no, one or two colours over it, for every weight from
  /// 0 to 128, sums from 0 to 128·255, odd and even widths and starts.
  @Test func vectorsAndLanesMixTheSameBytes() {
    mixTheSameBytes(avx2: false)
  }

  /// The AVX2 row (eight pixels an iteration, then the SSE2 row for the last one to seven):
  /// the same bytes as the lanes and the formula. Runs only where the processor has AVX2.
  @Test(.enabled(if: CPUFeatures.hasAVX2, "this processor has no AVX2"))
  func avx2AndLanesMixTheSameBytes() {
    mixTheSameBytes(avx2: true)
  }

  /// Random rows mixed by the lanes and by the vectors (SSE2, or AVX2 with `avx2`): the same
  /// bytes, and each the formula's.
  private func mixTheSameBytes(avx2: Bool) {
    var random = SeededLCG(state: 7)
    let count = 37
    let largest = UInt64(128 * 255)
    func lanes() -> UInt64 {
      (0..<4).reduce(0) {
        let sum: UInt64 =
          switch UInt64.random(in: 0..<8, using: &random) {
          case 0: 0
          case 1: largest
          default: UInt64.random(in: 0...largest, using: &random)
          }
        return $0 | sum << (16 * $1)
      }
    }
    func colour() -> UInt32 {
      let alpha = UInt32.random(in: 0...255, using: &random)
      return (0..<3).reduce(alpha << 24) {
        $0 | UInt32.random(in: 0...alpha, using: &random) << (8 * $1)
      }
    }
    let storage = (0..<2).map { _ in UnsafeMutablePointer<UInt64>.allocate(capacity: count) }
    defer { for pointer in storage { pointer.deallocate() } }
    let upper = InterpolatedRow(sums: storage[0])
    let lower = InterpolatedRow(sums: storage[1])
    var (differing, wrong) = (0, 0)
    for trial in 0..<(129 * 6) {
      for x in 0..<count {
        upper.sums[x] = lanes()
        lower.sums[x] = lanes()
      }
      let overlays = Overlays(
        first: trial % 3 == 0 ? nil : colour(), second: trial % 5 < 2 ? nil : colour())
      let weight = UInt64(trial % 129)
      let width = trial % 2 == 0 ? count : count - 1
      let start = trial % 7
      var inLanes = [UInt8](repeating: 0, count: count * 4)
      var inVectors = [UInt8](repeating: 0, count: count * 4)
      inLanes.withUnsafeMutableBytes {
        guard let out = $0.baseAddress else { return }
        BackdropEnlargement.mixInLanes(
          upper, lower, weight: weight, overlays: overlays, columns: start..<width, into: out)
      }
      inVectors.withUnsafeMutableBytes {
        guard let out = $0.baseAddress else { return }
        BackdropEnlargement.mixInVectors(
          upper, lower, weight: weight, overlays: overlays, columns: start..<width, into: out,
          avx2: avx2)
      }
      differing += inLanes == inVectors ? 0 : 1
      for x in start..<width {
        for channel in 0..<4 {
          func sum(_ row: InterpolatedRow) -> Int { Int(row.sums[x] >> (16 * channel) & 0xFFFF) }
          var value = (sum(upper) * (128 - Int(weight)) + sum(lower) * Int(weight)) >> 14
          for pixel in [overlays.first, overlays.second].compactMap({ $0 }) {
            let t = value * (255 - Int(pixel >> 24)) + 128
            value = (t + t >> 8) >> 8 + Int(pixel >> (8 * channel) & 0xFF)
          }
          wrong += Int(inVectors[4 * x + channel]) == value ? 0 : 1
        }
      }
    }
    #expect(differing == 0)
    #expect(wrong == 0)
  }
}
