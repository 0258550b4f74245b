import Foundation

// Pass 2 of a run: the bilinear samples at the positions pass 1 stored. It is a function of
// its own, not inlined into `resample`: inside that function's one large loop nest the
// compiler kept the pointers and bounds this loop reads in stack slots and reloaded them for
// every pixel; here they live in registers.

extension ProjectiveMapping {
  /// What the samples of a run read: the source, its uniform blocks and how to composite.
  struct RunSampler {
    let source: Pixels
    let texels: UnsafePointer<UInt32>
    /// The source's stride in pixels.
    let rowWords: Int
    let blocks: UniformBlocks
    /// The opacity in 1/256 (256: opaque).
    let fade: UInt32
    let compositing: Compositing

    /// Samples `source` at the positions of `start…end` (as `storePositions` writes them)
    /// and writes or composites the results into `out` at those columns; columns whose x
    /// position is negative are left alone. Integer arithmetic only, wrapping operators (the
    /// values are bounded by pass 1) and one unsigned comparison per axis for the interior.
    @inline(never)
    func sample(
      _ positions: UnsafePointer<Int32>, from start: Int, through end: Int,
      into out: UnsafeMutablePointer<UInt32>
    ) {
      // Locals, so that the stores into `out` cannot be taken to change them.
      let texels = texels
      let rowWords = rowWords
      let blocks = blocks
      let fade = fade
      let isReplacing = compositing == .replace
      // Top-left taps x0 < width − 1 and y0 < height − 1 have all four taps inside.
      let innerWidth = UInt(source.width - 1)
      let innerHeight = UInt(source.height - 1)
      var column = start
      while column <= end {
        defer { column &+= 1 }
        let px = Int(positions[2 &* column])
        guard px >= 0 else { continue }  // preimage behind the eye or outside the plane
        let py = Int(positions[2 &* column &+ 1])
        let x0 = (px >> 8) &- 1
        let y0 = (py >> 8) &- 1
        let wx = UInt32(truncatingIfNeeded: px & 255)
        let wy = UInt32(truncatingIfNeeded: py & 255)
        var pixel: UInt32
        if UInt(bitPattern: x0) < innerWidth, UInt(bitPattern: y0) < innerHeight {
          if let color = blocks.uniformColor(x0, y0) {
            // All four taps lie in a block of one colour: that colour.
            pixel = color
          } else {
            // Two taps a load: p00 and p10 in `upper`, p01 and p11 in `lower`.
            let top = UnsafeRawPointer(texels + (y0 &* rowWords &+ x0))
            let upper = top.loadUnaligned(as: UInt64.self)
            let lower = top.loadUnaligned(fromByteOffset: rowWords &* 4, as: UInt64.self)
            let p00 = UInt32(truncatingIfNeeded: upper)
            // Four equal taps weigh to that colour.
            pixel =
              upper == lower && p00 == UInt32(truncatingIfNeeded: upper >> 32)
              ? p00 : bilinearInLanes(upper, lower, wx, wy)
          }
        } else {
          pixel = edgeSample(source, texels, rowWords, x0, y0, wx, wy)
        }
        if fade < 256 { pixel = scale(pixel, by: fade) }
        // An opaque result replaces the pixel under it whatever the compositing.
        if isReplacing || pixel >= 0xFF00_0000 {
          out[column] = pixel
        } else if pixel != 0 {
          out[column] = over(pixel, out[column])
        }
      }
    }
  }

  /// `bilinear` with the channels in 16-bit lanes: `upper` holds p00 (low half) and p10,
  /// `lower` p01 and p11. Each lane sums a channel's two products (at most 255 · 256 with
  /// the rounding, as in `bilinear`'s 0x00FF00FF lanes, so the same bytes); the two halves
  /// then add up, so a sample is two multiplications of eight lanes instead of eight scalar
  /// ones.
  @inline(__always)
  static func bilinearInLanes(_ upper: UInt64, _ lower: UInt64, _ wx: UInt32, _ wy: UInt32)
    -> UInt32
  {
    let w11 = UInt16(truncatingIfNeeded: (wx &* wy &+ 128) >> 8)
    let w10 = UInt16(truncatingIfNeeded: wx) &- w11
    let w01 = UInt16(truncatingIfNeeded: wy) &- w11
    let w00 = 256 &- UInt16(truncatingIfNeeded: wx) &- UInt16(truncatingIfNeeded: wy) &+ w11
    let upperWeights = SIMD8(lowHalf: SIMD4(repeating: w00), highHalf: SIMD4(repeating: w10))
    let lowerWeights = SIMD8(lowHalf: SIMD4(repeating: w01), highHalf: SIMD4(repeating: w11))
    let sums =
      SIMD8<UInt16>(truncatingIfNeeded: unsafeBitCast(upper, to: SIMD8<UInt8>.self))
      &* upperWeights
      &+ SIMD8<UInt16>(truncatingIfNeeded: unsafeBitCast(lower, to: SIMD8<UInt8>.self))
      &* lowerWeights
    let channels = (sums.lowHalf &+ sums.highHalf &+ 128) &>> 8
    return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: channels), to: UInt32.self)
  }
}
