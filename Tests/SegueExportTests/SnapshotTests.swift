import Foundation
import SegueCairo
import SegueGeometry
import SegueTesting
import Testing

@Suite struct SnapshotTests {
  /// A temporary snapshot folder and artifacts folder, removed after the test.
  private struct Place {
    let root: URL
    var snapshots: URL { root.appendingPathComponent("__Snapshots__/SnapshotTests") }
    var artifacts: URL { root.appendingPathComponent("artifacts") }

    init() throws { root = try Frames.temporaryFolder() }

    func verify(_ bitmap: Bitmap, _ mode: Snapshot.RecordMode, tolerance: UInt8 = 0)
      -> SnapshotOutcome
    {
      Snapshot.verify(
        bitmap, named: "frame", tolerance: tolerance, in: snapshots, testName: "scene()",
        recordMode: mode, artifactsDirectory: artifacts)
    }

    func verifyText(_ text: String, _ mode: Snapshot.RecordMode) -> SnapshotOutcome {
      Snapshot.verifyText(
        text, named: "tree", fileExtension: "json", in: snapshots, testName: "scene()",
        recordMode: mode, artifactsDirectory: artifacts)
    }

    var reference: URL { snapshots.appendingPathComponent("scene.frame.png") }
    var textReference: URL { snapshots.appendingPathComponent("scene.tree.json") }
  }

  private let red = Frames.flat(255, 0, 0, width: 8, height: 6)
  private var redWithABluePixel: Bitmap {
    var bitmap = red
    bitmap.pixels.replaceSubrange(4 * 9..<4 * 10, with: [0, 0, 255, 255])
    return bitmap
  }

  @Test func aMissingSnapshotFailsWithInstructionsWhenNotRecording() throws {
    let place = try Place()
    defer { try? FileManager.default.removeItem(at: place.root) }
    let outcome = place.verify(red, .never)
    let message = try #require(outcome.failureMessage)
    #expect(message.contains(place.reference.path))
    #expect(message.contains("SEGUE_RECORD=missing swift test --filter scene"))
    #expect(
      !FileManager.default.fileExists(
        atPath: place.root.appendingPathComponent("__Snapshots__").path))
  }

  @Test func missingModeRecordsOnlyAbsentSnapshots() throws {
    let place = try Place()
    defer { try? FileManager.default.removeItem(at: place.root) }
    #expect(place.verify(red, .missing) == .recorded(path: place.reference.path))
    #expect(try PNG.read(contentsOf: place.reference) == red)
    #expect(place.verify(red, .missing) == .matched)
    #expect(place.verify(redWithABluePixel, .missing).isFailure)
    #expect(try PNG.read(contentsOf: place.reference) == red, "a mismatch is not recorded")
  }

  @Test func aMismatchWritesTheActualAndDiffImagesOutsideTheSnapshots() throws {
    let place = try Place()
    defer { try? FileManager.default.removeItem(at: place.root) }
    _ = place.verify(red, .missing)
    let message = try #require(place.verify(redWithABluePixel, .never).failureMessage)
    let actual = place.artifacts.appendingPathComponent("scene.frame.actual.png")
    let diff = place.artifacts.appendingPathComponent("scene.frame.diff.png")
    #expect(
      message.contains("1 of 48 pixels differ by up to 255 (tolerance 0), within x 1…1, y 1…1"))
    #expect(message.contains("actual: \(actual.path)"))
    #expect(message.contains("diff:   \(diff.path)"))
    #expect(message.contains("SEGUE_RECORD=failed"))
    #expect(try PNG.read(contentsOf: actual) == redWithABluePixel)
    #expect(try PNG.read(contentsOf: diff).pixel(x: 1, y: 1) == (255, 0, 0, 255))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: place.snapshots.path) == [
        "scene.frame.png"
      ])
  }

  @Test func failedModeRewritesOnlyMismatches() throws {
    let place = try Place()
    defer { try? FileManager.default.removeItem(at: place.root) }
    #expect(place.verify(red, .failed) == .recorded(path: place.reference.path))
    #expect(place.verify(red, .failed) == .matched)
    #expect(place.verify(redWithABluePixel, .failed) == .recorded(path: place.reference.path))
    #expect(try PNG.read(contentsOf: place.reference) == redWithABluePixel)
  }

  @Test func allModeRecordsEvenMatchingSnapshots() throws {
    let place = try Place()
    defer { try? FileManager.default.removeItem(at: place.root) }
    #expect(place.verify(red, .all) == .recorded(path: place.reference.path))
    #expect(place.verify(red, .all) == .recorded(path: place.reference.path))
    #expect(place.verify(redWithABluePixel, .all) == .recorded(path: place.reference.path))
    #expect(try PNG.read(contentsOf: place.reference) == redWithABluePixel)
  }

  @Test func aToleranceAcceptsSmallDifferences() throws {
    let place = try Place()
    defer { try? FileManager.default.removeItem(at: place.root) }
    _ = place.verify(red, .missing)
    let almost = Frames.flat(252, 0, 0, width: 8, height: 6)
    #expect(place.verify(almost, .never, tolerance: 3) == .matched)
    #expect(place.verify(almost, .never, tolerance: 2).isFailure)
  }

  @Test func semiTransparentPixelsMatchAfterRecording() throws {
    let place = try Place()
    defer { try? FileManager.default.removeItem(at: place.root) }
    // Premultiplied values that straight-alpha PNG cannot store exactly.
    var bitmap = Bitmap(width: 4, height: 4)
    for i in stride(from: 0, to: bitmap.pixels.count, by: 4) {
      bitmap.pixels.replaceSubrange(i..<i + 4, with: [33, 7, 50, 61])
    }
    #expect(place.verify(bitmap, .missing) == .recorded(path: place.reference.path))
    #expect(place.verify(bitmap, .never) == .matched)
  }

  @Test func textSnapshotsFollowTheSameModes() throws {
    let place = try Place()
    defer { try? FileManager.default.removeItem(at: place.root) }
    let tree = "{\n  \"layer\": \"root\",\n  \"opacity\": 1\n}\n"
    #expect(place.verifyText(tree, .never).isFailure)
    #expect(place.verifyText(tree, .missing) == .recorded(path: place.textReference.path))
    #expect(try String(contentsOf: place.textReference, encoding: .utf8) == tree)
    #expect(place.verifyText(tree, .never) == .matched)

    let changed = tree.replacingOccurrences(of: "root", with: "card")
    let message = try #require(place.verifyText(changed, .never).failureMessage)
    let actual = place.artifacts.appendingPathComponent("scene.tree.actual.json")
    #expect(message.contains("line 2 differs"))
    #expect(message.contains("expected: \"  \"layer\": \"root\",\""))
    #expect(message.contains("actual:   \"  \"layer\": \"card\",\""))
    #expect(message.contains(actual.path))
    #expect(try String(contentsOf: actual, encoding: .utf8) == changed)

    #expect(place.verifyText(changed, .failed) == .recorded(path: place.textReference.path))
    #expect(place.verifyText(changed, .never) == .matched)
    #expect(place.verifyText(changed + "\n", .never).failureMessage?.contains("line 6") == true)
  }

  @Test func snapshotsLiveNextToTheTestFile() {
    let url = Snapshot.referenceURL(named: "start")
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    #expect(
      url.path
        == here.appendingPathComponent(
          "__Snapshots__/SnapshotTests/snapshotsLiveNextToTheTestFile.start.png"
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

  /// The environment-reading entry point, when recording is off (as in CI): a missing snapshot
  /// fails and nothing is written into the repository.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["SEGUE_RECORD"] == nil))
  func withoutRecordingAMissingSnapshotFailsAndWritesNothing() throws {
    let outcome = Snapshot.verify(red, named: "never-recorded")
    let message = try #require(outcome.failureMessage)
    let url = Snapshot.referenceURL(named: "never-recorded")
    #expect(message.contains(url.path))
    #expect(!FileManager.default.fileExists(atPath: url.path))
    #expect(Snapshot.verifyText("x", named: "never-recorded").isFailure)
  }
}
