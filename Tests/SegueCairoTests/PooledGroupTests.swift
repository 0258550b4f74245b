import CCairo
import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// Groups drawn into pooled memory (`FramePainter+Group`) must give the bytes of Cairo's fresh
/// groups, whatever earlier frames left in that memory: a seeded random sequence of frames of
/// faded, masked, shadowed, pictured and partly covered groups, drawn in sequence by one
/// renderer, against a renderer that pushes a Cairo group for each (`poolsGroupSurfaces` off).
@MainActor
@Suite struct PooledGroupTests {
  @Test func randomFramesOfGroupsGiveTheBytesOfCairosGroups() throws {
    let pooled = CairoRenderer()
    let fresh = CairoRenderer()
    fresh.poolsGroupSurfaces = false
    var random = SeededLCG(state: 0x5EED_0017)
    for frame in 0..<60 {
      let scale = [1, 2, 3][frame % 3]
      let list = DisplayList(
        size: CGSize(width: 100, height: 100), nodes: Self.randomScene(using: &random))
      _ = try pooled.draw(list, scale: scale)
      _ = try fresh.draw(list, scale: scale)
      let differing = pooled.frameDifference(from: fresh)?.bytes ?? Int.max
      #expect(differing == 0, "frame \(frame) at \(scale)×: \(differing) bytes differ")
    }
    // The pooled renderer drew its groups into scratch memory; the other only some of them
    // (those its own content covers, never cleared).
    #expect(pooled.scratch.bytesLent > fresh.scratch.bytesLent)
  }

  static let picture = Fixture.checkerboard(cells: 6, cell: 7)

  /// An opaque ground, then one to three groups — faded with a background and a child, some
  /// with a picture, a shadow, an alpha mask, inside rounded bounds (a clip that is not pixel
  /// rectangles) — and sometimes an opaque lid over part of them (groups shown in pieces).
  static func randomScene(using random: inout SeededLCG) -> [DisplayNode] {
    func coordinate(_ range: ClosedRange<Int>) -> CGFloat {
      CGFloat(Int.random(in: range, using: &random)) / 4
    }
    func color(alpha: CGFloat = 1) -> Color {
      Color(
        red: CGFloat.random(in: 0...1, using: &random),
        green: CGFloat.random(in: 0...1, using: &random),
        blue: CGFloat.random(in: 0...1, using: &random), alpha: alpha)
    }
    var nodes = [
      Fixture.node(
        "ground", frame: CGRect(x: 0, y: 0, width: 100, height: 100), background: color())
    ]
    for index in 0..<Int.random(in: 1...3, using: &random) {
      let frame = CGRect(
        x: coordinate(0...240), y: coordinate(0...240), width: coordinate(40...240),
        height: coordinate(40...240))
      var group = Fixture.node(
        "group \(index)", frame: frame,
        background: color(alpha: Bool.random(using: &random) ? 1 : 0.7),
        opacity: Double.random(in: 0.2...0.9, using: &random))
      group.cornerRadius = Bool.random(using: &random) ? 0 : 6
      var child = Fixture.node(
        "child",
        frame: CGRect(
          x: coordinate(-20...120), y: coordinate(-20...120), width: coordinate(20...160),
          height: coordinate(20...160)), background: color())
      child.cornerRadius = Bool.random(using: &random) ? 0 : 3
      if Bool.random(using: &random) {
        // A picture scaled into the group: its first paint lands on clear pixels.
        child.contents = Contents(image: Self.picture, gravity: .resizeAspectFill)
      }
      group.sublayers = [child]
      if Int.random(in: 0..<4, using: &random) == 0 {
        group.shadow = Shadow(
          color: Fixture.black, opacity: 0.5, radius: 4, offset: CGSize(width: 0, height: 3),
          path: nil)
      }
      if Int.random(in: 0..<4, using: &random) == 0 {
        // Drawn as alpha: not an opaque shape.
        var mask = Fixture.node(
          "mask", frame: CGRect(x: 2, y: 3, width: frame.width - 4, height: frame.height / 2),
          background: Fixture.black)
        mask.cornerRadius = 5
        group.mask = mask
      }
      if Int.random(in: 0..<4, using: &random) == 0 {
        var holder = Fixture.node("holder", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        holder.masksToBounds = true
        holder.cornerRadius = 20
        holder.sublayers = [group]
        nodes.append(holder)
      } else {
        nodes.append(group)
      }
    }
    if Bool.random(using: &random) {
      nodes.append(
        Fixture.node(
          "lid",
          frame: CGRect(
            x: coordinate(0...200), y: coordinate(0...200), width: coordinate(40...200),
            height: coordinate(40...200)), background: color()))
    }
    return nodes
  }
}
