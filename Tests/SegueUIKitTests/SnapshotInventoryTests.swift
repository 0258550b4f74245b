import SegueTesting
import Testing

@Suite("Snapshot inventory")
struct SnapshotInventoryTests {
  /// Every recorded snapshot must belong to a test that still exists: a renamed or deleted
  /// test would otherwise leave a PNG nobody compares against.
  @Test func noOrphanedSnapshots() {
    expectNoOrphanedSnapshots()
  }
}
