import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// Each kind of floor step against the renderer: the same display list drawn by both, pixels
/// compared. Where the floor reaches the same pixels another way (pixman's projective
/// composite, a curl loop of its own) the tolerance is stated with its reason.
@Suite("The bench floor draws the frame's pixels")
struct CairoBaselineFloorTests {
  /// How far the floor's pixels are from the renderer's: the largest difference of a channel,
  /// and the share of pixels differing by more than `tolerance` in some channel.
  struct Difference {
    var largest = 0
    var beyondTolerance = 0.0
  }

  /// The floor's pixels against the renderer's, the floor drawn `frames` times in a row (the
  /// last one compared: a still picture's samples are kept from the second frame on).
  static func compare(
    _ nodes: [DisplayNode], size: CGSize = CGSize(width: 200, height: 200), scale: Int = 1,
    tolerance: Int = 0, frames: Int = 1, baseline: CairoBaseline = CairoBaseline()
  ) throws -> Difference {
    let list = DisplayList(size: size, clearColor: Fixture.white, nodes: nodes)
    let renderer = CairoRenderer()
    _ = try renderer.draw(list, scale: scale)
    let rendered = renderer.currentFrame()
    let floor = CairoBaseline.floor(for: list)
    #expect(CairoBaseline.reasonWithoutFloor(floor) == nil)
    for _ in 0..<frames { try baseline.draw(floor, scale: scale) }
    let drawn = try #require(baseline.currentFrame())
    return difference(drawn, rendered, tolerance: tolerance)
  }

  static func difference(_ drawn: Bitmap, _ rendered: Bitmap, tolerance: Int) -> Difference {
    #expect(drawn.width == rendered.width && drawn.height == rendered.height)
    var difference = Difference()
    var beyond = 0
    for pixel in 0..<(drawn.pixels.count / 4) {
      var worst = 0
      for channel in 0..<4 {
        let i = pixel * 4 + channel
        worst = max(worst, abs(Int(drawn.pixels[i]) - Int(rendered.pixels[i])))
      }
      difference.largest = max(difference.largest, worst)
      if worst > tolerance { beyond += 1 }
    }
    difference.beyondTolerance = Double(beyond) / Double(drawn.pixels.count / 4)
    return difference
  }

  @Test func backgroundsInTheirColoursRoundedTranslucentAndClipped() throws {
    var card = Fixture.node(
      "card", frame: CGRect(x: 20.5, y: 30, width: 120, height: 90), background: Fixture.red)
    card.cornerRadius = 16
    card.masksToBounds = true
    card.sublayers = [
      Fixture.node(
        "band", frame: CGRect(x: -10, y: 40, width: 200, height: 20),
        background: Color(red: 0, green: 0, blue: 1, alpha: 0.6))
    ]
    let dimming = Fixture.node(
      "dimming", frame: CGRect(x: 0, y: 0, width: 200, height: 200),
      background: Color(white: 0, alpha: 0.4), opacity: 0.5)
    let difference = try Self.compare([card, dimming], scale: 2)
    #expect(difference.largest == 0)
  }

  @Test func aPictureInFlightIsFilteredAsTheRendererFiltersIt() throws {
    // Scaled to 83 % at a fractional position, 2× device pixels: bilinear, as a card's
    // picture in flight; and minified below half size: Cairo's GOOD filter.
    var picture = Fixture.node("picture", frame: CGRect(x: 10.3, y: 12.7, width: 83, height: 83))
    picture.contents = Contents(image: Fixture.checkerboard(cells: 10, cell: 20))
    var small = Fixture.node("small", frame: CGRect(x: 110.2, y: 120, width: 40, height: 40))
    small.contents = Contents(image: Fixture.checkerboard(cells: 10, cell: 20))
    small.opacity = 0.7
    // The bilinear picture: both draw it in one composite under `PictureMatrix`, and the same
    // bytes come out.
    let alone = try Self.compare([picture], scale: 2)
    #expect(alone.largest == 0, "\(alone)")
    // The GOOD filter: the renderer samples a picture this size in two steps (samples, then a
    // copy), in bands of rows; pixman's row stepping can round a sample one level apart.
    let difference = try Self.compare([picture, small], scale: 2, tolerance: 1)
    #expect(difference.beyondTolerance == 0)
  }

  @Test func aPictureOverflowingRoundedBoundsThatMaskIsClippedToThem() throws {
    // A card's picture filling its aspect, taller than the card, under rounded bounds that
    // mask (a Today card): the floor clips it as the renderer does, so the white above and
    // below the card and its rounded corners are the renderer's pixels, not the picture's.
    var card = Fixture.node(
      "card", frame: CGRect(x: 30, y: 40.5, width: 120, height: 100), background: Fixture.red)
    card.cornerRadius = 15
    card.masksToBounds = true
    card.contents = Contents(
      image: Fixture.checkerboard(cells: 10, cell: 20), gravity: .resizeAspectFill)
    let list = DisplayList(size: CGSize(width: 200, height: 200), nodes: [card])
    let paints = CairoBaseline.floor(for: list).steps.compactMap { step -> CairoBaseline.Paint? in
      if case .paint(let paint) = step { return paint }
      return nil
    }
    #expect(paints.count == 2)
    #expect(paints.last?.roundedClips.map(\.bounds) == [card.bounds])
    #expect(paints.first?.roundedClips.isEmpty == true)
    // In a frame of its own (one composite from the source) and in the third of three (the
    // samples kept): the renderer samples a still picture in two steps, one level apart at most.
    for frames in [1, 3] {
      let difference = try Self.compare([card], scale: 2, tolerance: 1, frames: frames)
      #expect(difference.beyondTolerance == 0, "\(frames) frames: \(difference)")
    }
  }

  @Test func textIsPangosLayoutOfTheSameRuns() throws {
    var label = Fixture.node("label", frame: CGRect(x: 12.25, y: 40, width: 170, height: 60))
    label.drawing = .text(
      TextDrawing(string: "Honest floors, Ünïcode", fontSize: 17, foregroundColor: Fixture.blue))
    label.opacity = 0.8
    let difference = try Self.compare([label], scale: 2)
    #expect(difference.largest == 0)
  }

  @Test func gradientsAreTheRenderersCairoPatterns() throws {
    // An edge shadow as a pushed screen casts it (clear to 12 % black, across x, at a
    // fractional position), a translucent radial one and a conic one over a background.
    func gradient(_ name: String, _ frame: CGRect, _ drawing: GradientDrawing) -> DisplayNode {
      var node = Fixture.node(name, frame: frame)
      node.drawing = .gradient(drawing)
      return node
    }
    let edge = gradient(
      "edge", CGRect(x: 2.608, y: 0, width: 10, height: 200),
      GradientDrawing(
        colors: [Color(white: 0, alpha: 0), Color(white: 0, alpha: 0.12)],
        startPoint: CGPoint(x: 0, y: 0.5), endPoint: CGPoint(x: 1, y: 0.5)))
    var radial = gradient(
      "radial", CGRect(x: 30.5, y: 20, width: 120, height: 80),
      GradientDrawing(
        type: .radial, colors: [Fixture.red, Fixture.blue], locations: [0.2, 0.9],
        startPoint: CGPoint(x: 0.5, y: 0.5), endPoint: CGPoint(x: 1, y: 1)))
    radial.opacity = 0.7
    let conic = gradient(
      "conic", CGRect(x: 40, y: 110, width: 80, height: 80),
      GradientDrawing(
        type: .conic, colors: [Fixture.red, Fixture.blue, Fixture.red],
        startPoint: CGPoint(x: 0.5, y: 0.5), endPoint: CGPoint(x: 1, y: 0.5)))
    let back = Fixture.node(
      "back", frame: CGRect(x: 0, y: 0, width: 200, height: 200),
      background: Color(red: 0.95, green: 0.95, blue: 0.97, alpha: 1))
    let difference = try Self.compare([back, edge, radial, conic], scale: 3)
    #expect(difference.largest == 0)
    let floor = CairoBaseline.floor(
      for: DisplayList(size: CGSize(width: 200, height: 200), nodes: [back, edge, radial, conic]))
    let gradients = floor.steps.filter {
      if case .paint(let paint) = $0, case .gradient = paint.fill { return true }
      return false
    }
    #expect(gradients.count == 3)
  }

  @Test func a3DPlaneIsTheRenderersProjectiveResampling() throws {
    var card = ProjectionTests.tilted(ProjectionTests.rotationY(0.6))
    card.backgroundColor = Fixture.green
    card.opacity = 0.9
    // The floor resamples its plane with `ProjectiveMapping` over the quad's box (nothing else
    // reaches these pixels): the same bytes.
    let difference = try Self.compare([card])
    #expect(difference.largest == 0, "\(difference)")
  }

  @Test func aCurlingPageIsAPlainCylinderLoop() throws {
    for time in [0.3, 0.55] {
      let nodes = PageCurlTests.nodes(time: time)
      let difference = try Self.compare(nodes, size: PageCurlTests.size)
      // The floor runs the curl's own per-pixel mapping over the page's box (nothing else
      // reaches these pixels): the same bytes.
      #expect(difference.largest == 0, "at \(time): \(difference)")
    }
  }

  @Test func aBackdropIsTheSameRadiusBlurAtTheSameResolution() throws {
    var picture = Fixture.node("picture", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    picture.contents = Contents(image: Fixture.checkerboard(cells: 10, cell: 20))
    // A small radius (blurred at full resolution) and a large one (at a reduced one).
    for radius: CGFloat in [2, 12] {
      var panel = Fixture.node(
        "panel", frame: CGRect(x: 30.5, y: 20, width: 140, height: 150),
        background: Color(white: 1, alpha: 0.3))
      panel.cornerRadius = 12
      panel.backdrop = Backdrop(blurRadius: radius)
      let difference = try Self.compare([picture, panel], scale: 2)
      #expect(difference.largest == 0, "radius \(radius)")
    }
  }

  /// A card with a rounded opaque background casting `shadow`, over a checkerboard.
  static func shadowedCard(_ shadow: Shadow, background: Color = Fixture.red) -> [DisplayNode] {
    var picture = Fixture.node("picture", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    picture.contents = Contents(image: Fixture.checkerboard(cells: 10, cell: 20))
    var card = Fixture.node(
      "card", frame: CGRect(x: 50.5, y: 40, width: 90, height: 110), background: background)
    card.cornerRadius = 14
    card.shadow = shadow
    return [picture, card]
  }

  @Test func aShadowIsItsColourThroughTheSameBlurredMask() throws {
    // Narrow (blurred at full resolution, its straight middle folded away), wide (on a reduced
    // grid), cast by a shadow path, and by a translucent background; each in a frame of its
    // own (the mask enlarged only where the ring around the card shows) and in the third of
    // three equal frames (the mask kept whole).
    let ellipse = Path(ellipseIn: CGRect(x: -10, y: 20, width: 110, height: 70))
    let cases: [(String, Shadow, Color)] = [
      (
        "narrow",
        Shadow(
          color: Fixture.black, opacity: 0.5, radius: 6, offset: CGSize(width: 3.5, height: 5),
          path: nil), Fixture.red
      ),
      (
        "wide",
        Shadow(
          color: Fixture.blue, opacity: 0.8, radius: 40, offset: CGSize(width: 0, height: 10),
          path: nil), Fixture.red
      ),
      (
        "path",
        Shadow(
          color: Fixture.black, opacity: 0.6, radius: 8, offset: CGSize(width: -4, height: 2.25),
          path: ellipse), Fixture.red
      ),
      (
        "translucent",
        Shadow(color: Fixture.black, opacity: 1, radius: 10, offset: .zero, path: nil),
        Color(red: 0, green: 1, blue: 0, alpha: 0.5)
      ),
    ]
    for (name, shadow, background) in cases {
      for frames in [1, 3] {
        let nodes = Self.shadowedCard(shadow, background: background)
        let difference = try Self.compare(nodes, scale: 2, frames: frames)
        #expect(difference.largest == 0, "\(name), \(frames) frames: \(difference)")
      }
    }
    let floor = CairoBaseline.floor(
      for: DisplayList(
        size: CGSize(width: 200, height: 200), clearColor: nil,
        nodes: Self.shadowedCard(cases[0].1)))
    #expect(
      floor.steps.contains {
        if case .paint(let p) = $0, case .shadow = p.fill { true } else { false }
      })
  }

  @Test func aShadowCastByMoreThanABackgroundIsLeftOut() throws {
    var nodes = Self.shadowedCard(
      Shadow(color: Fixture.black, opacity: 0.5, radius: 6, offset: .zero, path: nil))
    nodes[1].sublayers = [
      Fixture.node(
        "badge", frame: CGRect(x: 70, y: -10, width: 30, height: 30), background: Fixture.blue)
    ]
    let floor = CairoBaseline.floor(
      for: DisplayList(size: CGSize(width: 200, height: 200), clearColor: nil, nodes: nodes))
    // The shadow of the card and its badge together is not one the floor can make: leaving it
    // out keeps the floor a lower bound.
    #expect(
      !floor.steps.contains {
        if case .paint(let p) = $0, case .shadow = p.fill { true } else { false }
      })
    #expect(floor.steps.count == 3)
  }
}
