import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueUI

/// A stage marks its fingers over the frame when asked, and only there: the layer tree and
/// its presentation tree never see the indicator.
@MainActor
@Suite("Touch indicators over a stage's frames")
struct TouchIndicatorTests {
  @Test func aFingerDownIsMarkedOverTheFrameOnlyWhenAsked() {
    let stage = Stage()
    let tree = stage.presentationTree()
    let plain = stage.displayList()
    stage.play(
      InputScript([
        .drag(
          path: [CGPoint(x: 50, y: 200), CGPoint(x: 250, y: 200)], time: 0, duration: 0.5,
          easing: .easeInOut, releaseVelocity: nil)
      ]))
    stage.advance(to: 0.25)
    let finger = stage.window.touchLocations
    #expect(finger.count == 1)
    let marked = stage.displayList(showingTouches: true)
    #expect(marked.nodes.count == plain.nodes.count + 1)
    let indicator = marked.nodes.last
    #expect(indicator?.name == "touch indicator")
    #expect(indicator?.bounds.size == CGSize(width: 44, height: 44))
    #expect(stage.displayList().nodes.count == plain.nodes.count, "off by default")
    #expect(stage.presentationTree() == tree, "the layer tree never holds the indicator")
    stage.advance(to: 0.6)
    #expect(stage.window.touchLocations.isEmpty)
    #expect(stage.displayList(showingTouches: true).nodes.count == plain.nodes.count)
  }

  /// A window marks a scene's scripted fingers, not the host's pointer (which shows itself).
  @Test func scriptedFingersAreToldApartFromThePointer() {
    let stage = Stage()
    stage.pointer(.down, at: CGPoint(x: 300, y: 600), finger: 7)
    stage.play(InputScript([.press(at: CGPoint(x: 100, y: 200), time: 0, duration: 0.5)]))
    stage.advance(to: 0.1)
    #expect(stage.window.touchLocations.count == 2)
    #expect(stage.window.scriptedTouchLocations == [CGPoint(x: 100, y: 200)])
    stage.advance(to: 0.6)
    #expect(stage.window.scriptedTouchLocations.isEmpty)
    #expect(stage.window.touchLocations == [CGPoint(x: 300, y: 600)])
  }

  @Test func theIndicatorIsCentredOnTheFinger() {
    let node = TouchIndicator.node(at: CGPoint(x: 100, y: 300))
    let centre = node.transform.projecting(CGPoint(x: 22, y: 22)) ?? .zero
    #expect(abs(centre.x - 100) < 1e-9 && abs(centre.y - 300) < 1e-9, "\(centre)")
  }
}
