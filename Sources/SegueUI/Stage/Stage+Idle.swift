import Foundation
import SegueLayers

extension Stage {
  /// What is still running on the stage, one line each, or empty when it is idle: scripted
  /// input not delivered yet, main-queue blocks scheduled, fingers down, view-controller transitions, property and dynamic
  /// animators, scroll views in motion, layer animations that have not ended, a rotation
  /// waiting for a transition.
  public var pendingWork: [String] {
    var work: [String] = []
    if let pendingRotation {
      work.append("a rotation to \(pendingRotation.interface) waiting for the transition to end")
    }
    if window.hasPendingInput { work.append("scripted input not delivered yet") }
    if Transaction.hasPendingCommitWork {
      work.append(
        "completions waiting for the next commit (animation blocks that animated nothing)")
    }
    if !scheduledBlocks.isEmpty {
      work.append("\(scheduledBlocks.count) main-queue block(s) scheduled (asyncAfter)")
    }
    if window.touchDispatcher.hasActiveTouches { work.append("a finger still down") }
    work += window.busyActivities
    work += layerContext.runningAnimations()
    return work
  }

  /// Whether nothing runs on the stage (`pendingWork` is empty).
  public var isIdle: Bool { pendingWork.isEmpty }

  /// Runs frames until nothing runs on the stage (`isIdle`) and returns the time it settled
  /// at, seconds; runs no frame when it is idle already. Throws `StageError.didNotSettle`,
  /// naming what still runs, when `timeout` seconds of stage time (default 10) pass first —
  /// an animation that repeats forever, a transition whose animator never completes, an
  /// interactive transition nothing drives. The stage stays where the timeout left it.
  @discardableResult
  public func runUntilIdle(timeout: Double = 10) throws(StageError) -> Double {
    precondition(
      timeout.isFinite && timeout >= 0,
      "Stage.runUntilIdle needs a finite timeout ≥ 0 s, got \(timeout)")
    let deadline = time + timeout
    while true {
      let work = pendingWork
      if work.isEmpty { return time }
      guard time < deadline - Self.timeTolerance else {
        throw StageError.didNotSettle(timeout: timeout, time: time, pending: work)
      }
      advance(to: min(nextFrameTime, deadline))
    }
  }
}

/// What a stage could not do.
public enum StageError: Error, Sendable, Hashable, CustomStringConvertible {
  /// `runUntilIdle(timeout:)` gave up after `timeout` seconds, at stage time `time`, with
  /// `pending` still running.
  case didNotSettle(timeout: Double, time: Double, pending: [String])
  /// A transition was asked to be snapshot or timed but none started.
  case noTransition(String)

  public var description: String {
    switch self {
    case .didNotSettle(let timeout, let time, let pending):
      let shown = pending.prefix(5).joined(separator: "; ")
      let more = pending.count > 5 ? " and \(pending.count - 5) more" : ""
      return "the stage did not settle within \(timeout.formatted()) s (now at "
        + "\(time.formatted()) s); still running: \(shown)\(more)"
    case .noTransition(let message):
      return message
    }
  }
}

extension Double {
  /// The value with at most three decimals, for messages ("0.5", "10", "1.017").
  fileprivate func formatted() -> String {
    let rounded = (self * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
