import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// The floor draws with the fastest samplers the frame has (the picture's inside by the exact
/// AVX2 bilinear, a large translucent rectangle by AVX2), so that it stays the cheapest
/// program drawing the frame's pixels and a ratio under 1 keeps meaning that the floor is not.
@MainActor @Suite("The bench floor samples as the frame samples")
struct CairoBaselineSamplerTests {
  /// A card's picture in flight at 3×, scaled down and up, under an opaque sheet or not, and
  /// under a ring-shaped mask (a path among the floor's clips, not convex: left to Cairo whole)
  /// or in a holder masking to its square bounds (an upright rectangle: convex).
  /// The floor's pixels against a renderer that leaves every picture to Cairo.
  @Test(.enabled(if: CPUFeatures.hasAVX2))
  func aPictureInFlightHasItsInsideWrittenAndCairosBytes() throws {
    let baseline = CairoBaseline()
    let cairo = CairoRenderer()
    cairo.writesPictureInteriors = false
    for (index, x) in InFlightPictureTests.positions.enumerated() {
      for (zoom, sheet, masked) in [
        (0.83, false, false), (1.21, true, false), (0.91, false, true), (0.87, false, nil),
      ] {
        var list = BilinearSamplerTests.card(
          x: x, zoom: zoom, sheet: sheet && index.isMultiple(of: 2), ring: false)
        if masked == true {
          list.nodes[1] = Self.inARing(
            list.nodes[1], size: list.size, x: x, side: 70 * zoom,
            rule: index.isMultiple(of: 2) ? .evenOdd : .nonZero)
        } else if masked == nil {
          // A holder masking to its square bounds: an upright rectangle among the clips.
          var holder = Fixture.node("holder", frame: CGRect(x: 3, y: 2, width: 110, height: 80))
          holder.masksToBounds = true
          list.nodes[1].transform = list.nodes[1].transform.translatedBy(x: -3, y: -2, z: 0)
          holder.sublayers = [list.nodes[1]]
          list.nodes[1] = holder
        }
        _ = try cairo.draw(list, scale: 3)
        let before = baseline.interiorsWritten
        try baseline.draw(CairoBaseline.floor(for: list), scale: 3)
        let drawn = try #require(baseline.currentFrame())
        let difference = CairoBaselineFloorTests.difference(
          drawn, cairo.currentFrame(), tolerance: 0)
        let context = "x \(x), zoom \(zoom), sheet \(sheet), masked \(String(describing: masked))"
        #expect(difference.largest == 0, "\(context): \(difference)")
        #expect(baseline.interiorsWritten - before == (masked == true ? 0 : 1), "\(context)")
      }
    }
  }

  /// `node` in a holder the size of the canvas masked by a ring around the card at `x` of
  /// side `side`: under the even-odd rule both contours turn the same way (a hole only by that
  /// rule), under the non-zero rule the inner one turns the other way.
  static func inARing(
    _ node: DisplayNode, size: CGSize, x: CGFloat, side: CGFloat, rule: ShapeLayerFillRule
  ) -> DisplayNode {
    var holder = Fixture.node("holder", frame: CGRect(origin: .zero, size: size))
    var mask = Fixture.node(frame: CGRect(origin: .zero, size: size))
    let outer = CGRect(x: x - 2, y: 3, width: side + 4, height: side + 4)
    let inner = CGRect(x: x + 20, y: 25, width: side - 40, height: side - 40)
    func contour(_ rect: CGRect, clockwise: Bool) -> [PathElement] {
      let corners = [
        CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
        CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
      ]
      let ordered = clockwise ? corners : corners.reversed()
      return [.move(to: ordered[0])] + ordered.dropFirst().map { .line(to: $0) } + [.closeSubpath]
    }
    let elements =
      contour(outer, clockwise: true) + contour(inner, clockwise: rule == .evenOdd)
    var shape = ShapeDrawing(path: Path(elements: elements))
    shape.fillRule = rule
    mask.drawing = .shape(shape)
    holder.mask = mask
    holder.sublayers = [node]
    return holder
  }
}
