import Foundation
import SegueGeometry
import SegueLayers
import SegueTesting
import Testing

@testable import SegueCairo

@Suite("Layer compositing: corners, borders, opacity, clipping, masks, shadows")
struct LayerCompositingTests {
  // MARK: Corners and borders

  @Test func cornerRadiusLeavesCornerPixelsTransparent() throws {
    var node = Fixture.node(
      frame: CGRect(x: 0, y: 0, width: 40, height: 40), background: Fixture.red)
    node.cornerRadius = 10
    let (bitmap, _) = try Fixture.render([node])
    for (x, y) in [(0, 0), (39, 0), (0, 39), (39, 39)] { #expect(bitmap.alpha(x, y) == 0) }
    expectPixel(bitmap, 20, 20, (255, 0, 0, 255))
    expectPixel(bitmap, 20, 0, (255, 0, 0, 255))
  }

  @Test func maskedCornersRoundOnlyTheChosenCorners() throws {
    var node = Fixture.node(
      frame: CGRect(x: 0, y: 0, width: 40, height: 40), background: Fixture.red)
    node.cornerRadius = 10
    node.maskedCorners = [.layerMinXMinYCorner]
    let (bitmap, _) = try Fixture.render([node])
    #expect(bitmap.alpha(0, 0) == 0)
    for (x, y) in [(39, 0), (0, 39), (39, 39)] { #expect(bitmap.alpha(x, y) == 255) }
  }

  @Test func cornerRadiusAloneDoesNotClipSublayers() throws {
    var node = Fixture.node(
      frame: CGRect(x: 0, y: 0, width: 40, height: 40), background: Fixture.red)
    node.cornerRadius = 10
    node.sublayers = [
      Fixture.node(frame: CGRect(x: 0, y: 0, width: 5, height: 5), background: Fixture.blue)
    ]
    let (bitmap, _) = try Fixture.render([node])
    expectPixel(bitmap, 0, 0, (0, 0, 255, 255))
  }

  @Test func borderIsDrawnInsideTheBoundsAboveSublayers() throws {
    var node = Fixture.node(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    node.borderWidth = 4
    node.borderColor = Fixture.green
    node.sublayers = [
      Fixture.node(frame: CGRect(x: 0, y: 0, width: 40, height: 10), background: Fixture.blue)
    ]
    let (bitmap, _) = try Fixture.render([node])
    expectPixel(bitmap, 10, 30, (0, 255, 0, 255))
    expectPixel(bitmap, 13, 30, (0, 255, 0, 255))
    expectPixel(bitmap, 14, 30, (0, 0, 0, 0))
    expectPixel(bitmap, 9, 30, (0, 0, 0, 0))
    expectPixel(bitmap, 30, 11, (0, 255, 0, 255))  // border over the blue sublayer
    expectPixel(bitmap, 30, 16, (0, 0, 255, 255))
  }

  @Test func backgroundCornersAndBorderSnapshot() throws {
    var card = Fixture.node(
      frame: CGRect(x: 8, y: 8, width: 64, height: 48),
      background: Color(red: 1, green: 0.8, blue: 0.2))
    card.cornerRadius = 14
    card.borderWidth = 3
    card.borderColor = Color(red: 0.1, green: 0.2, blue: 0.7)
    var tab = Fixture.node(
      frame: CGRect(x: 8, y: 64, width: 64, height: 24),
      background: Color(red: 0.2, green: 0.6, blue: 0.3))
    tab.cornerRadius = 12
    tab.maskedCorners = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    tab.borderWidth = 2
    tab.borderColor = Fixture.black
    let (bitmap, _) = try Fixture.render(
      [card, tab], size: CGSize(width: 80, height: 96), clear: Fixture.white)
    expectSnapshot(of: bitmap, named: "card-and-tab")
  }

  // MARK: Opacity

  @Test func halfOpacityGivesHalfAlpha() throws {
    let (bitmap, _) = try Fixture.render([
      Fixture.node(
        frame: CGRect(x: 0, y: 0, width: 8, height: 8), background: Fixture.red, opacity: 0.5)
    ])
    expectPixel(bitmap, 4, 4, (128, 0, 0, 128), tolerance: 1)
  }

  @Test func opacityAppliesToTheSubtreeAsOneGroup() throws {
    // Inside a group the blue sublayer covers the red background fully, and the group is then
    // faded; drawn one by one, red would show through the half-transparent blue.
    var node = Fixture.node(
      frame: CGRect(x: 0, y: 0, width: 20, height: 20), background: Fixture.red, opacity: 0.5)
    node.sublayers = [
      Fixture.node(frame: CGRect(x: 0, y: 0, width: 10, height: 20), background: Fixture.blue)
    ]
    let (bitmap, _) = try Fixture.render([node])
    expectPixel(bitmap, 5, 10, (0, 0, 128, 128), tolerance: 1)
    expectPixel(bitmap, 15, 10, (128, 0, 0, 128), tolerance: 1)
  }

  /// A translucent subtree drawn as a group under an ancestor's rounded clip gets the clip's
  /// edge coverage once, as a single translucent fill does (Cairo's group composited under the
  /// clip it was drawn in squared it: a 64 edge became 16). The clip's radius is fractional,
  /// so the edge has partial pixels all round.
  @Test func aGroupUnderARoundedClipTakesTheClipsCoverageOnce() throws {
    func clipped(_ child: DisplayNode) throws -> Bitmap {
      var parent = Fixture.node(frame: CGRect(x: 2, y: 2, width: 40, height: 40))
      parent.masksToBounds = true
      parent.cornerRadius = 15.3
      parent.sublayers = [child]
      return try Fixture.render([parent], size: CGSize(width: 44, height: 44)).bitmap
    }
    let frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    let single = Fixture.node(frame: frame, background: Fixture.white, opacity: 0.5)
    // Two halves meeting on a whole pixel: the group holds the same white square, with no
    // edge where two antialiased fills overlap.
    var grouped = Fixture.node(frame: frame, opacity: 0.5)
    grouped.sublayers = [
      Fixture.node(frame: CGRect(x: 0, y: 0, width: 20, height: 40), background: Fixture.white),
      Fixture.node(frame: CGRect(x: 20, y: 0, width: 20, height: 40), background: Fixture.white),
    ]
    let (once, group) = (try clipped(single), try clipped(grouped))
    let partial = (0..<44).flatMap { y in (0..<44).map { x in once.alpha(x, y) } }
      .filter { $0 > 0 && $0 < 127 }
    #expect(partial.count > 20, "the clip's arcs cover pixels partly")
    #expect(ImageDiff.compare(once, group, tolerance: 1).isMatch)
  }

  /// The same for a mask drawn as a group (a container): a mask covering the whole layer
  /// leaves it as it is unmasked; the mask does not carry the clip's coverage a second time.
  @Test func aMaskedGroupUnderARoundedClipTakesTheClipsCoverageOnce() throws {
    func clipped(mask: DisplayNode?) throws -> Bitmap {
      var node = Fixture.node(
        frame: CGRect(x: 0, y: 0, width: 40, height: 40), background: Fixture.red, opacity: 0.5)
      node.mask = mask
      var parent = Fixture.node(frame: CGRect(x: 2, y: 2, width: 40, height: 30))
      parent.masksToBounds = true
      parent.cornerRadius = 9.3
      parent.sublayers = [node]
      return try Fixture.render([parent], size: CGSize(width: 44, height: 44)).bitmap
    }
    var container = Fixture.node(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    container.sublayers = [
      Fixture.node(frame: CGRect(x: 0, y: 0, width: 40, height: 40), background: Fixture.black)
    ]
    #expect(
      ImageDiff.compare(try clipped(mask: nil), try clipped(mask: container), tolerance: 1).isMatch)
  }

  @Test func zeroOpacityHidesTheSubtree() throws {
    var node = Fixture.node(
      frame: CGRect(x: 0, y: 0, width: 20, height: 20), background: Fixture.red, opacity: 0)
    node.sublayers = [
      Fixture.node(frame: CGRect(x: 0, y: 0, width: 10, height: 20), background: Fixture.blue)
    ]
    let (bitmap, _) = try Fixture.render([node])
    #expect(opaqueBounds(bitmap, threshold: 0) == nil)
  }

  // MARK: masksToBounds

  @Test func masksToBoundsClipsSublayers() throws {
    var parent = Fixture.node(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    parent.masksToBounds = true
    parent.sublayers = [
      Fixture.node(frame: CGRect(x: 10, y: 10, width: 30, height: 30), background: Fixture.blue)
    ]
    let (bitmap, _) = try Fixture.render([parent])
    expectPixel(bitmap, 25, 25, (0, 0, 255, 255))
    expectPixel(bitmap, 29, 29, (0, 0, 255, 255))
    expectPixel(bitmap, 30, 30, (0, 0, 0, 0))
    expectPixel(bitmap, 35, 20, (0, 0, 0, 0))
  }

  @Test func masksToBoundsClipsToTheRoundedBounds() throws {
    var parent = Fixture.node(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    parent.masksToBounds = true
    parent.cornerRadius = 20
    parent.sublayers = [
      Fixture.node(frame: CGRect(x: 0, y: 0, width: 40, height: 40), background: Fixture.blue)
    ]
    let (bitmap, _) = try Fixture.render([parent])
    #expect(bitmap.alpha(1, 1) == 0)
    #expect(bitmap.alpha(20, 20) == 255)
  }

  // MARK: Masks

  @Test func circularMaskLeavesCornersTransparentAndCentreOpaque() throws {
    let bitmap = try Self.maskedSquare(mask: Self.circleMask(side: 40))
    for (x, y) in [(0, 0), (39, 0), (0, 39), (39, 39), (3, 3)] { #expect(bitmap.alpha(x, y) == 0) }
    expectPixel(bitmap, 20, 20, (255, 0, 0, 255))
    expectPixel(bitmap, 20, 1, (255, 0, 0, 255))
  }

  @Test func clipFastPathMatchesAlphaMasking() throws {
    // Wrapping the circle in a container forces the general path (a group and cairo_mask).
    var container = Fixture.node(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    container.sublayers = [Self.circleMask(side: 40)]
    let fast = try Self.maskedSquare(mask: Self.circleMask(side: 40))
    let general = try Self.maskedSquare(mask: container)
    #expect(ImageDiff.compare(fast, general, tolerance: 2).isMatch)
  }

  @Test func maskMultipliesByItsAlpha() throws {
    let mask = Fixture.node(
      frame: CGRect(x: 0, y: 0, width: 40, height: 40), background: Color(white: 0, alpha: 0.5))
    let bitmap = try Self.maskedSquare(mask: mask)
    expectPixel(bitmap, 20, 20, (128, 0, 0, 128), tolerance: 1)
  }

  @Test func maskAndOpacityMultiply() throws {
    let mask = Fixture.node(
      frame: CGRect(x: 0, y: 0, width: 40, height: 40), background: Color(white: 0, alpha: 0.5))
    let bitmap = try Self.maskedSquare(mask: mask, opacity: 0.5)
    expectPixel(bitmap, 20, 20, (64, 0, 0, 64), tolerance: 1)
  }

  @Test func maskIsPlacedInTheMaskedLayersSpace() throws {
    let mask = Fixture.node(
      frame: CGRect(x: 20, y: 0, width: 20, height: 40), background: Fixture.black)
    var node = Fixture.node(
      frame: CGRect(x: 10, y: 10, width: 40, height: 40), background: Fixture.red)
    node.mask = mask
    let (bitmap, _) = try Fixture.render([node])
    #expect(bitmap.alpha(25, 30) == 0)
    #expect(bitmap.alpha(35, 30) == 255)
    #expect(bitmap.alpha(50, 30) == 0)
  }

  @Test func maskByAlphaSnapshot() throws {
    // A checkerboard masked by a horizontal alpha ramp with a circular hole.
    var mask = Fixture.node(frame: CGRect(x: 0, y: 0, width: 64, height: 64))
    mask.drawing = .gradient(
      GradientDrawing(
        colors: [Color(white: 0, alpha: 1), Color(white: 0, alpha: 0)],
        startPoint: CGPoint(x: 0, y: 0.5),
        endPoint: CGPoint(x: 1, y: 0.5)))
    var hole = Fixture.node(frame: CGRect(x: 16, y: 16, width: 32, height: 32))
    hole.drawing = .shape(
      ShapeDrawing(
        path: Fixture.oval(in: CGRect(x: 0, y: 0, width: 32, height: 32)), fillColor: nil,
        strokeColor: Fixture.black, lineWidth: 6))
    mask.sublayers = [hole]
    var node = Fixture.node(frame: CGRect(x: 0, y: 0, width: 64, height: 64))
    node.contents = Contents(image: Fixture.checkerboard(cells: 8, cell: 8))
    node.mask = mask
    let (bitmap, report) = try Fixture.render([node], clear: Fixture.white)
    #expect(report.isFaithful)
    expectSnapshot(of: bitmap, named: "ramp-and-ring")
  }

  private static func circleMask(side: CGFloat) -> DisplayNode {
    var mask = Fixture.node(frame: CGRect(x: 0, y: 0, width: side, height: side))
    mask.drawing = .shape(
      ShapeDrawing(path: Fixture.oval(in: CGRect(x: 0, y: 0, width: side, height: side))))
    return mask
  }

  private static func maskedSquare(mask: DisplayNode, opacity: Double = 1) throws -> Bitmap {
    var node = Fixture.node(
      frame: CGRect(x: 0, y: 0, width: 40, height: 40), background: Fixture.red, opacity: opacity)
    node.mask = mask
    return try Fixture.render([node], size: CGSize(width: 40, height: 40)).bitmap
  }

  // MARK: Shadows

  @Test func unblurredShadowIsTheOffsetShape() throws {
    var node = Fixture.node(
      frame: CGRect(x: 10, y: 10, width: 20, height: 20), background: Fixture.white)
    node.shadow = Shadow(
      color: Fixture.black, opacity: 1, radius: 0, offset: CGSize(width: 10, height: 10), path: nil)
    let (bitmap, _) = try Fixture.render([node])
    expectPixel(bitmap, 35, 35, (0, 0, 0, 255))
    expectPixel(bitmap, 20, 20, (255, 255, 255, 255))
    expectPixel(bitmap, 40, 40, (0, 0, 0, 0))
    expectPixel(bitmap, 39, 39, (0, 0, 0, 255))
  }

  @Test func shadowOpacityAndColourAlphaMultiply() throws {
    var node = Fixture.node(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    node.shadow = Shadow(
      color: Color(white: 0, alpha: 0.5), opacity: 0.5, radius: 0,
      offset: CGSize(width: 20, height: 0),
      path: Fixture.rectangle(CGRect(x: 0, y: 0, width: 20, height: 20)))
    let (bitmap, _) = try Fixture.render([node])
    expectPixel(bitmap, 30, 10, (0, 0, 0, 64), tolerance: 1)
  }

  @Test func blurredShadowEdgeIsAboutHalfCovered() throws {
    // σ = radius / 2 = 4 pt. The shadow of a 30 pt square offset by (0, 0): inside far from the
    // edge it is opaque, at the edge about half, 3σ outside nearly nothing.
    var node = Fixture.node(frame: CGRect(x: 20, y: 20, width: 30, height: 30))
    node.shadow = Shadow(
      color: Fixture.black, opacity: 1, radius: 8, offset: .zero,
      path: Fixture.rectangle(CGRect(x: 0, y: 0, width: 30, height: 30)))
    let (bitmap, _) = try Fixture.render([node], size: CGSize(width: 70, height: 70))
    #expect(bitmap.alpha(35, 35) >= 250)
    let edge = (Double(bitmap.alpha(19, 35)) + Double(bitmap.alpha(20, 35))) / 2
    #expect(abs(edge - 127) < 20, "edge alpha \(edge)")
    #expect(bitmap.alpha(20 - 12, 35) < 10)
    // Symmetric left/right and top/bottom.
    #expect(abs(Int(bitmap.alpha(15, 35)) - Int(bitmap.alpha(54, 35))) <= 1)
    #expect(abs(Int(bitmap.alpha(35, 15)) - Int(bitmap.alpha(35, 54))) <= 1)
  }

  @Test func shadowIsClippedWithMasksToBounds() throws {
    var node = Fixture.node(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    node.masksToBounds = true
    node.shadow = Shadow(
      color: Fixture.black, opacity: 1, radius: 0, offset: CGSize(width: 10, height: 10),
      path: Fixture.rectangle(CGRect(x: 0, y: 0, width: 20, height: 20)))
    let (bitmap, _) = try Fixture.render([node])
    expectPixel(bitmap, 25, 25, (0, 0, 0, 255))
    expectPixel(bitmap, 35, 35, (0, 0, 0, 0))
  }

  @Test func shadowSnapshot() throws {
    var card = Fixture.node(
      frame: CGRect(x: 16, y: 12, width: 56, height: 40), background: Fixture.white)
    card.cornerRadius = 10
    card.shadow = Shadow(
      color: Fixture.black, opacity: 0.6, radius: 10, offset: CGSize(width: 0, height: 6), path: nil
    )
    var dot = Fixture.node(frame: CGRect(x: 20, y: 64, width: 24, height: 24))
    dot.drawing = .shape(
      ShapeDrawing(
        path: Fixture.oval(in: CGRect(x: 0, y: 0, width: 24, height: 24)), fillColor: Fixture.red))
    dot.shadow = Shadow(
      color: Fixture.blue, opacity: 1, radius: 4, offset: CGSize(width: 6, height: 4), path: nil)
    var pathShadow = Fixture.node(
      frame: CGRect(x: 56, y: 64, width: 24, height: 24),
      background: Color(red: 0.9, green: 0.9, blue: 0.3))
    pathShadow.shadow = Shadow(
      color: Fixture.black, opacity: 0.8, radius: 2, offset: CGSize(width: 3, height: 3),
      path: Fixture.oval(in: CGRect(x: 0, y: 0, width: 24, height: 24)))
    let (bitmap, report) = try Fixture.render(
      [card, dot, pathShadow], size: CGSize(width: 96, height: 100), clear: Color(white: 0.85))
    #expect(report.isFaithful)
    expectSnapshot(of: bitmap, named: "card-dot-path")
  }
}
