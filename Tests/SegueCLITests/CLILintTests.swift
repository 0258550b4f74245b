import Foundation
import Testing

/// `segue lint` as a process.
@Suite("segue lint")
struct CLILintTests {
  @Test func aCleanTransitionExitsZeroWithASummary() throws {
    let result = try CLIProcess.run(["lint", "mask-reveal"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == "mask-reveal: 0 errors, 0 warnings, 0 intended (122 samples at 240 Hz)\n")
  }

  @Test func aWarningIsOneLineWithItsFrameAndExitsZero() throws {
    // The gallery has no warning left (issue 20 fixed its velocity breaks): a user's tool on
    // SegueCLI (Tests/Fixtures/TestTool) whose release animation starts from rest.
    let result = try CLIProcess.run(
      ["lint", "release-from-rest"], executable: CLIProcess.product("segue-test-tool"))
    #expect(result.status == 0, "warnings alone do not fail")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.first?.hasPrefix("warning: velocity-break at 0.500 s (frame-0015.png): ") == true)
    #expect(lines.last?.hasPrefix("release-from-rest: 0 errors, 1 warning, 1 intended") == true)
    // The pan's catch-up jump names its likely cause and the fix.
    let intended = lines.first { $0.hasPrefix("intended: jump") }
    #expect(
      intended?.contains(
        "a finger went down at least 142 ms before: if a pan moves this view, its translation "
          + "includes the distance moved before the pan began") == true, "\(intended ?? "")")
    #expect(intended?.contains("`setTranslation(.zero, in:)` at `.began`") == true)
  }

  @Test func anUndeclaredErrorExitsOne() throws {
    // A user's tool on SegueCLI (Tests/Fixtures/TestTool) with a scene that makes seed
    // 004's mistake: a slide that stops short, then its final frame set at the end (the gallery
    // has none left: its Guillotine rests where it ends).
    let result = try CLIProcess.run(
      ["lint", "snap-at-the-end"], executable: CLIProcess.product("segue-test-tool"))
    #expect(result.status == 1)
    #expect(result.stderr.isEmpty, "findings go to stdout; the status says the rest")
    #expect(
      result.stdout.contains(
        "error: jump at 0.500 s (frame-0015.png): View #3: position.x jumped 40.0 pt"))
    #expect(result.stdout.contains("snap-at-the-end: 1 error, 0 warnings"))
  }

  @Test func theGuillotineRestsWhereItEndsInLandscape() throws {
    // Issue 20: the landscape menu's corner lodged in the collision boundary, 27 pt off its
    // pin, and snapped into place at 0.617 s.
    let result = try CLIProcess.run(["lint", "guillotine-open", "--orientation", "landscape"])
    #expect(!result.stdout.contains("error:"), "\(result.stdout)")
    #expect(result.status == 0)
  }

  @Test func jsonHasTheFindingsWithTimesAndFrames() throws {
    let result = try CLIProcess.run(["lint", "menu-dismiss", "--format", "json"])
    // Its only finding is declared intended (the pan's hysteresis), so the status is 0.
    #expect(result.status == 0, "\(result.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let findings = try #require(object?["findings"] as? [[String: Any]])
    let intended = try #require(findings.first { $0["intended"] != nil })
    #expect(intended["kind"] as? String == "jump")
    #expect(intended["frame"] as? Int == 4)
    #expect(intended["severity"] as? String == "error")
  }

  @Test func jsonHasWarningsWithTheirSeverity() throws {
    let result = try CLIProcess.run(
      ["lint", "release-from-rest", "--format", "json"],
      executable: CLIProcess.product("segue-test-tool"))
    #expect(result.status == 0, "\(result.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let findings = try #require(object?["findings"] as? [[String: Any]])
    let warning = try #require(findings.first { $0["kind"] as? String == "velocity-break" })
    #expect(warning["severity"] as? String == "warning")
    #expect(warning["frame"] as? Int == 15)
  }

  @Test func aLiveOrUnknownSceneIsAClearError() throws {
    let unknown = try CLIProcess.run(["lint", "no-such-scene"])
    #expect(unknown.status != 0)
    #expect(unknown.stderr.contains("unknown scene 'no-such-scene'"))
  }
}
