import Foundation

/// The kinds of file an exported sequence can become, for callers that choose at run time
/// (the `segue` command's `--format`, or a destination's extension).
public enum ExportFormat: String, Sendable, Hashable, CaseIterable {
  /// Numbered PNG files in a folder (`PNGSequence`).
  case png
  /// An animated GIF (`GIF`).
  case gif
  /// An H.264 video (`Video.Format.mp4`).
  case mp4
  /// A VP9 video (`Video.Format.webm`).
  case webm

  /// The format a destination's file-name extension names (`gif`, `mp4`, `webm`, any case),
  /// or `nil`; a PNG sequence goes to a folder, so it has no extension.
  public init?(fileExtension: String) {
    switch fileExtension.lowercased() {
    case "gif": self = .gif
    case "mp4": self = .mp4
    case "webm": self = .webm
    default: return nil
    }
  }

  /// Writes `sequence` to `url` in this format: a file, or for `.png` a folder of frames.
  ///
  /// - Returns: The files written.
  /// - Throws: `ExportError`; nothing is left behind after an error.
  @discardableResult
  public func write(_ sequence: FrameSequence, to url: URL) throws(ExportError) -> [URL] {
    switch self {
    case .png:
      return try PNGSequence.write(sequence, to: url)
    case .gif:
      try GIF.write(sequence, to: url)
    case .mp4:
      try Video.write(sequence, to: url, format: .mp4)
    case .webm:
      try Video.write(sequence, to: url, format: .webm)
    }
    return [url.standardizedFileURL]
  }
}
