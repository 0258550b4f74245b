import Foundation
import SegueAnimation
import SegueLayers

// The timeline of a property animator: capture, progress, installation, driving, ending
// (see the design note in ViewPropertyAnimator.swift).
extension ViewPropertyAnimator {
  /// How long a run over the whole timeline lasts with `parameters`, seconds.
  static func timeOfWholeRun(_ parameters: any TimingCurveProvider, duration: Double) -> Double {
    if let spring = parameters.springTimingParameters {
      return spring.effectiveDuration(forAnimatorDuration: duration)
    }
    return duration
  }

  /// Runs the pending animation blocks, making the animator active (paused).
  func activateIfNeeded() {
    guard state == .inactive else { return }
    state = .active
    let pending = pendingAnimations
    pendingAnimations.removeAll()
    for (block, delayFactor) in pending { capture(block, delayFactor: delayFactor) }
    install()
  }

  /// Runs `block` recording the changes it makes to views as records.
  func capture(_ block: () -> Void, delayFactor: Double) {
    let recorder = KeyframeRecorder()
    AnimationStack.run(AnimationFrame(kind: .keyframes(recorder), completion: nil), block)
    let now = currentProgress()
    let start = now + delayFactor * (1 - now)
    for track in recorder.tracks {
      guard let to = track.layer.model.value(forKeyPath: track.key) else { continue }
      if let existing = records.first(where: { $0.layer === track.layer && $0.key == track.key }) {
        existing.from = track.fromValue
        existing.to = to
        existing.start = start
      } else {
        records.append(
          AnimatorRecord(
            layer: track.layer, key: track.key, from: track.fromValue, to: to, start: start))
      }
      if window == nil { window = (track.layer.delegate as? View)?.window }
    }
  }

  /// Whether the running progress decreases: reversed on a segment heading to the end, or not
  /// reversed on one heading back to the start.
  var playsBack: Bool { reversed != segmentHeadsBack }

  /// The fraction complete at progress `p` of the current segment.
  func fraction(atProgress p: Double) -> Double {
    base + ((segmentHeadsBack ? 0 : 1) - base) * p
  }

  /// The host time the animator calls now, seconds: the timestamp of the input being
  /// delivered, if any — a finger pauses, scrubs or throws it when it moved, not at the next
  /// frame, so the frames do not depend on the frame rate — else the frame's; nil without a
  /// hosted window.
  var now: Double? {
    guard let window, window.currentTime != nil else { return nil }
    return window.inputTime
  }

  /// The progress now: the stored one, or while running the one the host clock gives.
  func currentProgress() -> Double {
    guard isRunning, let now else { return progress }
    return progress(at: now)
  }

  /// The progress at host time `time` while running.
  func progress(at time: Double) -> Double {
    guard isRunning, let anchorTime = anchor.time else { return progress }
    let elapsed = max(time - anchorTime, 0)
    let delta = segmentDuration > 0 ? elapsed / segmentDuration : .infinity
    return playsBack ? max(anchor.progress - delta, 0) : min(anchor.progress + delta, 1)
  }

  /// Stores the current progress and restarts the running anchor from now.
  func reanchor() {
    progress = currentProgress()
    if let now, anchor.time != nil {
      anchor = (max(now, anchor.time ?? now), progress)
    } else {
      anchor = (nil, progress)
    }
  }

  /// Moves the timeline to `fraction` (the setter of `fractionComplete`).
  func scrub(to fraction: Double) {
    precondition(state != .stopped, "fractionComplete: a stopped animator must be finished first")
    activateIfNeeded()
    if !isRunning && scrubsLinearly {
      restoreOriginalTimeline()
      isScrubbedLinearly = true
    }
    let span = (segmentHeadsBack ? 0 : 1) - base
    progress = span != 0 ? min(max((fraction - base) / span, 0), 1) : 1
    if isRunning { anchor = (now, progress) }
    install()
  }

  /// Goes back to the timeline the animator started with (undoing continuations).
  func restoreOriginalTimeline() {
    guard base > 0 || segmentHeadsBack else { return }
    progress = fraction(atProgress: progress)
    base = 0
    segmentHeadsBack = false
    segmentTiming = timingParameters
    segmentDuration = Self.timeOfWholeRun(timingParameters, duration: duration)
    for record in records {
      record.from = record.originalFrom
      record.start = record.originalStart
    }
  }

  /// Starts a fresh segment from the values on screen to `destination` (1, the end, or 0, the
  /// start) with `timing`, lasting the fraction to travel × duration × `durationFactor` (an
  /// explicit spring: its settling duration). The stored progress must be current.
  func rebase(towards destination: Double, timing: any TimingCurveProvider, durationFactor: Double)
  {
    let fraction = fraction(atProgress: progress)
    let headsBack = destination < 1
    install()  // the values on screen are those of the current progress
    for record in records where !record.isDetached {
      if let onScreen = record.layer.presentationValues().value(forKeyPath: record.key) {
        record.from = onScreen
      }
      if headsBack {
        // Everything that moved heads back together; what has not started stays put.
        record.start = 0
      } else {
        let startFraction =
          segmentHeadsBack ? record.originalStart : base + (1 - base) * record.start
        record.start = fraction < 1 ? max((startFraction - fraction) / (1 - fraction), 0) : 0
      }
    }
    base = fraction
    segmentHeadsBack = headsBack
    progress = 0
    segmentTiming = timing
    if let spring = timing.springTimingParameters, spring.explicitSpring != nil {
      segmentDuration = spring.effectiveDuration(forAnimatorDuration: duration)
    } else {
      segmentDuration = abs(destination - fraction) * duration * durationFactor
    }
    isScrubbedLinearly = false
  }

  /// Runs the timeline from the current progress, after `delay` seconds.
  func run(afterDelay delay: Double) {
    isRunning = true
    generation += 1
    let generation = generation
    guard !records.isEmpty else {
      // Nothing to animate: the run ends at once.
      progress = playsBack ? 0 : 1
      arrive()
      return
    }
    if window == nil {
      window = records.lazy.compactMap { ($0.layer.delegate as? View)?.window }.first
    }
    guard let window, window.currentTime != nil else {
      preconditionFailure(
        "ViewPropertyAnimator: the animated views are not in a window on a Stage, "
          + "so nothing gives the animations a clock; put them in a stage's "
          + "window before starting or continuing the animator")
    }
    anchor = (now.map { $0 + delay }, progress)
    pendingStartDelay = delay
    install()
    window.addFrameCallback("a running ViewPropertyAnimator") { [self] time in
      guard self.generation == generation else { return false }
      if anchor.time == nil { anchor.time = time + pendingStartDelay }
      progress = progress(at: time)
      anchor = (max(time, anchor.time ?? time), progress)
      let ended = playsBack ? progress <= 0 : progress >= 1
      if ended {
        arrive()
        return false
      }
      advanceInstalled()
      return true
    }
  }

  /// The timeline reached its end (its start when reversed).
  func arrive() {
    if pausesOnCompletion {
      isRunning = false
      generation += 1
      install()
      return
    }
    end(at: reversed ? .start : .end)
  }

  /// Puts the views at `position`, removes the animations and calls the completions once.
  func end(at position: ViewAnimatingPosition) {
    View.performWithoutAnimation {
      for record in records where !record.isDetached {
        record.removeAnimation()
        switch position {
        case .end: record.layer.setValue(record.to, forKeyPath: record.key)
        case .start: record.layer.setValue(record.originalFrom, forKeyPath: record.key)
        case .current: break
        }
      }
    }
    let finished = completions
    completions.removeAll()
    reset()
    for completion in finished { completion(position) }
  }

  /// Back to inactive with an empty timeline.
  func reset() {
    for record in records { record.removeAnimation() }
    records.removeAll()
    state = .inactive
    isRunning = false
    generation += 1
    progress = 0
    base = 0
    segmentHeadsBack = false
    anchor = (nil, 0)
    segmentTiming = timingParameters
    segmentDuration = Self.timeOfWholeRun(timingParameters, duration: duration)
    isScrubbedLinearly = false
  }

  /// Puts each record's animation on its layer, frozen at the current progress.
  func install() {
    let now = currentProgress()
    for record in records where !record.isDetached {
      record.install(makeAnimation(for: record, at: localProgress(of: record, at: now)))
    }
  }

  /// Moves each installed animation to the current progress without rebuilding it (the
  /// per-frame path: within a segment only the frozen time changes).
  func advanceInstalled() {
    let now = currentProgress()
    for record in records where !record.isDetached {
      record.setTimeOffset(timeOffset(for: record, at: localProgress(of: record, at: now)))
    }
  }

  /// A record's own progress (0…1) at the animator's progress `now`, after its delay factor.
  private func localProgress(of record: AnimatorRecord, at now: Double) -> Double {
    record.start < 1 ? min(max((now - record.start) / (1 - record.start), 0), 1) : 1
  }

  /// The frozen local time that shows `record` at its own progress `local`.
  private func timeOffset(for record: AnimatorRecord, at local: Double) -> Double {
    let span = (1 - record.start) * segmentDuration
    return isScrubbedLinearly || span <= 0 ? local : local * span
  }

  /// The frozen animation showing `record` at its own progress `local` (0…1): from the
  /// segment's start value to its target (the end value, or the original one heading back).
  func makeAnimation(for record: AnimatorRecord, at local: Double) -> Animation {
    let span = (1 - record.start) * segmentDuration
    let target = segmentHeadsBack ? record.originalFrom : record.to
    let animation: Animation
    if isScrubbedLinearly || span <= 0 {
      animation = Self.basicAnimation(
        record.key, from: record.from, to: target, duration: 1, curve: .linear)
    } else if let parameters = segmentTiming.springTimingParameters {
      animation = springAnimation(for: record, to: target, parameters: parameters, duration: span)
    } else {
      let curve = segmentTiming.cubicTimingParameters?.timingFunction ?? .easeInEaseOut
      animation = Self.basicAnimation(
        record.key, from: record.from, to: target, duration: span, curve: curve)
    }
    animation.timeOffset = timeOffset(for: record, at: local)
    animation.speed = 0
    animation.fillMode = .both
    animation.isRemovedOnCompletion = false
    return animation
  }

  private static func basicAnimation(
    _ key: String, from: Any, to: Any, duration: Double, curve: MediaTimingFunction
  ) -> BasicAnimation {
    let animation = BasicAnimation(keyPath: key)
    animation.timingFunction = curve
    animation.duration = duration
    animation.fromValue = from
    animation.toValue = to
    return animation
  }

  /// A spring from the record's segment start to `target` over `duration` seconds. A position
  /// whose initial velocity differs per axis gets one spring per axis (UIKit: "for view
  /// position animations, both components of the initial velocity vector are considered").
  private func springAnimation(
    for record: AnimatorRecord, to target: Any, parameters: SpringTimingParameters,
    duration: Double
  ) -> Animation {
    let velocity = parameters.initialVelocity
    if record.key == "position", velocity.dx != velocity.dy, let from = record.from as? CGPoint,
      let to = target as? CGPoint
    {
      let axes = [
        ("position.x", from.x, to.x, velocity.dx), ("position.y", from.y, to.y, velocity.dy),
      ]
      let group = AnimationGroup()
      group.animations = axes.map { key, from, to, axisVelocity in
        let spring = fittedSpring(
          for: parameters, duration: duration, velocity: Double(axisVelocity))
        let animation = Self.springAnimation(key, from: from, to: to, spring: spring)
        animation.duration = duration
        animation.fillMode = .both
        return animation
      }
      group.duration = duration
      return group
    }
    let scalar = record.key == "position" ? velocity.dx : parameters.scalarInitialVelocity
    let spring = fittedSpring(for: parameters, duration: duration, velocity: Double(scalar))
    let animation = Self.springAnimation(record.key, from: record.from, to: target, spring: spring)
    animation.duration = duration
    return animation
  }

  private static func springAnimation(_ key: String, from: Any, to: Any, spring: Spring)
    -> SpringAnimation
  {
    let animation = SpringAnimation(keyPath: key)
    animation.mass = spring.mass
    animation.stiffness = spring.stiffness
    animation.damping = spring.damping
    animation.initialVelocity = spring.initialVelocity
    animation.fromValue = from
    animation.toValue = to
    return animation
  }

  /// The spring of `parameters` over `duration` seconds from `velocity`, fitted once for all
  /// the records that run it: a fixed-duration spring with a velocity is a bisection for its
  /// frequency whose every step bisects the motion for its settling time, which every
  /// animated property of a segment used to pay for itself.
  func fittedSpring(
    for parameters: SpringTimingParameters, duration: Double, velocity: Double
  ) -> Spring {
    if let cached = fittedSprings.first(where: {
      $0.duration == duration && $0.parameters == parameters && $0.velocity == velocity
    }) {
      return cached.spring
    }
    let spring = parameters.spring(duration: duration, initialVelocity: velocity)
    fittedSprings = Array(
      (fittedSprings + [(duration, parameters, velocity, spring)]).suffix(Self.keptFittedSprings))
    return spring
  }

  /// How many fitted springs an animator keeps: a segment needs at most two (a position's two
  /// axes) besides the scalar one; the last segment's stay for a reversal back.
  static let keptFittedSprings = 4
}
