import Foundation
import Testing

/// `segue-migrate` run as a process on a temporary folder, as a user would.
@Suite struct MigrateProcessTests {
  /// The built `segue-migrate`, beside the test runner (`swift build --build-tests` puts every
  /// product in one folder).
  static var binary: URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    while !FileManager.default.fileExists(
      atPath: folder.appendingPathComponent("segue-migrate").path),
      folder.pathComponents.count > 1
    {
      folder = folder.deletingLastPathComponent()
    }
    return folder.appendingPathComponent("segue-migrate")
  }

  static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let (out, err) = (Pipe(), Pipe())
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: stdout, as: UTF8.self),
      String(decoding: stderr, as: UTF8.self)
    )
  }

  @Test func printsTheDiffWritesOnlyWhenToldAndSaysWhatIsLeft() throws {
    let folder = try Fixture.temporaryCopy(of: ["Bubble.swift", "BubbleTitle.swift", "Left.swift"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let bubble = folder.appendingPathComponent("Bubble.swift")
    let original = try String(contentsOf: bubble, encoding: .utf8)

    let dryRun = try Self.run([folder.path])
    #expect(dryRun.status == 1)
    #expect(dryRun.stdout.contains("+++ b/\(bubble.path)\n"))
    #expect(dryRun.stdout.contains("+      delegate?.bubbleWillOpen(self)\n"))
    #expect(dryRun.stderr.contains("Left.swift:17: @NSManaged"))
    #expect(try String(contentsOf: bubble, encoding: .utf8) == original)

    let write = try Self.run(["--write", folder.path])
    #expect(write.status == 1)
    #expect(
      try String(contentsOf: bubble, encoding: .utf8)
        == (try Fixture.text("Bubble.swift", in: "Expected")))

    let left = folder.appendingPathComponent("Left.swift")
    try FileManager.default.removeItem(at: left)
    let second = try Self.run([folder.path])
    #expect(second.status == 0)
    #expect(second.stdout.isEmpty)
    #expect(second.stderr == "segue-migrate: would migrate 0 file(s); 0 line(s) left\n")

    let usage = try Self.run([])
    #expect(usage.status == 2)
    #expect(usage.stderr.hasPrefix("usage: segue-migrate"))
  }
}
