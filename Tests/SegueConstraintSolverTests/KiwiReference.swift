import Foundation
import SegueConstraintSolver

/// Runs `Scripts/kiwi-reference.py solve` (kiwisolver, Debian's python3-kiwisolver) on a
/// script: the independent reference the solver is compared with.
enum KiwiReference {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  struct Result: Decodable {
    let snapshots: [[Double]]
    let refused: [Int]
  }

  /// Debian's interpreter, where `Scripts/setup` installs kiwisolver (a `python3` earlier on
  /// PATH, pyenv's for one, may not have it); `SEGUE_PYTHON` overrides.
  static var python: String {
    ProcessInfo.processInfo.environment["SEGUE_PYTHON"] ?? "/usr/bin/python3"
  }

  static let script = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scripts/kiwi-reference.py")

  static func solve(_ script: SolverScript) throws -> Result {
    guard FileManager.default.isExecutableFile(atPath: python) else {
      throw Failure(
        description: "\(python) is missing: run Scripts/setup (it installs python3-kiwisolver)")
    }
    let input = FileManager.default.temporaryDirectory
      .appendingPathComponent("solver-script-\(UUID().uuidString).json")
    try JSONEncoder().encode(script).write(to: input)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [Self.script.path, "solve", input.path]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      // The script stays, to be replayed by hand.
      throw Failure(
        description:
          "kiwi-reference.py exited \(process.terminationStatus) on \(input.path): \(message)")
    }
    // SEGUE_SOLVER_KEEP=1 keeps every script, to study a system by hand.
    if ProcessInfo.processInfo.environment["SEGUE_SOLVER_KEEP"] == nil {
      try? FileManager.default.removeItem(at: input)
    } else {
      print("kiwi-reference: kept \(input.path)")
    }
    return try JSONDecoder().decode(Result.self, from: data)
  }
}
