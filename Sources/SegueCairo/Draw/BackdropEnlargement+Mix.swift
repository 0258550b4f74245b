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
/// (X·(128 − w) + Y·w) ≫ 14 with X = 128·Xh + Xl is the high parts' sum plus the low parts'
/// sum ≫ 7, then ≫ 7: exact, and no 16-bit lane overflows. Two spellings of the same integers:
/// SIMD vectors (two pixels an instruction) in optimised builds, and plain `UInt64` lanes in
/// debug builds, where the vector types call generic code per lane (a user's tests draw frames
/// in debug builds: 1.5 s a backdrop frame against 0.45 s). `BackdropEnlargementTests` holds
/// the two to equal bytes.
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
      let high = upper.high[x] &* complement &+ lower.high[x] &* weight
      let low = upper.low[x] &* complement &+ lower.low[x] &* weight
      let mixed = ((high &+ ((low >> 7) & Lanes.low7)) >> 7) & Lanes.low8
      out.storeBytes(of: Lanes.pack(overlays.over(mixed)), toByteOffset: x * 4, as: UInt32.self)
    }
  }

  /// The row in `SIMD8<UInt16>` vectors, two pixels at a time (an odd last one in lanes).
  static func mixInVectors(
    _ upper: InterpolatedRow, _ lower: InterpolatedRow, weight: UInt64, overlays: Overlays,
    columns: Range<Int>, into out: UnsafeMutableRawPointer
  ) {
    let wy = SIMD8<UInt16>(repeating: UInt16(weight))
    let complement = SIMD8<UInt16>(repeating: UInt16(1 << weightBits)) &- wy
    func vector(_ pixel: UInt32) -> SIMD8<UInt16> {
      let lanes = Lanes.spread(pixel)
      return withUnsafeBytes(of: (lanes, lanes)) { $0.loadUnaligned(as: SIMD8<UInt16>.self) }
    }
    func colour(_ pixel: UInt32) -> (SIMD8<UInt16>, SIMD8<UInt16>) {
      (vector(pixel), SIMD8<UInt16>(repeating: 255 &- UInt16(pixel >> 24)))
    }
    let first = overlays.first.map(colour)
    let second = overlays.second.map(colour)
    @inline(__always)
    func over(_ d: SIMD8<UInt16>, _ colour: (SIMD8<UInt16>, SIMD8<UInt16>)) -> SIMD8<UInt16> {
      let product = d &* colour.1 &+ 128
      return (product &+ (product &>> 8)) &>> 8 &+ colour.0
    }
    func load(_ lanes: UnsafeMutablePointer<UInt64>, _ x: Int) -> SIMD8<UInt16> {
      UnsafeRawPointer(lanes + x).loadUnaligned(as: SIMD8<UInt16>.self)
    }
    var x = columns.lowerBound
    while x + 2 <= columns.upperBound {
      let high = load(upper.high, x) &* complement &+ load(lower.high, x) &* wy
      let low = load(upper.low, x) &* complement &+ load(lower.low, x) &* wy
      var mixed = (high &+ (low &>> 7)) &>> 7
      if let first { mixed = over(mixed, first) }
      if let second { mixed = over(mixed, second) }
      out.storeBytes(
        of: SIMD8<UInt8>(truncatingIfNeeded: mixed), toByteOffset: x * 4, as: SIMD8<UInt8>.self)
      x += 2
    }
    if x < columns.upperBound {
      mixInLanes(
        upper, lower, weight: weight, overlays: overlays, columns: x..<columns.upperBound,
        into: out)
    }
  }
}
