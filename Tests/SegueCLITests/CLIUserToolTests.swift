import Foundation
import Testing

@Suite("A user's own tool on SegueCLI (Tests/Fixtures/TestTool), run as a process")
struct CLIUserToolTests {
  @Test func anUnknownFontFallsBackWithOneLoggedLine() throws {
    // A user's tool on SegueCLI (Tests/Fixtures/TestTool): two labels in a font no system has,
    // drawn in each of 16 frames — one line says so, once, and the recording goes on.
    let folder = try CLIProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLIProcess.run(
      ["record", "unknown-font", "--out", folder.appendingPathComponent("frames/").path],
      executable: CLIProcess.product("segue-test-tool"))
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stderr.split(separator: "\n")
    #expect(
      lines == [
        "segue: no font named 'Segue Imaginary Grotesk' is installed; its text is drawn with Inter"
      ])
    let frames = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("frames").path)
    #expect(frames.count == 16)
  }

  @Test func aSceneThatSetsItsStageUpFirstIsTakenFromItsTransitionsStart() throws {
    // A user's scene may run its stage before its transition (to start from an opened screen):
    // its frames count from the stage's time when `makeStage` returned. Asking the stage for
    // time 0, which it had passed, ended the program ("a stage's time only moves forwards").
    let tool = CLIProcess.product("segue-test-tool")
    let half = try CLIProcess.run(
      ["render", "set-up-first", "--progress", "0.5", "--format", "tree-text"], executable: tool)
    #expect(half.status == 0, "\(half.stderr)")
    let box = half.stdout.split(separator: "\n").first { $0.contains("\"box\"") }
    #expect(box?.contains("position=[240, 250]") == true, "slid into place: \(box ?? "")")
    #expect(box?.contains("opacity=0.5") == true, "half-way through the fade: \(box ?? "")")
    let folder = try CLIProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recorded = try CLIProcess.run(
      ["record", "set-up-first", "--out", folder.appendingPathComponent("frames/").path],
      executable: tool)
    #expect(recorded.status == 0, "\(recorded.stderr)")
    let frames = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("frames").path)
    #expect(frames.count == 16)
    // Its gallery page is the tool's, not segue's.
    let demo = try CLIProcess.run(
      ["demo", "set-up-first", "--out", folder.appendingPathComponent("demo").path],
      executable: tool)
    #expect(demo.status == 0, "\(demo.stderr)")
    let page = try String(
      contentsOf: folder.appendingPathComponent("demo/index.html"), encoding: .utf8)
    #expect(page.contains("<h1>segue-test-tool gallery</h1>"))
  }
}
