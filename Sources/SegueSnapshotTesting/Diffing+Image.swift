// Bitmaps for pointfreeco's swift-snapshot-testing, which has no image strategy off Apple
// platforms: references are PNG files written and read with Segue's PNG (Cairo), compared with
// SegueTesting's ImageDiff. The record mode and the `__Snapshots__/<File>/<test>.<n>.png`
// naming are swift-snapshot-testing's own (its `SNAPSHOT_TESTING_RECORD`, `withSnapshotTesting`,
// `.snapshots(record:)` trait), not Segue's `SEGUE_RECORD`.

import Foundation
import SegueCairo
import SegueGeometry
import SegueTesting
import SnapshotTesting

extension Diffing where Value == Bitmap {
  /// Compares bitmaps as PNG stores them, allowing `tolerance` per channel.
  ///
  /// The new bitmap goes through a PNG round trip before the comparison (PNG keeps straight
  /// alpha), so a recorded semi-transparent frame matches itself. A mismatch's message says
  /// what differs (size, how many pixels, by how much, where) and where a diff picture was
  /// written: `segue-diffs/` in `SNAPSHOT_ARTIFACTS` (swift-snapshot-testing's folder for the
  /// failed snapshot itself) or in the temporary folder. The diff is also attached as
  /// `difference.png`.
  ///
  /// A reference that is not a PNG never matches, and the message says so; a bitmap that
  /// cannot be encoded is stored as no bytes.
  ///
  /// - Parameter tolerance: The largest per-channel difference (0…255) still counted as equal;
  ///   0 asks for identical pixels.
  public static func image(tolerance: UInt8 = 0) -> Diffing<Bitmap> {
    .diff(
      toData: { (try? PNG.encode($0)) ?? Data() },
      fromData: { (try? PNG.decode($0)) ?? .unreadable },
      diffV2: { reference, new in
        guard reference != .unreadable else {
          return ("The reference is not a PNG (or is empty); re-record it.", [])
        }
        let stored = (try? PNG.decode(PNG.encode(new))) ?? new
        let result = ImageDiff.compare(reference, stored, tolerance: tolerance)
        guard !result.isMatch else { return nil }
        var lines = ["Bitmaps differ: \(result)."]
        guard
          let diff = try? PNG.encode(ImageDiff.diffImage(reference, stored, tolerance: tolerance))
        else { return (lines.joined(separator: "\n"), []) }
        lines.append(writeDiff(diff))
        return (lines.joined(separator: "\n"), [.data(diff, name: "difference.png")])
      })
  }

  /// Writes a diff picture to the artifacts folder, atomically, and says where, or why not.
  private static func writeDiff(_ png: Data) -> String {
    let root =
      ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].map {
        URL(fileURLWithPath: $0)
      } ?? FileManager.default.temporaryDirectory
    let url = root.appendingPathComponent("segue-diffs/\(UUID().uuidString).png")
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try png.write(to: url, options: .atomic)
      return "diff: \(url.path)"
    } catch {
      return "(could not write the diff image to \(url.path): \(error.localizedDescription))"
    }
  }
}

extension Bitmap {
  /// What an unreadable reference decodes to: one transparent pixel with colour, which is not
  /// premultiplied RGBA, so no decoded PNG and no rendered frame is equal to it.
  fileprivate static let unreadable = Bitmap(width: 1, height: 1, pixels: [1, 2, 3, 0])
}
