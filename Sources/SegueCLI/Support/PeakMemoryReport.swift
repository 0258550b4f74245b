import Foundation

/// A process's own peak resident set size, written where its parent asked
/// (`SEGUE_PEAK_RSS_FILE`) as it exits: the memory rows' measure.
///
/// The kernel's accounting a parent gets from `wait4` (`ru_maxrss`) is no measure of a child
/// started with `posix_spawn`: glibc starts it sharing the parent's memory (`CLONE_VM`), and
/// `exec` carries the high-water mark of that memory into the child's, so a child of a bench
/// that had grown to 1 GiB reported 1 GiB whatever it used itself. `VmHWM` in
/// `/proc/self/status` is the peak of the process's own memory since its `exec`.
enum PeakMemoryReport {
  /// The environment variable naming the file the peak goes to.
  static let environmentKey = "SEGUE_PEAK_RSS_FILE"

  /// Where to write the peak, read once at start.
  nonisolated(unsafe) private static var path: String?

  /// Writes the peak at exit when the environment asks for it.
  static func installIfAsked() {
    guard let path = ProcessInfo.processInfo.environment[environmentKey], !path.isEmpty else {
      return
    }
    Self.path = path
    atexit {
      guard let path = PeakMemoryReport.path, let peak = PeakMemoryReport.currentPeakBytes()
      else { return }
      try? Data("\(peak)\n".utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
  }

  /// This process's peak resident set size, bytes (`VmHWM`), or nil where /proc has none.
  static func currentPeakBytes() -> Int? {
    // Read to the end: /proc files have no size, so reading "the whole file" by its size
    // (as `String(contentsOfFile:)` does) reads nothing.
    guard let file = FileHandle(forReadingAtPath: "/proc/self/status") else { return nil }
    defer { try? file.close() }
    guard let data = try? file.readToEnd() else { return nil }
    return peakBytes(inStatus: String(decoding: data, as: UTF8.self))
  }

  /// The `VmHWM` line of a `/proc/<pid>/status` text, in bytes.
  static func peakBytes(inStatus status: String) -> Int? {
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      // "VmHWM:\t  38912 kB": a tab, then spaces.
      let fields = line.dropFirst("VmHWM:".count).split { $0 == " " || $0 == "\t" }
      guard fields.count == 2, fields[1] == "kB", let kilobytes = Int(fields[0]) else {
        return nil
      }
      return kilobytes * 1024
    }
    return nil
  }
}
