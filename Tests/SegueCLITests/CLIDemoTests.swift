import Foundation
import Testing

/// `segue demo` with scenes named and with its encoding spread over threads.
@Suite struct CLIDemoTests {
  @Test func encodingOnSeveralThreadsWritesTheSameFilesAsOne() throws {
    let folder = try CLIProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var outputs: [String] = []
    for jobs in ["1", "3"] {
      let result = try CLIProcess.run([
        "demo", "ping-push", "mask-reveal", "--out", folder.appendingPathComponent(jobs).path,
        "--fps", "10", "--device", "iphone-se", "--jobs", jobs,
      ])
      #expect(result.status == 0, "\(result.stderr)")
      outputs.append(result.stdout.replacingOccurrences(of: "/\(jobs)/", with: "/N/"))
    }
    #expect(outputs[0] == outputs[1], "the same lines, in the same (scene) order")
    #expect(
      outputs[0].split(separator: "\n").first?.hasSuffix("/N/ping-push/ping-push.gif") == true)
    let one = try CLIProcess.files(in: folder.appendingPathComponent("1"))
    let three = try CLIProcess.files(in: folder.appendingPathComponent("3"))
    // Per scene a GIF, five key frames, a contact sheet and six frames; then the page.
    #expect(one.count == 2 * (7 + 6) + 1)
    #expect(one.keys.sorted() == three.keys.sorted())
    for (path, bytes) in one {
      #expect(three[path] == bytes, "\(path) differs")
    }
  }

  @Test(arguments: [
    (["--jobs", "0"], "--jobs must be 1…64, got 0"),
    (["--jobs", "65"], "--jobs must be 1…64, got 65"),
    (["mask-reveal", "ping-push", "mask-reveal"], "scene 'mask-reveal' is named twice"),
    (["no-such-scene"], "unknown scene 'no-such-scene'"),
  ])
  func badArgumentsAreRefusedBeforeAnythingIsWritten(arguments: [String], message: String) throws {
    let folder = try CLIProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out")
    let result = try CLIProcess.run(["demo", "--out", out.path] + arguments)
    #expect(result.status != 0)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }
}
