import Foundation

/// A clock reading the system's monotonic clock: seconds since the system booted, like
/// `CACurrentMediaTime()`. Unaffected by changes to the wall-clock date.
///
/// The only place in Segue that reads real time; used by the interactive window host.
public final class MonotonicClock: Clock {
  /// Creates a clock reading the system's monotonic time.
  public init() {}

  /// Seconds since the system booted (Foundation's `ProcessInfo.systemUptime`, which reads the
  /// monotonic clock on every platform Segue runs on).
  public var now: Double { ProcessInfo.processInfo.systemUptime }
}
