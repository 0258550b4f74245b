import Foundation

/// Reference snapshots of frames (PNG) and of text (presentation-tree dumps), checked in next to
/// the tests that make them.
///
/// A snapshot lives at `__Snapshots__/<TestFile>/<test>.<name>.<ext>` in the folder of the test
/// file, where `<TestFile>` is the file's name without `.swift` and `<test>` the test function's
/// name without its parameter list. Snapshots are written only when the environment variable
/// `SEGUE_RECORD` asks for it (see `RecordMode`); otherwise a missing snapshot is a failure
/// whose message says how to record it. On a mismatch the actual value (and for images a diff
/// picture) goes to a folder outside the repository, named in the failure message.
///
/// Tests call `expectSnapshot(of:named:)` and `expectSnapshot(ofText:named:)`, which report
/// failures through Swift Testing or XCTest. The `verify` functions here return a
/// `SnapshotOutcome` instead, for tools and for assertions built on top.
public enum Snapshot {
  /// The name of the folder that holds snapshots, next to the test files.
  public static let directoryName = "__Snapshots__"

  /// The environment variable naming the folder for actual and diff files of failed
  /// snapshots (for CI to keep as artifacts); a folder in the temporary directory otherwise.
  public static let artifactsEnvironmentVariable = "SEGUE_SNAPSHOT_ARTIFACTS"

  /// The folder holding the snapshots of the tests in `file` (a `#filePath`).
  public static func directory(forTestFile file: String) -> URL {
    let url = URL(fileURLWithPath: file)
    return url.deletingLastPathComponent()
      .appendingPathComponent(directoryName)
      .appendingPathComponent(url.deletingPathExtension().lastPathComponent)
  }

  /// The test's name as it appears in snapshot file names: `#function` without its parameter
  /// list or backquotes (`pingAtQuarter()` → `pingAtQuarter`, `frame(at:)` → `frame`).
  public static func testName(fromFunction function: String) -> String {
    String(function.prefix { $0 != "(" }.filter { $0 != "`" })
  }

  /// The file name of snapshot `name` of test `testName`: `<testName>.<name>.<ext>`.
  public static func fileName(testName: String, name: String, fileExtension: String) -> String {
    "\(Self.testName(fromFunction: testName)).\(name).\(fileExtension)"
  }

  /// Where snapshot `name` of the calling test is stored.
  public static func referenceURL(
    named name: String, fileExtension: String = "png", file: StaticString = #filePath,
    function: String = #function
  ) -> URL {
    directory(forTestFile: "\(file)").appendingPathComponent(
      fileName(testName: function, name: name, fileExtension: fileExtension))
  }

  /// Where actual and diff files of failed snapshots of `file`'s tests go:
  /// `<root>/<TestFile>/`, with `<root>` the value of `SEGUE_SNAPSHOT_ARTIFACTS` in
  /// `environment`, or `segue-snapshot-failures` in the temporary directory when it is unset or
  /// empty.
  public static func artifactsDirectory(
    forTestFile file: String,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    let root =
      environment[artifactsEnvironmentVariable].flatMap {
        $0.isEmpty ? nil : URL(fileURLWithPath: $0)
      }
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("segue-snapshot-failures")
    return root.appendingPathComponent(
      URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent)
  }

  /// Runs `check` with the snapshot folder of `file`'s tests, the record mode the environment
  /// selects and the artifacts folder; a bad `SEGUE_RECORD` fails without running it.
  static func withEnvironment(
    forTestFile file: String,
    _ check: (_ directory: URL, _ mode: RecordMode, _ artifacts: URL) -> SnapshotOutcome
  ) -> SnapshotOutcome {
    do {
      let mode = try RecordMode.fromEnvironment()
      return check(directory(forTestFile: file), mode, artifactsDirectory(forTestFile: file))
    } catch {
      return .failed(message: error.message)
    }
  }

  /// Checks a snapshot name or file extension: it becomes part of a file name.
  static func checkName(_ name: String, _ what: String = "snapshot name") {
    precondition(
      !name.isEmpty && !name.contains("/") && !name.hasPrefix("."),
      "A \(what) must be a non-empty file-name part without '/', got '\(name)'")
  }

  /// The message for a reference that does not exist while recording is off.
  static func missingMessage(_ url: URL, testName: String) -> String {
    "No reference snapshot \(url.path). Record it with "
      + "`SEGUE_RECORD=missing swift test --filter \(Self.testName(fromFunction: testName))`, "
      + "look at it, and commit it."
  }

  /// The hint closing a mismatch message.
  static func reRecordHint(testName: String) -> String {
    "If the change is intended, re-record with "
      + "`SEGUE_RECORD=failed swift test --filter \(Self.testName(fromFunction: testName))`."
  }
}
