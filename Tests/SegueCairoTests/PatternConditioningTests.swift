import CCairo
import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// Patterns squeezed past what Pixman's 16.16 fixed-point matrices hold (found by random
/// scenes: a nine-slice cell a rounding error wide, a view scaled by 1e-5 to hide it) are
/// sampled under the nearest matrix it can hold, inside their true outline; no frame fails.
@MainActor
@Suite("Patterns squeezed to slivers")
struct PatternConditioningTests {
  /// The singular values against the closed form for a scale then a turn (they are the
  /// scales), and the raised matrix: unchanged when both are above the floor, else the small
  /// one raised to it, the large one, the turn's direction and the translation kept.
  @Test func raisingTheSmallSingularValueKeepsTheRest() {
    var generator = SeededLCG(state: 17)
    for _ in 0..<200 {
      let (sx, sy) = (
        pow(10, Double.random(in: -7...1, using: &generator)),
        pow(10, Double.random(in: -7...1, using: &generator))
      )
      let angle = Double.random(in: -Double.pi...Double.pi, using: &generator)
      let flip = Bool.random(using: &generator) ? -1.0 : 1.0
      let (c, s) = (cos(angle), sin(angle))
      // Scale (with a mirror sometimes), then turn: columns (c·sx, s·sx), (−s·sy·f, c·sy·f).
      let m = cairo_matrix_t(
        xx: c * sx, yx: s * sx, xy: -s * sy * flip, yy: c * sy * flip, x0: 12.5, y0: -3)
      let values = PatternConditioning.singularValues(m)
      #expect(abs(values.largest - max(sx, sy)) <= 1e-9 * max(sx, sy))
      #expect(abs(values.smallest - min(sx, sy)) <= 1e-9 * max(sx, sy))
      let floor = PatternConditioning.smallestScale
      let raised = PatternConditioning.raisingSingularValues(of: m, to: floor)
      let expected = cairo_matrix_t(
        xx: c * max(sx, floor), yx: s * max(sx, floor), xy: -s * max(sy, floor) * flip,
        yy: c * max(sy, floor) * flip, x0: 12.5, y0: -3)
      let tolerance = 1e-9 * max(sx, sy, floor)
      #expect(abs(raised.xx - expected.xx) <= tolerance, "\(sx) \(sy) \(angle)")
      #expect(abs(raised.yx - expected.yx) <= tolerance, "\(sx) \(sy) \(angle)")
      #expect(abs(raised.xy - expected.xy) <= tolerance, "\(sx) \(sy) \(angle)")
      #expect(abs(raised.yy - expected.yy) <= tolerance, "\(sx) \(sy) \(angle)")
      #expect(raised.x0 == 12.5 && raised.y0 == -3)
    }
  }

  /// A picture, a nine-slice and a gradient in a view squeezed by 1e-3 down to 1e-15 one way,
  /// turned and far from the origin, drawn whole and by changes at 1× and 3×: every frame is
  /// drawn (it failed "out of memory" from 1e-6 on), and the sliver
  /// covers no more than its outline allows.
  @Test(arguments: [1e-3, 1e-6, 1e-9, 1e-15])
  func squeezedPatternsDraw(squeeze: Double) throws {
    let nineSlice = CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2)
    var picture = DisplayNode(name: "picture", bounds: CGRect(x: 0, y: 0, width: 40, height: 40))
    picture.contents = Contents(image: RandomScene.checkerboard, minificationFilter: .trilinear)
    var sliced = picture
    sliced.contents?.center = nineSlice
    var gradient = DisplayNode(name: "gradient", bounds: picture.bounds)
    gradient.drawing = .gradient(
      GradientDrawing(type: .radial, colors: [Fixture.red, Fixture.blue]))
    for node in [picture, sliced, gradient] {
      for scale in [1, 3] {
        var squeezed = node
        squeezed.transform = Transform3D(
          CGAffineTransform(translationX: 350, y: 330).rotated(by: 0.3)
            .scaledBy(x: squeeze, y: 1))
        let size = CGSize(width: 400, height: 400)
        let renderer = CairoRenderer()
        _ = try renderer.draw(
          DisplayList(size: size, clearColor: Fixture.white, nodes: [squeezed]), scale: scale)
        squeezed.transform = Transform3DConcat(
          squeezed.transform, Transform3DMakeTranslation(3, 2, 0))
        let moved = DisplayList(size: size, clearColor: Fixture.white, nodes: [squeezed])
        _ = try renderer.drawChanges(moved, scale: scale)
        // Coverage is the outline's: the ink (darkness summed over the frame) is at most the
        // sliver's area in device pixels, plus a rounding's worth along its length.
        let frame = renderer.currentFrame()
        var ink = 0.0
        for y in 0..<frame.height {
          for x in 0..<frame.width {
            let p = frame.pixel(x: x, y: y)
            ink += Double(765 - Int(p.r) - Int(p.g) - Int(p.b)) / 765
          }
        }
        let area = 40 * squeeze * 40 * Double(scale * scale)
        #expect(ink <= area + 1, "\(node.name) at \(scale)×: ink \(ink), area \(area)")
      }
    }
  }
}
