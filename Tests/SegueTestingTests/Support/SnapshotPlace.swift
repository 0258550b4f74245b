import Foundation
import SegueGeometry
import SegueTesting

/// A temporary snapshot folder and artifacts folder for the tests of the snapshot engine,
/// checked with explicit record modes (the environment is not read). Remove `root` after use.
struct SnapshotPlace {
  let root: URL
  var snapshots: URL { root.appendingPathComponent("__Snapshots__/SnapshotTests") }
  var artifacts: URL { root.appendingPathComponent("artifacts") }

  init() throws { root = try Scratch.folder() }

  /// Checks `bitmap` as snapshot `frame` of test `scene()`.
  func verify(_ bitmap: Bitmap, _ mode: Snapshot.RecordMode, tolerance: UInt8 = 0)
    -> SnapshotOutcome
  {
    Snapshot.verify(
      bitmap, named: "frame", tolerance: tolerance, in: snapshots, testName: "scene()",
      recordMode: mode, artifactsDirectory: artifacts)
  }

  /// Checks `text` as JSON snapshot `tree` of test `scene()`.
  func verifyText(_ text: String, _ mode: Snapshot.RecordMode) -> SnapshotOutcome {
    Snapshot.verifyText(
      text, named: "tree", fileExtension: "json", in: snapshots, testName: "scene()",
      recordMode: mode, artifactsDirectory: artifacts)
  }

  /// The reference of `verify`.
  var reference: URL { snapshots.appendingPathComponent("scene.frame.png") }
  /// The reference of `verifyText`.
  var textReference: URL { snapshots.appendingPathComponent("scene.tree.json") }
}
