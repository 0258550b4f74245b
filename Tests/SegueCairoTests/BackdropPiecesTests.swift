import CCairo
import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// A rounded clip covers its "plus", and a backdrop blur partly covered is made only where it
/// shows (issue 17: the story's blur inside the Today card dragged small was made whole every
/// frame for thin strips along its edges).
@Suite("Backdrops made in pieces")
struct BackdropPiecesTests {
  /// Rounded cards off the pixel grid (scaled, at fractions of a point), their radii from none
  /// to more than half a side.
  static let cards: [(origin: CGPoint, size: CGSize, scale: CGSize, radius: CGFloat)] = [
    (CGPoint(x: 3.3, y: 5.7), CGSize(width: 40, height: 30), CGSize(width: 0.93, height: 0.93), 7),
    (CGPoint(x: 0.5, y: 1), CGSize(width: 33.3, height: 21), CGSize(width: 1, height: 0.86), 15),
    (CGPoint(x: 2, y: 2), CGSize(width: 20, height: 44), CGSize(width: 1, height: 1), 0),
    (CGPoint(x: 1.17, y: 0.4), CGSize(width: 18, height: 12), CGSize(width: 0.98, height: 1), 40),
  ]

  static func card(_ index: Int, background: Color? = nil) -> DisplayNode {
    let card = cards[index]
    var node = DisplayNode(
      name: "card", bounds: CGRect(origin: .zero, size: card.size),
      transform: Transform3D(
        CGAffineTransform(scaleX: card.scale.width, y: card.scale.height)
          .concatenating(CGAffineTransform(translationX: card.origin.x, y: card.origin.y))))
    node.cornerRadius = card.radius
    node.masksToBounds = true
    node.backgroundColor = background
    return node
  }

  /// Whether device point (x, y) lies inside the card's rounded rectangle at `scale`: computed
  /// from the card's numbers alone (an ellipse quadrant at each corner).
  static func inside(_ index: Int, scale: Int, x: Double, y: Double) -> Bool {
    let card = cards[index]
    let (sx, sy) = (
      Double(card.scale.width) * Double(scale), Double(card.scale.height) * Double(scale)
    )
    let (left, top) = (Double(card.origin.x) * Double(scale), Double(card.origin.y) * Double(scale))
    let (width, height) = (Double(card.size.width) * sx, Double(card.size.height) * sy)
    let r = min(Double(card.radius), Double(card.size.width) / 2, Double(card.size.height) / 2)
    let (rx, ry) = (r * sx, r * sy)
    guard x >= left, x <= left + width, y >= top, y <= top + height else { return false }
    guard rx > 0, ry > 0 else { return true }
    let cx = min(max(x, left + rx), left + width - rx)
    let cy = min(max(y, top + ry), top + height - ry)
    let (dx, dy) = ((x - cx) / rx, (y - cy) / ry)
    return dx * dx + dy * dy <= 1
  }

  @Test(arguments: [1, 2, 3])
  func thePlusOfARoundedClipLiesInsideItAndLeavesOnlyTheCorners(scale: Int) throws {
    for index in Self.cards.indices {
      let node = Self.card(index)
      var m = cairo_matrix_t()
      var local = try #require(node.transform.planeAffineMatrix)
      var device = cairo_matrix_t(
        xx: Double(scale), yx: 0, xy: 0, yy: Double(scale), x0: 0, y0: 0)
      cairo_matrix_multiply(&m, &local, &device)
      let bands = FramePainter.crossBands(of: node, under: m)
      let clip = CertainClip(bands)
      // Every pixel of the plus lies inside: 5 × 5 sample points on each, edges included.
      for band in clip.rects {
        for py in band.y..<band.maxY {
          for px in band.x..<band.maxX {
            let outside = (0...4).contains { i in
              (0...4).contains { j in
                !Self.inside(
                  index, scale: scale, x: Double(px) + Double(i) / 4, y: Double(py) + Double(j) / 4)
              }
            }
            #expect(!outside, "card \(index) at \(scale)×: pixel (\(px), \(py)) pokes out")
          }
        }
      }
      // And every pixel inside but for the corner squares is in it.
      let card = Self.cards[index]
      let r = min(card.radius, card.size.width / 2, card.size.height / 2)
      let (rx, ry) = (r * card.scale.width * CGFloat(scale), r * card.scale.height * CGFloat(scale))
      let (left, top) = (card.origin.x * CGFloat(scale), card.origin.y * CGFloat(scale))
      let right = left + card.size.width * card.scale.width * CGFloat(scale)
      let bottom = top + card.size.height * card.scale.height * CGFloat(scale)
      let whole = PixelRect(
        inside: CGRect(x: left, y: top, width: right - left, height: bottom - top))
      for py in whole.y..<whole.maxY {
        for px in whole.x..<whole.maxX {
          let (x, y) = (CGFloat(px), CGFloat(py))
          let (nearLeft, nearRight) = (x < left + rx, x + 1 > right - rx)
          let (nearTop, nearBottom) = (y < top + ry, y + 1 > bottom - ry)
          let inCorner = (nearLeft || nearRight) && (nearTop || nearBottom)
          let pixel = PixelRect(x: px, y: py, width: 1, height: 1)
          if !inCorner {
            #expect(
              clip.rects.contains { $0.contains(pixel) },
              "card \(index) at \(scale)×: pixel (\(px), \(py)) left out of the plus")
          }
        }
      }
    }
  }

  /// Cairo's own outline agrees: an opaque rounded card over black leaves every pixel of its
  /// plus exactly its colour.
  @Test(arguments: [1, 2, 3])
  func cairoCoversThePlusWhole(scale: Int) throws {
    for index in Self.cards.indices {
      let under = Fixture.node(
        "under", frame: CGRect(x: 0, y: 0, width: 60, height: 60), background: Fixture.black)
      let card = Self.card(index, background: Fixture.white)
      let renderer = CairoRenderer()
      renderer.cullsOccludedContent = false
      _ = try renderer.draw(
        DisplayList(size: CGSize(width: 60, height: 60), nodes: [under, card]), scale: scale)
      let frame = renderer.currentFrame()
      var m = cairo_matrix_t()
      var local = try #require(card.transform.planeAffineMatrix)
      var device = cairo_matrix_t(
        xx: Double(scale), yx: 0, xy: 0, yy: Double(scale), x0: 0, y0: 0)
      cairo_matrix_multiply(&m, &local, &device)
      for band in FramePainter.crossBands(of: card, under: m) {
        for py in band.y..<band.maxY {
          for px in band.x..<band.maxX {
            let i = (py * frame.width + px) * 4
            #expect(
              frame.pixels[i..<i + 4].allSatisfy { $0 == 255 },
              "card \(index) at \(scale)×: pixel (\(px), \(py)) not covered whole")
          }
        }
      }
    }
  }
}
