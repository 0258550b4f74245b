import CCairo
import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// An image is converted to Cairo's format once in the process and every renderer's surface
/// reads those pixels in place (`SharedImagePixels`): the frames must be those of a private
/// copy, on any thread, and an image gone must take its pixels with it.
@Suite("Image pixels converted once and shared by renderers")
struct SharedImagePixelsTests {
  /// Premultiplied RGBA noise of an odd width, with transparent, translucent and opaque pixels
  /// (every alpha when `opaque` is false).
  private static func noise(width: Int, height: Int, opaque: Bool, seed: UInt64) -> Image {
    var state = seed
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for index in stride(from: 0, to: pixels.count, by: 4) {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let bits = state >> 24
      let alpha = opaque ? 255 : Int(bits & 0xFF)
      for channel in 0..<3 {
        pixels[index + channel] = UInt8(
          Int((bits >> (8 * UInt64(channel + 1))) & 0xFF) * alpha / 255)
      }
      pixels[index + 3] = UInt8(alpha)
    }
    return Image(bitmap: Bitmap(width: width, height: height, pixels: pixels))
  }

  /// A picture drawn scaled and turned, so that every pixel is sampled.
  private static func scene(_ images: [Image]) -> DisplayList {
    let nodes = images.enumerated().map { index, image in
      var node = DisplayNode(
        name: "picture", bounds: CGRect(x: 0, y: 0, width: 70, height: 50),
        transform: Transform3D(rotationAngle: 0.2 * Double(index + 1), x: 0, y: 0, z: 1)
          .concatenating(Transform3D(translationX: 20 + 60 * CGFloat(index), y: 30, z: 0)))
      node.contents = Contents(image: image)
      return node
    }
    return DisplayList(
      size: CGSize(width: 200, height: 120), clearColor: Fixture.white, nodes: nodes)
  }

  @Test(arguments: [false, true])
  func aSurfaceReadingSharedPixelsHasTheBytesOfACopy(_ opaque: Bool) throws {
    let image = Self.noise(width: 37, height: 23, opaque: opaque, seed: opaque ? 7 : 11)
    let shared = try CairoSurface(reading: try ConvertedPixels(image))
    let copied = try CairoSurface(bitmap: image.bitmap, opaque: image.isOpaque)
    #expect(shared.isOpaque == opaque)
    #expect(shared.bitmap() == copied.bitmap())
  }

  /// A pattern made from the surface keeps the pixels it reads alive after the surface's owner
  /// and the cache let them go.
  @Test func cairoKeepsThePixelsWhileItHoldsTheSurface() throws {
    let image = Self.noise(width: 9, height: 7, opaque: false, seed: 13)
    weak var converted: ConvertedPixels?
    var pattern: OpaquePointer?
    do {
      let pixels = try ConvertedPixels(image)
      converted = pixels
      let surface = try CairoSurface(reading: pixels)
      pattern = cairo_pattern_create_for_surface(surface.surface)
    }
    #expect(converted != nil)
    let target = try CairoSurface(width: 9, height: 7)
    let cr = try #require(cairo_create(target.surface))
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_set_source(cr, pattern)
    cairo_paint(cr)
    cairo_destroy(cr)
    #expect(target.bitmap() == (try CairoSurface(bitmap: image.bitmap, opaque: false)).bitmap())
    cairo_pattern_destroy(pattern)
    #expect(converted == nil)
  }

  @Test func twoRenderersConvertAnImageOnce() throws {
    let image = Self.noise(width: 64, height: 48, opaque: false, seed: 3)
    let first = try SharedImagePixels.shared.pixels(for: image)
    let list = Self.scene([image])
    let one = CairoRenderer()
    let other = CairoRenderer()
    _ = try one.draw(list, scale: 2)
    _ = try other.draw(list, scale: 2)
    #expect(try SharedImagePixels.shared.pixels(for: image) === first)
    #expect(one.currentFrame() == other.currentFrame())
  }

  @Test func anImageGoneTakesItsPixelsWithIt() throws {
    let cache = SharedImagePixels(maximumBytes: 1 << 20)
    let kept = Self.noise(width: 8, height: 8, opaque: true, seed: 1)
    _ = try cache.pixels(for: kept)
    do {
      let passing = Self.noise(width: 8, height: 8, opaque: true, seed: 2)
      _ = try cache.pixels(for: passing)
      #expect(cache.count == 2)
    }
    // The next conversion forgets what no image holds any more.
    _ = try cache.pixels(for: Self.noise(width: 8, height: 8, opaque: true, seed: 4))
    #expect(cache.count == 2)
    #expect(try cache.pixels(for: kept) === cache.pixels(for: kept))
  }

  @Test func theLeastRecentlyAskedForGoesFirstOverTheBudget() throws {
    // Three 16×16 ARGB32 images of 1 KiB each, a budget for two.
    let cache = SharedImagePixels(maximumBytes: 2 * 1024)
    let a = Self.noise(width: 16, height: 16, opaque: false, seed: 5)
    let b = Self.noise(width: 16, height: 16, opaque: false, seed: 6)
    let c = Self.noise(width: 16, height: 16, opaque: false, seed: 8)
    let pixelsOfA = try cache.pixels(for: a)
    let pixelsOfB = try cache.pixels(for: b)
    #expect(try cache.pixels(for: a) === pixelsOfA)
    _ = try cache.pixels(for: c)
    #expect(cache.count == 2)
    #expect(try cache.pixels(for: a) === pixelsOfA)
    #expect(try cache.pixels(for: b) !== pixelsOfB)
  }

  @Test func anImageCairoCannotHoldIsRefused() {
    let wide = Image(bitmap: Bitmap(width: CairoSurface.maximumSide + 1, height: 1))
    #expect(throws: RenderError.self) { try ConvertedPixels(wide) }
    let cache = SharedImagePixels(maximumBytes: 1 << 20)
    #expect(throws: RenderError.self) { try cache.pixels(for: wide) }
    #expect(cache.count == 0)
  }

  /// Renderers on four threads at once, each fresh every round, drawing the same new images:
  /// every frame has the bytes of one drawn alone.
  @Test func renderersOnFourThreadsReadTheSamePixels() throws {
    let images = (0..<3).map {
      Self.noise(width: 41, height: 29, opaque: $0 == 1, seed: 20 + UInt64($0))
    }
    let list = Self.scene(images)
    // Drawn from other images of the same pixels, so the threads find theirs not yet converted.
    let alone = CairoRenderer()
    _ = try alone.draw(Self.scene(images.map { Image(bitmap: $0.bitmap) }), scale: 3)
    let reference = alone.currentFrame()
    let threads = 4
    let rounds = 5
    let matches = countTrueOnThreads(threads, rounds: rounds) { _ in
      let renderer = CairoRenderer()
      return (try? renderer.draw(list, scale: 3)) != nil && renderer.currentFrame() == reference
    }
    #expect(matches == threads * rounds)
  }
}
