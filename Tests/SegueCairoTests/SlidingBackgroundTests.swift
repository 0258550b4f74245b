import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// A square background whose edges fall inside pixels (a screen sliding by fractions of a pixel
/// during a push) and that a later screen partly covers is filled only inside what shows, box
/// by box on whole pixels (one box beside a screen, four around a card); it must give the same
/// bytes as filling it all. Under a clip with an edge inside a pixel it is filled whole: Cairo
/// then rasterizes its edges another way.
@MainActor
@Suite struct SlidingBackgroundTests {
  /// The screen pushed from (parallax, dimmed) under the screen pushed, both off the pixel grid,
  /// on a canvas 100 × 80 points; the pushed one's left edge at `edge` points.
  static func push(edge: CGFloat, clippedBy parentFrame: CGRect? = nil) -> [DisplayNode] {
    let from = Fixture.node(
      "from", frame: CGRect(x: -12.37, y: 0.2, width: 100, height: 79.6), background: Fixture.red)
    let dimming = Fixture.node(
      "dimming", frame: CGRect(x: -12.37, y: 0.2, width: 100, height: 79.6),
      background: Color(red: 0, green: 0, blue: 0, alpha: 0.13))
    let to = Fixture.node(
      "to", frame: CGRect(x: edge, y: 0, width: 100, height: 80), background: Fixture.white)
    guard let parentFrame else { return [from, dimming, to] }
    var parent = Fixture.node("clip", frame: parentFrame)
    parent.masksToBounds = true
    parent.sublayers = [from, dimming]
    return [parent, to]
  }

  func plans(_ nodes: [DisplayNode], scale: Int) -> [NodePlan] {
    let renderer = CairoRenderer()
    return withExtendedLifetime(renderer) {
      FramePainter(renderer: renderer).planOcclusion(
        DisplayList(size: CGSize(width: 100, height: 80), nodes: nodes), scale: scale
      ).plans
    }
  }

  @Test func aSlidingBackgroundIsFilledInOneBoxOfWhatShows() {
    let plan = plans(Self.push(edge: 40.21), scale: 3)
    // Device x 120.63: pixels 0…120 show (the last one half covered).
    #expect(plan[0].background == .within([PixelRect(x: 0, y: 0, width: 121, height: 240)]))
    #expect(plan[1].background == .within([PixelRect(x: 0, y: 0, width: 121, height: 240)]))
    // Under a parent's clip whose edge falls inside a pixel: filled whole.
    let clipped = plans(
      Self.push(edge: 40.21, clippedBy: CGRect(x: 0, y: 0.1, width: 100, height: 79.5)), scale: 3)
    #expect(clipped[0].sublayers.map(\.background) == [.whole, .whole])
  }

  /// Each scene drawn with culling and without, at 1×–3×, one renderer of each kind per scale
  /// (so what one frame keeps meets the next): the same bytes.
  private func expectCullingChangesNothing(_ scenes: [(nodes: [DisplayNode], label: String)])
    throws
  {
    for scale in [1, 2, 3] {
      let culled = CairoRenderer()
      let full = CairoRenderer()
      full.cullsOccludedContent = false
      for scene in scenes {
        let list = DisplayList(size: CGSize(width: 100, height: 80), nodes: scene.nodes)
        _ = try culled.draw(list, scale: scale)
        _ = try full.draw(list, scale: scale)
        #expect(
          CoveredContentTests.differingBytes(culled, full) == 0, "\(scene.label) at \(scale)×")
      }
    }
  }

  @Test func aSlidingBackgroundFilledInOneBoxGivesTheSamePixels() throws {
    try expectCullingChangesNothing(
      [40.21, 0.3, 99.9, 55.5, 12.37].flatMap { (edge: CGFloat) in
        [nil, CGRect(x: 0, y: 0.1, width: 100, height: 79.5)].map { parent in
          (
            Self.push(edge: edge, clippedBy: parent),
            "edge \(edge), clip \(String(describing: parent))"
          )
        }
      })
  }

  /// A screen and its dimming, off the pixel grid, under an opaque card covering all but a
  /// ring `inset` points wide (a zoom's platter over the list it opened from).
  static func ring(inset: CGFloat) -> [DisplayNode] {
    let frame = CGRect(x: 0.37, y: 0.2, width: 99.3, height: 79.6)
    let under = Fixture.node("under", frame: frame, background: Fixture.red)
    let dimming = Fixture.node(
      "dimming", frame: frame, background: Color(red: 0, green: 0, blue: 0, alpha: 0.13))
    let cover = Fixture.node(
      "cover", frame: CGRect(x: inset, y: inset, width: 100 - 2 * inset, height: 80 - 2 * inset),
      background: Fixture.white)
    return [under, dimming, cover]
  }

  @Test func aBackgroundShowingAroundACoverIsFilledPieceByPiece() {
    let plan = plans(Self.ring(inset: 4.3), scale: 3)
    // The cover's whole pixels: x 12.9…287.1, y 12.9…227.1.
    let inside = PixelRect(x: 13, y: 13, width: 274, height: 214)
    for node in plan.prefix(2) {
      #expect(node.backgroundByPiece)
      guard case .within(let pieces) = node.background else {
        Issue.record("expected pieces, got \(node.background)")
        continue
      }
      #expect(pieces.count == 4)
      #expect(pieces.allSatisfy { $0.intersection(inside).isEmpty })
    }
  }

  @Test func aBackgroundFilledPieceByPieceGivesTheSamePixels() throws {
    try expectCullingChangesNothing(
      [4.3, 0.5, 10.77, 20, 1.21].map { (inset: CGFloat) in
        (Self.ring(inset: inset), "inset \(inset)")
      })
  }

}
