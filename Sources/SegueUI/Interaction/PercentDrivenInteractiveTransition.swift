import Foundation
import SegueAnimation
import SegueLayers

// How a percent-driven transition runs: UIKit's two mechanisms (reference §3.2), on Segue's
// media-timing hierarchy (DESIGN.md frame step 5) and property animators.
//
// Classic animators (no `interruptibleAnimator(using:)`) are scrubbed through layer time:
// start   The container view's layer is paused (speed 0, timeOffset 0) — or, with
//         `wantsInteractiveStart` false, left running with its local time 0 now — then the
//         animator's `animateTransition(using:)` runs: every animation it adds inside the
//         container begins at the container's local time 0.
// update  `timeOffset = percent × duration` — the whole subtree shows that instant. The
//         offset stays `scrubEndMargin` short of the end, so scrubbing to 100 % never ends the
//         animations (which would fire their delegates while the finger is still down).
//         Views outside the container joined with `animateAlongsideTransition(in:…)` (a
//         navigation bar) have their layers paused at the same offset and scrubbed with it.
// pause   A running layer is frozen where it is (speed 0, timeOffset = its local time): a
//         transition started non-interactively, or finishing, is grabbed mid-flight.
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
// Interruptible animators are driven through the animator itself: `animateTransition` runs
// (it may start the animator), then the animator is paused (interactive start) or left
// running; update sets its `fractionComplete` (pausing it first), pause pauses it, finish and
// cancel set `isReversed` (false / true) and continue it with `timingCurve` (else
// `completionCurve`) and a duration factor of 1 / completionSpeed — the remainder lasts
// |target − fraction| × duration / completionSpeed. The animator's own completion calls
// `completeTransition(_:)`.
// Alternative rejected: playing the cancel backwards with speed −1, as some re-implementations
// do — the animations would stop at their *start*, where Core Animation never fires their
// delegates, and the animator would never complete the transition.

/// An interaction controller that drives any ordinary animator by a percentage
/// (`UIPercentDrivenInteractiveTransition`): call `update(_:)` from a gesture, then `finish()`
/// or `cancel()`; `pause()` grabs a transition that runs on its own.
@preconcurrency @MainActor
open class PercentDrivenInteractiveTransition: ViewControllerInteractiveTransitioning {
  /// How far short of the end a scrubbed time stays, seconds (see the design note).
  public static let scrubEndMargin: Double = 1e-6

  /// The animator's non-interactive duration, captured at start, seconds (`duration`).
  public private(set) var duration: Double = 0
  /// The last progress given to `update(_:)`, or where `pause()` grabbed the transition, or
  /// where finishing or cancelling ended, 0…1 (`percentComplete`).
  public private(set) var percentComplete: CGFloat = 0
  /// The speed of the non-interactive remainder (`completionSpeed`, default 1): it lasts
  /// `(1 − percentComplete) × duration / completionSpeed` seconds (`percentComplete ×
  /// duration / completionSpeed` for a cancel). Values ≤ 0 count as 1.
  open var completionSpeed: CGFloat = 1
  /// The curve of the non-interactive remainder (`completionCurve`, default `.easeInOut`);
  /// the scrubbed part is linear.
  open var completionCurve: View.AnimationCurve = .easeInOut
  /// Whether the transition starts interactive (`wantsInteractiveStart`, default true). False
  /// starts it animating; `pause()` can grab it later.
  open var wantsInteractiveStart = true
  /// The timing with which an interruptible animator continues after `finish()` or `cancel()`
  /// (`timingCurve`; default nil: `completionCurve`). A spring's initial velocity is relative
  /// to the distance left, positive towards where the transition heads. Ignored for animators
  /// that are not interruptible, as in UIKit.
  open var timingCurve: (any TimingCurveProvider)?

  /// The running transition's context (its container holds it until it completes; weak, for
  /// the context holds this interaction controller).
  private weak var context: TransitionContext?
  /// Counts completions started, so that a superseded frame callback stops.
  private var completionGeneration = 0

  /// Creates an interaction controller.
  public init() {}

  private var containerLayer: Layer? { context?.containerView.layer }
  /// The animator's interruptible animator, asked anew each time (the context checks it is
  /// always the same).
  private var interruptible: (any ViewImplicitlyAnimating)? { context?.interruptibleAnimator() }
  /// The layers scrubbed together: the container's, and those of views outside it joined with
  /// `animateAlongsideTransition(in:…)` (a navigation bar).
  private var drivenLayers: [Layer] {
    context?.drivenLayers ?? []
  }

  /// Runs the animator: scrubbed from `percentComplete` when `wantsInteractiveStart`, else
  /// animating (`startInteractiveTransition(_:)`; see the design note).
  /// - Precondition: the context comes from a Segue container (it knows the animator).
  open func startInteractiveTransition(
    _ transitionContext: any ViewControllerContextTransitioning
  ) {
    guard let transition = transitionContext as? TransitionContext else {
      preconditionFailure(
        "PercentDrivenInteractiveTransition: the context must come from a Segue container")
    }
    context = transition
    let animator = transition.animator
    duration = animator.transitionDuration(using: transitionContext)
    if transition.interruptibleAnimator() != nil {
      animator.animateTransition(using: transitionContext)
      guard let running = interruptible else { return }
      if wantsInteractiveStart {
        running.pauseAnimation()
        running.fractionComplete = percentComplete
      } else if !running.isRunning {
        running.startAnimation()
      }
      return
    }
    let layer = transitionContext.containerView.layer
    transition.saveTiming(of: layer)
    layer.timeOffset = 0
    if wantsInteractiveStart {
      layer.speed = 0
    } else {
      // Running, with its local time 0 now: the animations start at 0 as when scrubbed.
      layer.speed = 1
      layer.beginTime = 0
      layer.beginTime = layer.context.map { layer.convertTime($0.currentTime, from: nil) } ?? 0
    }
    animator.animateTransition(using: transitionContext)
    scrub(to: percentComplete)
  }

  /// Moves the transition to `percentComplete` (clamped to 0…1) (`update(_:)`); a transition
  /// that runs is paused first.
  open func update(_ percentComplete: CGFloat) {
    let clamped = min(max(percentComplete, 0), 1)
    if let running = interruptible {
      if running.isRunning { pause() }
      running.fractionComplete = clamped
    } else {
      if let layer = containerLayer, layer.speed != 0 { pause() }
      scrub(to: clamped)
    }
    self.percentComplete = clamped
    completionGeneration += 1
    context?.updateInteractiveTransition(clamped)
  }

  /// Stops the transition where it is — running on its own, finishing or cancelling — and
  /// makes it interactive again (`pause()`); `percentComplete` becomes where it stopped.
  open func pause() {
    completionGeneration += 1
    // A transition that has ended (its context may live until the next frame) has nothing to
    // pause: pausing its container then would freeze the next transition there.
    guard let context, context.state == .animating else { return }
    if let running = interruptible {
      if running.isRunning || running.state == .inactive { running.pauseAnimation() }
      percentComplete = running.fractionComplete
    } else if let layer = containerLayer, layer.speed != 0, duration > 0 {
      let local = layer.context.map { layer.convertTime($0.currentTime, from: nil) } ?? 0
      layer.speed = 0
      layer.timeOffset = min(max(local, 0), duration - Self.scrubEndMargin)
      percentComplete = CGFloat(layer.timeOffset / duration)
    }
    context.pauseInteractiveTransition()
  }

  /// Completes the transition from the current progress (`finish()`).
  open func finish() {
    context?.finishInteractiveTransition()
    if interruptible != nil {
      continueInterruptible(reversed: false)
    } else {
      complete(towards: 1)
    }
  }

  /// Returns to the start and cancels the transition (`cancel()`).
  open func cancel() {
    context?.cancelInteractiveTransition()
    if interruptible != nil {
      continueInterruptible(reversed: true)
    } else {
      complete(towards: 0)
    }
  }

  /// Continues the interruptible animator towards the end or back to the start.
  private func continueInterruptible(reversed: Bool) {
    guard let running = interruptible else { return }
    completionGeneration += 1
    if running.state == .inactive { running.pauseAnimation() }
    running.isReversed = reversed
    let speed = completionSpeed > 0 ? completionSpeed : 1
    running.continueAnimation(
      withTimingParameters: timingCurve ?? CubicTimingParameters(animationCurve: completionCurve),
      durationFactor: 1 / speed)
    // The animator's completion ends the transition; until then `pause()` can grab it again.
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
    window.addFrameCallback(
      "\(String(describing: type(of: self))) finishing or cancelling"
    ) { [weak self] time in
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
