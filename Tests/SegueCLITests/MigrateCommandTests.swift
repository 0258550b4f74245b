import Foundation
import Testing

/// `segue migrate` runs the `segue-migrate` built beside `segue`, as a process.
@Suite struct MigrateCommandTests {
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-migrate-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func runsSegueMigrateOnAFolder() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Screen.swift")
    let source = "class Screen {\n  @objc func tapped() {}\n}\n"
    try source.write(to: file, atomically: true, encoding: .utf8)

    let dryRun = try CLIProcess.run(["migrate", folder.path])
    #expect(dryRun.status == 0)
    #expect(dryRun.stdout.contains("-  @objc func tapped() {}\n+  #if canImport(ObjectiveC)\n"))
    #expect(try String(contentsOf: file, encoding: .utf8) == source)

    let write = try CLIProcess.run(["migrate", "--write", folder.path])
    #expect(write.status == 0)
    #expect(
      try String(contentsOf: file, encoding: .utf8)
        == "class Screen {\n  #if canImport(ObjectiveC)\n    @objc\n  #endif\n  func tapped() {}\n}\n"
    )

    let missing = try CLIProcess.run(["migrate", folder.appendingPathComponent("none").path])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("no such file or folder"))
  }

  @Test func saysHowToBuildSegueMigrateWhenItIsAbsent() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let alone = folder.appendingPathComponent("segue")
    try FileManager.default.copyItem(at: CLIProcess.binary, to: alone)
    let process = Process()
    process.executableURL = alone
    process.arguments = ["migrate", folder.path]
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    #expect(stderr.contains("build it with `swift build --product segue-migrate`"))
  }
}
