import Foundation
import SegueGeometry

/// Video export through ffmpeg: MP4 (H.264) and WebM (VP9).
///
/// Raw RGBA frames are streamed to an `ffmpeg` child process (see `FFmpeg`), which writes a
/// temporary file in the destination folder; the file is renamed to the destination only when
/// ffmpeg succeeds, and removed otherwise.
///
/// Videos have no alpha here: frames are premultiplied, so dropping alpha shows them over
/// black. Colours are converted with the BT.709 matrix and tagged BT.709.
public enum Video {
  /// A container and codec.
  public enum Format: String, Sendable, Hashable, CaseIterable {
    /// MPEG-4 with H.264 (libx264), `yuv420p`: plays everywhere.
    ///
    /// 4:2:0 chroma needs even dimensions, so an odd width or height is padded by one black
    /// column on the right or one black row at the bottom. Padding rather than cropping keeps
    /// every rendered pixel, including a border on the last row or column.
    case mp4
    /// WebM with VP9 (libvpx-vp9), `yuv420p`, at the frames' exact size.
    case webm

    /// The file-name extension, without the dot.
    public var fileExtension: String { rawValue }

    /// The size of the encoded picture for frames of `size`.
    public func encodedSize(for size: PixelSize) -> PixelSize {
      switch self {
      case .mp4:
        PixelSize(width: size.width + size.width % 2, height: size.height + size.height % 2)
      case .webm: size
      }
    }

    /// ffmpeg's output options for this format (codec, quality, pixel format, muxer).
    var encoderArguments: [String] {
      switch self {
      case .mp4:
        // CRF 18 is visually lossless for UI footage; faststart lets browsers play at once.
        [
          "-c:v", "libx264", "-preset", "medium", "-crf", "18", "-tune", "animation",
          "-movflags", "+faststart", "-f", "mp4",
        ]
      case .webm:
        // Constant quality (CRF with zero bitrate target) as libvpx-vp9 recommends.
        [
          "-c:v", "libvpx-vp9", "-crf", "31", "-b:v", "0", "-row-mt", "1", "-deadline", "good",
          "-cpu-used", "4", "-f", "webm",
        ]
      }
    }
  }

  /// Encodes `sequence` as a video and writes it to `url`, replacing any file there.
  ///
  /// - Parameters:
  ///   - ffmpeg: The encoder to run; `FFmpeg.locate()` (the `PATH`) when `nil`.
  /// - Throws: `ExportError.ffmpegNotFound`, `.ffmpegFailed` (with ffmpeg's last messages),
  ///   `.incompleteVideo` (ffmpeg said it succeeded but the file lacks frames) or
  ///   `.unwritableDestination` (also when ffmpeg reports a full or read-only file system);
  ///   nothing is left at `url` (or next to it) after an error.
  public static func write(
    _ sequence: FrameSequence, to url: URL, format: Format, ffmpeg: FFmpeg? = nil
  ) throws(ExportError) {
    // Not `??`: its autoclosure would erase the typed error.
    let encoder: FFmpeg
    if let ffmpeg { encoder = ffmpeg } else { encoder = try FFmpeg.locate() }
    let staged = try StagedFile(destination: url)
    do throws(ExportError) {
      do throws(ExportError) {
        try encoder.run(
          arguments: arguments(for: sequence, format: format, output: staged.temporary),
          frames: sequence.frames)
      } catch .ffmpegFailed(let status, let tail) {
        if let reason = FFmpeg.fileSystemReason(in: tail, writing: url) {
          throw .unwritableDestination(path: url.path, reason: reason)
        }
        throw .ffmpegFailed(exitStatus: status, stderrTail: tail)
      }
      try check(staged.temporary, holds: sequence.count, by: encoder, destination: url)
      try staged.commit()
    } catch {
      staged.discard()
      throw error
    }
  }

  /// Checks what ffmpeg wrote, since its exit status alone does not prove a whole file: not
  /// empty, and (when ffprobe is installed) `count` frames that ffprobe can read.
  ///
  /// - Throws: `ExportError.incompleteVideo`, or `.unwritableDestination` when the file system
  ///   is full (the likely cause of a short file).
  static func check(
    _ file: URL, holds count: Int, by encoder: FFmpeg, destination: URL
  ) throws(ExportError) {
    let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size]) as? Int ?? 0
    let found: Int
    if size == 0 {
      found = 0
    } else if let probed = encoder.frameCount(of: file) {
      found = probed
    } else {
      return
    }
    guard found != count else { return }
    if let reason = FileFailure.problem(writing: file), reason.contains("space") {
      throw .unwritableDestination(path: destination.path, reason: reason)
    }
    throw .incompleteVideo(
      path: destination.path,
      reason: size == 0
        ? "ffmpeg wrote an empty file" : "ffprobe reads \(found) of \(count) frames")
  }

  /// The full ffmpeg command line (without the executable) that encodes `sequence`, read as
  /// raw RGBA from standard input, into `output`.
  static func arguments(for sequence: FrameSequence, format: Format, output: URL) -> [String] {
    let size = sequence.size
    let encoded = format.encodedSize(for: size)
    var filters: [String] = []
    if encoded != size {
      filters.append("pad=\(encoded.width):\(encoded.height):0:0:black")
    }
    filters.append("scale=out_color_matrix=bt709:out_range=tv")
    filters.append("format=yuv420p")
    return [
      "-hide_banner", "-loglevel", "error",
      "-f", "rawvideo", "-pixel_format", "rgba",
      "-video_size", "\(size.width)x\(size.height)",
      "-framerate", "\(sequence.framesPerSecond)",
      "-i", "pipe:0",
      "-vf", filters.joined(separator: ","),
      "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709",
    ] + format.encoderArguments + ["-y", output.path]
  }
}
