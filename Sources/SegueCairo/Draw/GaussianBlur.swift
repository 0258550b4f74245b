import CCairo
import Foundation

/// A Gaussian blur of 8-bit images, approximated by three successive box blurs per axis.
///
/// By the central limit theorem three box passes come within a few percent of a Gaussian; the
/// box widths are chosen so that their combined variance matches σ² as closely as odd integer
/// widths allow (the "boxes for Gauss" method: n passes of widths w or w + 2). Each pass is a
/// running sum, so the cost is independent of σ. Pixels outside the image count as transparent.
/// Integer arithmetic with rounding keeps the result deterministic. The alternative, a true
/// Gaussian kernel, costs O(σ) per pixel, which a shadow radius of 30 pt at 3× makes 180 taps.
///
/// Speed without vector types: the horizontal passes keep a pixel's four sums in the 16-bit
/// lanes of one `UInt64` and divide two lanes per 64-bit multiplication
/// (`RoundedMean.packedMeans`); the vertical passes are plain loops over 32-bit sums, which
/// optimised builds vectorise, or where the processor has AVX2 a C loop that multiplies eight
/// 32-bit lanes an instruction (`segue_vertical_step_avx2`, `CCairo/shim.h`; SSE2 has no such
/// multiplication). Generic `SIMD` code was faster in release builds but is not
/// specialised in debug builds, where each lane access went through the runtime's metadata
/// lookups (4455bf7: a debug suite that draws every frame took 4 × as long).
enum GaussianBlur {
  /// The number of box passes per axis.
  static let passes = 3

  /// The radii (half-widths, in pixels) of the box passes approximating a Gaussian of
  /// standard deviation `sigma` pixels. Empty when `sigma` is too small to blur.
  static func boxRadii(sigma: Double) -> [Int] {
    guard sigma.isFinite, sigma > 0 else { return [] }
    let n = Double(passes)
    let ideal = (12 * sigma * sigma / n + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    let upper = lower + 2
    let l = Double(lower)
    let lowerCount = ((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded()
    let radii = (0..<passes).map { Double($0) < lowerCount ? (lower - 1) / 2 : (upper - 1) / 2 }
    return radii.allSatisfy { $0 == 0 } ? [] : radii.filter { $0 > 0 }
  }

  /// How far, in pixels, a blur of `sigma` spreads alpha beyond its source.
  static func reach(sigma: Double) -> Int {
    boxRadii(sigma: sigma).reduce(0, +)
  }

  /// Blurs an alpha image in place.
  ///
  /// - Parameters:
  ///   - data: `height` rows of `stride` bytes, the first `width` of each being alpha values.
  ///   - sigmaX: horizontal standard deviation in pixels; `sigmaY` vertical.
  static func blurAlpha(
    _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigmaX: Double,
    sigmaY: Double, avx2: Bool = CPUFeatures.hasAVX2
  ) {
    blur(
      data, width: width, height: height, stride: stride, channels: 1, sigmaX: sigmaX,
      sigmaY: sigmaY, avx2: avx2)
  }

  /// Blurs the four channels of 32-bit pixels (premultiplied ARGB32) in place, each on its own:
  /// the same bytes as `blurAlpha` on each channel separately, without separating them.
  static func blurChannels(
    _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double,
    avx2: Bool = CPUFeatures.hasAVX2
  ) {
    blur(
      data, width: width, height: height, stride: stride, channels: 4, sigmaX: sigma,
      sigmaY: sigma, avx2: avx2)
  }

  /// Blurs `channels` interleaved 8-bit channels in place, each on its own. A vertical pass
  /// never mixes columns, so it runs over a row's bytes whatever the channels are; with `avx2`
  /// (where the processor has it) 32 of them at a time (`segue_vertical_step_avx2`).
  private static func blur(
    _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int,
    sigmaX: Double, sigmaY: Double, avx2: Bool
  ) {
    guard width > 0, height > 0 else { return }
    let horizontal = boxRadii(sigma: sigmaX).map { RoundedMean(diameter: 2 * $0 + 1) }
    if channels == 4, horizontal.allSatisfy(\.packs) {
      fourChannelPasses(
        data, width: width, height: height, stride: stride, means: horizontal, avx2: avx2)
    } else if channels == 1, height >= 4, horizontal.allSatisfy(\.packs) {
      horizontalPassesAlpha(
        data, width: width, height: height, stride: stride, means: horizontal, avx2: avx2)
    } else if !horizontal.isEmpty {
      let rowBytes = width &* channels
      let row = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
      defer { row.deallocate() }
      for y in 0..<height {
        let line = data + y &* stride
        for mean in horizontal {
          row.update(from: line, count: rowBytes)
          for channel in 0..<channels {
            boxPass(
              from: row + channel, to: line + channel, count: width, step: channels, mean: mean)
          }
        }
      }
    }
    verticalPasses(
      data, width: width &* channels, height: height, stride: stride,
      radii: boxRadii(sigma: sigmaY), avx2: avx2)
  }

  /// One horizontal box pass over every `step`-th byte: `output[i]` = rounded mean of
  /// `input[i−r … i+r]`, values past either end counting as 0.
  private static func boxPass(
    from input: UnsafeMutablePointer<UInt8>, to output: UnsafeMutablePointer<UInt8>, count: Int,
    step: Int, mean: RoundedMean
  ) {
    let radius = mean.radius
    var sum = 0
    for i in 0...min(radius, count - 1) { sum &+= Int(input[i &* step]) }
    for i in 0..<count {
      output[i &* step] = mean(sum)
      let entering = i &+ radius &+ 1
      let leaving = i &- radius
      if entering < count { sum &+= Int(input[entering &* step]) }
      if leaving >= 0 { sum &-= Int(input[leaving &* step]) }
    }
  }

  /// The horizontal passes of four interleaved channels, boxes that all `pack`: sixteen rows at
  /// a time with `avx2`, the rows left (or all of them) by `horizontalPasses4`.
  private static func fourChannelPasses(
    _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
    means: [RoundedMean], avx2: Bool
  ) {
    let done =
      avx2
      ? horizontalPassesFourRows(data, width: width, height: height, stride: stride, means: means)
      : 0
    horizontalPasses4(
      data + done &* stride, width: width, height: height &- done, stride: stride, means: means)
  }

  /// The horizontal passes of an alpha image, boxes that all `pack`, four rows at a time as the
  /// four channels of one row of words: byte k of word x is row k's alpha x. Channels are blurred
  /// each on its own, so these are the bytes of `boxPass` on each row, at the cost of the
  /// four-channel passes (with AVX2, sixteen rows' sums in one register) and of two copies; the
  /// one-channel `boxPass` steps one byte at a time. Rows past the last four take `boxPass`.
  private static func horizontalPassesAlpha(
    _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
    means: [RoundedMean], avx2: Bool
  ) {
    let groups = height / 4
    let rowBytes = width &* 4
    let words = UnsafeMutablePointer<UInt8>.allocate(capacity: groups &* rowBytes)
    defer { words.deallocate() }
    for group in 0..<groups {
      let rows = data + group &* 4 &* stride
      let word = words + group &* rowBytes
      for k in 0..<4 {
        let row = rows + k &* stride
        for x in 0..<width { word[x &* 4 &+ k] = row[x] }
      }
    }
    fourChannelPasses(
      words, width: width, height: groups, stride: rowBytes, means: means, avx2: avx2)
    for group in 0..<groups {
      let rows = data + group &* 4 &* stride
      let word = words + group &* rowBytes
      for k in 0..<4 {
        let row = rows + k &* stride
        for x in 0..<width { row[x] = word[x &* 4 &+ k] }
      }
    }
    let row = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
    defer { row.deallocate() }
    for y in groups &* 4..<height {
      let line = data + y &* stride
      for mean in means {
        row.update(from: line, count: width)
        boxPass(from: row, to: line, count: width, step: 1, mean: mean)
      }
    }
  }

  /// The horizontal passes of four interleaved channels, boxes that all `pack`: each row is
  /// copied to aligned words, passed from one word row to another, and copied back.
  private static func horizontalPasses4(
    _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
    means: [RoundedMean]
  ) {
    let words = UnsafeMutablePointer<UInt32>.allocate(capacity: 2 &* width)
    defer { words.deallocate() }
    let rowBytes = width &* 4
    for y in 0..<height {
      let line = UnsafeMutableRawPointer(data + y &* stride)
      UnsafeMutableRawPointer(words).copyMemory(from: line, byteCount: rowBytes)
      var (input, output) = (words, words + width)
      for mean in means {
        boxPass4(from: input, to: output, count: width, mean: mean)
        (input, output) = (output, input)
      }
      line.copyMemory(from: input, byteCount: rowBytes)
    }
  }

  /// The horizontal passes of four interleaved channels, boxes that all `pack`, four rows at
  /// a time by AVX2 (`segue_box_pass_rows4`: the four rows' sixteen running sums in one
  /// register, the same integers as `boxPass4`); returns how many rows it did (a multiple of
  /// four), the caller does the rest.
  private static func horizontalPassesFourRows(
    _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
    means: [RoundedMean]
  ) -> Int {
    guard let largest = means.map(\.radius).max() else { return height }
    let pad = largest &+ 1
    // Two interleaved rows of four, each with `pad` zero pixels of four before and after.
    let length = (width &+ 2 &* pad) &* 4
    let buffers = UnsafeMutablePointer<UInt32>.allocate(capacity: 2 &* length)
    defer { buffers.deallocate() }
    buffers.initialize(repeating: 0, count: 2 &* length)
    let first = buffers + pad &* 4
    let second = first + length
    var y = 0
    while y &+ 4 <= height {
      let rows = data + y &* stride
      segue_interleave_rows4(rows, stride, width, first)
      var (input, output) = (first, second)
      for mean in means {
        segue_box_pass_rows4(
          input, output, width, mean.radius, UInt32(truncatingIfNeeded: mean.half),
          UInt32(truncatingIfNeeded: mean.narrowMultiplier))
        (input, output) = (output, input)
      }
      segue_deinterleave_rows4(input, rows, stride, width)
      y &+= 4
    }
    return y
  }

  /// `boxPass` over four interleaved channels at once: a pixel's four sums in the 16-bit lanes
  /// of one word (lane by lane a sum stays within 0…255·d < 2¹⁶, so no carry crosses a lane).
  private static func boxPass4(
    from input: UnsafeMutablePointer<UInt32>, to output: UnsafeMutablePointer<UInt32>,
    count: Int, mean: RoundedMean
  ) {
    let radius = mean.radius
    var sum: UInt64 = 0
    for i in 0...min(radius, count - 1) { sum &+= widen(input[i]) }
    // Three stretches: no pixel leaves the box yet (i < r); pixels enter and leave; none
    // enters any more (i + r + 1 ≥ count). In a row narrower than the box's radius the first
    // stretch is the whole row (the others start at its end: a start past the end trapped).
    let start = min(radius, count)
    let middle = start..<max(count &- radius &- 1, start)
    for i in 0..<start {
      output[i] = mean.packedMeans(sum)
      if i &+ radius &+ 1 < count { sum &+= widen(input[i &+ radius &+ 1]) }
    }
    for i in middle {
      output[i] = mean.packedMeans(sum)
      sum = sum &+ widen(input[i &+ radius &+ 1]) &- widen(input[i &- radius])
    }
    for i in middle.upperBound..<count {
      output[i] = mean.packedMeans(sum)
      sum &-= widen(input[i &- radius])
    }
  }

  /// The four bytes of `word`, each in a 16-bit lane (byte k in bits 16k…16k+7).
  @inline(__always)
  static func widen(_ word: UInt32) -> UInt64 {
    let x = UInt64(word)
    let halves = (x | x &<< 16) & 0x0000_FFFF_0000_FFFF
    return (halves | halves &<< 8) & 0x00FF_00FF_00FF_00FF
  }

  /// The vertical passes over `width` byte columns, in place: each row is kept in `saved`
  /// (r + 1 rows, used in turn) before it is overwritten, for the step r rows later that
  /// subtracts it; rows still to come are read from `data`. A row of zeros enters past the
  /// bottom and leaves before the top.
  private static func verticalPasses(
    _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, radii: [Int],
    avx2: Bool
  ) {
    guard let largest = radii.max() else { return }
    let saved = UnsafeMutablePointer<UInt8>.allocate(capacity: width &* (largest &+ 2))
    let zeros = saved + width &* (largest &+ 1)
    zeros.initialize(repeating: 0, count: width)
    let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
    defer {
      saved.deallocate()
      sums.deallocate()
    }
    for radius in radii {
      let mean = RoundedMean(diameter: 2 * radius + 1)
      let slots = radius &+ 1
      sums.update(repeating: 0, count: width)
      for y in 0...min(radius, height - 1) {
        let row = data + y &* stride
        for x in 0..<width { sums[x] &+= UInt32(row[x]) }
      }
      for y in 0..<height {
        let line = data + y &* stride
        (saved + (y % slots) &* width).update(from: line, count: width)
        let entering = y &+ radius &+ 1 < height ? data + (y &+ radius &+ 1) &* stride : zeros
        let leaving = y >= radius ? saved + ((y &- radius) % slots) &* width : zeros
        verticalStep(
          line, sums: sums, entering: entering, leaving: leaving, width: width, mean: mean,
          avx2: avx2)
      }
    }
  }

  /// Writes a row of means and moves the sums one row down. A plain loop over 32-bit sums,
  /// which optimised builds vectorise by themselves.
  @inline(__always)
  private static func verticalStep(
    _ line: UnsafeMutablePointer<UInt8>, sums: UnsafeMutablePointer<UInt32>,
    entering: UnsafeMutablePointer<UInt8>, leaving: UnsafeMutablePointer<UInt8>, width: Int,
    mean: RoundedMean, avx2: Bool
  ) {
    if mean.packs {
      let half = UInt32(truncatingIfNeeded: mean.half)
      let multiplier = UInt32(truncatingIfNeeded: mean.narrowMultiplier)
      let done =
        avx2
        ? segue_vertical_step_avx2(line, sums, entering, leaving, width, half, multiplier) : 0
      for x in done..<width {
        let sum = sums[x]
        line[x] = UInt8(truncatingIfNeeded: ((sum &+ half) &* multiplier) &>> 23)
        sums[x] = sum &+ UInt32(entering[x]) &- UInt32(leaving[x])
      }
    } else {
      for x in 0..<width {
        let sum = sums[x]
        line[x] = mean(Int(sum))
        sums[x] = sum &+ UInt32(entering[x]) &- UInt32(leaving[x])
      }
    }
  }
}
