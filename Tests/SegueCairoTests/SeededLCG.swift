/// A seeded generator for the pixel tests (a 64-bit LCG whose output is mixed by an xorshift),
/// so that a random case that fails is the same case on the next run.
struct SeededLCG: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state ^ (state >> 29)
  }
}
