import CCairo
import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// Work the renderer leaves out where opaque content drawn later covers it: the rows of a
/// picture that do not show are neither sampled nor copied, and a faded group whose own opaque
/// content covers what shows of it is drawn into memory that is not cleared. Each must leave
/// every pixel as drawing everything would (`OcclusionCullingTests` checks every gallery entry).
@MainActor
@Suite struct CoveredContentTests {
  // MARK: Regions

  @Test func unionIsTheBoundingRectangle() {
    let a = PixelRect(x: 0, y: 0, width: 4, height: 4)
    let b = PixelRect(x: 10, y: 2, width: 2, height: 8)
    #expect(a.union(b) == PixelRect(x: 0, y: 0, width: 12, height: 10))
    #expect(a.union(.empty) == a && PixelRect.empty.union(b) == b)
  }

  @Test func uncoveredBoundsHoldWhatShows() {
    var region = OpaqueRegion()
    let part = PixelRect(x: 0, y: 0, width: 100, height: 100)
    #expect(region.uncoveredBounds(of: part) == part)
    #expect(!region.covers(part))
    region.add(PixelRect(x: 0, y: 0, width: 100, height: 70))
    #expect(region.uncoveredBounds(of: part) == PixelRect(x: 0, y: 70, width: 100, height: 30))
    // A hole in the middle: the bounds reach around it.
    region.add(PixelRect(x: 0, y: 70, width: 40, height: 30))
    region.add(PixelRect(x: 60, y: 70, width: 40, height: 30))
    #expect(region.uncoveredBounds(of: part) == PixelRect(x: 40, y: 70, width: 20, height: 30))
    region.add(PixelRect(x: 40, y: 70, width: 20, height: 30))
    #expect(region.uncoveredBounds(of: part).isEmpty)
    #expect(region.covers(part))
  }

  // MARK: Pictures

  @Test func theCopiedRectangleStopsAtWholeRowsOutsideWhatShows() {
    // A 100 × 50 pixel image scaled by 1.5 at (10.4, 20.3): device x 10.4…160.4, y 20.3…95.3.
    let matrix = cairo_matrix_t(xx: 1.5, yx: 0, xy: 0, yy: 1.5, x0: 10.4, y0: 20.3)
    let whole = CGRect(x: 0, y: 0, width: 100, height: 50)
    let clip = PixelRect.unbounded
    #expect(
      FramePainter.imageRect(
        width: 100, height: 50, under: matrix, within: .unbounded, clip: clip) == whole)
    // Rows 60…79 show: the rectangle runs from device row 60 to row 80, full width.
    let band = FramePainter.imageRect(
      width: 100, height: 50, under: matrix,
      within: PixelRect(x: 0, y: 60, width: 500, height: 20), clip: clip)
    #expect(band.minX == 0 && band.width == 100)
    #expect(abs(band.minY * 1.5 + 20.3 - 60) < 1e-9)
    #expect(abs(band.maxY * 1.5 + 20.3 - 80) < 1e-9)
    // Rows reaching past the picture keep its own (fractional) edge.
    let top = FramePainter.imageRect(
      width: 100, height: 50, under: matrix, within: PixelRect(x: 0, y: 0, width: 500, height: 30),
      clip: clip)
    #expect(top.minY == 0 && abs(top.maxY * 1.5 + 20.3 - 30) < 1e-9)
    // No edge is moved onto the clip's last pixel boundary or past it.
    let clipped = FramePainter.imageRect(
      width: 100, height: 50, under: matrix,
      within: PixelRect(x: 0, y: 60, width: 500, height: 20),
      clip: PixelRect(x: 0, y: 0, width: 500, height: 80))
    #expect(abs(clipped.minY * 1.5 + 20.3 - 60) < 1e-9 && clipped.maxY == 50)
    // A turned matrix is left whole.
    let turned = cairo_matrix_t(xx: 0, yx: 1, xy: -1, yy: 0, x0: 0, y0: 0)
    #expect(
      FramePainter.imageRect(
        width: 100, height: 50, under: turned, within: PixelRect(x: 0, y: 0, width: 5, height: 5),
        clip: clip) == whole)
  }

  static let picture = Fixture.checkerboard(cells: 10, cell: 13)
  /// Shrunk below half its size at scale 1: box-filtered.
  static let largePicture = Fixture.checkerboard(cells: 25, cell: 16)

  /// A rounded card clipping a scaled picture at a fractional position (as the Today list's
  /// cards), under an opaque sheet covering the canvas above `covered` points, or below it.
  static func coveredCard(
    covered: CGFloat, below: Bool = false, radius: CGFloat = 12, image: Image = picture,
    height: CGFloat = 90
  ) -> [DisplayNode] {
    var card = Fixture.node(
      "card", frame: CGRect(x: 8.3, y: 10.4, width: 80, height: height), background: Fixture.blue)
    card.cornerRadius = radius
    card.masksToBounds = true
    card.contents = Contents(
      image: image, gravity: .resizeAspectFill, scale: 1)
    let sheet = Fixture.node(
      "sheet",
      frame: below
        ? CGRect(x: 0, y: covered, width: 100, height: height + 20 - covered)
        : CGRect(x: 0, y: 0, width: 100, height: covered), background: Fixture.white)
    return covered > 0 ? [card, sheet] : [card]
  }

  @Test func coveredPicturesGiveTheSamePixels() throws {
    // Covers ending inside the card, at its clip's edge and past it, at every scale.
    for scale in [1, 2, 3] {
      for (radius, image) in [(12.0, Self.picture), (0.0, Self.picture), (0.0, Self.largePicture)] {
        let culled = CairoRenderer()
        let full = CairoRenderer()
        full.cullsOccludedContent = false
        full.reusesResampledImages = false
        for (covered, below): (CGFloat, Bool) in [
          (30, false), (30, false), (70.1, false), (0, false), (20.1, true), (50, true),
          (99.5, true), (100.4, true), (100.9, true), (11, true), (10.4, true),
        ] {
          let list = DisplayList(
            size: CGSize(width: 100, height: 110),
            nodes: Self.coveredCard(
              covered: covered, below: below, radius: CGFloat(radius), image: image))
          _ = try culled.draw(list, scale: scale)
          _ = try full.draw(list, scale: scale)
          #expect(
            Self.differingBytes(culled, full) == 0,
            "covered \(below ? "below" : "above") \(covered) at \(scale)×, radius \(radius)")
        }
      }
    }
  }

  @Test func aCoveredPictureInFlightTakesOneStepAndAStillOneIsKept() throws {
    let size = CGSize(width: 100, height: 220)
    let culled = CairoRenderer()
    let full = CairoRenderer()
    full.cullsOccludedContent = false
    full.reusesResampledImages = false
    var composited: [Int] = []
    // The picture is scaled bilinearly (`PictureMatrix`): in flight it is drawn in one step
    // through what shows, without samples or bands; drawn the same way twice, its samples are
    // kept (taken whole, in one composite) and then copied.
    for covered: CGFloat in [190, 190, 100, 0] {
      let before = culled.resampledImages.composited
      let list = DisplayList(size: size, nodes: Self.coveredCard(covered: covered, height: 200))
      _ = try culled.draw(list, scale: 3)
      _ = try full.draw(list, scale: 3)
      #expect(Self.differingBytes(culled, full) == 0, "covered \(covered)")
      composited.append(culled.resampledImages.composited - before)
    }
    #expect(composited == [1, 0, 0, 0])
    #expect(culled.resampledImages.count == 1)
    #expect(culled.resampledImages.bandsSampled == 0)
    #expect(full.resampledImages.composited == 4)
  }

  // MARK: Groups

  /// A faded sheet: an opaque background, a label on it, over a red square.
  static func fadedSheet(background: Color, opacity: Double = 0.8) -> [DisplayNode] {
    let under = Fixture.node(
      "under", frame: CGRect(x: 10, y: 10, width: 50, height: 50), background: Fixture.red)
    var sheet = Fixture.node(
      "sheet", frame: CGRect(x: 0.5, y: 0, width: 99, height: 100), background: background,
      opacity: opacity)
    var label = Fixture.node("label", frame: CGRect(x: 10, y: 30, width: 60, height: 14))
    label.drawing = .text(TextDrawing(string: "Today", fontSize: 11))
    let stripe = Fixture.node(
      "stripe", frame: CGRect(x: 20, y: 60, width: 40, height: 10), background: Fixture.blue)
    sheet.sublayers = [label, stripe]
    let lid = Fixture.node(
      "lid", frame: CGRect(x: 0, y: 0, width: 100, height: 25), background: Fixture.green)
    return [under, sheet, lid]
  }

  func plans(_ nodes: [DisplayNode]) -> [NodePlan] {
    let renderer = CairoRenderer()
    return withExtendedLifetime(renderer) {
      FramePainter(renderer: renderer).planOcclusion(
        DisplayList(size: CGSize(width: 100, height: 100), nodes: nodes), scale: 2
      ).plans
    }
  }

  @Test func aGroupCoveredByItsOwnContentNeedsNoClearing() {
    #expect(plans(Self.fadedSheet(background: Fixture.white))[1].coversShown)
    // A translucent background, or an edge that leaves part of a pixel: cleared.
    let glassy = Color(red: 1, green: 1, blue: 1, alpha: 0.9)
    #expect(!plans(Self.fadedSheet(background: glassy))[1].coversShown)
    var frayed = Self.fadedSheet(background: Fixture.white)
    frayed[1].transform = Transform3D(translationX: 0.25, y: 0, z: 0)
    #expect(!plans(frayed)[1].coversShown)
    // A backdrop inside reads what is under it: the group holds everything, cleared.
    var blurring = Self.fadedSheet(background: Fixture.white)
    var glass = Fixture.node("glass", frame: CGRect(x: 10, y: 70, width: 50, height: 20))
    glass.backdrop = Backdrop(blurRadius: 4)
    blurring[1].sublayers.append(glass)
    #expect(plans(blurring)[1].readsInside && !plans(blurring)[1].coversShown)
  }

  @Test func anUnclearedGroupGivesTheSamePixels() throws {
    let culled = CairoRenderer()
    let full = CairoRenderer()
    full.cullsOccludedContent = false
    for background in [Fixture.white, Color(red: 1, green: 1, blue: 1, alpha: 0.9)] {
      for scale in [1, 2, 3] {
        // Scratch memory holding something other than zeros, as after earlier frames.
        let litter = try #require(culled.scratch.take(CAIRO_FORMAT_ARGB32, width: 320, height: 320))
        let data = try #require(cairo_image_surface_get_data(litter))
        memset(data, 0xA7, Int(cairo_image_surface_get_stride(litter)) * 320)
        culled.scratch.giveBack(litter)
        let list = DisplayList(
          size: CGSize(width: 100, height: 100), nodes: Self.fadedSheet(background: background))
        _ = try culled.draw(list, scale: scale)
        _ = try full.draw(list, scale: scale)
        #expect(Self.differingBytes(culled, full) == 0, "\(background) at \(scale)×")
        // The opaque sheet was drawn into that memory, where its edges (x = 0.5 pt) fall on
        // pixel boundaries (2×); otherwise, and for the translucent one, into Cairo's group.
        let probe = try #require(
          culled.scratch.take(CAIRO_FORMAT_ARGB32, width: 320, height: 320, cleared: false))
        let first = try #require(cairo_image_surface_get_data(probe))[0]
        culled.scratch.giveBack(probe)
        #expect(
          (first != 0xA7) == (background.alpha >= 1 && scale == 2), "\(background) at \(scale)×")
      }
    }
  }

  /// The number of bytes that differ between two renderers' last frames (not the frames
  /// themselves: a failure would print millions of numbers).
  static func differingBytes(_ a: CairoRenderer, _ b: CairoRenderer) -> Int {
    a.frameDifference(from: b)?.bytes ?? Int.max
  }
}
