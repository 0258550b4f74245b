import Foundation
import Testing

@testable import SegueCairo

@Suite("Gaussian blur by three box passes")
struct GaussianBlurTests {
  @Test(arguments: [1.5, 2.0, 4.0, 7.5, 12.0, 30.0])
  func boxPassesMatchTheVariance(sigma: Double) {
    // A box of width w has variance (w² − 1) / 12; variances of successive passes add.
    let variance = GaussianBlur.boxRadii(sigma: sigma).map { r -> Double in
      let w = Double(2 * r + 1)
      return (w * w - 1) / 12
    }.reduce(0, +)
    #expect(
      abs(variance.squareRoot() - sigma) / sigma < 0.15, "σ \(variance.squareRoot()) for \(sigma)")
  }

  @Test func tinySigmaDoesNotBlur() {
    #expect(GaussianBlur.boxRadii(sigma: 0.3).isEmpty)
    #expect(GaussianBlur.boxRadii(sigma: 0).isEmpty)
  }

  @Test func blurSpreadsAnImpulseSymmetricallyAndKeepsItsMass() {
    let side = 41
    var pixels = [UInt8](repeating: 0, count: side * side)
    for y in 18...22 { for x in 18...22 { pixels[y * side + x] = 255 } }
    let before = pixels.reduce(0) { $0 + Int($1) }
    pixels.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      GaussianBlur.blurAlpha(base, width: side, height: side, stride: side, sigmaX: 3, sigmaY: 3)
    }
    let after = pixels.reduce(0) { $0 + Int($1) }
    #expect(abs(after - before) < before / 50)
    #expect(pixels[20 * side + 20] < 255 && pixels[20 * side + 20] > 60)
    for d in 1...10 {
      #expect(pixels[20 * side + 20 - d] == pixels[20 * side + 20 + d])
      #expect(pixels[(20 - d) * side + 20] == pixels[(20 + d) * side + 20])
    }
  }
}

/// The blur's division by multiplication gives exactly the rounded quotient for every sum a
/// box can hold, over the whole range of widths where it is used (and divides past it).
@Suite struct RoundedMeanTests {
  @Test(arguments: [1, 3, 5, 7, 9, 25, 51, 99, 127, 255, 257, 511, 1023, 2047, 4095, 4097, 9999])
  func matchesIntegerDivision(_ diameter: Int) {
    let mean = GaussianBlur.RoundedMean(diameter: diameter)
    var mismatches = 0
    for sum in stride(from: 0, through: 255 * diameter, by: max(1, diameter / 97)) {
      if Int(mean(sum)) != (sum + diameter / 2) / diameter { mismatches += 1 }
    }
    // The largest sums, where an inexact reciprocal would err first.
    for sum in (255 * diameter - min(diameter, 300))...(255 * diameter)
    where Int(mean(sum)) != (sum + diameter / 2) / diameter {
      mismatches += 1
    }
    #expect(mismatches == 0)
  }
}
