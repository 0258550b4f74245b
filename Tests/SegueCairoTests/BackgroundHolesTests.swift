import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// A square background that cannot be clipped to what shows (inside rounded bounds, or under a
/// square clip off the pixel grid) is filled with holes where opaque content drawn later covers
/// it (`BackgroundHoles`): the story's table under its picture and paragraphs on the Today card
/// zoomed open. The holes lie on whole pixels inside what the clips certainly let through and
/// away from the background's own edge pixels, so the frame keeps every byte of filling it all.
@MainActor
@Suite struct BackgroundHolesTests {
  static let size = CGSize(width: 100, height: 80)

  /// A platter with rounded corners (off the pixel grid) holding a screen scaled a little, whose
  /// red background a picture (opaque blue) and `cells` cells (opaque green) cover but for the
  /// rows between them; `clip` puts a square clip off the grid around it all instead of the
  /// rounded one, `masked` a mask over the platter.
  static func platter(
    radius: CGFloat, scale: CGFloat = 0.9967, clip square: Bool = false, masked: Bool = false,
    cells: Int = 2
  ) -> [DisplayNode] {
    let frame = CGRect(x: 3.37, y: 4.21, width: 93.3, height: 71.6)
    var platter = Fixture.node("platter", frame: frame)
    platter.masksToBounds = true
    platter.cornerRadius = square ? 0 : radius
    var screen = Fixture.node(
      "screen", frame: CGRect(x: 0.13, y: -0.4, width: 93.3, height: 72.5),
      background: Fixture.red)
    screen.transform = Transform3D(scaleX: scale, y: scale, z: 1).concatenating(screen.transform)
    var table = Fixture.node(
      "table", frame: CGRect(x: 0, y: 0, width: 93.3, height: 72.5), background: Fixture.red)
    table.masksToBounds = true
    table.sublayers = [
      Fixture.node(
        "picture", frame: CGRect(x: 0, y: 0, width: 93.3, height: 30.37), background: Fixture.blue)
    ]
    // The cells from y 30.71 down, a third of a point apart.
    let pitch = (72.5 - 30.71) / CGFloat(cells)
    for cell in 0..<cells {
      table.sublayers.append(
        Fixture.node(
          "cell",
          frame: CGRect(x: 0, y: 30.71 + CGFloat(cell) * pitch, width: 93.3, height: pitch - 0.34),
          background: Fixture.green))
    }
    screen.sublayers = [table]
    platter.sublayers = [screen]
    if masked {
      var mask = Fixture.node("mask", frame: CGRect(origin: .zero, size: frame.size))
      mask.drawing = .shape(
        ShapeDrawing(
          path: Fixture.oval(in: CGRect(origin: .zero, size: frame.size)), fillColor: Fixture.black)
      )
      platter.mask = mask
    }
    return [
      Fixture.node("under", frame: CGRect(origin: .zero, size: size), background: Fixture.white),
      platter,
    ]
  }

  func plans(_ nodes: [DisplayNode], scale: Int) -> [NodePlan] {
    let renderer = CairoRenderer()
    return withExtendedLifetime(renderer) {
      FramePainter(renderer: renderer).planOcclusion(
        DisplayList(size: Self.size, nodes: nodes), scale: scale
      ).plans
    }
  }

  @Test func theTableIsFilledAroundItsPictureAndCells() throws {
    // (At 1× the parts are smaller than a hole worth making.)
    for scale in [2, 3] {
      let platter = plans(Self.platter(radius: 9.7), scale: scale)[1]
      let screen = try #require(platter.sublayers.first)
      let table = try #require(screen.sublayers.first)
      for plan in [screen, table] {
        // Drawn whole (inside rounded bounds a clip to pixel boxes could move its edges)…
        #expect(plan.background == .whole, "at \(scale)×")
        // …but not under the picture and the cells.
        let holes = plan.backgroundHoles
        #expect(!holes.isEmpty, "at \(scale)×")
        for (i, a) in holes.enumerated() {
          for b in holes[(i + 1)...] { #expect(!a.intersects(b), "holes overlap at \(scale)×") }
        }
      }
      // Much of the table is left out: what its parts cover in the rows between the platter's
      // corners, but for the rows between the parts, its rim and holes too small to make.
      let left = table.backgroundHoles.reduce(0) { $0 + $1.area }
      let area = Int(93.3 * 0.9967 * 72.5 * 0.9967 * Double(scale * scale))
      #expect(Double(left) > 0.4 * Double(area), "\(left) of \(area) pixels at \(scale)×")
    }
    // Under a mask the holes would cross its outline: none.
    let masked = plans(Self.platter(radius: 9.7, masked: true), scale: 3)[1]
    #expect(masked.sublayers.first?.sublayers.first?.backgroundHoles == [])
  }

  @Test func aTableFilledWithHolesGivesTheSamePixels() throws {
    for scale in [1, 2, 3] {
      let culled = CairoRenderer()
      let full = CairoRenderer()
      full.cullsOccludedContent = false
      for radius: CGFloat in [0, 4.4, 9.7, 30] {
        for (zoom, square) in [(0.9967, false), (0.913, false), (1, false), (0.9967, true)] {
          let list = DisplayList(
            size: Self.size, nodes: Self.platter(radius: radius, scale: zoom, clip: square))
          _ = try culled.draw(list, scale: scale)
          _ = try full.draw(list, scale: scale)
          #expect(
            CoveredContentTests.differingBytes(culled, full) == 0,
            "radius \(radius), scale \(zoom), square clip \(square), at \(scale)×")
        }
      }
    }
  }

  @Test func theFloorLeavesTheSameHolesAndDrawsTheFramesPixels() throws {
    // Ten cells: more rows showing than the floor clips to one by one, so it fills the box
    // holding them, with holes.
    for scale in [2, 3] {
      let nodes = Self.platter(radius: 9.7, cells: 10)
      let list = DisplayList(size: Self.size, clearColor: Fixture.white, nodes: nodes)
      let floor = CairoBaseline.floor(for: list)
      let baseline = CairoBaseline()
      let (steps, _) = baseline.unoccluded(
        floor.steps, scale: Double(scale),
        canvas: PixelRect(x: 0, y: 0, width: 100 * scale, height: 80 * scale))
      let holed = steps.compactMap { step -> Int? in
        guard case .paint(let paint) = step, case .color(let color) = paint.fill,
          color == Fixture.red
        else { return nil }
        return paint.holes.reduce(0) { $0 + $1.area }
      }
      #expect(holed.contains { $0 > 0 }, "\(holed) at \(scale)×")
      let difference = try CairoBaselineFloorTests.compare(nodes, size: Self.size, scale: scale)
      #expect(difference.largest <= 1, "at \(scale)×")
    }
  }
}
