import Foundation
import SegueAnimation
import SegueLayers

// Design note — property animators.
// An animator is a timeline of its own, driven frame by frame, whose animations sit on the
// views' layers paused (speed 0) at the instant the timeline shows.
//
// capture  The animation blocks run (at the first start, pause or scrub; at once when added
//          to an active animator) inside a recording frame of the animation stack, the one
//          `animateKeyframes` uses: each changed layer key becomes a record of its value on
//          screen before (`from`) and its new model value (`to`), plus the fraction of the
//          timeline where it starts (`addAnimations(_:delayFactor:)`).
// segment  The timeline is played as segments. The first runs from fraction 0 to 1 with the
//          animator's timing. A segment's progress p ∈ 0…1 is the fraction of its time
//          elapsed; the public `fractionComplete` is `base + (end − base) p`, where `base` is
//          the fraction it started from and `end` 1 (heading to the end) or 0 (heading back).
//          Each record shows, at p, its timed animation — a `BasicAnimation` with the cubic
//          curve or a `SpringAnimation` over the record's share of the segment, from the
//          segment's start value to its target (`to`, or the original value when heading
//          back) — frozen with speed 0 and `timeOffset` = p × that duration. Scrubbing a
//          paused animator with `scrubsLinearly` installs a linear animation over the first
//          segment instead, so the views show exactly that fraction.
// driving  While running, a window frame callback (DESIGN.md step 3) advances p from the
//          host clock (backwards when the segment is played back) and moves the frozen
//          animations; where the animator heads (the end, or the start when reversed) it ends:
//          model values set there, animations removed, completions called once.
// continue Resuming after a linear scrub, `continueAnimation`, and reversing anything but the
//          first segment start a fresh segment from the values on screen to where the
//          animator heads, with the new timing, lasting the fraction to travel × duration ×
//          durationFactor — so the views never jump, and a spring's initial velocity is the
//          velocity the views leave with. Reversing the first segment plays it back, as UIKit.
// stop     Writes the values on screen into the model and removes the animations (UIKit);
//          `.stopped` then waits for `finishAnimation(at:)`.
// Rejected: letting the layers' animations run on Core Animation time and pausing them with
// speed/timeOffset (QA1673). Reversing would run them backwards to their start, where Core
// Animation never reports that they stopped, and switching between the linear scrub and the
// curve needs new animations anyway; one explicit timeline keeps every state and the exactly
// once completion in one place. The cost: a record's animation is re-added at each change of
// segment or state (within a segment, each frame only moves its time).
// Limits: the views must be in a hosted `Window` (their clock): running an animator whose
// views are not is a programmer error. A block animation that replaces one of the animator's
// on a key detaches that key from the animator.

/// An object that animates changes to views and lets you pause, scrub, reverse, stop and
/// continue them (`UIViewPropertyAnimator`).
@preconcurrency @MainActor
open class ViewPropertyAnimator {
  /// The duration of the animations, seconds (`duration`).
  public let duration: Double
  /// The delay given to `startAnimation(afterDelay:)`, seconds (`delay`; 0 otherwise).
  public internal(set) var delay: Double = 0
  /// The timing the animations start with (`timingParameters`).
  public let timingParameters: any TimingCurveProvider
  /// Whether the animations are active, stopped or neither (`state`).
  public internal(set) var state: ViewAnimatingState = .inactive
  /// Whether the animations are running rather than paused (`isRunning`).
  public internal(set) var isRunning = false
  /// Whether scrubbing a paused animator shows the fraction linearly (`scrubsLinearly`,
  /// default true); the curve applies again when it runs.
  public var scrubsLinearly = true
  /// Whether reaching the end pauses instead of finishing (`pausesOnCompletion`, default
  /// false): the animator stays active, and its completions wait for a stop and finish.
  public var pausesOnCompletion = false
  /// Whether the animator can be paused, scrubbed and reversed (`isInterruptible`, default
  /// true). Segue's animators always can; an interruptible transition's animator must say
  /// true (the transition stops with a message otherwise, UIKit's rule).
  public var isInterruptible = true
  /// Whether the animated views take touches while animating (`isUserInteractionEnabled`,
  /// default true). Stored for ports: the animator does not block interaction.
  public var isUserInteractionEnabled = true

  // Timeline state (see the design note), shared with ViewPropertyAnimator+Timeline.swift.
  var pendingAnimations: [(block: () -> Void, delayFactor: Double)] = []
  var completions: [(ViewAnimatingPosition) -> Void] = []
  var records: [AnimatorRecord] = []
  weak var window: Window?
  var reversed = false
  var progress: Double = 0
  var base: Double = 0
  var segmentHeadsBack = false
  var segmentDuration: Double
  var segmentTiming: any TimingCurveProvider
  var isScrubbedLinearly = false
  var anchor: (time: Double?, progress: Double) = (nil, 0)
  var pendingStartDelay: Double = 0
  var generation = 0
  /// The springs last fitted to a duration and velocity, shared by every record: the
  /// properties of one segment run the same spring, and fitting one bisects
  /// (`fittedSpring(for:duration:velocity:)`).
  var fittedSprings:
    [(duration: Double, parameters: SpringTimingParameters, velocity: Double, spring: Spring)] = []

  /// Creates an animator with `parameters` and no animations yet
  /// (`init(duration:timingParameters:)`).
  /// - Parameter duration: seconds, ≥ 0 (a spring given by mass, stiffness and damping uses
  ///   its settling duration instead).
  public init(duration: Double, timingParameters parameters: any TimingCurveProvider) {
    precondition(duration.isFinite && duration >= 0, "ViewPropertyAnimator: duration must be ≥ 0")
    self.duration = duration
    timingParameters = parameters
    segmentTiming = parameters
    segmentDuration = Self.timeOfWholeRun(parameters, duration: duration)
  }

  /// Creates an animator with one of UIKit's curves (`init(duration:curve:animations:)`).
  public convenience init(
    duration: Double, curve: View.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: CubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  /// Creates an animator with a custom cubic curve
  /// (`init(duration:controlPoint1:controlPoint2:animations:)`).
  public convenience init(
    duration: Double, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: CubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { addAnimations(animations) }
  }

  /// Creates an animator with a spring of `ratio` fitted to `duration`
  /// (`init(duration:dampingRatio:animations:)`).
  public convenience init(
    duration: Double, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingParameters: SpringTimingParameters(dampingRatio: ratio))
    if let animations { addAnimations(animations) }
  }

  /// Creates an animator with `options`' curve and starts it at once
  /// (`runningPropertyAnimator(withDuration:delay:options:animations:completion:)`).
  /// - Parameters:
  ///   - duration: seconds.
  ///   - delay: seconds before the animations start.
  ///   - options: the curve (bits 16–19); other options are ignored.
  @discardableResult
  open class func runningPropertyAnimator(
    withDuration duration: Double, delay: Double, options: View.AnimationOptions = [],
    animations: @escaping () -> Void,
    completion: ((ViewAnimatingPosition) -> Void)? = nil
  ) -> ViewPropertyAnimator {
    let animator = ViewPropertyAnimator(
      duration: duration, timingParameters: CubicTimingParameters(animationCurve: options.curve))
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  /// Adds animations that start with the others (`addAnimations(_:)`); added to an active
  /// animator, they run at once over the remaining time, from the values on screen.
  public func addAnimations(_ animation: @escaping () -> Void) {
    addAnimations(animation, delayFactor: 0)
  }

  /// Adds animations that start after `delayFactor` × the remaining duration
  /// (`addAnimations(_:delayFactor:)`).
  /// - Precondition: `delayFactor` in 0…1; the animator is not stopped.
  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    precondition((0...1).contains(delayFactor), "addAnimations: delayFactor must be in 0…1")
    precondition(state != .stopped, "addAnimations: the animator is stopped")
    if state == .inactive {
      pendingAnimations.append((animation, Double(delayFactor)))
    } else {
      capture(animation, delayFactor: Double(delayFactor))
      install()
    }
  }

  /// Adds a block called once when the animations end, with where they ended
  /// (`addCompletion(_:)`). Completions run in the order they were added.
  public func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Whether the animations run backwards, towards the start (`isReversed`). Ending there
  /// calls the completions with `.start` and sets the views back to their start values.
  public var isReversed: Bool {
    get { reversed }
    set {
      guard newValue != reversed else { return }
      if isRunning { reanchor() }
      reversed = newValue
      // Played back, a segment ends where it started: right only for the first segment
      // heading back to 0. Anything else heads on in a fresh segment from the values on screen.
      let destination: Double = newValue ? 0 : 1
      if state == .active, playsBack, base != destination {
        rebase(towards: destination, timing: segmentTiming, durationFactor: 1)
        anchor.progress = progress
      }
      if state == .active { install() }
    }
  }

  /// How far the animations are, 0…1 of the time (`fractionComplete`). Setting it on a
  /// paused animator scrubs (linearly with `scrubsLinearly`); on an inactive one it activates
  /// it paused; on a running one it moves the timeline there and keeps running.
  /// - Precondition: (set) the animator is not stopped.
  public var fractionComplete: CGFloat {
    get { CGFloat(fraction(atProgress: currentProgress())) }
    set { scrub(to: min(max(Double(newValue), 0), 1)) }
  }
}
