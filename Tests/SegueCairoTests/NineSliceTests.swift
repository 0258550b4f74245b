import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// `contentsCenter` (nine-slice) against hand-worked sample points: a 30 × 30 image whose
/// centre cell is its middle third, drawn into 90 × 60 points.
@Suite("CairoRenderer: contentsCenter nine-slice")
struct NineSliceTests {
  static let center = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)

  /// An image whose every pixel tells where it is: red = 8 x, green = 8 y.
  static func coordinateImage(width: Int = 30, height: Int = 30) -> Image {
    var pixels: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width { pixels += [UInt8(8 * x), UInt8(8 * y), 0, 255] }
    }
    return Image(bitmap: Bitmap(width: width, height: height, pixels: pixels))
  }

  /// Where a destination coordinate samples the image along one axis, worked by hand: 10
  /// fixed points at each end, the middle 10 pixels stretched over what is left.
  static func expectedSource(_ d: CGFloat, length: CGFloat) -> CGFloat {
    if d < 10 { return d }
    if d > length - 10 { return 30 - (length - d) }
    return 10 + (d - 10) * 10 / (length - 20)
  }

  /// The source point a destination point maps to through the cells.
  static func map(_ point: CGPoint, _ cells: [NineSliceCell]) -> CGPoint? {
    guard let cell = cells.first(where: { $0.destination.contains(point) }) else { return nil }
    let d = cell.destination
    let s = cell.source
    return CGPoint(
      x: s.minX + (point.x - d.minX) * s.width / d.width,
      y: s.minY + (point.y - d.minY) * s.height / d.height)
  }

  @Test func cornersKeepTheirSizeEdgesStretchOneWayTheCentreBoth() throws {
    let cells = NineSlice.cells(
      pixelSize: CGSize(width: 30, height: 30), naturalSize: CGSize(width: 30, height: 30),
      center: Self.center, in: CGRect(x: 0, y: 0, width: 90, height: 60))
    #expect(cells.count == 9)
    // Corner, top edge, left edge, centre, bottom-right corner: by hand.
    let samples: [(CGPoint, CGPoint)] = [
      (CGPoint(x: 5, y: 5), CGPoint(x: 5, y: 5)),
      (CGPoint(x: 45, y: 5), CGPoint(x: 15, y: 5)),
      (CGPoint(x: 5, y: 30), CGPoint(x: 5, y: 15)),
      (CGPoint(x: 45, y: 30), CGPoint(x: 15, y: 15)),
      (CGPoint(x: 85, y: 55), CGPoint(x: 25, y: 25)),
      (CGPoint(x: 80 + 2.5, y: 30), CGPoint(x: 22.5, y: 15)),
    ]
    for (destination, source) in samples {
      let mapped = try #require(Self.map(destination, cells))
      #expect(abs(mapped.x - source.x) < 1e-9 && abs(mapped.y - source.y) < 1e-9, "\(destination)")
    }
  }

  @Test func fixedPartsShrinkWhenTheyDoNotFitAndAZeroCentreStretchesOnePixel() {
    // 12 points wide: the 10 + 10 fixed points shrink to 6 + 6, the middle column is gone.
    let narrow = NineSlice.cells(
      pixelSize: CGSize(width: 30, height: 30), naturalSize: CGSize(width: 30, height: 30),
      center: Self.center, in: CGRect(x: 0, y: 0, width: 12, height: 30))
    #expect(narrow.allSatisfy { abs($0.destination.width - 6) < 1e-9 })
    #expect(narrow.count == 6)
    // A zero-width centre at x = 0.5 stretches pixel column 15 over the middle.
    let caps = NineSlice.cells(
      pixelSize: CGSize(width: 30, height: 30), naturalSize: CGSize(width: 30, height: 30),
      center: CGRect(x: 0.5, y: 0, width: 0, height: 1),
      in: CGRect(x: 0, y: 0, width: 50, height: 30))
    #expect(caps.map(\.source.minX) == [0, 15, 15])
    #expect(caps.map(\.destination.width) == [15, 20, 15])
  }

  @Test func theRendererSamplesWhereTheMappingSays() throws {
    var node = Fixture.node(frame: CGRect(x: 0, y: 0, width: 90, height: 60))
    node.contents = Contents(
      image: Self.coordinateImage(), minificationFilter: .nearest, magnificationFilter: .nearest,
      center: Self.center)
    let (bitmap, report) = try Fixture.render([node], size: CGSize(width: 96, height: 64))
    #expect(report.isFaithful)
    var checked = 0
    for y in stride(from: 0, to: 60, by: 3) {
      for x in stride(from: 0, to: 90, by: 3) {
        let sx = Self.expectedSource(CGFloat(x) + 0.5, length: 90)
        let sy = Self.expectedSource(CGFloat(y) + 0.5, length: 60)
        // Skip pixels whose centre falls on a source pixel's border (either neighbour is right).
        let fractions = [sx - sx.rounded(.down), sy - sy.rounded(.down)]
        guard fractions.allSatisfy({ $0 > 0.05 && $0 < 0.95 }) else { continue }
        let p = bitmap.pixel(x: x, y: y)
        #expect(
          p == (UInt8(8 * Int(sx)), UInt8(8 * Int(sy)), 0, 255),
          "(\(x), \(y)) should show image pixel (\(Int(sx)), \(Int(sy)))")
        checked += 1
      }
    }
    #expect(checked > 400)
    // Outside the bounds nothing is drawn.
    #expect(bitmap.pixel(x: 92, y: 30) == (0, 0, 0, 0))
  }

  /// An opaque picture nine-sliced at fractions of a pixel, over nothing: no seam shows. Each
  /// cell painted over the others left a pixel two cells share inside it translucent (alpha
  /// 203); added up in one group, every pixel whose square lies inside the picture is opaque
  /// but for the rounding of each cell's coverage to a level (up to three short where four
  /// cells meet).
  @Test(arguments: [1, 2, 3])
  func theCellsMeetWithoutASeam(scale: Int) throws {
    var node = DisplayNode(
      name: "stretched", bounds: CGRect(x: 0, y: 0, width: 45.51, height: 26.93),
      transform: Transform3D(translationX: 10.37, y: 8.61, z: 0))
    node.contents = Contents(
      image: Fixture.checkerboard(cells: 8, cell: 4),
      center: CGRect(x: 0.313, y: 0.33, width: 0.249, height: 0.048))
    let (bitmap, _) = try Fixture.render(
      [node], size: CGSize(width: 70, height: 45), scale: scale)
    let s = Double(scale)
    var checked = 0
    for y in Int((8.61 * s).rounded(.up))..<Int(((8.61 + 26.93) * s).rounded(.down)) {
      for x in Int((10.37 * s).rounded(.up))..<Int(((10.37 + 45.51) * s).rounded(.down)) {
        #expect(bitmap.pixel(x: x, y: y).a >= 252, "(\(x), \(y)) at \(scale)×")
        checked += 1
      }
    }
    #expect(checked > 1000 * scale * scale)
  }
}
