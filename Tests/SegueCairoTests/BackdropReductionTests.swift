import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

@Suite("Backdrop blur on a reduced copy")
struct BackdropReductionTests {
  /// Random premultiplied pixels (each colour channel at most the alpha), 4 bytes a pixel.
  static func randomPixels(count: Int, seed: UInt64) -> [UInt8] {
    var state = seed
    func next() -> UInt8 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 56)
    }
    var pixels: [UInt8] = []
    for _ in 0..<count {
      let alpha = Int(next())
      let colour = { UInt8(Int(next()) % (alpha + 1)) }
      pixels += [colour(), colour(), colour(), UInt8(alpha)]
    }
    return pixels
  }

  /// Factors up to 40 (a wide menu blur's) so that whole 16-byte runs, their tails and the pads
  /// are all summed.
  @Test(arguments: [1, 2, 3, 4, 5, 16, 40])
  func blockMeansMatchADirectAverage(factor: Int) {
    let (width, height) = (67, 45)
    let source = Self.randomPixels(count: width * height, seed: UInt64(factor))
    // Blocks inside, across the edges and wholly outside (pad: the nearest edge pixel).
    for (originX, originY) in [(0, 0), (3, 2), (-7, -5), (10, 6), (-30, 20)] {
      let (outWidth, outHeight) = (5, 4)
      var reduced = [UInt8](repeating: 0xAB, count: outWidth * outHeight * 4)
      var input = source
      input.withUnsafeMutableBufferPointer { input in
        reduced.withUnsafeMutableBufferPointer { output in
          guard let data = input.baseAddress, let out = output.baseAddress else { return }
          BoxReduction.reduce(
            ProjectiveMapping.Pixels(data: data, width: width, height: height, stride: width * 4),
            originX: originX, originY: originY, factor: factor,
            into: ProjectiveMapping.Pixels(
              data: out, width: outWidth, height: outHeight, stride: outWidth * 4))
        }
      }
      for y in 0..<outHeight {
        for x in 0..<outWidth {
          for channel in 0..<4 {
            var sum = 0
            for dy in 0..<factor {
              for dx in 0..<factor {
                let sx = min(max(originX + x * factor + dx, 0), width - 1)
                let sy = min(max(originY + y * factor + dy, 0), height - 1)
                sum += Int(source[(sy * width + sx) * 4 + channel])
              }
            }
            let area = factor * factor
            let expected = (sum + area / 2) / area
            #expect(
              Int(reduced[(y * outWidth + x) * 4 + channel]) == expected,
              "factor \(factor), origin (\(originX), \(originY)), block (\(x), \(y)) ch \(channel)")
          }
        }
      }
    }
  }

  /// A 400×40 canvas, red left of x = 200 and blue right of it, under a backdrop over
  /// (20, 10, 360, 20).
  private func stepScene(blurRadius: CGFloat, glassX: CGFloat = 20) -> DisplayList {
    var red = DisplayNode(name: "red", bounds: CGRect(x: 0, y: 0, width: 200, height: 40))
    red.backgroundColor = Color(red: 1, green: 0, blue: 0)
    var blue = DisplayNode(
      name: "blue", bounds: CGRect(x: 0, y: 0, width: 200, height: 40),
      transform: Transform3D(translationX: 200, y: 0, z: 0))
    blue.backgroundColor = Color(red: 0, green: 0, blue: 1)
    var glass = DisplayNode(
      name: "glass", bounds: CGRect(x: 0, y: 0, width: 360, height: 20),
      transform: Transform3D(translationX: glassX, y: 10, z: 0))
    glass.backdrop = Backdrop(blurRadius: blurRadius)
    return DisplayList(size: CGSize(width: 400, height: 40), nodes: [red, blue, glass])
  }

  /// The standard deviation of the blur across the step, measured from the red channel's
  /// fall: a Gaussian turns a step into an error function, whose 90 % and 10 % points lie
  /// 2 × 1.2816 σ apart.
  private func measuredSigma(blurRadius: CGFloat) throws -> Double {
    let frame = try CairoRenderer().render(stepScene(blurRadius: blurRadius), scale: 1)
    let red = (0..<400).map { Double(frame.pixel(x: $0, y: 20).r) / 255 }
    func crossing(_ level: Double) -> Double {
      for x in 1..<red.count where red[x - 1] >= level && red[x] < level {
        return Double(x - 1) + (red[x - 1] - level) / (red[x - 1] - red[x])
      }
      return .nan
    }
    return (crossing(0.1) - crossing(0.9)) / (2 * 1.2816)
  }

  @Test(arguments: [4.0, 6.0, 9.0, 13.0, 20.0, 32.0])
  func theBlurComesOutAtTheRequestedRadius(radius: Double) throws {
    // The reduction and the bilinear enlargement blur too; the reduced blur makes up the rest.
    let sigma = try measuredSigma(blurRadius: CGFloat(radius))
    #expect(abs(sigma - radius) / radius < 0.15, "σ \(sigma) measured for \(radius)")
  }

  @Test(arguments: [0.6, 1.0, 2.0, 3.0])
  func aSmallBlurIsTheResamplingsOwnSoftness(radius: Double) throws {
    // Reduced at least twice, at most ⌊2σ⌋ times below σ = 2 px, a small blur is mostly the
    // resampling's: never under-blurred by more than the grid's phase allows (a bilinear ramp
    // over a block for an edge on the grid, as here), never much over σ (or 1 px).
    let sigma = try measuredSigma(blurRadius: CGFloat(radius))
    #expect(sigma > 0.4 * radius && sigma < max(1.3 * radius, 1.3), "σ \(sigma) for \(radius)")
  }

  @Test func theRadiusAnimatesWithoutJumps() throws {
    // A blur coming in, from the smallest radius the reduced blur takes part in: every step
    // of the radius blurs at least as much as the one before, and within the 15 % that whole
    // box widths allow (GaussianBlurTests) of what is asked, across the factor's changes.
    var previous = 0.0
    for radius in stride(from: 4.0, through: 24.0, by: 1.5) {
      let sigma = try measuredSigma(blurRadius: CGFloat(radius))
      #expect(sigma > previous - 0.2, "\(previous) → \(sigma) at \(radius)")
      #expect(abs(sigma - radius) / radius < 0.15, "σ \(sigma) measured for \(radius)")
      previous = sigma
    }
  }

  @Test func aStillBackdropUnderAMovingNodeBlursToTheSamePixels() throws {
    // The reduced grid is anchored to the device, not to the node: moved by 1…3 px, the node
    // shows the same blur of the same backdrop (away from its edges, where the copy ends).
    let still = try CairoRenderer().render(stepScene(blurRadius: 12), scale: 1)
    for shift in [1.0, 2.0, 3.0] {
      let moved = try CairoRenderer().render(
        stepScene(blurRadius: 12, glassX: 20 + shift), scale: 1)
      for x in stride(from: 140, through: 260, by: 4) {
        #expect(still.pixel(x: x, y: 20) == moved.pixel(x: x, y: 20), "x \(x), moved \(shift)")
      }
    }
  }

  @Test func theCopysEdgesLieOnTheGrid() throws {
    let reduction = BackdropReduction(sigma: 30)
    #expect(reduction.factor == 10)
    let rect = try #require(
      reduction.copyRect(covering: CGRect(x: 13.5, y: -7.25, width: 101, height: 33)))
    for edge in [rect.x, rect.y, rect.width, rect.height] {
      #expect(edge % reduction.factor == 0, "\(rect)")
    }
    #expect(rect.x <= 13 - reduction.reach * 10 && rect.x + rect.width >= 115 + 10)
    #expect(reduction.copyRect(covering: .null) == nil)
  }

  /// A blur wider than the 16-bit sums allow is reduced by the largest factor and blurred the
  /// more on the reduced grid, so that the total stays σ.
  @Test func aHugeBlurIsReducedByTheLargestFactorTheSumsHold() {
    let reduction = BackdropReduction(sigma: 5_000)
    #expect(reduction.factor == BoxReduction.maximumFactor)
    let f = Double(reduction.factor)
    let blurred = reduction.reducedSigma * f
    let total = blurred * blurred + (f * f - 1) / 12 + f * f / 6
    #expect(abs(total.squareRoot() - 5_000) < 1e-6)
  }

  /// The vector spelling (optimised builds) and the scalar one (debug builds) give the same
  /// means and the same opacity, factors 1–40, inside, across and past the edges; up to 13 the
  /// vectors take a block's four sums in one word (`packedBlockMeans`), at 13 with every byte
  /// 255 (the largest sums a word's lanes hold there). The vectors' column sums by SSE2 and,
  /// where the processor has it, by AVX2 (`segue_add_rows_avx2`).
  @Test(arguments: [1, 2, 3, 4, 13, 14, 16, 40])
  func vectorsAndScalarsReduceAlike(factor: Int) {
    let (width, height) = (67, 45)
    var source = Self.randomPixels(count: width * height, seed: UInt64(factor) + 90)
    if factor == 4 { for i in stride(from: 3, to: source.count, by: 4) { source[i] = 255 } }
    if factor == 13 { source = [UInt8](repeating: 255, count: source.count) }
    typealias Reduce = (ProjectiveMapping.Pixels, Int, Int, Int, ProjectiveMapping.Pixels) -> Bool
    var spellings: [(name: String, reduce: Reduce)] = [
      ("scalars", BoxReduction.reduceInScalars),
      (
        "SSE2",
        {
          BoxReduction.reduceInVectors(
            $0, originX: $1, originY: $2, factor: $3, into: $4, avx2: false)
        }
      ),
    ]
    if CPUFeatures.hasAVX2 {
      spellings.append(
        (
          "AVX2",
          {
            BoxReduction.reduceInVectors(
              $0, originX: $1, originY: $2, factor: $3, into: $4, avx2: true)
          }
        ))
    }
    for (originX, originY) in [(0, 0), (5, 3), (-9, -4), (60, 40)] {
      let (outWidth, outHeight) = (6, 5)
      var results: [(pixels: [UInt8], opaque: Bool)] = []
      source.withUnsafeMutableBufferPointer { input in
        guard let data = input.baseAddress else { return }
        let pixels = ProjectiveMapping.Pixels(
          data: data, width: width, height: height, stride: width * 4)
        for spelling in spellings {
          var output = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
          let opaque = output.withUnsafeMutableBufferPointer { out in
            guard let outData = out.baseAddress else { return false }
            return spelling.reduce(
              pixels, originX, originY, factor,
              ProjectiveMapping.Pixels(
                data: outData, width: outWidth, height: outHeight, stride: outWidth * 4))
          }
          results.append((output, opaque))
        }
      }
      for (spelling, result) in zip(spellings, results).dropFirst() {
        #expect(
          result.pixels == results[0].pixels && result.opaque == results[0].opaque,
          "\(spelling.name) against scalars: factor \(factor), origin (\(originX), \(originY))")
      }
    }
  }
}
