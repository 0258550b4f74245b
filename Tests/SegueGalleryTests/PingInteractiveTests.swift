import Foundation
import SegueCairo
import SegueGeometry
import SegueLayers
import SegueTesting
import SegueUI
import Testing

@testable import SegueGallery

@MainActor
@Suite("ping-pop-interactive and ping-pop-cancelled (seed 000's pan)")
struct PingInteractiveTests {
  @Test func finishedKeyFrames() throws {
    expectKeyFrameSnapshots(of: PingInteractive.finishedEntry)
  }

  @Test func cancelledKeyFrames() throws {
    expectKeyFrameSnapshots(of: PingInteractive.cancelledEntry)
  }

  /// Runs `cancelled`'s scene frame by frame at 60 Hz, returning the app.
  private func run(cancelled: Bool, check: (Ping.App, Double) -> Void = { _, _ in }) -> Ping.App {
    let app = Ping.makeApp(device: .iPhone15Pro, pushed: true)
    let scene = PingInteractive.start(in: app, cancelled: cancelled)
    for frame in 1...60 {
      let progress = Double(frame) / 60
      scene.advance(to: PingInteractive.duration * progress)
      check(app, progress)
    }
    return app
  }

  @Test func aDragReleasedMovingRightFinishesThePop() throws {
    var sawInteractive = false
    let app = run(cancelled: false) { app, _ in
      if app.delegate.interactionController != nil { sawInteractive = true }
    }
    #expect(sawInteractive, "the pan's began created the interaction controller")
    let navigation = app.navigationController
    #expect(navigation.viewControllers.count == 1 && navigation.topViewController === app.first)
    #expect(app.first.view.layer.mask == nil, "the animator removed the mask")
    #expect(navigation.transitionCoordinator == nil && app.delegate.interactionController == nil)
    #expect(app.first.view.superview != nil)
  }

  @Test func aDragReleasedMovingLeftCancelsAndTheSecondScreenStays() throws {
    var second: ViewController?
    var progressAtRelease: CGFloat?
    let app = run(cancelled: true) { app, progress in
      if second == nil { second = app.navigationController.viewControllers.last }
      if progress < 0.3, let context = app.navigationController.transitionCoordinator {
        progressAtRelease = context.percentComplete
      }
    }
    let navigation = app.navigationController
    #expect(navigation.viewControllers.count == 2 && navigation.topViewController === second)
    #expect(app.first.view.superview == nil, "the revealed screen left the container")
    #expect(app.first.view.layer.mask == nil)
    #expect(second?.view.superview != nil && second?.view.layer.mask == nil)
    #expect(navigation.transitionCoordinator == nil)
    #expect((progressAtRelease ?? 0) > 0.1, "the drag scrubbed the reveal")
  }

  /// The reveal's radius frame by frame at 60 Hz while the finger is down and after it
  /// lifts: the frame after the release goes on at about the finger's pace (the completion
  /// leaves at its speed rather than easing in from rest).
  @Test func theReleaseContinuesAtTheFingersPace() throws {
    let app = Ping.makeApp(device: .iPhone15Pro, pushed: true)
    let stage = PingInteractive.start(in: app, cancelled: false)
    var radii: [(radius: CGFloat, touching: Bool)] = []
    for frame in 1...60 {
      stage.advance(to: Double(frame) / 60)
      guard let mask = app.first.view.layer.mask as? ShapeLayer,
        let box = mask.presentationValues().shape.path?.boundingBoxOfPath
      else { continue }
      radii.append((box.width / 2, !stage.window.touchLocations.isEmpty))
    }
    let release = try #require(radii.firstIndex { !$0.touching })
    try #require(release >= 2 && release + 1 < radii.count)
    let before = radii[release - 1].radius - radii[release - 2].radius
    let after = radii[release].radius - radii[release - 1].radius
    let next = radii[release + 1].radius - radii[release].radius
    #expect(before > 5, "the finger was moving: \(before) pt a frame")
    #expect(after >= 0.9 * before && after <= 1.1 * before, "\(before) then \(after)")
    #expect(next >= 0.8 * before, "no restart from rest: \(before), \(after), \(next)")
  }

  @Test func bothEntriesAreRegistered() {
    #expect(Gallery.entry(id: "ping-pop-interactive") != nil)
    #expect(Gallery.entry(id: "ping-pop-cancelled") != nil)
  }
}
