import Foundation
import SegueCairo
import SegueGeometry
import SegueTesting
import Testing

/// The assertions a user's test calls, against references committed beside this file
/// (`__Snapshots__/ExpectSnapshotTests/`). Tests that must fail are off while recording, so that
/// recording cannot overwrite a reference with the wrong picture.
@Suite struct ExpectSnapshotTests {
  static let isComparing = ProcessInfo.processInfo.environment["SEGUE_RECORD"] == nil
  static let tree = "{\n  \"layer\": \"board\",\n  \"opacity\": 1\n}\n"
  /// The test whose references the failing checks compare against.
  static let referenceTest = "matchingImageAndTextPass()"

  @Test func matchingImageAndTextPass() {
    expectSnapshot(of: Scratch.checker, named: "checker")
    expectSnapshot(ofText: Self.tree, named: "checker", fileExtension: "json")
  }

  @Test func differencesWithinTheTolerancePass() {
    var almost = Scratch.checker
    almost.pixels[1] = 3
    expectSnapshot(
      of: almost, named: "checker", tolerance: 3, function: Self.referenceTest)
  }

  @Test(.enabled(if: isComparing)) func aMismatchIsAnIssueNamingTheFilesAndTheDifference() throws {
    var changed = Scratch.checker
    changed.pixels.replaceSubrange(4 * 7..<4 * 8, with: [0, 0, 255, 255])
    let reference = Snapshot.referenceURL(named: "checker", function: Self.referenceTest)
    let artifacts = Snapshot.artifactsDirectory(forTestFile: #filePath)
    let diff = artifacts.appendingPathComponent("matchingImageAndTextPass.checker.diff.png")
    try? FileManager.default.removeItem(at: diff)
    let line = #line + 2
    withKnownIssue {
      expectSnapshot(of: changed, named: "checker", function: Self.referenceTest)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return issue.sourceLocation?.line == line
        && text.hasPrefix("Snapshot \(reference.path) does not match: ")
        && text.contains("1 of 24 pixels differ by up to 255 (tolerance 0), within x 1…1, y 1…1")
        && text.contains("diff:   \(diff.path)")
    }
    #expect(try PNG.read(contentsOf: diff).pixel(x: 1, y: 1) == (255, 0, 0, 255))
    #expect(try PNG.read(contentsOf: reference) == Scratch.checker, "the reference is untouched")
  }

  @Test(.enabled(if: isComparing)) func aTextMismatchShowsTheFirstDifferentLine() {
    let changed = Self.tree.replacingOccurrences(of: "board", with: "card")
    withKnownIssue {
      expectSnapshot(
        ofText: changed, named: "checker", fileExtension: "json", function: Self.referenceTest)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("line 2 differs (5 lines, expected 5)")
    }
  }

  @Test(.enabled(if: isComparing)) func aMissingReferenceSaysHowToRecordIt() {
    withKnownIssue {
      expectSnapshot(of: Scratch.checker, named: "never-recorded")
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(
        "never-recorded.png. Record it with `SEGUE_RECORD=missing swift test --filter "
          + "aMissingReferenceSaysHowToRecordIt`")
    }
    #expect(
      !FileManager.default.fileExists(
        atPath: Snapshot.referenceURL(named: "never-recorded").path))
  }

  /// The meta-test of this target, through the public assertion.
  @Test func thisTargetHasNoOrphanedSnapshots() {
    expectNoOrphanedSnapshots()
  }

  @Test func orphansAreOneIssueListingThem() throws {
    let root = try Scratch.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let orphan = root.appendingPathComponent("__Snapshots__/GoneTests/alpha.start.png")
    try FileManager.default.createDirectory(
      at: orphan.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data().write(to: orphan)
    withKnownIssue {
      expectNoOrphanedSnapshots(under: root)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasSuffix(
        "(delete them, or restore their tests):\n  __Snapshots__/GoneTests/alpha.start.png")
    }
  }
}
