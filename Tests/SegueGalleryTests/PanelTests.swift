import Foundation
import SegueCairo
import SegueGeometry
import SegueLayers
import SegueTesting
import Testing

@testable import SegueGallery
@testable import SegueUI

/// The panel's content controller, recording its appearance callbacks.
@MainActor
@Suite("panel-present and panel-dismiss (seed 001: custom presentation controller)")
struct PanelTests {
  @Test func presentKeyFrames() throws {
    expectKeyFrameSnapshots(of: Panel.presentEntry)
  }

  @Test func dismissKeyFrames() throws {
    expectKeyFrameSnapshots(of: Panel.dismissEntry)
  }

  @Test func thePanelTakesTheRightThirdOverTheChromeAtIndexZero() throws {
    let app = Panel.makeApp(device: .iPhone15Pro)
    var completions = 0
    let scene = Panel.start(in: app, presenting: true)
    let panel = try #require(app.home.presentedViewController as? ExampleViewController)
    let controller = try #require(
      panel.presentationController as? ExamplePresentationViewController)
    let container = try #require(controller.containerView)
    #expect(app.home.transitionCoordinator != nil && panel.isBeingPresented)
    #expect(container.subviews.first === controller.chromeView, "the chrome is at index 0")
    // Seed: width = floor(393 / 3) = 131, full height, at the right edge.
    let third = CGRect(x: 393 - 131, y: 0, width: 131, height: 852)
    #expect(controller.frameOfPresentedViewInContainerView == third)
    scene.advance(to: Panel.duration * 0.5)
    let chromeOpacity = controller.chromeView.layer.presentationValues().opacity
    #expect(chromeOpacity > 0 && chromeOpacity < 1, "fading in alongside")
    let x = panel.view.layer.presentationValues().position.x - 131 / 2
    #expect(x > third.minX && x < 393, "sliding in from the right edge")
    scene.advance(to: Panel.duration * 1)
    #expect(panel.view.frame == third && controller.chromeView.alpha == 1)
    #expect(controller.chromeView.frame == container.bounds)
    #expect(!panel.isBeingPresented && app.home.transitionCoordinator == nil)
    #expect(app.home.view.superview === app.window, "a .custom presenter stays on screen")
    #expect(container.subviews.count == 2 && container.subviews.last === panel.view)
    app.home.dismiss(animated: false) { completions += 1 }
    scene.advance(to: Panel.duration * 1)
    #expect(completions == 1 && app.home.presentedViewController == nil)
  }

  @Test func afterTheDismissalThePanelAndItsChromeAreGone() throws {
    let app = Panel.makeApp(device: .iPhone15Pro, presented: true)
    let panel = try #require(app.home.presentedViewController)
    let controller = try #require(
      panel.presentationController as? ExamplePresentationViewController)
    let scene = Panel.start(in: app, presenting: false)
    #expect(panel.isBeingDismissed)
    scene.advance(to: Panel.duration * 0.5)
    #expect(controller.chromeView.layer.presentationValues().opacity < 1)
    scene.advance(to: Panel.duration * 1)
    #expect(app.home.presentedViewController == nil && panel.presentingViewController == nil)
    #expect(panel.view.superview == nil && controller.chromeView.superview == nil)
    #expect(controller.containerView?.superview == nil, "the container left the window")
    #expect(app.window.subviews.count == 1 && app.home.view.superview === app.window)
  }

  @Test func rotatingAnIPadReLaysOutThePanelAndTheChrome() throws {
    let app = Panel.makeApp(device: .iPadPro11)
    let scene = Panel.start(in: app, presenting: true)
    let panel = try #require(app.home.presentedViewController)
    let controller = try #require(
      panel.presentationController as? ExamplePresentationViewController)
    scene.advance(to: Panel.duration * 0.5)
    app.window.rotate()  // portrait → landscape, mid-presentation
    #expect(panel.view.frame == CGRect(x: 1194 - 398, y: 0, width: 398, height: 834))
    #expect(controller.chromeView.frame.size == CGSize(width: 1194, height: 834))
    scene.advance(to: Panel.duration * 1)
    app.window.rotate()  // back to portrait, after
    // floor(834 / 3) = 278.
    #expect(panel.view.frame == CGRect(x: 834 - 278, y: 0, width: 278, height: 1194))
    #expect(controller.chromeView.frame.size == CGSize(width: 834, height: 1194))
    #expect(!panel.isBeingPresented)
  }

  /// The panel's left edge on screen.
  private func panelLeft(_ panel: ViewController) -> CGFloat {
    let values = panel.view.layer.presentationValues()
    return values.position.x - values.bounds.width / 2
  }

  @Test func rotatingMidPresentationBlendsIntoTheRunningSlide() throws {
    let app = Panel.makeApp(device: .iPadPro11)
    let scene = Panel.start(in: app, presenting: true)
    let panel = try #require(app.home.presentedViewController)
    let frame = 1.0 / 60
    var time = 0.0
    var lefts: [CGFloat] = []
    for _ in 1...12 {  // 0.2 s into the 0.5 s slide
      time += frame
      scene.advance(to: time)
      lefts.append(panelLeft(panel))
    }
    let before = panel.view.layer.presentationValues()
    app.window.rotate()  // portrait → landscape, mid-presentation
    let after = panel.view.layer.presentationValues()
    // No jump: the rotation's re-layout starts exactly where the panel is.
    #expect(abs(after.position.x - before.position.x) < 1e-9)
    #expect(abs(after.position.y - before.position.y) < 1e-9)
    #expect(after.bounds.size == before.bounds.size)
    while time < ExampleAnimatedTransitioning.duration - frame / 2 {
      time += frame
      scene.advance(to: time)
      lefts.append(panelLeft(panel))
      if time < ExampleAnimatedTransitioning.duration - 1e-9 {
        #expect(panel.isBeingPresented, "the slide is not cut short by the rotation (\(time) s)")
      }
    }
    // The slide keeps its speed through the rotation (additive, as UIKit since iOS 8): the
    // step after the rotation is the step before, give or take the spring's deceleration.
    let stepBefore = lefts[11] - lefts[10]
    let stepAfter = lefts[12] - lefts[11]
    #expect(stepBefore < -1, "still sliding left at 0.2 s")
    #expect(abs(stepAfter - stepBefore) < abs(stepBefore) / 2, "\(stepBefore) → \(stepAfter)")
    for _ in 0..<30 {
      time += frame
      scene.advance(to: time)
    }
    #expect(!panel.isBeingPresented && app.home.presentedViewController === panel)
    // floor(1194 / 3) = 398: the right third of the landscape window, on screen as in the model.
    #expect(panel.view.frame == CGRect(x: 1194 - 398, y: 0, width: 398, height: 834))
    #expect(panel.view.layer.presentationValues().position == panel.view.layer.position)
    #expect(panel.view.layer.presentationValues().bounds == panel.view.layer.bounds)
    #expect(panel.view.layer.animationKeys() == nil, "every animation ended")
  }

  @Test func renderingIsDeterministic() throws {
    for entry in [Panel.presentEntry, Panel.dismissEntry] {
      let first = try renderKeyFrames(of: entry, scale: 2)
      let second = try renderKeyFrames(of: entry, scale: 2)
      for (a, b) in zip(first, second) {
        #expect(a.1 == b.1, "\(entry.id): frame at \(a.0) differs between two runs")
        #expect(a.2 == b.2)
      }
    }
  }

  @Test func bothEntriesAreRegistered() {
    #expect(Gallery.entry(id: "panel-present")?.duration == 0.5)
    #expect(Gallery.entry(id: "panel-dismiss")?.duration == 0.5)
  }
}
