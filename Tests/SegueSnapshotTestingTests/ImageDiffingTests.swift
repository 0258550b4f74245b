import Foundation
import SegueCairo
import SegueGeometry
import SegueSnapshotTesting
import SnapshotTesting
import Testing

/// `Diffing<Bitmap>.image`, called as swift-snapshot-testing calls it.
@Suite struct ImageDiffingTests {
  private let diffing = Diffing<Bitmap>.image()
  private let ramp = ImageSnapshottingTests.ramp

  @Test func bitmapsAreStoredAsPNG() throws {
    let data = diffing.toData(ramp)
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(try PNG.decode(data) == ramp)
    #expect(diffing.fromData(data) == ramp)
  }

  @Test func identicalBitmapsHaveNoDifference() {
    #expect(diffing.diffV2(ramp, ramp) == nil)
  }

  @Test func aDifferenceIsDescribedAndAttached() throws {
    let (message, attachments) = try #require(
      diffing.diffV2(ramp, ImageSnapshottingTests.changed))
    #expect(message.hasPrefix("Bitmaps differ: 1 of 24 pixels differ by up to 185"))
    #expect(attachments.count == 1)
    guard case .data(let png, let name) = attachments.first else {
      Issue.record("expected the diff as data, got \(attachments)")
      return
    }
    #expect(name == "difference.png")
    #expect(try PNG.decode(png).pixel(x: 1, y: 1) == (255, 0, 0, 255))
  }

  @Test func aSizeChangeIsADifference() throws {
    let wider = Bitmap(width: 7, height: 4, fill: (255, 255, 255, 255))
    let (message, _) = try #require(diffing.diffV2(ramp, wider))
    #expect(message.hasPrefix("Bitmaps differ: size 7×4, expected 6×4;"))
  }

  @Test func anUnreadableReferenceNeverMatches() throws {
    for data in [Data("not a png".utf8), Data()] {
      let reference = diffing.fromData(data)
      let (message, _) = try #require(diffing.diffV2(reference, ramp))
      #expect(message == "The reference is not a PNG (or is empty); re-record it.")
    }
  }
}
