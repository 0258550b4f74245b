import Foundation

// Pass 1 of a run: the sample position of every column, two columns at a time. The
// arithmetic is the scalar one lane by lane (the same IEEE operations in the same order, so
// the same positions to the bit): q = q0 + c·dq, r = 1/q, p = (u0 + c·du)·r·256 + 128. In
// lanes, the two columns' divisions share one `divpd` and their products and bounds one
// instruction each; one column at a time, the loop spent a fifth of the flips' frames here.

extension ProjectiveMapping {
  /// Writes the sample positions of `start…end` (and possibly `end + 1`, so `positions` must
  /// hold two entries past it) as `resample` reads them: x at 2c, y at 2c + 1, in 1/256
  /// pixel, offset by one pixel; x is −1 where the preimage lies behind the eye or outside
  /// the bounds (`map.limitX`, `map.limitY`).
  @inline(__always)
  static func storePositions(
    _ positions: UnsafeMutablePointer<Int32>, from start: Int, through end: Int, map: RowMap
  ) {
    let bias = SIMD2<Double>(repeating: roundingBias)
    let lowHalf = SIMD2<UInt64>(repeating: 0xFFFF_FFFF)
    var c = SIMD2(Double(start), Double(start &+ 1))
    var column = start
    while column <= end {
      defer {
        column &+= 2
        c += 2
      }
      let q = map.q0 + c * map.dq
      let r = 1 / q
      let px = (map.u0 + c * map.du) * r * 256 + 128
      let py = (map.v0 + c * map.dv) * r * 256 + 128
      let inside =
        (q .> 0) .& (px .> 0) .& (py .> 0) .& (px .< map.limitX) .& (py .< map.limitY)
      let x = unsafeBitCast(px + bias, to: SIMD2<UInt64>.self)
        .replacing(with: .max, where: .!inside)
      let y = unsafeBitCast(py + bias, to: SIMD2<UInt64>.self)
      // x in the low half of each 64-bit lane and y in the high half: x0, y0, x1, y1.
      UnsafeMutableRawPointer(positions + 2 &* column).storeBytes(
        of: (x & lowHalf) | (y &<< 32), as: SIMD2<UInt64>.self)
    }
  }
}
