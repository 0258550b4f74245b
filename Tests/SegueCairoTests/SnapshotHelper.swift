import Foundation
import SegueCairo
import SegueGeometry
import Testing

// A minimal snapshot assertion until SegueTesting provides the shared one.
//
// Snapshots live in `__Snapshots__/<TestFile>/<test>.<name>.png` next to the test file.
// SEGUE_RECORD=missing records absent snapshots, SEGUE_RECORD=failed re-records mismatching
// ones, SEGUE_RECORD=all records every one; without it a missing snapshot fails the test.

/// Compares `bitmap` with its recorded snapshot, exactly unless `tolerance` (per channel) says
/// otherwise; on mismatch the actual image is written to a temporary folder for inspection.
func assertSnapshot(
  _ bitmap: Bitmap, named name: String, tolerance: Int = 0, filePath: String = #filePath,
  function: String = #function, sourceLocation: SourceLocation = #_sourceLocation
) {
  let testFile = URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
  let test = function.split(separator: "(").first.map(String.init) ?? function
  let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__").appendingPathComponent(testFile)
  let file = folder.appendingPathComponent("\(test).\(name).png")
  let mode = ProcessInfo.processInfo.environment["SEGUE_RECORD"] ?? ""
  let exists = FileManager.default.fileExists(atPath: file.path)

  func record() {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try PNG.write(bitmap, to: file)
      print("recorded snapshot \(file.path)")
    } catch {
      Issue.record(
        "could not record snapshot \(file.path): \(error)", sourceLocation: sourceLocation)
    }
  }

  if mode == "all" || (mode == "missing" && !exists) {
    record()
    return
  }
  guard exists else {
    Issue.record(
      "missing snapshot \(file.path); run with SEGUE_RECORD=missing to record it",
      sourceLocation: sourceLocation)
    return
  }
  let expected: Bitmap
  do {
    expected = try PNG.read(contentsOf: file)
  } catch {
    Issue.record("unreadable snapshot \(file.path): \(error)", sourceLocation: sourceLocation)
    return
  }
  let difference = SnapshotDifference(expected: expected, actual: bitmap, tolerance: tolerance)
  guard let difference else { return }
  if mode == "failed" {
    record()
    return
  }
  let actualFile = FileManager.default.temporaryDirectory.appendingPathComponent("segue-snapshots")
    .appendingPathComponent(testFile).appendingPathComponent("\(test).\(name).png")
  try? FileManager.default.createDirectory(
    at: actualFile.deletingLastPathComponent(), withIntermediateDirectories: true)
  try? PNG.write(bitmap, to: actualFile)
  Issue.record(
    "snapshot \(file.lastPathComponent) differs: \(difference); actual image at \(actualFile.path)",
    sourceLocation: sourceLocation)
}

/// How two bitmaps differ beyond a per-channel tolerance.
struct SnapshotDifference: CustomStringConvertible {
  var description: String

  init?(expected: Bitmap, actual: Bitmap, tolerance: Int) {
    guard expected.width == actual.width, expected.height == actual.height else {
      description =
        "size \(actual.width)×\(actual.height), expected \(expected.width)×\(expected.height)"
      return
    }
    var differing = 0
    var largest = 0
    for i in stride(from: 0, to: expected.pixels.count, by: 4) {
      var worst = 0
      for c in 0..<4 {
        worst = max(worst, abs(Int(expected.pixels[i + c]) - Int(actual.pixels[i + c])))
      }
      if worst > tolerance { differing += 1 }
      largest = max(largest, worst)
    }
    guard differing > 0 else { return nil }
    description =
      "\(differing) pixels differ by more than \(tolerance) (largest difference \(largest))"
  }
}
