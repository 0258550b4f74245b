import Foundation

/// An Xvfb server on a free display number, whose screen can be read back (Xvfb's `-fbdir`
/// keeps the framebuffer in an XWD file, so no screenshot tool is needed).
final class VirtualDisplay {
  /// The default screen size in pixels: room for a 393×852 window.
  static let screenSize = (width: 800, height: 1000)

  let number: Int
  let process: Process
  let framebufferFolder: URL

  /// `DISPLAY` for clients.
  var name: String { ":\(number)" }

  /// Whether Xvfb and xdotool are installed (Scripts/setup installs both).
  static var isAvailable: Bool {
    Tool.path("Xvfb") != nil && Tool.path("xdotool") != nil
  }

  /// Starts Xvfb with a screen of `size` pixels on the first free display from a number
  /// derived from the process id.
  init(size: (width: Int, height: Int) = VirtualDisplay.screenSize) throws {
    guard let xvfb = Tool.path("Xvfb") else { throw TestFailure("Xvfb is not installed") }
    let first = 100 + Int(getpid()) % 800
    for number in first..<(first + 20) where !Self.isTaken(number) {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "segue-xvfb-\(number)-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: xvfb)
      process.arguments = [
        ":\(number)", "-screen", "0", "\(size.width)x\(size.height)x24",
        "-fbdir", folder.path, "-nolisten", "tcp",
      ]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      if Self.waitForSocket(number, process: process) {
        self.number = number
        self.process = process
        self.framebufferFolder = folder
        return
      }
      Tool.kill(process)
      try? FileManager.default.removeItem(at: folder)
    }
    throw TestFailure("no free X display from :\(first) to :\(first + 19)")
  }

  /// Stops the server and removes its framebuffer.
  func stop() {
    Tool.kill(process)
    // Killed servers leave their lock and socket behind.
    try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
    try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
    try? FileManager.default.removeItem(at: framebufferFolder)
  }

  /// What the screen shows now.
  func screenshot() throws -> XWDImage {
    try XWDImage(data: Data(contentsOf: framebufferFolder.appendingPathComponent("Xvfb_screen0")))
  }

  private static func isTaken(_ number: Int) -> Bool {
    FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
      || FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
  }

  /// Waits up to 10 s for the server's socket; false if the server died (display taken).
  private static func waitForSocket(_ number: Int, process: Process) -> Bool {
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
      if !process.isRunning { return false }
      if FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") { return true }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return false
  }
}

/// A screen image in X's XWD format, as Xvfb keeps it: a big-endian header, a colour map,
/// then 32-bit pixels.
struct XWDImage {
  let width: Int
  let height: Int
  private let data: Data
  private let pixelOffset: Int
  private let bytesPerLine: Int
  private let isLSBFirst: Bool

  init(data: Data) throws {
    let bytes = [UInt8](data.prefix(100))
    guard bytes.count == 100 else { throw TestFailure("XWD file is too short") }
    func field(_ index: Int) -> Int {
      (0..<4).reduce(0) { $0 << 8 | Int(bytes[index * 4 + $1]) }
    }
    guard field(11) == 32 else { throw TestFailure("XWD has \(field(11)) bits per pixel") }
    width = field(4)
    height = field(5)
    isLSBFirst = field(7) == 0
    bytesPerLine = field(12)
    pixelOffset = field(0) + field(19) * 12
    guard data.count >= pixelOffset + bytesPerLine * height else {
      throw TestFailure("XWD pixels are truncated")
    }
    self.data = data
  }

  /// The colour at (`x`, `y`), 8 bits a channel (masks 0xFF0000, 0xFF00, 0xFF).
  func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
    let start = data.startIndex + pixelOffset + y * bytesPerLine + x * 4
    let word = (0..<4).reduce(UInt32(0)) { value, i in
      let byte = UInt32(data[start + (isLSBFirst ? 3 - i : i)])
      return value << 8 | byte
    }
    return (UInt8(word >> 16 & 0xFF), UInt8(word >> 8 & 0xFF), UInt8(word & 0xFF))
  }

  /// How many pixels in `rect` have each colour (packed 0xRRGGBB).
  func histogram(x: Range<Int>, y: Range<Int>) -> [UInt32: Int] {
    var counts: [UInt32: Int] = [:]
    for row in y {
      for column in x {
        let p = pixel(x: column, y: row)
        counts[UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b), default: 0] += 1
      }
    }
    return counts
  }
}

/// A failure of the test's own machinery, with a message.
struct TestFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// Finding and running command-line tools.
enum Tool {
  /// The tool's path on `PATH`, or nil.
  static func path(_ name: String) -> String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(
      separator: ":")
    return folders.map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// Kills a child process and reaps it. SIGKILL, because children started from the test
  /// runner's threads inherit a signal mask that blocks SIGTERM.
  static func kill(_ process: Process) {
    if process.isRunning {
      _ = Glibc.kill(process.processIdentifier, SIGKILL)
    }
    process.waitUntilExit()
  }

  /// Runs a tool to completion (killed after `timeout` seconds); its exit status and stdout.
  @discardableResult
  static func run(
    _ name: String, _ arguments: [String], environment: [String: String], timeout: Double = 20
  ) throws -> (status: Int32, stdout: String) {
    guard let path = path(name) else { throw TestFailure("\(name) is not installed") }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.environment = environment
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    kill(process)
    let data = out.fileHandleForReading.readDataToEndOfFile()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
