import CCairo
import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// The cylinder's pixels: sample positions taken four at a time in vector lanes and sampled
/// from integer positions (`Sampler.positions`, `Sampler.sample(_:_:)` of two `Int32`), and
/// the uniform runs' greys stepping along a run. Each is held to the scalar formula, byte for
/// byte: positions rounded to 1/256 px one at a time, four taps weighed by
/// `ProjectiveMapping.bilinear` (or the edge's sample), the back's grey from its own u.
@Suite("Page curl: the cylinder's samples in lanes")
struct PageCurlCylinderTests {
  typealias Band = PageCurlBandTests

  /// The sample at source pixel coordinates (x, y), pixel centres at i + ½, as the scalar
  /// formula gives it: transparent when every tap is off the surface.
  static func reference(_ pixels: ProjectiveMapping.Pixels, _ x: Double, _ y: Double) -> UInt32 {
    let (fx, fy) = (x * 256 + 128, y * 256 + 128)
    guard fx > 0, fy > 0, fx < Double(pixels.width + 1) * 256,
      fy < Double(pixels.height + 1) * 256
    else { return 0 }
    let px = Int(ProjectiveMapping.roundedInt32(fx))
    let py = Int(ProjectiveMapping.roundedInt32(fy))
    let (x0, y0) = ((px >> 8) - 1, (py >> 8) - 1)
    let (wx, wy) = (UInt32(px & 255), UInt32(py & 255))
    let texels = UnsafeRawPointer(pixels.data).assumingMemoryBound(to: UInt32.self)
    let rowWords = pixels.stride / 4
    guard x0 >= 0, y0 >= 0, x0 < pixels.width - 1, y0 < pixels.height - 1 else {
      return ProjectiveMapping.edgeSample(pixels, texels, rowWords, x0, y0, wx, wy)
    }
    let top = texels + y0 * rowWords + x0
    return ProjectiveMapping.bilinear(
      top[0], top[1], top[rowWords], top[rowWords + 1], wx, wy)
  }

  /// Positions from lanes sample what the scalar formula samples, across the surface, its
  /// edges and past them, on a page of a gradient, one colour and transparent pixels, and on
  /// noise.
  @Test(arguments: [false, true])
  func theLanesSampleAsTheScalarFormula(noise: Bool) throws {
    let source = noise ? try PageCurlShadowTests.noise() : try Band.page()
    let pixels = try Band.pixels(source)
    let sampler = PageCurlMapping.Sampler(source: pixels)
    var compared = 0
    var seen = Set<UInt32>()
    for row in stride(from: -3.0, through: Double(pixels.height) + 3, by: 0.731) {
      for column in stride(from: -3.0, through: Double(pixels.width) + 3, by: 4 * 0.613) {
        let x = SIMD4(repeating: column) + SIMD4(0, 0.613, 2 * 0.613, 3 * 0.613)
        let y = SIMD4(repeating: row) + SIMD4(0, 0.01, -0.02, 0.37)
        let positions = sampler.positions(x, y)
        for lane in 0..<4 {
          let expected = Self.reference(pixels, x[lane], y[lane])
          let sample = sampler.sample(positions.x[lane], positions.y[lane])
          #expect(sample == expected, "at \(x[lane]), \(y[lane])")
          #expect(sampler.sample(x[lane], y[lane]) == expected, "at \(x[lane]), \(y[lane])")
          compared += 1
          seen.insert(expected)
        }
      }
    }
    #expect(compared > 50_000)
    // Transparent past the edges, and many colours inside.
    #expect(seen.contains(0) && seen.count > 1000)
  }

  /// Every cylinder pixel wholly inside the silhouette whose back is opaque is the back's
  /// sample tinted by its own grey: on noise (every run sampled pixel by pixel, positions in
  /// lanes) and on one colour (every run filled, the grey stepping along the runs).
  @Test(arguments: [0.3, 0.55, 0.8], [true, false])
  func everyCylinderPixelOfNoiseIsTheFormulas(time: Double, shifted: Bool) throws {
    try Self.curl(try PageCurlShadowTests.noise(), time: time, shifted: shifted)
  }

  @Test(arguments: [0.3, 0.55, 0.8], [true, false])
  func everyCylinderPixelOfOneColourIsTheFormulas(time: Double, shifted: Bool) throws {
    try Self.curl(try Band.surface { _, _ in 0xFF33_6699 }, time: time, shifted: shifted)
  }

  /// Curls `source` over the checkered background and compares its cylinder.
  static func curl(
    _ source: CairoSurface, time: Double, shifted: Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let pixels = try Band.pixels(source)
    let target = try Band.checkered()
    let geometry = Band.geometry(time: CGFloat(time), shifted: shifted)
    PageCurlMapping.draw(
      pixels, curled: geometry, into: try Band.pixels(target), origin: (0, 0), opacity: 1)
    cairo_surface_mark_dirty(target.surface)
    let compared = compareCylinder(
      target.bitmap(), of: pixels, geometry: geometry, sourceLocation: sourceLocation)
    #expect(compared > 400, "\(compared) pixels", sourceLocation: sourceLocation)
  }

  /// Compares the frame's cylinder pixels (opaque back, wholly inside the silhouette) to the
  /// formula; returns how many were compared.
  static func compareCylinder(
    _ frame: Bitmap, of pixels: ProjectiveMapping.Pixels, geometry: PageCurlMapping.Geometry,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Int {
    let (dx, dy) = (Double(geometry.direction.dx), Double(geometry.direction.dy))
    let (a, r) = (geometry.axis, geometry.radius)
    let (bounds, k, m) = (geometry.bounds, geometry.sourceScale, geometry.deviceToPage)
    let (backWhite, edgeWhite) = (Double(PageCurl.backWhite), Double(PageCurl.edgeWhite))
    let tint = UInt32((PageCurl.backTintAlpha * 256).rounded())
    let inversePixel = geometry.pixelsPerPoint
    var compared = 0
    PageCurlShadowTests.forEachPagePoint(of: frame, m) { x, y, p in
      let u = p.x * dx + p.y * dy
      guard bounds.contains(CGPoint(x: p.x, y: p.y)), u < a,
        (u - (a - r)) * inversePixel + 0.5 >= 1
      else { return }
      let sine = min((a - u) * (1 / r), 1)
      let shift = a - r * (.pi - PageCurlMapping.arcsine(sine)) - u
      let back = reference(pixels, (p.x + shift * dx) * k, (p.y + shift * dy) * k)
      guard back >= 0xFF00_0000 else { return }
      let white = backWhite - (backWhite - edgeWhite) * sine
      let grey = UInt32(ProjectiveMapping.roundedInt32(white * 255))
      let expected = ProjectiveMapping.lerpLanes(
        back, 0xFF00_0000 | grey << 16 | grey << 8 | grey, tint)
      #expect(
        PageCurlShadowTests.argb(frame, x, y) == expected, "pixel \(x), \(y)",
        sourceLocation: sourceLocation)
      compared += 1
    }
    return compared
  }
}
