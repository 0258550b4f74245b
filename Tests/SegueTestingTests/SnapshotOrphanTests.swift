import Foundation
import SegueTesting
import Testing

@Suite struct SnapshotOrphanTests {
  @Test func snapshotsOfRemovedTestsAndFilesAreOrphans() throws {
    let root = try Scratch.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    func write(_ path: String, _ text: String = "") throws {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try write(
      "FooTests.swift",
      """
      @Suite struct FooTests {
        @Test func alpha() {}
        @Test func `beta test`() {}
        static func gamma<T>(_ value: T) {}
        let functional = 1
      }
      """)
    try write("__Snapshots__/FooTests/alpha.start.png")
    try write("__Snapshots__/FooTests/alpha.tree.json")
    try write("__Snapshots__/FooTests/beta test.end.png")
    try write("__Snapshots__/FooTests/gamma.x.png")
    try write("__Snapshots__/FooTests/.DS_Store")
    try write("__Snapshots__/FooTests/removed.start.png")
    try write("__Snapshots__/FooTests/functional.x.png")
    try write("__Snapshots__/FooTests/nested/alpha.x.png")
    try write("__Snapshots__/GoneTests/alpha.start.png")
    try write("__Snapshots__/stray.png")
    try write("Sub/BarTests.swift", "func bar() {}")
    try write("Sub/__Snapshots__/BarTests/bar.x.png")
    try write("Sub/__Snapshots__/BarTests/baz.x.png")

    let orphans = Snapshot.orphanedFiles(under: root).map {
      String($0.path.dropFirst(root.path.count + 1))
    }
    #expect(
      orphans == [
        "Sub/__Snapshots__/BarTests/baz.x.png",
        "__Snapshots__/FooTests/functional.x.png",
        "__Snapshots__/FooTests/nested/alpha.x.png",
        "__Snapshots__/FooTests/removed.start.png",
        "__Snapshots__/GoneTests/alpha.start.png",
        "__Snapshots__/stray.png",
      ])
  }

}
