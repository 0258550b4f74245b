import Foundation

/// A Gaussian blur of an 8-bit alpha image, approximated by three successive box blurs per axis.
///
/// By the central limit theorem three box passes come within a few percent of a Gaussian; the
/// box widths are chosen so that their combined variance matches σ² as closely as odd integer
/// widths allow (the "boxes for Gauss" method: n passes of widths w or w + 2). Each pass is a
/// running sum, so the cost is independent of σ. Pixels outside the image count as transparent.
/// Integer arithmetic with rounding keeps the result deterministic. The alternative, a true
/// Gaussian kernel, costs O(σ) per pixel, which a shadow radius of 30 pt at 3× makes 180 taps.
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
    sigmaY: Double
  ) {
    blur(
      data, width: width, height: height, stride: stride, channels: 1, sigmaX: sigmaX,
      sigmaY: sigmaY)
  }

  /// Blurs the four channels of 32-bit pixels (premultiplied ARGB32) in place, each on its own:
  /// the same bytes as `blurAlpha` on each channel separately, without separating them.
  static func blurChannels(
    _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double
  ) {
    blur(
      data, width: width, height: height, stride: stride, channels: 4, sigmaX: sigma,
      sigmaY: sigma)
  }

  /// Blurs `channels` interleaved 8-bit channels in place, each on its own. A vertical pass
  /// never mixes columns, so it runs over a row's bytes whatever the channels are.
  private static func blur(
    _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int,
    sigmaX: Double, sigmaY: Double
  ) {
    guard width > 0, height > 0 else { return }
    let rowBytes = width &* channels
    let horizontal = boxRadii(sigma: sigmaX)
    if !horizontal.isEmpty {
      let row = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
      defer { row.deallocate() }
      for y in 0..<height {
        let line = data + y &* stride
        for radius in horizontal {
          row.update(from: line, count: rowBytes)
          if channels == 4, RoundedMean(diameter: 2 * radius + 1).narrowMultiplier != 0 {
            boxPass4(from: row, to: line, count: width, radius: radius)
            continue
          }
          for channel in 0..<channels {
            boxPass(
              from: row + channel, to: line + channel, count: width, step: channels,
              radius: radius)
          }
        }
      }
    }
    let vertical = boxRadii(sigma: sigmaY)
    guard let largest = vertical.max() else { return }
    // The rows a pass has overwritten but still subtracts, r + 1 of them in turn.
    let saved = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * (largest + 1))
    let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: rowBytes)
    defer {
      saved.deallocate()
      sums.deallocate()
    }
    for radius in vertical {
      verticalPass(
        data, width: rowBytes, height: height, stride: stride, radius: radius, saved: saved,
        sums: sums)
    }
  }

  /// One horizontal box pass over every `step`-th byte: `output[i]` = rounded mean of
  /// `input[i−r … i+r]`, values past either end counting as 0.
  private static func boxPass(
    from input: UnsafeMutablePointer<UInt8>, to output: UnsafeMutablePointer<UInt8>, count: Int,
    step: Int, radius: Int
  ) {
    let mean = RoundedMean(diameter: 2 * radius + 1)
    var sum: UInt32 = 0
    for i in 0...min(radius, count - 1) { sum &+= UInt32(input[i &* step]) }
    // Three stretches: no value leaves the box yet (i < r); values enter and leave; none
    // enters any more (i + r + 1 ≥ count).
    let middle = radius..<max(count &- radius &- 1, radius)
    for i in 0..<min(radius, count) {
      output[i &* step] = mean(Int(sum))
      if i &+ radius &+ 1 < count { sum &+= UInt32(input[(i &+ radius &+ 1) &* step]) }
    }
    if mean.multiplier != 0 {
      for i in middle {
        output[i &* step] = mean.byMultiplying(sum)
        sum =
          sum &+ UInt32(input[(i &+ radius &+ 1) &* step]) &- UInt32(input[(i &- radius) &* step])
      }
    } else {
      for i in middle {
        output[i &* step] = mean(Int(sum))
        sum =
          sum &+ UInt32(input[(i &+ radius &+ 1) &* step]) &- UInt32(input[(i &- radius) &* step])
      }
    }
    for i in max(middle.upperBound, min(radius, count))..<count {
      output[i &* step] = mean(Int(sum))
      sum &-= UInt32(input[(i &- radius) &* step])
    }
  }

  /// `boxPass` over four interleaved channels at once (a box with a `narrowMultiplier`): the
  /// same sums, kept in the lanes of one vector.
  private static func boxPass4(
    from input: UnsafeMutablePointer<UInt8>, to output: UnsafeMutablePointer<UInt8>, count: Int,
    radius: Int
  ) {
    let mean = RoundedMean(diameter: 2 * radius + 1)
    let source = UnsafeRawPointer(input)
    let target = UnsafeMutableRawPointer(output)
    @inline(__always) func pixel(_ i: Int) -> SIMD4<UInt32> {
      SIMD4(truncatingIfNeeded: source.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt8>.self))
    }
    @inline(__always) func store(_ sum: SIMD4<UInt32>, at i: Int) {
      target.storeBytes(
        of: SIMD4<UInt8>(truncatingIfNeeded: mean.narrow(sum)), toByteOffset: i &* 4,
        as: SIMD4<UInt8>.self)
    }
    var sum = SIMD4<UInt32>.zero
    for i in 0...min(radius, count - 1) { sum &+= pixel(i) }
    let middle = radius..<max(count &- radius &- 1, radius)
    for i in 0..<min(radius, count) {
      store(sum, at: i)
      if i &+ radius &+ 1 < count { sum &+= pixel(i &+ radius &+ 1) }
    }
    for i in middle {
      store(sum, at: i)
      sum = sum &+ pixel(i &+ radius &+ 1) &- pixel(i &- radius)
    }
    for i in max(middle.upperBound, min(radius, count))..<count {
      store(sum, at: i)
      sum &-= pixel(i &- radius)
    }
  }

  /// One vertical box pass over all columns at once, row by row (cache friendly), in place:
  /// each row is kept in `saved` (r + 1 rows, used in turn) before it is overwritten, for the
  /// step r rows later that subtracts it; rows still to come are read from `data`.
  private static func verticalPass(
    _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, radius: Int,
    saved: UnsafeMutablePointer<UInt8>, sums: UnsafeMutablePointer<UInt32>
  ) {
    let mean = RoundedMean(diameter: 2 * radius + 1)
    let slots = radius + 1
    sums.update(repeating: 0, count: width)
    for y in 0...min(radius, height - 1) {
      let row = data + y &* stride
      for x in 0..<width { sums[x] &+= UInt32(row[x]) }
    }
    for y in 0..<height {
      let line = data + y &* stride
      (saved + (y % slots) &* width).update(from: line, count: width)
      let entering = y &+ radius &+ 1 < height ? data + (y &+ radius &+ 1) &* stride : nil
      let leaving = y >= radius ? saved + ((y &- radius) % slots) &* width : nil
      if mean.narrowMultiplier != 0, let entering, let leaving {
        // The common case, eight columns at a time, in 32 bits (vector units multiply those).
        var x = 0
        while x &+ 8 <= width {
          let sum = UnsafeRawPointer(sums + x).loadUnaligned(as: SIMD8<UInt32>.self)
          UnsafeMutableRawPointer(line + x).storeBytes(
            of: SIMD8<UInt8>(truncatingIfNeeded: mean.narrow(sum)), as: SIMD8<UInt8>.self)
          let added = SIMD8<UInt32>(
            truncatingIfNeeded: UnsafeRawPointer(entering + x).loadUnaligned(
              as: SIMD8<UInt8>.self))
          let removed = SIMD8<UInt32>(
            truncatingIfNeeded: UnsafeRawPointer(leaving + x).loadUnaligned(
              as: SIMD8<UInt8>.self))
          UnsafeMutableRawPointer(sums + x).storeBytes(
            of: sum &+ added &- removed, as: SIMD8<UInt32>.self)
          x &+= 8
        }
        while x < width {
          let sum = sums[x]
          line[x] = UInt8(truncatingIfNeeded: mean.narrow(sum))
          sums[x] = sum &+ UInt32(entering[x]) &- UInt32(leaving[x])
          x &+= 1
        }
        continue
      }
      if mean.multiplier != 0, let entering, let leaving {
        for x in 0..<width {
          let sum = sums[x]
          line[x] = mean.byMultiplying(sum)
          sums[x] = sum &+ UInt32(entering[x]) &- UInt32(leaving[x])
        }
        continue
      }
      for x in 0..<width { line[x] = mean(Int(sums[x])) }
      if let entering {
        for x in 0..<width { sums[x] &+= UInt32(entering[x]) }
      }
      if let leaving {
        for x in 0..<width { sums[x] &-= UInt32(leaving[x]) }
      }
    }
  }

  /// Division of a box's sum by its width, rounded, by a multiplication and a shift.
  ///
  /// With m = ⌈2³²/d⌉ = (2³² + e)/d, 0 ≤ e < d, ⌊n·m / 2³²⌋ = ⌊n/d + n·e/(d·2³²)⌋, which is
  /// ⌊n/d⌋ whenever n·e < 2³². Numerators are at most 255·d + d/2 < 256·d, so any box narrower
  /// than 2¹² pixels divides exactly: the same bytes as dividing, several times faster. (Boxes
  /// stay far below that: shadows cap σ at 128 px, a box of ~257; backdrops blur reduced images.)
  struct RoundedMean {
    let half: UInt64
    let diameter: UInt64
    /// ⌈2³²/d⌉, or 0 for a box too wide for the shortcut (then it divides).
    let multiplier: UInt64

    init(diameter: Int) {
      self.diameter = UInt64(max(diameter, 1))
      half = self.diameter / 2
      multiplier = self.diameter < 1 << 12 ? ((1 << 32) + self.diameter - 1) / self.diameter : 0
    }

    /// ⌊(sum + d/2) / d⌋ for a sum of at most 255·d.
    @inline(__always)
    func callAsFunction(_ sum: Int) -> UInt8 {
      let n = UInt64(truncatingIfNeeded: sum) &+ half
      return UInt8(truncatingIfNeeded: multiplier != 0 ? (n &* multiplier) >> 32 : n / diameter)
    }

    /// ⌈2²³/d⌉ for boxes of at most 181 values, else 0. Then n·e < 256·d² ≤ 2²³ (exact, as
    /// above) and n·m < 2³¹ + 256·d: the shortcut in 32 bits, which vector units multiply.
    var narrowMultiplier: UInt32 {
      diameter <= 181 ? UInt32(((1 << 23) + diameter - 1) / diameter) : 0
    }

    /// ⌊(sum + d/2) / d⌋ in 32 bits, for a box with a `narrowMultiplier`.
    @inline(__always)
    func narrow(_ sum: UInt32) -> UInt32 {
      ((sum &+ UInt32(truncatingIfNeeded: half)) &* narrowMultiplier) >> 23
    }

    /// ⌊(sum + d/2) / d⌋ for each lane, for a box with a `narrowMultiplier`.
    @inline(__always)
    func narrow<Lanes: SIMD<UInt32>>(_ sums: Lanes) -> Lanes {
      ((sums &+ UInt32(truncatingIfNeeded: half)) &* narrowMultiplier) &>> 23
    }

    /// The same for a box narrow enough for the shortcut (`multiplier` ≠ 0).
    @inline(__always)
    func byMultiplying(_ sum: UInt32) -> UInt8 {
      UInt8(truncatingIfNeeded: ((UInt64(sum) &+ half) &* multiplier) >> 32)
    }
  }
}
