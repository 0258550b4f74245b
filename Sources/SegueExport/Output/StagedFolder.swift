import Foundation

/// Numbered files written into a hidden staging folder inside their destination folder, then
/// moved into place together (`commit()`), so that a failure leaves the destination as it was.
///
/// The destination and the staging folder are made when the value is created, so an unwritable
/// destination fails before any work is done. Until `commit()` nothing appears at the
/// destination; the staging folder is removed when the value goes away, committed or not, and
/// so are the destination and the parents made for it when nothing was committed (a failed
/// export leaves no empty folder). Both are registered with `Interruption`, so a tool that
/// handles signals removes them when interrupted.
/// Committing also removes files of an earlier, longer sequence of the same naming pattern
/// (`<prefix>`, digits, `.<fileExtension>`) that were not written this time, so the folder
/// holds exactly one sequence; other files are never touched. (`PNGSequence` writes frames this
/// way; `segue record --trees` writes presentation trees so.)
public final class StagedFolder {
  /// The smallest number of digits in a file number (`0000`); longer sequences use more.
  public static let minimumDigits = 4

  /// Where the files go.
  public let directory: URL
  /// What each file name starts with, e.g. "frame-".
  public let prefix: String
  /// The file-name extension, without the dot, e.g. "png".
  public let fileExtension: String
  private let staging: URL
  private var staged: [String] = []
  private let madeFolders: CreatedFolders
  private let stagingRegistration: Interruption.Token

  /// Prepares to write numbered files into `directory`, creating it (and missing parents).
  ///
  /// - Throws: `ExportError.unwritableDestination` when the folder cannot be created or
  ///   written into.
  public init(directory: URL, prefix: String, fileExtension: String) throws(ExportError) {
    precondition(
      !prefix.contains("/") && !prefix.hasPrefix("."),
      "a file-name prefix must be a plain file-name prefix, got \(prefix)")
    self.directory = directory.standardizedFileURL
    self.prefix = prefix
    self.fileExtension = fileExtension
    madeFolders = try CreatedFolders(self.directory)
    let staging = self.directory.appendingPathComponent(
      ".\(prefix)\(UUID().uuidString).\(fileExtension).partial")
    self.staging = staging
    do {
      stagingRegistration = try Interruption.create { () throws(ExportError) in
        try StagedFile.createFolder(staging)
        return .path(staging)
      }
    } catch {
      madeFolders.removeIfEmpty()
      throw error
    }
  }

  deinit {
    // Whatever happened, the staging folder goes; after a commit it is already empty. Then
    // the folders made for an export that was never committed.
    try? FileManager.default.removeItem(at: staging)
    stagingRegistration.remove()
    madeFolders.removeIfEmpty()
  }

  /// The name of file `index` of `count`, e.g. `frame-0007.png`: zero-padded to
  /// `minimumDigits`, or to the width of the last index when wider, so names sort in order.
  public static func fileName(
    index: Int, count: Int, prefix: String, fileExtension: String
  ) -> String {
    precondition(index >= 0 && index < max(count, 1), "file \(index) outside 0..<\(count)")
    let digits = max(minimumDigits, String(max(count - 1, 0)).count)
    let number = String(index)
    return prefix + String(repeating: "0", count: digits - number.count) + number + "."
      + fileExtension
  }

  /// Whether `name` is `<prefix>`, at least `minimumDigits` ASCII digits, then
  /// `.<fileExtension>`.
  public static func isSequenceName(_ name: String, prefix: String, fileExtension: String)
    -> Bool
  {
    let suffix = "." + fileExtension
    guard name.hasPrefix(prefix), name.hasSuffix(suffix) else { return false }
    let digits = name.dropFirst(prefix.count).dropLast(suffix.count)
    return digits.count >= minimumDigits && digits.allSatisfy { ("0"..."9").contains($0) }
  }

  /// Where file `index` of `count` is written before `commit()`; the caller writes it there.
  public func stagingURL(index: Int, count: Int) -> URL {
    let name = Self.fileName(
      index: index, count: count, prefix: prefix, fileExtension: fileExtension)
    if !staged.contains(name) { staged.append(name) }
    return staging.appendingPathComponent(name)
  }

  /// Writes `data` as file `index` of `count` in the staging folder.
  public func write(_ data: Data, index: Int, count: Int) throws(ExportError) {
    let url = stagingURL(index: index, count: count)
    do {
      try Interruption.writingInside { try data.write(to: url) }
    } catch {
      throw .unwritableDestination(
        path: directory.path, reason: FileFailure.reason(error, writing: url))
    }
  }

  /// Moves the staged files into place (replacing files of the same names) and removes the
  /// files of an earlier sequence that were not written this time.
  ///
  /// - Returns: The files, in the order they were staged.
  @discardableResult
  public func commit() throws(ExportError) -> [URL] {
    var written: [URL] = []
    for name in staged {
      let target = directory.appendingPathComponent(name)
      guard rename(staging.appendingPathComponent(name).path, target.path) == 0 else {
        throw .unwritableDestination(
          path: target.path, reason: FileFailure.reason(errno: errno, writing: target))
      }
      written.append(target)
    }
    madeFolders.keep()
    let kept = Set(staged)
    let contents = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for name in contents
    where !kept.contains(name)
      && Self.isSequenceName(name, prefix: prefix, fileExtension: fileExtension)
    {
      // Best effort: a stale file that cannot be removed does not make the export fail.
      try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
    }
    return written
  }
}
