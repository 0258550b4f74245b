import Foundation
import SegueGeometry
import Testing

@testable import SegueCairo

@Suite("System symbols drawn as vector paths")
struct SystemSymbolTests {
  @Test(arguments: SystemSymbol.names)
  func everyKnownSymbolDrawsInTheDefaultTint(name: String) throws {
    let image = try #require(Image(systemName: name))
    #expect(image.size == CGSize(width: 20, height: 20) && image.scale == 3)
    let covered = stride(from: 3, to: image.bitmap.pixels.count, by: 4).filter {
      image.bitmap.pixels[$0] == 255
    }
    #expect(covered.count > 100, "\(name) covers pixels")
    let index = try #require(covered.first) - 3
    let blue = Color.systemBlue
    #expect(image.bitmap.pixels[index] == UInt8((blue.red * 255).rounded()))
    #expect(image.bitmap.pixels[index + 2] == 255)
  }

  @Test func theExpectedSymbolsAreKnownAndOthersAreNil() {
    for name in ["xmark", "chevron.left", "chevron.right", "plus", "line.3.horizontal", "ellipsis"]
    {
      #expect(SystemSymbol.names.contains(name))
    }
    #expect(Image(systemName: "applelogo") == nil)
  }

  @Test func shapesAreWhereTheirGeometrySays() throws {
    let xmark = try #require(Image(systemName: "xmark")).bitmap
    // Centre (10, 10) pt is on both strokes; the middle of the top edge (10, 1) is on none.
    #expect(xmark.pixel(x: 30, y: 30).a == 255 && xmark.pixel(x: 30, y: 3).a == 0)
    let left = try #require(Image(systemName: "chevron.left")).bitmap
    // The chevron's point is at (6, 10) pt; (14, 10) is open space.
    #expect(left.pixel(x: 18, y: 30).a == 255 && left.pixel(x: 42, y: 30).a == 0)
    let filled = try #require(Image(systemName: "heart.fill")).bitmap
    let outlined = try #require(Image(systemName: "heart")).bitmap
    #expect(filled.pixel(x: 30, y: 36).a == 255 && outlined.pixel(x: 30, y: 36).a == 0)
  }

  @Test func tintingRecoloursAndKeepsCoverage() throws {
    let symbol = try #require(Image(systemName: "plus"))
    let red = symbol.withTintColor(.red)
    #expect(red.scale == 3 && red.bitmap.pixel(x: 30, y: 30) == (255, 0, 0, 255))
    #expect(red.bitmap.pixel(x: 2, y: 2) == (0, 0, 0, 0))
    let halfRed = symbol.withTintColor(Color.red.withAlphaComponent(0.5))
    #expect(halfRed.bitmap.pixel(x: 30, y: 30) == (128, 0, 0, 128), "premultiplied")
  }
}
