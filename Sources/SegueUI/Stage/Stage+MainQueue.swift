import Foundation

// Delayed main-queue work on the stage's clock. iOS transition code delays steps with
// `DispatchQueue.main.asyncAfter` (a flash before the bubble grows, a completion a beat
// later); on a stage those must happen at stage time, or a recording would depend on how fast
// the machine ran. In the desktop window the stage's clock follows the display, so the work
// runs on the wall clock there. SegueUIKit's `DispatchQueue.asyncAfter(deadline:execute:)`
// sends main-queue work here (see its file); Segue code may call `schedule(after:_:)` itself.

extension Stage {
  /// The stage that main-queue work scheduled now belongs to: the stage running a frame, else
  /// the one made or advanced last (nil when none is alive).
  public static var current: Stage? { currentStage.object }

  /// Runs `work` on the main actor once `delay` seconds (≥ 0; negative counts as 0) of stage
  /// time have passed: in the first frame at or after `time + delay`, before that frame's
  /// callbacks and layout. Blocks due in the same frame run in the order they were scheduled;
  /// a block scheduled while blocks run waits for the next frame. The stage holds the blocks
  /// (`pendingWork` lists them); they are dropped with it.
  public func schedule(after delay: Double, _ work: @escaping @MainActor () -> Void) {
    let due = time + (delay.isFinite ? max(delay, 0) : 0)
    scheduledBlocks.append(ScheduledBlock(due: due, work: work))
  }

  /// Runs the scheduled blocks due by now (called at the start of each frame).
  func runScheduledBlocks() {
    guard !scheduledBlocks.isEmpty else { return }
    let now = time + Self.timeTolerance
    let due = scheduledBlocks.filter { $0.due <= now }
    guard !due.isEmpty else { return }
    scheduledBlocks.removeAll { $0.due <= now }
    for block in due { block.work() }
  }

  /// Makes this stage the one `current` names.
  func becomeCurrent() {
    Stage.currentStage = WeakStage(object: self)
  }
}

/// A block waiting for stage time `due`.
struct ScheduledBlock {
  let due: Double
  let work: @MainActor () -> Void
}

/// A weak reference to a stage.
@MainActor
struct WeakStage {
  weak var object: Stage?
}
