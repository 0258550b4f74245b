import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// The floor leaves out what opaque paints above hide and keeps a still picture's samples, as
/// the cheapest program drawing frames would; its pixels stay the renderer's.
@Suite("The bench floor skips hidden steps and keeps still pictures")
struct CairoBaselineOcclusionTests {
  private let size = CGSize(width: 200, height: 200)

  /// What the floor of `nodes` still draws at `scale`, by the names of the fills.
  private func drawnFills(_ nodes: [DisplayNode], scale: Double) -> [String] {
    let floor = CairoBaseline.floor(for: DisplayList(size: size, nodes: nodes))
    let canvas = PixelRect(
      x: 0, y: 0, width: Int(size.width * scale), height: Int(size.height * scale))
    return CairoBaseline().unoccluded(floor.steps, scale: scale, canvas: canvas).steps.map {
      guard case .paint(let paint) = $0 else { return "plane" }
      switch paint.fill {
      case .color: return "colour"
      case .picture: return "picture"
      case .text: return "text"
      case .gradient: return "gradient"
      case .backdrop(_, let background): return background == nil ? "backdrop" : "backdrop+colour"
      case .shadow: return "shadow"
      }
    }
  }

  private func picture(_ frame: CGRect) -> DisplayNode {
    var node = Fixture.node("picture", frame: frame)
    node.contents = Contents(image: Fixture.checkerboard(cells: 10, cell: 20))
    return node
  }

  /// A screen presented over another: a full-screen opaque view inside a container that masks
  /// to its bounds (a rectangle clip), then a rounded card on it.
  private func presented(over below: [DisplayNode]) -> [DisplayNode] {
    var container = Fixture.node("container", frame: CGRect(origin: .zero, size: size))
    container.masksToBounds = true
    var card = Fixture.node(
      "card", frame: CGRect(x: 20.25, y: 60, width: 150, height: 100), background: Fixture.blue)
    card.cornerRadius = 12
    container.sublayers = [
      Fixture.node(
        "screen", frame: CGRect(x: -10, y: -10, width: 220, height: 220), background: Fixture.red),
      card,
    ]
    return below + [container]
  }

  @Test func whatAnOpaqueScreenHidesIsLeftOutAndThePixelsStayTheSame() throws {
    var label = Fixture.node("label", frame: CGRect(x: 10, y: 20, width: 180, height: 40))
    label.drawing = .text(TextDrawing(string: "Under the sheet", fontSize: 17))
    let translucent = Fixture.node(
      "dimming", frame: CGRect(origin: .zero, size: size), background: Color(white: 0, alpha: 0.4))
    let nodes = presented(over: [picture(CGRect(origin: .zero, size: size)), label, translucent])
    // The picture, the text and the dimming lie under the screen: only it and the card remain.
    #expect(drawnFills(nodes, scale: 2) == ["colour", "colour"])
    let difference = try CairoBaselineFloorTests.compare(nodes, scale: 2)
    #expect(difference.largest == 0)
  }

  @Test func whatShowsBesideACoverOrThroughItStaysDrawn() throws {
    // The same screen, translucent, then moved a pixel off the canvas' edge: nothing hidden.
    var below = [picture(CGRect(origin: .zero, size: size))]
    var faded = presented(over: below)
    faded[1].opacity = 0.9
    #expect(drawnFills(faded, scale: 1) == ["picture", "colour", "colour"])
    below.append(Fixture.node("strip", frame: CGRect(x: 0, y: 199.5, width: 200, height: 1)))
    below[1].backgroundColor = Fixture.green
    var shifted = presented(over: below)
    shifted[2].sublayers[0].transform = Transform3D(translationX: -10, y: -20.5, z: 0)
    #expect(drawnFills(shifted, scale: 1) == ["picture", "colour", "colour", "colour"])
    #expect(try CairoBaselineFloorTests.compare(shifted, tolerance: 1).beyondTolerance == 0)
  }

  /// A full-width background and dimming beside a panel (`panel-present`): drawn in whole rows,
  /// under the panel too, which covers them; a piece under a quarter of a row, or beside
  /// another piece in the same rows, keeps its columns. The pixels stay the renderer's.
  @Test func aFullWidthFillBesideACoverIsDrawnInWholeRows() throws {
    let canvas = PixelRect(x: 0, y: 0, width: 400, height: 300)
    let left = PixelRect(x: 0, y: 0, width: 290, height: 300)
    #expect(
      CairoBaseline.wholeRows([left], of: canvas, canvas: canvas) == [
        PixelRect(x: 0, y: 0, width: 400, height: 300)
      ])
    let narrow = PixelRect(x: 0, y: 0, width: 99, height: 300)
    #expect(CairoBaseline.wholeRows([narrow], of: canvas, canvas: canvas) == [narrow])
    let beside = [
      PixelRect(x: 0, y: 100, width: 150, height: 50),
      PixelRect(x: 250, y: 100, width: 150, height: 50),
    ]
    #expect(CairoBaseline.wholeRows(beside, of: canvas, canvas: canvas) == beside)
    let inset = PixelRect(x: 1, y: 0, width: 399, height: 300)
    #expect(CairoBaseline.wholeRows([left], of: inset, canvas: canvas) == [left])
    for x: CGFloat in [134, 133.7] {
      var panel = Fixture.node(
        "panel", frame: CGRect(x: x, y: 0, width: 66.3, height: 200), background: Fixture.red)
      panel.sublayers = [
        Fixture.node(
          "separator", frame: CGRect(x: 8, y: 40, width: 50, height: 1),
          background: Fixture.blue)
      ]
      let nodes = [
        Fixture.node("home", frame: CGRect(origin: .zero, size: size), background: Fixture.green),
        picture(CGRect(x: 20, y: 50, width: 120, height: 100)),
        Fixture.node(
          "dimming", frame: CGRect(origin: .zero, size: size),
          background: Color(white: 0, alpha: 0.3)),
        panel,
      ]
      for scale in [1, 3] {
        let difference = try CairoBaselineFloorTests.compare(nodes, scale: scale)
        #expect(difference.largest == 0, "panel at \(x), \(scale)×: \(difference)")
      }
    }
  }

  @Test func whatABackdropReadsUnderACoverStaysDrawn() throws {
    // A blurred panel over the top half; an opaque card covers the lower half, and a small
    // picture under it lies within the blur's reach: the blur reads it, so it is drawn.
    let small = picture(CGRect(x: 40, y: 104, width: 30, height: 30))
    var panel = Fixture.node(
      "panel", frame: CGRect(x: 30.5, y: 10, width: 140, height: 90),
      background: Color(white: 1, alpha: 0.3))
    panel.cornerRadius = 12
    panel.backdrop = Backdrop(blurRadius: 8)
    let card = Fixture.node(
      "card", frame: CGRect(x: 0, y: 100, width: 200, height: 100), background: Fixture.green)
    let far = picture(CGRect(x: 40, y: 180, width: 20, height: 20))
    let nodes = [picture(CGRect(origin: .zero, size: size)), small, far, panel, card]
    #expect(
      // The panel's own colour rides with its blur (one pass where the renderer makes it one).
      drawnFills(nodes, scale: 2) == ["picture", "picture", "backdrop+colour", "colour"],
      "the picture at the bottom, beyond the blur's reach, is left out")
    let difference = try CairoBaselineFloorTests.compare(nodes, scale: 2, tolerance: 1)
    #expect(difference.beyondTolerance == 0)
  }

  @Test func aStillPicturesSamplesAreKeptAndCopied() throws {
    // Scaled to 83 % at a fractional position (bilinear), and minified (Cairo's GOOD filter).
    var scaled = picture(CGRect(x: 10.3, y: 12.7, width: 83, height: 83))
    scaled.opacity = 0.8
    let minified = picture(CGRect(x: 110.2, y: 120, width: 40, height: 40))
    let baseline = CairoBaseline()
    // Kept once drawn the same way in two successive frames; the third copies them.
    let difference = try CairoBaselineFloorTests.compare(
      [scaled, minified], scale: 2, tolerance: 1, frames: 3, baseline: baseline)
    #expect(baseline.keptPictures.count == 2)
    #expect(difference.beyondTolerance == 0)
    // A frame that does not draw them releases them.
    try baseline.draw(CairoBaseline.floor(for: DisplayList(size: size, nodes: [])), scale: 2)
    #expect(baseline.keptPictures.count == 0)
  }
}
