import CCairo
import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// `BilinearSampler` gives Pixman's bytes (rendered through Cairo, as the renderer did) and an
/// independent scalar formula's, by AVX2 and by scalars; a picture in flight whose inside it
/// writes is drawn with the bytes of Cairo drawing it whole.
@MainActor
@Suite struct BilinearSamplerTests {
  /// A random case: an image, a `PictureMatrix`-exact pattern (scale a multiple of 2⁻¹⁵,
  /// translation of 2⁻¹⁶) and a device region.
  struct Case {
    let image: CairoSurface
    let pattern: cairo_matrix_t
    let region: PixelRect
  }

  static func randomCase(_ generator: inout some RandomNumberGenerator, opaque: Bool) throws
    -> Case
  {
    let (width, height) = (
      Int.random(in: 4...260, using: &generator), Int.random(in: 2...200, using: &generator)
    )
    let image = try CairoSurface(width: width, height: height, opaque: opaque)
    let data = try #require(cairo_image_surface_get_data(image.surface))
    let stride = Int(cairo_image_surface_get_stride(image.surface))
    for y in 0..<height {
      let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width {
        let alpha = UInt32.random(in: 0...255, using: &generator)
        // Premultiplied: no colour above alpha (RGB24's top byte is anything).
        let limit = opaque ? 255 : alpha
        let (r, g, b) = (
          UInt32.random(in: 0...limit, using: &generator),
          UInt32.random(in: 0...limit, using: &generator),
          UInt32.random(in: 0...limit, using: &generator)
        )
        row[x] = alpha << 24 | r << 16 | g << 8 | b
      }
    }
    cairo_surface_mark_dirty(image.surface)
    // Minified (the cards) and magnified; sometimes reaching past the image (padded edges).
    let xx = Double(Int.random(in: 9_000...65_000, using: &generator)) / 32768
    let yy = Double(Int.random(in: 9_000...90_000, using: &generator)) / 32768
    let x0 = Double(Int.random(in: -900_000...900_000, using: &generator)) / 65536
    let y0 = Double(Int.random(in: -900_000...900_000, using: &generator)) / 65536
    let region = PixelRect(
      x: Int.random(in: -5...40, using: &generator), y: Int.random(in: -5...40, using: &generator),
      width: Int.random(in: 1...180, using: &generator),
      height: Int.random(in: 1...90, using: &generator))
    return Case(
      image: image, pattern: cairo_matrix_t(xx: xx, yx: 0, xy: 0, yy: yy, x0: x0, y0: y0),
      region: region)
  }

  /// The samples of `c` at its region as Cairo (Pixman) takes them: SRC, bilinear, padded.
  static func cairoSamples(_ c: Case) throws -> [UInt32] {
    let target = try CairoSurface(
      width: c.region.width, height: c.region.height, opaque: c.image.isOpaque)
    let cr = try #require(cairo_create(target.surface))
    defer { cairo_destroy(cr) }
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_rectangle(cr, 0, 0, Double(c.region.width), Double(c.region.height))
    PictureMatrix.setSource(
      c.image.surface, pattern: c.pattern, shift: (c.region.x, c.region.y), in: cr)
    cairo_fill(cr)
    cairo_surface_flush(target.surface)
    return try pixels(of: target.surface)
  }

  /// The samples of `c` by `BilinearSampler` (AVX2 when `vectors`); nil when it declines.
  static func samplerSamples(_ c: Case, vectors: Bool) throws -> [UInt32]? {
    guard
      let sampler = BilinearSampler(
        pattern: c.pattern, imageWidth: c.image.width,
        columns: c.region.x..<c.region.maxX, vectors: vectors)
    else { return nil }
    let target = try CairoSurface(
      width: c.region.width, height: c.region.height, opaque: c.image.isOpaque)
    #expect(
      BilinearSampler.write(
        sampler, from: c.image.surface, rows: c.region.y..<c.region.maxY, into: target.surface,
        origin: (c.region.x, c.region.y)))
    return try pixels(of: target.surface)
  }

  /// The samples of `c` by the definition, in doubles: the position of device pixel d is
  /// s·(d + ½) + t − ½ image pixels (exact: multiples of 2⁻¹⁷), its taps the image pixels either
  /// side of it (clamped: padded edges), each weight its fraction's first 7 bits, a channel
  /// (Σ w_y·Σ wₓ·p) ≫ 14.
  static func formulaSamples(_ c: Case) throws -> [UInt32] {
    let data = try #require(cairo_image_surface_get_data(c.image.surface))
    let stride = Int(cairo_image_surface_get_stride(c.image.surface))
    func pixel(_ x: Int, _ y: Int) -> UInt32 {
      let (cx, cy) = (min(max(x, 0), c.image.width - 1), min(max(y, 0), c.image.height - 1))
      return UnsafeMutableRawPointer(data + cy * stride).assumingMemoryBound(to: UInt32.self)[cx]
    }
    func taps(_ d: Int, scale: Double, translation: Double) -> (Int, UInt32) {
      let position = scale * (Double(d) + 0.5) + translation - 0.5
      let whole = position.rounded(.down)
      return (Int(whole), UInt32(((position - whole) * 128).rounded(.down)))
    }
    var out: [UInt32] = []
    for dy in c.region.y..<c.region.maxY {
      let (y, wy) = taps(dy, scale: c.pattern.yy, translation: c.pattern.y0)
      for dx in c.region.x..<c.region.maxX {
        let (x, wx) = taps(dx, scale: c.pattern.xx, translation: c.pattern.x0)
        var sample: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
          func channel(_ x: Int, _ y: Int) -> UInt32 { pixel(x, y) >> shift & 255 }
          let left = channel(x, y) * (128 - wy) + channel(x, y + 1) * wy
          let right = channel(x + 1, y) * (128 - wy) + channel(x + 1, y + 1) * wy
          sample |= ((left * (128 - wx) + right * wx) >> 14) << shift
        }
        out.append(sample)
      }
    }
    return out
  }

  static func pixels(of surface: OpaquePointer) throws -> [UInt32] {
    let data = try #require(cairo_image_surface_get_data(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let (width, height) = (
      Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface))
    )
    return (0..<height).flatMap { y in
      Array(
        UnsafeBufferPointer(
          start: UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self),
          count: width))
    }
  }

  @Test(arguments: [true, false])
  func samplesArePixmansAndTheFormulas(opaque: Bool) throws {
    var generator = SeededLCG(state: opaque ? 47 : 4_700)
    var (compared, byVectors) = (0, 0)
    for _ in 0..<160 {
      let c = try Self.randomCase(&generator, opaque: opaque)
      let cairo = try Self.cairoSamples(c)
      // RGB24 into RGB24: Pixman mixes the top bytes too, as the formula does.
      let formula = try Self.formulaSamples(c)
      let scalars = try #require(try Self.samplerSamples(c, vectors: false))
      #expect(scalars == cairo, "scalars, \(c.region), \(c.pattern)")
      #expect(formula == cairo, "formula, \(c.region), \(c.pattern)")
      compared += 1
      if CPUFeatures.hasAVX2, let vectors = try Self.samplerSamples(c, vectors: true) {
        #expect(vectors == cairo, "AVX2, \(c.region), \(c.pattern)")
        byVectors += 1
      }
    }
    #expect(compared == 160)
    // Scales up to 2 image pixels a device pixel run in vectors: most cases.
    if CPUFeatures.hasAVX2 { #expect(byVectors > 40) }
  }

  /// Whether (x, y) lies in the rectangle from (10.3, 7.6) to (90.7, 88.2) with corners of
  /// radius 12 (a card's clip).
  static func inRoundedRect(_ x: Double, _ y: Double) -> Bool {
    let (minX, minY, maxX, maxY, radius) = (10.3, 7.6, 90.7, 88.2, 12.0)
    guard x >= minX, x <= maxX, y >= minY, y <= maxY else { return false }
    let cx = min(max(x, minX + radius), maxX - radius)
    let cy = min(max(y, minY + radius), maxY - radius)
    return (x - cx) * (x - cx) + (y - cy) * (y - cy) <= radius * radius
  }

  @Test func theCoveredBoxLiesBetweenTheClipsStraightSides() throws {
    let extents = PixelRect(x: 10, y: 7, width: 81, height: 82)
    let box = try #require(
      FramePainter.coveredBox(in: extents, extents: extents, contains: Self.inRoundedRect))
    // Columns inside the sides (10.3 and 90.7), rows clear of the arcs (which end at 19.6 and
    // 76.2) by a row at least, and not more than two.
    #expect(box.x == 11 && box.maxX == 90, "\(box)")
    #expect(box.y >= 21 && box.y <= 22, "\(box)")
    #expect(box.maxY <= 75 && box.maxY >= 74, "\(box)")
    // Inside a picture smaller than the clip: the picture's pixels.
    let picture = PixelRect(x: 30, y: 30, width: 20, height: 20)
    #expect(
      FramePainter.coveredBox(in: picture, extents: extents, contains: Self.inRoundedRect)
        == picture)
    // A disc has no straight sides: nothing.
    #expect(
      FramePainter.coveredBox(in: extents, extents: extents) { x, y in
        (x - 50) * (x - 50) + (y - 48) * (y - 48) <= 40 * 40
      } == nil)
    let strips = FramePainter.strips(of: extents, around: box)
    #expect(strips.count == 4)
    #expect(strips.reduce(0) { $0 + $1.area } + box.area == extents.area)
    #expect(FramePainter.strips(of: extents, around: extents).isEmpty)
  }

  /// A picture in flight moving under its card's rounded corners, at 3×: one frame scaled
  /// down, one up, each under an opaque sheet over part of it or not, and under a ring-shaped
  /// mask (not convex: left to Cairo whole).
  static func card(x: CGFloat, zoom: CGFloat, sheet: Bool, ring: Bool) -> DisplayList {
    let image = InFlightPictureTests.opaque
    let side = 70 * zoom
    var card = Fixture.node("card", frame: CGRect(x: x, y: 5.37, width: side, height: side))
    card.contents = Contents(image: image, scale: 1)
    card.cornerRadius = 9
    card.masksToBounds = true
    var nodes = [
      Fixture.node(
        "backdrop", frame: CGRect(x: 0, y: 0, width: 120, height: 90), background: Fixture.blue)
    ]
    if ring {
      var holder = Fixture.node("holder", frame: CGRect(x: 0, y: 0, width: 120, height: 90))
      var mask = Fixture.node(frame: CGRect(x: 0, y: 0, width: 120, height: 90))
      let (outer, inner) = (
        CGRect(x: x - 2, y: 3, width: side + 4, height: side + 4),
        CGRect(x: x + 20, y: 25, width: side - 40, height: side - 40)
      )
      var elements: [PathElement] = []
      for rect in [outer, inner] {
        elements += [
          .move(to: CGPoint(x: rect.minX, y: rect.minY)),
          .line(to: CGPoint(x: rect.maxX, y: rect.minY)),
          .line(to: CGPoint(x: rect.maxX, y: rect.maxY)),
          .line(to: CGPoint(x: rect.minX, y: rect.maxY)), .closeSubpath,
        ]
      }
      var shape = ShapeDrawing(path: Path(elements: elements))
      shape.fillRule = .evenOdd
      mask.drawing = .shape(shape)
      holder.mask = mask
      holder.sublayers = [card]
      nodes.append(holder)
    } else {
      nodes.append(card)
    }
    if sheet {
      nodes.append(
        Fixture.node(
          "sheet", frame: CGRect(x: x + side * 0.6, y: 0, width: 120, height: 90),
          background: Fixture.white))
    }
    return DisplayList(size: CGSize(width: 120, height: 90), nodes: nodes)
  }

  @Test func writtenInsidesGiveCairosBytes() throws {
    let written = CairoRenderer()
    let cairo = CairoRenderer()
    cairo.writesPictureInteriors = false
    var frames = 0
    for (index, x) in InFlightPictureTests.positions.enumerated() {
      for (zoom, sheet, ring) in [(0.83, false, false), (1.21, true, false), (0.91, false, true)] {
        let list = Self.card(x: x, zoom: zoom, sheet: sheet && index.isMultiple(of: 2), ring: ring)
        _ = try written.draw(list, scale: 3)
        _ = try cairo.draw(list, scale: 3)
        #expect(
          CoveredContentTests.differingBytes(written, cairo) == 0,
          "x \(x), zoom \(zoom), sheet \(sheet), ring \(ring)")
        frames += ring ? 0 : 1
      }
    }
    #expect(cairo.interiorsWritten == 0)
    // Every frame but the ring's, where AVX2 runs.
    #expect(written.interiorsWritten == (CPUFeatures.hasAVX2 ? frames : 0))
  }
}
