import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// One file's migration: the new text and what was left as it was.
public struct FileMigration: Sendable {
  /// The file, as given.
  public let path: String
  /// The text before.
  public let original: String
  /// The text after (the original where nothing changed or the file did not parse).
  public let migrated: String
  /// The lines left as they were, with the reason.
  public let left: [Finding]
  /// The first syntax error, where the file did not parse (it is then left untouched).
  public let parseError: Finding?

  /// Whether the migration changed the text.
  public var changed: Bool { migrated != original }
}

/// Rewrites the Objective-C-only lines of Swift sources so that they compile on Linux against
/// SegueUIKit and unchanged on iOS: each construct goes under `#if canImport(ObjectiveC)`, with
/// Segue's spelling under `#else`. Constructs already under an Apple-only `#if` are left, so
/// migrating twice changes nothing.
public enum Migration {
  /// The names of the `@objc optional` requirements declared in `sources`: calls of them in
  /// any file of a folder lose their `?` on Linux.
  public static func optionalRequirementNames(in sources: [String]) -> Set<String> {
    sources.reduce(into: []) { names, source in
      names.formUnion(ObjCOnly.optionalRequirementNames(in: Parser.parse(source: source)))
    }
  }

  /// Migrates one file's text. `optionalNames` are the folder's `@objc optional` requirement
  /// names (default: those this file declares).
  public static func migrate(_ text: String, path: String, optionalNames: Set<String>? = nil)
    -> FileMigration
  {
    let tree = Parser.parse(source: text)
    let converter = SourceLocationConverter(fileName: path, tree: tree)
    func finding(_ offset: Int, _ reason: String) -> Finding {
      Finding(
        path: path, line: converter.location(for: AbsolutePosition(utf8Offset: offset)).line,
        reason: reason)
    }
    if let error = ParseDiagnosticsGenerator.diagnostics(for: tree).first(where: {
      $0.diagMessage.severity == .error
    }) {
      return FileMigration(
        path: path, original: text, migrated: text, left: [],
        parseError: Finding(
          path: path, line: error.location(converter: converter).line,
          reason: "cannot parse: \(error.message); file left untouched"))
    }
    let source = SourceText(text)
    let scanner = Scanner(
      source: source, optionalNames: optionalNames ?? ObjCOnly.optionalRequirementNames(in: tree))
    scanner.walk(tree)
    var assembly = Assembly(source: source)
    assembly.add(wraps: Array(scanner.wraps.values))
    assembly.add(attributeGroups: scanner.attributeGroups.values.map { $0 })
    assembly.add(
      insertions: scanner.insertions.values.sorted { $0.range.lowerBound < $1.range.lowerBound })
    let left = (scanner.left + assembly.left).sorted { $0.offset < $1.offset }
    return FileMigration(
      path: path, original: text, migrated: assembly.result(),
      left: left.map { finding($0.offset, $0.reason) }, parseError: nil)
  }
}
