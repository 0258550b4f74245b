import Foundation

extension Snapshot {
  /// Writes `data` to `url` atomically, creating its folder: the bytes go to a hidden temporary
  /// file in the same folder, which is then renamed over `url`. A reader never sees a partial
  /// file, and a failed write leaves neither a partial file nor the temporary one behind.
  ///
  /// - Throws: `SnapshotWriteError` saying which step failed and why, in one line.
  static func write(_ data: Data, to url: URL) throws(SnapshotWriteError) {
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw SnapshotWriteError(
        path: url.path, reason: "cannot create \(folder.path) (\(systemReason(error)))")
    }
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try data.write(to: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw SnapshotWriteError(
        path: url.path, reason: "cannot write in \(folder.path) (\(systemReason(error)))")
    }
    guard rename(temporary.path, url.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw SnapshotWriteError(path: url.path, reason: "cannot replace it (\(reason))")
    }
  }

  /// The operating system's words for why a file operation failed ("Not a directory"), or the
  /// error's own description when it has none.
  private static func systemReason(_ error: any Error) -> String {
    let failure = error as NSError
    var candidates = [failure]
    if let underlying = failure.userInfo[NSUnderlyingErrorKey] as? any Error {
      candidates.append(underlying as NSError)
    }
    let posix = candidates.first { $0.domain == NSPOSIXErrorDomain }
    return posix.map { String(cString: strerror(Int32($0.code))) } ?? failure.localizedDescription
  }

  /// Records `data` as the reference at `url` (left alone when it already holds exactly
  /// `data`, so that recording all does not touch unchanged files).
  static func record(_ data: Data, at url: URL) -> SnapshotOutcome {
    if let existing = try? Data(contentsOf: url), existing == data {
      return .recorded(path: url.path)
    }
    do {
      try write(data, to: url)
      return .recorded(path: url.path)
    } catch {
      return .failed(message: "Cannot record snapshot \(error).")
    }
  }
}

/// A failure writing a snapshot or a failure artifact.
struct SnapshotWriteError: Error, CustomStringConvertible {
  /// The file that was to be written.
  var path: String
  /// Which step failed and why.
  var reason: String

  var description: String { "\(path): \(reason)" }
}
