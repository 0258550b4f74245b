import Foundation
import SegueGeometry
import SegueLayers
import SegueTesting
import SegueUI
import Testing

@testable import SegueGallery

@MainActor
@Suite("Page curls: curl-up, curl-down, partial-curl, panel-curl")
struct PageCurlEntriesTests {
  @Test func curlUpKeyFrames() { expectKeyFrameSnapshots(of: PageCurls.curlUpEntry) }
  @Test func curlDownKeyFrames() { expectKeyFrameSnapshots(of: PageCurls.curlDownEntry) }
  @Test func partialCurlKeyFrames() { expectKeyFrameSnapshots(of: PageCurls.partialCurlEntry) }
  @Test func panelCurlKeyFrames() { expectKeyFrameSnapshots(of: PanelCurl.entry) }

  @Test func curlsEndOnTheBackScreenWithCallbacksOnce() throws {
    for entry in [PageCurls.curlUpEntry, PageCurls.curlDownEntry] {
      let scene = entry.makeStartedStage(device: .iPhone15Pro)
      let container = try #require(
        scene.window.rootViewController as? FlipContainerViewController)
      let back = try #require(container.back as? ScreenViewController)
      scene.advance(to: entry.time(atProgress: 1))
      #expect(container.view.subviews.map { $0 === back.view } == [true], "\(entry.id)")
      #expect(back.appearanceCallbacks == ["willAppear", "didAppear"])
    }
  }

  /// The first frame is the unanimated first screen, byte for byte, and the last the second.
  @Test func curlsStartAndEndOnTheUncurledScreens() throws {
    for entry in [PageCurls.curlUpEntry, PageCurls.curlDownEntry] {
      let still = Stage(
        device: .iPhone15Pro,
        rootViewController: FlipContainerViewController(
          front: ScreenViewController.first(scale: 3), back: ScreenViewController.second(scale: 3)))
      still.advance(by: 0)
      let scene = entry.makeStartedStage(device: .iPhone15Pro)
      #expect(try scene.render(scale: 1) == still.render(scale: 1), "\(entry.id) at 0")
      scene.advance(to: entry.time(atProgress: 1))
      let end = try scene.render(scale: 1)
      scene.advance(by: 1)
      #expect(try scene.render(scale: 1) == end, "\(entry.id) at 1")
    }
  }

  @Test func thePartialCurlStaysAndATapOnThePageDismisses() throws {
    let entry = PageCurls.partialCurlEntry
    let scene = entry.makeStartedStage(device: .iPhone15Pro)
    scene.advance(to: entry.time(atProgress: 1) + 0.1)
    let first = try #require(scene.window.rootViewController)
    let options = try #require(first.presentedViewController as? CurlOptionsViewController)
    // The options' band belongs to them from the top of their topmost subview (the heading,
    // 30 pt into the band); above it touches go to the curled page.
    let page = try #require(options.view.superview?.subviews.last)
    #expect(page !== options.view)
    let top = 852 - CurlOptionsViewController.bandHeight + 30
    #expect(
      scene.window.hitTest(CGPoint(x: 196, y: top + 1), with: nil)?.isDescendant(of: options.view)
        == true)
    #expect(scene.window.hitTest(CGPoint(x: 196, y: top - 1), with: nil) === page)
    scene.tap(at: CGPoint(x: 196, y: 150))
    try scene.runUntilIdle()
    #expect(first.presentedViewController == nil)
  }

  @Test func panelCurlEndsAsThePanelPresentationDoes() throws {
    let curled = PanelCurl.entry.makeStartedStage(device: .iPhone15Pro)
    curled.advance(to: PanelCurl.entry.time(atProgress: 1) + 1)
    let slid = Panel.presentEntry.makeStartedStage(device: .iPhone15Pro)
    slid.advance(to: Panel.presentEntry.time(atProgress: 1) + 1)
    #expect(try curled.render(scale: 1) == slid.render(scale: 1))
  }

  @Test func theCurlsAreRegistered() {
    for id in ["curl-up", "curl-down", "partial-curl", "panel-curl"] {
      #expect(Gallery.entry(id: id) != nil, "\(id)")
    }
  }
}
