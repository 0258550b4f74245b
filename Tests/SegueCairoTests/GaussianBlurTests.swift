import Foundation
import Testing

@testable import SegueCairo

@Suite("Gaussian blur by three box passes")
struct GaussianBlurTests {
  @Test(arguments: [1.5, 2.0, 4.0, 7.5, 12.0, 30.0])
  func boxPassesMatchTheVariance(sigma: Double) {
    // A box of width w has variance (w² − 1) / 12; variances of successive passes add.
    let variance = GaussianBlur.boxRadii(sigma: sigma).map { r -> Double in
      let w = Double(2 * r + 1)
      return (w * w - 1) / 12
    }.reduce(0, +)
    #expect(
      abs(variance.squareRoot() - sigma) / sigma < 0.15, "σ \(variance.squareRoot()) for \(sigma)")
  }

  @Test func tinySigmaDoesNotBlur() {
    #expect(GaussianBlur.boxRadii(sigma: 0.3).isEmpty)
    #expect(GaussianBlur.boxRadii(sigma: 0).isEmpty)
  }

  @Test func blurSpreadsAnImpulseSymmetricallyAndKeepsItsMass() {
    let side = 41
    var pixels = [UInt8](repeating: 0, count: side * side)
    for y in 18...22 { for x in 18...22 { pixels[y * side + x] = 255 } }
    let before = pixels.reduce(0) { $0 + Int($1) }
    pixels.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      GaussianBlur.blurAlpha(base, width: side, height: side, stride: side, sigmaX: 3, sigmaY: 3)
    }
    let after = pixels.reduce(0) { $0 + Int($1) }
    #expect(abs(after - before) < before / 50)
    #expect(pixels[20 * side + 20] < 255 && pixels[20 * side + 20] > 60)
    for d in 1...10 {
      #expect(pixels[20 * side + 20 - d] == pixels[20 * side + 20 + d])
      #expect(pixels[(20 - d) * side + 20] == pixels[(20 + d) * side + 20])
    }
  }
}

/// The blur's division by multiplication gives exactly the rounded quotient for every sum a
/// box can hold, over the whole range of widths where it is used (and divides past it).
@Suite struct RoundedMeanTests {
  @Test(arguments: [1, 3, 5, 7, 9, 25, 51, 99, 127, 255, 257, 511, 1023, 2047, 4095, 4097, 9999])
  func matchesIntegerDivision(_ diameter: Int) {
    let mean = GaussianBlur.RoundedMean(diameter: diameter)
    var mismatches = 0
    for sum in stride(from: 0, through: 255 * diameter, by: max(1, diameter / 97)) {
      if Int(mean(sum)) != (sum + diameter / 2) / diameter { mismatches += 1 }
    }
    // The largest sums, where an inexact reciprocal would err first.
    for sum in (255 * diameter - min(diameter, 300))...(255 * diameter)
    where Int(mean(sum)) != (sum + diameter / 2) / diameter {
      mismatches += 1
    }
    #expect(mismatches == 0)
  }

  /// Four sums in the lanes of a word, for every box that packs and every sum such a box can
  /// hold (each sum in turn in each lane, beside the largest and smallest neighbours).
  @Test func packedMeansMatchIntegerDivision() {
    var mismatches = 0
    for diameter in 1...181 {
      let mean = GaussianBlur.RoundedMean(diameter: diameter)
      #expect(mean.packs)
      let most = 255 * diameter
      let expected = { (sum: Int) in UInt32((sum + diameter / 2) / diameter) }
      for sum in 0...most {
        let lane = sum % 4
        let neighbour = sum % 8 < 4 ? most : 0
        var sums: UInt64 = 0
        var want: UInt32 = 0
        for k in 0..<4 {
          let value = k == lane ? sum : neighbour
          sums |= UInt64(value) << (16 * k)
          want |= expected(value) << (8 * k)
        }
        if mean.packedMeans(sums) != want { mismatches += 1 }
      }
    }
    #expect(mismatches == 0)
    #expect(!GaussianBlur.RoundedMean(diameter: 183).packs)
  }
}

/// The blur against its definition, computed directly: each pass the rounded mean of a box of
/// 2r + 1 values, values past the image counting as 0, rows then columns, each channel on its
/// own. The fast passes (running sums, rows kept in turn, interleaved channels) must give the
/// same bytes.
@Suite struct GaussianBlurExactnessTests {
  /// One channel of `pixels` (`channels` interleaved) blurred by direct box sums.
  static func reference(
    _ pixels: [UInt8], width: Int, height: Int, channels: Int, channel: Int, sigma: Double
  ) -> [UInt8] {
    var plane = (0..<width * height).map { Int(pixels[$0 * channels + channel]) }
    func pass(radius: Int, horizontal: Bool) {
      var out = plane
      for y in 0..<height {
        for x in 0..<width {
          var sum = 0
          for d in -radius...radius {
            let (sx, sy) = horizontal ? (x + d, y) : (x, y + d)
            if sx >= 0, sx < width, sy >= 0, sy < height { sum += plane[sy * width + sx] }
          }
          let diameter = 2 * radius + 1
          out[y * width + x] = (sum + diameter / 2) / diameter
        }
      }
      plane = out
    }
    let radii = GaussianBlur.boxRadii(sigma: sigma)
    for radius in radii { pass(radius: radius, horizontal: true) }
    for radius in radii { pass(radius: radius, horizontal: false) }
    return plane.map { UInt8($0) }
  }

  /// Both spellings of the vertical passes where the processor has AVX2 (32 columns at a time
  /// by `segue_vertical_step_avx2`, then the plain loop), the plain loop alone elsewhere.
  @Test(arguments: [(0.8, 1), (2.5, 1), (6.0, 4), (1.3, 4), (3.0, 4), (100.0, 4)])
  func matchesTheDirectSums(sigma: Double, channels: Int) {
    for avx2 in CPUFeatures.hasAVX2 ? [false, true] : [false] {
      matchesTheDirectSums(sigma: sigma, channels: channels, avx2: avx2)
    }
  }

  /// An alpha image's rows are blurred across four at a time as one row of four channels (with
  /// AVX2 sixteen at a time), the rows past the last four one by one: 27 rows are four groups
  /// for the AVX2 passes, two for the plain ones and three single rows; 3 rows are all single.
  /// σ = 18 is a card's shadow at 3×; σ = 100's boxes are too wide to pack (one row at a time).
  @Test(arguments: [(6.0, 27), (18.0, 27), (3.0, 4), (2.5, 3), (0.8, 8), (100.0, 9)])
  func alphaRowsInGroupsOfFour(sigma: Double, height: Int) {
    for avx2 in CPUFeatures.hasAVX2 ? [false, true] : [false] {
      matchesTheDirectSums(sigma: sigma, channels: 1, avx2: avx2, height: height)
    }
  }

  /// Images narrower than a box: a shadow's mask one to a few pixels wide under a wide blur
  /// (found by the random scenes, where a box pass of four channels ran its last stretch from
  /// past the row's end and trapped). Every path: one channel in rows of four and single rows,
  /// four channels, with AVX2 (17 rows: four groups of four for its sixteen) and without.
  @Test(arguments: [1, 2, 3, 5, 8])
  func imagesNarrowerThanTheBox(width: Int) {
    for avx2 in CPUFeatures.hasAVX2 ? [false, true] : [false] {
      for (sigma, height) in [(6.0, 17), (6.0, 9), (6.0, 3), (2.5, 6), (18.0, 5)] {
        matchesTheDirectSums(sigma: sigma, channels: 1, avx2: avx2, width: width, height: height)
      }
      matchesTheDirectSums(sigma: 6.0, channels: 4, avx2: avx2, width: width, height: 5)
    }
  }

  private func matchesTheDirectSums(
    sigma: Double, channels: Int, avx2: Bool, width: Int = 43, height: Int = 17
  ) {
    // 43 columns by default: one or more runs of 32 bytes and a rest, with one channel or four.
    // Scrambled bytes (a multiplicative hash of the index), different for each case.
    let seed = Int(sigma * 1000) + channels
    let pixels = (0..<width * height * channels).map {
      UInt8(truncatingIfNeeded: (($0 + seed) &* 2_654_435_761) >> 11)
    }
    // Rows padded past the pixels, as Cairo's strides are, to check that padding stays put.
    let stride = width * channels + 5
    var buffer = [UInt8](repeating: 7, count: stride * height)
    for y in 0..<height {
      for x in 0..<width * channels { buffer[y * stride + x] = pixels[y * width * channels + x] }
    }
    buffer.withUnsafeMutableBufferPointer { bytes in
      guard let base = bytes.baseAddress else { return }
      if channels == 1 {
        GaussianBlur.blurAlpha(
          base, width: width, height: height, stride: stride, sigmaX: sigma, sigmaY: sigma,
          avx2: avx2)
      } else {
        GaussianBlur.blurChannels(
          base, width: width, height: height, stride: stride, sigma: sigma, avx2: avx2)
      }
    }
    for channel in 0..<channels {
      let expected = Self.reference(
        pixels, width: width, height: height, channels: channels, channel: channel, sigma: sigma)
      let got = (0..<width * height).map {
        buffer[($0 / width) * stride + ($0 % width) * channels + channel]
      }
      #expect(
        got == expected, "channel \(channel), σ \(sigma), AVX2 \(avx2), \(width)×\(height)")
    }
    #expect(
      (0..<height).allSatisfy { y in
        (width * channels..<stride).allSatisfy { buffer[y * stride + $0] == 7 }
      })
  }
}
