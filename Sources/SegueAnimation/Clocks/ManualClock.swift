/// A clock that moves only when told to: the clock of tests, exports and snapshot runs.
public final class ManualClock: Clock {
  /// The current time in seconds; may be set to any finite value.
  public var now: Double {
    didSet { precondition(now.isFinite, "A manual clock's time must be finite (got \(now)).") }
  }

  /// Creates a clock reading `now` seconds (finite).
  public init(now: Double = 0) {
    precondition(now.isFinite, "A manual clock's time must be finite (got \(now)).")
    self.now = now
  }

  /// Moves the clock forward by `seconds` (finite, ≥ 0).
  public func advance(by seconds: Double) {
    precondition(
      seconds.isFinite && seconds >= 0,
      "A manual clock can only advance by a finite, non-negative step (got \(seconds)).")
    now += seconds
  }
}
