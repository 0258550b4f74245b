import Foundation
import SegueCairo
import SegueGeometry

extension Snapshot {
  /// Compares `bitmap` with the calling test's PNG snapshot `name`, recording it if
  /// `SEGUE_RECORD` asks for it.
  ///
  /// The snapshot is `__Snapshots__/<TestFile>/<test>.<name>.png` next to `file`. The bitmap is
  /// compared as it would be stored: PNG keeps straight alpha, so semi-transparent pixels are
  /// first put through a PNG round trip, exactly as when recording.
  ///
  /// - Parameters:
  ///   - name: Names the snapshot within the test, e.g. `"progress-50"`; no `/`.
  ///   - tolerance: The largest per-channel difference (0…255) still counted as equal; 0 (exact)
  ///     unless antialiasing may legitimately differ.
  public static func verify(
    _ bitmap: Bitmap, named name: String, tolerance: UInt8 = 0, file: StaticString = #filePath,
    function: String = #function
  ) -> SnapshotOutcome {
    withEnvironment(forTestFile: "\(file)") { directory, mode, artifacts in
      verify(
        bitmap, named: name, tolerance: tolerance, in: directory, testName: function,
        recordMode: mode, artifactsDirectory: artifacts)
    }
  }

  /// Compares `bitmap` with snapshot `<testName>.<name>.png` in `directory`, with an explicit
  /// record mode and place for failure files (the environment is not read).
  ///
  /// - Parameters:
  ///   - testName: The test's name; a parameter list (`(…)`) is dropped.
  ///   - artifactsDirectory: Where `<testName>.<name>.actual.png` and `.diff.png` go on a
  ///     mismatch.
  public static func verify(
    _ bitmap: Bitmap, named name: String, tolerance: UInt8 = 0, in directory: URL,
    testName: String, recordMode: RecordMode, artifactsDirectory: URL
  ) -> SnapshotOutcome {
    checkName(name)
    let reference = directory.appendingPathComponent(
      fileName(testName: testName, name: name, fileExtension: "png"))
    let encoded: Data
    let actual: Bitmap
    do {
      encoded = try PNG.encode(bitmap)
      actual = try PNG.decode(encoded)
    } catch {
      return .failed(message: "Cannot encode the frame for snapshot \(reference.path): \(error)")
    }
    if recordMode == .all { return record(encoded, at: reference) }
    guard FileManager.default.fileExists(atPath: reference.path) else {
      return recordMode == .never
        ? .failed(message: missingMessage(reference, testName: testName))
        : record(encoded, at: reference)
    }
    let expected: Bitmap
    do {
      expected = try PNG.read(contentsOf: reference)
    } catch {
      if recordMode == .failed { return record(encoded, at: reference) }
      return .failed(
        message: "Cannot read reference snapshot \(reference.path): \(error). "
          + reRecordHint(testName: testName))
    }
    let result = ImageDiff.compare(expected, actual, tolerance: tolerance)
    if result.isMatch { return .matched }
    if recordMode == .failed { return record(encoded, at: reference) }

    let stem = fileName(testName: testName, name: name, fileExtension: "")
    let actualURL = artifactsDirectory.appendingPathComponent(stem + "actual.png")
    let diffURL = artifactsDirectory.appendingPathComponent(stem + "diff.png")
    var lines = ["Snapshot \(reference.path) does not match: \(result)."]
    do {
      try write(encoded, to: actualURL)
      try write(
        PNG.encode(ImageDiff.diffImage(expected, actual, tolerance: tolerance)), to: diffURL)
      lines += ["  actual: \(actualURL.path)", "  diff:   \(diffURL.path)"]
    } catch {
      lines.append("  (could not write the actual and diff images: \(error))")
    }
    lines.append(reRecordHint(testName: testName))
    return .failed(message: lines.joined(separator: "\n"))
  }
}
