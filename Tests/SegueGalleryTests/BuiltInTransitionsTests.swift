import Foundation
import SegueCairo
import SegueGeometry
import SegueLayers
import SegueTesting
import Testing

@testable import SegueGallery
@testable import SegueUI

@MainActor
@Suite("UIKit's built-in transitions: push, pop, cover vertical, cross dissolve, flips")
struct BuiltInTransitionsTests {
  @Test func pushKeyFrames() throws {
    expectKeyFrameSnapshots(of: BuiltInTransitions.pushEntry)
  }
  @Test func popKeyFrames() throws { expectKeyFrameSnapshots(of: BuiltInTransitions.popEntry) }
  @Test func coverVerticalKeyFrames() throws {
    expectKeyFrameSnapshots(of: BuiltInTransitions.coverVerticalEntry)
  }
  @Test func crossDissolveKeyFrames() throws {
    expectKeyFrameSnapshots(of: BuiltInTransitions.crossDissolveEntry)
  }
  @Test func flipFromLeftKeyFrames() throws {
    expectKeyFrameSnapshots(of: BuiltInTransitions.flipFromLeftEntry)
  }
  @Test func flipFromRightKeyFrames() throws {
    expectKeyFrameSnapshots(of: BuiltInTransitions.flipFromRightEntry)
  }

  @Test func pushAndPopEndWithOneScreenShownAndCallbacksOnce() throws {
    for entry in [BuiltInTransitions.pushEntry, BuiltInTransitions.popEntry] {
      let scene = entry.makeStartedStage(device: .iPhone15Pro)
      let navigation = try #require(scene.window.rootViewController as? NavigationController)
      let screens = navigation.viewControllers.compactMap { $0 as? ScreenViewController }
      let top =
        try #require(
          entry.id == "push" ? navigation.topViewController : screens.first)
        as? ScreenViewController
      scene.advance(to: entry.time(atProgress: 1))
      #expect(navigation.transitionCoordinator == nil, "\(entry.id) completed")
      #expect(navigation.viewControllers.count == (entry.id == "push" ? 2 : 1))
      let shown = try #require(navigation.topViewController)
      #expect(navigation.containerView.subviews.map { $0 === shown.view } == [true])
      // The shown screen's last move was one appearance, balanced.
      let callbacks = top?.appearanceCallbacks ?? []
      #expect(Array(callbacks.suffix(2)) == ["willAppear", "didAppear"], "\(entry.id)")
      #expect(
        callbacks.filter { $0 == "willAppear" }.count
          == callbacks.filter { $0 == "didAppear" }.count)
    }
  }

  @Test func modalStylesPresentFullScreenWithCallbacksOnce() throws {
    for entry in [BuiltInTransitions.coverVerticalEntry, BuiltInTransitions.crossDissolveEntry] {
      let scene = entry.makeStartedStage(device: .iPhone15Pro)
      let first = try #require(scene.window.rootViewController as? ScreenViewController)
      let second = try #require(first.presentedViewController as? ScreenViewController)
      scene.advance(to: entry.time(atProgress: 0.5))
      #expect(second.isBeingPresented, "\(entry.id) runs")
      scene.advance(to: entry.time(atProgress: 1))
      #expect(!second.isBeingPresented && first.view.superview == nil)
      #expect(second.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
      #expect(second.view.alpha == 1)
      #expect(Array(first.appearanceCallbacks.suffix(2)) == ["willDisappear", "didDisappear"])
      #expect(second.appearanceCallbacks == ["willAppear", "didAppear"])
    }
  }

  @Test func coverVerticalSlidesUpFromTheBottom() throws {
    let entry = BuiltInTransitions.coverVerticalEntry
    let scene = entry.makeStartedStage(device: .iPhone15Pro)
    let first = try #require(scene.window.rootViewController)
    let second = try #require(first.presentedViewController)
    var previous = CGFloat.infinity
    for progress in [0.0, 0.1, 0.3, 0.6] {
      scene.advance(to: entry.time(atProgress: progress))
      let top = second.view.layer.presentationValues().position.y - 852 / 2
      #expect(top < previous && top >= 0, "moving up at \(progress)")
      previous = top
    }
  }

  @Test func flipsEndOnTheBackScreenWithCallbacksOnce() throws {
    for entry in [BuiltInTransitions.flipFromLeftEntry, BuiltInTransitions.flipFromRightEntry] {
      let scene = entry.makeStartedStage(device: .iPhone15Pro)
      let container = try #require(
        scene.window.rootViewController as? FlipContainerViewController)
      let front = try #require(container.front as? ScreenViewController)
      let back = try #require(container.back as? ScreenViewController)
      scene.advance(to: entry.time(atProgress: 1))
      #expect(container.current === back && container.children.map { $0 === back } == [true])
      #expect(container.view.subviews.map { $0 === back.view } == [true])
      #expect(Array(front.appearanceCallbacks.suffix(2)) == ["willDisappear", "didDisappear"])
      #expect(back.appearanceCallbacks == ["willAppear", "didAppear"])
    }
  }

  @Test func theBuiltInsAreRegistered() {
    for id in [
      "push", "pop", "cover-vertical", "cross-dissolve", "flip-from-left", "flip-from-right",
    ] {
      #expect(Gallery.entry(id: id) != nil, "\(id)")
    }
  }
}
