import Foundation

extension Snapshot {
  /// Compares `text` with the calling test's text snapshot `name` (a presentation-tree dump,
  /// say), recording it if `SEGUE_RECORD` asks for it.
  ///
  /// The snapshot is `__Snapshots__/<TestFile>/<test>.<name>.<fileExtension>` next to `file`,
  /// compared exactly (including a final newline, or its absence).
  ///
  /// - Parameters:
  ///   - name: Names the snapshot within the test; no `/`.
  ///   - fileExtension: `"txt"`, or `"json"` for JSON dumps, so that editors and diffs treat
  ///     the file well.
  public static func verifyText(
    _ text: String, named name: String, fileExtension: String = "txt",
    file: StaticString = #filePath, function: String = #function
  ) -> SnapshotOutcome {
    withEnvironment(forTestFile: "\(file)") { directory, mode, artifacts in
      verifyText(
        text, named: name, fileExtension: fileExtension, in: directory, testName: function,
        recordMode: mode, artifactsDirectory: artifacts)
    }
  }

  /// Compares `text` with snapshot `<testName>.<name>.<fileExtension>` in `directory`, with an
  /// explicit record mode and place for the actual text on a mismatch (the environment is not
  /// read).
  public static func verifyText(
    _ text: String, named name: String, fileExtension: String = "txt", in directory: URL,
    testName: String, recordMode: RecordMode, artifactsDirectory: URL
  ) -> SnapshotOutcome {
    checkName(name)
    checkName(fileExtension, "file extension")
    let reference = directory.appendingPathComponent(
      fileName(testName: testName, name: name, fileExtension: fileExtension))
    let data = Data(text.utf8)
    if recordMode == .all { return record(data, at: reference) }
    guard let stored = try? Data(contentsOf: reference) else {
      if FileManager.default.fileExists(atPath: reference.path), recordMode != .failed {
        return .failed(
          message: "Cannot read reference snapshot \(reference.path). "
            + reRecordHint(testName: testName))
      }
      return recordMode == .never
        ? .failed(message: missingMessage(reference, testName: testName))
        : record(data, at: reference)
    }
    if stored == data { return .matched }
    if recordMode == .failed { return record(data, at: reference) }

    let actualURL = artifactsDirectory.appendingPathComponent(
      fileName(testName: testName, name: name, fileExtension: "actual.\(fileExtension)"))
    var lines = [
      "Snapshot \(reference.path) does not match: "
        + firstDifference(expected: String(decoding: stored, as: UTF8.self), actual: text)
    ]
    do {
      try write(data, to: actualURL)
      lines.append("  actual: \(actualURL.path)")
    } catch {
      lines.append("  (could not write the actual text: \(error))")
    }
    lines.append(reRecordHint(testName: testName))
    return .failed(message: lines.joined(separator: "\n"))
  }

  /// Where two texts first differ, as a few lines for a failure message.
  static func firstDifference(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(old.count, new.count) {
      let was = index < old.count ? "\"\(old[index])\"" : "(no line)"
      let now = index < new.count ? "\"\(new[index])\"" : "(no line)"
      if was != now {
        return "line \(index + 1) differs (\(new.count) lines, expected \(old.count)).\n"
          + "  expected: \(was)\n  actual:   \(now)"
      }
    }
    return "the texts differ in encoding or line endings."
  }
}
