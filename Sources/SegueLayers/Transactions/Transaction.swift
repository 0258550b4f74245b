import Foundation
import SegueAnimation

/// Groups layer changes: their implicit animation duration, timing and completion
/// (`CATransaction`).
///
/// Like Core Animation's per-thread transaction stack, Segue keeps one stack on the main actor
/// (the only place layers live). `begin()`/`commit()` nest; settings read the innermost
/// transaction that set them. The bottom of the stack is the implicit transaction, which the
/// next context tick commits. `perform(…)` is the scoped spelling.
@preconcurrency @MainActor
public enum Transaction {
  /// The implicit animation duration when no transaction sets one, seconds.
  public static let defaultAnimationDuration: Double = 0.25

  @MainActor
  final class Frame {
    var duration: Double?
    var timingFunction: MediaTimingFunction?
    var disablesActions: Bool?
    var completion: (() -> Void)?
    let group = CompletionGroup()
  }

  private static var stack: [Frame] = [Frame()]
  private static var commitHandlers: [() -> Void] = []

  /// Opens a nested transaction.
  public static func begin() {
    stack.append(Frame())
  }

  /// Closes the innermost transaction opened by `begin()`. Its completion block runs when
  /// every animation added inside it has stopped (at once if none was added).
  ///
  /// Without an open `begin()`, Core Animation commits the implicit transaction (iOS code
  /// that sets a completion block and commits without beginning relies on it; issue 22):
  /// its completion block is sealed now, as the next tick would, and the call is reported on
  /// `diagnostics`. The blocks of `addCommitHandler(_:)` still wait for the tick.
  public static func commit() {
    guard stack.count > 1 else {
      diagnostics(
        "segue: Transaction.commit() (CATransaction.commit) without begin(): the implicit "
          + "transaction is committed")
      sealImplicit()
      return
    }
    let frame = stack.removeLast()
    frame.group.seal(completion: frame.completion)
  }

  private static func sealImplicit() {
    let implicit = stack[0]
    stack[0] = Frame()
    implicit.group.seal(completion: implicit.completion)
  }

  /// Where the transaction system reports what Core Animation tolerates but is likely a
  /// mistake, one line each (default: standard error).
  public static var diagnostics: (String) -> Void = { message in
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }

  /// Commits the implicit transaction: the hosting context calls this at each tick. Then runs
  /// the blocks queued by `addCommitHandler(_:)`.
  public static func flush() {
    sealImplicit()
    let handlers = commitHandlers
    commitHandlers.removeAll()
    for handler in handlers { handler() }
  }

  /// Queues `handler` to run once, when the implicit transaction is next committed: at the
  /// next `LayerContext.tick()`, i.e. the next turn of the run loop.
  ///
  /// UIKit calls the completion of an animation block that added no animation (duration 0, or
  /// nothing changed) "asynchronously", at the next turn of the run loop; this is that turn.
  /// Handlers run in the order they were queued; a handler queued while handlers run waits for
  /// the following commit. Nothing runs if no context ever ticks.
  public static func addCommitHandler(_ handler: @escaping () -> Void) {
    commitHandlers.append(handler)
  }

  /// Whether the next commit has work queued: handlers from `addCommitHandler(_:)` (the
  /// completions of animation blocks that animated nothing) or the implicit transaction's
  /// completion block. A host that waits for its tree to settle waits for these too.
  public static var hasPendingCommitWork: Bool {
    !commitHandlers.isEmpty || stack[0].completion != nil
  }

  /// Runs `changes` inside a transaction with the given settings, then commits it.
  public static func perform(
    duration: Double? = nil, timingFunction: MediaTimingFunction? = nil,
    disableActions: Bool? = nil,
    completion: (() -> Void)? = nil, _ changes: () -> Void
  ) {
    begin()
    let frame = stack[stack.count - 1]
    frame.duration = duration
    frame.timingFunction = timingFunction
    frame.disablesActions = disableActions
    frame.completion = completion
    changes()
    commit()
  }

  /// The duration of implicit animations, seconds (default 0.25).
  public static func animationDuration() -> Double {
    stack.reversed().lazy.compactMap(\.duration).first ?? defaultAnimationDuration
  }
  /// Sets the duration of implicit animations in the innermost transaction.
  public static func setAnimationDuration(_ duration: Double) {
    precondition(
      duration.isFinite && duration >= 0, "animation duration must be ≥ 0, got \(duration)")
    stack[stack.count - 1].duration = duration
  }
  /// The timing function of implicit animations (nil: Core Animation's default curve).
  public static func animationTimingFunction() -> MediaTimingFunction? {
    stack.reversed().lazy.compactMap(\.timingFunction).first
  }
  /// Sets the timing function of implicit animations in the innermost transaction.
  public static func setAnimationTimingFunction(_ function: MediaTimingFunction?) {
    stack[stack.count - 1].timingFunction = function
  }
  /// Whether property changes run no actions.
  public static func disableActions() -> Bool {
    stack.reversed().lazy.compactMap(\.disablesActions).first ?? false
  }
  /// Turns actions off (or on) in the innermost transaction.
  public static func setDisableActions(_ flag: Bool) {
    stack[stack.count - 1].disablesActions = flag
  }
  /// The innermost transaction's completion block.
  public static func completionBlock() -> (() -> Void)? {
    stack[stack.count - 1].completion
  }
  /// Sets the block run when the innermost transaction's animations have all stopped.
  public static func setCompletionBlock(_ block: (() -> Void)?) {
    stack[stack.count - 1].completion = block
  }

  /// The completion group animations added now belong to.
  static var currentGroup: CompletionGroup { stack[stack.count - 1].group }

  /// How many transactions are open besides the implicit one.
  public static var depth: Int { stack.count - 1 }
}

/// Counts the animations of one transaction that are still running, and runs the
/// transaction's completion once it is committed and the count is zero.
@MainActor
final class CompletionGroup {
  private var running = 0
  private var isSealed = false
  private var completion: (() -> Void)?

  func animationStarted() {
    running += 1
  }

  func animationStopped() {
    running -= 1
    fireIfDone()
  }

  func seal(completion: (() -> Void)?) {
    isSealed = true
    self.completion = completion
    fireIfDone()
  }

  private func fireIfDone() {
    guard isSealed, running == 0, let completion else { return }
    self.completion = nil
    completion()
  }
}
