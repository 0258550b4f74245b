import SegueGeometry
import SnapshotTesting

extension Snapshotting where Value == Bitmap, Format == Bitmap {
  /// Snapshots a bitmap as a PNG reference, exactly (`assertSnapshot(of: frame, as: .image)`).
  public static var image: Snapshotting<Bitmap, Bitmap> { image(tolerance: 0) }

  /// Snapshots a bitmap as a PNG reference, allowing `tolerance` (0…255) per channel where
  /// antialiasing may legitimately differ (see `Diffing.image(tolerance:)`).
  public static func image(tolerance: UInt8) -> Snapshotting<Bitmap, Bitmap> {
    Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance))
  }
}
