import Foundation
import SegueCairo
import SegueGeometry

/// Frames written as numbered PNG files in a folder: `frame-0000.png`, `frame-0001.png`, ….
///
/// The frames are first written into a hidden staging folder inside the destination and only
/// moved into place once all of them are encoded, so a failure leaves the folder as it was.
/// Files from an earlier, longer export that follow the same naming pattern (`<prefix>`, digits,
/// `.png`) but were not written this time are removed, so the folder always holds exactly one
/// sequence; other files are never touched.
public enum PNGSequence {
  /// The file-name prefix used unless another is given.
  public static let defaultPrefix = "frame-"

  /// The smallest number of digits in a frame number (`0000`); longer sequences use more.
  public static let minimumDigits = 4

  /// The file name of frame `index` in a sequence of `count` frames, e.g. `frame-0007.png`.
  ///
  /// Numbers are zero-padded to `minimumDigits`, or to the width of the last index when wider,
  /// so that names sort in frame order.
  public static func fileName(index: Int, count: Int, prefix: String = defaultPrefix) -> String {
    precondition(index >= 0 && index < max(count, 1), "frame \(index) outside 0..<\(count)")
    let digits = max(minimumDigits, String(max(count - 1, 0)).count)
    let number = String(index)
    return prefix + String(repeating: "0", count: digits - number.count) + number + ".png"
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
    precondition(
      !prefix.contains("/") && !prefix.hasPrefix("."),
      "PNG sequence prefix must be a plain file-name prefix, got \(prefix)")
    let directory = directory.standardizedFileURL
    try StagedFile.createFolder(directory)
    let staging = directory.appendingPathComponent(".\(prefix)\(UUID().uuidString).partial")
    try StagedFile.createFolder(staging)
    // Whatever happens below, the staging folder goes; after success it is already empty.
    defer { try? FileManager.default.removeItem(at: staging) }

    let names = frames.indices.map { fileName(index: $0, count: frames.count, prefix: prefix) }
    for (frame, name) in zip(frames, names) {
      do {
        try PNG.write(frame, to: staging.appendingPathComponent(name))
      } catch let PNG.Failure.unwritable(_, reason) {
        throw .unwritableDestination(path: directory.path, reason: reason)
      } catch {
        throw .encodingFailed(format: "PNG frame \(name)", reason: "\(error)")
      }
    }
    var written: [URL] = []
    for name in names {
      let target = directory.appendingPathComponent(name)
      guard rename(staging.appendingPathComponent(name).path, target.path) == 0 else {
        throw .unwritableDestination(path: target.path, reason: String(cString: strerror(errno)))
      }
      written.append(target)
    }
    removeStaleFrames(in: directory, prefix: prefix, keeping: Set(names))
    return written
  }

  /// Writes the frames of `sequence` as PNGs into `directory` (the frame rate is not recorded).
  @discardableResult
  public static func write(
    _ sequence: FrameSequence, to directory: URL, prefix: String = defaultPrefix
  ) throws(ExportError) -> [URL] {
    try write(sequence.frames, to: directory, prefix: prefix)
  }

  /// Removes `<prefix><digits>.png` files that are not in `kept`.
  private static func removeStaleFrames(
    in directory: URL, prefix: String, keeping kept: Set<String>
  ) {
    let contents = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for name in contents where !kept.contains(name) && isFrameName(name, prefix: prefix) {
      // Best effort: a stale frame that cannot be removed does not make this export fail.
      try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
    }
  }

  /// Whether `name` is `<prefix>`, at least `minimumDigits` ASCII digits, then `.png`.
  static func isFrameName(_ name: String, prefix: String) -> Bool {
    guard name.hasPrefix(prefix), name.hasSuffix(".png") else { return false }
    let digits = name.dropFirst(prefix.count).dropLast(".png".count)
    return digits.count >= minimumDigits && digits.allSatisfy { ("0"..."9").contains($0) }
  }
}
