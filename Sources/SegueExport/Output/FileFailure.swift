import Foundation

/// Why a file or folder could not be written, in words a person can act on.
///
/// Foundation on Linux often reports a failed write as "The operation could not be completed
/// (NSCocoaErrorDomain error 512.)", with no POSIX code. So the reason is taken from the
/// error's POSIX code when there is one (directly, or as the underlying error), else from the
/// Cocoa code when it is specific, else by looking at the destination itself: a file where a
/// folder is needed, a missing folder, a read-only or full file system, a folder that cannot
/// be written.
public enum FileFailure {
  /// Why writing `url` failed with `error`: a lowercase phrase without a final period, e.g.
  /// "no space is left on the device" or "/a/b is a file, not a folder".
  public static func reason(_ error: any Error, writing url: URL) -> String {
    if let code = posixCode(of: error) { return reason(errno: code, writing: url) }
    // Foundation reports a write cut short by the file-size limit (EFBIG) with no code.
    return problem(writing: url) ?? fileSizeLimit.map(sizeLimitReason)
      ?? "the system refused to write it"
  }

  /// The process's file-size limit in bytes (`ulimit -f`, RLIMIT_FSIZE), or nil when there
  /// is none.
  static var fileSizeLimit: UInt64? {
    var limit = rlimit()
    guard getrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max
    else { return nil }
    return UInt64(limit.rlim_cur)
  }

  private static func sizeLimitReason(_ bytes: UInt64) -> String {
    "it would be larger than this process may write (a file-size limit of \(bytes) bytes, "
      + "set with ulimit -f)"
  }

  /// Why writing `url` failed with the POSIX error `code`.
  public static func reason(errno code: Int32, writing url: URL) -> String {
    switch code {
    case EACCES, EPERM:
      return obstacle(to: url) ?? "permission denied"
    case ENOSPC, EDQUOT:
      return "no space left on the device"
    case EROFS:
      return "it is on a read-only file system"
    case ENOTDIR, ENOENT:
      return obstacle(to: url) ?? String(cString: strerror(code)).lowercased()
    case EISDIR:
      return "it is an existing folder"
    case EFBIG:
      return fileSizeLimit.map(sizeLimitReason) ?? "the file is too large"
    default:
      return String(cString: strerror(code)).lowercased()
    }
  }

  /// The POSIX code of `error`, directly or underlying, or of a Cocoa code that names one.
  static func posixCode(of error: any Error) -> Int32? {
    if let posix = error as? POSIXError { return posix.code.rawValue }
    let nsError = error as NSError
    if nsError.domain == NSPOSIXErrorDomain { return Int32(exactly: nsError.code) }
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return Int32(exactly: underlying.code)
    }
    guard nsError.domain == NSCocoaErrorDomain else { return nil }
    switch CocoaError.Code(rawValue: nsError.code) {
    case .fileWriteNoPermission, .fileReadNoPermission: return EACCES
    case .fileWriteOutOfSpace: return ENOSPC
    case .fileWriteVolumeReadOnly: return EROFS
    case .fileNoSuchFile, .fileReadNoSuchFile: return ENOENT
    default: return nil
    }
  }

  /// What would stop a write to `url`, found by looking: a file where a folder is needed, a
  /// missing folder, else the file system of its nearest existing folder (read-only, full,
  /// not writable); `nil` when nothing is seen. Checking before rendering saves the work.
  public static func problem(writing url: URL) -> String? {
    if let obstacle = obstacle(to: url) { return obstacle }
    guard let folder = nearestExistingAncestor(of: url.deletingLastPathComponent()) else {
      return nil
    }
    var stats = statvfs()
    if statvfs(folder.path, &stats) == 0 {
      if stats.f_flag & UInt(ST_RDONLY) != 0 { return "it is on a read-only file system" }
      if stats.f_bavail == 0 { return "no space left on the device" }
    }
    return access(folder.path, W_OK) == 0 ? nil : "permission denied"
  }

  /// What stands in the way of `url`'s folder: a file where a folder is needed, or a missing
  /// folder; `nil` when its folder exists.
  static func obstacle(to url: URL) -> String? {
    let folder = url.standardizedFileURL.deletingLastPathComponent()
    guard let existing = nearestExistingAncestor(of: folder) else { return nil }
    var isFolder: ObjCBool = false
    _ = FileManager.default.fileExists(atPath: existing.path, isDirectory: &isFolder)
    if !isFolder.boolValue { return "\(existing.path) is a file, not a folder" }
    if existing.path != folder.path { return "folder \(folder.path) does not exist" }
    return nil
  }

  /// `url` or its nearest ancestor that exists (as a file or folder).
  static func nearestExistingAncestor(of url: URL) -> URL? {
    var candidate = url.standardizedFileURL
    while !FileManager.default.fileExists(atPath: candidate.path) {
      let parent = candidate.deletingLastPathComponent()
      if parent.path == candidate.path { return nil }
      candidate = parent
    }
    return candidate
  }
}
