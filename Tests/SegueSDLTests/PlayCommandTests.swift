import Foundation
import Testing

/// `segue play` run as a process: in a real X server (Xvfb) driven by xdotool, and without any
/// display.
@Suite("segue play, end to end", .serialized)
struct PlayCommandTests {
  @Test(
    "plays, records a GIF, pauses and quits in Xvfb",
    .enabled(if: VirtualDisplay.isAvailable, "needs Xvfb and xdotool (Scripts/setup installs them)"))
  func playsUnderXvfb() throws {
    let display = try VirtualDisplay()
    defer { display.stop() }
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display.name
    environment["WAYLAND_DISPLAY"] = nil
    let play = try SegueProcess(
      ["play", "mask-reveal", "--frames", "600", "--record-dir", folder.path],
      environment: environment)
    defer { play.kill() }

    let found = try Tool.run("xdotool", ["search", "--sync", "--name", "^segue"], environment: environment)
    try #require(found.status == 0, "the window did not appear")
    Thread.sleep(forTimeInterval: 0.5)
    try Tool.run("xdotool", ["key", "r"], environment: environment)
    Thread.sleep(forTimeInterval: 1)
    try Tool.run("xdotool", ["key", "r"], environment: environment)
    try Tool.run("xdotool", ["key", "space"], environment: environment)
    Thread.sleep(forTimeInterval: 0.3)
    let paused = try display.screenshot()
    Thread.sleep(forTimeInterval: 0.5)
    let later = try display.screenshot()
    try Tool.run("xdotool", ["key", "q"], environment: environment)
    let result = try play.wait(timeout: 60)

    #expect(result.status == 0, "stderr: \(result.stderr)")
    // The window (393×852 at scale 1) is centred on the 800×1000 screen.
    let x = 203..<596
    let y = 74..<926
    let colours = paused.histogram(x: x, y: y)
    let area = x.count * y.count
    let black = colours[0, default: 0]
    #expect(black < area / 10, "the window is mostly black: \(black) of \(area) pixels")
    // The transition's two backgrounds (the outgoing and the revealed screen) both cover a
    // good part of the window mid-transition or later.
    let large = colours.filter { $0.value > area / 20 }
    #expect(large.count >= 2, "fewer than two large colour areas: \(large)")
    #expect(later.histogram(x: x, y: y) == colours, "the picture changed while paused")
    // Outside the window: the X root stays black.
    #expect(paused.pixel(x: 10, y: 10) == (0, 0, 0))

    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1 && lines.first?.contains("dropped") == true, "stderr: \(result.stderr)")
    let gif = result.stdout.split(separator: "\n").first.map { URL(fileURLWithPath: String($0)) }
    let written = try #require(gif, "no recording path on stdout")
    #expect(written.deletingLastPathComponent().path == folder.path)
    let data = try Data(contentsOf: written)
    #expect(data.prefix(6) == Data("GIF89a".utf8))
    #expect(Array(data[6..<10]) == [137, 1, 84, 3], "the GIF is not 393×852")
  }

  @Test func withoutADisplayItSaysHowToGetOneInOneLine() throws {
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = nil
    environment["WAYLAND_DISPLAY"] = nil
    environment["SDL_VIDEODRIVER"] = nil
    let result = try SegueProcess(["play", "mask-reveal"], environment: environment).wait(timeout: 30)
    #expect(result.status != 0)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "stderr: \(result.stderr)")
    #expect(result.stderr.contains("no display"))
    #expect(result.stderr.contains("xvfb-run segue play mask-reveal"))
  }

  @Test func anXServerThatDoesNotAnswerIsNoDisplayEither() throws {
    var environment = ProcessInfo.processInfo.environment
    // A display number nobody uses: the socket does not exist.
    environment["DISPLAY"] = ":\(900 + Int(getpid()) % 99)"
    environment["WAYLAND_DISPLAY"] = nil
    environment["SDL_VIDEODRIVER"] = nil
    let result = try SegueProcess(["play"], environment: environment).wait(timeout: 30)
    #expect(result.status != 0)
    #expect(result.stderr.split(separator: "\n").count == 1, "stderr: \(result.stderr)")
    #expect(result.stderr.contains("no display"))
  }

  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-play-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}

/// The built `segue` executable, running.
final class SegueProcess {
  let process = Process()
  private let out = Pipe()
  private let err = Pipe()

  /// The `segue` binary beside the test runner (`swift build --build-tests` puts every product
  /// in one folder), or `SEGUE_BINARY`.
  static var binary: URL {
    if let path = ProcessInfo.processInfo.environment["SEGUE_BINARY"] {
      return URL(fileURLWithPath: path)
    }
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("segue").path),
      folder.pathComponents.count > 1
    {
      folder = folder.deletingLastPathComponent()
    }
    return folder.appendingPathComponent("segue")
  }

  init(_ arguments: [String], environment: [String: String]) throws {
    process.executableURL = Self.binary
    process.arguments = arguments
    process.environment = environment
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
  }

  /// Waits for the process to exit (killing it after `timeout` seconds); status and output.
  func wait(timeout: Double) throws -> (status: Int32, stdout: String, stderr: String) {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning {
      kill()
      throw TestFailure("segue did not exit within \(timeout) s")
    }
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    return (
      process.terminationStatus, String(decoding: stdout, as: UTF8.self),
      String(decoding: stderr, as: UTF8.self)
    )
  }

  /// Stops the process if it still runs.
  func kill() {
    Tool.kill(process)
  }
}
