import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// The floor keeps a backdrop's blur and a plane across frames while the steps they come from
/// are the same (`+KeptBlurs`, `+KeptPlanes`), and leaves out what an opaque kept blur covers:
/// every frame it draws is still the renderer's.
@MainActor
@Suite("The bench floor keeps blurs and planes across frames")
struct CairoBaselineKeptAcrossFramesTests {
  /// The colours of the fills the floor draws of `list` on `baseline`, after what it kept from
  /// its last frame.
  private func drawnBackgrounds(
    _ list: DisplayList, scale: Int, on baseline: CairoBaseline
  ) -> [Color] {
    let floor = CairoBaseline.floor(for: list)
    let canvas = PixelRect(
      x: 0, y: 0, width: Int(list.size.width) * scale, height: Int(list.size.height) * scale)
    return baseline.unoccluded(
      floor.steps, scale: Double(scale), canvas: canvas, clearColor: floor.clearColor,
      keepsBlurs: true
    ).steps.compactMap {
      guard case .paint(let paint) = $0, case .color(let color) = paint.fill else { return nil }
      return color
    }
  }

  /// `list` drawn by a new renderer and, as the next frame, by `baseline`: how far apart.
  private func nextFrame(_ list: DisplayList, scale: Int, on baseline: CairoBaseline) throws
    -> CairoBaselineFloorTests.Difference
  {
    let renderer = CairoRenderer()
    _ = try renderer.draw(list, scale: scale)
    try baseline.draw(CairoBaseline.floor(for: list), scale: scale)
    return CairoBaselineFloorTests.difference(
      try #require(baseline.currentFrame()), renderer.currentFrame(), tolerance: 0)
  }

  /// The list under opaque glass over the whole canvas and a card moving over it, as in
  /// `card-open-interactive`: from the second frame the blur is made whole and kept, from the
  /// third the list under it is left out; every frame equals the renderer's.
  @Test(arguments: [1, 2, 3])
  func anOpaqueKeptBlurIsEnlargedAgainAndCoversTheList(scale: Int) throws {
    let baseline = CairoBaseline()
    for frame in 0..<5 {
      let list = BackdropReuseTests.coveredScene(cardX: 20 + CGFloat(frame) * 7.25)
      if frame >= 2 {
        // The list's white, red and blue are under the kept blur: not drawn.
        let drawn = drawnBackgrounds(list, scale: scale, on: baseline)
        #expect(!drawn.contains(Fixture.red) && !drawn.contains(Fixture.blue), "frame \(frame)")
      }
      let difference = try nextFrame(list, scale: scale, on: baseline)
      #expect(baseline.keptBlurs.count == (frame == 0 ? 0 : 1), "frame \(frame)")
      #expect(difference.largest == 0, "frame \(frame) at \(scale)×: \(difference)")
    }
  }

  /// Glass over part of a translucent list, off the pixel grid, with rounded corners: the kept
  /// blur is not opaque, so the list stays drawn; the pixels are still the renderer's.
  @Test func aTranslucentKeptBlurLeavesTheListDrawn() throws {
    let baseline = CairoBaseline()
    for frame in 0..<4 {
      var list = BackdropReuseTests.scene(cardX: 20 + CGFloat(frame) * 7.5)
      list.nodes[0].sublayers[1].transform = Transform3D(translationX: 0.3, y: 0, z: 0)
      list.nodes[0].sublayers[1].cornerRadius = 9
      if frame >= 2 {
        #expect(drawnBackgrounds(list, scale: 2, on: baseline).contains(Fixture.red))
      }
      let difference = try nextFrame(list, scale: 2, on: baseline)
      #expect(baseline.keptBlurs.count == (frame == 0 ? 0 : 1), "frame \(frame)")
      #expect(difference.largest == 0, "frame \(frame): \(difference)")
    }
  }

  /// What lies under the glass moves: the blur kept for the old place is not used (its key
  /// holds the steps before it), the new one is made and kept once it stays put.
  @Test func aChangeUnderTheBlurMakesItAnew() throws {
    let baseline = CairoBaseline()
    for (frame, blockY) in [20.0, 20, 20, 24, 24, 24].enumerated() {
      var moved = BackdropReuseTests.scene(cardX: 30, blockY: blockY)
      moved.nodes[0].sublayers[0].backgroundColor = Fixture.white
      moved.nodes[0].sublayers[1].bounds.size.width = BackdropReuseTests.size.width
      let difference = try nextFrame(moved, scale: 1, on: baseline)
      // Released the frame the blocks moved (not used), kept again the frame after.
      #expect(baseline.keptBlurs.count == (frame == 0 || frame == 3 ? 0 : 1), "frame \(frame)")
      #expect(difference.largest == 0, "frame \(frame): \(difference)")
    }
  }

  /// A card turning (`flip-from-left`), and a page curling (`curl-up`), frame after frame:
  /// the plane is drawn and kept in the first frame, then only put in place; every frame is
  /// the renderer's, also when a plane is drawn in a released plane's surface.
  @Test func aPlaneDrawnTheSameWayIsKeptAndPutInPlaceAgain() throws {
    let baseline = CairoBaseline()
    var card = ProjectionTests.tilted(ProjectionTests.rotationY(0.6))
    card.backgroundColor = Fixture.green
    card.opacity = 0.9
    for (frame, angle) in [0.56, 0.58, 0.6, 0.62].enumerated() {
      card.transform = ProjectionTests.tilted(ProjectionTests.rotationY(angle)).transform
      let difference = try CairoBaselineFloorTests.compare([card], baseline: baseline)
      #expect(baseline.keptPlanes.count == 1, "frame \(frame)")
      #expect(difference.largest == 0, "frame \(frame): \(difference)")
      // And the very bytes of a floor that keeps nothing.
      let fresh = CairoBaseline()
      try fresh.draw(
        CairoBaseline.floor(
          for: DisplayList(
            size: CGSize(width: 200, height: 200), clearColor: Fixture.white, nodes: [card])),
        scale: 1)
      #expect(fresh.currentFrame() == baseline.currentFrame(), "frame \(frame)")
    }
    // A screen of one colour with a small picture on it: its runs of one colour are taken
    // whole (`UniformBlocks`, kept with the plane), with the same bytes.
    var screen = Fixture.node(
      "screen", frame: CGRect(x: 0, y: 0, width: 100, height: 100), background: Fixture.green)
    var badge = Fixture.node("badge", frame: CGRect(x: 10, y: 60, width: 30, height: 30))
    badge.contents = card.contents
    screen.sublayers = [badge]
    let flipping = CairoBaseline()
    for angle in [0.3, 0.5, 0.7] {
      screen.transform = ProjectionTests.tilted(ProjectionTests.rotationY(angle)).transform
      let difference = try CairoBaselineFloorTests.compare([screen], baseline: flipping)
      #expect(difference.largest == 0, "at \(angle): \(difference)")
    }
    #expect(flipping.keptPlanes.count == 1)
    // Another picture on the card, then the first again: each kept at once, the plane not
    // used going, its surface drawn over by the next (the same bytes as a fresh floor's).
    let picture = card.contents
    for contents in [Contents(image: Fixture.checkerboard(cells: 5, cell: 20)), picture] {
      card.contents = contents
      let difference = try CairoBaselineFloorTests.compare([card], baseline: baseline)
      #expect(difference.largest == 0, "\(difference)")
      #expect(baseline.keptPlanes.count == 1)
    }
    #expect(baseline.planeSurfaces.count == 1)
    let curling = CairoBaseline()
    for (frame, time) in [0.3, 0.4, 0.5, 0.55].enumerated() {
      let difference = try CairoBaselineFloorTests.compare(
        PageCurlTests.nodes(time: time), size: PageCurlTests.size, baseline: curling)
      #expect(curling.keptPlanes.count == 1, "frame \(frame)")
      #expect(difference.largest == 0, "at \(time): \(difference)")
    }
  }
}
