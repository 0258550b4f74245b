import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

@Suite("The bench floor: the Cairo work a frame cannot avoid")
struct CairoBaselineTests {
  private let size = CGSize(width: 100, height: 200)

  private func screen(_ color: Color?) -> DisplayNode {
    var node = DisplayNode(name: "screen", bounds: CGRect(origin: .zero, size: size))
    node.backgroundColor = color
    return node
  }

  /// The floor's paints, in order (planes left out).
  private func paints(_ nodes: [DisplayNode]) -> [CairoBaseline.Paint] {
    CairoBaseline.floor(for: DisplayList(size: size, nodes: nodes)).steps.compactMap {
      if case .paint(let paint) = $0 { return paint }
      return nil
    }
  }

  /// The canvas area a paint fills.
  private func canvasArea(_ paint: CairoBaseline.Paint) -> CGRect? {
    paint.area?.applying(paint.transform)
  }

  @Test func translucentLayersPaintWithTheirAlphaTimesTheOpacitiesAbove() throws {
    // A dimming view: black at 40 % alpha, in a view faded to 50 %, over an opaque screen.
    var dimming = screen(Color(white: 0, alpha: 0.4))
    dimming.opacity = 0.5
    var container = screen(nil)
    container.sublayers = [dimming]
    let paints = paints([screen(Color(white: 1)), container])
    #expect(paints.count == 2)
    #expect(paints[0].alpha == 1 && paints[0].clips.isEmpty)
    guard case .color(let white) = paints[0].fill, case .color(let black) = paints[1].fill else {
      Issue.record("expected two colour fills")
      return
    }
    #expect(white == Color(white: 1) && black == Color(white: 0, alpha: 0.4))
    #expect(abs(paints[1].alpha - 0.5) < 1e-12)
  }

  @Test func aPanelAndAnImagePaintTheirOwnAreasInCanvasCoordinates() throws {
    var panel = Fixture.node(
      "panel", frame: CGRect(x: 60, y: 0, width: 40, height: 200), background: Fixture.red)
    var picture = Fixture.node("picture", frame: CGRect(x: 5, y: 10, width: 20, height: 30))
    picture.contents = Contents(
      image: Fixture.solidImage(width: 20, height: 30, color: (0, 0, 255, 255)))
    panel.sublayers = [picture]
    let paints = paints([panel])
    #expect(
      paints.map(canvasArea) == [
        CGRect(x: 60, y: 0, width: 40, height: 200), CGRect(x: 65, y: 10, width: 20, height: 30),
      ])
    #expect(paints.allSatisfy { $0.alpha == 1 && $0.clips.isEmpty })
    guard case .picture(let contents) = paints[1].fill else {
      Issue.record("expected the picture")
      return
    }
    #expect(contents.image === picture.contents?.image)
  }

  @Test func masksAndMasksToBoundsClipTheSubtree() throws {
    let circle = Path(ellipseIn: CGRect(x: 10, y: 10, width: 50, height: 50))
    var mask = DisplayNode(name: "mask", bounds: CGRect(origin: .zero, size: size))
    mask.drawing = .shape(ShapeDrawing(path: circle))
    var revealed = screen(Fixture.blue)
    revealed.mask = mask
    var card = Fixture.node(
      "card", frame: CGRect(x: 20, y: 20, width: 30, height: 30), background: Fixture.green)
    card.masksToBounds = true
    card.sublayers = [
      Fixture.node(
        "inner", frame: CGRect(x: 0, y: 0, width: 60, height: 5), background: .init(white: 0))
    ]
    revealed.sublayers = [card]
    let paints = paints([revealed])
    #expect(paints.count == 3)
    #expect(paints[0].clips.map(\.path) == [circle])
    #expect(paints[1].clips.map(\.path) == [circle])
    let square = Path(rect: CGRect(x: 20, y: 20, width: 30, height: 30))
    #expect(paints[2].clips.map(\.path) == [circle, square])
    #expect(paints.allSatisfy { $0.clips.allSatisfy { $0.fillRule == .nonZero } })
  }

  @Test func invisibleLayersAreLeftOutAnd3DLayersBecomeProjectedPlanes() throws {
    var hidden = screen(Fixture.red)
    hidden.opacity = 0
    var turned = screen(Fixture.green)
    turned.opacity = 0.5
    turned.transform = ProjectionTests.rotationY(0.5).concatenating(
      ProjectionTests.perspective(500))
    var parent = screen(nil)
    parent.sublayers = [turned]
    let steps = CairoBaseline.floor(for: DisplayList(size: size, nodes: [hidden, parent])).steps
    #expect(steps.count == 1)
    guard case .plane(let plane)? = steps.first, case .projected = plane.placement else {
      Issue.record("expected a projected plane")
      return
    }
    #expect(plane.opacity == 0.5 && plane.bounds == turned.bounds && plane.steps.count == 1)
  }

  @Test func aPageCurlPartWayIsACurledPlaneFlatAtZeroAndGoneAtOne() throws {
    func steps(time: CGFloat) -> [CairoBaseline.Step] {
      var page = screen(Fixture.red)
      page.pageCurl = PageCurl(time: time, radius: 30)
      return CairoBaseline.floor(for: DisplayList(size: size, nodes: [page])).steps
    }
    guard case .plane(let plane)? = steps(time: 0.5).first, case .curled = plane.placement else {
      Issue.record("expected a curled plane")
      return
    }
    guard case .paint? = steps(time: 0).first else {
      Issue.record("expected the flat page")
      return
    }
    #expect(steps(time: 1).isEmpty)
  }

  @Test func a3DLayerReachingBehindTheViewerHasNoFloor() throws {
    var turned = screen(Fixture.green)
    // Turned almost edge-on with the eye 60 pt away: its far edge passes behind the eye.
    turned.transform = ProjectionTests.rotationY(-1.4).concatenating(
      ProjectionTests.perspective(60))
    let floor = CairoBaseline.floor(for: DisplayList(size: size, nodes: [turned]))
    #expect(CairoBaseline.reasonWithoutFloor(floor)?.contains("behind the viewer") == true)
    turned.transform = ProjectionTests.rotationY(0.5).concatenating(
      ProjectionTests.perspective(500))
    #expect(
      CairoBaseline.reasonWithoutFloor(
        CairoBaseline.floor(for: DisplayList(size: size, nodes: [turned]))) == nil)
  }
}
