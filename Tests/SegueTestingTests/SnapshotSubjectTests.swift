import Foundation
import SegueGeometry
import SegueTesting
import Testing

/// A subject that renders a frame and dumps a tree, as a stage does.
@MainActor
private struct Board: SnapshotSubject {
  struct RenderFailure: Error, CustomStringConvertible {
    var description: String { "no display" }
  }

  var text = ExpectSnapshotTests.tree
  var fails = false
  var snapshotTextExtension = "json"

  func snapshotImage() throws -> Bitmap {
    if fails { throw RenderFailure() }
    return Scratch.checker
  }

  func snapshotText() throws -> String { text }
}

/// `expectSnapshot(of:named:)` for a subject, against references committed beside this file.
@Suite @MainActor struct SnapshotSubjectTests {
  @Test func aSubjectIsCheckedAsImageAndText() {
    expectSnapshot(of: Board(), named: "board")
  }

  @Test(.enabled(if: ExpectSnapshotTests.isComparing)) func aChangedTreeIsAnIssueAboutTheText() {
    withKnownIssue {
      expectSnapshot(
        of: Board(text: "{}\n"), named: "board", function: "aSubjectIsCheckedAsImageAndText()")
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("aSubjectIsCheckedAsImageAndText.board.json does not match")
    }
  }

  @Test(.enabled(if: ExpectSnapshotTests.isComparing)) func theTextExtensionNamesTheReference() {
    withKnownIssue {
      expectSnapshot(
        of: Board(snapshotTextExtension: "txt"), named: "board",
        function: "aSubjectIsCheckedAsImageAndText()")
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(
        "aSubjectIsCheckedAsImageAndText.board.txt. Record it")
    }
  }

  @Test func aSubjectThatCannotRenderIsOneIssue() {
    let line = #line + 2
    withKnownIssue {
      expectSnapshot(of: Board(fails: true), named: "board")
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.map(\.rawValue) == ["Cannot snapshot Board as 'board': no display"]
    }
  }
}
