import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// A masked node whose mask is drawn as alpha (not a filled shape the clip can take) is a group
/// composited through the mask pixel for pixel; where opaque layers drawn later cover it, the
/// mask's coverage and the composite are left out (`NodePlan.maskShown`), as the story fading
/// under the card flying home in `card-open-interactive`. Each frame must keep the bytes of
/// drawing everything.
@MainActor
@Suite struct MaskedGroupTests {
  /// A faded card masked by a rounded layer with a background (the alpha path), holding a
  /// blur, a white table, a label and a stripe, over a red square, under an opaque card drawn
  /// later covering it from the top down to `covered` points (none at 0). Off the pixel grid.
  static func maskedCard(covered: CGFloat, opacity: Double = 0.62) -> [DisplayNode] {
    let under = Fixture.node(
      "under", frame: CGRect(x: 10, y: 40, width: 60, height: 60), background: Fixture.red)
    var card = Fixture.node(
      "card", frame: CGRect(x: 4.3, y: 6.7, width: 90.4, height: 130.2), opacity: opacity)
    card.masksToBounds = true
    card.cornerRadius = 7.5
    var mask = Fixture.node(
      "mask", frame: CGRect(x: 0, y: 8.2, width: 90.4, height: 122), background: Fixture.black)
    mask.cornerRadius = 9.3
    card.mask = mask
    var glass = Fixture.node(
      "glass", frame: CGRect(x: 0, y: 0, width: 90.4, height: 130.2),
      background: Color(red: 1, green: 1, blue: 1, alpha: 0.3))
    glass.backdrop = Backdrop(blurRadius: 3)
    let table = Fixture.node(
      "table", frame: CGRect(x: 0, y: 0, width: 90.4, height: 130.2), background: Fixture.white)
    var label = Fixture.node("label", frame: CGRect(x: 6, y: 80, width: 70, height: 14))
    label.drawing = .text(TextDrawing(string: "Sail out", fontSize: 11))
    let stripe = Fixture.node(
      "stripe", frame: CGRect(x: 20.6, y: 98.1, width: 40, height: 9), background: Fixture.blue)
    card.sublayers = [glass, table, label, stripe]
    var lid = Fixture.node(
      "lid", frame: CGRect(x: 3.9, y: 5.2, width: 91.5, height: covered - 5.2),
      background: Fixture.green)
    lid.cornerRadius = 4
    return covered > 0 ? [under, card, lid] : [under, card]
  }

  func plans(_ nodes: [DisplayNode], scale: Int = 2) -> [NodePlan] {
    let renderer = CairoRenderer()
    return withExtendedLifetime(renderer) {
      FramePainter(renderer: renderer).planOcclusion(
        DisplayList(size: CGSize(width: 100, height: 150), nodes: nodes), scale: scale
      ).plans
    }
  }

  @Test func aCoveredMaskedNodeShowsInPieces() throws {
    let plan = plans(Self.maskedCard(covered: 80))[1]
    let pieces = try #require(plan.maskShown)
    // Below the lid, and beside its rounded corners; nothing of the lid's straight middle.
    #expect(!pieces.isEmpty)
    #expect(pieces.allSatisfy { !$0.intersects(PixelRect(x: 20, y: 20, width: 150, height: 130)) })
    // The group itself is still composited whole (its outline), and a mask nothing covers
    // shows everywhere.
    #expect(plan.shown == .whole)
    #expect(plans(Self.maskedCard(covered: 0))[1].maskShown == nil)
  }

  @Test func aCoveredMaskedNodeGivesTheSamePixels() throws {
    for scale in [1, 2, 3] {
      let culled = CairoRenderer()
      let full = CairoRenderer()
      full.cullsOccludedContent = false
      // Covers ending above the mask, inside it, past it and below the card.
      for covered: CGFloat in [10, 40.3, 80, 110.6, 118.4, 140, 0] {
        for opacity in [0.62, 1] {
          let list = DisplayList(
            size: CGSize(width: 100, height: 150),
            nodes: Self.maskedCard(covered: covered, opacity: opacity))
          _ = try culled.draw(list, scale: scale)
          _ = try full.draw(list, scale: scale)
          #expect(
            CoveredContentTests.differingBytes(culled, full) == 0,
            "covered to \(covered) at \(scale)×, opacity \(opacity)")
        }
      }
    }
  }
}
