import Foundation
import SegueExport
import Testing

/// Runs command-line tools (ffprobe, ffmpeg) from tests.
enum Tool {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The path of `name` on `PATH`, or `nil`.
  static func find(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
      let url = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }

  /// The located ffmpeg; records a failure (never a silent pass) when it is missing, because
  /// `Scripts/setup` installs it.
  static func requireFFmpeg(sourceLocation: SourceLocation = #_sourceLocation) throws -> FFmpeg {
    do {
      return try FFmpeg.locate()
    } catch {
      Issue.record(
        "ffmpeg is required for this test: run Scripts/setup", sourceLocation: sourceLocation)
      throw error
    }
  }

  /// Runs `executable` with `arguments` and returns its standard output; throws on a non-zero
  /// exit, quoting standard error.
  static func run(_ executable: URL, _ arguments: [String]) throws -> Data {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Outputs here are small (probe reports, a few frames), well within pipe buffering.
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(
        description:
          "\(executable.lastPathComponent) failed: \(String(decoding: message, as: UTF8.self))")
    }
    return data
  }

  /// What ffprobe reports about the first video stream.
  struct VideoStream: Decodable {
    var codec: String
    var width: Int
    var height: Int
    var pixelFormat: String
    /// Frames counted by decoding (`-count_frames`).
    var frameCount: String

    enum CodingKeys: String, CodingKey {
      case codec = "codec_name"
      case width, height
      case pixelFormat = "pix_fmt"
      case frameCount = "nb_read_frames"
    }
  }

  /// Probes `url` with ffprobe, counting frames by decoding them.
  static func probe(_ url: URL) throws -> VideoStream {
    guard let ffprobe = find("ffprobe") else {
      throw Failure(description: "ffprobe not found on PATH: run Scripts/setup")
    }
    let data = try run(
      ffprobe,
      [
        "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
        "stream=codec_name,width,height,pix_fmt,nb_read_frames", "-of", "json", url.path,
      ])
    struct Report: Decodable { var streams: [VideoStream] }
    guard let stream = try JSONDecoder().decode(Report.self, from: data).streams.first else {
      throw Failure(description: "ffprobe found no video stream in \(url.path)")
    }
    return stream
  }
}
