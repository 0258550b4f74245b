import Dispatch
import Foundation
import SegueGeometry

/// An `ffmpeg` executable, run as a child process that reads raw RGBA frames on its standard
/// input.
///
/// Frames go through a socket pair rather than a pipe: if ffmpeg exits early (bad arguments,
/// full disk), writing to a pipe would raise `SIGPIPE` and kill the whole process, while a
/// socket write with `MSG_NOSIGNAL` just fails with `EPIPE`. The alternative, ignoring
/// `SIGPIPE` process-wide, would change global state behind the application's back.
public struct FFmpeg: Sendable, Hashable {
  /// The executable's location.
  public let executable: URL

  /// Uses the executable at `executable` (not checked until it is run).
  public init(executable: URL) {
    self.executable = executable
  }

  /// Finds `ffmpeg` in the folders of a `PATH`-style list.
  ///
  /// - Parameter searchPath: Colon-separated folders; the process's `PATH` by default.
  /// - Throws: `ExportError.ffmpegNotFound` when no folder holds an executable `ffmpeg`.
  public static func locate(
    searchPath: String? = ProcessInfo.processInfo.environment["PATH"]
  ) throws(ExportError) -> FFmpeg {
    for folder in (searchPath ?? "").split(separator: ":") where !folder.isEmpty {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("ffmpeg")
      if FileManager.default.isExecutableFile(atPath: candidate.path) {
        return FFmpeg(executable: candidate)
      }
    }
    throw .ffmpegNotFound
  }

  /// How many of ffmpeg's last standard-error lines an error message quotes.
  static let stderrTailLines = 12

  /// Runs ffmpeg with `arguments`, writing `frames`' bytes to its standard input in order,
  /// and waits for it to exit.
  ///
  /// - Throws: `ExportError.ffmpegFailed` when it cannot start, stops reading early, exits
  ///   with a non-zero status, or prints an error (and exits with 0 nonetheless).
  func run(arguments: [String], frames: [Bitmap]) throws(ExportError) {
    let sockets: (parent: Int32, child: Int32)
    do {
      sockets = try FrameSocket.makePair()
    } catch {
      throw .ffmpegFailed(exitStatus: -1, stderrTail: "cannot create a socket pair: \(error)")
    }
    var parentOpen = true
    defer { if parentOpen { close(sockets.parent) } }

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let childEnd = FileHandle(fileDescriptor: sockets.child, closeOnDealloc: true)
    process.standardInput = childEnd
    process.standardOutput = FileHandle.nullDevice
    let errorPipe = Pipe()
    process.standardError = errorPipe
    // Started under the interruption registry's lock, so that a signal handled meanwhile
    // finds it and kills it (it runs in its own process group: a terminal's Ctrl-C misses it).
    let registration: Interruption.Token
    do {
      registration = try Interruption.create { () throws(ExportError) in
        do {
          try process.run()
        } catch {
          throw .ffmpegFailed(
            exitStatus: -1,
            stderrTail: "cannot start \(executable.path): \(error.localizedDescription)")
        }
        return .child(process.processIdentifier)
      }
    }
    // The child has its own copy; ours is not needed (nothing to report if closing fails).
    try? childEnd.close()

    // Drain stderr concurrently: ffmpeg blocks if the pipe fills while we block on frames.
    let collected = CollectedOutput()
    let reader = DispatchGroup()
    reader.enter()
    DispatchQueue.global().async {
      collected.set(errorPipe.fileHandleForReading.readDataToEndOfFile())
      reader.leave()
    }

    var writeFailure: Int32?
    for frame in frames {
      if let error = FrameSocket.send(frame.pixels, to: sockets.parent) {
        writeFailure = error
        break
      }
    }
    close(sockets.parent)
    parentOpen = false
    process.waitUntilExit()
    // Killed by the interruption handler: it removes the output and exits; reporting the
    // encoder's death as a failure meanwhile would race it.
    Interruption.parkIfInterrupted()
    registration.remove()
    reader.wait()

    let status = process.terminationStatus
    var tail = Self.tail(of: collected.get())
    if status == 0, let error = writeFailure {
      tail +=
        (tail.isEmpty ? "" : "\n") + "stopped reading frames: \(String(cString: strerror(error)))"
    }
    // ffmpeg runs with `-loglevel error`, so anything it prints is an error, even when it exits
    // with 0: it does after "No space left on device" while writing a WebM's last clusters.
    guard status == 0, writeFailure == nil, tail.isEmpty else {
      throw .ffmpegFailed(exitStatus: status, stderrTail: tail)
    }
  }

  /// The file-system failure ffmpeg's messages name, as `FileFailure` words (no space, a
  /// read-only file system, permission denied), or `nil`.
  static func fileSystemReason(in messages: String, writing url: URL) -> String? {
    let known: [(message: String, code: Int32)] = [
      ("No space left on device", ENOSPC), ("Disk quota exceeded", EDQUOT),
      ("Read-only file system", EROFS), ("Permission denied", EACCES),
      ("File too large", EFBIG),
    ]
    return known.first { messages.contains($0.message) }.map {
      FileFailure.reason(errno: $0.code, writing: url)
    }
  }

  /// The `ffprobe` installed with this ffmpeg (beside it), else the one on `PATH`; `nil` when
  /// there is none.
  func probe() -> URL? {
    let sibling = executable.deletingLastPathComponent().appendingPathComponent("ffprobe")
    if FileManager.default.isExecutableFile(atPath: sibling.path) { return sibling }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("ffprobe")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// How many video frames (packets of the first video stream) `ffprobe` reads in `url`:
  /// `nil` when no ffprobe is installed, 0 when it cannot read the file at all.
  func frameCount(of url: URL) -> Int? {
    guard let ffprobe = probe() else { return nil }
    let process = Process()
    process.executableURL = ffprobe
    process.arguments = [
      "-v", "error", "-select_streams", "v:0", "-count_packets",
      "-show_entries", "stream=nb_read_packets", "-of", "csv=p=0", url.path,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return 0 }
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return Int(text.split(separator: ",").first ?? "") ?? 0
  }

  /// The last `stderrTailLines` non-empty lines of `data`.
  static func tail(of data: Data) -> String {
    let text = String(decoding: data, as: UTF8.self)
    let lines = text.split(whereSeparator: \.isNewline).filter {
      !$0.allSatisfy(\.isWhitespace)
    }
    return lines.suffix(stderrTailLines).joined(separator: "\n")
  }
}

/// Bytes read on another thread, handed over under a lock.
private final class CollectedOutput: @unchecked Sendable {
  private let lock = NSLock()
  private var data = Data()

  func set(_ value: Data) {
    lock.lock()
    defer { lock.unlock() }
    data = value
  }

  func get() -> Data {
    lock.lock()
    defer { lock.unlock() }
    return data
  }
}
