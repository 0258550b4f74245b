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
  static func run(
    _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
    executable: URL = binary
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
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
}
