import Foundation
import SegueGeometry
import SegueLayers
import SegueTesting
import Testing

@testable import SegueCairo

@Suite("Contents images: gravity, scale, filters")
struct ContentsTests {
  /// Where each gravity puts a 10×10 image in 40×40 bounds at (20, 20) of an 80×80 canvas.
  static let naturalSizeCases: [(LayerContentsGravity, (Int, Int))] = [
    (.center, (35, 35)), (.top, (35, 20)), (.bottom, (35, 50)), (.left, (20, 35)),
    (.right, (50, 35)),
    (.topLeft, (20, 20)), (.topRight, (50, 20)), (.bottomLeft, (20, 50)), (.bottomRight, (50, 50)),
  ]

  @Test(arguments: naturalSizeCases)
  func naturalSizeGravityPlacesTheImage(gravity: LayerContentsGravity, origin: (Int, Int)) throws {
    let box = try #require(opaqueBounds(try Self.render(width: 10, height: 10, gravity: gravity)))
    #expect(box == (origin.0, origin.1, origin.0 + 9, origin.1 + 9))
  }

  @Test func resizeStretchesToTheBounds() throws {
    let box = try #require(opaqueBounds(try Self.render(width: 10, height: 5, gravity: .resize)))
    #expect(box == (20, 20, 59, 59))
  }

  @Test func resizeAspectFitsInside() throws {
    let box = try #require(
      opaqueBounds(try Self.render(width: 20, height: 10, gravity: .resizeAspect)))
    #expect(box == (20, 30, 59, 49))
  }

  @Test func resizeAspectFillOverflowsTheBounds() throws {
    let box = try #require(
      opaqueBounds(try Self.render(width: 20, height: 10, gravity: .resizeAspectFill)))
    #expect(box == (0, 20, 79, 59))
  }

  @Test func resizeAspectFillIsClippedByMasksToBounds() throws {
    let box = try #require(
      opaqueBounds(try Self.render(width: 20, height: 10, gravity: .resizeAspectFill, clips: true)))
    #expect(box == (20, 20, 59, 59))
  }

  @Test func contentsScaleIsPixelsPerPoint() throws {
    let box = try #require(
      opaqueBounds(try Self.render(width: 20, height: 20, gravity: .center, contentsScale: 2)))
    #expect(box == (35, 35, 44, 44))
  }

  @Test func pixelAlignedContentsAreCopiedExactly() throws {
    let image = Fixture.checkerboard(cells: 4, cell: 3)
    var node = Fixture.node(frame: CGRect(x: 5, y: 7, width: 12, height: 12))
    node.contents = Contents(image: image)
    let (bitmap, _) = try Fixture.render([node], size: CGSize(width: 24, height: 24))
    for y in 0..<12 {
      for x in 0..<12 {
        let expected = image.bitmap.pixel(x: x, y: y)
        #expect(bitmap.pixel(x: x + 5, y: y + 7) == expected)
      }
    }
  }

  @Test func nearestMagnificationKeepsHardEdges() throws {
    let image = Fixture.checkerboard(cells: 2, cell: 1)
    var node = Fixture.node(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    node.contents = Contents(image: image, magnificationFilter: .nearest)
    let (nearest, _) = try Fixture.render([node], size: CGSize(width: 20, height: 20))
    node.contents = Contents(image: image, magnificationFilter: .linear)
    let (linear, _) = try Fixture.render([node], size: CGSize(width: 20, height: 20))
    expectPixel(nearest, 9, 5, (0, 0, 0, 255))
    expectPixel(nearest, 10, 5, (255, 255, 255, 255))
    let blended = linear.pixel(x: 9, y: 5).r
    #expect(blended > 20 && blended < 235)
  }

  @Test func contentsGravitySnapshot() throws {
    // Each of the twelve gravities in its own 28×20 cell, a 12×6 image with a marked corner
    // (aspect 2 against the cell's 1.4, so the three resizing gravities differ visibly).
    var pixels = [UInt8](repeating: 0, count: 12 * 6 * 4)
    for y in 0..<6 {
      for x in 0..<12 {
        let i = (y * 12 + x) * 4
        let corner = x < 4 && y < 3
        pixels[i] = corner ? 230 : 30
        pixels[i + 1] = corner ? 40 : 120
        pixels[i + 2] = corner ? 40 : 220
        pixels[i + 3] = 255
      }
    }
    let image = Image(bitmap: Bitmap(width: 12, height: 6, pixels: pixels))
    var nodes: [DisplayNode] = []
    for (index, gravity) in LayerContentsGravity.allCases.enumerated() {
      var cell = Fixture.node(
        frame: CGRect(x: 4 + (index % 4) * 32, y: 4 + (index / 4) * 26, width: 28, height: 20),
        background: Color(white: 0.9))
      cell.contents = Contents(image: image, gravity: gravity)
      cell.masksToBounds = true
      cell.borderWidth = 1
      cell.borderColor = Color(white: 0.6)
      nodes.append(cell)
    }
    let (bitmap, _) = try Fixture.render(
      nodes, size: CGSize(width: 132, height: 84), clear: Fixture.white)
    expectSnapshot(of: bitmap, named: "twelve-gravities")
  }

  private static func render(
    width: Int, height: Int, gravity: LayerContentsGravity, contentsScale: CGFloat = 1,
    clips: Bool = false
  ) throws -> Bitmap {
    var node = Fixture.node(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
    node.contents = Contents(
      image: Fixture.solidImage(width: width, height: height, color: (0, 0, 255, 255)),
      gravity: gravity,
      scale: contentsScale)
    node.masksToBounds = clips
    return try Fixture.render([node], size: CGSize(width: 80, height: 80)).bitmap
  }
}
