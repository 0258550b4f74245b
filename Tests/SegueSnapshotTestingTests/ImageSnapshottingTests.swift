import Foundation
import SegueCairo
import SegueGeometry
import SegueSnapshotTesting
import SegueTesting
import SnapshotTesting
import Testing

/// `assertSnapshot(of:as: .image)` against references committed beside this file. Checks that
/// must fail pass `record: .never`, so that no record mode can overwrite a reference.
@Suite struct ImageSnapshottingTests {
  /// A 6×4 ramp of opaque colours, pixel by pixel from green to red.
  static let ramp: Bitmap = {
    var pixels: [UInt8] = []
    for index in 0..<24 {
      let red = UInt8(index * 10)
      pixels += [red, 255 - red, 128, 255]
    }
    return Bitmap(width: 6, height: 4, pixels: pixels)
  }()

  /// The ramp with pixel (1, 1) turned to blue.
  static var changed: Bitmap {
    var bitmap = ramp
    bitmap.pixels.replaceSubrange(4 * 7..<4 * 8, with: [0, 0, 255, 255])
    return bitmap
  }

  /// The test whose reference the other checks compare against.
  static let referenceTest = "aBitmapMatchesItsPNGReference()"

  @Test func aBitmapMatchesItsPNGReference() {
    assertSnapshot(of: Self.ramp, as: .image, named: "ramp")
  }

  @Test func aSemiTransparentBitmapMatchesAfterRecording() {
    // Premultiplied values that straight-alpha PNG cannot store exactly.
    let glass = Bitmap(width: 3, height: 2, fill: (33, 7, 50, 61))
    assertSnapshot(of: glass, as: .image, named: "glass")
  }

  @Test func differencesWithinTheTolerancePass() {
    var almost = Self.ramp
    almost.pixels[0] = 3
    assertSnapshot(
      of: almost, as: .image(tolerance: 3), named: "ramp", record: .never,
      testName: Self.referenceTest)
    #expect(
      verifySnapshot(
        of: almost, as: .image(tolerance: 2), named: "ramp", record: .never,
        testName: Self.referenceTest) != nil)
  }

  @Test func aMismatchSaysWhatDiffersAndWritesADiff() throws {
    let message = try #require(
      verifySnapshot(
        of: Self.changed, as: .image, named: "ramp", record: .never,
        testName: Self.referenceTest))
    #expect(
      message.contains(
        "Bitmaps differ: 1 of 24 pixels differ by up to 185 (tolerance 0), within x 1…1, y 1…1."))
    let diffLine = try #require(message.split(separator: "\n").first { $0.hasPrefix("diff: ") })
    let diff = try PNG.read(contentsOf: URL(fileURLWithPath: String(diffLine.dropFirst(6))))
    #expect(diff.pixel(x: 1, y: 1) == (255, 0, 0, 255))
    #expect(diff.pixel(x: 0, y: 1) != (255, 0, 0, 255))
  }

  @Test func aMismatchIsAnIssue() {
    withKnownIssue {
      assertSnapshot(
        of: Self.changed, as: .image, named: "ramp", record: .never,
        testName: Self.referenceTest)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("1 of 24 pixels differ")
    }
  }

  /// The meta-test of this target: swift-snapshot-testing names files as SegueTesting does.
  @Test func thisTargetHasNoOrphanedSnapshots() {
    expectNoOrphanedSnapshots()
  }
}
