import Foundation
import SegueAnimation
import SegueLayers

// How a percent-driven transition scrubs: UIKit's classic mechanism (reference §3.2), on
// Segue's media-timing hierarchy (DESIGN.md frame step 5).
//
// start   The container view's layer is paused (speed 0, timeOffset 0), then the animator's
//         `animateTransition(using:)` runs: every animation it adds inside the container
//         begins at the container's local time 0.
// update  `timeOffset = percent × duration` — the whole subtree shows that instant. The
//         offset stays `scrubEndMargin` short of the end, so scrubbing to 100 % never ends the
//         animations (which would fire their delegates while the finger is still down).
//         Views outside the container joined with `animateAlongsideTransition(in:…)` (a
//         navigation bar) have their layers paused at the same offset and scrubbed with it.
// finish/ The context is told first (its interaction-ended handlers run, `isInteractive`
// cancel  becomes false, a cancel sets `transitionWasCancelled`); then, on the window's frame
//         hook, the offset moves to the end (finish) or back to 0 (cancel) over
//         |target − percent| × duration / completionSpeed seconds of host time, eased by
//         `completionCurve`, starting at the timestamp of the input that asked for it.
// arrival The layer resumes (speed 1, timeOffset 0) with its beginTime chosen so that its
//         local time is exactly `duration`: at the next tick every animation of the
//         transition is past its end, Core Animation's rule delivers `animationDidStop`
//         (finished: true), and the ANIMATOR calls `completeTransition(!transitionWasCancelled)`
//         — true after a finish, false after a cancel (the jump to the end happens in the same
//         frame as the container's clean-up, so it is never drawn).
// Alternative rejected: playing the cancel backwards with speed −1, as some re-implementations
// do — the animations would stop at their *start*, where Core Animation never fires their
// delegates, and the animator would never complete the transition.

/// An interaction controller that drives any ordinary animator by a percentage
/// (`UIPercentDrivenInteractiveTransition`): call `update(_:)` from a gesture, then `finish()`
/// or `cancel()`.
@MainActor
open class PercentDrivenInteractiveTransition: ViewControllerInteractiveTransitioning {
  /// How far short of the end a scrubbed time stays, seconds (see the design note).
  public static let scrubEndMargin: Double = 1e-6

  /// The animator's non-interactive duration, captured at start, seconds (`duration`).
  public private(set) var duration: Double = 0
  /// The last progress given to `update(_:)`, or reached by finishing or cancelling, 0…1
  /// (`percentComplete`).
  public private(set) var percentComplete: CGFloat = 0
  /// The speed of the non-interactive remainder (`completionSpeed`, default 1): it lasts
  /// `(1 − percentComplete) × duration / completionSpeed` seconds. Values ≤ 0 count as 1.
  open var completionSpeed: CGFloat = 1
  /// The curve of the non-interactive remainder (`completionCurve`, default `.easeInOut`);
  /// the scrubbed part is linear.
  open var completionCurve: View.AnimationCurve = .easeInOut
  /// Whether the transition starts interactive (`wantsInteractiveStart`, default true).
  open var wantsInteractiveStart = true
  /// The timing of an interruptible animator's continuation (`timingCurve`; default nil).
  /// Stored for ports: transitions are not yet driven through `interruptibleAnimator(using:)`
  /// (`ViewPropertyAnimator` exists, the dispatch to it does not), and UIKit ignores it for
  /// the others.
  open var timingCurve: MediaTimingFunction?

  /// The running transition's context, held until the completion arrives.
  private var context: (any ViewControllerContextTransitioning)?
  /// Counts completions started, so that a superseded frame callback stops.
  private var completionGeneration = 0

  /// Creates an interaction controller.
  public init() {}

  /// The layers scrubbed together: the container's, and those of views outside it joined with
  /// `animateAlongsideTransition(in:…)` (a navigation bar).
  private var drivenLayers: [Layer] {
    guard let context else { return [] }
    return (context as? TransitionContext)?.drivenLayers ?? [context.containerView.layer]
  }

  /// Pauses the container's layer and runs the animator (`startInteractiveTransition(_:)`).
  /// - Precondition: the context comes from a Segue container (it knows the animator).
  open func startInteractiveTransition(
    _ transitionContext: any ViewControllerContextTransitioning
  ) {
    guard let animator = (transitionContext as? TransitionContext)?.animator else {
      preconditionFailure(
        "PercentDrivenInteractiveTransition: the context must come from a Segue container")
    }
    context = transitionContext
    duration = animator.transitionDuration(using: transitionContext)
    let layer = transitionContext.containerView.layer
    layer.speed = 0
    layer.timeOffset = 0
    animator.animateTransition(using: transitionContext)
    scrub(to: percentComplete)
  }

  /// Moves the transition to `percentComplete` (clamped to 0…1) (`update(_:)`).
  open func update(_ percentComplete: CGFloat) {
    let clamped = min(max(percentComplete, 0), 1)
    self.percentComplete = clamped
    completionGeneration += 1
    scrub(to: clamped)
    context?.updateInteractiveTransition(clamped)
  }

  /// Stops a running completion where it is and makes the transition interactive again
  /// (`pause()`).
  open func pause() {
    completionGeneration += 1
    context?.pauseInteractiveTransition()
  }

  /// Completes the transition from the current progress (`finish()`).
  open func finish() {
    context?.finishInteractiveTransition()
    complete(towards: 1)
  }

  /// Returns to the start and cancels the transition (`cancel()`).
  open func cancel() {
    context?.cancelInteractiveTransition()
    complete(towards: 0)
  }

  private func scrub(to percent: CGFloat) {
    let layers = drivenLayers
    guard let container = layers.first, container.speed == 0 else { return }
    for layer in layers {
      layer.timeOffset = min(Double(percent) * duration, duration - Self.scrubEndMargin)
    }
  }

  private func complete(towards target: CGFloat) {
    guard context != nil else { return }
    completionGeneration += 1
    let generation = completionGeneration
    let start = percentComplete
    let speed = completionSpeed > 0 ? completionSpeed : 1
    let remaining = Double(abs(target - start)) * duration / Double(speed)
    let curve = completionCurve.timingFunction
    guard let window = context?.containerView.window, remaining > 0 else {
      arrive(at: target)
      return
    }
    let startTime = window.inputTime
    window.addFrameCallback { [weak self] time in
      guard let self, self.completionGeneration == generation else { return false }
      let fraction = min(max((time - startTime) / remaining, 0), 1)
      guard fraction < 1 else {
        self.arrive(at: target)
        return false
      }
      self.percentComplete = start + (target - start) * CGFloat(curve.value(at: fraction))
      self.scrub(to: self.percentComplete)
      return true
    }
  }

  /// Resumes the layer at the end of the transition's time (see the design note).
  private func arrive(at target: CGFloat) {
    percentComplete = target
    for layer in drivenLayers {
      layer.speed = 1
      layer.timeOffset = 0
      layer.beginTime = 0
      let now = layer.context.map { layer.convertTime($0.currentTime, from: nil) } ?? 0
      layer.beginTime = now - duration
    }
    context = nil
  }
}
