import Foundation
import Testing

/// `segue record` and `render` on a full disk, a read-only file system, and interrupted: each
/// must fail with one sentence and a non-zero status, leaving nothing behind.
@Suite("segue under faults (full disk, read-only, interrupted), run as a process")
struct CLIFaultTests {
  private static func contents(of folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  // MARK: Full disk

  @Test(
    .enabled(if: ScratchMount.isPermitted, ScratchMount.skipReason),
    arguments: ["reveal.mp4", "reveal.webm", "reveal.gif", "frames"])
  func aFullDiskFailsWithASentenceAndLeavesNothing(out name: String) throws {
    let mount = try ScratchMount(sizeKiB: 256)
    defer { mount.unmount() }
    // A few kibibytes free: the first frames fit, the rest do not.
    try mount.fill(leavingKiB: 12)
    let result = try CLIProcess.run([
      "record", "mask-reveal", "--out", mount.folder.appendingPathComponent(name).path,
      "--fps", "30", "--scale", "2",
    ])
    #expect(result.status != 0, "\(name): exit 0 on a full disk; \(result.stdout)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(result.stderr.lowercased().contains("no space left"), "\(result.stderr)")
    #expect(result.stderr.contains(mount.folder.path), "names the path: \(result.stderr)")
    #expect(Self.contents(of: mount.folder) == ["filler"], "\(name) left something behind")
  }

  /// Anywhere (no mount needed): a write cut short by the file-size limit fails as a full
  /// disk does, from Segue's writers and from ffmpeg's.
  @Test(arguments: ["reveal.mp4", "reveal.webm", "reveal.gif", "frames"])
  func aWriteCutShortFailsWithASentenceAndLeavesNothing(out name: String) throws {
    let folder = try CLIProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent(name)
    // 8 KiB: every one of these outputs is larger (a 2× PNG frame alone is).
    let result = try CLIProcess.run(
      ["record", "mask-reveal", "--out", out.path, "--fps", "30", "--scale", "2"],
      fileSizeLimitKiB: 8)
    #expect(result.status == 1, "\(name): \(result.stdout)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "Cannot write \(out.path): it would be larger than this process may "
          + "write (a file-size limit of 8192 bytes"), "\(result.stderr)")
    #expect(Self.contents(of: folder) == [], "\(name) left something behind")
  }

  // MARK: Read-only file system

  @Test(.enabled(if: ScratchMount.isPermitted, ScratchMount.skipReason))
  func aReadOnlyFileSystemIsNamedInASentence() throws {
    let mount = try ScratchMount(sizeKiB: 64, readOnly: true)
    defer { mount.unmount() }
    let commands: [[String]] = [
      ["record", "mask-reveal", "--fps", "4", "--scale", "1", "--out", "reveal.gif"],
      ["record", "mask-reveal", "--fps", "4", "--scale", "1", "--out", "reveal.webm"],
      ["record", "mask-reveal", "--fps", "4", "--scale", "1", "--out", "frames"],
      ["render", "mask-reveal", "--progress", "0.5", "--scale", "1", "--out", "key.png"],
      ["render", "mask-reveal", "--progress", "0.5", "--format", "tree", "--out", "key.json"],
    ]
    for command in commands {
      let out = mount.folder.appendingPathComponent(command.last ?? "").path
      let result = try CLIProcess.run(Array(command.dropLast()) + [out])
      #expect(result.status != 0, "\(command)")
      #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
      #expect(result.stderr.contains("read-only file system"), "\(command): \(result.stderr)")
      #expect(result.stderr.contains(out), "names the path: \(result.stderr)")
      #expect(!result.stderr.contains("NSCocoaErrorDomain"), "\(result.stderr)")
    }
  }

  // MARK: Foundation errors as sentences (no mount needed)

  @Test func aFileWhereAFolderIsNeededIsNamedInASentence() throws {
    let folder = try CLIProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("file")
    try Data("x".utf8).write(to: file)
    for format in ["png", "tree"] {
      let out = file.appendingPathComponent("key.\(format == "png" ? "png" : "json")").path
      let result = try CLIProcess.run([
        "render", "mask-reveal", "--progress", "0.5", "--scale", "1", "--format", format,
        "--out", out,
      ])
      #expect(result.status != 0)
      #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
      #expect(result.stderr.contains("not a folder"), "\(result.stderr)")
      #expect(result.stderr.contains(file.path), "\(result.stderr)")
      #expect(!result.stderr.contains("NSCocoaErrorDomain"), "\(result.stderr)")
    }
    #expect(Self.contents(of: folder) == ["file"])
  }

  // MARK: Interrupted

  /// Runs `arguments`, waits until `started` holds for the output folder, sends `signal`, and
  /// returns how the process ended.
  private static func interrupt(
    _ arguments: [String], in folder: URL, with signal: Int32,
    once started: ([String]) -> Bool, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (reason: Process.TerminationReason, status: Int32, stderr: String) {
    let process = Process()
    process.executableURL = CLIProcess.binary
    process.arguments = arguments
    let err = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(120)
    var sawStart = false
    while process.isRunning, Date() < deadline {
      if started(allEntries(under: folder)) {
        sawStart = true
        break
      }
      usleep(2_000)
    }
    #expect(sawStart, "the output never started to appear", sourceLocation: sourceLocation)
    kill(process.processIdentifier, signal)
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationReason, process.terminationStatus,
      String(decoding: stderr, as: UTF8.self)
    )
  }

  /// Every path under `folder`, relative to it (hidden entries included).
  private static func allEntries(under folder: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    return enumerator.compactMap { $0 as? String }
  }

  /// The ids of running processes whose command line mentions `text`.
  private static func processes(mentioning text: String) -> [Int32] {
    let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return ids.compactMap(Int32.init).filter { id in
      guard let data = FileManager.default.contents(atPath: "/proc/\(id)/cmdline"),
        let stat = try? String(contentsOfFile: "/proc/\(id)/stat", encoding: .utf8),
        !stat.contains(") Z ")
      else { return false }
      return String(decoding: data, as: UTF8.self).contains(text)
    }
  }

  @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
  func aSignalWhileEncodingStopsFFmpegAndLeavesNothing(signal: Int32, status: Int32) throws {
    let folder = try CLIProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("menu.webm")
    // Long enough to be caught mid-encoding: ffmpeg's temporary file is there.
    let ended = try Self.interrupt(
      ["record", "menu-present", "--out", out.path, "--fps", "60", "--scale", "2"], in: folder,
      with: signal, once: { $0.contains { $0.hasSuffix(".partial") } })
    #expect(ended.reason == .exit && ended.status == status, "\(ended)")
    #expect(ended.stderr.contains("interrupted"), "\(ended.stderr)")
    #expect(Self.allEntries(under: folder).isEmpty, "left \(Self.allEntries(under: folder))")
    // The encoder is stopped, not left running as an orphan.
    var encoders = Self.processes(mentioning: folder.path)
    for _ in 0..<50 where !encoders.isEmpty {
      usleep(20_000)
      encoders = Self.processes(mentioning: folder.path)
    }
    #expect(encoders.isEmpty, "ffmpeg still running: \(encoders)")
    for id in encoders { kill(id, SIGKILL) }
  }

  @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
  func aSignalWhileWritingFramesLeavesNothing(signal: Int32, status: Int32) throws {
    let folder = try CLIProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let frames = folder.appendingPathComponent("frames")
    let trees = folder.appendingPathComponent("trees")
    // Interrupted once the first frames are staged.
    let ended = try Self.interrupt(
      [
        "record", "menu-present", "--out", frames.path, "--trees", trees.path, "--fps", "120",
        "--scale", "1",
      ], in: folder, with: signal,
      once: { $0.contains { $0.hasSuffix(".png") } })
    #expect(ended.reason == .exit && ended.status == status, "\(ended)")
    #expect(ended.stderr.contains("interrupted"), "\(ended.stderr)")
    #expect(Self.allEntries(under: folder).isEmpty, "left \(Self.allEntries(under: folder))")
  }
}
