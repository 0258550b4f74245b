import CCairo
import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// A faded group's plain background painted as one solid colour (`FramePainter+SolidFade`) must
/// give Cairo's group bytes exactly: the solid against Cairo's own `push_group` and
/// `paint_with_alpha` over many colours, opacities and destinations, and whole scenes against a
/// renderer that groups everything (`OcclusionCullingTests` also holds every gallery entry to
/// a renderer that does neither).
@MainActor
@Suite struct SolidFadeTests {
  /// Destination pixels per case: one row.
  static let width = 256

  /// Values at and within rounding distance of the 8- and 16-bit grids, where a conversion
  /// from doubles that is one unit off would show.
  static let nearGrid: [Double] = (0...255).flatMap { k -> [Double] in
    let byte = Double(k) / 255
    let mid = (Double(k) + 0.5) / 255
    return [byte, byte - 1e-9, byte + 1e-9, mid - 0.5 / 65535, mid, mid + 0.5 / 65535]
  }.filter { $0 > 0 && $0 < 1 }

  @Test func theSolidGivesCairosGroupBytes() throws {
    // Seeded; a failure also names the colour, opacity and destination pixel that differ.
    var random = SeededLCG(state: 36)
    var cases: [(Color, Double)] = []
    for _ in 0..<1500 {
      let color = Color(
        red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
        blue: .random(in: 0...1, using: &random))
      cases.append((color, .random(in: 0...1, using: &random)))
    }
    // Opacities near the grid with random colours; channels near it with random opacities.
    for opacity in Self.nearGrid.shuffled(using: &random).prefix(800) {
      cases.append((Color(white: .random(in: 0...1, using: &random)), opacity))
    }
    for channel in Self.nearGrid.shuffled(using: &random).prefix(800) {
      let color = Color(red: channel, green: 1 - channel, blue: channel / 2)
      cases.append((color, .random(in: 0...1, using: &random)))
    }
    cases += [(Fixture.white, 1e-6), (Fixture.black, 0.999), (Fixture.red, 0.5)]
    var differing = 0
    for (color, opacity) in cases {
      let destination = Self.randomDestination(using: &random)
      let group = try Self.composite(over: destination) { cr in
        cairo_push_group(cr)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, 1)
        cairo_paint(cr)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, opacity)
      }
      let solid = try #require(FadedSolid(color: color, opacity: opacity))
      let painted = try Self.composite(over: destination) { cr in
        solid.setSource(in: cr)
        cairo_paint(cr)
      }
      if group != painted {
        differing += 1
        if differing <= 3 {
          let i = group.indices.first { group[$0] != painted[$0] } ?? 0
          let pixels = [destination[i], group[i], painted[i]].map { String($0, radix: 16) }
          Issue.record(
            "\(color) at opacity \(opacity) over \(pixels[0]): group \(pixels[1]), solid \(pixels[2])"
          )
        }
      }
    }
    #expect(differing == 0, "\(differing) of \(cases.count) cases differ")
  }

  @Test func theMaskByteIsCairosAtItsEdges() {
    // 0.5 · 65535 + 0.5 = 32768 = 0x8000; just below 128.5/255 rounds to 0x807f, just above
    // to 0x8080.
    #expect(FadedSolid.maskByte(opacity: 0.5) == 128)
    #expect(FadedSolid.maskByte(opacity: 32767.4 / 65535) == 127)
    #expect(FadedSolid.maskByte(opacity: 1) == 255 && FadedSolid.maskByte(opacity: 0) == 0)
    #expect(FadedSolid.multiply(255, 200) == 200 && FadedSolid.multiply(128, 128) == 64)
    var unknown = Fixture.red
    unknown.red = .nan
    #expect(FadedSolid(color: unknown, opacity: 0.5) == nil)
  }

  // MARK: Scenes

  static let picture = Fixture.checkerboard(cells: 9, cell: 11)
  static let orange = Color(red: 1, green: 0.678, blue: 0.51)

  /// A screen (label and picture on an opaque background) fading in over another.
  static func dissolve(
    opacity: Double, background: Color = orange, under: Bool = true, radius: CGFloat = 0
  ) -> [DisplayNode] {
    var outgoing = Fixture.node(
      "outgoing", frame: CGRect(x: 0, y: 0, width: 100, height: 180), background: Fixture.blue)
    var caption = Fixture.node("caption", frame: CGRect(x: 8, y: 150, width: 80, height: 16))
    caption.drawing = .text(TextDrawing(string: "Outgoing", fontSize: 12))
    outgoing.sublayers = [caption]
    var incoming = Fixture.node(
      "incoming", frame: CGRect(x: 0, y: 0, width: 100, height: 180), background: background,
      opacity: opacity)
    incoming.cornerRadius = radius
    var label = Fixture.node("label", frame: CGRect(x: 10.3, y: 20, width: 70, height: 16))
    label.drawing = .text(TextDrawing(string: "Incoming", fontSize: 13))
    var photo = Fixture.node("photo", frame: CGRect(x: 20, y: 60.4, width: 60, height: 60))
    photo.contents = Contents(image: picture, gravity: .resizeAspectFill, scale: 1)
    incoming.sublayers = [label, photo]
    return under ? [outgoing, incoming] : [incoming]
  }

  static let sceneOpacities = [
    0.004, 0.1, 1.0 / 3, 0.5, 127.5 / 255, 128.0 / 255 + 1e-9, 0.67, 0.997,
  ]

  @Test func aFadingScreenGivesTheGroupsBytes() throws {
    for scale in [1, 2, 3] {
      let solid = CairoRenderer()
      let grouped = CairoRenderer()
      grouped.paintsFadedBackgroundsSolid = false
      for opacity in Self.sceneOpacities {
        for under in [true, false] {
          let list = DisplayList(
            size: CGSize(width: 100, height: 180),
            nodes: Self.dissolve(opacity: opacity, under: under))
          let (solidBytes, groupBytes) = (solid.scratch.bytesLent, grouped.scratch.bytesLent)
          _ = try solid.draw(list, scale: scale)
          _ = try grouped.draw(list, scale: scale)
          let what = "opacity \(opacity) at \(scale)×\(under ? "" : " over nothing")"
          #expect(CoveredContentTests.differingBytes(solid, grouped) == 0, "\(what)")
          // Both resample the picture into scratch memory alike.
          let screen = 100 * 180 * scale * scale * 4
          let spared =
            (grouped.scratch.bytesLent - groupBytes) - (solid.scratch.bytesLent - solidBytes)
          #expect(spared > screen / 2, "\(what)")
        }
      }
    }
  }

  @Test func aRepaintedRegionGivesTheGroupsBytes() throws {
    // Partial repaints clip the frame: a band across the picture, one beside it.
    let solid = CairoRenderer()
    let grouped = CairoRenderer()
    grouped.paintsFadedBackgroundsSolid = false
    let first = DisplayList(
      size: CGSize(width: 100, height: 180), nodes: Self.dissolve(opacity: 0.3))
    _ = try solid.draw(first, scale: 2)
    _ = try grouped.draw(first, scale: 2)
    for (region, opacity) in [
      (PixelRect(x: 0, y: 100, width: 200, height: 60), 0.45),
      (PixelRect(x: 170, y: 0, width: 30, height: 360), 0.8),
    ] {
      let list = DisplayList(
        size: CGSize(width: 100, height: 180), nodes: Self.dissolve(opacity: opacity))
      _ = try solid.draw(list, scale: 2, only: region)
      _ = try grouped.draw(list, scale: 2, only: region)
      #expect(CoveredContentTests.differingBytes(solid, grouped) == 0, "\(region)")
    }
  }

  @Test func aBorderOrAPartBeyondTheBackgroundKeepsTheWholeGroup() throws {
    // Both cover what shows of the group with opaque content, so the group is uncleared, but
    // outside the label and picture it holds more than the background.
    var bordered = Self.dissolve(opacity: 0.5)
    bordered[1].borderWidth = 2
    bordered[1].borderColor = Fixture.red
    var hanging = Self.dissolve(opacity: 0.5)
    hanging[1].sublayers.append(
      Fixture.node(
        "bar", frame: CGRect(x: 0, y: 170, width: 100, height: 30), background: .init(white: 0.2)))
    // The group's own extent at 2×: the incoming screen (100 × 180 pt), or down to the bar's
    // foot (200 pt). (Pictures are no longer sampled into scratch bands, so the scratch lent
    // is the group's alone.)
    for (nodes, groupRows) in [(bordered, 360), (hanging, 400)] {
      let solid = CairoRenderer()
      let grouped = CairoRenderer()
      grouped.paintsFadedBackgroundsSolid = false
      let list = DisplayList(size: CGSize(width: 100, height: 200), nodes: nodes)
      _ = try solid.draw(list, scale: 2)
      _ = try grouped.draw(list, scale: 2)
      #expect(CoveredContentTests.differingBytes(solid, grouped) == 0)
      #expect(solid.scratch.bytesLent == grouped.scratch.bytesLent)
      #expect(grouped.scratch.bytesLent >= 200 * groupRows * 4)
    }
  }

  // MARK: Helpers

  /// Premultiplied ARGB32 pixels: a quarter transparent, a quarter opaque, the rest translucent.
  static func randomDestination(using random: inout SeededLCG) -> [UInt32] {
    (0..<width).map { _ in
      let alpha: UInt32 =
        switch UInt8.random(in: 0...3, using: &random) {
        case 0: 0
        case 1: 255
        default: .random(in: 1...254, using: &random)
        }
      func channel() -> UInt32 { .random(in: 0...alpha, using: &random) }
      return alpha << 24 | channel() << 16 | channel() << 8 | channel()
    }
  }

  /// The pixels of a row holding `destination` after `draw`.
  static func composite(over destination: [UInt32], _ draw: (OpaquePointer) -> Void) throws
    -> [UInt32]
  {
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), 1))
    defer { cairo_surface_destroy(surface) }
    let data = try #require(cairo_image_surface_get_data(surface))
    let pixels = UnsafeMutableRawPointer(data).bindMemory(to: UInt32.self, capacity: width)
    for (i, pixel) in destination.enumerated() { pixels[i] = pixel }
    cairo_surface_mark_dirty(surface)
    let cr = try #require(cairo_create(surface))
    draw(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    return Array(UnsafeBufferPointer(start: pixels, count: width))
  }
}
