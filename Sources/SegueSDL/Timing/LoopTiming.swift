/// Where a looping player is: which repetition, and how far into the transition.
///
/// A loop is the transition (`duration` seconds) followed by a hold on its last frame
/// (`hold` seconds), repeated forever from time 0.
public struct LoopTiming: Sendable, Hashable {
  /// The transition's duration, seconds (positive).
  public let duration: Double
  /// How long the last frame stays before the transition restarts, seconds (≥ 0).
  public let hold: Double

  /// Creates the timing of a loop.
  public init(duration: Double, hold: Double) {
    precondition(duration.isFinite && duration > 0, "duration must be positive, got \(duration)")
    precondition(hold.isFinite && hold >= 0, "hold must be ≥ 0, got \(hold)")
    self.duration = duration
    self.hold = hold
  }

  /// One repetition's length, seconds.
  public var period: Double { duration + hold }

  /// The repetition (0, 1, …) and the transition's progress (0…1, 1 during the hold) at
  /// `time` seconds (negative times count as 0).
  public func position(at time: Double) -> (cycle: Int, progress: Double) {
    let t = max(0, time)
    let cycle = Int((t / period).rounded(.down))
    let local = t - Double(cycle) * period
    return (cycle, min(max(local / duration, 0), 1))
  }
}
