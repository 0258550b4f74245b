import CCairo
import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

/// A screen turning about y in perspective: an opaque background, a picture and a bar, as a
/// flip's screens are drawn. `barColor` changes what the plane holds. Pictures are compared by
/// identity, as a screen's are the same objects from frame to frame: `image` is the picture.
private func turningScreen(angle: Double, barColor: Color = Fixture.red, image: Image)
  -> DisplayNode
{
  var screen = Fixture.node(
    "screen", frame: CGRect(x: 0, y: 0, width: 200, height: 300), background: Fixture.blue)
  var picture = Fixture.node("picture", frame: CGRect(x: 30, y: 60, width: 120, height: 90))
  picture.contents = Contents(image: image)
  screen.sublayers = [
    picture,
    Fixture.node("bar", frame: CGRect(x: 20, y: 250, width: 160, height: 8), background: barColor),
  ]
  screen.transform = Transform3D(translationX: -100, y: -150, z: 0)
    .concatenating(ProjectionTests.rotationY(angle))
    .concatenating(ProjectionTests.perspective(500))
    .concatenating(Transform3D(translationX: 110, y: 160, z: 0))
  return screen
}

/// A screen (as `turningScreen`'s, unturned) curling off another at `time` (`PageCurl`).
private func curlingScreen(
  time: CGFloat, angle: CGFloat, barColor: Color = Fixture.red, image: Image
) -> [DisplayNode] {
  var screen = turningScreen(angle: 0, barColor: barColor, image: image)
  screen.transform = Transform3D(translationX: 10, y: 10, z: 0)
  screen.pageCurl = PageCurl(time: time, angle: angle, radius: 40)
  let beneath = Fixture.node(
    "beneath", frame: CGRect(x: 0, y: 0, width: 220, height: 320), background: Fixture.white)
  return [beneath, screen]
}

@MainActor
@Suite("Planes of 3D layers kept while their content stays the same")
struct KeptPlaneTests {
  private let size = CGSize(width: 220, height: 320)
  private let image = Fixture.checkerboard(cells: 6, cell: 15)

  @Test func aTurningScreenIsKeptAndGivesTheSamePixels() throws {
    let kept = CairoRenderer()
    let fresh = CairoRenderer()
    fresh.reusesPlanes = false
    for (frame, angle) in [0.2, 0.45, 0.7, 0.95, -0.6].enumerated() {
      let list = DisplayList(size: size, nodes: [turningScreen(angle: angle, image: image)])
      _ = try kept.draw(list, scale: 2)
      _ = try fresh.draw(list, scale: 2)
      #expect(kept.currentFrame() == fresh.currentFrame(), "frame \(frame)")
      // Kept from the first frame, whatever the angle.
      #expect(kept.planes.count == 1, "frame \(frame)")
    }
    #expect(fresh.planes.count == 0)
  }

  /// A curling page is drawn once and then only curled: kept from its first frame (the
  /// turning screens' rule), every frame the pixels of a renderer drawing it anew, also once
  /// its content changes (the changed page kept at once, the old one released).
  @Test(arguments: [PageCurl.curlUpAngle, 0.3])
  func aCurlingPageIsKeptAndGivesTheSamePixels(angle: CGFloat) throws {
    let kept = CairoRenderer()
    let fresh = CairoRenderer()
    fresh.reusesPlanes = false
    let frames: [(time: CGFloat, bar: Color)] = [
      (0.2, Fixture.red), (0.35, Fixture.red), (0.5, Fixture.red), (0.6, Fixture.white),
      (0.7, Fixture.white), (0.8, Fixture.white),
    ]
    for (frame, step) in frames.enumerated() {
      let list = DisplayList(
        size: size,
        nodes: curlingScreen(time: step.time, angle: angle, barColor: step.bar, image: image))
      _ = try kept.draw(list, scale: 2)
      _ = try fresh.draw(list, scale: 2)
      #expect(kept.currentFrame() == fresh.currentFrame(), "frame \(frame)")
      #expect(kept.planes.count == 1, "frame \(frame)")
    }
    #expect(fresh.planes.count == 0)
  }

  @Test func aPlaneWhoseContentChangesIsDrawnAgain() throws {
    let renderer = CairoRenderer()
    for angle in [0.3, 0.4, 0.5] {
      _ = try renderer.draw(
        DisplayList(size: size, nodes: [turningScreen(angle: angle, image: image)]), scale: 2)
    }
    #expect(renderer.planes.count == 1)
    let changed = DisplayList(
      size: size, nodes: [turningScreen(angle: 0.5, barColor: Fixture.white, image: image)])
    _ = try renderer.draw(changed, scale: 2)
    let expected = try Fixture.render(changed.nodes, size: size, scale: 2).bitmap
    #expect(renderer.currentFrame() == expected)
    let before = try Fixture.render([turningScreen(angle: 0.5, image: image)], size: size, scale: 2)
      .bitmap
    #expect(expected != before)
  }

  @Test func aPlaneWhoseDrawingIsNotedIsNotKept() throws {
    // A picture with a scale that is not positive is noted while the plane is drawn; every
    // frame must say so, so the plane is drawn every frame.
    var screen = turningScreen(angle: 0.4, image: image)
    screen.sublayers[0].contents?.scale = 0
    let renderer = CairoRenderer()
    var reports: [RenderReport] = []
    for _ in 0..<3 {
      reports.append(try renderer.draw(DisplayList(size: size, nodes: [screen]), scale: 2))
    }
    #expect(!reports[0].isFaithful)
    #expect(reports.allSatisfy { $0 == reports[0] })
    #expect(renderer.planes.count == 0)
  }

  /// Random sequences of frames — one or two screens, each held, turned, recoloured or left
  /// out, at 1× or 2× — drawn by a renderer that keeps planes and one that does not: every
  /// frame the same pixels and report, whatever the cache holds, spares or releases.
  @Test(arguments: [38, 380, 3800])
  func randomSequencesKeepingPlanesGiveTheSamePixels(seed: UInt64) throws {
    var generator = SeededLCG(state: seed)
    let kept = CairoRenderer()
    let fresh = CairoRenderer()
    fresh.reusesPlanes = false
    let colors = [Fixture.red, Fixture.white, Fixture.blue]
    var screens: [(angle: Double, color: Color)?] = [(0.3, Fixture.red), nil]
    var scale = 2
    var framesWithAKeptPlane = 0
    for frame in 0..<40 {
      for index in screens.indices {
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: screens[index] = nil
        case 1: screens[index] = (Double.random(in: -1.2...1.2, using: &generator), colors[0])
        case 2: screens[index]?.angle += Double.random(in: -0.2...0.2, using: &generator)
        case 3: screens[index]?.color = colors.randomElement(using: &generator) ?? Fixture.red
        default: break  // held: the same plane as the frame before
        }
      }
      if Int.random(in: 0..<10, using: &generator) == 0 { scale = 3 - scale }
      let nodes = screens.compactMap { $0 }.map {
        turningScreen(angle: $0.angle, barColor: $0.color, image: image)
      }
      let list = DisplayList(size: size, nodes: nodes)
      let keptReport = try kept.draw(list, scale: scale)
      let freshReport = try fresh.draw(list, scale: scale)
      #expect(
        CoveredContentTests.differingBytes(kept, fresh) == 0, "seed \(seed), frame \(frame)")
      #expect(keptReport == freshReport, "seed \(seed), frame \(frame)")
      if kept.planes.count > 0 { framesWithAKeptPlane += 1 }
    }
    // The sequences do exercise the cache: planes are kept in a good part of the frames.
    #expect(framesWithAKeptPlane >= 5, "seed \(seed)")
    #expect(fresh.planes.count == 0)
  }

  @Test func aPlaneKeptInAReleasedPlanesMemoryGivesTheSamePixels() throws {
    let renderer = CairoRenderer()
    let first = DisplayList(size: size, nodes: [turningScreen(angle: 0.3, image: image)])
    let second = DisplayList(
      size: size, nodes: [turningScreen(angle: 0.3, barColor: Fixture.white, image: image)])
    for list in [first, first, second, second, second] {
      _ = try renderer.draw(list, scale: 2)
    }
    let fresh = CairoRenderer()
    fresh.reusesPlanes = false
    _ = try fresh.draw(second, scale: 2)
    #expect(renderer.currentFrame() == fresh.currentFrame())
    #expect(renderer.planes.count == 1)
  }

  /// A flip played twice, as the bench plays one: the first screen turns, then hides as the
  /// second shows. Each screen's plane is drawn once a turn, with the pixels of a renderer
  /// drawing every plane anew; from the second turn on, each in the memory of the plane
  /// released when the other screen showed, several frames before.
  @Test func aFlipsScreensAreDrawnOnceInReleasedPlanesMemory() throws {
    let renderer = CairoRenderer()
    let fresh = CairoRenderer()
    fresh.reusesPlanes = false
    let first = [0.2, 0.5, 0.8, 1.1].map { (angle: $0, color: Fixture.red) }
    let second = [-1.2, -0.9, -0.6, -0.3].map { (angle: $0, color: Fixture.white) }
    for (frame, screen) in (first + second + first + second).enumerated() {
      let list = DisplayList(
        size: size,
        nodes: [turningScreen(angle: screen.angle, barColor: screen.color, image: image)])
      _ = try renderer.draw(list, scale: 2)
      _ = try fresh.draw(list, scale: 2)
      #expect(renderer.currentFrame() == fresh.currentFrame(), "frame \(frame)")
      #expect(renderer.planes.count == 1, "frame \(frame)")
    }
    // Surfaces made for the first turn's two planes only; the first screen's plane released
    // in the second turn is kept as a spare meanwhile.
    #expect(renderer.planes.surfacesMade == 2)
    #expect(renderer.planes.spareCount == 1)
    // A frame without a plane (the flip is over) gives the memory back.
    _ = try renderer.draw(DisplayList(size: size, nodes: []), scale: 2)
    #expect(renderer.planes.count == 0)
    #expect(renderer.planes.spareCount == 0)
  }
}
