import Foundation

/// How a wide shadow's mask is made: its shape drawn `factor` times smaller each way, blurred
/// there by what is left of σ, and enlarged back bilinearly into the full-resolution mask.
///
/// Why: a blur of σ ≥ 32 device pixels (the zoom platter's radius of 40 pt is σ = 60 px at 3×)
/// spreads over hundreds of pixels, and its shape changes every frame of a zoom (size, corner
/// radius), so no mask can be kept: at full resolution the blur alone took about half of such a
/// frame. A Gaussian that wide has no detail a reduced grid loses. The shape drawn at 1/f
/// takes each reduced pixel's coverage by area (a box of f px, variance f²/12), the bilinear
/// enlargement a tent (f²/6), so the reduced blur is what is left of σ² after them. The factor
/// keeps at least `minimumReducedSigma` reduced pixels of blur: then the bilinear interpolation
/// of the blurred edge is within half a level of the smooth curve (error ≤ h²/8·|f″|, with
/// |f″| ≤ 255·0.242/σ′²). Narrower shadows (a card's 12 pt is 18 px at 3×) stay at full
/// resolution, where they cost little, and their pixels stay as they were.
///
/// The reduced grid is anchored to the mask space's origin, not to the region drawn: a frame
/// repainted in part (a smaller clip, so a smaller region) gets the same pixels as one drawn
/// whole, and a shadow moving by whole pixels keeps its shape on the grid.
struct ShadowReduction: Equatable {
  /// The least blur, in device pixels, drawn reduced.
  static let minimumSigma = 32.0
  /// The least blur, in reduced pixels, left after the reduction.
  static let minimumReducedSigma = 4.0
  /// The largest reduction (σ is capped at 128 px: `FramePainter.maximumShadowSigma`).
  static let maximumFactor = 16

  /// Device pixels per reduced pixel, each way.
  let factor: Int
  /// The blur of the reduced shape, in reduced pixels, each way.
  let reducedSigmaX: Double
  let reducedSigmaY: Double
  /// How far, in reduced pixels, the reduced shape extends past the region: the reduced
  /// blur's reach and one pixel for the bilinear enlargement.
  let reach: Int

  /// The reduction for a blur of `sigmaX` × `sigmaY` device pixels, or nil when it is drawn at
  /// full resolution.
  init?(sigmaX: Double, sigmaY: Double) {
    let least = min(sigmaX, sigmaY)
    guard least.isFinite, least >= Self.minimumSigma else { return nil }
    factor = min(Int(least / Self.minimumReducedSigma), Self.maximumFactor)
    let f = Double(factor)
    let resampling = f * f / 12 + f * f / 6
    reducedSigmaX = max(sigmaX * sigmaX - resampling, 0).squareRoot() / f
    reducedSigmaY = max(sigmaY * sigmaY - resampling, 0).squareRoot() / f
    reach =
      max(GaussianBlur.reach(sigma: reducedSigmaX), GaussianBlur.reach(sigma: reducedSigmaY)) + 1
  }

  /// The reduced pixels (multiples of `factor` from the origin, in reduced units) that the
  /// enlargement of `region` reads, widened by the reduced blur's reach.
  func reducedRect(covering region: PixelRect) -> PixelRect {
    let x0 = Self.floorDivide(region.x, factor) - reach
    let y0 = Self.floorDivide(region.y, factor) - reach
    let x1 = Self.floorDivide(region.x + region.width + factor - 1, factor) + reach
    let y1 = Self.floorDivide(region.y + region.height + factor - 1, factor) + reach
    return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  private static func floorDivide(_ a: Int, _ b: Int) -> Int {
    a >= 0 ? a / b : -((-a + b - 1) / b)
  }

  /// Where each full-resolution pixel along one axis samples the reduced image: the reduced
  /// pixel before it and the weight of the next one, in units of 1/(2·factor).
  ///
  /// Full pixel p (centre p + ½) lies at (p + ½)/f − ½ reduced pixels: (2p + 1 − f) / 2f.
  func samples(from start: Int, count: Int, reducedStart: Int) -> [(index: Int, weight: Int)] {
    let twice = 2 * factor
    return (0..<count).map { i in
      let numerator = 2 * (start + i) + 1 - factor - reducedStart * twice
      let index = Self.floorDivide(numerator, twice)
      return (index, numerator - index * twice)
    }
  }
}

extension ShadowReduction {
  /// Writes the pixels of `full` (A8, covering `region`) inside `parts` (in the region's space;
  /// nil: all of it): the bilinear enlargement of `reduced` (A8, covering
  /// `reducedRect(covering: region)` in reduced pixels), rounded once.
  ///
  /// Each pixel depends only on its own row and column, so a part gets the bytes the whole
  /// enlargement gives there. A mask that is not kept is composited only through the clip
  /// (what occlusion leaves of the shadow): the pixels outside it are never read, and a turned
  /// shadow, which no fold or kept mask serves, need not enlarge the middle the platter hides.
  func enlarge(
    _ reduced: UnsafePointer<UInt8>, stride reducedStride: Int,
    into full: UnsafeMutablePointer<UInt8>, stride fullStride: Int, region: PixelRect,
    parts: [PixelRect]? = nil
  ) {
    let rect = reducedRect(covering: region)
    for part in parts ?? [region] {
      let part = part.intersection(region)
      guard !part.isEmpty else { continue }
      enlarge(
        reduced, stride: reducedStride, reducedRect: rect,
        into: full + (part.y - region.y) * fullStride + (part.x - region.x), stride: fullStride,
        part: part)
    }
  }

  /// Writes `part` of the mask, starting at `full`, from `reduced` (covering `reducedRect`).
  ///
  /// A wide shadow's mask is mostly runs: a row is copied from the row before when both sample
  /// reduced rows equal to the next one over the columns the part reads (the straight sides of
  /// a rounded rectangle: each row's interpolation is then twice f times the same values, so
  /// the two rows are equal without computing either), and spans where neighbouring reduced
  /// values are equal are filled. Which reduced rows equal the next is found once per reduced
  /// row, not once per full row. What is left (the corners)
  /// is interpolated column by column as v·(2f − w) + v′·w = v·2f + (v′ − v)·w, in unchecked
  /// arithmetic over plain buffers (sums stay below 255·(2f)² = 2¹⁸), without the checks of
  /// Swift arrays: the same integers, so the same bytes.
  private func enlarge(
    _ reduced: UnsafePointer<UInt8>, stride reducedStride: Int, reducedRect rect: PixelRect,
    into full: UnsafeMutablePointer<UInt8>, stride fullStride: Int, part: PixelRect
  ) {
    let twice = 2 * factor
    let mean = GaussianBlur.RoundedMean(diameter: twice * twice)
    let rows = samples(from: part.y, count: part.height, reducedStart: rect.y)
    let columns = samples(from: part.x, count: part.width, reducedStart: rect.x)
    let first = columns.first?.index ?? 0
    let last = columns.last?.index ?? 0
    // The first full column sampling after each reduced column (columns' indices only grow).
    var spans = [Int](repeating: part.width, count: rect.width + 1)
    for (x, column) in columns.enumerated().reversed() { spans[column.index] = x }
    for index in stride(from: rect.width - 1, through: 0, by: -1) {
      spans[index] = min(spans[index], spans[index + 1])
    }
    // The columns' weights, and one reduced row interpolated vertically at the reduced columns
    // the part reads, in units of 1/(2·factor): plain buffers, so that the loops below run
    // without bounds, overflow or uniqueness checks.
    let weights = UnsafeMutablePointer<Int32>.allocate(capacity: max(columns.count, 1))
    let line = UnsafeMutablePointer<Int>.allocate(capacity: rect.width + 1)
    defer {
      weights.deallocate()
      line.deallocate()
    }
    for (x, column) in columns.enumerated() { weights[x] = Int32(column.weight) }
    line.initialize(repeating: 0, count: rect.width + 1)
    let read = first...(last + 1)
    // Whether each reduced row the part samples equals the next one over the columns it reads.
    let top = rows.first?.index ?? 0
    let flat = [Bool](unsafeUninitializedCapacity: max(rows.count, 1)) { buffer, count in
      count = (rows.last?.index ?? top) - top + 1
      for index in 0..<count {
        let above = reduced + (top + index) * reducedStride + first
        buffer[index] = memcmp(above, above + reducedStride, read.count) == 0
      }
    }
    for (y, row) in rows.enumerated() {
      let out = full + y * fullStride
      if y > 0, flat[row.index - top],
        rows[y - 1].index == row.index || flat[rows[y - 1].index - top]
      {
        out.update(from: out - fullStride, count: part.width)
        continue
      }
      let above = reduced + row.index * reducedStride
      let below = above + reducedStride
      let upper = twice &- row.weight
      for i in read {
        line[i] = Int(above[i]) &* upper &+ Int(below[i]) &* row.weight
      }
      var index = first
      while index <= last {
        let value = line[index]
        let next = line[index + 1]
        if value == next {
          // A run of equal reduced values: every column sampling between them is that value.
          var end = index
          while end < last, line[end + 2] == value { end += 1 }
          memset(
            out + spans[index], Int32(mean(value * twice)), spans[end + 1] - spans[index])
          index = end + 1
          continue
        }
        Self.interpolate(
          from: value &* twice, by: next &- value, weights: weights,
          columns: spans[index]..<spans[index + 1], mean: mean, into: out)
        index += 1
      }
    }
  }

  /// Writes `mean(base + step · weights[x])` at `out[x]` for each column x.
  ///
  /// The sums stay below 2¹⁹ and the mean's multiplier ⌈2³²/d⌉ below 2³¹ (d = (2f)² ≥ 4), so
  /// each product is a 32 × 32 → 64-bit multiplication with the bytes of `RoundedMean`'s own
  /// division. (The compiler unrolls this loop but does not vectorize it: a per-column cost of
  /// a load, two multiplications and a store; the fallback keeps any other divisor exact.)
  @inline(__always)
  private static func interpolate(
    from base: Int, by step: Int, weights: UnsafePointer<Int32>, columns: Range<Int>,
    mean: GaussianBlur.RoundedMean, into out: UnsafeMutablePointer<UInt8>
  ) {
    guard mean.multiplier != 0, mean.multiplier <= UInt64(UInt32.max) else {
      for x in columns { out[x] = mean(base &+ step &* Int(weights[x])) }
      return
    }
    let multiplier = UInt64(mean.multiplier)
    let half = UInt32(truncatingIfNeeded: mean.half)
    let base = Int32(truncatingIfNeeded: base)
    let step = Int32(truncatingIfNeeded: step)
    for x in columns {
      let sum = UInt32(bitPattern: base &+ step &* weights[x]) &+ half
      out[x] = UInt8(truncatingIfNeeded: (UInt64(sum) &* multiplier) &>> 32)
    }
  }
}
