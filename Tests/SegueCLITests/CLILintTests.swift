import Foundation
import Testing

/// `segue lint` as a process.
@Suite("segue lint")
struct CLILintTests {
  @Test func aCleanTransitionExitsZeroWithASummary() throws {
    let result = try CLIProcess.run(["lint", "mask-reveal"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == "mask-reveal: 0 errors, 0 warnings, 0 intended (121 samples at 240 Hz)\n")
  }

  @Test func anErrorIsOneLineWithItsFrameAndExitsOne() throws {
    // card-open leaves the flying copy's view hidden in the tree (a known leftover).
    let result = try CLIProcess.run(["lint", "card-open"])
    #expect(result.status == 1)
    #expect(result.stderr.isEmpty)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.first?.hasPrefix("error: leftover at 1.450 s (frame-0044.png): View #") == true)
    #expect(lines.last?.hasPrefix("card-open: 1 error, 0 warnings") == true)
  }

  @Test func jsonHasTheFindingsWithTimesAndFrames() throws {
    let result = try CLIProcess.run(["lint", "menu-dismiss", "--format", "json"])
    // Its only errors are declared intended (the pan's hysteresis); the velocity break is a
    // warning, so the status is 0.
    #expect(result.status == 0, "\(result.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let findings = try #require(object?["findings"] as? [[String: Any]])
    let intended = try #require(findings.first { $0["intended"] != nil })
    #expect(intended["kind"] as? String == "jump")
    #expect(intended["frame"] as? Int == 4)
    #expect(findings.contains { $0["kind"] as? String == "velocity-break" })
  }

  @Test func aLiveOrUnknownSceneIsAClearError() throws {
    let unknown = try CLIProcess.run(["lint", "no-such-scene"])
    #expect(unknown.status != 0)
    #expect(unknown.stderr.contains("unknown scene 'no-such-scene'"))
  }
}
