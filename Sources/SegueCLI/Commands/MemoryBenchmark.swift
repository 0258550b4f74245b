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
    let start = ContinuousClock.now
    let peak = try peakResidentBytes(running: arguments)
    let elapsed = (ContinuousClock.now - start).components
    var result = BenchResult(
      id: row.rawValue, width: 0, height: 0,
      medianMs: Double(elapsed.seconds) * 1000 + Double(elapsed.attoseconds) / 1e15,
      floorMs: nil)
    result.peakResident = .init(bytes: peak, goalBytes: row.goalBytes)
    return result
  }

  /// Runs this binary with `arguments` (output discarded), waits for it, and returns its peak
  /// resident set size in bytes, as the child itself read it at exit (`PeakMemoryReport`:
  /// `wait4`'s `ru_maxrss` counts the parent's memory too); throws if it cannot start, does not
  /// exit with 0, or reports no peak.
  static func peakResidentBytes(running arguments: [String]) throws -> Int {
    let executable = "/proc/self/exe"
    let report = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-peak-rss-\(getpid())-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: report) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var environment = ProcessInfo.processInfo.environment
    environment[PeakMemoryReport.environmentKey] = report.path
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in envp { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    guard spawned == 0 else {
      throw CLIError("could not run \(arguments.joined(separator: " ")): error \(spawned)")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { throw CLIError("waiting for the child failed: errno \(errno)") }
    }
    // Exited (low seven bits 0) with status 0.
    guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
      throw CLIError("\(arguments.joined(separator: " ")) failed (wait status \(status))")
    }
    guard let text = try? String(contentsOf: report, encoding: .utf8),
      let peak = Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
    else {
      throw CLIError("\(arguments.joined(separator: " ")) reported no peak memory")
    }
    return peak
  }
}
