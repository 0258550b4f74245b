import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

@Suite("Renderer fast paths give the same pixels as the general paths")
struct FastPathTests {
  private func cover(_ color: Color, size: CGSize) -> DisplayNode {
    var node = DisplayNode(name: "cover", bounds: CGRect(origin: .zero, size: size))
    node.backgroundColor = color
    return node
  }

  @Test func skippingTheClearUnderAnOpaqueCoverLeavesNothingOfThePreviousFrame() throws {
    let size = CGSize(width: 40, height: 30)
    var dot = DisplayNode(
      name: "dot", bounds: CGRect(x: 0, y: 0, width: 10, height: 10),
      transform: Transform3D(translationX: 5, y: 5, z: 0))
    dot.backgroundColor = Color(red: 1, green: 0, blue: 0)
    var first = cover(Color(red: 0, green: 0, blue: 1), size: size)
    first.sublayers = [dot]
    var covered = DisplayList(size: size, clearColor: Color(white: 0), nodes: [first])
    #expect(CairoRenderer.firstPaintCoversCanvas(covered, scale: 2))
    let reused = CairoRenderer()
    _ = try reused.render(
      DisplayList(size: size, clearColor: Color(white: 1), nodes: [dot]), scale: 2)
    covered.nodes[0].sublayers = []
    let afterReuse = try reused.render(covered, scale: 2)
    let fresh = try CairoRenderer().render(covered, scale: 2)
    #expect(afterReuse == fresh)
    #expect(afterReuse.pixel(x: 15, y: 15) == (0, 0, 255, 255))
  }

  /// A cover turned an eighth is larger than the canvas but leaves its corners: they are
  /// cleared, not kept from the frame before (seen as a turning iPad's earlier frames showing
  /// through a recording's corners).
  @Test func aTurnedCoverKeepsTheClearAtTheCorners() throws {
    let size = CGSize(width: 40, height: 30)
    var turned = cover(Color(red: 0, green: 0, blue: 1), size: CGSize(width: 46, height: 46))
    turned.transform = Transform3D(
      CGAffineTransform(translationX: -23, y: -23)
        .concatenating(CGAffineTransform(rotationAngle: .pi / 4))
        .concatenating(CGAffineTransform(translationX: 20, y: 15)))
    let list = DisplayList(size: size, clearColor: Color(white: 0), nodes: [turned])
    #expect(!CairoRenderer.firstPaintCoversCanvas(list, scale: 1), "its box covers, it does not")
    let reused = CairoRenderer()
    _ = try reused.render(
      DisplayList(size: size, nodes: [cover(Color(white: 1), size: size)]), scale: 1)
    let afterReuse = try reused.render(list, scale: 1)
    #expect(afterReuse == (try CairoRenderer().render(list, scale: 1)))
    #expect(afterReuse.pixel(x: 0, y: 0) == (0, 0, 0, 255), "the corner is the clear colour")
    var quarter = cover(Color(white: 1), size: CGSize(width: 30, height: 40))
    quarter.transform = Transform3D(
      CGAffineTransform(rotationAngle: .pi / 2).concatenating(
        CGAffineTransform(translationX: 40, y: 0)))
    #expect(
      CairoRenderer.firstPaintCoversCanvas(
        DisplayList(size: size, nodes: [quarter]), scale: 1), "a quarter turn still covers")
  }

  @Test func aCoverThatMissesPixelsOrIsTranslucentKeepsTheClear() {
    let size = CGSize(width: 40, height: 30)
    let half = DisplayNode(name: "half", bounds: CGRect(x: 0, y: 0, width: 39.5, height: 30))
    var translucent = cover(Color(white: 1, alpha: 0.5), size: size)
    translucent.opacity = 1
    var partial = half
    partial.backgroundColor = Color(white: 1)
    var rounded = cover(Color(white: 1), size: size)
    rounded.cornerRadius = 4
    var faded = cover(Color(white: 1), size: size)
    faded.opacity = 0.9
    for node in [translucent, partial, rounded, faded] {
      #expect(
        !CairoRenderer.firstPaintCoversCanvas(DisplayList(size: size, nodes: [node]), scale: 1),
        "\(node.name)")
    }
  }

  @Test func anOpaqueImageDrawsLikeTheSameImageWithAlpha() throws {
    // The same picture twice: fully opaque (cached as RGB24) and with one transparent pixel in
    // a corner that the comparison ignores (cached as ARGB32).
    var pixels: [UInt8] = []
    for y in 0..<16 {
      for x in 0..<16 { pixels += [UInt8(x * 16), UInt8(y * 16), 128, 255] }
    }
    var withHole = pixels
    withHole[3] = 0
    withHole[0] = 0
    withHole[1] = 0
    withHole[2] = 0
    func frame(_ bytes: [UInt8], offset: CGFloat) throws -> Bitmap {
      var node = DisplayNode(
        name: "picture", bounds: CGRect(x: 0, y: 0, width: 16, height: 16),
        transform: Transform3D(translationX: offset, y: 2, z: 0))
      node.contents = Contents(image: Image(bitmap: Bitmap(width: 16, height: 16, pixels: bytes)))
      return try CairoRenderer().render(
        DisplayList(size: CGSize(width: 24, height: 20), nodes: [node]), scale: 1)
    }
    #expect(Bitmap(width: 16, height: 16, pixels: pixels).isFullyOpaque)
    for offset in [2.0, 2.5] {
      let opaque = try frame(pixels, offset: offset)
      let translucent = try frame(withHole, offset: offset)
      for y in 0..<20 {
        for x in 0..<24 where x >= 5 || y >= 5 {
          #expect(
            opaque.pixel(x: x, y: y) == translucent.pixel(x: x, y: y),
            "(\(x), \(y)) at offset \(offset)")
        }
      }
    }
  }

  /// A rounded-rect shadow's straight middle is folded away before the blur and repeated back
  /// after it (see `ShadowFold`); an empty sublayer turns the fold off without changing what
  /// is drawn, so both must give the same pixels: at fractional positions, both scales, with
  /// and without corners, with an offset, and clipped by the canvas edge.
  @Test(arguments: [
    (CGRect(x: 8, y: 8, width: 120, height: 90), 0.0, CGSize(width: 0, height: 0), 1),
    (CGRect(x: 8.3, y: 10.6, width: 120.4, height: 90.7), 15.0, CGSize(width: 0, height: 8), 3),
    (CGRect(x: -20.5, y: 30.2, width: 140, height: 200), 12.0, CGSize(width: 3, height: -2.5), 2),
  ])
  func aFoldedRoundedRectShadowEqualsTheUnfoldedBlur(
    frame: CGRect, corner: Double, offset: CGSize, scale: Int
  ) throws {
    var card = Fixture.node("card", frame: frame, background: Fixture.white)
    card.cornerRadius = CGFloat(corner)
    card.shadow = Shadow(
      color: Fixture.black, opacity: 0.6, radius: 12, offset: offset, path: nil)
    var unfolded = card
    unfolded.sublayers = [Fixture.node("empty", frame: CGRect(x: 0, y: 0, width: 4, height: 4))]
    let size = CGSize(width: 160, height: 160)
    let clear = Color(red: 0.2, green: 0.5, blue: 0.9)
    let folded = try Fixture.render([card], size: size, scale: scale, clear: clear).bitmap
    let reference = try Fixture.render([unfolded], size: size, scale: scale, clear: clear).bitmap
    #expect(folded == reference)
    // The shadow was drawn at all.
    var plain = card
    plain.shadow = nil
    #expect(folded != (try Fixture.render([plain], size: size, scale: scale, clear: clear).bitmap))
  }
}

@Suite("Text layouts are reused from frame to frame")
struct TextLayoutCacheTests {
  private func label(_ string: String, y: CGFloat) -> DisplayNode {
    var node = Fixture.node("label", frame: CGRect(x: 4, y: y, width: 90, height: 20))
    node.drawing = .text(TextDrawing(string: string, fontSize: 14, foregroundColor: Fixture.black))
    return node
  }

  @Test func aReusedLayoutDrawsTheSamePixelsAndUnusedOnesAreReleased() throws {
    let size = CGSize(width: 100, height: 60)
    let frame = DisplayList(
      size: size, clearColor: Fixture.white, nodes: [label("Settings", y: 4), label("Edit", y: 30)])
    let renderer = CairoRenderer()
    _ = try renderer.render(frame, scale: 2)
    #expect(renderer.textLayouts.count == 2)
    // Moved, not changed: the layouts depend only on the text and the bounds.
    var moved = frame
    moved.nodes[0].transform = Transform3D(translationX: 6, y: 10, z: 0)
    let reused = try renderer.render(moved, scale: 2)
    #expect(renderer.textLayouts.count == 2)
    #expect(reused == (try CairoRenderer().render(moved, scale: 2)))
    _ = try renderer.render(DisplayList(size: size, nodes: [label("Edit", y: 30)]), scale: 2)
    #expect(renderer.textLayouts.count == 1)
  }
}
