import Foundation
import SegueGeometry
import Testing

/// Checks `image` against the calling test's PNG snapshot `name`, recording it when
/// `SEGUE_RECORD` asks for it, and reports a mismatch through Swift Testing or XCTest.
///
/// The reference is `__Snapshots__/<TestFile>/<test>.<name>.png` next to `file`. The image is
/// compared as PNG stores it (straight alpha), so semi-transparent pixels match after recording.
/// A failure names the reference, says what differs (size, how many pixels, by how much,
/// where), and names the actual image and a diff image written to `SEGUE_SNAPSHOT_ARTIFACTS`
/// (or a temporary folder).
///
/// - Parameters:
///   - image: The frame to check, premultiplied RGBA.
///   - name: Names the snapshot within the test, e.g. `"p50"`; no `/`, no leading dot.
///   - tolerance: The largest per-channel difference (0…255) still counted as equal; 0 (exact)
///     unless antialiasing may legitimately differ.
///   - file: The test file: it places the snapshot, and XCTest reports there.
///   - function: The test function: it names the snapshot.
///   - line: The line XCTest reports a failure at.
///   - sourceLocation: Where Swift Testing reports a failure.
public func expectSnapshot(
  of image: Bitmap, named name: String, tolerance: UInt8 = 0, file: StaticString = #filePath,
  function: String = #function, line: UInt = #line,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  report(
    Snapshot.verify(image, named: name, tolerance: tolerance, file: file, function: function),
    file: file, line: line, sourceLocation: sourceLocation)
}

/// Checks `text` (a presentation-tree dump, say) against the calling test's text snapshot
/// `name`, exactly, recording it when `SEGUE_RECORD` asks for it, and reports a mismatch
/// through Swift Testing or XCTest.
///
/// The reference is `__Snapshots__/<TestFile>/<test>.<name>.<fileExtension>` next to `file`,
/// compared byte for byte (a final newline, or its absence, counts). A failure shows the first
/// line that differs and names the actual text written to the artifacts folder.
///
/// - Parameters:
///   - text: The text to check, stored as UTF-8.
///   - name: Names the snapshot within the test; no `/`, no leading dot.
///   - fileExtension: `"json"` for JSON dumps, `"txt"` otherwise, so that editors and diffs
///     treat the file well.
///   - file: The test file: it places the snapshot, and XCTest reports there.
///   - function: The test function: it names the snapshot.
///   - line: The line XCTest reports a failure at.
///   - sourceLocation: Where Swift Testing reports a failure.
public func expectSnapshot(
  ofText text: String, named name: String, fileExtension: String = "txt",
  file: StaticString = #filePath, function: String = #function, line: UInt = #line,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  report(
    Snapshot.verifyText(
      text, named: name, fileExtension: fileExtension, file: file, function: function),
    file: file, line: line, sourceLocation: sourceLocation)
}

/// Reports `outcome` if it is a failure; matches and recordings pass silently.
private func report(
  _ outcome: SnapshotOutcome, file: StaticString, line: UInt, sourceLocation: SourceLocation
) {
  if let message = outcome.failureMessage {
    reportIssue(message, file: file, line: line, sourceLocation: sourceLocation)
  }
}

/// Checks that no snapshot under `testDirectory` is orphaned (see
/// `Snapshot.orphanedFiles(under:)`), and reports the orphans, one path a line, if any are.
///
/// Call it without a folder from one test in a file at the root of a test target
/// (`Tests/<Target>/`), so that renaming or deleting a test cannot leave a reference nobody
/// compares against.
///
/// - Parameters:
///   - testDirectory: The folder to check; the folder of `file` when `nil`.
///   - file: The calling test file; XCTest reports there.
///   - line: The line XCTest reports a failure at.
///   - sourceLocation: Where Swift Testing reports a failure.
public func expectNoOrphanedSnapshots(
  under testDirectory: URL? = nil, file: StaticString = #filePath, line: UInt = #line,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let root = testDirectory ?? URL(fileURLWithPath: "\(file)").deletingLastPathComponent()
  let orphans = Snapshot.orphanedFiles(under: root)
  guard !orphans.isEmpty else { return }
  let heading =
    "\(orphans.count) orphaned snapshot(s) under \(root.path), made by no test any more "
    + "(delete them, or restore their tests):"
  let paths = orphans.map { "  " + String($0.path.dropFirst(root.path.count + 1)) }
  reportIssue(
    ([heading] + paths).joined(separator: "\n"), file: file, line: line,
    sourceLocation: sourceLocation)
}
