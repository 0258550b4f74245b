import CCairo
import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// An opaque picture in flight (a new device position every frame) at full opacity, drawn at its
/// own pixel size or scaled bilinearly under `PictureMatrix` (through rounded corners or not), is
/// filtered straight onto the canvas in one step; other pictures in flight take two (samples on
/// the device grid, then a copy through the clip). The bytes must be those of two steps under
/// any clip: occlusion's, rounded corners' and a damage region's, at 1×, 2× and 3×.
@MainActor
@Suite struct InFlightPictureTests {
  /// A 70 × 70 pixel checkerboard, opaque (large enough to be resampled at 1×).
  static let opaque = Fixture.checkerboard(cells: 7, cell: 10)

  /// The same with every other cell half transparent (premultiplied grey).
  static let translucent: Image = {
    let side = 70
    var pixels = [UInt8](repeating: 255, count: side * side * 4)
    for y in 0..<side {
      for x in 0..<side where (x / 10 + y / 10) % 2 == 0 {
        let i = (y * side + x) * 4
        pixels.replaceSubrange(i..<(i + 4), with: [40, 60, 80, 128])
      }
    }
    return Image(bitmap: Bitmap(width: side, height: side, pixels: pixels))
  }()

  /// `image` at its own pixel size at `scale` (contents scale `scale`), or `zoom` times that,
  /// its left edge at `x` points, over a blue backdrop; an opaque sheet covers the canvas right
  /// of `cover` when given (so occlusion clips the picture to what shows).
  static func frame(
    x: CGFloat, cover: CGFloat?, image: Image, scale: Int, zoom: CGFloat = 1, radius: CGFloat = 0
  ) -> DisplayList {
    let side = CGFloat(image.bitmap.width) / CGFloat(scale) * zoom
    let backdrop = Fixture.node(
      "backdrop", frame: CGRect(x: 0, y: 0, width: 120, height: 80), background: Fixture.blue)
    var picture = Fixture.node(
      "picture", frame: CGRect(x: x, y: 7.37, width: side, height: side))
    picture.contents = Contents(image: image, scale: CGFloat(scale))
    // Rounded corners clip the picture through a path, not rectangles.
    picture.cornerRadius = radius
    picture.masksToBounds = radius > 0
    var nodes = [backdrop, picture]
    if let cover {
      nodes.append(
        Fixture.node(
          "sheet", frame: CGRect(x: cover, y: 0, width: 120 - cover, height: 80),
          background: Fixture.white))
    }
    return DisplayList(size: CGSize(width: 120, height: 80), nodes: nodes)
  }

  /// Left edges, a new one every frame: fractional device positions at every scale.
  static let positions: [CGFloat] = [10.3, 17.71, 24.05, 31.5, 38.93, 12.37]

  @Test func oneStepGivesTheBytesOfTwo() throws {
    for scale in [1, 2, 3] {
      // Opaque at its own size: one step every frame. Translucent (its copy composites another
      // way at antialiased pixels): two. Scaled and opaque, rounded or not: one, its samples
      // under `PictureMatrix` whatever the composite.
      for (image, zoom, radius, inOneStep) in [
        (Self.opaque, 1.0, 0.0, true), (Self.translucent, 1.0, 0.0, false),
        (Self.opaque, 1.1, 0.0, true), (Self.translucent, 1.1, 5.0, false),
        (Self.opaque, 0.95, 7.0, true), (Self.translucent, 0.97, 0.0, false),
      ] {
        let one = CairoRenderer()
        let two = CairoRenderer()
        two.resampledImages.compositesInOneStep = false
        for (index, x) in Self.positions.enumerated() {
          // Every other frame under a sheet whose edge cuts the picture.
          let cover: CGFloat? = index.isMultiple(of: 2) ? x + 9.41 : nil
          let list = Self.frame(
            x: x, cover: cover, image: image, scale: scale, zoom: zoom, radius: radius)
          _ = try one.draw(list, scale: scale)
          _ = try two.draw(list, scale: scale)
          #expect(
            CoveredContentTests.differingBytes(one, two) == 0,
            "\(scale)×, x \(x), opaque \(image.isOpaque), zoom \(zoom)")
        }
        #expect(
          one.resampledImages.composited == (inOneStep ? Self.positions.count : 0),
          "\(scale)×, opaque \(image.isOpaque), zoom \(zoom)")
        #expect(two.resampledImages.composited == 0)
      }
    }
  }

  @Test func oneStepUnderDamageGivesTheWholeFramesBytes() throws {
    // At its own size, and scaled (rounded or not) under `PictureMatrix`.
    for scale in [1, 2, 3] {
      // Device pixels cutting the picture's rows and columns (at 3× it spans rows 22…92).
      let damage = PixelRect(
        x: 47 * scale / 3, y: 41 * scale / 3, width: 71 * scale / 3, height: 23 * scale / 3)
      for (image, zoom, radius) in [
        (Self.opaque, 1.0, 0.0), (Self.opaque, 1.1, 6.0), (Self.opaque, 0.96, 0.0),
      ] {
        for (index, x) in Self.positions.enumerated().dropFirst() {
          let whole = CairoRenderer()
          let damaged = CairoRenderer()
          let previous = Self.frame(
            x: Self.positions[index - 1], cover: nil, image: image, scale: scale, zoom: zoom,
            radius: radius)
          _ = try damaged.draw(previous, scale: scale)
          let before = damaged.resampledImages.composited
          let list = Self.frame(
            x: x, cover: nil, image: image, scale: scale, zoom: zoom, radius: radius)
          _ = try whole.draw(list, scale: scale)
          _ = try damaged.draw(list, scale: scale, only: damage)
          let label = "\(scale)×, x \(x), zoom \(zoom)"
          #expect(damaged.resampledImages.composited == before + 1, "\(label)")
          #expect(Self.differingPixels(whole, damaged, in: damage) == 0, "\(label)")
        }
      }
    }
  }

  /// The pixels of `region` that differ between the two renderers' frames.
  static func differingPixels(_ a: CairoRenderer, _ b: CairoRenderer, in region: PixelRect) -> Int {
    let x = a.currentFrame()
    let y = b.currentFrame()
    guard x.width == y.width, x.height == y.height else { return Int.max }
    var differing = 0
    for row in region.y..<region.maxY {
      for column in region.x..<region.maxX {
        let i = (row * x.width + column) * 4
        if x.pixels[i..<(i + 4)] != y.pixels[i..<(i + 4)] { differing += 1 }
      }
    }
    return differing
  }
}
