import Foundation

/// One `segue demo` of three scenes (iPhone SE, 10 fps), run once per test process and shared
/// by the tests that only read what it wrote. Readers must not write into its folder (the
/// page's screenshots go elsewhere); it is removed when the process exits.
///
/// Three scenes, not the whole gallery: the whole gallery took 114 s of CPU in a debug build
/// (the suite's largest test on 28 Nov), and what its readers check (a scene's files, the
/// page, its scrubber) is per scene; every scene's frames are drawn by the gallery's own tests.
/// `mask-reveal` is the scene the readers open; the other two bring a scripted finger and a
/// 3D transform through the same export. `segue demo` with no scene named records them all
/// (`DemoCommand.run`; `make demo` runs it).
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
      "demo", "mask-reveal", "panel-present-grabbed", "flip-from-left", "--out", folder.path,
      "--fps", "10", "--device", "iphone-se",
    ])
    return Run(folder: folder, result: result)
  }

  /// The run's folder, this process's own (named here: the exit callback cannot capture it).
  private static let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "segue-cli-shared-demo-\(getpid())")
}
