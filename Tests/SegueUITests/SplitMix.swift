import Foundation

/// A small deterministic generator (SplitMix64), so that a failing seed of a random test can be
/// replayed.
struct SplitMix {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func nextBits() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  /// A number spread evenly over `range`.
  mutating func next(in range: ClosedRange<Double>) -> CGFloat {
    let unit = Double(nextBits() >> 11) / Double(1 << 53)
    return CGFloat(range.lowerBound + unit * (range.upperBound - range.lowerBound))
  }
  /// An integer in `range`.
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(nextBits() % UInt64(range.count))
  }
}
