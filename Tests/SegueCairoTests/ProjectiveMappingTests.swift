import CCairo
import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

@Suite("Projective resampling straight into the target")
struct ProjectiveMappingTests {
  /// An ARGB32 surface whose premultiplied pixels come from `pixel(x, y)` (B, G, R, A order in
  /// memory as native-endian 0xAARRGGBB words).
  private func surface(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> UInt32) throws
    -> CairoSurface
  {
    let made = try CairoSurface(width: width, height: height)
    cairo_surface_flush(made.surface)
    let data = try #require(cairo_image_surface_get_data(made.surface))
    let stride = Int(cairo_image_surface_get_stride(made.surface))
    for y in 0..<height {
      let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width { row[x] = pixel(x, y) }
    }
    cairo_surface_mark_dirty(made.surface)
    return made
  }

  /// A premultiplied pixel from straight channel values.
  private func premultiplied(_ r: Int, _ g: Int, _ b: Int, _ a: Int) -> UInt32 {
    func p(_ c: Int) -> UInt32 { UInt32((c * a + 127) / 255) }
    return UInt32(a) << 24 | p(r) << 16 | p(g) << 8 | p(b)
  }

  private func pixels(_ s: CairoSurface) throws -> ProjectiveMapping.Pixels {
    ProjectiveMapping.Pixels(
      data: try #require(cairo_image_surface_get_data(s.surface)), width: s.width,
      height: s.height, stride: Int(cairo_image_surface_get_stride(s.surface)))
  }

  /// A plane turned about y under perspective, placed so that it overlaps the 64×48 target
  /// only in part (rows and columns of the target fall outside it).
  private let sourceToDevice = Homography(
    Transform3D(translationX: -20, y: -16, z: 0)
      .concatenating(ProjectionTests.rotationY(0.9))
      .concatenating(ProjectionTests.perspective(60))
      .concatenating(Transform3D(translationX: 30, y: 22, z: 0)))

  @Test(arguments: [1.0, 0.7])
  func compositingOverInPlaceEqualsPaintingTheResampledSurfaceWithCairo(opacity: Double)
    throws
  {
    // A source with translucent and opaque texels, flat areas and edges; a translucent,
    // varied background, so that OVER's rounding is exercised on every channel.
    let source = try surface(40, 32) { x, y in
      (x / 5 + y / 4) % 3 == 0
        ? premultiplied(250, 40, 10, 255)
        : premultiplied((x * 37) % 256, (y * 53) % 256, 128, (x * y * 7) % 256)
    }
    let background = { (x: Int, y: Int) in
      self.premultiplied((x * 11) % 256, (y * 13) % 256, 200, (x * 3 + y * 5) % 256)
    }
    // Reference: resample into a cleared surface, then let Cairo (pixman) paint it OVER.
    let reference = try surface(64, 48, background)
    let resampled = try surface(64, 48) { _, _ in 0 }
    ProjectiveMapping.resample(
      try pixels(source), by: sourceToDevice, into: try pixels(resampled), origin: (0, 0),
      opacity: opacity)
    cairo_surface_mark_dirty(resampled.surface)
    let cr = try #require(cairo_create(reference.surface))
    cairo_set_source_surface(cr, resampled.surface, 0, 0)
    cairo_paint(cr)
    cairo_destroy(cr)
    // In place: the same resampling composited OVER the background directly, in two parts
    // with their own origins (as a clip of two rectangles is handled).
    let inPlace = try surface(64, 48, background)
    let whole = try pixels(inPlace)
    for (y, height) in [(0, 20), (20, 28)] {
      let part = ProjectiveMapping.Pixels(
        data: whole.data + y * whole.stride, width: 64, height: height, stride: whole.stride)
      ProjectiveMapping.resample(
        try pixels(source), by: sourceToDevice, into: part, origin: (0, y), opacity: opacity,
        compositing: .over)
    }
    cairo_surface_mark_dirty(inPlace.surface)
    let expected = reference.bitmap()
    let actual = inPlace.bitmap()
    #expect(actual == expected)
    // The plane covers part of the target and leaves the rest as it was.
    let untouched = try surface(64, 48, background).bitmap()
    #expect(actual != untouched)
    #expect(actual.pixel(x: 63, y: 0) == untouched.pixel(x: 63, y: 0))
  }

  @Test func aProjectedLayerUnderAFractionalClipGivesTheSamePixelsAsUnderAWholePixelOne() throws {
    // A whole-pixel clip lets the renderer composite in place; a clip ending inside a pixel
    // cannot be handled that way and goes through an intermediate surface. Away from that
    // last column both must agree exactly.
    var card = ProjectionTests.tilted(ProjectionTests.rotationY(0.8))
    card.opacity = 0.8
    func frame(clipWidth: CGFloat) throws -> Bitmap {
      var clipper = Fixture.node(
        "clipper", frame: CGRect(x: 0, y: 0, width: clipWidth, height: 200),
        background: Color(red: 0.2, green: 0.6, blue: 0.3, alpha: 0.5))
      clipper.masksToBounds = true
      clipper.sublayers = [card]
      return try Fixture.render([clipper], size: CGSize(width: 200, height: 200)).bitmap
    }
    let direct = try frame(clipWidth: 200)
    let intermediate = try frame(clipWidth: 199.75)
    var differing = 0
    for y in 0..<200 {
      for x in 0..<199 where direct.pixel(x: x, y: y) != intermediate.pixel(x: x, y: y) {
        differing += 1
      }
    }
    #expect(differing == 0)
    #expect(direct.alpha(100, 100) > 200)
  }
}

@Suite("Uniform blocks: samples of one colour without reading the taps")
struct UniformBlocksTests {
  /// A 32×32 red image with one blue pixel at (16, 5).
  private func image() throws -> CairoSurface {
    let made = try CairoSurface(width: 32, height: 32)
    let data = try #require(cairo_image_surface_get_data(made.surface))
    let stride = Int(cairo_image_surface_get_stride(made.surface))
    for y in 0..<32 {
      let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<32 { row[x] = (x, y) == (16, 5) ? 0xFF00_00FF : 0xFFFF_0000 }
    }
    return made
  }

  private func pixels(_ s: CairoSurface) throws -> ProjectiveMapping.Pixels {
    ProjectiveMapping.Pixels(
      data: try #require(cairo_image_surface_get_data(s.surface)), width: s.width,
      height: s.height, stride: Int(cairo_image_surface_get_stride(s.surface)))
  }

  @Test func aBlockIsMixedWhenTheColumnPastItDiffers() throws {
    let surface = try image()
    for known in [nil, [PixelRect(x: 16, y: 5, width: 1, height: 1)]] {
      let blocks = UniformBlocks(try pixels(surface), uniformOutside: known)
      defer { blocks.deallocate() }
      // Taps from (15, 5) reach (16, 5): the first block is mixed, though the pixel is not in it.
      #expect(blocks.uniformColor(0, 0) == nil)
      #expect(blocks.uniformColor(20, 3) == nil)
      // The block below reaches columns 0…16 of rows 16…32 only.
      #expect(blocks.uniformColor(3, 20) == 0xFFFF_0000)
      #expect(blocks.uniformColor(31, 31) == 0xFFFF_0000)
    }
  }

  @Test func resamplingWithKnownUniformAreasGivesTheSamePixels() throws {
    let surface = try image()
    let turn = Homography(
      Transform3D(translationX: -16, y: -16, z: 0)
        .concatenating(ProjectionTests.rotationY(0.6))
        .concatenating(ProjectionTests.perspective(40))
        .concatenating(Transform3D(translationX: 20, y: 20, z: 0)))
    func frame(_ known: [PixelRect]?) throws -> Bitmap {
      let target = try CairoSurface(width: 40, height: 40)
      ProjectiveMapping.resample(
        try pixels(surface), by: turn, into: try pixels(target), origin: (0, 0), opacity: 1,
        uniformOutside: known)
      cairo_surface_mark_dirty(target.surface)
      return target.bitmap()
    }
    let scanned = try frame(nil)
    #expect(try frame([PixelRect(x: 16, y: 5, width: 1, height: 1)]) == scanned)
    // A false claim shows: the blue pixel's neighbourhood comes out plain red.
    #expect(try frame([]) != scanned)
  }
}

@Suite("What a plane's sublayers can repaint over its background")
struct RepaintedAfterBackgroundTests {
  @Test func sublayersAndLaterSiblingsBoundTheRepaintedPixels() throws {
    var screen = Fixture.node(
      "screen", frame: CGRect(x: 0, y: 0, width: 50, height: 40), background: Fixture.white)
    screen.sublayers = [
      Fixture.node(
        "square", frame: CGRect(x: 10, y: 10, width: 20, height: 5), background: Fixture.red)
    ]
    var plane = DisplayNode(name: "plane", bounds: CGRect(x: 0, y: 0, width: 50, height: 40))
    plane.sublayers = [
      screen,
      Fixture.node(
        "badge", frame: CGRect(x: 40, y: 0, width: 10, height: 10), background: Fixture.blue),
    ]
    plane.transform = Transform3D(translationX: -0.5, y: 0, z: 0)
    let painter = FramePainter(renderer: CairoRenderer())
    let rects = try #require(painter.repaintedAfterBackground(of: plane, scale: 2))
    // At 2 pixels per point, shifted half a point left, with a pixel of margin: the badge
    // starts at 2 · (40 − 0.5) − 1 = 78, the square at 2 · (10 − 0.5) − 1 = 18.
    #expect(
      Set(rects.map { [$0.x, $0.y, $0.width, $0.height] }) == [
        [78, -1, 22, 22], [18, 19, 42, 12],
      ])
  }

  @Test func aBackgroundWithItsOwnDrawingIsNotBounded() {
    var screen = Fixture.node(
      "screen", frame: CGRect(x: 0, y: 0, width: 50, height: 40), background: Fixture.white)
    screen.drawing = .text(TextDrawing(string: "Hi", fontSize: 12))
    #expect(
      FramePainter(renderer: CairoRenderer()).repaintedAfterBackground(of: screen, scale: 1) == nil)
  }
}

@Suite("Runs of one colour keep thin features")
struct UniformRunTests {
  @Test func aOnePixelLineAndDotSurviveInAPlaneOfOneColour() throws {
    // 200×160 red with a blue column at x = 101 and a blue pixel at (37, 120).
    let red: UInt32 = 0xFFFF_0000
    let source = try CairoSurface(width: 200, height: 160)
    let data = try #require(cairo_image_surface_get_data(source.surface))
    let stride = Int(cairo_image_surface_get_stride(source.surface))
    func isBlue(_ x: Int, _ y: Int) -> Bool { x == 101 || (x, y) == (37, 120) }
    for y in 0..<160 {
      let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<200 { row[x] = isBlue(x, y) ? 0xFF00_00FF : red }
    }
    let pixels = ProjectiveMapping.Pixels(data: data, width: 200, height: 160, stride: stride)
    let turn = Homography(
      Transform3D(translationX: -100, y: -80, z: 0)
        .concatenating(ProjectionTests.rotationY(0.5))
        .concatenating(ProjectionTests.perspective(300))
        .concatenating(Transform3D(translationX: 110, y: 90, z: 0)))
    let target = try CairoSurface(width: 220, height: 180)
    let out = ProjectiveMapping.Pixels(
      data: try #require(cairo_image_surface_get_data(target.surface)), width: 220, height: 180,
      stride: Int(cairo_image_surface_get_stride(target.surface)))
    ProjectiveMapping.resample(pixels, by: turn, into: out, origin: (0, 0), opacity: 1)
    let inverse = try #require(turn.inverted())
    var checked = 0
    for y in 0..<180 {
      let row = UnsafeRawPointer(out.data + y * out.stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<220 {
        // The pixel centre's preimage, its four taps and their bilinear weights.
        let p = inverse.map(Double(x) + 0.5, Double(y) + 0.5)
        let u = p.x / p.w - 0.5
        let v = p.y / p.w - 0.5
        let x0 = Int(u.rounded(.down))
        let y0 = Int(v.rounded(.down))
        guard x0 >= 0, y0 >= 0, x0 + 1 < 200, y0 + 1 < 160 else { continue }
        let fx = u - Double(x0)
        let fy = v - Double(y0)
        var blueWeight = 0.0
        for (tx, ty, w) in [
          (x0, y0, (1 - fx) * (1 - fy)), (x0 + 1, y0, fx * (1 - fy)), (x0, y0 + 1, (1 - fx) * fy),
          (x0 + 1, y0 + 1, fx * fy),
        ] where isBlue(tx, ty) {
          blueWeight += w
        }
        if blueWeight > 0.05 {
          #expect(row[x] & 0xFF > 0, "(\(x), \(y)) lost the blue feature")
          checked += 1
        } else if blueWeight == 0 {
          #expect(row[x] == red, "(\(x), \(y))")
        }
      }
    }
    #expect(checked > 150)
  }
}
