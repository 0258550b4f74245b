import Foundation

/// The memory rows: the peak resident set size of a whole `segue demo` (`rss-demo`) and of a
/// 1,000-transition soak (`rss-soak-1k`, the `soak-1k` row), each run by this binary in a
/// process of its own so that no other row's allocations count. The peak is the kernel's
/// high-water mark of the child's own memory (`VmHWM`, which the child reports as it exits),
/// not a sample. Each row has a goal set from
/// measurement (docs/performance.md) and prints ✓ or ✗ against it.
enum MemoryBenchmark {
  enum Row: String, CaseIterable {
    case demo = "rss-demo"
    case soak = "rss-soak-1k"

    /// The most the peak may be, bytes: about a quarter over what was measured (26 Nov 2026,
    /// docs/performance.md), so that a leak or a cache that stops evicting shows.
    var goalBytes: Int {
      switch self {
      case .demo: 1280 << 20
      case .soak: 48 << 20
      }
    }
  }

  static func run(_ row: Row) throws -> BenchResult {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-bench-rss-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments =
      switch row {
      case .demo: ["demo", "--out", folder.path]
      case .soak: ["bench", SoakBenchmark.shortID]
      }
    let (peak, milliseconds) = try peakResident(running: arguments)
    var result = BenchResult(
      id: row.rawValue, width: 0, height: 0, medianMs: milliseconds, floorMs: nil)
    result.peakResident = .init(bytes: peak, goalBytes: row.goalBytes)
    return result
  }

  /// Runs this binary with `arguments` (output discarded), waits for it, and returns its peak
  /// resident set size in bytes, as the child itself read it at exit (`PeakMemoryReport`:
  /// `wait4`'s `ru_maxrss` counts the parent's memory too), and its wall-clock time; throws if
  /// it cannot start, does not exit with 0, or reports no peak.
  static func peakResident(running arguments: [String]) throws -> (
    bytes: Int, milliseconds: Double
  ) {
    let report = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-peak-rss-\(getpid())-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: report) }
    let milliseconds = try ChildProcess.run(
      arguments, environment: [PeakMemoryReport.environmentKey: report.path])
    guard let text = try? String(contentsOf: report, encoding: .utf8),
      let peak = Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
    else {
      throw CLIError("\(arguments.joined(separator: " ")) reported no peak memory")
    }
    return (peak, milliseconds)
  }
}
