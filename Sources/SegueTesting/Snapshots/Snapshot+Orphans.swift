import Foundation

extension Snapshot {
  /// Snapshot files that no test can produce any more, under a test folder.
  ///
  /// Every `__Snapshots__` folder below `testDirectory` is checked against the test files next
  /// to it. A file in `__Snapshots__/<TestFile>/` is an orphan when `<TestFile>.swift` does not
  /// exist beside the `__Snapshots__` folder, or when its `<test>` part (the name up to the first
  /// dot) is not declared as `func <test>` in that file. Files directly in `__Snapshots__`, and
  /// folders inside `<TestFile>/`, are orphans too. Hidden files (`.DS_Store`) are ignored.
  ///
  /// The check is textual, so a test renamed in a comment still counts as declared; it errs
  /// towards keeping files, never towards reporting a used one.
  ///
  /// - Returns: The orphans' URLs, sorted by path.
  public static func orphanedFiles(under testDirectory: URL) -> [URL] {
    var orphans: [URL] = []
    for snapshots in folders(named: directoryName, under: testDirectory) {
      let sources = snapshots.deletingLastPathComponent()
      for entry in contents(of: snapshots) {
        guard isFolder(entry) else {
          orphans.append(entry)
          continue
        }
        let source = sources.appendingPathComponent(entry.lastPathComponent + ".swift")
        guard let text = try? String(contentsOf: source, encoding: .utf8) else {
          orphans += files(under: entry)
          continue
        }
        let declared = declaredFunctionNames(in: text)
        for file in contents(of: entry) {
          if isFolder(file) {
            orphans += files(under: file)
          } else if let test = file.lastPathComponent.split(separator: ".").first,
            declared.contains(String(test))
          {
            continue
          } else {
            orphans.append(file)
          }
        }
      }
    }
    return orphans.sorted { $0.path < $1.path }
  }

  /// The names of the functions `source` declares (`func name(` or `func name<`), including
  /// backquoted ones without their backquotes.
  static func declaredFunctionNames(in source: String) -> Set<String> {
    var names: Set<String> = []
    let characters = Array(source.unicodeScalars)
    func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }
    var index = 0
    while index + 4 < characters.count {
      defer { index += 1 }
      guard characters[index] == "f", characters[index + 1] == "u", characters[index + 2] == "n",
        characters[index + 3] == "c", characters[index + 4].properties.isWhitespace,
        index == 0 || !isIdentifier(characters[index - 1])
      else { continue }
      var cursor = index + 4
      while cursor < characters.count, characters[cursor].properties.isWhitespace { cursor += 1 }
      var name = ""
      if cursor < characters.count, characters[cursor] == "`" {
        cursor += 1
        while cursor < characters.count, characters[cursor] != "`" {
          name.unicodeScalars.append(characters[cursor])
          cursor += 1
        }
      } else {
        while cursor < characters.count, isIdentifier(characters[cursor]) {
          name.unicodeScalars.append(characters[cursor])
          cursor += 1
        }
      }
      if !name.isEmpty { names.insert(name) }
    }
    return names
  }

  private static func folders(named name: String, under root: URL) -> [URL] {
    guard
      let walker = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
    else { return [] }
    var found: [URL] = []
    for case let url as URL in walker where url.lastPathComponent == name && isFolder(url) {
      found.append(url)
      walker.skipDescendants()
    }
    return found
  }

  private static func contents(of folder: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
  }

  private static func files(under folder: URL) -> [URL] {
    contents(of: folder).flatMap { isFolder($0) ? files(under: $0) : [$0] }
  }

  private static func isFolder(_ url: URL) -> Bool {
    var flag: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &flag) && flag.boolValue
  }
}
