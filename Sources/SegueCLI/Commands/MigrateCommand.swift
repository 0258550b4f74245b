import ArgumentParser
import Foundation

/// `migrate`: runs `segue-migrate`, the executable built beside this one (git-style), so
/// that the `segue` tool itself never depends on swift-syntax.
struct MigrateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "migrate",
    abstract: "Rewrite the Objective-C-only lines of iOS sources to compile on Linux too.",
    discussion: """
      Puts @objc, #selector, @objc optional requirements, @objc dynamic and \
      @IBAction/@IBOutlet under #if canImport(ObjectiveC), with Segue's method references \
      (Self.tapped) under #else. Prints a unified diff; changes files only with --write. \
      Lines it cannot rewrite are listed as path:line: reason. Exit status: 0 nothing left, \
      1 something left, 2 bad usage. Runs the segue-migrate executable beside segue (build \
      it with `swift build --product segue-migrate`). See docs/migration.md.
      """)

  @Flag(help: "Write the changes (each file through a temporary file renamed over it).")
  var write = false

  @Argument(help: "Swift files or folders to migrate.")
  var paths: [String]

  func run() throws {
    let tool = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("segue-migrate")
    guard FileManager.default.isExecutableFile(atPath: tool.path) else {
      throw CLIError(
        "migrate needs the segue-migrate executable beside this one (\(tool.path)); build it "
          + "with `swift build --product segue-migrate` (add `-c release` for a release segue)")
    }
    let process = Process()
    process.executableURL = tool
    process.arguments = (write ? ["--write"] : []) + paths
    try process.run()
    process.waitUntilExit()
    // segue-migrate has said what it did; its status (1: something left) is this one's.
    if process.terminationStatus != 0 { Foundation.exit(process.terminationStatus) }
  }
}
