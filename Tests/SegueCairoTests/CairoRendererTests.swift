import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

@Suite("CairoRenderer: canvas, scale, determinism")
struct CairoRendererTests {
  @Test func redBackgroundFillsExactlyItsRect() throws {
    let (bitmap, report) = try Fixture.render([
      Fixture.node(frame: CGRect(x: 10, y: 12, width: 20, height: 15), background: Fixture.red)
    ])
    #expect(report.isFaithful)
    var red = 0
    for y in 0..<64 {
      for x in 0..<64 {
        let inside = (10..<30).contains(x) && (12..<27).contains(y)
        let p = bitmap.pixel(x: x, y: y)
        if inside {
          #expect(p == (255, 0, 0, 255), "(\(x), \(y))")
          red += 1
        } else {
          #expect(p == (0, 0, 0, 0), "(\(x), \(y))")
        }
      }
    }
    #expect(red == 20 * 15)
  }

  @Test func clearColorFillsTheCanvas() throws {
    let (bitmap, _) = try Fixture.render([], size: CGSize(width: 8, height: 8), clear: Fixture.blue)
    expectPixel(bitmap, 0, 0, (0, 0, 255, 255))
    expectPixel(bitmap, 7, 7, (0, 0, 255, 255))
  }

  @Test func scaleTwoDoublesThePixelSize() throws {
    let node = Fixture.node(frame: CGRect(x: 4, y: 4, width: 8, height: 8), background: Fixture.red)
    let (bitmap, _) = try Fixture.render([node], size: CGSize(width: 32, height: 32), scale: 2)
    #expect(bitmap.width == 64 && bitmap.height == 64)
    let box = try #require(opaqueBounds(bitmap))
    #expect(box == (8, 8, 23, 23))
  }

  @Test func everyScaleOneToFourIsAccepted() throws {
    for scale in 1...4 {
      let (bitmap, _) = try Fixture.render([], size: CGSize(width: 3, height: 2), scale: scale)
      #expect(bitmap.width == 3 * scale && bitmap.height == 2 * scale)
    }
  }

  @Test func sameDisplayListGivesSameBytes() throws {
    let list = DisplayList(
      size: CGSize(width: 96, height: 96), clearColor: Fixture.white, nodes: SampleScene.nodes())
    let a = CairoRenderer()
    let first = try a.render(list, scale: 2)
    let second = try a.render(list, scale: 2)
    let third = try CairoRenderer().render(list, scale: 2)
    #expect(first == second)
    #expect(first == third)
  }

  @Test func targetSurfaceIsReplacedNotBlended() throws {
    let renderer = CairoRenderer()
    _ = try renderer.draw(
      DisplayList(
        size: CGSize(width: 8, height: 8),
        nodes: [
          Fixture.node(frame: CGRect(x: 0, y: 0, width: 8, height: 8), background: Fixture.red)
        ]), scale: 1)
    _ = try renderer.draw(DisplayList(size: CGSize(width: 8, height: 8), nodes: []), scale: 1)
    expectPixel(renderer.currentFrame(), 4, 4, (0, 0, 0, 0))
  }

  @Test(arguments: [
    (CGSize(width: 0, height: 10), 1), (CGSize(width: -5, height: 10), 1),
    (CGSize(width: CGFloat.nan, height: 10), 1), (CGSize(width: CGFloat.infinity, height: 10), 1),
    (CGSize(width: 10, height: 10), 0), (CGSize(width: 10, height: 10), 5),
    (CGSize(width: 20_000, height: 10), 1), (CGSize(width: 10_000, height: 10_000), 1),
    (CGSize(width: 0.2, height: 0.2), 1),
  ])
  func invalidCanvasThrowsAndKeepsThePreviousFrame(size: CGSize, scale: Int) throws {
    let renderer = CairoRenderer()
    let good = DisplayList(
      size: CGSize(width: 8, height: 8),
      nodes: [Fixture.node(frame: CGRect(x: 2, y: 2, width: 4, height: 4), background: Fixture.red)]
    )
    let before = try renderer.render(good, scale: 1)
    #expect {
      try renderer.draw(DisplayList(size: size, nodes: SampleScene.nodes()), scale: scale)
    } throws: { error in
      guard case RenderError.invalidCanvas = error else { return false }
      return true
    }
    #expect(renderer.currentFrame() == before)
  }

  @Test func currentFrameBeforeAnyDrawIsOneTransparentPixel() {
    let frame = CairoRenderer().currentFrame()
    #expect(frame.width == 1 && frame.height == 1 && frame.pixels == [0, 0, 0, 0])
  }

  @Test func nonFiniteTransformIsReportedAndSkipped() throws {
    var node = Fixture.node(
      "broken", frame: CGRect(x: 0, y: 0, width: 8, height: 8), background: Fixture.red)
    node.transform.m41 = .nan
    let (bitmap, report) = try Fixture.render([node], size: CGSize(width: 8, height: 8))
    #expect(report.unsupported.map(\.node) == ["broken"])
    expectPixel(bitmap, 4, 4, (0, 0, 0, 0))
  }

  @Test func singularTransformDrawsNothingAndIsNotAnError() throws {
    var node = Fixture.node(frame: CGRect(x: 0, y: 0, width: 8, height: 8), background: Fixture.red)
    node.transform.m11 = 0
    let (bitmap, report) = try Fixture.render([node], size: CGSize(width: 8, height: 8))
    #expect(report.isFaithful)
    #expect(opaqueBounds(bitmap, threshold: 0) == nil)
  }

  @Test func affineTransformUsesRowVectorConvention() throws {
    // A 90° clockwise rotation (row vectors: x' = −y, y' = x) then a translation by (40, 10):
    // bounds (0, 0, 20, 10) land on x 30…40, y 10…30.
    var node = DisplayNode(bounds: CGRect(x: 0, y: 0, width: 20, height: 10))
    node.transform = Transform3D(
      m11: 0, m12: 1, m13: 0, m14: 0, m21: -1, m22: 0, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1,
      m34: 0,
      m41: 40, m42: 10, m43: 0, m44: 1)
    node.backgroundColor = Fixture.red
    let (bitmap, _) = try Fixture.render([node])
    let box = try #require(opaqueBounds(bitmap))
    #expect(box == (30, 10, 39, 29))
  }

  @Test func imagesAreConvertedOncePerIdentity() throws {
    let image = Fixture.solidImage(width: 4, height: 4, color: (0, 0, 255, 255))
    var node = Fixture.node(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
    node.contents = Contents(image: image)
    let renderer = CairoRenderer()
    let list = DisplayList(size: CGSize(width: 8, height: 8), nodes: [node, node])
    _ = try renderer.draw(list, scale: 1)
    _ = try renderer.draw(list, scale: 2)
    #expect(renderer.images.count == 1)
  }

  @Test func imageCacheIsBounded() throws {
    let cache = ImageSurfaceCache()
    var images: [Image] = []
    for _ in 0..<(ImageSurfaceCache.maximumEntries + 10) {
      let image = Fixture.solidImage(width: 1, height: 1, color: (1, 2, 3, 255))
      images.append(image)
      _ = try cache.surface(for: image)
    }
    #expect(cache.count <= ImageSurfaceCache.maximumEntries)
  }
}

/// A scene touching most features, for determinism and timing.
enum SampleScene {
  static func nodes() -> [DisplayNode] {
    var card = Fixture.node(
      "card", frame: CGRect(x: 8, y: 8, width: 60, height: 40), background: Fixture.white)
    card.cornerRadius = 8
    card.borderWidth = 2
    card.borderColor = Fixture.blue
    card.shadow = Shadow(
      color: Fixture.black, opacity: 0.5, radius: 6, offset: CGSize(width: 0, height: 3), path: nil)
    var label = Fixture.node("label", frame: CGRect(x: 6, y: 6, width: 50, height: 20))
    label.drawing = .text(
      TextDrawing(string: "Segue", fontSize: 14, foregroundColor: Fixture.black))
    card.sublayers = [label]
    var ring = Fixture.node(
      "ring", frame: CGRect(x: 20, y: 50, width: 40, height: 40), opacity: 0.7)
    ring.drawing = .shape(
      ShapeDrawing(
        path: Fixture.oval(in: CGRect(x: 4, y: 4, width: 32, height: 32)), fillColor: Fixture.green,
        strokeColor: Fixture.red, lineWidth: 3, lineDashPattern: [5, 3], strokeEnd: 0.8))
    var tilted = Fixture.node("tilted", frame: CGRect(x: 60, y: 50, width: 30, height: 30))
    tilted.transform = Transform3D(translationX: -15, y: -15, z: 0)
      .concatenating(
        Transform3D(
          m11: 0.8, m12: 0, m13: -0.6, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0.6, m32: 0,
          m33: 0.8, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
      )
      .concatenating(
        Transform3D(
          m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1,
          m34: -1.0 / 100, m41: 0, m42: 0, m43: 0, m44: 1)
      )
      .concatenating(Transform3D(translationX: 75, y: 65, z: 0))
    tilted.drawing = .gradient(GradientDrawing(colors: [Fixture.red, Fixture.blue]))
    var masked = Fixture.node(
      "masked", frame: CGRect(x: 0, y: 60, width: 30, height: 30), background: Fixture.blue)
    var mask = Fixture.node(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
    mask.drawing = .shape(
      ShapeDrawing(path: Fixture.oval(in: CGRect(x: 0, y: 0, width: 30, height: 30))))
    masked.mask = mask
    return [card, ring, tilted, masked]
  }
}

@Suite("Reporting and offscreen reuse")
struct RenderReportTests {
  @Test func nonFiniteValuesAreReportedNotDropped() throws {
    var shadowed = Fixture.node(
      "shadowed", frame: CGRect(x: 0, y: 0, width: 8, height: 8), background: Fixture.red)
    shadowed.shadow = Shadow(
      color: Fixture.black, opacity: 1, radius: .nan, offset: .zero, path: nil)
    var stroked = Fixture.node("stroked", frame: CGRect(x: 0, y: 0, width: 8, height: 8))
    stroked.drawing = .shape(
      ShapeDrawing(
        path: Fixture.rectangle(CGRect(x: 1, y: 1, width: 4, height: 4)), strokeColor: Fixture.red,
        lineWidth: .infinity))
    var scaled = Fixture.node("scaled", frame: CGRect(x: 0, y: 0, width: 8, height: 8))
    scaled.contents = Contents(
      image: Fixture.solidImage(width: 2, height: 2, color: (0, 0, 255, 255)), scale: 0)
    let (_, report) = try Fixture.render(
      [shadowed, stroked, scaled], size: CGSize(width: 8, height: 8))
    #expect(report.unsupported.map(\.node) == ["shadowed", "stroked", "scaled"])
  }

  @Test func reportListsEachProblemOnce() throws {
    var node = Fixture.node("dashed", frame: CGRect(x: 0, y: 0, width: 8, height: 8))
    node.drawing = .shape(
      ShapeDrawing(
        path: Fixture.rectangle(CGRect(x: 1, y: 1, width: 4, height: 4)), strokeColor: Fixture.red,
        lineDashPattern: [-1]))
    let (_, report) = try Fixture.render([node, node], size: CGSize(width: 8, height: 8))
    #expect(report.unsupported.count == 1)
  }

  @Test func offscreenSurfacesAreReusedAndReleased() throws {
    var card = Fixture.node(
      frame: CGRect(x: 8, y: 8, width: 32, height: 32), background: Fixture.white)
    card.shadow = Shadow(color: Fixture.black, opacity: 1, radius: 6, offset: .zero, path: nil)
    let renderer = CairoRenderer()
    let shadowed = DisplayList(size: CGSize(width: 48, height: 48), nodes: [card])
    let first = try renderer.render(shadowed, scale: 1)
    // The blurred corners (the shadow's straight middle folded away) and the unfolded mask.
    #expect(renderer.scratch.count == 2)
    let second = try renderer.render(shadowed, scale: 1)
    #expect(first == second)  // a reused surface is cleared first
    _ = try renderer.draw(DisplayList(size: CGSize(width: 48, height: 48), nodes: []), scale: 1)
    #expect(renderer.scratch.count == 0)
  }
}
