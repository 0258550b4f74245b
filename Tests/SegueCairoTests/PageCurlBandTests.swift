import CCairo
import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// A page transparent outside one panel (`panel-curl`'s) curled with and without the
/// knowledge of where it paints: drawn only across the panel's band, the frame keeps every
/// byte.
@Suite("Page curl: drawing only the painted band")
struct PageCurlBandTests {
  static let size = CGSize(width: 120, height: 150)
  static let scale = 2
  /// The panel, in source pixels: a gradient with an opaque uniform part below it.
  static let panel = PixelRect(x: 150, y: 20, width: 80, height: 260)

  static func page(clear: Bool = false) throws -> CairoSurface {
    try surface { x, y in
      let inside = !clear && x >= panel.x && x < panel.maxX && y >= panel.y && y < panel.maxY
      guard inside else { return 0 }
      return y < 150 ? 0xFF00_0000 | UInt32(x % 256) << 16 | UInt32(y % 256) << 8 : 0xFFF7_F4EE
    }
  }

  /// A surface of the test's size whose pixel (x, y) is `pixel(x, y)` (premultiplied ARGB32).
  static func surface(_ pixel: (Int, Int) -> UInt32) throws -> CairoSurface {
    let surface = try CairoSurface(
      width: Int(size.width) * scale, height: Int(size.height) * scale)
    let data = try #require(cairo_image_surface_get_data(surface.surface))
    let stride = Int(cairo_image_surface_get_stride(surface.surface))
    for y in 0..<surface.height {
      let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<surface.width { row[x] = pixel(x, y) }
    }
    cairo_surface_mark_dirty(surface.surface)
    return surface
  }

  static func pixels(_ s: CairoSurface) throws -> ProjectiveMapping.Pixels {
    ProjectiveMapping.Pixels(
      data: try #require(cairo_image_surface_get_data(s.surface)), width: s.width,
      height: s.height, stride: Int(cairo_image_surface_get_stride(s.surface)))
  }

  /// The opaque checkered background the curls are drawn over.
  static func checkered() throws -> CairoSurface {
    try surface { x, y in (x / 8 + y / 8) % 2 == 0 ? 0xFF20_4080 : 0xFFC0_C0C0 }
  }

  /// The curl at `time` over an opaque checkered background (so the shadow shows), the page
  /// unturned at the surface's scale (`shifted`) or turned slightly.
  static func frame(time: CGFloat, shifted: Bool, known: [PixelRect]?, clear: Bool = false)
    throws -> Bitmap
  {
    let source = try page(clear: clear)
    let target = try checkered()
    let geometry = Self.geometry(time: time, shifted: shifted)
    #expect(
      (PageCurlMapping.paintedBand(
        of: try pixels(source), uniformOutside: known, geometry: geometry) != nil)
        == (known != nil && !clear))
    PageCurlMapping.draw(
      try pixels(source), curled: geometry, into: try pixels(target), origin: (0, 0),
      opacity: 1, uniformOutside: known)
    cairo_surface_mark_dirty(target.surface)
    return target.bitmap()
  }

  /// The curl at `time` of a page of the test's size and scale (radius 30 pt), unturned
  /// (`shifted`: device pixels are source pixels) or turned slightly.
  static func geometry(time: CGFloat, shifted: Bool) -> PageCurlMapping.Geometry {
    let bounds = CGRect(origin: .zero, size: size)
    let curl = PageCurl(time: time, radius: 30)
    let k = Double(scale)
    let toPage =
      shifted
      ? CGAffineTransform(scaleX: 1 / k, y: 1 / k)
      : CGAffineTransform(a: 0.998 / k, b: 0.05 / k, c: -0.05 / k, d: 0.998 / k, tx: 3, ty: -2)
    return PageCurlMapping.Geometry(
      bounds: bounds, direction: curl.direction, axis: Double(curl.axis(in: bounds)),
      radius: 30, deviceToPage: toPage, sourceOrigin: .zero, sourceScale: k,
      pixelsPerPoint: k, low: Double(curl.extent(of: bounds).low),
      wholePixelShift: shifted ? (0, 0) : nil)
  }

  @Test(arguments: [0.2, 0.45, 0.7], [true, false])
  func theBandGivesTheSameBytes(time: Double, shifted: Bool) throws {
    let everywhere = try Self.frame(time: CGFloat(time), shifted: shifted, known: nil)
    let band = try Self.frame(time: CGFloat(time), shifted: shifted, known: [Self.panel])
    #expect(band == everywhere)
    // The panel's curl does draw something: the frame is not the background alone.
    let nothing = try Self.frame(time: 1, shifted: shifted, known: nil)
    #expect(everywhere != nothing)
  }

  @Test func aClaimThatIsFalseShows() throws {
    // Rectangles leaving out part of what the page paints: the band misses it.
    let everywhere = try Self.frame(time: 0.45, shifted: true, known: nil)
    let short = PixelRect(x: Self.panel.x, y: Self.panel.y, width: 8, height: Self.panel.height)
    #expect(try Self.frame(time: 0.45, shifted: true, known: [short]) != everywhere)
  }

  /// Where the page holds no paper there is no curl to see and no shadow under it: a clear
  /// page leaves the background as it was at every time, turned or not. (The silhouette's
  /// pixels used to be shadowed whatever the page held: a dark line across the screen.)
  @Test(arguments: [0.2, 0.45, 0.7], [true, false])
  func aClearPageDrawsNothing(time: Double, shifted: Bool) throws {
    let clear = try Self.frame(time: CGFloat(time), shifted: shifted, known: nil, clear: true)
    #expect(clear == (try Self.checkered().bitmap()))
  }
}
