import Foundation
import Testing

@Suite("Snapshot inventory")
struct SnapshotInventoryTests {
  /// Every recorded snapshot must belong to a test that still exists: a renamed or deleted
  /// test would otherwise leave a PNG nobody compares against.
  @Test func noOrphanedSnapshots() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let snapshots = folder.appendingPathComponent("__Snapshots__")
    let files = FileManager.default
    for testFile in try files.contentsOfDirectory(atPath: snapshots.path) {
      let source = folder.appendingPathComponent("\(testFile).swift")
      let text = (try? String(contentsOf: source, encoding: .utf8)) ?? ""
      #expect(!text.isEmpty, "__Snapshots__/\(testFile) has no test file \(testFile).swift")
      for png in try files.contentsOfDirectory(
        atPath: snapshots.appendingPathComponent(testFile).path)
      {
        let parts = png.split(separator: ".")
        guard parts.count == 3, parts[2] == "png" else {
          Issue.record("unexpected file __Snapshots__/\(testFile)/\(png)")
          continue
        }
        let test = String(parts[0])
        let name = String(parts[1])
        #expect(
          text.contains("func \(test)("),
          "orphaned snapshot \(png): no test \(test) in \(testFile).swift")
        #expect(
          text.contains("named: \"\(name)\""), "orphaned snapshot \(png): no snapshot named \(name)"
        )
      }
    }
  }
}
