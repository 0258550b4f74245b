import Foundation
import SegueCairo
import SegueGeometry
import SegueLayers
import SegueTesting
import Testing

@testable import SegueGallery

/// A Ping screen that records its appearance callbacks in a shared log.
@MainActor
private final class ObservedPingViewController: PingViewController {
  var log: (String) -> Void = { _ in }
  var name = "?"

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log("\(name).viewWillAppear\(isMovingToParent ? " movingTo" : "")")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log("\(name).viewDidAppear\(isMovingToParent ? " movingTo" : "")")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log("\(name).viewWillDisappear\(isMovingFromParent ? " movingFrom" : "")")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log("\(name).viewDidDisappear\(isMovingFromParent ? " movingFrom" : "")")
  }
}

@MainActor
@Suite("ping-push and ping-pop (seed 000 with view controllers)")
struct PingTests {
  /// The app with observed screens, named "first" and "second" in creation order, and its
  /// scene for `operation`; the log starts empty when the transition starts.
  private func observedScene(_ operation: NavigationController.Operation)
    -> (Ping.App, Stage, () -> [String])
  {
    var events: [String] = []
    var created = 0
    var recording = false
    let app = Ping.makeApp(device: .iPhone15Pro, pushed: operation == .pop) { color, image, scale in
      let screen = ObservedPingViewController(backgroundColor: color, picture: image, scale: scale)
      created += 1
      screen.name = created == 1 ? "first" : "second"
      screen.log = { if recording { events.append($0) } }
      return screen
    }
    recording = true
    let scene = Ping.start(operation, in: app)
    return (app, scene, { events })
  }

  @Test func pushKeyFrames() throws {
    expectKeyFrameSnapshots(of: Ping.pushEntry)
  }

  @Test func popKeyFrames() throws {
    expectKeyFrameSnapshots(of: Ping.popEntry)
  }

  @Test func theMaskGrowsLinearlyFromTheFromControllersButton() throws {
    let (app, scene, _) = observedScene(.push)
    let second = try #require(app.navigationController.topViewController)
    // Seed: 44×44, 10 pt from the top-right of the safe area (iPhone 15 Pro: top inset 59).
    let button = CGRect(x: 393 - 10 - 44, y: 59 + 10, width: 44, height: 44)
    #expect(app.first.button.frame == button)
    // Seed: R = distance from the button's centre to the bottom-left corner (0, 852).
    let r = ((button.midX * button.midX) + (852 - button.midY) * (852 - button.midY)).squareRoot()
    for progress in [0.1, 0.5, 0.9] {
      scene.advance(to: Ping.duration * progress)
      let mask = try #require(second.view.layer.mask as? ShapeLayer)
      let box = try #require(mask.presentationValues().shape.path?.boundingBoxOfPath)
      // No timing function: linear between the button's oval (radius 22) and 22 + R.
      #expect(abs(box.width / 2 - (22 + progress * r)) < 1e-6, "linear growth at \(progress)")
      #expect(abs(box.midX - button.midX) < 1e-6 && abs(box.midY - button.midY) < 1e-6)
    }
  }

  @Test func afterThePushTheStackIsRightTheMaskIsGoneAndCallbacksRanOnce() throws {
    let (app, scene, events) = observedScene(.push)
    let navigation = app.navigationController
    #expect(navigation.viewControllers.count == 2, "UIKit updates the stack at once")
    scene.advance(to: Ping.duration * 0.99)
    let second = try #require(navigation.topViewController)
    #expect(second.view.layer.mask != nil && navigation.transitionCoordinator != nil)
    scene.advance(to: Ping.duration * 1)
    #expect(navigation.viewControllers.first === app.first && navigation.viewControllers.count == 2)
    #expect(second.view.layer.mask == nil, "the seed's cleanup, applied to the masked to-view")
    #expect(app.first.view.superview == nil, "the from-view left the window")
    #expect(second.view.superview != nil)
    #expect(navigation.transitionCoordinator == nil, "completeTransition ended the transition")
    // Reference §2.2, push: current willDisappear → new willAppear → current didDisappear →
    // new didAppear, each once.
    #expect(
      events() == [
        "first.viewWillDisappear", "second.viewWillAppear movingTo", "first.viewDidDisappear",
        "second.viewDidAppear movingTo",
      ])
  }

  @Test func afterThePopTheRootIsShownAndCallbacksRanOnce() throws {
    let (app, scene, events) = observedScene(.pop)
    let navigation = app.navigationController
    #expect(navigation.viewControllers.count == 1, "the button's circleTapped popped")
    scene.advance(to: Ping.duration * 0.5)
    #expect(app.first.view.layer.mask != nil, "the revealed first screen is masked")
    scene.advance(to: Ping.duration * 1)
    #expect(navigation.viewControllers.count == 1 && navigation.topViewController === app.first)
    #expect(app.first.view.layer.mask == nil)
    #expect(navigation.children.count == 1, "the popped screen left the navigation controller")
    #expect(
      events() == [
        "second.viewWillDisappear movingFrom", "first.viewWillAppear",
        "second.viewDidDisappear movingFrom", "first.viewDidAppear",
      ])
  }

  @Test func renderingIsDeterministic() throws {
    for entry in [Ping.pushEntry, Ping.popEntry] {
      let first = try renderKeyFrames(of: entry, scale: 2)
      let second = try renderKeyFrames(of: entry, scale: 2)
      for (a, b) in zip(first, second) {
        #expect(a.1 == b.1, "\(entry.id): frame at \(a.0) differs between two runs")
        #expect(a.2 == b.2)
      }
    }
  }

  @Test func bothEntriesAreRegistered() {
    #expect(Gallery.entry(id: "ping-push")?.duration == 0.5)
    #expect(Gallery.entry(id: "ping-pop")?.duration == 0.5)
  }
}
