import Palette
import PaletteScenes
import SegueSnapshotTesting
import SegueUIKit
import SnapshotTesting
import Testing

/// The same transition through pointfreeco's swift-snapshot-testing, for teams that already
/// use `assertSnapshot` (references under `__Snapshots__/SnapshotTestingTests/`; record with
/// `SNAPSHOT_TESTING_RECORD=missing`).
@Suite("assertSnapshot")
@MainActor
struct SnapshotTestingTests {
  @Test func theList() {
    assertSnapshot(of: SwatchListViewController(), as: .image(on: .iPhone15Pro))
  }

  @Test func theOpeningZoom() {
    assertSnapshot(of: PaletteScenes.Open(), as: .transition(at: [0, 0.2, 0.4, 0.7, 1]))
  }

  @Test func theOpenSwatchsTree() {
    let (stage, _, _) = PaletteScenes.makeOpened(device: .iPhone15Pro)
    assertSnapshot(of: stage, as: .tree)
  }
}
