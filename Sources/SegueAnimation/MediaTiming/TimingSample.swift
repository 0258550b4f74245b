/// Where a timed object is in its cycle at one moment, as computed by
/// `MediaTimingParameters.sample(atParentTime:defaultDuration:)`.
public struct TimingSample: Sendable, Hashable {
  /// Which part of the object's timeline a moment falls in.
  public enum Phase: Sendable, Hashable, CaseIterable {
    /// Before the active duration (local time < 0).
    case before
    /// Within the active duration (0 ≤ local time < active duration).
    case active
    /// At or after the end of the active duration.
    case after
  }

  /// The part of the timeline the moment falls in.
  public var phase: Phase
  /// The zero-based repetition in progress (an autoreversing cycle — forwards then
  /// backwards — counts as one repetition).
  public var iteration: Int
  /// The position within the simple duration, 0…1, after autoreverse mirroring and before any
  /// timing function: 0 shows the animation's start, 1 its end.
  public var fraction: Double

  /// Creates a sample.
  public init(phase: Phase, iteration: Int, fraction: Double) {
    self.phase = phase
    self.iteration = iteration
    self.fraction = fraction
  }
}
