import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// Scenes where occlusion culling changed a byte of the frame, found by drawing random scenes
/// (nested layers with random transforms, opacities, rounded corners, clips, shadows, pictures,
/// masks and backdrops, in short moving sequences) culled and not culled and shrinking each
/// difference to the layers and values it needs (`RandomSceneTests`, which leaves out the two
/// kinds known here and tolerates a level or two elsewhere).
@MainActor
@Suite("Culling leaves every pixel alone: cases found by random scenes")
struct CullingExactnessTests {
  private static let size = CGSize(width: 120, height: 150)
  private static let opaquePicture = Fixture.checkerboard(cells: 6, cell: 8)
  private static let translucentPicture = Image(
    bitmap: Bitmap(width: 24, height: 18, fill: (40, 90, 20, 140)))

  /// A node with `bounds`, turned by the rotation (`cos`, `sin`) and placed at (`tx`, `ty`):
  /// the random scenes' turned layers, their values kept.
  private static func turned(
    _ name: String, bounds: CGRect, cos: Double, sin: Double, tx: Double, ty: Double
  ) -> DisplayNode {
    DisplayNode(
      name: name, bounds: bounds,
      transform: Transform3D(CGAffineTransform(a: cos, b: sin, c: -sin, d: cos, tx: tx, ty: ty)))
  }

  /// The bytes two renderers give the last of `frames`, one culling and one not.
  private static func culledDifference(_ frames: [[DisplayNode]], clear: Color?, scale: Int)
    throws -> Int
  {
    let culled = CairoRenderer()
    let full = CairoRenderer()
    full.cullsOccludedContent = false
    for nodes in frames {
      let list = DisplayList(size: size, clearColor: clear, nodes: nodes)
      _ = try culled.draw(list, scale: scale)
      _ = try full.draw(list, scale: scale)
    }
    return culled.frameDifference(from: full)?.bytes ?? Int.max
  }

  /// Found by the random scenes: a rounded background clipped to the pieces an opaque picture
  /// leaves of it (its arcs rasterized another way under the clip, 1 level at two pixels).
  /// Rounded backgrounds are no longer clipped.
  @Test func aRoundedBackgroundAroundAPictureIsNotClipped() throws {
    var node = DisplayNode(
      name: "card", bounds: CGRect(x: 0, y: 0, width: 39.33125669391906, height: 61.63267149542342),
      transform: Transform3D(translationX: 69.36948868785991, y: 18.96793731605411, z: 0))
    node.backgroundColor = Fixture.black
    node.cornerRadius = 12.584380610575712
    node.shadow = Shadow(
      color: Fixture.black, opacity: 0.49797976940185124, radius: 2.703539141908445,
      offset: CGSize(width: -3.1589597646083707, height: 3.9041549625899528), path: nil)
    node.contents = Contents(image: Self.opaquePicture)
    #expect(try Self.culledDifference([[node]], clear: Fixture.white, scale: 1) == 0)
  }

  /// Found by the random scenes: an opaque picture stretched as a nine-slice (here a sliver
  /// of a centre, its cells meeting at fractions of a pixel) was taken to cover its rectangle,
  /// so the canvas was not cleared under it; a pixel two cells share inside it was left
  /// translucent (alpha 203 where the clear showed, 112 levels off). The cells now add up in
  /// one group, but each one's coverage is rounded (up to 3 levels short): a nine-slice covers
  /// nothing.
  @Test func aNineSliceCoversNothing() throws {
    var node = DisplayNode(
      name: "stretched",
      bounds: CGRect(
        x: -16.836935831663727, y: 0.41053474467086204, width: 45.51059001078705,
        height: 26.928148944746784),
      transform: Transform3D(translationX: 99, y: 29, z: 0))
    node.contents = Contents(
      image: Self.opaquePicture, gravity: .top, minificationFilter: .nearest,
      center: CGRect(
        x: 0.012650572908458835, y: 0.3302982508722888, width: 0.24935576195638393,
        height: 0.04802994623550655))
    #expect(try Self.culledDifference([[node]], clear: Fixture.white, scale: 1) == 0)
  }

  /// Found by the random scenes: a blur behind a turned translucent card whose own opaque
  /// background covers most of it was made, and drawn, only in the pieces that show; inside the
  /// turned bounds Cairo rasterizes the edge another way under those boxes (1 level at a pixel).
  /// A blur in turned or rounded bounds is made whole.
  @Test func aBlurInTurnedBoundsIsMadeWhole() throws {
    var card = Self.turned(
      "card",
      bounds: CGRect(
        x: 4.084511842576365, y: 4.925797840236161, width: 73.9777526615659,
        height: 77.26612240442809),
      cos: 0.8529874366470322, sin: -0.5219314446575576, tx: 54.02071623954494,
      ty: 6.1543260663976085)
    card.opacity = 0.9578339022452776
    card.backgroundColor = Color(
      red: 0.999821184576785, green: 0.2521464110311662, blue: 0.1517785967572307)
    card.backdrop = Backdrop(blurRadius: 7.971630294967315)
    let under = Fixture.node(
      "under", frame: CGRect(x: 30, y: 40, width: 50, height: 30), background: Fixture.blue)
    #expect(
      try Self.culledDifference([[under, card]], clear: Color(white: 0.93), scale: 1) == 0)
  }

  /// Found by the random scenes: a page curling with a mask was bounded by the mask's box, but
  /// the page is masked flat and then curled, and the curl folds it (and lays its shadow) onto
  /// where the mask hid. Here the mask keeps only what lies past the canvas's right edge; the
  /// fold brings the curl's shadow back onto the canvas, and culling took the page for outside
  /// it (89 levels at 3×). A curling page is bounded by its bounds.
  @Test func aCurledPageReachesPastItsMask() throws {
    var page = DisplayNode(
      name: "page",
      bounds: CGRect(
        x: 6.641011708932847, y: -10.426011796584953, width: 52.31502110490059,
        height: 56.282443377873314),
      transform: Transform3D(translationX: 112.15408536417058, y: 18.19329905539053, z: 0))
    page.borderWidth = 3.5502099151691398
    page.borderColor = Color(red: 0.65, green: 0.26, blue: 0.04)
    page.pageCurl = PageCurl(
      time: 0.8402216799995404, angle: 4.5378561, radius: 24.272350990025085)
    var mask = DisplayNode(
      name: "mask",
      bounds: CGRect(x: 0, y: 0, width: 29.66174350394205, height: 51.15987208375194),
      transform: Transform3D(translationX: 8.25945476923863, y: -3.4628069034541955, z: 0))
    mask.backgroundColor = Color(white: 0, alpha: 0.39)
    mask.cornerRadius = 3.744765159905593
    page.mask = mask
    for scale in 1...3 {
      #expect(
        try Self.culledDifference([[page]], clear: Color(white: 0.93), scale: scale) == 0,
        "scale \(scale)")
    }
  }

  /// Known: after a frame that drew something, a transparent clear clipped to what opaque
  /// content leaves does not tell Cairo the surface is clear, while the unclipped clear does,
  /// and Cairo then composites the first translucent fill over a clear surface another way
  /// (1 level of alpha at an edge pixel). Found by the random scenes; not fixed yet.
  @Test func aTransparentClearClippedAfterAFrame() throws {
    var turned = Self.turned(
      "turned", bounds: CGRect(x: 0, y: 0, width: 83.96942257356024, height: 39.28789388602584),
      cos: 0.8605577897880281, sin: 0.509352815281455, tx: 30.647936904652884,
      ty: 48.45171148629935)
    turned.backgroundColor = Color(white: 0, alpha: 0.3)
    let square = Fixture.node(
      "square", frame: CGRect(x: 51, y: 32, width: 36, height: 86), background: Fixture.black)
    let afterAFrame = try Self.culledDifference(
      [[square], [turned, square]], clear: nil, scale: 1)
    withKnownIssue("a clipped transparent clear leaves Cairo's surface not known clear") {
      #expect(afterAFrame == 0)
    }
    // Drawn first on a new surface, or over an opaque clear, the two agree.
    #expect(try Self.culledDifference([[turned, square]], clear: nil, scale: 1) == 0)
    #expect(
      try Self.culledDifference([[square], [turned, square]], clear: Fixture.white, scale: 1) == 0)
  }

  /// A translucent group (here turned, holding a translucent picture) whose visible part is
  /// pieces around an opaque layer was drawn clipped to those pieces, and a picture resampled
  /// under a clip of boxes takes its sample positions from each box's first pixel (Pixman's
  /// 16.16 stepping), 1 level off at a few pixels. Found by the random scenes; since session 52
  /// the group is drawn in the rows of its pieces across its whole width (only the pieces are
  /// composited), so no box's side cuts what it holds.
  @Test func aPictureInAGroupClippedToPieces() throws {
    var group = Self.turned(
      "group", bounds: CGRect(x: 0, y: 0, width: 82.82659803517588, height: 78.24322126981532),
      cos: 0.8443489185913327, sin: 0.535793713730991, tx: 48.34681156405181,
      ty: 123.90513219621138)
    group.opacity = 0.682542558170169
    group.contents = Contents(image: Self.translucentPicture)
    group.sublayers = [
      DisplayNode(
        name: "child",
        bounds: CGRect(x: 0, y: 0, width: 19.861037042125098, height: 33.38851619140134),
        transform: Transform3D(translationX: 91.53893471146098, y: 103.36520519544011, z: 0))
    ]
    var green = DisplayNode(
      name: "green",
      bounds: CGRect(x: 0, y: 0, width: 84.84138118887354, height: 84.86952158723464),
      transform: Transform3D(translationX: 56.526466731595136, y: 74.45350989195259, z: 0))
    green.backgroundColor = Color(red: 0.2, green: 0.7, blue: 0.4)
    #expect(try Self.culledDifference([[group, green]], clear: Fixture.white, scale: 2) == 0)
  }

  /// A translucent group partly under an opaque layer is composited only in the pieces of it
  /// that show. Drawn under a clip of those boxes, Cairo rasterized the group's edges inside
  /// them another way where a box's side cut them: its translucent background's fractional edge
  /// and border (909 bytes here at 2×; in the scene it came from, 370 bytes, each 1 level; up
  /// to 9 levels in random scenes 4057–6623). Since session 52 the group is drawn in the rows of
  /// its pieces across its whole width: a box's top and bottom change nothing.
  @Test func aGroupDrawnInPieces() throws {
    var group = DisplayNode(
      name: "group",
      bounds: CGRect(
        x: -4.115469381948483, y: 1.1370672619260063, width: 51.71838062257347,
        height: 29.942320666611785),
      transform: Transform3D(
        translationX: 22.442492685364712 + 10.335702047986402,
        y: 26.430183682557562 + 28.494677774484686, z: 0),
      opacity: 0.6722912849853429)
    group.backgroundColor = Color(
      red: 0.6392304112836843, green: 0.22022587343960776, blue: 0.5631728779437435,
      alpha: 0.23665108100508922)
    group.borderWidth = 2.3807260316318084
    group.borderColor = Fixture.black
    var cover = DisplayNode(
      name: "cover",
      bounds: CGRect(
        x: 5.763105849889506, y: -3.06608702256003, width: 38.107686390833614,
        height: 72.34119860217051),
      transform: Transform3D(translationX: 24.965733282929634, y: 9.343206447296872, z: 0))
    cover.backgroundColor = Color(red: 0.2, green: 0.68, blue: 0.16)
    #expect(
      try Self.culledDifference([[group, cover]], clear: Color(white: 0.93), scale: 2) == 0)
  }
}
