/// A small, fast, seedable generator (SplitMix64): the same seed gives the same operations on
/// every machine and every run, so a failure is reproduced from its seed alone.
struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// True with probability `p`.
  mutating func chance(_ p: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < p
  }

  /// One of `elements`, weighted by the first of each pair.
  mutating func weighted<T>(_ elements: [(Int, T)]) -> T {
    let total = elements.reduce(0) { $0 + $1.0 }
    var pick = Int.random(in: 0..<total, using: &self)
    for (weight, element) in elements {
      if pick < weight { return element }
      pick -= weight
    }
    return elements[elements.count - 1].1
  }
}
