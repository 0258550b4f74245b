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
      var row = [UInt8](repeating: 0, count: width)
      for y in 0..<height {
        let line = data + y * stride
        for radius in horizontal {
          row.withUnsafeMutableBufferPointer { copy in
            guard let base = copy.baseAddress else { return }
            for x in 0..<width { base[x] = line[x] }
            boxPass(from: base, to: line, count: width, radius: radius)
          }
        }
      }
    }
    let vertical = boxRadii(sigma: sigmaY)
    if !vertical.isEmpty {
      var source = [UInt8](repeating: 0, count: width * height)
      var sums = [Int](repeating: 0, count: width)
      for radius in vertical {
        source.withUnsafeMutableBufferPointer { src in
          for y in 0..<height {
            for x in 0..<width { src[y * width + x] = data[y * stride + x] }
          }
        }
        verticalPass(
          source, into: data, width: width, height: height, stride: stride, radius: radius,
          sums: &sums)
      }
    }
  }

  /// One horizontal box pass: `output[i]` = rounded mean of `input[i−r … i+r]`.
  private static func boxPass(
    from input: UnsafeMutablePointer<UInt8>, to output: UnsafeMutablePointer<UInt8>, count: Int,
    radius: Int
  ) {
    let diameter = 2 * radius + 1
    var sum = 0
    for i in 0...min(radius, count - 1) { sum += Int(input[i]) }
    for i in 0..<count {
      output[i] = UInt8((sum + diameter / 2) / diameter)
      let entering = i + radius + 1
      let leaving = i - radius
      if entering < count { sum += Int(input[entering]) }
      if leaving >= 0 { sum -= Int(input[leaving]) }
    }
  }

  /// One vertical box pass over all columns at once, row by row (cache friendly).
  private static func verticalPass(
    _ source: [UInt8], into data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
    radius: Int, sums: inout [Int]
  ) {
    let diameter = 2 * radius + 1
    source.withUnsafeBufferPointer { src in
      sums.withUnsafeMutableBufferPointer { sum in
        for x in 0..<width { sum[x] = 0 }
        for y in 0...min(radius, height - 1) {
          for x in 0..<width { sum[x] += Int(src[y * width + x]) }
        }
        for y in 0..<height {
          let line = data + y * stride
          for x in 0..<width { line[x] = UInt8((sum[x] + diameter / 2) / diameter) }
          let entering = y + radius + 1
          let leaving = y - radius
          if entering < height {
            for x in 0..<width { sum[x] += Int(src[entering * width + x]) }
          }
          if leaving >= 0 {
            for x in 0..<width { sum[x] -= Int(src[leaving * width + x]) }
          }
        }
      }
    }
  }
}
