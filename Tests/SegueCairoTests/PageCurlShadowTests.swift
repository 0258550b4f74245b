import CCairo
import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// The curl's shadow under paper of many colours (a picture on the silhouette): its runs are
/// darkened whole when the blocks under their samples are all opaque (`UniformBlocks.isOpaque`)
/// and, where the alpha steps along a run, once per alpha. Every shadow pixel is held here to
/// the per-pixel formula (peak × fall² over the pixel beneath, rounded as pixman does).
@Suite("Page curl: the shadow under an opaque picture")
struct PageCurlShadowTests {
  typealias Band = PageCurlBandTests

  /// An opaque page of noise: no two neighbours alike, so no block is one colour.
  static func noise() throws -> CairoSurface {
    try Band.surface { x, y in
      let hash = UInt32(truncatingIfNeeded: (x &* 73_856_093) ^ (y &* 19_349_663))
      return 0xFF00_0000 | (hash & 0x00FF_FFFF)
    }
  }

  @Test(arguments: [0.3, 0.55, 0.8], [true, false])
  func everyShadowPixelIsTheFormulas(time: Double, shifted: Bool) throws {
    let source = try Self.noise()
    let target = try Band.checkered()
    let beneath = target.bitmap()
    let geometry = Band.geometry(time: CGFloat(time), shifted: shifted)
    PageCurlMapping.draw(
      try Band.pixels(source), curled: geometry, into: try Band.pixels(target), origin: (0, 0),
      opacity: 1)
    cairo_surface_mark_dirty(target.surface)
    let frame = target.bitmap()

    let (dx, dy) = (Double(geometry.direction.dx), Double(geometry.direction.dy))
    let (a, r) = (geometry.axis, geometry.radius)
    let (bounds, k, m) = (geometry.bounds, geometry.sourceScale, geometry.deviceToPage)
    let shadowWidth = Double(PageCurl.shadowWidthRatio) * r
    let silhouette = a - r - 0.5 / k
    var compared = 0
    var darkened = 0
    Self.forEachPagePoint(of: frame, m) { x, y, p in
      let u = p.x * dx + p.y * dy
      guard bounds.contains(CGPoint(x: p.x, y: p.y)), u < silhouette, a - r - u < shadowWidth
      else { return }
      // The paper on the silhouette above, two source pixels clear of the page's edges.
      let above = a - r * Double.pi / 2 - u
      let paper = (x: (p.x + above * dx) * k, y: (p.y + above * dy) * k)
      guard paper.x > 2, paper.y > 2, paper.x < Double(source.width) - 2,
        paper.y < Double(source.height) - 2
      else { return }
      let fall = 1 - (a - r - u) / shadowWidth
      let alpha = ProjectiveMapping.roundedInt32(
        Double(PageCurl.shadowAlpha) * fall * fall * 255)
      let expected = ProjectiveMapping.over(
        UInt32(alpha) << 24, Self.argb(beneath, x, y))
      #expect(Self.argb(frame, x, y) == expected, "pixel \(x), \(y)")
      compared += 1
      if expected != Self.argb(beneath, x, y) { darkened += 1 }
    }
    // The shadow is there, and darkens what it covers.
    #expect(compared > 2000)
    #expect(darkened > compared / 2)
  }

  /// Calls `body` with each pixel of `frame` and its page point through `m`, stepped along the
  /// row as the mapping steps it (the same roundings).
  static func forEachPagePoint(
    of frame: Bitmap, _ m: CGAffineTransform, _ body: (Int, Int, (x: Double, y: Double)) -> Void
  ) {
    for y in 0..<frame.height {
      let deviceY = Double(y) + 0.5
      let x0 = Double(m.a) * 0.5 + Double(m.c) * deviceY + Double(m.tx)
      let y0 = Double(m.b) * 0.5 + Double(m.d) * deviceY + Double(m.ty)
      for x in 0..<frame.width {
        body(x, y, (x: x0 + Double(x) * Double(m.a), y: y0 + Double(x) * Double(m.b)))
      }
    }
  }

  /// A bitmap's pixel as premultiplied ARGB (the mapping's words).
  static func argb(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> UInt32 {
    let i = (y * bitmap.width + x) * 4
    let p = bitmap.pixels
    return UInt32(p[i + 3]) << 24 | UInt32(p[i]) << 16 | UInt32(p[i + 1]) << 8 | UInt32(p[i + 2])
  }

  /// `isOpaque` says yes only when every tap of every sample from the box is opaque, and says
  /// yes for an opaque page of many colours.
  @Test func theOpaqueBlocksAreTheirPixels() throws {
    let holes = try Band.surface { x, y in
      // Translucent pixels scattered over the left half only.
      x < 100 && (x * 7 + y * 13) % 97 == 0
        ? 0x8040_2010 : 0xFF00_0000 | UInt32(x % 256) << 8 | UInt32(y % 256)
    }
    let opaque = try Self.noise()
    let (holed, whole) = (try Band.pixels(holes), try Band.pixels(opaque))
    let holedBlocks = UniformBlocks(holed, uniformOutside: nil)
    let wholeBlocks = UniformBlocks(whole, uniformOutside: nil)
    defer {
      holedBlocks.deallocate()
      wholeBlocks.deallocate()
    }
    let rows = holes.bitmap()
    var yes = 0
    for top in stride(from: 0, to: holed.height - 40, by: 5) {
      for left in stride(from: 0, to: holed.width - 40, by: 7) {
        let columns = left...(left + top % 30)
        let lines = top...(top + left % 30)
        #expect(wholeBlocks.isOpaque(inColumns: columns, rows: lines))
        guard holedBlocks.isOpaque(inColumns: columns, rows: lines) else { continue }
        yes += 1
        for y in lines.lowerBound...(lines.upperBound + 1) {
          for x in columns.lowerBound...(columns.upperBound + 1) {
            #expect(rows.pixels[(y * rows.width + x) * 4 + 3] == 255, "tap \(x), \(y)")
          }
        }
      }
    }
    // Some boxes do lie clear of the holes.
    #expect(yes > 0)
  }
}
