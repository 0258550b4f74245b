import Foundation
import Testing

@testable import SegueCairo

@Suite("Bilinear samples in 16-bit lanes")
struct BilinearLanesTests {
  /// Premultiplied pixels (channels at most alpha), with extremes: transparent, opaque white.
  private func premultiplied(_ random: inout SeededLCG) -> UInt32 {
    switch random.next() % 8 {
    case 0: return 0
    case 1: return 0xFFFF_FFFF
    default:
      let alpha = UInt32(random.next() % 256)
      func channel() -> UInt32 { alpha == 0 ? 0 : UInt32(random.next() % UInt64(alpha + 1)) }
      return alpha << 24 | channel() << 16 | channel() << 8 | channel()
    }
  }

  @Test func lanesGiveTheScalarSampleForEveryWeight() {
    var random = SeededLCG(state: 42)
    var differing = 0
    for wx in UInt32(0)..<256 {
      for wy in UInt32(0)..<256 where (wx &* 7 &+ wy) % 3 == 0 || wx % 51 == 0 || wy % 51 == 0 {
        let p00 = premultiplied(&random)
        let p10 = premultiplied(&random)
        let p01 = premultiplied(&random)
        let p11 = premultiplied(&random)
        let upper = UInt64(p10) << 32 | UInt64(p00)
        let lower = UInt64(p11) << 32 | UInt64(p01)
        let lanes = ProjectiveMapping.bilinearInLanes(upper, lower, wx, wy)
        if lanes != ProjectiveMapping.bilinear(p00, p10, p01, p11, wx, wy) { differing += 1 }
      }
    }
    #expect(differing == 0)
    // A hand-worked sample: halfway between black and opaque white on both axes is 0x80 grey
    // ((255 · 128 + 128) >> 8 = 128 per channel).
    let white = UInt64(0xFFFF_FFFF)
    #expect(
      ProjectiveMapping.bilinearInLanes(white << 32, white << 32, 128, 0) == 0x8080_8080)
    #expect(
      ProjectiveMapping.bilinearInLanes(0, white << 32 | white, 77, 128) == 0x8080_8080)
  }
}
