import Foundation
import SegueGeometry
import SegueLayers
import SegueTesting
import Testing

@testable import SegueCairo

/// The page curl's renderer against a forward model of the cylinder written here from scratch:
/// where each page point lands and which side of it shows, compared with the rendered pixels.
@Suite("Page curl: cylinder mapping")
struct PageCurlTests {
  static let size = CGSize(width: 200, height: 250)
  static let radius: CGFloat = 40
  static let angle = PageCurl.curlUpAngle
  /// What lies beneath the page: opaque blue.
  static let beneath = Color(red: 0, green: 0, blue: 1)

  /// A page whose colour says where a pixel came from: red = x, green = y (pixels), blue 0.
  static let coordinateImage: Image = {
    let width = Int(size.width)
    let height = Int(size.height)
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let i = (y * width + x) * 4
        pixels[i] = UInt8(x)
        pixels[i + 1] = UInt8(y)
        pixels[i + 2] = 0
      }
    }
    return Image(bitmap: Bitmap(width: width, height: height, pixels: pixels))
  }()

  static func nodes(time: CGFloat?) -> [DisplayNode] {
    let under = Fixture.node(
      "beneath", frame: CGRect(origin: .zero, size: size), background: beneath)
    var page = DisplayNode(name: "page", bounds: CGRect(origin: .zero, size: size))
    page.contents = Contents(image: coordinateImage)
    if let time { page.pageCurl = PageCurl(time: time, angle: angle, radius: radius) }
    return [under, page]
  }

  /// Forward model. The page rolls onto a cylinder of radius r lying on it, whose axis is
  /// perpendicular to the direction of travel d = (cos α, sin α) and touches the page at
  /// u = a (u = p·d). With l = a − u the length rolled up to p: l ≤ 0 flat, in place; up to πr on
  /// the cylinder at u' = a − r·sin(l/r), height r(1 − cos(l/r)), the page's back facing up
  /// past a quarter turn; beyond, flat on top at u' = a + l − πr, back up. v = p·e is kept.
  struct Landing {
    var point: CGPoint
    var height: Double
    var showsBack: Bool
  }

  static func land(_ p: CGPoint, axis a: Double, radius r: Double, angle: Double) -> Landing {
    let d = (x: cos(angle), y: sin(angle))
    let e = (x: -sin(angle), y: cos(angle))
    let u = Double(p.x) * d.x + Double(p.y) * d.y
    let v = Double(p.x) * e.x + Double(p.y) * e.y
    let l = a - u
    let (uPrime, height, back): (Double, Double, Bool)
    if l <= 0 {
      (uPrime, height, back) = (u, 0, false)
    } else if l <= .pi * r {
      (uPrime, height, back) = (a - r * sin(l / r), r * (1 - cos(l / r)), l > .pi * r / 2)
    } else {
      (uPrime, height, back) = (a + l - .pi * r, 2 * r, true)
    }
    return Landing(
      point: CGPoint(x: uPrime * d.x + v * e.x, y: uPrime * d.y + v * e.y), height: height,
      showsBack: back)
  }

  /// The axis at `time`: from 1 pt before the page's first point along d to where the last
  /// point's image (2a − πr − u) has passed the page's far side by 1 pt.
  static func axis(time: Double) -> Double {
    let d = (x: cos(Double(angle)), y: sin(Double(angle)))
    let us = [(0.0, 0.0), (200.0, 0.0), (0.0, 250.0), (200.0, 250.0)].map {
      $0.0 * d.x + $0.1 * d.y
    }
    let start = (us.min() ?? 0) - 1
    let end = (us.max() ?? 0) + .pi * Double(radius) / 2 + 1
    return start + (end - start) * time
  }

  /// The back's colour over a page colour: white 0.957 at alpha 0.8 over it.
  static func tinted(_ channel: Double) -> Double { 0.2 * channel + 0.8 * 0.957 * 255 }

  @Test func theAxisSweepsAsTheModelSays() {
    let curl = PageCurl(time: 0.4, angle: Self.angle, radius: Self.radius)
    let bounds = CGRect(origin: .zero, size: Self.size)
    #expect(abs(Double(curl.axis(in: bounds)) - Self.axis(time: 0.4)) < 1e-9)
    #expect(abs(curl.time(forAxis: CGFloat(Self.axis(time: 0.7)), in: bounds) - 0.7) < 1e-9)
  }

  /// At 0.2 less than half a turn of the cylinder is rolled (nothing lies over the flat page);
  /// at 0.4 and 0.55 more is.
  @Test(arguments: [0.2, 0.4, 0.55])
  func pagePointsLandWhereTheCylinderPutsThem(time: Double) throws {
    let a = Self.axis(time: time)
    let r = Double(Self.radius)
    let (bitmap, report) = try Fixture.render(
      Self.nodes(time: CGFloat(time)), size: Self.size, scale: 1)
    #expect(report.isFaithful)
    var checked = (flat: 0, cylinder: 0, flap: 0)
    // Page points on a grid; each visible landing is compared with its pixel.
    for py in stride(from: 5.5, to: 250, by: 6) {
      for px in stride(from: 5.5, to: 200, by: 6) {
        let p = CGPoint(x: px, y: py)
        let landing = Self.land(p, axis: a, radius: r, angle: Double(Self.angle))
        let x = Int(landing.point.x.rounded(.down))
        let y = Int(landing.point.y.rounded(.down))
        guard x >= 2, y >= 2, x < 198, y < 248 else { continue }
        let u = px * cos(Double(Self.angle)) + py * sin(Double(Self.angle))
        let l = a - u
        let pixel = bitmap.pixel(x: x, y: y)
        if l <= 0 {
          // Flat and in place — unless the part rolled past the cylinder lies over it.
          let farthestFlap = a + (a - (Self.axis(time: 0) + 1)) - .pi * r
          guard u > farthestFlap + 2 else { continue }
          #expect(abs(Double(pixel.r) - px) <= 1.5 && abs(Double(pixel.g) - py) <= 1.5, "flat \(p)")
          checked.flat += 1
        } else if l > .pi * r {
          #expect(
            abs(Double(pixel.r) - Self.tinted(px)) <= 2
              && abs(Double(pixel.g) - Self.tinted(py)) <= 2,
            "flap \(p): \(pixel) vs \(Self.tinted(px)), \(Self.tinted(py))")
          checked.flap += 1
        } else if l > 0.1 * .pi * r && l < 0.3 * .pi * r {
          // The cylinder's lower half, the page's front up: seen where no paper reaches the
          // upper half on this line (the page point a quarter turn in is off the page).
          let quarter = a - .pi * r / 2 - u
          let q = CGPoint(
            x: px + quarter * cos(Double(Self.angle)), y: py + quarter * sin(Double(Self.angle)))
          guard !CGRect(origin: .zero, size: Self.size).insetBy(dx: -2, dy: -2).contains(q)
          else { continue }
          #expect(
            abs(Double(pixel.r) - px) <= 3 && abs(Double(pixel.g) - py) <= 3 && pixel.b == 0,
            "front on the cylinder \(p): \(pixel)")
          checked.cylinder += 1
        } else if l > 0.6 * .pi * r && l < 0.9 * .pi * r {
          // The cylinder's upper half (the back, shaded towards its silhouette): the shade is
          // the renderer's choice, so only where it came from is checked — through the ratio of
          // red to green, which a grey tint moves by less than the tolerance allows.
          let white = 0.957 - (0.957 - 0.7) * sin(l / r)
          let expectedR = 0.2 * px + 0.8 * white * 255
          let expectedG = 0.2 * py + 0.8 * white * 255
          #expect(
            abs(Double(pixel.r) - expectedR) <= 3 && abs(Double(pixel.g) - expectedG) <= 3,
            "cylinder \(p): \(pixel) vs \(expectedR), \(expectedG)")
          checked.cylinder += 1
        }
      }
    }
    #expect(checked.flat > 20 && checked.cylinder > 10, "\(checked)")
    #expect(time < 0.3 || checked.flap > 5, "\(checked)")
  }

  @Test func theBottomRightCornerLiftsFirst() throws {
    let (bitmap, _) = try Fixture.render(Self.nodes(time: 0.2), size: Self.size, scale: 1)
    // 10 pt above the bottom edge: blue (what lies beneath) shows at the right, while at the
    // left the page is still there (rolling onto the cylinder, its front up: blue 0, x ≈ 2).
    let right = bitmap.pixel(x: 197, y: 240)
    let left = bitmap.pixel(x: 2, y: 240)
    #expect(right.b > 150 && right.r < 60, "\(right)")
    #expect(left.b == 0 && left.r < 10 && left.g > 230, "\(left)")
  }

  @Test func theShadowDarkensWhatLiesBeneathNextToTheSilhouette() throws {
    let time = 0.4
    let a = Self.axis(time: time)
    let r = Double(Self.radius)
    let (bitmap, _) = try Fixture.render(Self.nodes(time: CGFloat(time)), size: Self.size)
    let d = (x: cos(Double(Self.angle)), y: sin(Double(Self.angle)))
    // On the line through the page's middle (v fixed), just below the silhouette and far below.
    let middle = CGPoint(x: 100, y: 125)
    let v = middle.x * -d.y + middle.y * d.x
    func point(u: Double) -> (Int, Int) {
      (Int(u * d.x - v * d.y), Int(u * d.y + v * d.x))
    }
    let near = point(u: a - r - 2)
    let far = point(u: a - r - 0.6 * r)
    #expect(bitmap.pixel(x: near.0, y: near.1).b < 200)
    #expect(bitmap.pixel(x: far.0, y: far.1).b == 255)
  }

  @Test func timeZeroAndOneAreTheUncurledFrames() throws {
    for scale in [1, 3] {
      let flat = try Fixture.render(Self.nodes(time: nil), size: Self.size, scale: scale).bitmap
      let start = try Fixture.render(Self.nodes(time: 0), size: Self.size, scale: scale).bitmap
      #expect(start == flat)
      let gone = try Fixture.render(
        Array(Self.nodes(time: nil).prefix(1)), size: Self.size, scale: scale
      ).bitmap
      let end = try Fixture.render(Self.nodes(time: 1), size: Self.size, scale: scale).bitmap
      #expect(end == gone)
      // Just inside the sweep the page is neither.
      let moving = try Fixture.render(Self.nodes(time: 0.5), size: Self.size, scale: scale).bitmap
      #expect(moving != flat && moving != gone)
    }
  }

  @Test func aCurlThatCannotBeDrawnIsReportedAndTheLayerDrawnFlat() throws {
    var nodes = Self.nodes(time: 0.5)
    nodes[1].pageCurl?.radius = .nan
    let (bitmap, report) = try Fixture.render(nodes, size: Self.size)
    #expect(!report.isFaithful)
    #expect(bitmap == (try Fixture.render(Self.nodes(time: nil), size: Self.size).bitmap))
  }
}
