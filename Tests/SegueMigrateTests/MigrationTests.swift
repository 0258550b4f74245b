import Foundation
import SegueMigrate
import Testing

/// The fixtures: `Inputs/` are iOS sources, named `.swift.txt` so that neither this target nor
/// the linter compiles them; `Expected/` are their migrations written by hand, compiled with
/// this target against SegueUIKit.
enum Fixture {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  static func text(_ name: String, in subfolder: String) throws -> String {
    let file = subfolder == "Inputs" ? name + ".txt" : name
    return try String(
      contentsOf: folder.appendingPathComponent(subfolder).appendingPathComponent(file),
      encoding: .utf8)
  }

  /// A fresh temporary folder holding copies of the named inputs.
  static func temporaryCopy(of names: [String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-migrate-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in names {
      try FileManager.default.copyItem(
        at: Self.folder.appendingPathComponent("Inputs").appendingPathComponent(name + ".txt"),
        to: folder.appendingPathComponent(name))
    }
    return folder
  }
}

@Suite struct MigrationTests {
  let fixtures = [
    "Bubble.swift", "BubbleTitle.swift", "Menu.swift", "Progress.swift", "Imports.swift",
    "Initializers.swift", "Follower.swift",
  ]

  @Test func everyConstructBecomesTheHandWrittenExpectation() throws {
    let inputs = try fixtures.map { try Fixture.text($0, in: "Inputs") }
    let names = Migration.optionalRequirementNames(in: inputs)
    #expect(
      names == [
        "bubbleWillOpen", "bubbleTitle", "menuTitle", "menuDidAppear", "scrollViewForCard",
        "cardCount",
      ])
    for (name, input) in zip(fixtures, inputs) {
      let migration = Migration.migrate(input, path: name, optionalNames: names)
      #expect(migration.left.isEmpty)
      #expect(migration.parseError == nil)
      #expect(migration.migrated == (try Fixture.text(name, in: "Expected")), "\(name)")
    }
  }

  @Test func aSecondRunChangesNothing() throws {
    let outputs = try fixtures.map { try Fixture.text($0, in: "Expected") }
    let names = Migration.optionalRequirementNames(in: outputs)
    #expect(
      names == [
        "bubbleWillOpen", "bubbleTitle", "menuTitle", "menuDidAppear", "scrollViewForCard",
        "cardCount",
      ])
    for (name, output) in zip(fixtures, outputs) {
      let migration = Migration.migrate(output, path: name, optionalNames: names)
      #expect(!migration.changed, "\(name)")
      #expect(migration.left.isEmpty)
    }
  }

  @Test func linesItCannotRewriteAreListedAndLeftAsTheyWere() throws {
    let input = try Fixture.text("Left.swift", in: "Inputs")
    let migration = Migration.migrate(input, path: "Left.swift")
    #expect(
      migration.left.map { "\($0.line)" + ":" + $0.reason.prefix(24) } == [
        "8:#selector in scheduledTi", "9:#selector in perform(…) ", "10:#selector(getter:) names",
        "12:#selector shares its lin", "17:@NSManaged property 'tin",
      ])
    let before = input.split(separator: "\n", omittingEmptySubsequences: false)
    let after = migration.migrated.split(separator: "\n", omittingEmptySubsequences: false)
    for line in [8, 9, 10, 12, 17] {
      #expect(after.contains(before[line - 1]), "line \(line) is kept as it was")
    }
    // The one construct it understands, `@objc func tick()`, is rewritten.
    #expect(after.contains("  #if canImport(ObjectiveC)"))
    #expect(!after.contains("  @objc func tick() {}"))
  }

  @Test func anUnparseableFileIsReportedWithItsLineAndLeftUntouched() throws {
    let input = try Fixture.text("Broken.swift", in: "Inputs")
    let migration = Migration.migrate(input, path: "Broken.swift")
    let error = try #require(migration.parseError)
    #expect(error.path == "Broken.swift")
    #expect(error.line == 5)  // the unclosed tuple
    #expect(error.reason.hasPrefix("cannot parse: "))
    #expect(migration.migrated == input)
  }

  @Test func theDiffIsUnified() {
    let diff = UnifiedDiff.of("a\nb\nc\n", "a\nB\nc\n", path: "f.swift")
    #expect(diff == "--- a/f.swift\n+++ b/f.swift\n@@ -1,4 +1,4 @@\n a\n-b\n+B\n c\n \n")
    #expect(UnifiedDiff.of("same\n", "same\n", path: "f.swift").isEmpty)
  }
}

@Suite struct MigrationWriteTests {
  @Test func writingGoesThroughATemporaryFileAndNeverHalfWrites() throws {
    let folder = try Fixture.temporaryCopy(of: ["Bubble.swift", "Broken.swift"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let bubble = folder.appendingPathComponent("Bubble.swift").path
    let broken = folder.appendingPathComponent("Broken.swift").path
    let original = try Data(contentsOf: URL(fileURLWithPath: bubble))
    let brokenOriginal = try Data(contentsOf: URL(fileURLWithPath: broken))
    // The temporary name is taken (by a folder): the write fails and the file stays whole.
    let temporary = FolderMigration.temporaryPath(for: bubble)
    try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
    let failed = FolderMigration(paths: [folder.path], write: true).run()
    #expect(failed.failures.count == 1)
    #expect(failed.failures.first?.hasPrefix(bubble) == true)
    #expect(try Data(contentsOf: URL(fileURLWithPath: bubble)) == original)
    try FileManager.default.removeItem(atPath: temporary)

    let written = FolderMigration(paths: [folder.path], write: true).run()
    #expect(written.failures.isEmpty)
    #expect(written.changedFiles == [bubble])
    #expect(try Data(contentsOf: URL(fileURLWithPath: broken)) == brokenOriginal)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "Broken.swift", "Bubble.swift",
      ])
    let again = FolderMigration(paths: [folder.path], write: true).run()
    #expect(again.changedFiles.isEmpty)
    #expect(again.diff.isEmpty)
  }
}
