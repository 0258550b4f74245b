import Foundation
import SegueGeometry
import SegueTesting
import Testing

@testable import SegueGallery
@testable import SegueUI

@MainActor
@Suite("Zoom: push, present, swiped down, Today card")
struct ZoomEntriesTests {
  @Test func pushKeyFrames() { expectKeyFrameSnapshots(of: Zoom.pushEntry) }
  @Test func presentKeyFrames() { expectKeyFrameSnapshots(of: Zoom.presentEntry) }
  @Test func dismissSwipeKeyFrames() { expectKeyFrameSnapshots(of: Zoom.dismissSwipeEntry) }
  @Test func cardZoomKeyFrames() { expectKeyFrameSnapshots(of: Card.zoomEntry) }

  /// The zooming entries end landed: the zoomed screen full screen, nothing in flight.
  @Test func theZoomsEndLandedFullScreen() throws {
    for entry in [Zoom.pushEntry, Zoom.presentEntry, Card.zoomEntry] {
      let stage = entry.makeStartedStage(device: .iPhone15Pro)
      stage.advance(to: entry.duration)
      let root = try #require(stage.window.rootViewController)
      let zoomed = try #require(
        (root as? NavigationController)?.topViewController ?? root.presentedViewController,
        "\(entry.id)")
      #expect(zoomed.preferredTransition?.zoom != nil, "\(entry.id)")
      #expect(zoomed.view.frame == stage.window.bounds, "\(entry.id)")
      #expect(zoomed.preferredTransition?.zoomInteraction?.animator == nil, "\(entry.id)")
    }
  }

  /// The swiped screen is dismissed within the entry, back on a visible picture.
  @Test func theSwipedScreenLandsOnItsPicture() throws {
    let entry = Zoom.dismissSwipeEntry
    let stage = entry.makeStartedStage(device: .iPhone15Pro)
    stage.advance(to: entry.duration)
    let first = try #require(stage.window.rootViewController as? ScreenViewController)
    #expect(first.presentedViewController == nil && !first.imageView.isHidden)
  }
}
