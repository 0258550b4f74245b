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
  /// - Throws: `ExportError.ffmpegNotFound`, `.ffmpegFailed` (with ffmpeg's last messages) or
  ///   `.unwritableDestination`; nothing is left at `url` (or next to it) after an error.
  public static func write(
    _ sequence: FrameSequence, to url: URL, format: Format, ffmpeg: FFmpeg? = nil
  ) throws(ExportError) {
    // Not `??`: its autoclosure would erase the typed error.
    let encoder: FFmpeg
    if let ffmpeg { encoder = ffmpeg } else { encoder = try FFmpeg.locate() }
    let staged = try StagedFile(destination: url)
    do throws(ExportError) {
      try encoder.run(
        arguments: arguments(for: sequence, format: format, output: staged.temporary),
        frames: sequence.frames)
      try staged.commit()
    } catch {
      staged.discard()
      throw error
    }
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
