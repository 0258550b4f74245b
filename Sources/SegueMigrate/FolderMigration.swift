import Foundation

/// `segue-migrate PATH… [--write]`: migrates every `.swift` file under the paths (hidden
/// folders and `.build` skipped), prints a unified diff of each change to standard output and
/// the lines left (`path:line: reason`) to standard error, and with `write` replaces each
/// changed file by a temporary file renamed over it, so that no file is ever half-written.
public struct FolderMigration {
  public var paths: [String]
  public var write: Bool

  public init(paths: [String], write: Bool) {
    self.paths = paths
    self.write = write
  }

  /// What a run did.
  public struct Outcome {
    public var diff = ""
    public var left: [Finding] = []
    public var changedFiles: [String] = []
    /// Files that could not be read or written, with the reason.
    public var failures: [String] = []
    /// Whether anything was left: a line listed, a file unparsed, unread or unwritten.
    public var leftAnything: Bool { !left.isEmpty || !failures.isEmpty }
  }

  public func run() -> Outcome {
    var outcome = Outcome()
    var files: [(path: String, text: String)] = []
    for path in swiftFiles() {
      guard let data = FileManager.default.contents(atPath: path),
        let text = String(data: data, encoding: .utf8)
      else {
        outcome.failures.append("\(path): cannot read as UTF-8; left untouched")
        continue
      }
      files.append((path, text))
    }
    let names = Migration.optionalRequirementNames(in: files.map(\.text))
    for file in files {
      let migration = Migration.migrate(file.text, path: file.path, optionalNames: names)
      if let error = migration.parseError {
        outcome.left.append(error)
        continue
      }
      outcome.left += migration.left
      guard migration.changed else { continue }
      outcome.diff += UnifiedDiff.of(migration.original, migration.migrated, path: file.path)
      outcome.changedFiles.append(file.path)
      if write {
        do {
          try Self.replace(file.path, with: migration.migrated)
        } catch {
          outcome.failures.append("\(file.path): cannot write (\(error)); left untouched")
        }
      }
    }
    return outcome
  }

  /// The `.swift` files under `paths`, sorted, each once.
  func swiftFiles() -> [String] {
    var found: Set<String> = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
      guard isFolder.boolValue else {
        found.insert(path)
        continue
      }
      let enumerator = FileManager.default.enumerator(atPath: path)
      while let relative = enumerator?.nextObject() as? String {
        let components = relative.split(separator: "/")
        if components.contains(where: { $0.hasPrefix(".") }) { continue }
        if relative.hasSuffix(".swift") { found.insert("\(path)/\(relative)") }
      }
    }
    return found.sorted()
  }

  /// The temporary name a file is written to before it is renamed over the file.
  public static func temporaryPath(for path: String) -> String {
    let url = URL(fileURLWithPath: path)
    return url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).segue-migrate"
    ).path
  }

  /// Writes `text` to the temporary name beside `path`, keeping the file's permissions, and
  /// renames it over `path`; on failure the file is as it was and no temporary file remains.
  static func replace(_ path: String, with text: String) throws {
    let temporary = temporaryPath(for: path)
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    try Data(text.utf8).write(to: URL(fileURLWithPath: temporary), options: .withoutOverwriting)
    do {
      if let permissions = attributes[.posixPermissions] {
        try FileManager.default.setAttributes(
          [.posixPermissions: permissions], ofItemAtPath: temporary)
      }
      guard rename(temporary, path) == 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
      }
    } catch {
      try? FileManager.default.removeItem(atPath: temporary)
      throw error
    }
  }
}
