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
/// This library imports neither Testing nor XCTest. A test target turns outcomes into issues
/// with a helper that forwards the caller's location:
///
/// ```swift
/// func expectSnapshot(
///   _ frame: Bitmap, named name: String, tolerance: UInt8 = 0,
///   file: StaticString = #filePath, function: String = #function,
///   sourceLocation: SourceLocation = #_sourceLocation
/// ) {
///   let outcome = Snapshot.verify(
///     frame, named: name, tolerance: tolerance, file: file, function: function)
///   if let message = outcome.failureMessage {
///     Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
///   }
/// }
/// ```
public enum Snapshot {
  /// When reference snapshots are written, from the `SEGUE_RECORD` environment variable.
  public enum RecordMode: String, Sendable, Hashable, CaseIterable {
    /// Never write (the variable is unset or empty): a missing snapshot fails.
    case never
    /// Write snapshots that do not exist yet; compare the others.
    case missing
    /// Write snapshots that do not exist or do not match; the others stay as they are.
    case failed
    /// Write every snapshot, matching or not.
    case all

    /// The environment variable that selects the mode.
    public static let environmentVariable = "SEGUE_RECORD"

    /// The mode a value of `SEGUE_RECORD` names: `nil` or empty is `.never`; `missing`,
    /// `failed` and `all` are themselves; anything else is `nil` (not a mode).
    public init?(environmentValue: String?) {
      switch environmentValue {
      case nil, "": self = .never
      case "missing": self = .missing
      case "failed": self = .failed
      case "all": self = .all
      default: return nil
      }
    }
  }

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

  /// The mode from the environment, or a failure explaining the bad value.
  static func recordModeFromEnvironment() -> Result<RecordMode, SnapshotSetupError> {
    let value = ProcessInfo.processInfo.environment[RecordMode.environmentVariable]
    guard let mode = RecordMode(environmentValue: value) else {
      return .failure(
        SnapshotSetupError(
          message: "\(RecordMode.environmentVariable)=\(value ?? "") is not a record mode; "
            + "use missing, failed or all, or leave it unset to compare only."))
    }
    return .success(mode)
  }

  /// Where actual and diff files of failed snapshots of `file`'s tests go.
  static func artifactsDirectory(forTestFile file: String) -> URL {
    let root =
      ProcessInfo.processInfo.environment[artifactsEnvironmentVariable].map {
        URL(fileURLWithPath: $0)
      }
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("segue-snapshot-failures")
    return root.appendingPathComponent(
      URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent)
  }

  /// Checks a snapshot name: it becomes part of a file name.
  static func checkName(_ name: String) {
    precondition(
      !name.isEmpty && !name.contains("/") && !name.hasPrefix("."),
      "A snapshot name must be a non-empty file-name part without '/', got '\(name)'")
  }

  /// Writes `data` to `url` atomically, creating its folder.
  static func write(_ data: Data, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
  }

  /// Records `data` as the reference at `url` (left alone when it already holds exactly
  /// `data`, so that recording all does not touch unchanged files).
  static func record(_ data: Data, at url: URL) -> SnapshotOutcome {
    if let existing = try? Data(contentsOf: url), existing == data {
      return .recorded(path: url.path)
    }
    do {
      try write(data, to: url)
      return .recorded(path: url.path)
    } catch {
      return .failed(message: "Cannot record snapshot \(url.path): \(error.localizedDescription)")
    }
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

/// A snapshot check that cannot run because of its set-up (e.g. a bad `SEGUE_RECORD`).
struct SnapshotSetupError: Error {
  var message: String
}
