import CCairo
import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// What an opaque background under a turned (rotated, skewed, unevenly scaled) transform covers
/// (`FramePainter.turnedCover`): only device pixels whose whole square lies in its outline, so
/// that culling what lies under them changes no byte of the frame.
@MainActor
@Suite("What a turned opaque background covers")
struct TurnedCoverTests {
  /// A random affine map of a node's space onto the canvas: turned by any angle (tiny ones
  /// too, whose edges run nearly along the pixel grid), scaled unevenly, sometimes skewed,
  /// placed at fractions of a point.
  private static func randomTurn(using generator: inout SeededLCG) -> CGAffineTransform {
    let angle: Double
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: angle = Double.random(in: -0.002...0.002, using: &generator)
    case 1: angle = .pi / 2 + Double.random(in: -0.002...0.002, using: &generator)
    default: angle = Double.random(in: -Double.pi...Double.pi, using: &generator)
    }
    let sx = Double.random(in: 0.4...2, using: &generator)
    let sy = Bool.random(using: &generator) ? sx : Double.random(in: 0.4...2, using: &generator)
    let skew =
      Int.random(in: 0..<4, using: &generator) == 0
      ? Double.random(in: -0.5...0.5, using: &generator) : 0
    // Scale, then skew, then turn, then place.
    let (c, s) = (cos(angle), sin(angle))
    let a = sx * c
    let b = sx * s
    let cc = sy * (skew * c - s)
    let d = sy * (skew * s + c)
    return CGAffineTransform(
      a: a, b: b, c: cc, d: d, tx: Double.random(in: 20...140, using: &generator),
      ty: Double.random(in: 20...140, using: &generator))
  }

  private static func randomBounds(using generator: inout SeededLCG) -> CGRect {
    CGRect(
      x: Double.random(in: -30...10, using: &generator),
      y: Double.random(in: -30...10, using: &generator),
      width: Double.random(in: 1...90, using: &generator),
      height: Double.random(in: 1...90, using: &generator))
  }

  /// Every pixel of the bands has all four corners inside the outline's square parts (mapped
  /// back into the node's space by the inverse map: a test independent of how the bands are
  /// made), and a large shape's bands hold most of its inner pixels.
  @Test(arguments: [3, 33, 333] as [UInt64])
  func bandsHoldOnlyPixelsWhoseSquaresLieInside(seed: UInt64) {
    var generator = SeededLCG(state: seed)
    var checked = 0
    for round in 0..<80 {
      let turn = Self.randomTurn(using: &generator)
      let scale = Double([1, 2, 3][round % 3])
      var node = DisplayNode(name: "turned", bounds: Self.randomBounds(using: &generator))
      node.cornerRadius =
        round % 2 == 0 ? 0 : Double.random(in: 0...20, using: &generator)
      node.backgroundColor = Fixture.red
      let m = cairo_matrix_t(
        xx: turn.a * scale, yx: turn.b * scale, xy: turn.c * scale, yy: turn.d * scale,
        x0: turn.tx * scale, y0: turn.ty * scale)
      let inverse = CGAffineTransform(
        a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0
      ).inverted()
      let radius = FramePainter.cornerRadius(of: node)
      let parts =
        radius > 0
        ? [node.bounds.insetBy(dx: radius, dy: 0), node.bounds.insetBy(dx: 0, dy: radius)]
        : [node.bounds]
      func inside(_ x: Double, _ y: Double) -> Bool {
        let p = CGPoint(x: x, y: y).applying(inverse)
        return parts.contains { part in
          !part.isEmpty && p.x >= part.minX && p.x <= part.maxX && p.y >= part.minY
            && p.y <= part.maxY
        }
      }
      func squareInside(_ x: Int, _ y: Int) -> Bool {
        let (x, y) = (Double(x), Double(y))
        return inside(x, y) && inside(x + 1, y) && inside(x, y + 1) && inside(x + 1, y + 1)
      }
      let bands = FramePainter.turnedCover(of: node, under: m)
      var claimed = Set<Int>()
      var outside = 0
      for band in bands {
        for y in band.y..<band.maxY {
          for x in band.x..<band.maxX {
            // The two square parts of a rounded outline overlap: a pixel may be in both.
            claimed.insert((y + 1000) * 4000 + x + 1000)
            if !squareInside(x, y) { outside += 1 }
          }
        }
      }
      #expect(outside == 0, "seed \(seed), round \(round): \(outside) pixels not wholly inside")
      // A square outline at least 40 pixels across both ways: its bands hold most of it (thin
      // slanted bars lose most of theirs to the bands' steps, which only costs time).
      let (ax, ay, bx, by) = (
        m.xx * node.bounds.width, m.yx * node.bounds.width,
        m.xy * node.bounds.height, m.yy * node.bounds.height
      )
      let area = abs(ax * by - ay * bx)
      let across = min(
        area / (ax * ax + ay * ay).squareRoot(), area / (bx * bx + by * by).squareRoot())
      guard radius == 0, across >= 40 else { continue }
      let box = PixelRect(enclosing: FramePainter.deviceBox(of: node.bounds, under: m))
      var wholly = 0
      for y in box.y..<box.maxY {
        for x in box.x..<box.maxX where squareInside(x, y) { wholly += 1 }
      }
      #expect(
        Double(claimed.count) >= 0.6 * Double(wholly),
        "seed \(seed), round \(round): \(claimed.count) of \(wholly)")
      checked += 1
    }
    #expect(checked >= 10, "seed \(seed): \(checked) large outlines")
  }

  /// Random scenes: a picture and fills on a white page, under turned opaque cards (rounded or
  /// square, some with a turned clip around them, some translucent groups holding an opaque
  /// card) — drawn by a renderer that culls and by one that does not, at 1×, 2× and 3×: the
  /// same bytes. The turned cards cover something in most scenes (the path is taken).
  @Test(arguments: [5, 55, 555] as [UInt64])
  func turnedCardsCullWhatTheyCoverWithTheSamePixels(seed: UInt64) throws {
    var generator = SeededLCG(state: seed)
    let size = CGSize(width: 180, height: 180)
    let picture = Fixture.checkerboard(cells: 8, cell: 10)
    var scenesCovering = 0
    let rounds = 24
    for round in 0..<rounds {
      var page = Fixture.node(
        "page", frame: CGRect(origin: .zero, size: size), background: Fixture.white)
      var photo = Fixture.node("photo", frame: CGRect(x: 20, y: 30, width: 80, height: 80))
      photo.contents = Contents(image: picture)
      page.sublayers = [
        photo,
        Fixture.node(
          "bar", frame: CGRect(x: 10, y: 120, width: 150, height: 14),
          background: Color(red: 0.2, green: 0.5, blue: 0.3)),
      ]
      var nodes = [page]
      for index in 0..<Int.random(in: 1...3, using: &generator) {
        var card = DisplayNode(
          name: "card \(index)", bounds: Self.randomBounds(using: &generator),
          transform: Transform3D(Self.randomTurn(using: &generator)))
        card.backgroundColor = [Fixture.blue, Fixture.red, Fixture.black][index % 3]
        card.cornerRadius = Bool.random(using: &generator) ? 0 : 8
        card.sublayers = [
          Fixture.node(
            "label", frame: CGRect(x: 4, y: 4, width: 20, height: 6), background: Fixture.green)
        ]
        switch Int.random(in: 0..<5, using: &generator) {
        case 0:
          // A turned holder clipping the card: only what its clip lets through for sure counts.
          var holder = DisplayNode(
            name: "holder", bounds: CGRect(x: 0, y: 0, width: 60, height: 60),
            transform: Transform3D(Self.randomTurn(using: &generator)))
          holder.masksToBounds = true
          holder.sublayers = [card]
          nodes.append(holder)
        case 1:
          // A translucent group: the card covers what is inside the group only.
          card.opacity = 0.6
          nodes.append(card)
        default:
          nodes.append(card)
        }
      }
      let list = DisplayList(size: size, clearColor: Fixture.black, nodes: nodes)
      for scale in [1, 2, 3] {
        let culled = CairoRenderer()
        let full = CairoRenderer()
        full.cullsOccludedContent = false
        if scale == 2 {
          // The page's own cover holds the cards': count what the cards cover without it.
          var bare = nodes
          bare[0].backgroundColor = nil
          let covered = FramePainter(renderer: culled).planOcclusion(
            DisplayList(size: size, clearColor: Fixture.black, nodes: bare), scale: scale
          ).covered
          if !covered.rects.isEmpty { scenesCovering += 1 }
        }
        _ = try culled.draw(list, scale: scale)
        _ = try full.draw(list, scale: scale)
        #expect(
          CoveredContentTests.differingBytes(culled, full) == 0,
          "seed \(seed), round \(round), scale \(scale)")
      }
    }
    #expect(scenesCovering >= rounds / 2, "seed \(seed): \(scenesCovering) of \(rounds)")
  }

  /// The frame is cleared only around a turned opaque window: its inside is left to the window's
  /// background, and the pixels are those of clearing everything.
  @Test func aTurnedWindowIsNotClearedUnder() throws {
    let size = CGSize(width: 200, height: 150)
    var window = DisplayNode(
      name: "window", bounds: CGRect(x: 0, y: 0, width: 220, height: 160),
      // Centred on the canvas, turned by 0.3 radians about its centre.
      transform: Transform3D(
        CGAffineTransform(translationX: 100, y: 75).rotated(by: 0.3)
          .translatedBy(x: -110, y: -80)))
    window.backgroundColor = Fixture.white
    let list = DisplayList(size: size, clearColor: Fixture.black, nodes: [window])
    let culled = CairoRenderer()
    let full = CairoRenderer()
    full.cullsOccludedContent = false
    let covered = FramePainter(renderer: culled).planOcclusion(list, scale: 2).covered
    let area = covered.rects.reduce(0) { $0 + $1.area }
    // The window covers most of the canvas; its bands hold at least half of the canvas.
    #expect(area >= 400 * 300 / 2, "\(area) pixels")
    _ = try culled.draw(list, scale: 2)
    _ = try full.draw(list, scale: 2)
    #expect(CoveredContentTests.differingBytes(culled, full) == 0)
  }
}
