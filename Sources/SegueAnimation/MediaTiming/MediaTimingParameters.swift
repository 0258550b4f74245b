// Design note — media timing.
// Every timed object (layer, animation, group) maps its parent's time to its own "active
// local time" with one affine map, t = (t_parent − beginTime) × speed + timeOffset (the
// formula of CAMediaTiming.h), applied level by level down the tree. Within an object:
// - the simple duration d is `duration`, or `defaultDuration` (0.25 s) when it is 0;
// - one cycle lasts d, or 2d when autoreversing (forwards, then backwards);
// - the active duration is cycle × repeatCount, else repeatDuration, else one cycle;
// - local time < 0 is `.before`, 0 ≤ t < active duration `.active`, t ≥ active duration
//   `.after`. The end instant belongs to `.after` and shows the final state, so a sample at
//   exactly the end of a forwards-filling animation equals its end value and a removed one is
//   already gone — as Core Animation shows the model value on the frame the animation ends.
// - Both boundaries are widened by `boundaryTolerance` (1 ns of local time): sums such as
//   0.1 + 0.5 or 3 × 0.1 land an ulp away from the intended instant, and without the tolerance
//   a frame at the nominal end would still be active and the animation would finish (and fire
//   its completion) one frame late.
// Invariants: the sample depends only on the parameters and the time (no state), fraction is
// always in 0…1, and `.after` with forwards fill is the left limit of the active motion.
// Speed 0 freezes local time at `timeOffset` whatever the parent time, which is how pausing
// (QA1673) and percent-driven scrubbing work.
// Rejected: modelling timeOffset as a phase shift that wraps around within the active
// duration, as some observers report Core Animation does for a finite animation whose own
// timeOffset is non-zero. Keeping one invertible affine map makes `parentTime(fromLocal:)`
// exact and scrubbing (speed 0, timeOffset = fraction × duration) predictable; the
// wrap-around case is not used by UIKit's transition machinery.

/// The timing of a layer or animation: Core Animation's `CAMediaTiming` properties and the
/// maths that turns a parent time into a position in the animation.
///
/// Times are seconds. All properties keep Core Animation's names, types and defaults.
public struct MediaTimingParameters: Sendable, Hashable {
  /// When the object starts, in its parent's time (seconds); default 0.
  public var beginTime: Double
  /// The simple duration in seconds (≥ 0); 0 (the default) means `defaultDuration` when
  /// sampling an animation.
  public var duration: Double
  /// An offset added to active local time, in seconds; default 0.
  public var timeOffset: Double
  /// How long, in local seconds, to keep repeating; 0 (default) means unused.
  public var repeatDuration: Double
  // The two `Float`s follow the `Double`s so that they share eight bytes: 48 bytes instead of
  // 56 for every running animation's copy that a frame reads (session 39).
  /// How fast local time runs relative to the parent: 2 is twice as fast, 0 pauses, negative
  /// runs backwards; default 1.
  public var speed: Float
  /// How many times the simple duration (or autoreversing cycle) plays; fractional counts end
  /// part-way, `.infinity` repeats forever; 0 (default) means once. Takes precedence over
  /// `repeatDuration` when both are set.
  public var repeatCount: Float
  /// Whether each repetition plays forwards then backwards; default false.
  public var autoreverses: Bool
  /// What the object shows outside its active duration; default `.removed`.
  public var fillMode: FillMode

  /// The simple duration Core Animation gives an animation whose `duration` is 0: 0.25 s
  /// (`CATransaction.animationDuration()`'s default).
  public static let defaultDuration = 0.25

  /// Creates timing parameters; every argument defaults to Core Animation's default.
  public init(
    beginTime: Double = 0, duration: Double = 0, speed: Float = 1, timeOffset: Double = 0,
    repeatCount: Float = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
    fillMode: FillMode = .removed
  ) {
    self.beginTime = beginTime
    self.duration = duration
    self.speed = speed
    self.timeOffset = timeOffset
    self.repeatCount = repeatCount
    self.repeatDuration = repeatDuration
    self.autoreverses = autoreverses
    self.fillMode = fillMode
  }

  /// Converts a time in the parent's timeline to this object's active local time:
  /// (t − beginTime) × speed + timeOffset; with speed 0, always `timeOffset`.
  public func localTime(fromParent time: Double) -> Double {
    speed == 0 ? timeOffset : (time - beginTime) * Double(speed) + timeOffset
  }

  /// Converts an active local time back to the parent's timeline, or nil when speed is 0
  /// (every parent time maps to the same local time).
  public func parentTime(fromLocal time: Double) -> Double? {
    speed == 0 ? nil : (time - timeOffset) / Double(speed) + beginTime
  }

  /// The active duration in local seconds (see `activeDuration(defaultDuration:)`), with a zero
  /// `duration` read as `defaultDuration` (0.25 s).
  public var activeDuration: Double { activeDuration(defaultDuration: Self.defaultDuration) }

  /// Returns how long the object is active, in local seconds: simple duration × (2 if
  /// autoreversing) × repeatCount, or repeatDuration, or one cycle; `.infinity` when repeating
  /// forever.
  /// - Parameter defaultDuration: the simple duration used when `duration` is 0 (seconds, > 0).
  public func activeDuration(defaultDuration: Double) -> Double {
    let cycle = simpleDuration(defaultDuration: defaultDuration) * (autoreverses ? 2 : 1)
    if repeatCount > 0 { return cycle * Double(repeatCount) }
    if repeatDuration > 0 { return repeatDuration }
    return cycle
  }

  /// Returns the part of the timeline the parent time falls in, regardless of fill mode.
  public func phase(
    atParentTime time: Double, defaultDuration: Double = Self.defaultDuration
  ) -> TimingSample.Phase {
    let local = localTime(fromParent: time)
    if local < -Self.boundaryTolerance { return .before }
    let active = activeDuration(defaultDuration: defaultDuration)
    return local >= active - Self.boundaryTolerance ? .after : .active
  }

  /// How close, in local seconds, a time must be to the start or end of the active duration to
  /// count as that boundary (1 ns; absorbs floating-point rounding in time arithmetic).
  public static let boundaryTolerance = 1e-9

  /// Returns where the object is at a parent time, or nil when it has no effect then.
  ///
  /// nil before the start unless the fill mode fills backwards, at or after the end unless it
  /// fills forwards, and for a NaN time. Times within `boundaryTolerance` of the start or end
  /// count as that instant. Before the start the sample is the initial state
  /// (iteration 0, fraction 0); at and after the end it is the final state, e.g. fraction 1 for
  /// a plain animation, 0 for an autoreversing one with a whole repeat count, 0.5 for
  /// repeatCount 1.5.
  /// - Parameters:
  ///   - time: the parent's time in seconds.
  ///   - defaultDuration: the simple duration used when `duration` is 0 (seconds, > 0).
  public func sample(
    atParentTime time: Double, defaultDuration: Double = Self.defaultDuration
  ) -> TimingSample? {
    let local = localTime(fromParent: time)
    if local.isNaN { return nil }
    let simple = simpleDuration(defaultDuration: defaultDuration)
    let active = activeDuration(defaultDuration: defaultDuration)
    if local < -Self.boundaryTolerance {
      return fillMode.fillsBackwards ? TimingSample(phase: .before, iteration: 0, fraction: 0) : nil
    }
    if local >= active - Self.boundaryTolerance {
      guard fillMode.fillsForwards else { return nil }
      return endSample(simplePasses: active / simple)
    }
    let passes = max(local, 0) / simple
    let pass = passes.rounded(.down)
    return position(pass: pass, fraction: passes - pass, phase: .active)
  }

  func simpleDuration(defaultDuration: Double) -> Double {
    precondition(defaultDuration > 0, "The default duration must be > 0 (got \(defaultDuration)).")
    return duration > 0 ? duration : defaultDuration
  }

  /// The final state: the left limit of the motion at the end of the active duration, which
  /// has lasted `simplePasses` simple durations.
  func endSample(simplePasses: Double) -> TimingSample {
    // Absorb rounding (e.g. repeatDuration / duration = 2.9999999999999996) so that a whole
    // number of passes ends exactly at a pass boundary.
    let nearest = simplePasses.rounded()
    let passes =
      abs(simplePasses - nearest) <= 1e-9 * max(1, simplePasses) ? nearest : simplePasses
    let pass = max(passes.rounded(.up) - 1, 0)
    return position(pass: pass, fraction: min(passes - pass, 1), phase: .after)
  }

  /// Turns the index of a simple pass and the fraction into it into a sample, mirroring the
  /// backward half of an autoreversing cycle.
  func position(pass: Double, fraction: Double, phase: TimingSample.Phase) -> TimingSample {
    let isBackwards = autoreverses && pass.truncatingRemainder(dividingBy: 2) == 1
    let iteration = autoreverses ? (pass / 2).rounded(.down) : pass
    return TimingSample(
      phase: phase, iteration: Int(min(iteration, Self.largestIteration)),
      fraction: isBackwards ? 1 - fraction : fraction)
  }

  /// Iteration numbers are capped here so converting them to `Int` can never trap.
  static let largestIteration = 1e15
}
