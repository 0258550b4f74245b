import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// The curl's span-by-span sampler (uniform runs filled, a polynomial asin, hidden samples
/// skipped) against the straightforward per-pixel mapping written here from its formulas: for
/// every device pixel its page point, what shows there, exact bilinear samples in doubles and
/// the library's asin. The page mixes a gradient (every sample differs), a uniform area (the
/// runs filled without sampling) and a transparent strip (the front under a see-through back,
/// the shadow's coverage).
@Suite("Page curl: the sampler against the per-pixel mapping")
struct PageCurlSamplingTests {
  static let size = CGSize(width: 120, height: 150)
  static let radius: CGFloat = 30
  static let beneath = (r: 0.0, g: 0.0, b: 255.0)

  /// The page's pixels at `scale` (premultiplied, row-major RGBA): a gradient on the left,
  /// one colour on the right, a transparent strip along the bottom.
  static func pagePixels(scale: Int) -> (width: Int, height: Int, rgba: [UInt8]) {
    let width = Int(size.width) * scale
    let height = Int(size.height) * scale
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let i = (y * width + x) * 4
        guard y < height - 12 * scale else { continue }
        let pixel: [UInt8] =
          x < width / 2 ? [UInt8(x * 2 % 256), UInt8(y % 256), 40, 255] : [200, 90, 30, 255]
        rgba.replaceSubrange(i..<i + 4, with: pixel)
      }
    }
    return (width, height, rgba)
  }

  static func nodes(time: CGFloat?, scale: Int) -> [DisplayNode] {
    let under = Fixture.node(
      "beneath", frame: CGRect(origin: .zero, size: size),
      background: Color(red: 0, green: 0, blue: 1))
    let page = pagePixels(scale: scale)
    var node = DisplayNode(name: "page", bounds: CGRect(origin: .zero, size: size))
    node.contents = Contents(
      image: Image(
        bitmap: Bitmap(width: page.width, height: page.height, pixels: page.rgba),
        scale: CGFloat(scale)))
    if let time { node.pageCurl = PageCurl(time: time, radius: radius) }
    return [under, node]
  }

  /// The reference colour (r, g, b, 0…255) of device pixel (x, y) at `time`.
  static func reference(
    x: Int, y: Int, time: Double, scale: Int, page: (width: Int, height: Int, rgba: [UInt8])
  ) -> (Double, Double, Double) {
    let curl = PageCurl(time: CGFloat(time), radius: radius)
    let bounds = CGRect(origin: .zero, size: size)
    let d = (x: Double(curl.direction.dx), y: Double(curl.direction.dy))
    let a = Double(curl.axis(in: bounds))
    let r = Double(radius)
    let k = Double(scale)
    let p = (x: (Double(x) + 0.5) / k, y: (Double(y) + 0.5) / k)
    let u = p.x * d.x + p.y * d.y
    /// Premultiplied RGBA in 0…255 at page point q moved by t along d: bilinear, pixel
    /// centres at i + ½, transparent off the page.
    func sample(_ t: Double) -> [Double] {
      let (sx, sy) = ((p.x + t * d.x) * k - 0.5, (p.y + t * d.y) * k - 0.5)
      let (x0, y0) = (Int(sx.rounded(.down)), Int(sy.rounded(.down)))
      let (fx, fy) = (sx - Double(x0), sy - Double(y0))
      var result = [0.0, 0, 0, 0]
      for (i, j, w) in [
        (x0, y0, (1 - fx) * (1 - fy)), (x0 + 1, y0, fx * (1 - fy)), (x0, y0 + 1, (1 - fx) * fy),
        (x0 + 1, y0 + 1, fx * fy),
      ] where i >= 0 && j >= 0 && i < page.width && j < page.height {
        let base = (j * page.width + i) * 4
        for c in 0..<4 { result[c] += w * Double(page.rgba[base + c]) }
      }
      return result
    }
    func over(_ top: [Double], _ bottom: [Double]) -> [Double] {
      (0..<4).map { top[$0] + bottom[$0] * (1 - top[3] / 255) }
    }
    func tinted(_ c: [Double], white: Double) -> [Double] {
      let tint = Double(PageCurl.backTintAlpha)
      return [0, 1, 2].map { c[$0] * (1 - tint) + white * c[3] * tint } + [c[3]]
    }
    let backWhite = Double(PageCurl.backWhite)
    let edgeWhite = Double(PageCurl.edgeWhite)
    let halfPixel = 0.5 / k
    var pixel = [0.0, 0, 0, 0]
    var shadow = 0.0
    if time > 0 && time < 1 {
      if u >= a {
        pixel = over(tinted(sample(2 * a - .pi * r - 2 * u), white: backWhite), sample(0))
      } else if u >= a - r - halfPixel {
        let sine = min((a - u) / r, 1)
        let angle = asin(sine)
        let white = backWhite - (backWhite - edgeWhite) * sine
        pixel = over(
          tinted(sample(a - r * (.pi - angle) - u), white: white), sample(a - r * angle - u))
        let coverage = min(max((u - (a - r)) / (2 * halfPixel) + 0.5, 0), 1)
        pixel = pixel.map { $0 * coverage }
        // The part outside the silhouette is shadowed by the paper on the silhouette, as
        // the shadow beyond it is (no paper there, no shadow).
        shadow =
          Double(PageCurl.shadowAlpha) * (1 - coverage) * sample(a - r * .pi / 2 - u)[3] / 255
      } else if a - r - u < Double(PageCurl.shadowWidthRatio) * r {
        let fall = 1 - (a - r - u) / (Double(PageCurl.shadowWidthRatio) * r)
        shadow = Double(PageCurl.shadowAlpha) * fall * fall * sample(a - r * .pi / 2 - u)[3] / 255
      }
    } else if time <= 0 {
      pixel = sample(0)
    }
    let under = [beneath.r, beneath.g, beneath.b].map { $0 * (1 - shadow) } + [255]
    let result = over(pixel, under)
    return (result[0], result[1], result[2])
  }

  /// Every pixel of the frame within 2 levels of the reference (8-bit bilinear weights,
  /// positions on a 1/256-pixel grid, the tint and shadow each rounded: 1.53 at most when
  /// written): early, half way with a wide back, late with the cylinder at the page's top,
  /// and at scale 2.
  @Test(arguments: [(0.3, 1), (0.55, 1), (0.8, 1), (0.45, 2)])
  func everyPixelIsThePerPixelMapping(time: Double, scale: Int) throws {
    let page = Self.pagePixels(scale: scale)
    let (bitmap, report) = try Fixture.render(
      Self.nodes(time: CGFloat(time), scale: scale), size: Self.size, scale: scale)
    #expect(report.isFaithful)
    var largest = 0.0
    var worst = (0, 0)
    for y in 0..<bitmap.height {
      for x in 0..<bitmap.width {
        let expected = Self.reference(x: x, y: y, time: time, scale: scale, page: page)
        let pixel = bitmap.pixel(x: x, y: y)
        let difference = max(
          abs(Double(pixel.r) - expected.0), abs(Double(pixel.g) - expected.1),
          abs(Double(pixel.b) - expected.2))
        if difference > largest { (largest, worst) = (difference, (x, y)) }
      }
    }
    #expect(largest <= 2, "at \(time) ×\(scale): \(largest) levels at \(worst)")
  }

  /// At progress 0 the frame is the flat page and at 1 what lies beneath, byte for byte (the
  /// reference rounded to whole levels).
  @Test(arguments: [0.0, 1.0])
  func theEndsAreExact(time: Double) throws {
    let page = Self.pagePixels(scale: 1)
    let (bitmap, _) = try Fixture.render(
      Self.nodes(time: CGFloat(time), scale: 1), size: Self.size, scale: 1)
    for y in 0..<bitmap.height {
      for x in 0..<bitmap.width {
        let expected = Self.reference(x: x, y: y, time: time, scale: 1, page: page)
        let pixel = bitmap.pixel(x: x, y: y)
        guard
          Double(pixel.r) == expected.0.rounded() && Double(pixel.g) == expected.1.rounded()
            && Double(pixel.b) == expected.2.rounded()
        else {
          Issue.record("at \(time), (\(x), \(y)): \(pixel) vs \(expected)")
          return
        }
      }
    }
  }

  /// The polynomial asin against the library's over 0…1.
  @Test func theArcsineIsWithinItsBound() {
    var largest = 0.0
    for i in 0...100_000 {
      let x = Double(i) / 100_000
      largest = max(largest, abs(PageCurlMapping.arcsine(x) - asin(x)))
    }
    #expect(largest < 3e-8, "\(largest)")
  }

  /// Four lanes at a time (the cylinder's runs) give each pixel the very bits of the
  /// polynomial evaluated one value at a time, Horner's rule in doubles as written here.
  @Test func theArcsineLanesAreBitForBit() {
    let coefficients = [
      -0.001_262_491_1, 0.006_670_090_1, -0.017_088_125_6, 0.030_891_881_0,
      -0.050_174_304_6, 0.088_978_987_4, -0.214_598_801_6, 1.570_796_305_0,
    ]
    func oneAtATime(_ x: Double) -> Double {
      var p = coefficients[0]
      for c in coefficients.dropFirst() { p = p * x + c }
      return Double.pi / 2 - (1 - x).squareRoot() * p
    }
    for i in stride(from: 0, through: 100_000, by: 4) {
      let x = SIMD4((0..<4).map { min(Double(i + $0) / 100_000 + 1e-7 * Double($0), 1) })
      let lanes = PageCurlMapping.arcsine(x)
      for lane in 0..<4 {
        #expect(lanes[lane].bitPattern == oneAtATime(x[lane]).bitPattern, "\(x[lane])")
        #expect(PageCurlMapping.arcsine(x[lane]).bitPattern == lanes[lane].bitPattern)
      }
    }
  }

  /// The lanes' square root (SSE2's, two lanes an instruction) against the library's `sqrt`,
  /// bit for bit, in four and in two lanes, each value in every lane: the arcsine's arguments
  /// (1 − x over 0…1), zeros, subnormals, powers of two, infinity, random positive bit
  /// patterns; a negative value gives NaN as `sqrt` does.
  @Test func theLanesSquareRootIsTheLibrarysBitForBit() {
    var values: [Double] = [
      0, -0.0, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude,
      .infinity, 1, 2, 0.5, 3e-300, 7e300,
    ]
    values += (0...1000).map { 1 - Double($0) / 1000 }
    var generator = SeededLCG(state: 44)
    values += (0..<2000).map { _ in
      Double(bitPattern: UInt64.random(in: 0..<0x7FF0_0000_0000_0000, using: &generator))
    }
    for (index, value) in values.enumerated() {
      let expected = sqrt(value).bitPattern
      for lane in 0..<4 {
        var four = SIMD4(repeating: Double(index))
        four[lane] = value
        #expect(PageCurlMapping.squareRoot(four)[lane].bitPattern == expected, "\(value)")
      }
      for lane in 0..<2 {
        var two = SIMD2(repeating: Double(index))
        two[lane] = value
        #expect(PageCurlMapping.squareRoot(two)[lane].bitPattern == expected, "\(value)")
      }
    }
    let negative = PageCurlMapping.squareRoot(SIMD4(-1, 4, -0.5, 9))
    #expect(negative[0].isNaN && negative[1] == 2 && negative[2].isNaN && negative[3] == 3)
  }
}
