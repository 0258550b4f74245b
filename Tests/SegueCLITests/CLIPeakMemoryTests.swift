import Foundation
import Testing

/// The memory rows' measure (`PeakMemoryReport`): a child reports the peak of its own memory.
/// `wait4`'s `ru_maxrss` reported the parent's: a `segue bench` grown to 1 GiB measured every
/// child at 1 GiB, and `rss-soak-1k` (39 MiB alone) failed its 48 MiB goal.
@Suite("segue's peak memory report, run as a process")
struct CLIPeakMemoryTests {
  @Test func aChildReportsItsOwnPeakNotItsParents() throws {
    // Make this process large first: 384 MiB written, so every page is resident.
    let parentBytes = 384 << 20
    let ballast = UnsafeMutableRawPointer.allocate(byteCount: parentBytes, alignment: 4096)
    defer { ballast.deallocate() }
    ballast.initializeMemory(as: UInt8.self, repeating: 1, count: parentBytes)
    let folder = try CLIProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = folder.appendingPathComponent("peak")
    let result = try CLIProcess.run(
      ["list"], environment: ["SEGUE_PEAK_RSS_FILE": report.path])
    #expect(result.status == 0)
    let text = try String(contentsOf: report, encoding: .utf8)
    let peak = try #require(Int(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(peak > 1 << 20, "a running process has some memory")
    #expect(peak < 192 << 20, "`segue list` is far smaller than its 384 MiB parent: \(peak)")
    #expect(ballast.load(as: UInt8.self) == 1)
  }

  @Test func withoutTheVariableNothingIsWritten() throws {
    let folder = try CLIProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLIProcess.run(["list"], in: folder)
    #expect(result.status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }
}
