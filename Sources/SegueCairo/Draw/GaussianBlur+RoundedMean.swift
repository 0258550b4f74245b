extension GaussianBlur {
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
    /// ⌈2²³/d⌉ for boxes of at most 181 values, else 0: then n·e < 256·d² ≤ 2²³ makes
    /// ⌊n·m / 2²³⌋ exact as above, and n·m < 2³¹ + 256·d fits in 32 bits (see `packedMeans`).
    let narrowMultiplier: UInt64

    init(diameter: Int) {
      self.diameter = UInt64(max(diameter, 1))
      half = self.diameter / 2
      multiplier = self.diameter < 1 << 12 ? ((1 << 32) + self.diameter - 1) / self.diameter : 0
      narrowMultiplier = self.diameter <= 181 ? ((1 << 23) + self.diameter - 1) / self.diameter : 0
    }

    /// The box's half-width.
    var radius: Int { Int(diameter / 2) }

    /// Whether four sums of this box fit the 16-bit lanes of a word and `packedMeans` divides
    /// them exactly: a box of at most 181 values.
    var packs: Bool { narrowMultiplier != 0 }

    /// ⌊(sum + d/2) / d⌋ for a sum of at most 255·d.
    @inline(__always)
    func callAsFunction(_ sum: Int) -> UInt8 {
      let n = UInt64(truncatingIfNeeded: sum) &+ half
      return UInt8(truncatingIfNeeded: multiplier != 0 ? (n &* multiplier) >> 32 : n / diameter)
    }

    /// The rounded means of four sums held in the 16-bit lanes of `sums` (lane k in bits
    /// 16k…16k+15, each at most 255·d), as four bytes (byte k from lane k), for a box that
    /// `packs`.
    ///
    /// Lanes 0 and 2, then 1 and 3, are spread to 32-bit slots and multiplied by
    /// `narrowMultiplier` together; each product stays under 2³², so the low slot's never
    /// carries into the high one.
    @inline(__always)
    func packedMeans(_ sums: UInt64) -> UInt32 {
      let slots: UInt64 = 0x0000_FFFF_0000_FFFF
      let bytes: UInt64 = 0x0000_00FF_0000_00FF
      let halves = half | half &<< 32
      let even = ((sums & slots) &+ halves) &* narrowMultiplier
      let odd = ((sums &>> 16 & slots) &+ halves) &* narrowMultiplier
      let packed = (even &>> 23) & bytes | ((odd &>> 23) & bytes) &<< 8
      return UInt32(truncatingIfNeeded: packed | packed &>> 16)
    }
  }
}
