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
