/// A line the migration left as it was, with the reason: `path:line: reason`.
public struct Finding: Equatable, Sendable, CustomStringConvertible {
  /// The file, as given to the migration.
  public var path: String
  /// The 1-based line.
  public var line: Int
  /// Why the line was left.
  public var reason: String

  public init(path: String, line: Int, reason: String) {
    self.path = path
    self.line = line
    self.reason = reason
  }

  public var description: String { "\(path):\(line): \(reason)" }
}
