import CCairo
import SegueGeometry

/// Up to two solid colours composited OVER an enlargement in its own pass, in order (the
/// backdrop's background, then a view's fill laid exactly over it), each as pixman's
/// `over_n_8888` rounds it: s + (t + t ≫ 8) ≫ 8 with t = d·(255 − αs) + 128. pixman saturates
/// the sum, which never matters here: (t + t ≫ 8) ≫ 8 is d·(255 − αs)/255 rounded, at most
/// 255 − αs, and a premultiplied colour's channels (Cairo's own pixel, `solidPixel`) are at
/// most its alpha.
struct Overlays: Equatable {
  /// The premultiplied ARGB32 pixels, first composited first.
  var first: UInt32?
  var second: UInt32?

  /// No colour.
  static let none = Overlays()

  init(first: UInt32? = nil, second: UInt32? = nil) {
    self.first = first
    self.second = second
  }

  /// The pixels of a backdrop's `background` and an `overlay` over it (either may be absent);
  /// nil when one given is fully transparent (Cairo would draw nothing for it).
  init?(background: Color?, overlay: (color: Color, alpha: Double)?) {
    var pixels: [UInt32] = []
    if let background {
      guard let pixel = BackdropEnlargement.solidPixel(background) else { return nil }
      pixels.append(pixel)
    }
    if let overlay {
      guard let pixel = BackdropEnlargement.solidPixel(overlay.color, alpha: overlay.alpha)
      else { return nil }
      pixels.append(pixel)
    }
    self.init(first: pixels.first, second: pixels.dropFirst().first)
  }

  /// `lanes` (a pixel in `Lanes`) with the colours composited over it.
  func over(_ lanes: UInt64) -> UInt64 {
    var mixed = lanes
    if let first { mixed = Self.composite(first, over: mixed) }
    if let second { mixed = Self.composite(second, over: mixed) }
    return mixed
  }

  private static func composite(_ pixel: UInt32, over lanes: UInt64) -> UInt64 {
    let product = lanes &* (255 &- UInt64(pixel >> 24)) &+ Lanes.half
    return (((product &+ ((product >> 8) & Lanes.low8)) >> 8) & Lanes.low8) &+ Lanes.spread(pixel)
  }
}

/// One output row of an enlargement: two interpolated reduced rows mixed by the row's weight,
/// and the overlays' colours over the result.
///
/// (X·(128 − w) + Y·w) ≫ 14, with X and Y a channel's 15-bit sums in the two rows. Two
/// spellings of the same integers. Optimised builds call `segue_mix_row` (`CCairo/shim.h`):
/// SSE2's `pmaddwd` takes a pixel's four X·(128 − w) + Y·w whole in 32-bit lanes, one
/// instruction for two channels of both rows, where Swift's SIMD types (which cannot ask for
/// it) split the sums at bit 7 into 16-bit lanes and multiplied each part. Debug builds keep
/// plain `UInt64` lanes — the sums split at bit 7 there, so that no product leaves its lane —
/// as a C function's intrinsics would be compiled unoptimised in a debug build (a user's tests
/// draw frames in debug builds: 1.5 s a backdrop frame against 0.45 s).
/// `BackdropEnlargementTests` holds the two to equal bytes, and both to the formula.
extension BackdropEnlargement {
  /// Mixes columns `columns` of the two rows into the same columns of `out` (a row's start).
  static func mix(
    _ upper: InterpolatedRow, _ lower: InterpolatedRow, weight: UInt64, overlays: Overlays,
    columns: Range<Int>, into out: UnsafeMutableRawPointer
  ) {
    #if DEBUG
      mixInLanes(upper, lower, weight: weight, overlays: overlays, columns: columns, into: out)
    #else
      mixInVectors(upper, lower, weight: weight, overlays: overlays, columns: columns, into: out)
    #endif
  }

  /// The row in `UInt64` lanes, a pixel at a time.
  static func mixInLanes(
    _ upper: InterpolatedRow, _ lower: InterpolatedRow, weight: UInt64, overlays: Overlays,
    columns: Range<Int>, into out: UnsafeMutableRawPointer
  ) {
    let complement = UInt64(1 << weightBits) &- weight
    for x in columns {
      // X = 128·Xh + Xl: the parts' products stay below 2¹⁶, and the sum ≫ 14 is
      // (Σ Xh·w + (Σ Xl·w) ≫ 7) ≫ 7.
      let (u, l) = (upper.sums[x], lower.sums[x])
      let high = ((u >> 7) & Lanes.low8) &* complement &+ ((l >> 7) & Lanes.low8) &* weight
      let low = (u & Lanes.low7) &* complement &+ (l & Lanes.low7) &* weight
      let mixed = ((high &+ ((low >> 7) & Lanes.low7)) >> 7) & Lanes.low8
      out.storeBytes(of: Lanes.pack(overlays.over(mixed)), toByteOffset: x * 4, as: UInt32.self)
    }
  }

  /// The row by `segue_mix_row`: SSE2 vectors, four pixels an iteration (the last one to three
  /// in pairs and lanes); or, with `avx2` (where the processor has it), by
  /// `segue_mix_row_avx2`, eight pixels an iteration — the same instructions in lanes twice as
  /// wide, about half the time a row.
  static func mixInVectors(
    _ upper: InterpolatedRow, _ lower: InterpolatedRow, weight: UInt64, overlays: Overlays,
    columns: Range<Int>, into out: UnsafeMutableRawPointer, avx2: Bool = CPUFeatures.hasAVX2
  ) {
    guard !columns.isEmpty else { return }
    let (colours, first, second): (Int32, UInt32, UInt32) =
      switch (overlays.first, overlays.second) {
      case (nil, nil): (0, 0, 0)
      case (let only?, nil), (nil, let only?): (1, only, 0)
      case (let first?, let second?): (2, first, second)
      }
    let (upper, lower) = (upper.sums + columns.lowerBound, lower.sums + columns.lowerBound)
    let (count, out) = (columns.count, out + columns.lowerBound * 4)
    if avx2 {
      segue_mix_row_avx2(upper, lower, UInt32(weight), colours, first, second, count, out)
    } else {
      segue_mix_row(upper, lower, UInt32(weight), colours, first, second, count, out)
    }
  }
}
