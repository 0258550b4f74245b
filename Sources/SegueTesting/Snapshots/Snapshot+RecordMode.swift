import Foundation

extension Snapshot {
  /// When reference snapshots are written, from the `SEGUE_RECORD` environment variable.
  public enum RecordMode: String, Sendable, Hashable, CaseIterable {
    /// Never write (the variable is unset or empty): a missing snapshot fails.
    case never
    /// Write snapshots that do not exist yet; compare the others.
    case missing
    /// Write snapshots that do not exist or do not match; the others stay as they are.
    case failed
    /// Write every snapshot, matching or not.
    case all

    /// The environment variable that selects the mode.
    public static let environmentVariable = "SEGUE_RECORD"

    /// The mode a value of `SEGUE_RECORD` names: `nil` or empty is `.never`; `missing`,
    /// `failed` and `all` are themselves; anything else is `nil` (not a mode).
    public init?(environmentValue: String?) {
      switch environmentValue {
      case nil, "": self = .never
      case "missing": self = .missing
      case "failed": self = .failed
      case "all": self = .all
      default: return nil
      }
    }

    /// The mode `environment` selects, or an error naming the bad value and the good ones.
    public static func fromEnvironment(
      _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(SnapshotSetupError) -> RecordMode {
      let value = environment[environmentVariable]
      guard let mode = RecordMode(environmentValue: value) else {
        throw SnapshotSetupError(
          message: "\(environmentVariable)=\(value ?? "") is not a record mode; "
            + "use missing, failed or all, or leave it unset to compare only.")
      }
      return mode
    }
  }
}

/// A snapshot check that cannot run because of its set-up (e.g. a bad `SEGUE_RECORD`).
public struct SnapshotSetupError: Error, Sendable, Hashable, CustomStringConvertible {
  /// One line saying what is wrong and how to fix it.
  public var message: String

  /// Creates an error with its message.
  public init(message: String) {
    self.message = message
  }

  public var description: String { message }
}
