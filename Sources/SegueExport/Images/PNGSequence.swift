import Foundation
import SegueCairo
import SegueGeometry

/// Frames written as numbered PNG files in a folder: `frame-0000.png`, `frame-0001.png`, ….
///
/// The frames are first written into a hidden staging folder inside the destination and only
/// moved into place once all of them are encoded, so a failure leaves the folder as it was
/// (`StagedFolder`). Files from an earlier, longer export that follow the same naming pattern
/// (`<prefix>`, digits, `.png`) but were not written this time are removed, so the folder always
/// holds exactly one sequence; other files are never touched.
public enum PNGSequence {
  /// The file-name prefix used unless another is given.
  public static let defaultPrefix = "frame-"

  /// The smallest number of digits in a frame number (`0000`); longer sequences use more.
  public static let minimumDigits = StagedFolder.minimumDigits

  /// The file name of frame `index` in a sequence of `count` frames, e.g. `frame-0007.png`.
  ///
  /// Numbers are zero-padded to `minimumDigits`, or to the width of the last index when wider,
  /// so that names sort in frame order.
  public static func fileName(index: Int, count: Int, prefix: String = defaultPrefix) -> String {
    StagedFolder.fileName(index: index, count: count, prefix: prefix, fileExtension: "png")
  }

  /// Writes each frame as a PNG into `directory`, creating the folder if needed.
  ///
  /// - Returns: The written files, in frame order.
  /// - Throws: `ExportError.noFrames`, `.framesOfDifferentSizes`, `.unwritableDestination`, or
  ///   `.encodingFailed`; after an error the folder holds what it held before.
  @discardableResult
  public static func write(
    _ frames: [Bitmap], to directory: URL, prefix: String = defaultPrefix
  ) throws(ExportError) -> [URL] {
    try FrameSequence.checkSizes(of: frames)
    let folder = try StagedFolder(directory: directory, prefix: prefix, fileExtension: "png")
    for (index, frame) in frames.enumerated() {
      let data: Data
      do {
        data = try PNG.encode(frame)
      } catch {
        let name = PNGSequence.fileName(index: index, count: frames.count, prefix: prefix)
        throw .encodingFailed(format: "PNG frame \(name)", reason: "\(error)")
      }
      try folder.write(data, index: index, count: frames.count)
    }
    return try folder.commit()
  }

  /// Writes the frames of `sequence` as PNGs into `directory` (the frame rate is not recorded).
  @discardableResult
  public static func write(
    _ sequence: FrameSequence, to directory: URL, prefix: String = defaultPrefix
  ) throws(ExportError) -> [URL] {
    try write(sequence.frames, to: directory, prefix: prefix)
  }
}
