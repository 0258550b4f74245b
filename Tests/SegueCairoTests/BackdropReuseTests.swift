import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// Backdrop captures kept across frames (`BackdropCache`): a blur over content drawn the same
/// way as in the previous frame is drawn from the earlier capture, and the pixels are exactly
/// those of capturing it anew.
@MainActor
@Suite struct BackdropReuseTests {
  static let size = CGSize(width: 120, height: 100)

  /// A red and a blue block under a pane of glass blurring them (the left two thirds of the
  /// canvas), and a white card over it at `cardX` (a story moving over a still, blurred list).
  static func scene(cardX: CGFloat, blockY: CGFloat = 20) -> DisplayList {
    let red = Fixture.node(
      "red", frame: CGRect(x: 10, y: blockY, width: 40, height: 30), background: Fixture.red)
    let blue = Fixture.node(
      "blue", frame: CGRect(x: 50, y: blockY, width: 40, height: 30), background: Fixture.blue)
    var list = Fixture.node("list", frame: CGRect(origin: .zero, size: size))
    list.sublayers = [red, blue]
    var glass = Fixture.node(
      "glass", frame: CGRect(x: 0, y: 0, width: 80, height: 100),
      background: Color(white: 1, alpha: 0.3))
    glass.backdrop = Backdrop(blurRadius: 4)
    var backdrop = Fixture.node("backdrop", frame: CGRect(origin: .zero, size: size))
    backdrop.sublayers = [list, glass]
    var card = Fixture.node(
      "card", frame: CGRect(x: cardX, y: 40, width: 15, height: 50), background: Fixture.white)
    card.cornerRadius = 6
    return DisplayList(size: size, nodes: [backdrop, card])
  }

  @Test func aBlurOverStillContentIsCapturedOnceAndGivesTheSamePixels() throws {
    let kept = CairoRenderer()
    let fresh = CairoRenderer()
    fresh.reusesBackdrops = false
    for frame in 0..<4 {
      let list = Self.scene(cardX: 20 + CGFloat(frame) * 7.5)
      _ = try kept.draw(list, scale: 2)
      _ = try fresh.draw(list, scale: 2)
      #expect(kept.currentFrame() == fresh.currentFrame(), "frame \(frame)")
      // Kept once what lies under the glass was drawn the same way in two successive frames;
      // the card moving over the glass is drawn after the capture and does not matter.
      #expect(kept.backdrops.count == (frame == 0 ? 0 : 1), "frame \(frame)")
    }
    #expect(fresh.backdrops.count == 0)
  }

  @Test func aChangeUnderTheBlurTakesANewCapture() throws {
    let renderer = CairoRenderer()
    let fresh = CairoRenderer()
    fresh.reusesBackdrops = false
    for blockY in [20.0, 20, 24, 24, 24] {
      let list = Self.scene(cardX: 30, blockY: blockY)
      _ = try renderer.draw(list, scale: 1)
      _ = try fresh.draw(list, scale: 1)
      #expect(renderer.currentFrame() == fresh.currentFrame(), "blocks at \(blockY)")
    }
    #expect(renderer.backdrops.count == 1)
    // The blocks moved in the third frame: the capture kept for the old place was released
    // then, and the new one kept from the fourth. Another scale is another key.
    _ = try renderer.draw(Self.scene(cardX: 30, blockY: 24), scale: 2)
    #expect(renderer.backdrops.count == 0)
  }

  @Test func aPartialRepaintCapturesAnew() throws {
    let renderer = CairoRenderer()
    let still = Self.scene(cardX: 100)
    _ = try renderer.draw(still, scale: 1)
    _ = try renderer.draw(still, scale: 1)
    #expect(renderer.backdrops.count == 1)
    // Only the card moves, beyond the blur's reach: the window repaints its region alone, where
    // a capture would read pixels around it that are the previous frame's; nothing is used.
    let moved = Self.scene(cardX: 101)
    let (_, repainted) = try renderer.drawChanges(moved, scale: 1)
    #expect(repainted.width < 120)
    #expect(renderer.backdrops.count == 0)
    let whole = CairoRenderer()
    _ = try whole.draw(moved, scale: 1)
    #expect(renderer.currentFrame() == whole.currentFrame())
  }

  @Test func theCutKeepsWhatIsDrawnBeforeANode() throws {
    let list = Self.scene(cardX: 30)
    let glass = list.nodes[0].sublayers[1]
    let cut = try #require(list.cut(after: [0, 1], at: glass))
    #expect(cut.nodes.count == 1)
    #expect(cut.nodes[0].sublayers.map(\.name) == ["list", "glass"])
    #expect(cut.nodes[0].sublayers[0] == list.nodes[0].sublayers[0])
    #expect(cut.nodes[0].sublayers[1].sublayers.isEmpty)
    // A path that leads elsewhere, or nowhere.
    #expect(list.cut(after: [0, 0], at: glass) == nil)
    #expect(list.cut(after: [0, 5], at: glass) == nil)
    #expect(list.cut(after: [], at: glass) == nil)
  }
}
