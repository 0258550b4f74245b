import Foundation
import SegueTesting
import Testing

@Suite struct TextSnapshotTests {
  @Test func textSnapshotsFollowTheSameModes() throws {
    let place = try SnapshotPlace()
    defer { try? FileManager.default.removeItem(at: place.root) }
    let tree = "{\n  \"layer\": \"root\",\n  \"opacity\": 1\n}\n"
    #expect(place.verifyText(tree, .never).isFailure)
    #expect(place.verifyText(tree, .missing) == .recorded(path: place.textReference.path))
    #expect(try String(contentsOf: place.textReference, encoding: .utf8) == tree)
    #expect(place.verifyText(tree, .never) == .matched)

    let changed = tree.replacingOccurrences(of: "root", with: "card")
    let message = try #require(place.verifyText(changed, .never).failureMessage)
    let actual = place.artifacts.appendingPathComponent("scene.tree.actual.json")
    #expect(message.contains("line 2 differs"))
    #expect(message.contains("expected: \"  \"layer\": \"root\",\""))
    #expect(message.contains("actual:   \"  \"layer\": \"card\",\""))
    #expect(message.contains(actual.path))
    #expect(try String(contentsOf: actual, encoding: .utf8) == changed)

    #expect(place.verifyText(changed, .failed) == .recorded(path: place.textReference.path))
    #expect(place.verifyText(changed, .never) == .matched)
    #expect(place.verifyText(changed + "\n", .never).failureMessage?.contains("line 6") == true)
  }

  @Test func theFileExtensionNamesTheReference() throws {
    let place = try SnapshotPlace()
    defer { try? FileManager.default.removeItem(at: place.root) }
    let outcome = Snapshot.verifyText(
      "x", named: "tree", fileExtension: "yaml", in: place.snapshots, testName: "scene()",
      recordMode: .missing, artifactsDirectory: place.artifacts)
    let reference = place.snapshots.appendingPathComponent("scene.tree.yaml")
    #expect(outcome == .recorded(path: reference.path))
    #expect(try String(contentsOf: reference, encoding: .utf8) == "x")
  }

  /// A name or extension that is not a plain file-name part is a programmer error.
  @Test func aNameWithASlashStopsTheTest() async {
    await #expect(processExitsWith: .failure) {
      _ = Snapshot.verifyText(
        "x", named: "a/b", in: URL(fileURLWithPath: "/nonexistent"), testName: "t()",
        recordMode: .never, artifactsDirectory: URL(fileURLWithPath: "/nonexistent"))
    }
    await #expect(processExitsWith: .failure) {
      _ = Snapshot.verifyText(
        "x", named: "tree", fileExtension: ".json", in: URL(fileURLWithPath: "/nonexistent"),
        testName: "t()", recordMode: .never,
        artifactsDirectory: URL(fileURLWithPath: "/nonexistent"))
    }
  }
}
