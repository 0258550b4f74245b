import Foundation
import SegueCairo
import Testing

/// `segue record` marks the scripted fingers (iOS's Show Touches) unless `--no-touches`.
@Suite("segue record: touch indicators, run as a process")
struct CLITouchIndicatorTests {
  /// Records `id` at 10 fps, scale 1, into a folder of PNGs with `extra` arguments; returns
  /// the frames' paths in order.
  private func record(_ id: String, into folder: URL, _ extra: [String] = []) throws -> [URL] {
    let result = try CLIProcess.run(
      ["record", id, "--out", folder.path, "--fps", "10", "--scale", "1"] + extra)
    #expect(result.status == 0, "\(result.stderr)")
    return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map {
      folder.appendingPathComponent($0)
    }
  }

  /// The rows where two frames of the same size differ.
  private func differingRows(_ a: URL, _ b: URL) throws -> [Int] {
    let first = try PNG.read(contentsOf: a)
    let second = try PNG.read(contentsOf: b)
    #expect(first.width == second.width && first.height == second.height)
    let rowBytes = first.width * 4
    return (0..<first.height).filter { row in
      first.pixels[row * rowBytes..<(row + 1) * rowBytes]
        != second.pixels[row * rowBytes..<(row + 1) * rowBytes]
    }
  }

  @Test func aRecordingShowsTheFingerAndNoTouchesHidesIt() throws {
    let folder = try CLIProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let shown = try record("ping-pop-interactive", into: folder.appendingPathComponent("shown"))
    let hidden = try record(
      "ping-pop-interactive", into: folder.appendingPathComponent("hidden"), ["--no-touches"])
    #expect(shown.count == 11 && hidden.count == 11)
    guard shown.count == 11, hidden.count == 11 else { return }
    // At 0.3 s the finger is down, dragging across the middle of the 852 pt screen: the disc
    // (44 pt and its soft edge) is the only difference, around that row.
    let rows = try differingRows(shown[3], hidden[3])
    #expect(!rows.isEmpty, "the indicator is drawn")
    #expect(rows.allSatisfy { abs($0 - 426) <= 40 }, "only around the finger: \(rows)")
    // At 1 s the finger has lifted: nothing is drawn over the frame.
    #expect(try differingRows(shown[10], hidden[10]).isEmpty)
  }

  @Test func aSceneWithoutFingersIsUnchanged() throws {
    let folder = try CLIProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let shown = try record("mask-reveal", into: folder.appendingPathComponent("shown"))
    let hidden = try record(
      "mask-reveal", into: folder.appendingPathComponent("hidden"), ["--no-touches"])
    #expect(shown.count == hidden.count)
    for (a, b) in zip(shown, hidden) {
      #expect(try Data(contentsOf: a) == Data(contentsOf: b))
    }
  }

  @Test func theFlagTakesNoValue() throws {
    let folder = try CLIProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLIProcess.run([
      "record", "mask-reveal", "--out", folder.appendingPathComponent("f").path,
      "--no-touches=yes",
    ])
    #expect(result.status != 0)
    #expect(result.stderr.contains("no-touches"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("f").path))
  }
}
