import Foundation
import SegueCairo
import SegueGeometry
import SegueLayers
import SegueTestSupport
import Testing

@testable import SegueGallery
@testable import SegueUI

/// The panel's content controller, recording its appearance callbacks.
@MainActor
@Suite("panel-present and panel-dismiss (seed 001: custom presentation controller)")
struct PanelTests {
  @Test func presentKeyFrames() throws {
    try expectKeyFrameSnapshots(of: Panel.presentEntry)
  }

  @Test func dismissKeyFrames() throws {
    try expectKeyFrameSnapshots(of: Panel.dismissEntry)
  }

  @Test func thePanelTakesTheRightThirdOverTheChromeAtIndexZero() throws {
    let app = Panel.makeApp(device: .iPhone15Pro)
    var completions = 0
    let scene = Panel.makeScene(app: app, presenting: true)
    let panel = try #require(app.home.presentedViewController as? ExampleViewController)
    let controller = try #require(
      panel.presentationController as? ExamplePresentationViewController)
    let container = try #require(controller.containerView)
    #expect(app.home.transitionCoordinator != nil && panel.isBeingPresented)
    #expect(container.subviews.first === controller.chromeView, "the chrome is at index 0")
    // Seed: width = floor(393 / 3) = 131, full height, at the right edge.
    let third = CGRect(x: 393 - 131, y: 0, width: 131, height: 852)
    #expect(controller.frameOfPresentedViewInContainerView == third)
    scene.seek(toProgress: 0.5)
    let chromeOpacity = controller.chromeView.layer.presentationValues().opacity
    #expect(chromeOpacity > 0 && chromeOpacity < 1, "fading in alongside")
    let x = panel.view.layer.presentationValues().position.x - 131 / 2
    #expect(x > third.minX && x < 393, "sliding in from the right edge")
    scene.seek(toProgress: 1)
    #expect(panel.view.frame == third && controller.chromeView.alpha == 1)
    #expect(controller.chromeView.frame == container.bounds)
    #expect(!panel.isBeingPresented && app.home.transitionCoordinator == nil)
    #expect(app.home.view.superview === app.window, "a .custom presenter stays on screen")
    #expect(container.subviews.count == 2 && container.subviews.last === panel.view)
    app.home.dismiss(animated: false) { completions += 1 }
    scene.seek(toProgress: 1)
    app.window.prepareFrame()
    scene.context.tick()
    #expect(completions == 1 && app.home.presentedViewController == nil)
  }

  @Test func afterTheDismissalThePanelAndItsChromeAreGone() throws {
    let app = Panel.makeApp(device: .iPhone15Pro, presented: true)
    let panel = try #require(app.home.presentedViewController)
    let controller = try #require(
      panel.presentationController as? ExamplePresentationViewController)
    let scene = Panel.makeScene(app: app, presenting: false)
    #expect(panel.isBeingDismissed)
    scene.seek(toProgress: 0.5)
    #expect(controller.chromeView.layer.presentationValues().opacity < 1)
    scene.seek(toProgress: 1)
    #expect(app.home.presentedViewController == nil && panel.presentingViewController == nil)
    #expect(panel.view.superview == nil && controller.chromeView.superview == nil)
    #expect(controller.containerView?.superview == nil, "the container left the window")
    #expect(app.window.subviews.count == 1 && app.home.view.superview === app.window)
  }

  @Test func rotatingAnIPadReLaysOutThePanelAndTheChrome() throws {
    let app = Panel.makeApp(device: .iPadPro11)
    let scene = Panel.makeScene(app: app, presenting: true)
    let panel = try #require(app.home.presentedViewController)
    let controller = try #require(
      panel.presentationController as? ExamplePresentationViewController)
    scene.seek(toProgress: 0.5)
    app.window.rotate()  // portrait → landscape, mid-presentation
    #expect(panel.view.frame == CGRect(x: 1194 - 398, y: 0, width: 398, height: 834))
    #expect(controller.chromeView.frame.size == CGSize(width: 1194, height: 834))
    scene.seek(toProgress: 1)
    app.window.rotate()  // back to portrait, after
    // floor(834 / 3) = 278.
    #expect(panel.view.frame == CGRect(x: 834 - 278, y: 0, width: 278, height: 1194))
    #expect(controller.chromeView.frame.size == CGSize(width: 834, height: 1194))
    #expect(!panel.isBeingPresented)
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
