import Foundation

// Timers on the stage's clock. iOS transition code starts `Timer.scheduledTimer(withTimeInterval:
// repeats:block:)`; a headless host runs no run loop, and a recording must not depend on the
// wall clock, so on a stage the timer must tick at stage time, as `DispatchQueue.main
// .asyncAfter` does (Stage+MainQueue.swift). SegueUIKit cannot make the iOS spelling itself
// reach this: an overload of Foundation's class method with the same shape is ambiguous, and
// one with a `@MainActor` block loses to Foundation's (checked with the 6.3 compiler in Swift 5
// and 6 modes; a type named `Timer` does not shadow Foundation's either). So `segue migrate`
// rewrites the call to `Timer.stageTimer(…)` under `#else` (docs/migration.md). The timer
// returned is a `StageTimer`, a Foundation `Timer` by type, so `var timer: Timer?`,
// `invalidate()`, `fire()` and `isValid` work unchanged; the stage fires it, not a run loop.

extension Timer {
  /// A timer that calls `block` after `interval` seconds of stage time (and every `interval`
  /// seconds if `repeats`) on the current stage (`Stage.current`) — on the wall clock in the
  /// desktop window, whose stage clock follows the display. Without a stage it is Foundation's
  /// `scheduledTimer(withTimeInterval:repeats:block:)` on the main run loop.
  ///
  /// As with Foundation, `invalidate()` stops it, a timer that does not repeat invalidates
  /// itself after firing, and an interval ≤ 0 counts as 0.1 ms.
  @preconcurrency @MainActor
  public static func stageTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping @MainActor @Sendable (Timer) -> Void
  ) -> Timer {
    let interval = interval.isFinite ? max(interval, minimumInterval) : minimumInterval
    guard let stage = Stage.current else {
      // Fired by the main run loop; hopping to the main actor rather than assuming it keeps a
      // host whose main actor is not the main thread (`swift test` on Linux) safe.
      return Timer.scheduledTimer(withTimeInterval: interval, repeats: repeats) { timer in
        nonisolated(unsafe) let handle = timer
        Task { @MainActor in block(handle) }
      }
    }
    let timer = StageTimer(interval: interval, repeats: repeats, block: block)
    timer.schedule(on: stage)
    return timer
  }

  /// Foundation's smallest interval (0.1 ms).
  static let minimumInterval: TimeInterval = 0.0001
}
