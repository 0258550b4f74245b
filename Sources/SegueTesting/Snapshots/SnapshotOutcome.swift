/// What checking a snapshot found.
///
/// Only `.failed` is a test failure. `.recorded` happens only when recording was asked for
/// with `SEGUE_RECORD`, so it passes; its description says what was written, to print or log.
public enum SnapshotOutcome: Sendable, Hashable, CustomStringConvertible {
  /// The value matches the reference snapshot (within the tolerance, for images).
  case matched
  /// The reference snapshot at `path` was written (recording was enabled).
  case recorded(path: String)
  /// The value does not match, or there is no reference and recording is off; `message` says
  /// what differs, where the actual and diff files are, and how to re-record.
  case failed(message: String)

  /// Whether this outcome is a test failure.
  public var isFailure: Bool {
    if case .failed = self { return true }
    return false
  }

  /// The failure message, or `nil` when the snapshot passed.
  public var failureMessage: String? {
    if case .failed(let message) = self { return message }
    return nil
  }

  public var description: String {
    switch self {
    case .matched: "Snapshot matched."
    case .recorded(let path): "Recorded snapshot \(path)."
    case .failed(let message): message
    }
  }
}
