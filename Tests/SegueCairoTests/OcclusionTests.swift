import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

@Suite("Opaque regions")
struct OpaqueRegionTests {
  @Test func subtractingLeavesTheBandsAroundTheCut() {
    let rect = PixelRect(x: 0, y: 0, width: 10, height: 10)
    let pieces = rect.subtracting(PixelRect(x: 3, y: 4, width: 2, height: 2))
    #expect(pieces.reduce(0) { $0 + $1.area } == 96)
    // Disjoint: no pixel counted twice.
    for (i, a) in pieces.enumerated() {
      for b in pieces[(i + 1)...] { #expect(!a.intersects(b)) }
    }
    #expect(rect.subtracting(PixelRect(x: 20, y: 20, width: 5, height: 5)) == [rect])
    #expect(rect.subtracting(PixelRect(x: -1, y: -1, width: 12, height: 12)).isEmpty)
  }

  @Test func insideRoundsInwardAndEnclosingOutward() {
    let rect = CGRect(x: 0.5, y: 1, width: 9.2, height: 3.9)
    #expect(PixelRect(inside: rect) == PixelRect(x: 1, y: 1, width: 8, height: 3))
    #expect(PixelRect(enclosing: rect) == PixelRect(x: 0, y: 1, width: 10, height: 4))
    #expect(PixelRect(inside: CGRect(x: 0.2, y: 0, width: 0.5, height: 5)).isEmpty)
  }

  @Test func visibilityIsHiddenWholeOrClipped() {
    var region = OpaqueRegion()
    let part = PixelRect(x: 0, y: 0, width: 100, height: 100)
    #expect(region.visibility(of: part) == .whole)
    region.add(PixelRect(x: 0, y: 0, width: 100, height: 60))
    region.add(PixelRect(x: 0, y: 50, width: 100, height: 50))
    #expect(region.visibility(of: part) == .hidden)
    region.subtract(PixelRect(x: 0, y: 90, width: 100, height: 10))
    #expect(
      region.visibility(of: part) == .within([PixelRect(x: 0, y: 90, width: 100, height: 10)]))
    // Clipping that saves less than half is not worth a clip.
    var small = OpaqueRegion()
    small.add(PixelRect(x: 0, y: 0, width: 40, height: 100))
    #expect(small.visibility(of: part) == .whole)
  }

  /// `visibility(of:)` tells a part mostly uncovered without cutting it into pieces (the sum of
  /// the rectangles' overlaps bounds what they cover): over random regions of many small,
  /// overlapping rectangles (as turned bands make) and random parts, its answer is the one
  /// read from the pieces themselves.
  @Test(arguments: [11, 111, 1111] as [UInt64])
  func visibilityIsTheOneReadFromThePieces(seed: UInt64) {
    var generator = SeededLCG(state: seed)
    func randomRect(_ maximum: Int) -> PixelRect {
      PixelRect(
        x: Int.random(in: -20...200, using: &generator),
        y: Int.random(in: -20...200, using: &generator),
        width: Int.random(in: 0...maximum, using: &generator),
        height: Int.random(in: 0...maximum, using: &generator))
    }
    var answers: [String: Int] = [:]
    for _ in 0..<300 {
      var region = OpaqueRegion()
      for _ in 0..<Int.random(in: 0...40, using: &generator) { region.add(randomRect(120)) }
      for _ in 0..<10 {
        let extent = randomRect(160)
        let expected: Visibility
        if let pieces = region.uncovered(extent, limit: OpaqueRegion.maximumPieces) {
          let left = pieces.reduce(0) { $0 + $1.area }
          expected =
            pieces.isEmpty ? .hidden : (left * 2 <= extent.area ? .within(pieces) : .whole)
        } else {
          expected = .whole
        }
        let answer = region.visibility(of: extent)
        #expect(answer == expected, "seed \(seed): \(extent) under \(region.rects)")
        switch answer {
        case .hidden: answers["hidden", default: 0] += 1
        case .whole: answers["whole", default: 0] += 1
        case .within: answers["within", default: 0] += 1
        }
      }
    }
    #expect(answers.count == 3, "every answer reached: \(answers)")
  }

  @Test func containedRectanglesAreNotKeptTwice() {
    var region = OpaqueRegion()
    region.add(PixelRect(x: 10, y: 10, width: 5, height: 5))
    region.add(PixelRect(x: 0, y: 0, width: 50, height: 50))
    region.add(PixelRect(x: 20, y: 20, width: 5, height: 5))
    #expect(region.rects == [PixelRect(x: 0, y: 0, width: 50, height: 50)])
  }
}

/// What the occlusion walk decides for small display lists (the pixels it must leave alone are
/// checked for every gallery entry by `OcclusionCullingTests` in the gallery's tests).
@Suite("Occlusion culling")
struct OcclusionPlanTests {
  static let size = CGSize(width: 100, height: 100)

  func plans(_ nodes: [DisplayNode], scale: Int = 2) -> [NodePlan] {
    let renderer = CairoRenderer()
    let painter = FramePainter(renderer: renderer)
    return painter.planOcclusion(DisplayList(size: Self.size, nodes: nodes), scale: scale).plans
  }

  func shadowed(_ frame: CGRect) -> DisplayNode {
    var node = Fixture.node("under", frame: frame, background: Fixture.red)
    node.shadow = Shadow(
      color: Fixture.black, opacity: 0.5, radius: 4, offset: CGSize(width: 0, height: 2), path: nil)
    return node
  }

  @Test func anOpaqueCoverHidesWhatIsUnder() {
    let under = shadowed(CGRect(x: 20, y: 20, width: 40, height: 40))
    let cover = Fixture.node(
      "cover", frame: CGRect(origin: .zero, size: Self.size), background: Fixture.white)
    let result = plans([under, cover])
    #expect(result[0].isHidden)
    #expect(!result[1].isHidden && result[1].background == .whole)
  }

  @Test func translucentOrThreeDCoversHideNothing() {
    let under = shadowed(CGRect(x: 20, y: 20, width: 40, height: 40))
    let faded = Fixture.node(
      "faded", frame: CGRect(origin: .zero, size: Self.size), background: Fixture.white,
      opacity: 0.99)
    #expect(!plans([under, faded])[0].isHidden)
    let seeThrough = Fixture.node(
      "alpha", frame: CGRect(origin: .zero, size: Self.size),
      background: Color(red: 1, green: 1, blue: 1, alpha: 0.99))
    #expect(!plans([under, seeThrough])[0].isHidden)
    var tilted = Fixture.node(
      "tilted", frame: CGRect(origin: .zero, size: Self.size), background: Fixture.white)
    var perspective = Transform3D.identity
    perspective.m34 = -1 / 500
    tilted.transform = perspective.rotated(by: 0.01, x: 0, y: 1, z: 0)
    #expect(!plans([under, tilted])[0].isHidden)
  }

  @Test func whatATranslucentLayerHoldsCoversOnlyInsideIt() {
    // Inside a faded group an opaque child hides its parent's background (the group is
    // composited as a whole), but not the layer under the group.
    let under = Fixture.node(
      "under", frame: CGRect(x: 10, y: 10, width: 20, height: 20), background: Fixture.red)
    var group = Fixture.node(
      "group", frame: CGRect(origin: .zero, size: Self.size), background: Fixture.green,
      opacity: 0.5)
    group.sublayers = [
      Fixture.node("child", frame: CGRect(origin: .zero, size: Self.size), background: Fixture.blue)
    ]
    let result = plans([under, group])
    #expect(!result[0].isHidden)
    #expect(result[1].background == .hidden)
  }

  @Test func roundedCornersLeaveTheirPixelsToWhatIsUnder() {
    let under = Fixture.node(
      "under", frame: CGRect(origin: .zero, size: Self.size), background: Fixture.red)
    var card = Fixture.node(
      "card", frame: CGRect(origin: .zero, size: Self.size), background: Fixture.white)
    card.cornerRadius = 20
    let plan = plans([under, card], scale: 1)[0]
    #expect(!plan.isHidden)
    guard case .within(let pieces) = plan.background else {
      Issue.record("expected the background clipped to the corners, got \(plan.background)")
      return
    }
    // The four corners (20 × 20 each at most) are all that can show.
    #expect(pieces.reduce(0) { $0 + $1.area } <= 4 * 20 * 20)
    #expect(pieces.contains { $0.contains(PixelRect(x: 0, y: 0, width: 1, height: 1)) })
  }

  @Test func aBackdropKeepsWhatItBlursUnderAnOpaqueCover() {
    let under = Fixture.node(
      "under", frame: CGRect(x: 30, y: 30, width: 40, height: 40), background: Fixture.red)
    var glass = Fixture.node("glass", frame: CGRect(x: 20, y: 20, width: 60, height: 60))
    glass.backdrop = Backdrop(blurRadius: 6)
    let cover = Fixture.node(
      "cover", frame: CGRect(origin: .zero, size: Self.size), background: Fixture.white)
    // The cover hides the glass, so nothing is blurred and what is under goes too.
    let covered = plans([under, glass, cover])
    #expect(covered[1].isHidden && covered[0].isHidden)
    // With the cover under the glass, the glass blurs the cover, which hides `under`.
    let blurred = plans([under, cover, glass])
    #expect(!blurred[2].isHidden && blurred[2].backdrop == .whole)
    #expect(blurred[0].isHidden && !blurred[1].isHidden)
    // An opaque layer over the glass does not hide what the glass reads.
    var lid = Fixture.node(
      "lid", frame: CGRect(x: 25, y: 25, width: 50, height: 50), background: Fixture.blue)
    lid.sublayers = []
    let lidded = plans([under, glass, lid])
    #expect(!lidded[0].isHidden)
  }

  @Test func onlyFullyOpaquePicturesCover() {
    let under = Fixture.node(
      "under", frame: CGRect(x: 10, y: 10, width: 30, height: 30), background: Fixture.red)
    var opaque = Fixture.node("photo", frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    opaque.contents = Contents(
      image: Fixture.solidImage(width: 50, height: 50, color: (9, 9, 9, 255)))
    #expect(plans([under, opaque])[0].isHidden)
    var clear = opaque
    clear.contents = Contents(
      image: Fixture.solidImage(width: 50, height: 50, color: (9, 9, 9, 254)))
    #expect(!plans([under, clear])[0].isHidden)
  }

  @Test func offCanvasPartsAreHidden() {
    let away = Fixture.node(
      "away", frame: CGRect(x: 200, y: 0, width: 40, height: 40), background: Fixture.red)
    #expect(plans([away])[0].isHidden)
  }
}
