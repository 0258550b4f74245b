import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// Scenes where repainting only what changed (`drawChanges`, the window's path) left a pixel of
/// the previous frame, found by the random scenes (`RandomSceneTests`).
@MainActor
@Suite("Repainting what changed leaves no pixel of the last frame: cases found by random scenes")
struct DamageExactnessTests {
  /// Draws `frames` frames of `list` by repainting what changed and by drawing everything, and
  /// expects the same bytes after each.
  private static func expectRepaintsDrawEverything(
    frames: Int, scale: Int, _ list: (Int) -> DisplayList
  ) throws {
    let changes = CairoRenderer()
    let whole = CairoRenderer()
    for frame in 0..<frames {
      _ = try changes.drawChanges(list(frame), scale: scale)
      _ = try whole.draw(list(frame), scale: scale)
      #expect(
        changes.frameDifference(from: whole)?.bytes == 0, "frame \(frame), scale \(scale)")
    }
  }

  /// A 3D layer's plane is resampled into the pixels enclosing its projected outline and one
  /// beyond, where bilinear taps of its edge still give some coverage: the damage box of its
  /// outline missed that pixel, and a plane moving away left a line of itself behind (up to
  /// 9 levels in the random scene, a gradient on a plane turned about a slanted axis).
  @Test(arguments: [1, 2, 3])
  func aProjectedPlaneMovingAwayLeavesNothing(scale: Int) throws {
    func list(_ frame: Int) -> DisplayList {
      var perspective = Transform3D.identity
      perspective.m34 = -1 / 400
      let turn = Transform3DConcat(
        Transform3DConcat(
          Transform3DMakeTranslation(-28, -9, 0),
          Transform3DConcat(Transform3DMakeRotation(0.35, 0.3, 1, 0), perspective)),
        Transform3DMakeTranslation(
          28 + 30.3 - 1.7 * Double(frame), 9 + 20.6 - 1.3 * Double(frame), 0))
      var plane = DisplayNode(
        name: "plane", bounds: CGRect(x: 0, y: 0, width: 56.4, height: 18.7), transform: turn)
      plane.drawing = .gradient(
        GradientDrawing(
          type: .radial, colors: [Color(red: 0.8, green: 0.9, blue: 0.1), Color(white: 0.1)]))
      return DisplayList(
        size: CGSize(width: 120, height: 80), clearColor: Fixture.white, nodes: [plane])
    }
    try Self.expectRepaintsDrawEverything(frames: 4, scale: scale, list)
  }

  /// A page curling with a mask: the page is masked flat, then curled, and the fold lays the
  /// curl's shadow where the mask hid. The damage box of the mask's box missed it, and the
  /// curl's last shadow stayed behind (31 levels in the random scene). A curling page's damage
  /// is its bounds.
  @Test(arguments: [1, 2, 3])
  func aCurlingPageWithAMaskLeavesNothing(scale: Int) throws {
    func list(_ frame: Int) -> DisplayList {
      var page = DisplayNode(
        name: "page",
        bounds: CGRect(
          x: -9.500616530650916, y: -4.670052136048644, width: 36.16644032553502,
          height: 50.74711995423272),
        transform: Transform3D(
          translationX: [36, 37, 39, 41][frame], y: [34, 31, 29, 26][frame], z: 0))
      page.backgroundColor = Color(red: 0.35, green: 0.44, blue: 0.32, alpha: 0.21)
      page.pageCurl = PageCurl(
        time: 0.5039076167661829 + 0.1 * Double(frame), angle: 4.5378561, radius: 8.000143789470563)
      var mask = DisplayNode(
        name: "mask",
        bounds: CGRect(x: 0, y: 0, width: 32.250790655855496, height: 13.347922612658834),
        transform: Transform3D(translationX: -2.539495200994125, y: 0.19867866028190484, z: 0))
      mask.backgroundColor = Color(white: 0, alpha: 0.78)
      mask.cornerRadius = 1.0492998879828674
      page.mask = mask
      return DisplayList(
        size: CGSize(width: 120, height: 100), clearColor: Color(white: 0.93), nodes: [page])
    }
    try Self.expectRepaintsDrawEverything(frames: 4, scale: scale, list)
  }

  /// A picture magnified with the nearest filter under a skewed parent (random scene 1913,
  /// shrunk): Cairo fitted the picture's matrix to each composite's extents, so a device pixel
  /// whose centre lay within a rounding of a texel's edge took the texel on one side in a whole
  /// frame and on the other where the repaint's box (the rows a bar moving along the top
  /// changed) cut the composite short: 235 levels at one pixel. Such a picture is sampled under
  /// a matrix Cairo hands Pixman unchanged (`PictureMatrix.nearestPattern`).
  @Test(arguments: [1, 2, 3])
  func aNearestPictureUnderASkewRepaintsItsOwnTexels(scale: Int) throws {
    let picture = Fixture.rampPicture(side: 32)
    let skews = [(-0.47090912560278153, 0.12898444765598838), (0.31, -0.22), (-0.05, 0.6)]
    for (skew, shear) in skews {
      func list(_ frame: Int) -> DisplayList {
        var parent = DisplayNode(
          name: "parent",
          bounds: CGRect(
            x: -1.360248668718878, y: -8.5787077394881, width: 55.78339861629714,
            height: 61.69142369757917),
          transform: Transform3DMakeAffineTransform(
            CGAffineTransform(
              a: 1, b: skew, c: shear, d: 1, tx: 88.8563240204638, ty: -6.33444838276762)))
        var child = DisplayNode(
          name: "picture",
          bounds: CGRect(
            x: -12.012176704471692, y: -4.841780329281249, width: 25.475319059418858,
            height: 8.01947038147977),
          transform: Transform3D(
            translationX: 14.17223285270471, y: 17.815894220334098, z: 0))
        child.contents = Contents(
          image: picture, gravity: .top, minificationFilter: .linear,
          magnificationFilter: .nearest)
        parent.sublayers = [child]
        let bar = Fixture.node(
          "bar", frame: CGRect(x: 4 + 9.3 * CGFloat(frame), y: 0.4, width: 7, height: 1.6),
          background: Fixture.red)
        return DisplayList(
          size: CGSize(width: 150, height: 100), clearColor: Color(white: 0.93),
          nodes: [parent, bar])
      }
      try Self.expectRepaintsDrawEverything(frames: 4, scale: scale, list)
    }
  }

  /// The pixel of margin is added to what changed, not to nothing: an unchanged list repaints
  /// nothing. (Added to the empty box it made a pixel at the origin, repainted under a blur
  /// that then read only that pixel: `menu-present`'s frames differed in CI.)
  @Test func anUnchangedListRepaintsNothing() throws {
    var glass = DisplayNode(name: "glass", bounds: CGRect(x: 0, y: 0, width: 120, height: 80))
    glass.backdrop = Backdrop(blurRadius: 6)
    let list = DisplayList(
      size: CGSize(width: 120, height: 80), clearColor: Fixture.white,
      nodes: [
        Fixture.node(
          "bar", frame: CGRect(x: 0, y: 0, width: 40, height: 12), background: Fixture.red),
        glass,
      ])
    let changes = CairoRenderer()
    let whole = CairoRenderer()
    _ = try changes.drawChanges(list, scale: 2)
    let repainted = try changes.drawChanges(list, scale: 2).repainted
    _ = try whole.draw(list, scale: 2)
    #expect(repainted.width == 0 || repainted.height == 0, "repainted \(repainted)")
    #expect(changes.frameDifference(from: whole)?.bytes == 0)
  }

  /// An unchanged turned card beside a dot that moves: the damage box cut the card, and Cairo
  /// rasterizes a path cut at the left or right of a clip with other coverage at some
  /// antialiased pixels (a C check: 416 of 2,000 turned and rounded fills and rings; cut at the
  /// top or bottom, none). Every position differed, up to 13 levels in random scenes; the
  /// box now spans the canvas's width.
  @Test func aShapeBesideTheDamageIsNotCut() throws {
    func list(_ x: CGFloat) -> DisplayList {
      var card = DisplayNode(
        name: "card", bounds: CGRect(x: 0, y: 0, width: 70, height: 50),
        transform: Transform3D(
          CGAffineTransform(translationX: 60, y: 50).rotated(by: 0.5)
            .translatedBy(x: -35, y: -25)))
      card.cornerRadius = 9
      card.borderWidth = 1.3
      card.borderColor = Color(red: 0.8, green: 0.2, blue: 0.3, alpha: 0.9)
      let dot = Fixture.node(
        "dot", frame: CGRect(x: x, y: 44, width: 6, height: 6), background: Fixture.blue)
      return DisplayList(
        size: CGSize(width: 120, height: 100), clearColor: Fixture.white, nodes: [card, dot])
    }
    var differing = 0
    for x in stride(from: 20.0, through: 90, by: 7.3) {
      let changes = CairoRenderer()
      let whole = CairoRenderer()
      _ = try changes.drawChanges(list(10), scale: 1)
      _ = try changes.drawChanges(list(x), scale: 1)
      _ = try whole.draw(list(x), scale: 1)
      if changes.frameDifference(from: whole)?.bytes != 0 { differing += 1 }
    }
    #expect(differing == 0)
  }
}
