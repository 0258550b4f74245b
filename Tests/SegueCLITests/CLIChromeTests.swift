import Foundation
import SegueCairo
import Testing

@Suite("segue draws the system chrome unless --no-chrome")
struct CLIChromeTests {
  /// The frame of `push` at its end, rendered at 1× with `extra` arguments.
  private func render(_ extra: [String]) throws -> (CLIProcess.Result, URL, URL) {
    let folder = try CLIProcess.temporaryFolder()
    let png = folder.appendingPathComponent("frame.png")
    let result = try CLIProcess.run(
      ["render", "push", "--progress", "1", "--scale", "1", "--out", png.path] + extra)
    return (result, png, folder)
  }

  @Test func aRenderedFrameShowsTheChromeAndNoChromeLeavesItOut() throws {
    let (withChrome, png, folder) = try render([])
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(withChrome.status == 0, "\(withChrome.stderr)")
    let chrome = try PNG.read(contentsOf: png)
    // The display's rounded corner is black; the Dynamic Island is black on the bar.
    #expect(chrome.pixel(x: 1, y: 1) == (0, 0, 0, 255))
    #expect(chrome.pixel(x: 196, y: 29) == (0, 0, 0, 255))
    let (without, plainPNG, plainFolder) = try render(["--no-chrome"])
    defer { try? FileManager.default.removeItem(at: plainFolder) }
    #expect(without.status == 0, "\(without.stderr)")
    let plain = try PNG.read(contentsOf: plainPNG)
    #expect(plain.pixel(x: 1, y: 1) != (0, 0, 0, 255))
    #expect(plain.pixel(x: 196, y: 29) != (0, 0, 0, 255))
  }

  @Test func recordedTreesMarkTheChrome() throws {
    let folder = try CLIProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let trees = folder.appendingPathComponent("trees")
    let result = try CLIProcess.run([
      "record", "push", "--out", folder.appendingPathComponent("frames").path, "--fps", "4",
      "--scale", "1", "--trees", trees.path, "--tree-format", "text",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let first = try String(
      contentsOf: trees.appendingPathComponent("frame-0000.txt"), encoding: .utf8)
    #expect(first.contains("system-chrome-status-bar"))
  }

  @Test func aValueGivenToTheFlagIsAClearError() throws {
    let result = try CLIProcess.run(["render", "push", "--progress", "1", "--no-chrome=yes"])
    #expect(result.status != 0)
    #expect(result.stderr.contains("--no-chrome"), "\(result.stderr)")
  }
}
