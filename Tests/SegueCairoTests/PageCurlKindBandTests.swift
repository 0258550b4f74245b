import CCairo
import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// The cylinder's and the shadow's own bands (`PageCurlMapping.KindBands`): the part of the
/// painted rectangles inside a slab of u, across d, against a dense sampling of that part; and
/// the curl of `PageCurlBandTests`' panel drawn with them keeps every byte (that suite's
/// `theBandGivesTheSameBytes` draws the same frames through them).
@Suite("Page curl: each kind's band")
struct PageCurlKindBandTests {
  typealias Band = PageCurlBandTests

  /// The least and greatest v = P·n over a 401 × 401 grid of the rectangles' points (widened
  /// by two source pixels, as the mapping widens them) whose u = P·d lies in `slab`.
  static func sampledBand(
    of rects: [PixelRect], geometry: PageCurlMapping.Geometry, along slab: ClosedRange<Double>
  ) -> (low: Double, high: Double) {
    let (dx, dy) = (Double(geometry.direction.dx), Double(geometry.direction.dy))
    let k = geometry.sourceScale
    var low = Double.infinity
    var high = -Double.infinity
    for rect in rects {
      let (x0, x1) = (Double(rect.x - 2) / k, Double(rect.maxX + 2) / k)
      let (y0, y1) = (Double(rect.y - 2) / k, Double(rect.maxY + 2) / k)
      for i in 0...400 {
        for j in 0...400 {
          let x = x0 + (x1 - x0) * Double(i) / 400
          let y = y0 + (y1 - y0) * Double(j) / 400
          guard slab.contains(x * dx + y * dy) else { continue }
          low = min(low, -x * dy + y * dx)
          high = max(high, -x * dy + y * dx)
        }
      }
    }
    return (low, high)
  }

  @Test(arguments: [0.2, 0.45, 0.7], [true, false])
  func aSlabsBandHoldsTheRectanglesPartInIt(time: Double, shifted: Bool) throws {
    let geometry = Band.geometry(time: CGFloat(time), shifted: shifted)
    let rects = [Band.panel, PixelRect(x: 10, y: 200, width: 30, height: 40)]
    let (a, r) = (geometry.axis, geometry.radius)
    // The cylinder's slab, the shadow's (a line, widened as `bands` widens it), all, a thin
    // one, and one past the page (nothing in it).
    let quarter = a - r * .pi / 2
    let slabs = [
      (a - .pi * r)...a, (quarter - 0.5)...(quarter + 0.5), -500...500, 40...41, 1000...1001,
    ]
    for slab in slabs {
      let band = PageCurlMapping.band(of: rects, geometry: geometry, along: slab)
      let sampled = Self.sampledBand(of: rects, geometry: geometry, along: slab)
      guard sampled.low <= sampled.high else {
        #expect(band.low > band.high, "nothing of the rectangles in \(slab): an empty band")
        continue
      }
      // Holds every sampled point, and exceeds them by at most a grid step (about 0.4 pt).
      #expect(band.low <= sampled.low + 1e-9 && band.high >= sampled.high - 1e-9)
      #expect(sampled.low - band.low < 0.5 && band.high - sampled.high < 0.5)
    }
  }

  @Test func theCylindersAndTheShadowsBandsAreNarrowerThanThePaintedBand() throws {
    let geometry = Band.geometry(time: 0.45, shifted: true)
    let source = try Band.page()
    let pixels = try Band.pixels(source)
    let painted = try #require(
      PageCurlMapping.paintedBand(of: pixels, uniformOutside: [Band.panel], geometry: geometry))
    let blocks = UniformBlocks(pixels, uniformOutside: [Band.panel])
    defer { blocks.deallocate() }
    let painter = PageCurlMapping.Painter(
      source: pixels, blocks: blocks, geometry: geometry, opacity: 1)
    let bands = painter.bands(of: [Band.panel], geometry)
    for band in [bands.cylinder, bands.shadow] {
      #expect(band.low >= painted.low && band.high <= painted.high)
      #expect(band.high - band.low < painted.high - painted.low)
    }
    #expect(bands.band(of: .flap) == nil && bands.band(of: .flat) == nil)
  }

  /// A page landing pixel for pixel (`wholePixelShift`) takes its flat page's texels where
  /// the back lets it show, in the flap as past it; the general path samples the same points
  /// bilinearly. A noise panel (every texel its own colour) over a transparent page, with and
  /// without its rectangle known: the same bytes both ways.
  @Test(arguments: [0.2, 0.45, 0.7], [false, true])
  func theFlatTexelsAreTheBilinearSamples(time: Double, known: Bool) throws {
    let source = try Band.surface { x, y in
      let panel = Band.panel
      guard x >= panel.x, x < panel.maxX, y >= panel.y, y < panel.maxY else { return 0 }
      let hash = UInt32(truncatingIfNeeded: (x &* 73_856_093) ^ (y &* 19_349_663))
      return 0xFF00_0000 | (hash &* 2_654_435_761) >> 8
    }
    let shifted = Band.geometry(time: CGFloat(time), shifted: true)
    var general = shifted
    general.wholePixelShift = nil
    var frames: [Bitmap] = []
    for geometry in [shifted, general] {
      let target = try Band.checkered()
      PageCurlMapping.draw(
        try Band.pixels(source), curled: geometry, into: try Band.pixels(target),
        origin: (0, 0), opacity: 1, uniformOutside: known ? [Band.panel] : nil)
      cairo_surface_mark_dirty(target.surface)
      frames.append(target.bitmap())
    }
    #expect(frames[0] == frames[1])
    #expect(frames[0] != (try Band.checkered().bitmap()))
  }

  @Test func theFlatPageReadsOnlyTheRectanglesColumnsOfItsRow() {
    typealias Painter = PageCurlMapping.Painter
    let rects = [
      PixelRect(x: 10, y: 0, width: 5, height: 10), PixelRect(x: 40, y: 5, width: 10, height: 10),
    ]
    #expect(Painter.columns(of: rects, inRow: 2)! == (10, 14))
    #expect(Painter.columns(of: rects, inRow: 7)! == (10, 49))
    #expect(Painter.columns(of: rects, inRow: 12)! == (40, 49))
    #expect(Painter.columns(of: rects, inRow: 15) == nil)
    #expect(Painter.columns(of: [PixelRect(x: 3, y: 0, width: 0, height: 9)], inRow: 2) == nil)
  }
}
