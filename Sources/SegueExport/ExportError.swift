import Foundation

/// An export that could not be made, with a message a person can act on.
///
/// Every exporter in this module throws only `ExportError`, and a thrown error means that
/// nothing was left at the destination: outputs are written under a temporary name in the
/// destination folder and renamed only once complete.
public enum ExportError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The frame sequence is empty.
  case noFrames
  /// A frame's size differs from the first frame's.
  ///
  /// `index` is the zero-based position of the first frame that differs.
  case framesOfDifferentSizes(index: Int, size: PixelSize, expected: PixelSize)
  /// The frame rate is not a finite number above zero (frames per second).
  case invalidFrameRate(Double)
  /// The destination (or the folder it goes in) cannot be created or written.
  case unwritableDestination(path: String, reason: String)
  /// No `ffmpeg` executable was found on `PATH`.
  case ffmpegNotFound
  /// `ffmpeg` ran but did not produce the file.
  ///
  /// `exitStatus` is its exit code (or the signal that ended it); `stderrTail` the last lines
  /// it printed, which usually name the problem.
  case ffmpegFailed(exitStatus: Int32, stderrTail: String)
  /// ffmpeg reported success but the file it wrote is not the whole video (empty, or
  /// `ffprobe` reads fewer frames than were sent); `reason` says which.
  case incompleteVideo(path: String, reason: String)
  /// An encoder or rasterizer library reported an error (`format` names what was being made).
  case encodingFailed(format: String, reason: String)

  public var description: String {
    switch self {
    case .noFrames:
      "There are no frames to export."
    case .framesOfDifferentSizes(let index, let size, let expected):
      "Frame \(index) is \(size) pixels but frame 0 is \(expected); "
        + "every frame of an export must have the same size."
    case .invalidFrameRate(let rate):
      "The frame rate must be a number of frames per second above zero, got \(rate)."
    case .unwritableDestination(let path, let reason):
      "Cannot write \(path): \(reason). Choose a folder you can write to."
    case .ffmpegNotFound:
      "ffmpeg not found on PATH; install it with Scripts/setup or apt-get install ffmpeg."
    case .ffmpegFailed(let status, let tail):
      // The last line first: one-line reporters (the CLI) show the first line only.
      if let last = tail.split(whereSeparator: \.isNewline).last {
        "ffmpeg failed (exit status \(status)): \(last)"
          + (last.count == tail.count ? "" : "\n\(tail)")
      } else {
        "ffmpeg failed (exit status \(status)) without printing a reason."
      }
    case .incompleteVideo(let path, let reason):
      "ffmpeg reported success but \(path) is incomplete (\(reason)), so it was not kept."
    case .encodingFailed(let format, let reason):
      "Could not encode the \(format): \(reason)."
    }
  }
}

/// A size in whole pixels.
public struct PixelSize: Sendable, Hashable, CustomStringConvertible {
  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int

  /// Creates a size in pixels.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  public var description: String { "\(width)×\(height)" }
}
