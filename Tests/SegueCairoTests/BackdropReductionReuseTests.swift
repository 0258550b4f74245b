import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// Reduced copies kept across frames (`BackdropCache+Reductions`): a blur whose radius changes
/// within one reduction factor over content drawn the same way copies the earlier reduction,
/// and the pixels are exactly those of reducing anew.
@MainActor
@Suite struct BackdropReductionReuseTests {
  static let size = CGSize(width: 120, height: 100)

  /// An opaque list (white, a red and a blue block) under glass blurring it by `radius` (the
  /// left two thirds), and an opaque green card over the list just right of the glass, inside
  /// the widest reach of the glass' reduction but outside a small blur's.
  static func scene(radius: CGFloat, blockY: CGFloat = 20) -> DisplayList {
    let red = Fixture.node(
      "red", frame: CGRect(x: 10, y: blockY, width: 40, height: 30), background: Fixture.red)
    let blue = Fixture.node(
      "blue", frame: CGRect(x: 50, y: blockY, width: 45, height: 30), background: Fixture.blue)
    var list = Fixture.node(
      "list", frame: CGRect(origin: .zero, size: size), background: Fixture.white)
    list.sublayers = [red, blue]
    var glass = Fixture.node(
      "glass", frame: CGRect(x: 0, y: 0, width: 80, height: 100),
      background: Color(white: 0.1, alpha: 0.4))
    glass.backdrop = Backdrop(blurRadius: radius)
    let card = Fixture.node(
      "card", frame: CGRect(x: 84, y: 10, width: 30, height: 80),
      background: Color(red: 0, green: 0.6, blue: 0.2, alpha: 1))
    return DisplayList(size: size, nodes: [list, glass, card])
  }

  /// Radii (points) whose blurs at 2× all reduce by 4 (σ from 4 to 14 device pixels), growing
  /// then shrinking.
  static let radii: [CGFloat] = [2, 4, 7, 5, 3]

  @Test func aBlurChangingWithinOneFactorCopiesTheKeptReduction() throws {
    let kept = CairoRenderer()
    let everything = CairoRenderer()
    everything.reusesBackdrops = false
    everything.cullsOccludedContent = false
    for radius in Self.radii {
      #expect(BackdropReduction(sigma: Double(radius) * 2).factor == 4)
      let list = Self.scene(radius: radius)
      _ = try kept.draw(list, scale: 2)
      _ = try everything.draw(list, scale: 2)
      #expect(kept.currentFrame() == everything.currentFrame(), "radius \(radius)")
    }
    // Made in the first frame, copied in the four after it (the growing blurs too).
    #expect(kept.backdrops.reductionsReused == Self.radii.count - 1)
    #expect(everything.backdrops.reductionsReused == 0)
  }

  /// The glass of `scene` over a list holding a magenta block hidden under the green card, in
  /// the ring a radius-2 blur's copy leaves out (device x 168…204 at 2×) but a radius-7 one
  /// reads (to 200).
  static func sceneHidingABlock(radius: CGFloat) -> DisplayList {
    var list = scene(radius: radius)
    list.nodes[0].sublayers.append(
      Fixture.node(
        "hidden", frame: CGRect(x: 86, y: 30, width: 12, height: 40),
        background: Color(red: 1, green: 0, blue: 1)))
    return list
  }

  /// The walk's reads widened to what a kept reduction covers (`FramePainter.backdropReads`):
  /// in `scene` the card hides only white and a strip of the blue block, which the walk draws
  /// whole (clipping them would save less than half their pixels), so nothing there is culled;
  /// a layer wholly under the card is, unless the reads keep it.
  @Test func whatAnOpaqueLayerHidesInTheKeptRingIsDrawn() throws {
    // The block (device x 172…196, 171…197 with the walk's slack) lies past what the small
    // blur reads and before what the large one reads, so only the widened reads keep it drawn
    // in the frame whose reduction the large blur copies.
    let box = CGRect(x: 0, y: 0, width: 160, height: 200)
    let small = try #require(BackdropReduction(sigma: 4).copyRect(covering: box))
    let large = try #require(BackdropReduction(sigma: 14).copyRect(covering: box))
    #expect(small.maxX <= 171 && large.maxX >= 197)
    #expect(BackdropReduction(sigma: 4).widened(small).maxX >= large.maxX)
    let kept = CairoRenderer()
    let everything = CairoRenderer()
    everything.reusesBackdrops = false
    everything.cullsOccludedContent = false
    for radius: CGFloat in [2, 7] {
      let list = Self.sceneHidingABlock(radius: radius)
      _ = try kept.draw(list, scale: 2)
      _ = try everything.draw(list, scale: 2)
      #expect(kept.currentFrame() == everything.currentFrame(), "radius \(radius)")
    }
    #expect(kept.backdrops.reductionsReused == 1)
  }

  @Test func aChangeUnderTheBlurReducesAnew() throws {
    let renderer = CairoRenderer()
    let everything = CairoRenderer()
    everything.reusesBackdrops = false
    for (radius, blockY) in zip(Self.radii, [20.0, 20, 26, 26, 30]) {
      let list = Self.scene(radius: radius, blockY: blockY)
      _ = try renderer.draw(list, scale: 2)
      _ = try everything.draw(list, scale: 2)
      #expect(renderer.currentFrame() == everything.currentFrame(), "blocks at \(blockY)")
    }
    // Only the second and fourth frames draw what the frame before drew under the glass.
    #expect(renderer.backdrops.reductionsReused == 2)
  }

  @Test func theCutBeforeANodeLeavesItOut() throws {
    let list = Self.scene(radius: 4)
    let glass = list.nodes[1]
    let cut = try #require(list.cut(before: [1], at: glass))
    #expect(cut.nodes == [list.nodes[0]])
    // The glass' own values are not part of it: another radius cuts to the same list.
    let other = Self.scene(radius: 6)
    #expect(other.cut(before: [1], at: other.nodes[1]) == cut)
    var nested = Fixture.node("holder", frame: CGRect(origin: .zero, size: Self.size))
    nested.sublayers = [list.nodes[0], glass]
    let deep = DisplayList(size: Self.size, nodes: [nested])
    let deepCut = try #require(deep.cut(before: [0, 1], at: glass))
    #expect(deepCut.nodes.count == 1)
    #expect(deepCut.nodes[0].sublayers == [list.nodes[0]])
    #expect(deep.cut(before: [0, 0], at: glass) == nil)
  }
}
