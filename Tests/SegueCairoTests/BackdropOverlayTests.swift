import CCairo
import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// A solid fill laid exactly over a blur (a `VisualEffectView`'s content view holding a
/// translucent tint, as the side menu's) composited in the blur's own pass
/// (`FramePainter+BackdropOverlay`): found only where nothing could tell the difference, and
/// drawn with the bytes of filling it afterwards.
@MainActor
@Suite struct BackdropOverlayTests {
  static let size = CGSize(width: 60, height: 80)
  static let teal = Color(red: 0.2745, green: 0.4927, blue: 0.58, alpha: 0.5996)

  /// A white screen with two blocks, under a menu: a blur with a dark tint of its own, holding
  /// a content view that holds the teal fill at `opacity`, then an item over them.
  static func effect(
    opacity: Double, tintFrame: CGRect = CGRect(origin: .zero, size: size),
    contentOpacity: Double = 1, cornerRadius: CGFloat = 0
  ) -> DisplayNode {
    let tint = Fixture.node("tint", frame: tintFrame, background: teal, opacity: opacity)
    var content = Fixture.node(
      "content", frame: CGRect(origin: .zero, size: size), opacity: contentOpacity)
    content.sublayers = [tint]
    var effect = Fixture.node(
      "effect", frame: CGRect(origin: .zero, size: size),
      background: Color(white: 0.11, alpha: 0.73))
    effect.backdrop = Backdrop(blurRadius: 6)
    effect.cornerRadius = cornerRadius
    effect.sublayers = [content]
    return effect
  }

  /// With an opaque item, occlusion leaves the blur and the fill different pieces, and the
  /// fill is drawn on its own.
  static func scene(_ effect: DisplayNode, opaqueItem: Bool = false) -> DisplayList {
    var home = Fixture.node(
      "home", frame: CGRect(origin: .zero, size: size), background: Fixture.white)
    home.sublayers = [
      Fixture.node(
        "red", frame: CGRect(x: 10, y: 20, width: 25, height: 20), background: Fixture.red),
      Fixture.node(
        "blue", frame: CGRect(x: 30, y: 50, width: 20, height: 15), background: Fixture.blue),
    ]
    var menu = Fixture.node("menu", frame: CGRect(origin: .zero, size: size))
    menu.sublayers = [
      effect,
      Fixture.node(
        "item", frame: CGRect(x: 12, y: 30, width: 20, height: 12),
        background: Fixture.green.withAlphaComponent(opaqueItem ? 1 : 0.9)),
    ]
    return DisplayList(size: size, nodes: [home, menu])
  }

  /// The fill found under the effect at `scale` in the scene (the menu's path: second
  /// top-level node, its first sublayer), with the plan occlusion makes for it.
  static func overlay(of effect: DisplayNode, scale: Int, opaqueItem: Bool = false)
    -> BackdropOverlay?
  {
    let renderer = CairoRenderer()
    let painter = FramePainter(renderer: renderer)
    let list = scene(effect, opaqueItem: opaqueItem)
    let plan = painter.planOcclusion(list, scale: scale).plans[1].sublayers.first
    painter.path = [1, 0]
    let m = cairo_matrix_t(xx: Double(scale), yx: 0, xy: 0, yy: Double(scale), x0: 0, y0: 0)
    return painter.overlay(onBackdropOf: effect, under: m, plan: plan)
  }

  @Test func theTintUnderAContentViewIsFound() throws {
    for scale in 1...3 {
      let found = try #require(Self.overlay(of: Self.effect(opacity: 0.4), scale: scale))
      #expect(found.path == [1, 0, 0, 0])
      #expect(found.color == Self.teal && found.alpha == 0.4)
    }
  }

  /// Where the fill would not land on exactly the blur's pixels, or would be composited with a
  /// group rather than over the blur, it is left to be drawn on its own.
  @Test func anythingElseIsLeftAlone() {
    let offGrid = Self.effect(opacity: 1, tintFrame: CGRect(x: 0.5, y: 0, width: 60, height: 80))
    #expect(Self.overlay(of: offGrid, scale: 1) == nil)
    let smaller = Self.effect(opacity: 1, tintFrame: CGRect(x: 0, y: 0, width: 59, height: 80))
    #expect(Self.overlay(of: smaller, scale: 2) == nil)
    #expect(Self.overlay(of: Self.effect(opacity: 1, contentOpacity: 0.5), scale: 1) == nil)
    #expect(Self.overlay(of: Self.effect(opacity: 1, cornerRadius: 8), scale: 1) == nil)
    #expect(Self.overlay(of: Self.effect(opacity: 1), scale: 1, opaqueItem: true) == nil)
    var drawnFirst = Self.effect(opacity: 1)
    drawnFirst.sublayers[0].drawing = .shape(
      ShapeDrawing(
        path: Fixture.oval(in: CGRect(x: 5, y: 5, width: 20, height: 20)),
        fillColor: Fixture.red))
    #expect(Self.overlay(of: drawnFirst, scale: 1) == nil)
    var groupedTint = Self.effect(opacity: 0.5)
    groupedTint.sublayers[0].sublayers[0].sublayers = [
      Fixture.node("dot", frame: CGRect(x: 1, y: 1, width: 2, height: 2), background: Fixture.red)
    ]
    #expect(Self.overlay(of: groupedTint, scale: 1) == nil)
  }

  /// The frame is byte for byte the one drawn with the fill on its own, at every scale, for
  /// opacities on and between the 8-bit grid's edges, and where the fill is not taken in.
  @Test func theFramesBytesAreThoseOfFillingItAfterwards() throws {
    let fused = CairoRenderer()
    let apart = CairoRenderer()
    apart.fillsOverBackdropsInTheirPass = false
    for scale in 1...3 {
      for opacity in [1, 0.5, 0.999, 1.0 / 255, 0.03, 0.6] {
        for (effect, opaqueItem) in [
          (Self.effect(opacity: opacity), false), (Self.effect(opacity: opacity), true),
          (Self.effect(opacity: opacity, contentOpacity: 0.7), false),
        ] {
          let list = Self.scene(effect, opaqueItem: opaqueItem)
          _ = try fused.draw(list, scale: scale)
          _ = try apart.draw(list, scale: scale)
          #expect(
            fused.currentFrame() == apart.currentFrame(), "scale \(scale), opacity \(opacity)")
        }
      }
    }
  }

  /// The bench floor takes the same fill in its blur's pass (the next paint after the blur),
  /// and draws the renderer's bytes.
  @Test func theFloorTakesTheFillInTheBlursPassToo() throws {
    for scale in 1...3 {
      for opacity in [1, 0.5, 1.0 / 255, 0.6] {
        let list = Self.scene(Self.effect(opacity: opacity))
        let floor = CairoBaseline.floor(for: list)
        let paints = floor.steps.compactMap { step -> CairoBaseline.Paint? in
          guard case .paint(let paint) = step else { return nil }
          return paint
        }
        let blur = try #require(
          paints.firstIndex {
            guard case .backdrop = $0.fill else { return false }
            return true
          })
        let overlay = try #require(paints[blur].overlay(paints[blur + 1]))
        #expect(overlay.color == Self.teal && overlay.alpha == opacity)
        let renderer = CairoRenderer()
        _ = try renderer.draw(list, scale: scale)
        let baseline = CairoBaseline()
        try baseline.draw(floor, scale: scale)
        #expect(
          try #require(baseline.currentFrame()) == renderer.currentFrame(),
          "scale \(scale), opacity \(opacity)")
      }
    }
  }
}
