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

  @Test func translucentLayersPaintWithTheirAlphaTimesTheOpacitiesAbove() throws {
    // A dimming view: black at 40 % alpha, in a view faded to 50 %, over an opaque screen.
    var dimming = screen(Color(white: 0, alpha: 0.4))
    dimming.opacity = 0.5
    var container = screen(nil)
    container.sublayers = [dimming]
    let paints = CairoBaseline.paints(
      for: DisplayList(size: size, nodes: [screen(Color(white: 1)), container]))
    #expect(paints.count == 2)
    #expect(paints[0] == CairoBaseline.Paint(clips: [], area: nil, alpha: 1))
    #expect(paints[1].area == nil)
    #expect(abs(paints[1].alpha - 0.2) < 1e-12)
  }

  @Test func aPanelAndAnImagePaintTheirOwnAreasInCanvasCoordinates() throws {
    var panel = Fixture.node(
      "panel", frame: CGRect(x: 60, y: 0, width: 40, height: 200), background: Fixture.red)
    var picture = Fixture.node("picture", frame: CGRect(x: 5, y: 10, width: 20, height: 30))
    picture.contents = Contents(
      image: Fixture.solidImage(width: 20, height: 30, color: (0, 0, 255, 255)))
    panel.sublayers = [picture]
    let paints = CairoBaseline.paints(for: DisplayList(size: size, nodes: [panel]))
    #expect(
      paints.map(\.area) == [
        Path(rect: CGRect(x: 60, y: 0, width: 40, height: 200)),
        Path(rect: CGRect(x: 65, y: 10, width: 20, height: 30)),
      ])
    #expect(paints.allSatisfy { $0.alpha == 1 && $0.clips.isEmpty })
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
    let paints = CairoBaseline.paints(for: DisplayList(size: size, nodes: [revealed]))
    #expect(paints.count == 3)
    #expect(paints[0].clips == [circle] && paints[0].area == nil)
    #expect(paints[1].clips == [circle])
    #expect(paints[2].clips == [circle, Path(rect: CGRect(x: 20, y: 20, width: 30, height: 30))])
  }

  @Test func invisibleAndThreeDimensionalLayersAreLeftOut() throws {
    var hidden = screen(Fixture.red)
    hidden.opacity = 0
    var turned = screen(Fixture.green)
    turned.transform = ProjectionTests.rotationY(0.5).concatenating(
      ProjectionTests.perspective(500))
    #expect(CairoBaseline.paints(for: DisplayList(size: size, nodes: [hidden, turned])).isEmpty)
  }

  @Test func aPageCurlPartWayHasNoFloor() throws {
    func list(time: CGFloat) -> DisplayList {
      var page = screen(Fixture.red)
      page.pageCurl = PageCurl(time: time, radius: 30)
      return DisplayList(size: size, nodes: [page])
    }
    #expect(CairoBaseline.reasonWithoutFloor(list(time: 0.5))?.contains("page curl") == true)
    // Flat at 0 and gone at 1: the floor draws those frames' pixels.
    #expect(CairoBaseline.reasonWithoutFloor(list(time: 0)) == nil)
    #expect(CairoBaseline.reasonWithoutFloor(list(time: 1)) == nil)
    #expect(
      CairoBaseline.reasonWithoutFloor(DisplayList(size: size, nodes: [screen(Fixture.red)])) == nil
    )
  }

  @Test func aFrameWithA3DLayerHasNoFloorUnlessTheLayerIsInvisible() throws {
    var turned = screen(Fixture.green)
    turned.transform = ProjectionTests.rotationY(0.5).concatenating(
      ProjectionTests.perspective(500))
    let reason = CairoBaseline.reasonWithoutFloor(DisplayList(size: size, nodes: [turned]))
    #expect(reason?.contains("3D transform") == true)
    // Inside a flat parent, too.
    var parent = screen(Fixture.red)
    parent.sublayers = [turned]
    #expect(CairoBaseline.reasonWithoutFloor(DisplayList(size: size, nodes: [parent])) == reason)
    turned.opacity = 0
    #expect(CairoBaseline.reasonWithoutFloor(DisplayList(size: size, nodes: [turned])) == nil)
  }
}
