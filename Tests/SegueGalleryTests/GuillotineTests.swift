import Foundation
import SegueCairo
import SegueGeometry
import SegueLayers
import SegueTesting
import Testing

@testable import SegueGallery
@testable import SegueUI

@MainActor
@Suite("guillotine-open and guillotine-close (seed 004: custom segue, UIKit Dynamics)")
struct GuillotineTests {
  /// The angle of `view`'s transform, radians.
  private func angle(of view: View) -> CGFloat {
    atan2(view.transform.b, view.transform.a)
  }

  /// Advances `scene` frame by frame (60 Hz) to `time`, calling `body` after each frame.
  private func play(_ scene: Stage, to time: Double, _ body: (Double) -> Void = { _ in }) {
    var frame = 1
    while Double(frame) / 60 <= time + 1e-9 {
      scene.advance(to: Guillotine.duration * min(Double(frame) / 60 / Guillotine.duration, 1))
      body(Double(frame) / 60)
      frame += 1
    }
  }

  @Test func openKeyFrames() throws {
    expectKeyFrameSnapshots(of: Guillotine.openEntry)
  }

  @Test func closeKeyFrames() throws {
    expectKeyFrameSnapshots(of: Guillotine.closeEntry)
  }

  @Test func theMenuStartsAlongTheBarFallsBouncesAndEndsUpright() throws {
    let app = Guillotine.makeApp(device: .iPhone15Pro)
    let scene = Guillotine.start(in: app, presenting: true)
    let menu = try #require(app.host.presentedViewController as? GuillotineMenuViewController)
    #expect(menu.isBeingPresented && menu.presentingSegue != nil)
    // Lying along the bar: turned a quarter turn counter-clockwise about the button's centre,
    // its edge along the bar's bottom (59 + 44 = 103).
    #expect(abs(angle(of: menu.view) + .pi / 2) < 1e-6)
    #expect(menu.anchorPoint == CGPoint(x: 22, y: 81))
    #expect(abs(menu.view.frame.maxY - 103) < 1e-6)
    var minimumAngle = CGFloat.infinity
    var reachedUpright = false
    var completedAt: Double?
    play(scene, to: Guillotine.duration) { time in
      let current = angle(of: menu.view)
      if current > -0.05 { reachedUpright = true }
      if reachedUpright { minimumAngle = min(minimumAngle, current) }
      if completedAt == nil, !menu.isBeingPresented { completedAt = time }
    }
    #expect(reachedUpright)
    // Issue 20: it rebounded 22° and held the menu for 0.8 s; at most 8° now, and at rest
    // within about a second.
    #expect(minimumAngle < -2 * .pi / 180, "the menu bounces back off the edge")
    #expect(minimumAngle > -8 * .pi / 180, "by at most 8°")
    let end = try #require(completedAt)
    #expect(end > 0.9 && end < 1.2, "at rest about 1.1 s after the tap")
    #expect(abs(angle(of: menu.view)) < 0.01)
    #expect(menu.view.frame == app.window.bounds)
    #expect(app.host.presentedViewController === menu && app.host.transitionCoordinator == nil)
    #expect(menu.appearanceLog == ["willAppear", "didAppear"])
  }

  @Test func theMenuStaysPresentedAndUprightAtTheEnd() throws {
    let app = Guillotine.makeApp(device: .iPhone15Pro)
    let scene = Guillotine.start(in: app, presenting: true)
    let menu = try #require(app.host.presentedViewController as? GuillotineMenuViewController)
    scene.advance(to: Guillotine.duration * 1)
    #expect(!menu.isBeingPresented && app.host.presentedViewController === menu)
    #expect(abs(angle(of: menu.view)) < 0.01)
    #expect(menu.appearanceLog == ["willAppear", "didAppear"])
  }

  @Test func closingTurnsTheMenuBackUpAndFreesTheSegue() throws {
    let app = Guillotine.makeApp(device: .iPhone15Pro)
    let scene = Guillotine.start(in: app, presenting: true)
    weak var segue: GuillotineMenuSegue?
    weak var weakMenu: GuillotineMenuViewController?
    do {
      let menu = try #require(app.host.presentedViewController as? GuillotineMenuViewController)
      segue = menu.presentingSegue
      weakMenu = menu
      scene.advance(to: Guillotine.duration * 1)
      #expect(segue != nil, "the presented menu keeps its segue alive")
      let start = scene.time
      var dismissals = 0
      app.host.dismiss(animated: true) { dismissals += 1 }
      #expect(menu.isBeingDismissed)
      var minimumAngle = CGFloat.infinity
      var time = start
      while menu.isBeingDismissed, time < start + 2 {
        time += 1.0 / 60
        scene.advance(to: time)
        if menu.view.superview != nil { minimumAngle = min(minimumAngle, angle(of: menu.view)) }
      }
      #expect(!menu.isBeingDismissed && time - start < 1.5, "settled before the time limit")
      #expect(abs(minimumAngle + .pi / 2) < 0.01, "the menu turned back up along the bar")
      #expect(dismissals == 1)
      #expect(menu.view.superview == nil && app.host.presentedViewController == nil)
      #expect(menu.appearanceLog == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    }
    // The transition context is released at the next frame.
    scene.advance(by: 1.0 / 60)
    #expect(segue == nil, "the segue is freed after the dismissal")
    #expect(weakMenu == nil, "so is the menu")
  }

  /// Every frame of the presentation in `orientation`: the pin holds (the centre is where
  /// the angle puts it), the first rebound and the time to rest, and the last frame's step no
  /// larger than the frames' before it (the menu rests where it ends; nothing snaps).
  @Test(arguments: [Device.Orientation.portrait, .landscape])
  func thePinHoldsAndTheMenuRestsWhereItEnds(_ orientation: Device.Orientation) throws {
    let device = Device.iPhone15Pro.turned(to: orientation)
    let app = Guillotine.makeApp(device: device)
    let scene = Guillotine.start(in: app, presenting: true)
    let menu = try #require(app.host.presentedViewController as? GuillotineMenuViewController)
    let pin = menu.anchorPoint
    let final = app.window.bounds
    let local = CGPoint(x: final.midX - pin.x, y: final.midY - pin.y)
    var angles: [CGFloat] = []
    var endedAt: Double?
    play(scene, to: Guillotine.duration) { time in
      let rotation = menu.view.transform
      let expected = CGPoint(
        x: pin.x + local.x * rotation.a + local.y * rotation.c,
        y: pin.y + local.x * rotation.b + local.y * rotation.d)
      #expect(
        hypot(menu.view.center.x - expected.x, menu.view.center.y - expected.y) < 0.5,
        "the pin holds at \(time) s")
      if endedAt == nil {
        angles.append(angle(of: menu.view))
        if !menu.isBeingPresented { endedAt = time }
      }
    }
    let end = try #require(endedAt)
    #expect(end < 1.2, "at rest by \(end) s")
    #expect(menu.view.frame == final)
    let landing = try #require(angles.firstIndex { $0 > -0.02 })
    let rebound = try #require(angles[landing...].min())
    #expect(rebound > -8 * .pi / 180, "the first rebound is \(rebound * 180 / .pi)°")
    // The far corner's travel in the last frame against the largest in the rebound after it.
    let steps = zip(angles.dropFirst(landing), angles.dropFirst(landing + 1)).map { abs($1 - $0) }
    let last = try #require(steps.last)
    let largest = try #require(steps.max())
    #expect(last <= largest, "the last frame moves no more than the bounce")
    #expect(last < 0.01, "under 0.6° (about 8 pt at the far corner) in the last frame")
  }

  @Test func closingMovesInTheFirstFrame() throws {
    // Issue 20: close barely moved for 0.2 s after the tap (the push's lever is short while the
    // menu is upright); the tap flicks it now.
    let app = Guillotine.makeApp(device: .iPhone15Pro, presented: true)
    let scene = Guillotine.start(in: app, presenting: false)
    let menu = try #require(app.host.presentedViewController as? GuillotineMenuViewController)
    scene.advance(to: 1.0 / 30)
    // The far corner is about 790 pt from the pin: 1° is about 14 pt.
    #expect(angle(of: menu.view) < -1.5 * .pi / 180, "it turns at once")
  }

  @Test func theAnchorFollowsTheLayout() throws {
    let app = Guillotine.makeApp(device: .iPadPro11)
    _ = Guillotine.start(in: app, presenting: true)
    let menu = try #require(app.host.presentedViewController as? GuillotineMenuViewController)
    let top = app.window.safeAreaInsets.top
    #expect(menu.anchorPoint == CGPoint(x: 22, y: top + 22))
    #expect(menu.navigationBarHeight == menu.anchorPoint.x + menu.anchorPoint.y)
  }

  @Test func onARotatedIPadTheMenuFallsFromTheRotatedButtonAndFillsTheWindow() throws {
    // Issue 5: the anchor is computed after layout on every size change, not hard-coded.
    let app = Guillotine.makeApp(device: .iPadPro11)
    app.window.rotate(animated: false)
    #expect(app.window.bounds.size == CGSize(width: 1194, height: 834))
    let scene = Guillotine.start(in: app, presenting: true)
    let menu = try #require(app.host.presentedViewController as? GuillotineMenuViewController)
    let top = app.window.safeAreaInsets.top
    #expect(menu.anchorPoint == CGPoint(x: 22, y: top + 22))
    #expect(abs(angle(of: menu.view) + .pi / 2) < 1e-6, "it starts along the landscape bar")
    play(scene, to: Guillotine.duration)
    #expect(!menu.isBeingPresented)
    #expect(abs(angle(of: menu.view)) < 0.01)
    #expect(menu.view.frame == app.window.bounds, "upright, filling the landscape window")
  }

  @Test func renderingIsDeterministic() throws {
    for entry in [Guillotine.openEntry, Guillotine.closeEntry] {
      let first = try renderKeyFrames(of: entry)
      let second = try renderKeyFrames(of: entry)
      for (a, b) in zip(first, second) {
        #expect(a.1 == b.1, "\(entry.id): frame at \(a.0) differs between two runs")
        #expect(a.2 == b.2)
      }
    }
  }

  @Test func bothEntriesAreRegistered() {
    #expect(Gallery.entry(id: "guillotine-open")?.duration == 1.5)
    #expect(Gallery.entry(id: "guillotine-close")?.duration == 1.5)
  }
}
