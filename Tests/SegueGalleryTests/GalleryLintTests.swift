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
  /// fixed — the whole card flies home; `EntryLintTests`. split-show-detail's title, which
  /// re-centred in one 187.5 pt step as the sidebar slid away, now glides: a label's text
  /// layer follows its bounds in the animation, Label.swift.)
  static let knownIssues: [String: [String]] = [:]

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
