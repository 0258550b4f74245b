import Foundation
import SegueCairo
import SegueGeometry
import SegueTesting
import Testing

@Suite struct SnapshotTests {
  private let red = Scratch.flat(255, 0, 0, width: 8, height: 6)
  private var redWithABluePixel: Bitmap {
    var bitmap = red
    bitmap.pixels.replaceSubrange(4 * 9..<4 * 10, with: [0, 0, 255, 255])
    return bitmap
  }

  @Test func aMissingSnapshotFailsWithInstructionsWhenNotRecording() throws {
    let place = try SnapshotPlace()
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
    let place = try SnapshotPlace()
    defer { try? FileManager.default.removeItem(at: place.root) }
    #expect(place.verify(red, .missing) == .recorded(path: place.reference.path))
    #expect(try PNG.read(contentsOf: place.reference) == red)
    #expect(place.verify(red, .missing) == .matched)
    #expect(place.verify(redWithABluePixel, .missing).isFailure)
    #expect(try PNG.read(contentsOf: place.reference) == red, "a mismatch is not recorded")
  }

  @Test func aMismatchWritesTheActualAndDiffImagesOutsideTheSnapshots() throws {
    let place = try SnapshotPlace()
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
    let place = try SnapshotPlace()
    defer { try? FileManager.default.removeItem(at: place.root) }
    #expect(place.verify(red, .failed) == .recorded(path: place.reference.path))
    #expect(place.verify(red, .failed) == .matched)
    #expect(place.verify(redWithABluePixel, .failed) == .recorded(path: place.reference.path))
    #expect(try PNG.read(contentsOf: place.reference) == redWithABluePixel)
  }

  @Test func allModeRecordsEvenMatchingSnapshots() throws {
    let place = try SnapshotPlace()
    defer { try? FileManager.default.removeItem(at: place.root) }
    #expect(place.verify(red, .all) == .recorded(path: place.reference.path))
    #expect(place.verify(red, .all) == .recorded(path: place.reference.path))
    #expect(place.verify(redWithABluePixel, .all) == .recorded(path: place.reference.path))
    #expect(try PNG.read(contentsOf: place.reference) == redWithABluePixel)
  }

  @Test func aToleranceAcceptsSmallDifferences() throws {
    let place = try SnapshotPlace()
    defer { try? FileManager.default.removeItem(at: place.root) }
    _ = place.verify(red, .missing)
    let almost = Scratch.flat(252, 0, 0, width: 8, height: 6)
    #expect(place.verify(almost, .never, tolerance: 3) == .matched)
    #expect(place.verify(almost, .never, tolerance: 2).isFailure)
  }

  @Test func semiTransparentPixelsMatchAfterRecording() throws {
    let place = try SnapshotPlace()
    defer { try? FileManager.default.removeItem(at: place.root) }
    // Premultiplied values that straight-alpha PNG cannot store exactly.
    var bitmap = Bitmap(width: 4, height: 4)
    for i in stride(from: 0, to: bitmap.pixels.count, by: 4) {
      bitmap.pixels.replaceSubrange(i..<i + 4, with: [33, 7, 50, 61])
    }
    #expect(place.verify(bitmap, .missing) == .recorded(path: place.reference.path))
    #expect(place.verify(bitmap, .never) == .matched)
  }
}
