import Foundation

/// A file written under a temporary name next to its destination, then renamed into place.
///
/// Renaming within one folder is atomic (`rename(2)`), so readers see either the old file or
/// the complete new one, and a failed export leaves nothing behind: `discard()` removes the
/// temporary file, and the folders made to hold it. The temporary name starts with a dot and
/// ends in `.partial` so that it is hidden and obviously incomplete; it is registered with
/// `Interruption`, so a tool that handles signals removes it when interrupted.
struct StagedFile {
  /// Where the finished file goes.
  let destination: URL
  /// Where it is written meanwhile: a hidden sibling of `destination`.
  let temporary: URL
  /// The folders made for the destination (deepest last), removed again by `discard()`.
  private let madeFolders: CreatedFolders
  private let registration: Interruption.Token

  /// Prepares to write `destination`, creating its folder (and missing parents) if needed.
  ///
  /// - Throws: `ExportError.unwritableDestination` when the folder cannot be created or the
  ///   destination is an existing folder.
  init(destination: URL) throws(ExportError) {
    let destination = destination.standardizedFileURL
    let folder = destination.deletingLastPathComponent()
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: destination.path, isDirectory: &isFolder),
      isFolder.boolValue
    {
      throw .unwritableDestination(path: destination.path, reason: "it is an existing folder")
    }
    madeFolders = try CreatedFolders(folder)
    self.destination = destination
    self.temporary = folder.appendingPathComponent(
      ".\(destination.lastPathComponent).\(UUID().uuidString).partial")
    // The file itself is made later (by `write`, or by ffmpeg): registered now, so that it is
    // removed on interruption whoever makes it.
    registration = Interruption.register(.path(temporary))
  }

  /// Writes `data` to the temporary file, then renames it to the destination.
  ///
  /// On failure the temporary file is removed.
  func write(_ data: Data) throws(ExportError) {
    do {
      try data.write(to: temporary)
    } catch {
      discard()
      throw .unwritableDestination(
        path: destination.path, reason: FileFailure.reason(error, writing: temporary))
    }
    try commit()
  }

  /// Renames the finished temporary file to the destination, replacing any file there.
  ///
  /// On failure the temporary file is removed.
  func commit() throws(ExportError) {
    guard rename(temporary.path, destination.path) == 0 else {
      let reason = FileFailure.reason(errno: errno, writing: destination)
      discard()
      throw .unwritableDestination(path: destination.path, reason: reason)
    }
    registration.remove()
    madeFolders.keep()
  }

  /// Removes the temporary file if it exists, and the folders made for it.
  func discard() {
    // Called while another error is being reported, which matters more; and a file that
    // cannot be removed is one that was never created.
    try? FileManager.default.removeItem(at: temporary)
    registration.remove()
    madeFolders.removeIfEmpty()
  }

  /// Creates `folder` and its missing parents.
  static func createFolder(_ folder: URL) throws(ExportError) {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .unwritableDestination(
        path: folder.path,
        reason: FileFailure.reason(error, writing: folder.appendingPathComponent("file")))
    }
  }
}

/// The folders an export made to hold its output, so that a failed or interrupted export can
/// remove them again: a failure leaves no empty folder behind.
///
/// Each is registered with `Interruption` before it is made. After `keep()` they stay.
final class CreatedFolders {
  private var made: [(folder: URL, token: Interruption.Token)] = []

  /// Creates `folder` and its missing parents, remembering which did not exist.
  ///
  /// - Throws: `ExportError.unwritableDestination`; the folders made before the failure are
  ///   removed again.
  init(_ folder: URL) throws(ExportError) {
    var missing: [URL] = []
    var candidate = folder.standardizedFileURL
    while !FileManager.default.fileExists(atPath: candidate.path) {
      missing.insert(candidate, at: 0)
      let parent = candidate.deletingLastPathComponent()
      if parent.path == candidate.path { break }
      candidate = parent
    }
    for url in missing {
      do {
        let token = try Interruption.create { () throws(ExportError) in
          try StagedFile.createFolder(url)
          return .path(url)
        }
        made.append((url, token))
      } catch {
        removeIfEmpty()
        throw error
      }
    }
    if missing.isEmpty { try StagedFile.createFolder(folder) }
  }

  /// Keeps the folders: they hold the finished output.
  func keep() {
    for (_, token) in made { token.remove() }
    made = []
  }

  /// Removes the folders made, deepest first, as long as they are empty.
  func removeIfEmpty() {
    for (folder, token) in made.reversed() {
      // rmdir removes only an empty folder: whatever someone else put there stays.
      _ = rmdir(folder.path)
      token.remove()
    }
    made = []
  }
}
