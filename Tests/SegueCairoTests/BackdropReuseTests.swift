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
      // Kept from the first frame, and used while what lies under the glass is drawn the same
      // way; the card moving over the glass is drawn after the capture and does not matter.
      #expect(kept.backdrops.count == 1, "frame \(frame)")
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
    // then, and the new one kept. Another scale is another key: the old capture goes.
    let other = Self.scene(cardX: 30, blockY: 24)
    _ = try renderer.draw(other, scale: 2)
    _ = try fresh.draw(other, scale: 2)
    #expect(renderer.currentFrame() == fresh.currentFrame())
    #expect(renderer.backdrops.count == 1)
  }

  @Test func aPartialRepaintCapturesAnew() throws {
    // The glass over the top 40 points only, the card below the rows its blur reads (13 points
    // past it): the window repaints whole rows (`FramePainter.damage`).
    func scene(cardX: CGFloat) -> DisplayList {
      var list = Self.scene(cardX: cardX)
      list.nodes[0].sublayers[1].bounds.size.height = 40
      list.nodes[1].transform = Transform3D(translationX: cardX, y: 60, z: 0)
      list.nodes[1].bounds.size.height = 30
      return list
    }
    let renderer = CairoRenderer()
    let still = scene(cardX: 100)
    _ = try renderer.draw(still, scale: 1)
    _ = try renderer.draw(still, scale: 1)
    #expect(renderer.backdrops.count == 1)
    // Only the card moves, beyond the blur's reach: the window repaints its rows alone, where
    // a capture would read pixels around it that are the previous frame's; nothing is used.
    let moved = scene(cardX: 101)
    let (_, repainted) = try renderer.drawChanges(moved, scale: 1)
    #expect(repainted.height < 100 && repainted.y >= 53, "repainted \(repainted)")
    #expect(renderer.backdrops.count == 0)
    let whole = CairoRenderer()
    _ = try whole.draw(moved, scale: 1)
    #expect(renderer.currentFrame() == whole.currentFrame())
  }

  /// An opaque list under glass over the whole canvas, and the card over it at `cardX`.
  static func coveredScene(cardX: CGFloat) -> DisplayList {
    var list = scene(cardX: cardX)
    list.nodes[0].sublayers[0].backgroundColor = Fixture.white
    list.nodes[0].sublayers[1].bounds.size.width = size.width
    return list
  }

  /// The plans the walk makes for `list` on `renderer`, with what it kept from its last frame.
  static func plans(_ list: DisplayList, scale: Int, on renderer: CairoRenderer) throws
    -> [NodePlan]
  {
    let painter = FramePainter(renderer: renderer)
    painter.wholeFrame = (list, scale, try #require(renderer.target).surface)
    return painter.planOcclusion(list, scale: scale).plans
  }

  /// With the capture kept, the blur drawn from it replaces every pixel under the glass: the
  /// list is not drawn at all, and the frames are those of drawing everything anew.
  @Test(arguments: [1, 2, 3])
  func whatAnOpaqueKeptBlurCoversIsNotDrawn(scale: Int) throws {
    let kept = CairoRenderer()
    let everything = CairoRenderer()
    everything.reusesBackdrops = false
    everything.cullsOccludedContent = false
    for frame in 0..<4 {
      let list = Self.coveredScene(cardX: 20 + CGFloat(frame) * 7.25)
      if frame > 0 {
        // The walk finds the capture the frame before kept, and culls the list under it.
        let plans = try Self.plans(list, scale: scale, on: kept)
        #expect(plans[0].sublayers[0].isHidden, "frame \(frame)")
        #expect(plans[0].sublayers[1].keptBackdrop != nil, "frame \(frame)")
      }
      _ = try kept.draw(list, scale: scale)
      _ = try everything.draw(list, scale: scale)
      #expect(kept.currentFrame() == everything.currentFrame(), "frame \(frame)")
    }
    // A translucent list under the glass: the blur is not opaque, so the list is drawn.
    var list = Self.scene(cardX: 40)
    list.nodes[0].sublayers[1].bounds.size.width = Self.size.width
    for _ in 0..<2 { _ = try kept.draw(list, scale: scale) }
    let plans = try Self.plans(list, scale: scale, on: kept)
    #expect(!plans[0].sublayers[0].isHidden)
    #expect(plans[0].sublayers[1].keptBackdrop == nil)
    _ = try everything.draw(list, scale: scale)
    #expect(kept.currentFrame() == everything.currentFrame())
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
