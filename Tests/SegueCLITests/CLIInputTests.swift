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

  /// A drag's end x, start time and duration, what the error names, and the line it names.
  @Test(arguments: [
    // A drag this long once trapped converting its sample count to Int ("Illegal
    // instruction"); 1e7 s asked for 5.4 GB of samples.
    ("300", "0.05", "1e17", "steps[1] (drag).duration"),
    ("300", "0.05", "1e7", "steps[1] (drag).duration"),
    ("300", "1e300", "0.3", "steps[1] (drag).time"),
    ("1e300", "0.05", "0.3", "steps[1] (drag).path[1]"),
  ])
  func hugeValuesAreRefusedNamingTheLine(
    x: String, time: String, duration: String, mentions: String
  ) throws {
    let folder = try CLIProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let json = """
      {"steps": [
        {"tap": {"at": [10, 10], "time": 0}},

        {"drag": {"path": [[20, 400], [\(x), 400]],
          "time": \(time), "duration": \(duration), "easing": "linear"}}
      ]}
      """
    let file = try write(json, in: folder)
    let start = Date()
    let result = try CLIProcess.run(
      ["render", "ping-push", "--progress", "1", "--format", "tree", "--input", file.path])
    #expect(Date().timeIntervalSince(start) < 30)
    #expect(result.status == 1, "\(result.status): \(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(result.stderr.contains(mentions), "\(result.stderr)")
    #expect(result.stderr.contains("line 4"), "names the step's line: \(result.stderr)")
  }

  @Test func tooManyStepsAreRefusedWithTheLimit() throws {
    let folder = try CLIProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tap = #"{"tap": {"at": [10, 10], "time": 0}}"#
    let json =
      #"{"steps": ["# + Array(repeating: tap, count: 100_001).joined(separator: ",\n")
      + "]}"
    let file = try write(json, in: folder)
    let result = try CLIProcess.run(
      ["render", "ping-push", "--progress", "1", "--format", "tree", "--input", file.path])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(result.stderr.contains("100000"), "\(result.stderr)")
  }

  @Test func tooManyFingersAtOnceAreRefusedNamingTheLine() throws {
    let folder = try CLIProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // 10,000 taps in 50 ms held 10,000 fingers down at once: three minutes of delivery.
    let taps = (0..<10_000).map { index in
      #"{"tap": {"at": [\#(10 + index % 300), 700], "time": \#(Double(index) * 5e-6)}}"#
    }
    let file = try write(#"{"steps": ["# + "\n" + taps.joined(separator: ",\n") + "]}", in: folder)
    let start = Date()
    let result = try CLIProcess.run(
      ["render", "ping-push", "--progress", "1", "--format", "tree", "--input", file.path])
    #expect(Date().timeIntervalSince(start) < 30)
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    // Step 20 is the 21st finger down; steps start on line 2.
    #expect(result.stderr.contains("line 22: steps[20]"), "\(result.stderr)")
    #expect(result.stderr.contains("fingers"), "\(result.stderr)")
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
