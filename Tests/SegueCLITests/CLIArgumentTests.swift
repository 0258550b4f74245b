import Foundation
import SegueCairo
import Testing

/// Options given odd values — negative numbers, folders where files go — run as a process.
@Suite("segue's options at their edges, run as a process")
struct CLIArgumentTests {
  @Test(arguments: [
    (["render", "mask-reveal", "--format", "tree", "--progress", "-1"], "progress must be"),
    (["render", "mask-reveal", "--format", "tree", "--progress=-1"], "progress must be"),
    (["render", "mask-reveal", "--format", "tree", "--progress", "-0.5e1"], "progress must be"),
    (["record", "mask-reveal", "--out", "/tmp/never.gif", "--fps", "-30"], "fps must be"),
    (["record", "mask-reveal", "--out", "/tmp/never.gif", "--scale", "-2"], "scale must be"),
    (["record", "mask-reveal", "--out", "/tmp/never.gif", "--jobs", "-2"], "jobs must be 1…64"),
    (["record", "mask-reveal", "--out", "/tmp/never.gif", "--jobs", "0"], "jobs must be 1…64"),
    (["bench", "mask-reveal", "--at", "-1"], "at must be"),
  ])
  func negativeNumbersAreReadAndRefusedInASentence(arguments: [String], mentions: String) throws {
    let result = try CLIProcess.run(arguments)
    #expect(result.status != 0)
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(result.stderr.contains(mentions), "\(result.stderr)")
    #expect(!result.stderr.contains("Missing value"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: "/tmp/never.gif"))
  }

  @Test func renderIntoAFolderWritesAFileNamedAfterTheScene() throws {
    let folder = try CLIProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // An existing folder, and a new one named with a trailing slash (created), as cp does.
    let existing = folder.appendingPathComponent("keys")
    try FileManager.default.createDirectory(at: existing, withIntermediateDirectories: true)
    for (out, expected) in [
      (existing.path, existing.appendingPathComponent("mask-reveal-0.5.png")),
      (folder.path + "/new/", folder.appendingPathComponent("new/mask-reveal-0.5.png")),
    ] {
      let result = try CLIProcess.run([
        "render", "mask-reveal", "--progress", "0.5", "--scale", "1", "--out", out,
      ])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.contains(expected.path), "\(result.stdout)")
      let image = try PNG.read(contentsOf: expected)
      #expect(image.width == 393)
    }
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("new").path + ".png"))
    let tree = try CLIProcess.run([
      "render", "mask-reveal", "--progress", "1", "--format", "tree", "--out", existing.path + "/",
    ])
    #expect(tree.status == 0, "\(tree.stderr)")
    #expect(
      FileManager.default.fileExists(
        atPath: existing.appendingPathComponent("mask-reveal-1.json").path))
  }

  @Test func recordToAFileNameEndingInASlashIsRefused() throws {
    let folder = try CLIProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLIProcess.run([
      "record", "mask-reveal", "--fps", "4", "--scale", "1",
      "--out", folder.appendingPathComponent("reveal.gif").path + "/",
    ])
    #expect(result.status != 0)
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(result.stderr.contains("folder"), "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func recordIntoAFolderWithATrailingSlashWritesFrames() throws {
    let folder = try CLIProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLIProcess.run([
      "record", "mask-reveal", "--fps", "4", "--scale", "1",
      "--out", folder.appendingPathComponent("frames").path + "/",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let frames = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("frames").path)
    #expect(frames.count == 3)
  }
}
