import CCairo
import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// What the renderer keeps or skips between and within frames: pooled scratch memory, kept
/// shadow masks, and parts drawn unclipped inside rounded bounds. Each must leave the pixels
/// exactly as drawing everything anew would.
@MainActor
@Suite struct FrameReuseTests {
  // MARK: Scratch surfaces

  @Test func scratchMemoryServesSurfacesOfOtherSizes() throws {
    let pool = ScratchSurfaces()
    let first = try #require(pool.take(CAIRO_FORMAT_ARGB32, width: 100, height: 100))
    let memory = cairo_image_surface_get_data(first)
    pool.giveBack(first)
    // Smaller and of another format: the same memory, cleared.
    let second = try #require(pool.take(CAIRO_FORMAT_A8, width: 90, height: 90))
    #expect(cairo_image_surface_get_data(second) == memory)
    #expect(cairo_image_surface_get_width(second) == 90)
    let stride = Int(cairo_image_surface_get_stride(second))
    let bytes = try #require(cairo_image_surface_get_data(second))
    #expect((0..<(stride * 90)).allSatisfy { bytes[$0] == 0 })
    // Taken while the first is out: a second buffer.
    let third = try #require(pool.take(CAIRO_FORMAT_ARGB32, width: 10, height: 10))
    #expect(cairo_image_surface_get_data(third) != memory)
    pool.giveBack(second)
    pool.giveBack(third)
    #expect(pool.count == 2)
    pool.endFrame()
    #expect(pool.count == 2)  // both lent during the frame
    pool.endFrame()
    #expect(pool.count == 0)  // neither lent during the next one
  }

  @Test func scratchRejectsImpossibleSizes() {
    let pool = ScratchSurfaces()
    #expect(pool.take(CAIRO_FORMAT_ARGB32, width: 0, height: 10) == nil)
    #expect(pool.take(CAIRO_FORMAT_ARGB32, width: 10, height: -1) == nil)
    #expect(pool.take(CAIRO_FORMAT_ARGB32, width: 30_000, height: 30_000) == nil)
    #expect(pool.count == 0)
  }

  // MARK: Shadow masks

  /// A white rounded card with a soft shadow at `x`.
  static func card(at x: CGFloat) -> DisplayNode {
    var card = Fixture.node(
      "card", frame: CGRect(x: x, y: 20, width: 60, height: 80), background: Fixture.white)
    card.cornerRadius = 10
    card.shadow = Shadow(
      color: Fixture.black, opacity: 0.5, radius: 8, offset: CGSize(width: 0, height: 4),
      path: nil)
    return card
  }

  @Test func aStillShadowIsKeptAndGivesTheSamePixels() throws {
    let size = CGSize(width: 120, height: 140)
    let kept = CairoRenderer()
    let fresh = CairoRenderer()
    fresh.reusesShadowMasks = false
    for frame in 0..<3 {
      let list = DisplayList(size: size, nodes: [Self.card(at: 30)])
      _ = try kept.draw(list, scale: 2)
      _ = try fresh.draw(list, scale: 2)
      #expect(kept.currentFrame() == fresh.currentFrame(), "frame \(frame)")
      // Kept once drawn the same way in two successive frames.
      #expect(kept.shadowMasks.count == (frame == 0 ? 0 : 1))
    }
    #expect(fresh.shadowMasks.count == 0)
  }

  @Test func aMovingShadowIsNeverKept() throws {
    let renderer = CairoRenderer()
    for frame in 0..<4 {
      let list = DisplayList(
        size: CGSize(width: 160, height: 140), nodes: [Self.card(at: 10 + CGFloat(frame) * 7.5)])
      _ = try renderer.draw(list, scale: 1)
      #expect(renderer.shadowMasks.count == 0)
    }
    // Gone with the shadow.
    let still = DisplayList(size: CGSize(width: 160, height: 140), nodes: [Self.card(at: 30)])
    _ = try renderer.draw(still, scale: 1)
    _ = try renderer.draw(still, scale: 1)
    #expect(renderer.shadowMasks.count == 1)
    _ = try renderer.draw(DisplayList(size: CGSize(width: 160, height: 140), nodes: []), scale: 1)
    #expect(renderer.shadowMasks.count == 0)
  }

  // MARK: Parts inside rounded bounds

  @Test func roundedBoundsCoverOnlyPixelsWhollyInside() throws {
    var node = Fixture.node(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    node.cornerRadius = 10
    let identity = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0.5, y0: 0)
    let shape = try #require(DeviceRoundedRect(node: node, matrix: identity))
    // The middle, and a pixel on the straight top edge between the corners.
    #expect(shape.coversFully(PixelRect(x: 10, y: 10, width: 20, height: 10)))
    #expect(shape.coversFully(PixelRect(x: 20, y: 0, width: 1, height: 1)))
    // Straddling the left edge at x = 0.5.
    #expect(!shape.coversFully(PixelRect(x: 0, y: 14, width: 2, height: 2)))
    // The corner pixel is cut by the arc; one well inside the arc is covered.
    #expect(!shape.coversFully(PixelRect(x: 1, y: 1, width: 1, height: 1)))
    #expect(shape.coversFully(PixelRect(x: 5, y: 5, width: 1, height: 1)))
    // Past the bounds.
    #expect(!shape.coversFully(PixelRect(x: 35, y: 25, width: 10, height: 10)))
    // Square corners that are not masked: the corner pixel is covered.
    node.maskedCorners = [.layerMaxXMaxYCorner]
    let oneCorner = try #require(DeviceRoundedRect(node: node, matrix: identity))
    #expect(oneCorner.coversFully(PixelRect(x: 1, y: 0, width: 1, height: 1)))
    #expect(!oneCorner.coversFully(PixelRect(x: 39, y: 29, width: 1, height: 1)))
    // Rotations and mirrors keep the clip.
    let turned = cairo_matrix_t(xx: 0, yx: 1, xy: -1, yy: 0, x0: 0, y0: 0)
    #expect(DeviceRoundedRect(node: node, matrix: turned) == nil)
    let mirrored = cairo_matrix_t(xx: -1, yx: 0, xy: 0, yy: 1, x0: 40, y0: 0)
    #expect(DeviceRoundedRect(node: node, matrix: mirrored) == nil)
  }

  @Test func partsInsideRoundedBoundsDrawTheSamePixelsUnclipped() throws {
    // A rounded card at a fractional position, clipping a picture, a label well inside, a
    // sublayer across a corner and a gradient filling it.
    var card = Fixture.node(
      "card", frame: CGRect(x: 6.3, y: 4.7, width: 70, height: 50), background: Fixture.blue)
    card.cornerRadius = 12
    card.masksToBounds = true
    card.contents = Contents(
      image: Fixture.checkerboard(cells: 8, cell: 4), gravity: .resizeAspectFill, scale: 1)
    var label = Fixture.node("label", frame: CGRect(x: 14, y: 18, width: 40, height: 14))
    label.drawing = .text(TextDrawing(string: "Today", fontSize: 11))
    let corner = Fixture.node(
      "corner", frame: CGRect(x: 50, y: -5, width: 30, height: 20), background: Fixture.red)
    card.sublayers = [label, corner]
    for scale in [1, 2, 3] {
      let list = DisplayList(size: CGSize(width: 90, height: 70), nodes: [card])
      let skipping = CairoRenderer()
      let clipping = CairoRenderer()
      clipping.skipsCoveredBoundsClips = false
      _ = try skipping.draw(list, scale: scale)
      _ = try clipping.draw(list, scale: scale)
      #expect(skipping.currentFrame() == clipping.currentFrame(), "scale \(scale)")
    }
  }
}
