import Foundation
import SegueLayers

extension ViewPropertyAnimator {
  /// Starts or resumes the animations (`startAnimation()`).
  /// - Precondition: the animator is not stopped (UIKit raises).
  public func startAnimation() {
    startAnimation(afterDelay: 0)
  }

  /// Starts or resumes the animations after `delay` seconds (`startAnimation(afterDelay:)`).
  /// - Precondition: `delay` ≥ 0; the animator is not stopped.
  public func startAnimation(afterDelay delay: Double) {
    precondition(delay.isFinite && delay >= 0, "startAnimation(afterDelay:): delay must be ≥ 0")
    precondition(state != .stopped, "startAnimation: a stopped animator must be finished first")
    guard !isRunning else { return }
    self.delay = delay
    activateIfNeeded()
    if isScrubbedLinearly {
      rebase(towards: reversed ? 0 : 1, timing: segmentTiming, durationFactor: 1)
    }
    run(afterDelay: delay)
  }

  /// Pauses the animations where they are (`pauseAnimation()`); an inactive animator becomes
  /// active, paused at the start.
  /// - Precondition: the animator is not stopped.
  public func pauseAnimation() {
    precondition(state != .stopped, "pauseAnimation: a stopped animator must be finished first")
    activateIfNeeded()
    guard isRunning else { return }
    reanchor()
    isRunning = false
    generation += 1
    install()
  }

  /// Stops the animations where they are (`stopAnimation(_:)`): the values on screen become
  /// the views' model values and the animations are removed. With `withoutFinishing` the
  /// animator becomes inactive and its completions are never called; otherwise it becomes
  /// `.stopped` and `finishAnimation(at:)` ends it. Does nothing to an inactive animator.
  public func stopAnimation(_ withoutFinishing: Bool) {
    if state == .active {
      if isRunning { reanchor() }
      isRunning = false
      generation += 1
      install()
      View.performWithoutAnimation {
        for record in records where !record.isDetached {
          let onScreen = record.layer.presentationValues().value(forKeyPath: record.key)
          record.removeAnimation()
          if let onScreen { record.layer.setValue(onScreen, forKeyPath: record.key) }
        }
      }
      state = .stopped
    }
    if withoutFinishing && state == .stopped {
      completions.removeAll()
      reset()
    }
  }

  /// Ends a stopped animator at `finalPosition` and calls its completions with it
  /// (`finishAnimation(at:)`): `.end` and `.start` set the views to the end or start values,
  /// `.current` keeps the values where it stopped.
  /// - Precondition: the animator is `.stopped` (UIKit raises otherwise).
  public func finishAnimation(at finalPosition: ViewAnimatingPosition) {
    precondition(
      state == .stopped, "finishAnimation(at:): the animator must be stopped (stopAnimation(false))"
    )
    end(at: finalPosition)
  }

  /// Resumes a paused animator with new timing (`continueAnimation(withTimingParameters:
  /// durationFactor:)`): from the values on screen to the end — to the start when reversed —
  /// the rest lasts the fraction to travel (1 − fractionComplete, or fractionComplete when
  /// reversed) × duration × `durationFactor` (a spring given by mass, stiffness and damping:
  /// its settling duration). A spring's initial velocity is relative to that remaining
  /// distance, positive towards where the animator heads. Nil parameters keep the current
  /// timing.
  /// - Precondition: the animator is active (paused or running); `durationFactor` > 0.
  public func continueAnimation(
    withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: CGFloat
  ) {
    precondition(state == .active, "continueAnimation: the animator must be active")
    precondition(
      durationFactor.isFinite && durationFactor > 0, "continueAnimation: durationFactor must be > 0"
    )
    if isRunning {
      reanchor()
      isRunning = false
      generation += 1
    }
    rebase(
      towards: reversed ? 0 : 1, timing: parameters ?? segmentTiming,
      durationFactor: Double(durationFactor))
    run(afterDelay: 0)
  }
}
