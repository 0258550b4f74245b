import Foundation
import SegueCairo
import SegueGeometry
import Testing

/// `segue play` run as a process: in a real X server (Xvfb) driven by xdotool, and without any
/// display.
@Suite("segue play, end to end", .serialized)
struct PlayCommandTests {
  @Test(
    "plays, records a GIF, pauses and quits in Xvfb",
    .enabled(if: VirtualDisplay.isAvailable, "needs Xvfb and xdotool (Scripts/setup installs them)")
  )
  func playsUnderXvfb() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // What the window may show: the colours of the transition's first and last frames.
    let references = try [0, 1].map { progress in
      let url = folder.appendingPathComponent("reference-\(progress).png")
      let render = try SegueProcess(
        ["render", "mask-reveal", "--progress", "\(progress)", "--scale", "1", "--out", url.path],
        environment: ProcessInfo.processInfo.environment
      ).wait(timeout: 60)
      try #require(render.status == 0, "segue render failed: \(render.stderr)")
      return ColourCount(try PNG.read(contentsOf: url))
    }
    let display = try VirtualDisplay()
    defer { display.stop() }
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display.name
    environment["WAYLAND_DISPLAY"] = nil
    let play = try SegueProcess(
      ["play", "mask-reveal", "--frames", "600", "--record-dir", folder.path],
      environment: environment)
    defer { play.kill() }
    func xdotool(_ arguments: String...) throws -> Int32 {
      try Tool.run("xdotool", arguments, environment: environment).status
    }

    try #require(try xdotool("search", "--sync", "--name", "^segue") == 0, "no window appeared")
    Thread.sleep(forTimeInterval: 0.5)
    _ = try xdotool("key", "r")
    try #require(try xdotool("search", "--sync", "--name", "recording") == 0, "R did not record")
    Thread.sleep(forTimeInterval: 1)
    _ = try xdotool("key", "r", "s")
    try #require(try xdotool("search", "--sync", "--name", "slow") == 0, "S did not slow down")
    _ = try xdotool("key", "space")
    // The title says "paused" once the key is handled; the frame on screen then stays.
    try #require(try xdotool("search", "--sync", "--name", "paused") == 0, "Space did not pause")
    Thread.sleep(forTimeInterval: 0.3)
    let paused = try display.screenshot()
    Thread.sleep(forTimeInterval: 0.5)
    let later = try display.screenshot()
    _ = try xdotool("key", "q")
    let result = try play.wait(timeout: 60)

    #expect(result.status == 0, "stderr: \(result.stderr)")
    // The window (393×852 at scale 1) is centred on the 800×1000 screen; outside it the
    // root window stays black.
    let x = 203..<596
    let y = 74..<926
    let shown = ColourCount(paused.histogram(x: x, y: y))
    #expect(shown.fraction(of: 0) < 0.1, "the window is mostly black")
    let known = references[0].colours(above: 0.001).union(references[1].colours(above: 0.001))
    let large = shown.colours(above: 0.02)
    #expect(
      !large.isEmpty && large.isSubset(of: known),
      "colours no frame of the entry has: \(large.subtracting(known))")
    #expect(
      [references[0].dominant, references[1].dominant].contains(shown.dominant),
      "the main colour is neither the first nor the last frame's background")
    #expect(later.histogram(x: x, y: y) == shown.counts, "the picture changed while paused")
    #expect(paused.pixel(x: 10, y: 10) == (0, 0, 0))

    // The last line reports the frames; before it there may be "writing 1 recording…".
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.last?.contains("dropped") == true, "stderr: \(result.stderr)")
    #expect(lines.count <= 2, "stderr: \(result.stderr)")
    let gif = result.stdout.split(separator: "\n").first.map { URL(fileURLWithPath: String($0)) }
    let written = try #require(gif, "no recording path on stdout")
    #expect(written.deletingLastPathComponent().path == folder.path)
    let data = try Data(contentsOf: written)
    #expect(data.prefix(6) == Data("GIF89a".utf8))
    #expect(Array(data[6..<10]) == [137, 1, 84, 3], "the GIF is not 393×852")
  }

  @Test(
    .enabled(if: VirtualDisplay.isAvailable, "needs Xvfb and xdotool (Scripts/setup installs them)")
  )
  func statsReportFrameTimePercentilesOnClosing() throws {
    let display = try VirtualDisplay()
    defer { display.stop() }
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display.name
    environment["WAYLAND_DISPLAY"] = nil
    let result = try SegueProcess(
      ["play", "mask-reveal", "--frames", "30", "--stats"], environment: environment
    ).wait(timeout: 60)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.dropLast().last?.contains("30 frames") == true, "stderr: \(result.stderr)")
    let stats = try #require(lines.last.map(String.init))
    #expect(
      stats.contains(
        /^segue: frame time p50 [0-9.]+ ms, p90 [0-9.]+ ms, p99 [0-9.]+ ms, max [0-9.]+ ms; [0-9]+ of 30 frames over 8.3 ms \(120 Hz\)$/
      ),
      "\(stats)")
  }

  @Test func withoutADisplayItSaysHowToGetOneInOneLine() throws {
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = nil
    environment["WAYLAND_DISPLAY"] = nil
    environment["SDL_VIDEODRIVER"] = nil
    let result = try SegueProcess(["play", "mask-reveal"], environment: environment).wait(
      timeout: 30)
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

/// How many pixels of an image have each colour (packed 0xRRGGBB).
struct ColourCount {
  let counts: [UInt32: Int]
  let total: Int

  init(_ counts: [UInt32: Int]) {
    self.counts = counts
    total = counts.values.reduce(0, +)
  }

  /// Counts an opaque bitmap's colours (alpha ignored).
  init(_ bitmap: Bitmap) {
    var counts: [UInt32: Int] = [:]
    for i in stride(from: 0, to: bitmap.pixels.count, by: 4) {
      let p = bitmap.pixels
      counts[UInt32(p[i]) << 16 | UInt32(p[i + 1]) << 8 | UInt32(p[i + 2]), default: 0] += 1
    }
    self.init(counts)
  }

  /// The most frequent colour.
  var dominant: UInt32? { counts.max { $0.value < $1.value }?.key }

  /// The share of pixels with `colour`, 0…1.
  func fraction(of colour: UInt32) -> Double {
    Double(counts[colour, default: 0]) / Double(max(total, 1))
  }

  /// The colours covering more than `share` of the pixels.
  func colours(above share: Double) -> Set<UInt32> {
    Set(counts.filter { Double($0.value) > share * Double(total) }.keys)
  }
}
