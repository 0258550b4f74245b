import Foundation

/// Runs the `segue` executable built next to the test bundle, as a user would.
struct CLIProcess {
  struct Result {
    let status: Int32
    let stdout: String
    let stderr: String
  }

  /// The built `segue` binary: beside the test runner (`swift build --build-tests` puts every
  /// product in one folder), or `SEGUE_BINARY` when set.
  static var binary: URL {
    if let path = ProcessInfo.processInfo.environment["SEGUE_BINARY"] {
      return URL(fileURLWithPath: path)
    }
    return product("segue")
  }

  /// The executable product `name` built beside the test runner.
  static func product(_ name: String) -> URL {
    let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var folder = runner.deletingLastPathComponent()
    // On Linux the runner is `<folder>/SeguePackageTests.xctest`; on macOS it is inside a bundle.
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path),
      folder.pathComponents.count > 1
    {
      folder = folder.deletingLastPathComponent()
    }
    return folder.appendingPathComponent(name)
  }

  /// Runs `segue` (or `executable`) with `arguments`; `environment` entries are added to this
  /// process's.
  ///
  /// With `fileSizeLimitKiB`, the process (and the encoders it starts) may write no file larger
  /// than that: a shell sets the limit (`ulimit -f`) and ignores SIGXFSZ before starting it,
  /// so a write past the limit fails with EFBIG, as on a full disk but with no mount.
  static func run(
    _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
    executable: URL = binary, fileSizeLimitKiB: Int? = nil
  ) throws -> Result {
    let process = Process()
    if let fileSizeLimitKiB {
      // dash counts `ulimit -f` in 512-byte blocks.
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments =
        [
          "-c", "trap '' XFSZ; ulimit -f \(fileSizeLimitKiB * 2); exec \"$0\" \"$@\"",
          executable.path,
        ] + arguments
    } else {
      process.executableURL = executable
      process.arguments = arguments
    }
    if let directory { process.currentDirectoryURL = directory }
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read before waiting, so a large output cannot fill the pipe and block the child.
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  /// A new empty temporary folder.
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Every file of the folder, by path relative to it.
  static func files(in folder: URL) throws -> [String: Data] {
    let paths = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
    var files: [String: Data] = [:]
    for path in paths {
      var isFolder: ObjCBool = false
      let url = folder.appendingPathComponent(path)
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        files[path] = try Data(contentsOf: url)
      }
    }
    return files
  }
}
