import Foundation
import SegueGeometry
import SegueTesting
import Testing

@testable import SegueGallery
@testable import SegueUI

/// The split view entries: one `showDetailViewController(_:sender:)` call that replaces the
/// secondary column on an iPad and pushes on an iPhone, and an iPad turning. Key frames
/// against snapshots that were looked at; the state each story ends in against what UIKit
/// documents (docs/split-view.md).
@MainActor
@Suite("Split view: show detail on iPad and iPhone, an iPad turning")
struct SplitTests {
  @Test func showDetailKeyFrames() {
    expectTransition(of: Split.showDetailEntry, device: .iPadPro11)
  }

  @Test func collapsedShowDetailKeyFrames() {
    expectKeyFrameSnapshots(of: Split.collapsedShowDetailEntry)
  }

  @Test func rotateKeyFrames() {
    expectTransition(of: Split.rotateEntry, device: .iPadPro11)
  }

  @Test func theIPadReplacesTheSecondaryThenHidesTheSidebar() throws {
    let stage = Split.showDetailEntry.makeStartedStage(device: .iPadPro11)
    let split = try #require(stage.window.rootViewController as? SplitViewController)
    stage.advance(to: Split.hideTime - 0.05)
    let detail = try #require(split.viewController(for: .secondary) as? SplitDetailViewController)
    #expect(detail.place.name == "Forest")
    #expect(detail.navigationController?.viewControllers.count == 1, "replaced, not pushed")
    #expect(split.displayMode == .oneBesideSecondary && !split.isCollapsed)
    stage.advance(to: Split.showDetailEntry.duration)
    #expect(split.displayMode == .secondaryOnly)
    #expect(detail.view.convert(detail.view.bounds, to: nil) == stage.window.bounds)
  }

  @Test func theIPhonePushesTheDetailOnTheListsStack() throws {
    let stage = Split.collapsedShowDetailEntry.makeStartedStage(device: .iPhone15Pro)
    let split = try #require(stage.window.rootViewController as? SplitViewController)
    #expect(split.isCollapsed)
    stage.advance(to: Split.collapsedShowDetailEntry.duration)
    let stack = try #require(split.viewController(for: .primary)?.navigationController)
    #expect(stack.viewControllers.count == 2)
    let detail = try #require(stack.topViewController as? SplitDetailViewController)
    #expect(detail.place.name == "Forest")
    #expect(stack.transitionCoordinator == nil, "the push has ended")
  }

  @Test func theTurningIPadStaysExpandedWithItsSidebarHidden() throws {
    let stage = Split.rotateEntry.makeStartedStage(device: .iPadPro11)
    let split = try #require(stage.window.rootViewController as? SplitViewController)
    stage.advance(to: Split.rotateEntry.duration)
    #expect(stage.orientation == .portrait)
    #expect(!split.isCollapsed && split.displayMode == .secondaryOnly)
  }
}
