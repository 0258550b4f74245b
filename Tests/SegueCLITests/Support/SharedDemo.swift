import Foundation

/// One `segue demo` of the whole gallery (iPhone SE, 10 fps), run once per test process and
/// shared by the tests that only read what it wrote: in a debug build it costs a minute of CPU,
/// and two suites used to run the same command each. Readers must not write into its folder
/// (the page's screenshots go elsewhere); it is removed when the process exits.
enum SharedDemo {
  struct Run: Sendable {
    /// The folder the demo wrote.
    let folder: URL
    /// The process's exit status and output.
    let result: CLIProcess.Result
  }

  /// The run, made by whichever test asks first (the others wait for it).
  static let iPhoneSE: Result<Run, any Error> = Result {
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: SharedDemo.folder) }
    let result = try CLIProcess.run([
      "demo", "--out", folder.path, "--fps", "10", "--device", "iphone-se",
    ])
    return Run(folder: folder, result: result)
  }

  /// The run's folder, this process's own (named here: the exit callback cannot capture it).
  private static let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "segue-cli-shared-demo-\(getpid())")
}
