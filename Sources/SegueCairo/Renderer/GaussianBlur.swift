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
    guard width > 0, height > 0 else { return }
    let horizontal = boxRadii(sigma: sigmaX)
    if !horizontal.isEmpty {
      let row = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
      defer { row.deallocate() }
      for y in 0..<height {
        let line = data + y &* stride
        for radius in horizontal {
          row.update(from: line, count: width)
          boxPass(from: row, to: line, count: width, radius: radius)
        }
      }
    }
    let vertical = boxRadii(sigma: sigmaY)
    if !vertical.isEmpty {
      let source = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
      let sums = UnsafeMutablePointer<Int32>.allocate(capacity: width)
      defer {
        source.deallocate()
        sums.deallocate()
      }
      for radius in vertical {
        for y in 0..<height {
          (source + y &* width).update(from: data + y &* stride, count: width)
        }
        verticalPass(
          source, into: data, width: width, height: height, stride: stride, radius: radius,
          sums: sums)
      }
    }
  }

  /// One horizontal box pass: `output[i]` = rounded mean of `input[i−r … i+r]`.
  private static func boxPass(
    from input: UnsafeMutablePointer<UInt8>, to output: UnsafeMutablePointer<UInt8>, count: Int,
    radius: Int
  ) {
    let mean = RoundedMean(diameter: 2 * radius + 1)
    var sum = 0
    for i in 0...min(radius, count - 1) { sum &+= Int(input[i]) }
    for i in 0..<count {
      output[i] = mean(sum)
      let entering = i &+ radius &+ 1
      let leaving = i &- radius
      if entering < count { sum &+= Int(input[entering]) }
      if leaving >= 0 { sum &-= Int(input[leaving]) }
    }
  }

  /// One vertical box pass over all columns at once, row by row (cache friendly).
  private static func verticalPass(
    _ source: UnsafeMutablePointer<UInt8>, into data: UnsafeMutablePointer<UInt8>, width: Int,
    height: Int, stride: Int, radius: Int, sums: UnsafeMutablePointer<Int32>
  ) {
    let mean = RoundedMean(diameter: 2 * radius + 1)
    sums.update(repeating: 0, count: width)
    for y in 0...min(radius, height - 1) {
      let row = source + y &* width
      for x in 0..<width { sums[x] &+= Int32(row[x]) }
    }
    for y in 0..<height {
      let line = data + y &* stride
      for x in 0..<width { line[x] = mean(Int(sums[x])) }
      let entering = y &+ radius &+ 1
      let leaving = y &- radius
      if entering < height {
        let row = source + entering &* width
        for x in 0..<width { sums[x] &+= Int32(row[x]) }
      }
      if leaving >= 0 {
        let row = source + leaving &* width
        for x in 0..<width { sums[x] &-= Int32(row[x]) }
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
  }
}
