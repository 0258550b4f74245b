import Foundation
import Testing

/// A small tmpfs mounted for one test, to make a real full or read-only file system; removed
/// (unmounted, then the mount point) by `unmount()`.
///
/// Mounting needs root with `CAP_SYS_ADMIN`; where it is not permitted (`isPermitted` is false)
/// the tests that need it are skipped, saying why.
struct ScratchMount {
  /// The mount point.
  let folder: URL

  /// Why mount-based tests are skipped where mounting is not permitted.
  static let skipReason: Comment =
    "mounting a tmpfs is not permitted here (needs root with CAP_SYS_ADMIN)"

  /// Whether a tmpfs can be mounted here: tried once, with a throwaway mount.
  static let isPermitted: Bool = {
    guard let probe = try? ScratchMount(sizeKiB: 16) else { return false }
    probe.unmount()
    return true
  }()

  /// Mounts a tmpfs of `sizeKiB` kibibytes, read-only when `readOnly`.
  init(sizeKiB: Int, readOnly: Bool = false) throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-mount-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let options = "size=\(sizeKiB)k" + (readOnly ? ",ro" : "")
    guard Self.run("/bin/mount", ["-t", "tmpfs", "-o", options, "tmpfs", folder.path]) == 0 else {
      try? FileManager.default.removeItem(at: folder)
      throw CocoaError(.featureUnsupported)
    }
  }

  /// Fills the file system with a file named `name`, leaving about `leavingKiB` kibibytes free.
  func fill(leavingKiB: Int, name: String = "filler") throws {
    var stats = statvfs()
    guard statvfs(folder.path, &stats) == 0 else { throw CocoaError(.fileReadUnknown) }
    let free = Int(stats.f_bavail) * Int(stats.f_frsize)
    try Data(count: max(free - leavingKiB * 1024, 0)).write(
      to: folder.appendingPathComponent(name))
  }

  /// Unmounts and removes the mount point.
  func unmount() {
    _ = Self.run("/bin/umount", [folder.path])
    try? FileManager.default.removeItem(at: folder)
  }

  private static func run(_ tool: String, _ arguments: [String]) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return -1 }
    process.waitUntilExit()
    return process.terminationStatus
  }
}
