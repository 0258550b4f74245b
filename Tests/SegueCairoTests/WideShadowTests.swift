import CCairo
import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// Shadows blurred by σ ≥ 32 device pixels, made on a reduced grid (`ShadowReduction`): within
/// three levels of the full-resolution blur, and the same bytes whatever part of the frame
/// is repainted or left uncovered.
@MainActor
@Suite struct WideShadowTests {
  @Test func theReductionLeavesTheRestOfTheBlur() throws {
    #expect(ShadowReduction(sigmaX: 31.9, sigmaY: 60) == nil)
    #expect(ShadowReduction(sigmaX: .nan, sigmaY: 60) == nil)
    for (sigma, factor) in [(32.0, 8), (60, 15), (40, 10), (128, 16)] {
      let reduction = try #require(ShadowReduction(sigmaX: sigma, sigmaY: sigma))
      #expect(reduction.factor == factor)
      // The area sampling (f²/12) and the bilinear tent (f²/6) add up to σ² with the rest.
      let f = Double(factor)
      let total = pow(reduction.reducedSigmaX * f, 2) + f * f / 12 + f * f / 6
      #expect(abs(total - sigma * sigma) < 1e-9)
      #expect(reduction.reducedSigmaX >= 3.9)
    }
  }

  @Test func samplesSitBetweenTheReducedPixelsCentres() throws {
    let reduction = try #require(ShadowReduction(sigmaX: 40, sigmaY: 40))  // factor 10
    // Full pixel 0's centre is 0.5 px, reduced pixel −1's centre −5 px, pixel 0's 5 px: the
    // sample lies 5.5/10 of the way, weight 11 in twentieths.
    let samples = reduction.samples(from: 0, count: 11, reducedStart: -1)
    #expect(samples[0].index == 0 && samples[0].weight == 11)
    // Full pixel 4 (centre 4.5) is just before reduced pixel 0's centre; pixel 5 just after.
    #expect(samples[4].index == 0 && samples[4].weight == 19)
    #expect(samples[5].index == 1 && samples[5].weight == 1)
  }

  /// A white card with a black shadow of radius 40 pt (σ = 60 px at 3×), turned by `angle`.
  static func card(angle: CGFloat = 0, x: CGFloat = 60) -> DisplayNode {
    var card = Fixture.node(
      "card", frame: CGRect(x: x, y: 50, width: 120, height: 160), background: Fixture.white)
    card.transform = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1).concatenating(
      card.transform)
    card.cornerRadius = 30
    card.shadow = Shadow(
      color: Fixture.black, opacity: 1, radius: 40, offset: CGSize(width: 0, height: 10),
      path: nil)
    return card
  }

  @Test(arguments: [0.0, 0.2])
  func aWideShadowIsWithinThreeLevelsOfTheFullBlur(angle: Double) throws {
    let list = DisplayList(
      size: CGSize(width: 240, height: 280), clearColor: Fixture.white,
      nodes: [Self.card(angle: angle)])
    let reduced = CairoRenderer()
    let full = CairoRenderer()
    full.reducesWideShadows = false
    _ = try reduced.draw(list, scale: 3)
    _ = try full.draw(list, scale: 3)
    let a = reduced.currentFrame().pixels
    let b = full.currentFrame().pixels
    #expect(a.count == b.count)
    var largest = 0
    var differing = 0
    for index in a.indices {
      let difference = abs(Int(a[index]) - Int(b[index]))
      largest = max(largest, difference)
      if difference > 0 { differing += 1 }
    }
    // The shadow is drawn at full strength over white, so its mask's error shows one to one:
    // the bilinear curve's (≤ ½ level), each blur's rounding (½ each), and three box passes
    // of other widths approximating the same Gaussian. (At the zoom's opacity of 0.4, every
    // frame of the zoom entries at 3× came within 2 levels of the full blur.)
    #expect(largest <= 3)
    #expect(differing > 0, "the reduced path was not taken")
  }

  @Test func aPartialRepaintGivesTheWholeFramesPixels() throws {
    let size = CGSize(width: 240, height: 280)
    // A small square moving over the shadow's edge: the repaint region cuts the shadow.
    func list(_ x: CGFloat) -> DisplayList {
      DisplayList(
        size: size, clearColor: Fixture.white,
        nodes: [
          Self.card(angle: 0.1),
          Fixture.node(
            "dot", frame: CGRect(x: x, y: 230, width: 10, height: 10), background: Fixture.red),
        ])
    }
    let partial = CairoRenderer()
    let whole = CairoRenderer()
    _ = try partial.draw(list(20), scale: 3)
    let repainted = try partial.drawChanges(list(30), scale: 3).repainted
    #expect(repainted.width * repainted.height < 240 * 280 * 9 / 4)
    _ = try whole.draw(list(30), scale: 3)
    #expect(partial.currentFrame() == whole.currentFrame())
  }

  /// `reduced` (covering `reduction.reducedRect(covering: region)`, one byte a pixel) enlarged
  /// into a mask of `region` first filled with `fill`, at `parts` (nil: all of it).
  static func enlarged(
    _ reduced: [UInt8], by reduction: ShadowReduction, region: PixelRect, parts: [PixelRect]?,
    fill: UInt8
  ) throws -> [UInt8] {
    let stride = reduction.reducedRect(covering: region).width
    var mask = [UInt8](repeating: fill, count: region.width * region.height)
    try reduced.withUnsafeBufferPointer { source in
      let base = try #require(source.baseAddress)
      try mask.withUnsafeMutableBufferPointer {
        reduction.enlarge(
          base, stride: stride, into: try #require($0.baseAddress), stride: region.width,
          region: region, parts: parts)
      }
    }
    return mask
  }

  @Test func enlargingPartsWritesTheWholeMasksBytesThereAndNothingElse() throws {
    let reduction = try #require(ShadowReduction(sigmaX: 40, sigmaY: 40))  // factor 10
    let region = PixelRect(x: -7, y: 13, width: 83, height: 61)
    let rect = reduction.reducedRect(covering: region)
    // Runs of equal values (copied rows, filled spans) beside values that change every pixel.
    var state: UInt32 = 12345
    let reduced: [UInt8] = (0..<rect.width * rect.height).map { index in
      state = state &* 1_664_525 &+ 1_013_904_223
      let row = index / rect.width
      return row % 3 == 0 ? UInt8(row * 9 % 256) : UInt8(truncatingIfNeeded: state >> 24)
    }
    let parts = [
      PixelRect(x: -20, y: 10, width: 30, height: 20),  // reaching past the region's corner
      PixelRect(x: 31, y: 40, width: 17, height: 9),
      PixelRect(x: 60, y: 60, width: 40, height: 40),
    ]
    let whole = try Self.enlarged(reduced, by: reduction, region: region, parts: nil, fill: 0xAA)
    let pieces = try Self.enlarged(reduced, by: reduction, region: region, parts: parts, fill: 0x55)
    var written = 0
    for y in 0..<region.height {
      for x in 0..<region.width {
        let index = y * region.width + x
        let point = PixelRect(x: region.x + x, y: region.y + y, width: 1, height: 1)
        if parts.contains(where: { !$0.intersection(point).isEmpty }) {
          #expect(pieces[index] == whole[index], "pixel \(x), \(y)")
          written += 1
        } else {
          #expect(pieces[index] == 0x55, "pixel \(x), \(y) written outside the parts")
        }
      }
    }
    #expect(written == 17 * 17 + 17 * 9 + 16 * 14)
  }

  /// A rounded card's wide shadow folds its straight middle on the reduced grid: the frame is
  /// the one drawn without folding, for cards off the pixel grid, wide and tall, at 3× and 2×
  /// (σ 60 and 40 px), whole and under an opaque cover that leaves the shadow in pieces.
  @Test(arguments: [3, 2])
  func foldingTheReducedShapeChangesNoPixel(scale: Int) throws {
    for (x, size) in [
      (40.0, CGSize(width: 300, height: 400)), (31.37, CGSize(width: 330, height: 240)),
    ] {
      var card = Self.card(x: x)
      card.bounds.size = size
      card.cornerRadius = 21.3
      let cover = Fixture.node(
        "cover", frame: CGRect(x: 100, y: 120, width: 150, height: 90),
        background: Fixture.red)
      for nodes in [[card], [card, cover]] {
        let list = DisplayList(
          size: CGSize(width: 420, height: 520), clearColor: Fixture.white, nodes: nodes)
        let folded = CairoRenderer()
        let whole = CairoRenderer()
        whole.foldsWideShadows = false
        _ = try folded.draw(list, scale: scale)
        _ = try whole.draw(list, scale: scale)
        #expect(folded.currentFrame() == whole.currentFrame(), "card at \(x), \(size)")
      }
      // The case folds: the reduced straight middle is longer than twice the blur's reach.
      let reduction = try #require(
        ShadowReduction(sigmaX: 20 * Double(scale), sigmaY: 20 * Double(scale)))
      let f = Double(reduction.factor)
      let s = Double(scale) / f
      let region = reduction.reducedRect(
        covering: PixelRect(x: 0, y: 0, width: 420 * scale, height: 520 * scale))
      let matrix = cairo_matrix_t(
        xx: s, yx: 0, xy: 0, yy: s, x0: x * s - Double(region.x), y0: 60 * s - Double(region.y))
      let fold = try #require(
        ShadowFold(
          node: card, matrix: matrix,
          region: PixelRect(x: 0, y: 0, width: region.width, height: region.height),
          wholeX: 0, wholeY: 0, dx: 0, dy: 0, reachX: reduction.reach, reachY: reduction.reach))
      #expect(!fold.columns.isEmpty && !fold.rows.isEmpty)
    }
  }

  /// The enlargement against each pixel's bilinear sum divided once, over reduced images whose
  /// rows repeat in runs (the copied rows), equal only over some columns (so a part reading
  /// other columns must not copy), are zero, or change every pixel.
  @Test(arguments: [40.0, 60.0])
  func enlargingGivesEachPixelsBilinearSumRoundedOnce(sigma: Double) throws {
    let reduction = try #require(ShadowReduction(sigmaX: sigma, sigmaY: sigma))
    let f = reduction.factor
    let region = PixelRect(x: -23, y: 17, width: 20 * f + 7, height: 24 * f + 3)
    let rect = reduction.reducedRect(covering: region)
    var state: UInt32 = 777
    func random() -> UInt8 {
      state = state &* 1_664_525 &+ 1_013_904_223
      return UInt8(truncatingIfNeeded: state >> 24)
    }
    var reduced = [UInt8](repeating: 0, count: rect.width * rect.height)
    var row = (0..<rect.width).map { _ in random() }
    for y in 0..<rect.height {
      switch y % 11 {
      case 0: row = (0..<rect.width).map { _ in random() }  // a new run starts
      case 4: row[rect.width / 2] &+= 1  // equal to the row before left of the middle only
      case 7: row = [UInt8](repeating: 0, count: rect.width)
      case 9: row = (0..<rect.width).map { _ in random() }
      default: break
      }
      for x in 0..<rect.width { reduced[y * rect.width + x] = row[x] }
    }
    let parts = [
      region, PixelRect(x: -23, y: 17, width: 9 * f, height: 24 * f + 3),
      PixelRect(x: 5 * f + 3, y: 40, width: 3, height: 15 * f),
    ]
    let twice = 2 * f
    func sample(_ p: Int, from start: Int) -> (index: Int, weight: Int) {
      let numerator = 2 * p + 1 - f - start * twice
      let index = Int((Double(numerator) / Double(twice)).rounded(.down))
      return (index, numerator - index * twice)
    }
    for part in parts {
      let mask = try Self.enlarged(reduced, by: reduction, region: region, parts: [part], fill: 0)
      var wrong = 0
      for py in part.y..<(part.y + part.height) {
        let (iy, wy) = sample(py, from: rect.y)
        for px in part.x..<(part.x + part.width) {
          let (ix, wx) = sample(px, from: rect.x)
          func value(_ x: Int, _ y: Int) -> Int { Int(reduced[y * rect.width + x]) }
          let sum =
            (value(ix, iy) * (twice - wy) + value(ix, iy + 1) * wy) * (twice - wx)
            + (value(ix + 1, iy) * (twice - wy) + value(ix + 1, iy + 1) * wy) * wx
          let expected = (sum + twice * twice / 2) / (twice * twice)
          let index = (py - region.y) * region.width + (px - region.x)
          if Int(mask[index]) != expected { wrong += 1 }
        }
      }
      #expect(wrong == 0, "part \(part)")
    }
  }

  @Test func aTurnedShadowUnderAnOpaqueCoverGivesTheUnculledPixels() throws {
    // The turned card's shadow folds nothing and is not kept; the cover leaves it in pieces.
    let list = DisplayList(
      size: CGSize(width: 240, height: 280), clearColor: Fixture.white,
      nodes: [
        Self.card(angle: 0.2),
        Fixture.node(
          "cover", frame: CGRect(x: 70, y: 70, width: 110, height: 120),
          background: Fixture.red),
      ])
    let culled = CairoRenderer()
    let full = CairoRenderer()
    full.cullsOccludedContent = false
    for _ in 0..<2 {
      _ = try culled.draw(list, scale: 3)
      _ = try full.draw(list, scale: 3)
      #expect(culled.currentFrame() == full.currentFrame())
    }
  }
}
