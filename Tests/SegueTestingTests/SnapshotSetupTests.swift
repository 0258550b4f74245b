import Foundation
import SegueGeometry
import SegueTesting
import Testing

/// Where snapshots live, how the environment configures them, and what happens when their
/// folder cannot be written.
@Suite struct SnapshotSetupTests {
  @Test func snapshotsLiveNextToTheTestFile() {
    let url = Snapshot.referenceURL(named: "start")
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    #expect(
      url.path
        == here.appendingPathComponent(
          "__Snapshots__/SnapshotSetupTests/snapshotsLiveNextToTheTestFile.start.png"
        ).path)
    #expect(Snapshot.testName(fromFunction: "frame(at:progress:)") == "frame")
    #expect(Snapshot.testName(fromFunction: "`beta test`()") == "beta test")
    #expect(
      Snapshot.fileName(testName: "push()", name: "50", fileExtension: "json") == "push.50.json")
  }

  @Test func recordModesComeFromTheEnvironmentValue() {
    #expect(Snapshot.RecordMode(environmentValue: nil) == .never)
    #expect(Snapshot.RecordMode(environmentValue: "") == .never)
    #expect(Snapshot.RecordMode(environmentValue: "missing") == .missing)
    #expect(Snapshot.RecordMode(environmentValue: "failed") == .failed)
    #expect(Snapshot.RecordMode(environmentValue: "all") == .all)
    #expect(Snapshot.RecordMode(environmentValue: "yes") == nil)
  }

  @Test func aBadRecordModeIsOneClearLine() throws {
    #expect(try Snapshot.RecordMode.fromEnvironment([:]) == .never)
    #expect(try Snapshot.RecordMode.fromEnvironment(["SEGUE_RECORD": "failed"]) == .failed)
    let error = #expect(throws: SnapshotSetupError.self) {
      try Snapshot.RecordMode.fromEnvironment(["SEGUE_RECORD": "yes"])
    }
    #expect(
      error?.message
        == "SEGUE_RECORD=yes is not a record mode; use missing, failed or all, "
        + "or leave it unset to compare only.")
  }

  /// The checks that read the environment, with a bad value: in a child process, whose
  /// environment can be changed without touching the other tests.
  @Test func aBadRecordModeInTheEnvironmentFailsEveryCheck() async {
    await #expect(processExitsWith: .success) {
      setenv("SEGUE_RECORD", "yes", 1)
      let expected =
        "SEGUE_RECORD=yes is not a record mode; use missing, failed or all, "
        + "or leave it unset to compare only."
      let image = Snapshot.verify(Scratch.flat(0, 0, 0), named: "never-recorded")
      let text = Snapshot.verifyText("x", named: "never-recorded")
      exit(image.failureMessage == expected && text.failureMessage == expected ? 0 : 1)
    }
  }

  @Test func artifactsGoWhereTheEnvironmentSays() {
    let chosen = Snapshot.artifactsDirectory(
      forTestFile: "/src/Tests/T/PingTests.swift",
      environment: ["SEGUE_SNAPSHOT_ARTIFACTS": "/ci/artifacts"])
    #expect(chosen.path == "/ci/artifacts/PingTests")
    for environment in [[:], ["SEGUE_SNAPSHOT_ARTIFACTS": ""]] {
      let fallback = Snapshot.artifactsDirectory(
        forTestFile: "/src/Tests/T/PingTests.swift", environment: environment)
      #expect(
        fallback.path
          == FileManager.default.temporaryDirectory
          .appendingPathComponent("segue-snapshot-failures/PingTests").path)
    }
  }

  /// A snapshot folder that cannot be made (a file stands where a folder should be: root, who
  /// runs CI, ignores permission bits) gives one line naming the snapshot and the reason.
  @Test func anUnwritableSnapshotFolderIsOneClearLine() throws {
    let root = try Scratch.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let blocker = root.appendingPathComponent("__Snapshots__")
    try Data("not a folder".utf8).write(to: blocker)
    let folder = blocker.appendingPathComponent("SnapshotTests")
    let outcome = Snapshot.verify(
      Scratch.flat(255, 0, 0), named: "frame", in: folder, testName: "scene()",
      recordMode: .missing, artifactsDirectory: root.appendingPathComponent("artifacts"))
    let reference = folder.appendingPathComponent("scene.frame.png")
    #expect(
      outcome.failureMessage
        == "Cannot record snapshot \(reference.path): cannot create \(folder.path) "
        + "(Not a directory).")
    #expect(try Scratch.entries(of: root) == ["__Snapshots__"])
  }

  /// A reference that cannot be replaced (a folder is in its place) is reported, and the
  /// temporary file written before the rename is gone: nothing half-written stays.
  @Test func aFailedRecordingLeavesNothingBehind() throws {
    let place = try SnapshotPlace()
    defer { try? FileManager.default.removeItem(at: place.root) }
    try FileManager.default.createDirectory(
      at: place.reference.appendingPathComponent("occupied"), withIntermediateDirectories: true)
    #expect(
      place.verify(Scratch.flat(0, 0, 255), .all).failureMessage
        == "Cannot record snapshot \(place.reference.path): cannot replace it (Is a directory).")
    #expect(try Scratch.entries(of: place.snapshots) == ["scene.frame.png"])
    #expect(try Scratch.entries(of: place.reference) == ["occupied"])
  }

  /// The environment-reading entry point, when recording is off (as in CI): a missing snapshot
  /// fails and nothing is written into the repository.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["SEGUE_RECORD"] == nil))
  func withoutRecordingAMissingSnapshotFailsAndWritesNothing() throws {
    let outcome = Snapshot.verify(Scratch.flat(255, 0, 0), named: "never-recorded")
    let message = try #require(outcome.failureMessage)
    let url = Snapshot.referenceURL(named: "never-recorded")
    #expect(message.contains(url.path))
    #expect(!FileManager.default.fileExists(atPath: url.path))
    #expect(Snapshot.verifyText("x", named: "never-recorded").isFailure)
  }
}
