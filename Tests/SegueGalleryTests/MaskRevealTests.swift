import Foundation
import SegueCairo
import SegueGeometry
import SegueLayers
import SegueTesting
import Testing

@testable import SegueGallery

@MainActor
@Suite("mask-reveal (seed 000 at the layer level)")
struct MaskRevealTests {
  @Test func keyFrames() throws {
    expectKeyFrameSnapshots(of: MaskReveal.entry)
  }

  @Test func theCircleGrowsLinearlyFromTheButtonToPastTheFarCorner() throws {
    let device = Device.iPhone15Pro
    let button = MaskReveal.buttonFrame(on: device)
    // Seed: 44×44, 10 pt from the top-right of the safe area (top inset 59).
    #expect(button == CGRect(x: 393 - 10 - 44, y: 59 + 10, width: 44, height: 44))
    let r = ((button.midX - 0) * (button.midX - 0) + (852 - button.midY) * (852 - button.midY))
      .squareRoot()
    #expect(abs(MaskReveal.revealRadius(on: device) - r) < 1e-9)
    let scene = MaskReveal.entry.makeStartedStage(device: device)
    for progress in [0.1, 0.3, 0.5, 0.9] {
      scene.advance(to: MaskReveal.duration * progress)
      let to = try #require(scene.window.layer.sublayers?.first?.sublayers?.last)
      let mask = try #require(to.mask as? ShapeLayer)
      let box = try #require(mask.presentationValues().shape.path?.boundingBoxOfPath)
      let radius = 22 + progress * r
      #expect(abs(box.width / 2 - radius) < 1e-6, "linear growth at \(progress)")
      #expect(abs(box.midX - button.midX) < 1e-6 && abs(box.midY - button.midY) < 1e-6)
    }
  }

  @Test func theMaskIsRemovedWhenTheRevealEnds() throws {
    let scene = MaskReveal.entry.makeStartedStage(device: .iPhone15Pro)
    let to = try #require(scene.window.layer.sublayers?.first?.sublayers?.last)
    scene.advance(to: MaskReveal.duration * 0.99)
    #expect(to.mask != nil)
    scene.advance(to: MaskReveal.duration * 1)
    #expect(to.mask == nil, "the seed's cleanup, applied to the layer that was masked")
  }

  @Test func aLiveSceneRunsPastTheTransition() throws {
    let scene = MaskReveal.entry.makeStartedStage(device: .iPhone15Pro)
    scene.advance(to: MaskReveal.duration * 1)
    scene.advance(to: 2)
    #expect(scene.time == 2)
    #expect(scene.isIdle, "the reveal ended and its mask is gone")
  }

  @Test func renderingIsDeterministic() throws {
    let first = try renderKeyFrames(of: MaskReveal.entry, scale: 2)
    let second = try renderKeyFrames(of: MaskReveal.entry, scale: 2)
    for (a, b) in zip(first, second) {
      #expect(a.1 == b.1, "frame at \(a.0) differs between two runs")
      #expect(a.2 == b.2)
    }
  }

  @Test func noSnapshotIsOrphaned() {
    expectNoOrphanedSnapshots()
  }
}
