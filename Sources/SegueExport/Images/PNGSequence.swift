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
  /// Frames are encoded on up to `concurrency` threads (deflate is most of an export's cost);
  /// the files are the same bytes whatever the concurrency, and are written in frame order.
  ///
  /// - Returns: The written files, in frame order.
  /// - Throws: `ExportError.noFrames`, `.framesOfDifferentSizes`, `.unwritableDestination`, or
  ///   `.encodingFailed` (for the first frame that failed); after an error the folder holds
  ///   what it held before.
  @discardableResult
  public static func write(
    _ frames: [Bitmap], to directory: URL, prefix: String = defaultPrefix,
    concurrency: Int = ProcessInfo.processInfo.activeProcessorCount
  ) throws(ExportError) -> [URL] {
    try FrameSequence.checkSizes(of: frames)
    let folder = try StagedFolder(directory: directory, prefix: prefix, fileExtension: "png")
    // A few frames per worker at a time: files appear as they are encoded, and only a batch
    // of encoded frames is held in memory.
    let batch = max(concurrency, 1) * 4
    for start in stride(from: 0, to: frames.count, by: batch) {
      let range = start..<min(start + batch, frames.count)
      for (index, result) in zip(range, encode(frames[range], concurrency: concurrency)) {
        switch result {
        case .success(let data):
          try folder.write(data, index: index, count: frames.count)
        case .failure(let error):
          let name = PNGSequence.fileName(index: index, count: frames.count, prefix: prefix)
          throw .encodingFailed(format: "PNG frame \(name)", reason: "\(error)")
        }
      }
    }
    return try folder.commit()
  }

  /// Each frame's PNG, in order, encoded by `concurrency` workers, each taking every
  /// `concurrency`-th frame.
  private static func encode(
    _ frames: ArraySlice<Bitmap>, concurrency: Int
  ) -> [Result<Data, any Error>] {
    let frames = Array(frames)
    return StridedWork.map(count: frames.count, workers: concurrency) { index, _ in
      try PNG.encode(frames[index])
    }
  }

  /// Writes the frames of `sequence` as PNGs into `directory` (the frame rate is not recorded).
  @discardableResult
  public static func write(
    _ sequence: FrameSequence, to directory: URL, prefix: String = defaultPrefix
  ) throws(ExportError) -> [URL] {
    try write(sequence.frames, to: directory, prefix: prefix)
  }
}
