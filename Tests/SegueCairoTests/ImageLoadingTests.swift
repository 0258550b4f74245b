import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// The test bundle's pictures (Resources/): dot.png (4×2 red), dot@2x.png (8×4 red),
/// photo.jpg (16×8 blue), broken.png (text), truncated.jpg (the first 20 bytes of photo.jpg).
@Suite("Images from bundles, files and data (PNG, JPEG)")
struct ImageLoadingTests {
  @Test func aNameFindsTheSharpestVariantWithItsScale() throws {
    let image = try #require(Image(named: "dot", in: .module))
    #expect(
      image.scale == 2 && image.bitmap.width == 8 && image.size == CGSize(width: 4, height: 2))
    let pixel = image.bitmap.pixel(x: 7, y: 3)
    #expect(
      pixel.r >= 250 && pixel.g <= 2 && pixel.b <= 2 && pixel.a == 255, "red, as ffmpeg made it")
    let withExtension = try Image.load(named: "dot.png", in: .module)
    #expect(withExtension.scale == 2, "an extension still finds the @2x file")
  }

  @Test func jpegPicturesDecodeOpaque() throws {
    let image = try Image.load(named: "photo", in: .module)
    #expect(image.scale == 1 && image.size == CGSize(width: 16, height: 8))
    let pixel = image.bitmap.pixel(x: 8, y: 4)
    #expect(pixel.r <= 2 && pixel.g <= 2 && pixel.b >= 252 && pixel.a == 255)
    #expect(image.isOpaque, "a JPEG has no alpha")
  }

  /// An image knows once whether every pixel is opaque: from its alpha bytes, read two pixels
  /// at a time (an odd count ends on one pixel alone), unless its maker says.
  @Test func anImageDecidesItsOpacityWhenMade() throws {
    let opaque = Bitmap(width: 3, height: 1, fill: (10, 20, 30, 255))
    #expect(Image(bitmap: opaque).isOpaque)
    for alphaByte in [3, 7, 11] {
      var pixels = opaque.pixels
      pixels[alphaByte] = 254
      #expect(!Image(bitmap: Bitmap(width: 3, height: 1, pixels: pixels)).isOpaque, "\(alphaByte)")
    }
    // Kept by its variants; a picture drawn into an opaque context is opaque by its format.
    #expect(Image(bitmap: opaque).withRenderingMode(.alwaysTemplate).isOpaque)
    let drawn = try RecordingPainter.image(
      of: DrawingRecording(size: CGSize(width: 2, height: 2)), scale: 1, isOpaque: true)
    #expect(drawn.isOpaque)
  }

  @Test func aMissingNameIsNilAndTheErrorSaysWhereItLooked() throws {
    #expect(Image(named: "nothing-here", in: .module) == nil)
    #expect(Image(named: "nothing-here") == nil, "the main bundle has no such picture either")
    let error = #expect(throws: ImageLoadingError.self) {
      try Image.load(named: "close", in: .module)
    }
    let message = try #require(error).description
    #expect(message.hasPrefix("no image named 'close' in "))
    #expect(
      message.hasSuffix(
        "(looked for close@3x.png, close@2x.png, close.png, close@3x.jpg, "
          + "close@2x.jpg, close.jpg, close@3x.jpeg, close@2x.jpeg, close.jpeg)"))
  }

  @Test func filesAreReadByPathWithTheirScaleSuffix() throws {
    let url = try #require(Bundle.module.url(forResource: "dot@2x", withExtension: "png"))
    let image = try #require(Image(contentsOfFile: url.path))
    #expect(image.scale == 2 && image.size == CGSize(width: 4, height: 2))
    #expect(Image(contentsOfFile: url.path + ".missing") == nil)
    #expect(throws: ImageLoadingError.self) { try Image.load(contentsOfFile: "/nonexistent.png") }
  }

  @Test func dataThatIsNotAPictureSaysSo() throws {
    let broken = try #require(Bundle.module.url(forResource: "broken", withExtension: "png"))
    #expect(Image(contentsOfFile: broken.path) == nil)
    #expect(
      throws: ImageLoadingError.unsupportedFormat(source: broken.path),
      performing: { try Image.load(contentsOfFile: broken.path) })
    let truncated = try #require(Bundle.module.url(forResource: "truncated", withExtension: "jpg"))
    let error = #expect(throws: ImageLoadingError.self) {
      try Image.load(contentsOfFile: truncated.path)
    }
    guard case .undecodable(_, let reason) = error else {
      Issue.record("a truncated JPEG is undecodable, got \(String(describing: error))")
      return
    }
    #expect(reason.hasPrefix("not a readable JPEG: "))
  }

  @Test func imagesDecodeFromDataAtAScale() throws {
    let png = try PNG.encode(Bitmap(width: 6, height: 3, fill: (0, 0, 0, 255)))
    let image = try #require(Image(data: png, scale: 3))
    #expect(image.size == CGSize(width: 2, height: 1))
    #expect(Image(data: Data("GIF89a".utf8)) == nil)
    #expect(Image(data: Data()) == nil)
  }
}
