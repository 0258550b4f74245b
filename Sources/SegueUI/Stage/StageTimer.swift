import Foundation

/// The timer `Timer.stageTimer` returns on a stage: a Foundation `Timer` by type, so that
/// `var timer: Timer?`, `isValid`, `invalidate()` and `fire()` work as in iOS code, but Segue's
/// own object. The stage fires it (no run loop does), and invalidating it lets go of the block,
/// so what the block captured is freed then, and the timer itself at its next due tick.
///
/// Why not a plain Foundation timer: swift-corelibs-foundation's block-based
/// `Timer(fire:interval:repeats:block:)` retains itself in its CFRunLoopTimer's context and
/// never releases it, invalidated or not, so every such timer and all its block captured lived
/// until exit (LeakSanitizer reported them: docs/reliability.md). The subclass must still call
/// that initializer (Timer's only designated one); it then gives back the retain Foundation
/// took, but only when a probe has shown that Foundation keeps its timers alive
/// (`foundationRetainsItsTimers`), so a Foundation that fixes the leak is not over-released.
final class StageTimer: Timer {
  // Touched on the main actor only: the stage's ticks and `fire()` run there; `invalidate()`
  // is called, as Foundation requires, on the thread that made the timer, which is the main
  // actor's (`stageTimer` is main-actor isolated).
  private var block: (@MainActor @Sendable (Timer) -> Void)?
  private let interval: TimeInterval
  private let repeats: Bool

  init(
    interval: TimeInterval, repeats: Bool, block: @escaping @MainActor @Sendable (Timer) -> Void
  ) {
    self.interval = interval
    self.repeats = repeats
    self.block = block
    // A fire date that never comes: should anyone add this timer to a run loop, the run loop
    // never fires it (the stage does).
    super.init(fire: .distantFuture, interval: interval, repeats: repeats) { _ in }
    if Self.foundationRetainsItsTimers { Unmanaged.passUnretained(self).release() }
  }

  deinit {
    // Takes the CFRunLoopTimer out of any run loop it was added to, whose context no longer
    // keeps this object alive.
    super.invalidate()
  }

  override var isValid: Bool { block != nil }

  override func invalidate() {
    block = nil
    super.invalidate()
  }

  /// Runs the block now, without changing when it next runs; a timer that does not repeat is
  /// invalidated (Foundation's `fire()`). Called off the main actor, the block runs on it
  /// soon after, as the block is main-actor isolated.
  override func fire() {
    // Foundation's `Timer` is not Sendable; its state is only touched on the main actor.
    nonisolated(unsafe) let timer = self
    if Thread.isMainThread || DispatchQueue.isRunningMainQueueWork {
      MainActor.assumeIsolated { timer.tick() }
    } else {
      DispatchQueue.main.async { timer.tick() }
    }
  }

  /// Schedules the next tick on `stage`, `interval` seconds of stage time from now.
  @MainActor
  func schedule(on stage: Stage) {
    stage.schedule(after: interval) { [weak stage] in
      guard self.isValid else { return }
      self.tick()
      guard self.repeats, self.isValid, let stage else { return }
      self.schedule(on: stage)
    }
  }

  @MainActor
  private func tick() {
    guard let block else { return }
    block(self)
    if !repeats { invalidate() }
  }

  /// Whether Foundation's block-based `Timer` keeps itself alive (swift-corelibs-foundation
  /// does: see the type's comment). Found once, with a probe timer that is freed either way.
  static let foundationRetainsItsTimers: Bool = {
    weak var probe: Timer?
    do {
      let timer = Timer(fire: .distantFuture, interval: 0, repeats: false) { _ in }
      probe = timer
    }
    guard let leaked = probe else { return false }
    Unmanaged.passUnretained(leaked).release()
    return true
  }()
}
