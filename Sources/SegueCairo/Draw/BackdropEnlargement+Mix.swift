/// One output row of an enlargement: two interpolated reduced rows mixed by the row's weight,
/// and a colour OVER the result when there is one, as pixman's `over_n_8888` rounds it:
/// s + (t + t ≫ 8) ≫ 8 with t = d·(255 − αs) + 128, saturating.
///
/// (X·(128 − w) + Y·w) ≫ 14 with X = 128·Xh + Xl is the high parts' sum plus the low parts'
/// sum ≫ 7, then ≫ 7: exact, and no 16-bit lane overflows. Two spellings of the same integers:
/// SIMD vectors (two pixels an instruction) in optimised builds, and plain `UInt64` lanes in
/// debug builds, where the vector types call generic code per lane (a user's tests draw frames
/// in debug builds: 1.5 s a backdrop frame against 0.45 s). `BackdropEnlargementTests` holds
/// the two to equal bytes.
extension BackdropEnlargement {
  static func mix(
    _ upper: InterpolatedRow, _ lower: InterpolatedRow, weight: UInt64, tint: UInt32?,
    count: Int, into out: UnsafeMutableRawPointer
  ) {
    #if DEBUG
      mixInLanes(upper, lower, weight: weight, tint: tint, count: count, into: out)
    #else
      mixInVectors(upper, lower, weight: weight, tint: tint, count: count, into: out)
    #endif
  }

  /// The row in `UInt64` lanes, a pixel at a time.
  static func mixInLanes(
    _ upper: InterpolatedRow, _ lower: InterpolatedRow, weight: UInt64, tint: UInt32?,
    count: Int, into out: UnsafeMutableRawPointer, from start: Int = 0
  ) {
    let complement = UInt64(1 << weightBits) &- weight
    let tintLanes = tint.map(Lanes.spread)
    let tintComplement = 255 &- UInt64((tint ?? 0) >> 24)
    for x in start..<count {
      let high = upper.high[x] &* complement &+ lower.high[x] &* weight
      let low = upper.low[x] &* complement &+ lower.low[x] &* weight
      var mixed = ((high &+ ((low >> 7) & Lanes.low7)) >> 7) & Lanes.low8
      if let tintLanes {
        let product = mixed &* tintComplement &+ Lanes.half
        mixed = (((product &+ ((product >> 8) & Lanes.low8)) >> 8) & Lanes.low8) &+ tintLanes
        if mixed & Lanes.high8 != 0 { mixed = Lanes.saturated(mixed) }
      }
      out.storeBytes(of: Lanes.pack(mixed), toByteOffset: x * 4, as: UInt32.self)
    }
  }

  /// The row in `SIMD8<UInt16>` vectors, two pixels at a time (an odd last one in lanes).
  static func mixInVectors(
    _ upper: InterpolatedRow, _ lower: InterpolatedRow, weight: UInt64, tint: UInt32?,
    count: Int, into out: UnsafeMutableRawPointer
  ) {
    let wy = SIMD8<UInt16>(repeating: UInt16(weight))
    let complement = SIMD8<UInt16>(repeating: UInt16(1 << weightBits)) &- wy
    let tintLanes = tint.map { pixel -> SIMD8<UInt16> in
      let lanes = Lanes.spread(pixel)
      return withUnsafeBytes(of: (lanes, lanes)) { $0.loadUnaligned(as: SIMD8<UInt16>.self) }
    }
    let tintComplement = SIMD8<UInt16>(repeating: 255 &- UInt16((tint ?? 0) >> 24))
    let full = SIMD8<UInt16>(repeating: 255)
    func load(_ lanes: UnsafeMutablePointer<UInt64>, _ x: Int) -> SIMD8<UInt16> {
      UnsafeRawPointer(lanes + x).loadUnaligned(as: SIMD8<UInt16>.self)
    }
    var x = 0
    while x + 2 <= count {
      let high = load(upper.high, x) &* complement &+ load(lower.high, x) &* wy
      let low = load(upper.low, x) &* complement &+ load(lower.low, x) &* wy
      var mixed = (high &+ (low &>> 7)) &>> 7
      if let tintLanes {
        let product = mixed &* tintComplement &+ 128
        mixed = pointwiseMin((product &+ (product &>> 8)) &>> 8 &+ tintLanes, full)
      }
      out.storeBytes(
        of: SIMD8<UInt8>(truncatingIfNeeded: mixed), toByteOffset: x * 4, as: SIMD8<UInt8>.self)
      x += 2
    }
    if x < count {
      mixInLanes(upper, lower, weight: weight, tint: tint, count: count, into: out, from: x)
    }
  }
}
