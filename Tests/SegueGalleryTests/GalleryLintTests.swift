import Foundation
import SegueMotion
import SegueTesting
import SegueUI
import Testing

@testable import SegueGallery

/// Every gallery entry through the motion lint: it passes, or declares in its own source the
/// discontinuities it intends, with the reason (`GalleryEntry.intendedDiscontinuities`).
///
/// What the lint found that is neither intended nor fixed yet is listed in `knownIssues`,
/// each with what is known about it; Swift Testing then expects exactly those findings, so a
/// fix shows up as a known issue that no longer occurs.
@MainActor
@Suite("The motion lint of every gallery entry")
struct GalleryLintTests {
  /// Findings under investigation, by entry: text each finding's message contains.
  /// (card-open-interactive's velocity break, its story stopping where the finger let go, is
  /// fixed — the whole card flies home; `EntryLintTests`.)
  static let knownIssues: [String: [String]] = [
    // As the sidebar slides away, the secondary's navigation bar widens in the animation and
    // its title label with it, but `Label` sets its text layer to the final width at once
    // (never animated, Label.swift), so the centred title re-centres in one step (187.5 pt,
    // half the sidebar). UIKit's bar sizes the title to its text, which then glides. Fixing it
    // in `Label` or the bar changes other entries' frames; left for a change of its own.
    "split-show-detail": ["position.x jumped 187.5 pt", "bounds.width jumped 375.0 pt"]
  ]

  @Test(arguments: Gallery.entries.map(\.id))
  func entryMovesSmoothlyOrDeclaresWhy(_ id: String) throws {
    let entry = try #require(Gallery.entry(id: id))
    guard let known = Self.knownIssues[id] else {
      expectSmoothMotion(of: entry)
      return
    }
    withKnownIssue {
      expectSmoothMotion(of: entry)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return known.contains { text.contains($0) }
    }
  }
}
