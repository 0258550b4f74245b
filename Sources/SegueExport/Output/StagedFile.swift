import Foundation

/// A file written under a temporary name next to its destination, then renamed into place.
///
/// Renaming within one folder is atomic (`rename(2)`), so readers see either the old file or
/// the complete new one, and a failed export leaves nothing behind: `discard()` removes the
/// temporary file. The temporary name starts with a dot and ends in `.partial` so that it is
/// hidden and obviously incomplete should the process die before cleaning up.
struct StagedFile {
  /// Where the finished file goes.
  let destination: URL
  /// Where it is written meanwhile: a hidden sibling of `destination`.
  let temporary: URL

  /// Prepares to write `destination`, creating its folder (and missing parents) if needed.
  ///
  /// - Throws: `ExportError.unwritableDestination` when the folder cannot be created or the
  ///   destination is an existing folder.
  init(destination: URL) throws(ExportError) {
    let destination = destination.standardizedFileURL
    let folder = destination.deletingLastPathComponent()
    try Self.createFolder(folder)
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: destination.path, isDirectory: &isFolder),
      isFolder.boolValue
    {
      throw .unwritableDestination(path: destination.path, reason: "it is an existing folder")
    }
    self.destination = destination
    self.temporary = folder.appendingPathComponent(
      ".\(destination.lastPathComponent).\(UUID().uuidString).partial")
  }

  /// Writes `data` to the temporary file, then renames it to the destination.
  ///
  /// On failure the temporary file is removed.
  func write(_ data: Data) throws(ExportError) {
    do {
      try data.write(to: temporary)
    } catch {
      discard()
      throw .unwritableDestination(path: destination.path, reason: Self.reason(error))
    }
    try commit()
  }

  /// Renames the finished temporary file to the destination, replacing any file there.
  ///
  /// On failure the temporary file is removed.
  func commit() throws(ExportError) {
    guard rename(temporary.path, destination.path) == 0 else {
      let reason = String(cString: strerror(errno))
      discard()
      throw .unwritableDestination(path: destination.path, reason: reason)
    }
  }

  /// Removes the temporary file if it exists.
  func discard() {
    // Called while another error is being reported, which matters more; and a file that
    // cannot be removed is one that was never created.
    try? FileManager.default.removeItem(at: temporary)
  }

  /// Creates `folder` and its missing parents.
  static func createFolder(_ folder: URL) throws(ExportError) {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .unwritableDestination(path: folder.path, reason: obstacle(to: folder) ?? reason(error))
    }
  }

  /// Why `folder` cannot be created, when its nearest existing ancestor tells: a file where a
  /// folder is needed, or a folder that cannot be written (Foundation's own error names
  /// neither).
  static func obstacle(to folder: URL) -> String? {
    var ancestor = folder.standardizedFileURL
    while true {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isFolder) {
        if !isFolder.boolValue { return "\(ancestor.path) is a file, not a folder" }
        return FileManager.default.isWritableFile(atPath: ancestor.path)
          ? nil : "folder \(ancestor.path) is not writable"
      }
      let parent = ancestor.deletingLastPathComponent()
      if parent.path == ancestor.path { return nil }
      ancestor = parent
    }
  }

  /// The most specific human-readable reason Foundation gives for a file-system error.
  static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain,
      let code = Int32(exactly: underlying.code)
    {
      return String(cString: strerror(code))
    }
    return nsError.localizedDescription
  }
}
