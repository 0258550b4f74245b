import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// A backdrop blur made only around the pieces that show (`NodePlan.backdropShown`) gives, in
/// those pieces, the bytes of the blur made whole.
@Suite("Backdrop captures in pieces")
struct BackdropPieceCaptureTests {
  /// Pieces inside the blurred box: corners, a strip along an edge, one across the middle.
  static let pieces = [
    PixelRect(x: 20, y: 13, width: 9, height: 8), PixelRect(x: 100, y: 75, width: 16, height: 9),
    PixelRect(x: 20, y: 40, width: 2, height: 20), PixelRect(x: 50, y: 30, width: 1, height: 1),
  ]

  @Test(arguments: [1, 2, 3])
  func aBlurMadeInPiecesHasTheWholeBlursBytesThere(scale: Int) {
    let (width, height) = (150, 110)
    var source = BackdropReductionTests.randomPixels(count: width * height, seed: UInt64(scale))
    let box = CGRect(x: 20.4, y: 13.7, width: 95.3, height: 70.2)
    for sigma in [2.0, 6, 20].map({ $0 * Double(scale) }) {
      let reduction = BackdropReduction(sigma: sigma)
      guard let rect = reduction.copyRect(covering: box) else {
        Issue.record("no copy for σ \(sigma)")
        continue
      }
      let parts = reduction.copyRects(showing: Self.pieces, within: rect)
      #expect(parts.reduce(0) { $0 + $1.area } <= rect.area)
      let whole = Self.blur(
        &source, width: width, height: height, reduction: reduction, rect: rect, parts: [rect])
      let inPieces = Self.blur(
        &source, width: width, height: height, reduction: reduction, rect: rect, parts: parts)
      for piece in Self.pieces {
        for y in piece.y..<piece.maxY {
          let row = ((y - rect.y) * rect.width + piece.x - rect.x) * 4
          #expect(
            whole.enlarged[row..<row + piece.width * 4]
              == inPieces.enlarged[row..<row + piece.width * 4],
            "σ \(sigma) at \(scale)×: row \(y) of \(piece)")
        }
      }
      // The pieces' copy is not the whole one: what no piece needs was not reduced.
      if parts.reduce(0, { $0 + $1.area }) < rect.area {
        #expect(whole.reduced != inPieces.reduced, "σ \(sigma) at \(scale)×")
      }
    }
  }

  /// Whether the copy is opaque decides how the blur is drawn (SOURCE or OVER): made in
  /// pieces, it must be told as the whole copy tells it, whatever lies away from the pieces.
  @Test func aCopyInPiecesIsOpaqueExactlyWhenTheWholeIs() {
    let (width, height) = (150, 110)
    let reduction = BackdropReduction(sigma: 6)
    guard
      let rect = reduction.copyRect(covering: CGRect(x: 20.4, y: 13.7, width: 95.3, height: 70.2))
    else {
      Issue.record("no copy")
      return
    }
    let parts = reduction.copyRects(showing: Self.pieces, within: rect)
    // Opaque; one pixel a level short of it far from the pieces (alone in its block, it still
    // reduces to 255), then a transparent one; and one in a piece.
    for (x, y, alpha, opaque) in [
      (0, 0, 255, true), (70, 50, 254, true), (70, 50, 0, false), (21, 14, 0, false),
    ] {
      var source = [UInt8](repeating: 255, count: width * height * 4)
      let i = (y * width + x) * 4
      source[i..<i + 4] = [0, 0, 0, UInt8(alpha)]
      let whole = Self.blur(
        &source, width: width, height: height, reduction: reduction, rect: rect, parts: [rect])
      let inPieces = Self.blur(
        &source, width: width, height: height, reduction: reduction, rect: rect, parts: parts)
      #expect(whole.opaque == opaque, "alpha \(alpha) at (\(x), \(y))")
      #expect(inPieces.opaque == whole.opaque, "alpha \(alpha) at (\(x), \(y))")
    }
  }

  /// Reduces `parts` of the copy `rect` from `source`, blurs the reduced image and enlarges
  /// the pieces into an image of the copy's size.
  static func blur(
    _ source: inout [UInt8], width: Int, height: Int, reduction: BackdropReduction,
    rect: PixelRect, parts: [PixelRect]
  ) -> (reduced: [UInt8], enlarged: [UInt8], opaque: Bool) {
    let factor = reduction.factor
    let (smallWidth, smallHeight) = (rect.width / factor, rect.height / factor)
    var reduced = [UInt8](repeating: 0, count: smallWidth * smallHeight * 4)
    var enlarged = [UInt8](repeating: 0, count: rect.area * 4)
    var opaque = false
    source.withUnsafeMutableBufferPointer { input in
      reduced.withUnsafeMutableBufferPointer { small in
        enlarged.withUnsafeMutableBufferPointer { large in
          guard let data = input.baseAddress, let reducedData = small.baseAddress,
            let enlargedData = large.baseAddress
          else { return }
          let smallPixels = ProjectiveMapping.Pixels(
            data: reducedData, width: smallWidth, height: smallHeight, stride: smallWidth * 4)
          opaque = reduction.reduce(
            parts, of: rect,
            from: ProjectiveMapping.Pixels(
              data: data, width: width, height: height, stride: width * 4),
            sourceOrigin: (0, 0), into: smallPixels)
          GaussianBlur.blurChannels(
            reducedData, width: smallWidth, height: smallHeight, stride: smallWidth * 4,
            sigma: reduction.reducedSigma)
          for piece in pieces {
            BackdropEnlargement.enlarge(
              smallPixels, factor: factor, origin: (rect.x, rect.y), box: piece,
              into: ProjectiveMapping.Pixels(
                data: enlargedData, width: rect.width, height: rect.height,
                stride: rect.width * 4),
              destinationOrigin: (rect.x, rect.y))
          }
        }
      }
    }
    return (reduced, enlarged, opaque)
  }

  /// A story's card dragged small: a rounded card off the pixel grid holding a blur of what is
  /// under it, a translucent tint and an opaque table, over a picture of noise (with a
  /// transparent hole in the middle, so that the whole copy is translucent where the pieces'
  /// are opaque) and a square under the card's middle, which only the whole blur reads.
  static func scene(scale: Int, hole: Bool) -> DisplayList {
    let size = CGSize(width: 120, height: 160)
    let (width, height) = (120 * scale, 160 * scale)
    var pixels = BackdropReductionTests.randomPixels(count: width * height, seed: 7)
    for y in 0..<height {
      for x in 0..<width {
        let i = (y * width + x) * 4
        let inHole = hole && abs(x - width / 2) < 20 * scale && abs(y - height / 2) < 30 * scale
        pixels[i + 3] = inHole ? 0 : 255
        if inHole { pixels[i..<i + 3] = [0, 0, 0] }
      }
    }
    var noise = Fixture.node("noise", frame: CGRect(origin: .zero, size: size))
    noise.contents = Contents(
      image: Image(
        bitmap: Bitmap(width: width, height: height, pixels: pixels), scale: CGFloat(scale)))
    let middle = Fixture.node(
      "middle", frame: CGRect(x: 45.3, y: 65.6, width: 24, height: 24), background: Fixture.red)
    let bounds = CGRect(x: 0, y: 0, width: 110, height: 150)
    var card = DisplayNode(
      name: "card", bounds: bounds,
      transform: Transform3D(
        CGAffineTransform(scaleX: 0.91, y: 0.91).concatenating(
          CGAffineTransform(translationX: 7.3, y: 9.6))))
    card.cornerRadius = 12
    card.masksToBounds = true
    var blur = Fixture.node("blur", frame: bounds)
    blur.backdrop = Backdrop(blurRadius: 10)
    let tint = Fixture.node("tint", frame: bounds, background: Color(white: 1, alpha: 0.4))
    let table = Fixture.node("table", frame: bounds, background: Fixture.white)
    card.sublayers = [blur, tint, table]
    return DisplayList(size: size, nodes: hole ? [noise, card] : [noise, middle, card])
  }

  @Test(arguments: [(1, false), (2, false), (3, false), (1, true), (3, true)])
  func aCardsBlurMadeInPiecesDrawsTheFrameOfTheWholeBlur(scale: Int, hole: Bool) throws {
    let list = Self.scene(scale: scale, hole: hole)
    let plans = FramePainter(renderer: CairoRenderer()).planOcclusion(list, scale: scale).plans
    let blurPlan = try #require(plans.last?.sublayers.first)
    let shown = try #require(blurPlan.backdropShown, "the blur is not made in pieces")
    #expect(blurPlan.backdrop == .whole)
    // Four corners of the radius and thin strips along the edges, not the card.
    let card = CGSize(width: 110 * 0.91 * Double(scale), height: 150 * 0.91 * Double(scale))
    let corner = Int((12 * 0.91 * Double(scale) + 2).rounded(.up))
    let strips = 2 * 3 * Int(card.width + card.height)
    #expect(shown.reduce(0) { $0 + $1.area } <= 4 * corner * corner + strips)
    if !hole { #expect(plans[1].isHidden, "the square under the card's middle is drawn") }

    let culled = CairoRenderer()
    let full = CairoRenderer()
    full.cullsOccludedContent = false
    full.reusesBackdrops = false
    _ = try culled.draw(list, scale: scale)
    _ = try full.draw(list, scale: scale)
    let (a, b) = (culled.currentFrame().pixels, full.currentFrame().pixels)
    #expect(a.count == b.count)
    let differing = zip(a, b).reduce(0) { $0 + ($1.0 != $1.1 ? 1 : 0) }
    #expect(differing == 0, "\(differing) bytes differ at \(scale)×")
  }
}
