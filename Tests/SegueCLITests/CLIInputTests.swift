import Foundation
import Testing

@Suite("segue --input, run as a process")
struct CLIInputTests {
  private func write(_ json: String, in folder: URL, name: String = "input.json") throws -> URL {
    let url = folder.appendingPathComponent(name)
    try Data(json.utf8).write(to: url)
    return url
  }

  @Test func aScriptedDragChangesWhatHappens() throws {
    let folder = try CLIProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Seed 000's pan on the navigation controller's view: a drag to the right during the push
    // starts an interactive pop, so the tree at the end differs from the one without input.
    let drag = try write(
      #"{"steps": [{"drag": {"path": [[20, 400], [300, 400]], "time": 0.05, "duration": 0.3, "easing": "linear", "releaseVelocity": [800, 0]}}]}"#,
      in: folder)
    let plain = try CLIProcess.run(["render", "ping-push", "--progress", "1", "--format", "tree"])
    let dragged = try CLIProcess.run(
      ["render", "ping-push", "--progress", "1", "--format", "tree", "--input", drag.path])
    #expect(plain.status == 0 && dragged.status == 0, "\(dragged.stderr)")
    #expect(plain.stdout != dragged.stdout)
  }

  @Test func aScriptedTapOnTheRoundButtonPops() throws {
    let folder = try CLIProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // The round button (iPhone 15 Pro: centred at (361, 91)) answers a real tap: tapped during
    // the push, it pops back once the push has completed.
    let tap = try write(#"{"steps": [{"tap": {"at": [361, 91], "time": 0.1}}]}"#, in: folder)
    let plain = try CLIProcess.run(["render", "ping-push", "--progress", "1", "--format", "tree"])
    let tapped = try CLIProcess.run(
      ["render", "ping-push", "--progress", "1", "--format", "tree", "--input", tap.path])
    #expect(plain.status == 0 && tapped.status == 0, "\(tapped.stderr)")
    #expect(plain.stdout != tapped.stdout)
  }

  @Test(arguments: [
    (#"{"steps": [{"tap": {"at": [1, 2], "time": }}]}"#, "line 1, column"),
    (#"{"steps": [{"tap": {"time": 0.1}}]}"#, "steps[0].tap.at is missing"),
    (
      #"{"steps": [{"drag": {"path": [[0, 0], [9, 0]], "time": 0, "duration": -1, "easing": "linear"}}]}"#,
      "steps[0] (drag).duration"
    ),
    (
      #"{"steps": [{"drag": {"path": [], "time": 0, "duration": 1, "easing": "linear"}}]}"#,
      "at least one point"
    ),
  ])
  func badScriptsFailWithOneLineNamingTheProblem(json: String, mentions: String) throws {
    let folder = try CLIProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try write(json, in: folder)
    let result = try CLIProcess.run(
      ["render", "ping-pop", "--progress", "0.5", "--format", "tree", "--input", file.path])
    #expect(result.status != 0)
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(result.stderr.contains(mentions), "\(result.stderr)")
  }

  @Test func aLiveSceneHasNoTransitionToRecord() throws {
    let folder = try CLIProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("demo.gif")
    let result = try CLIProcess.run(["record", "demo", "--out", out.path])
    #expect(result.status != 0)
    #expect(result.stderr.contains("scene 'demo' is live"))
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }
}
