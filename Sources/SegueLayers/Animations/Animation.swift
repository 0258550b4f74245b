import Foundation
import SegueAnimation
import SegueGeometry

/// The receiver of an animation's start and stop (`CAAnimationDelegate`).
@preconcurrency @MainActor
public protocol AnimationDelegate: AnyObject {
  /// Called once when the animation's active duration begins.
  func animationDidStart(_ anim: Animation)
  /// Called once when the animation ends: `flag` is true when it ran its whole active
  /// duration, false when it was removed or replaced before.
  func animationDidStop(_ anim: Animation, finished flag: Bool)
}

extension AnimationDelegate {
  public func animationDidStart(_ anim: Animation) {}
  public func animationDidStop(_ anim: Animation, finished flag: Bool) {}
}

/// A delegate told when its animation is added to a layer, before it starts: how UIKit's
/// block completion learns of animations iOS code gave its delegate (SegueUI's
/// `AdoptedAnimationDelegate`). Not Core Animation API.
@MainActor
package protocol AnimationAdditionObserving: AnimationDelegate {
  /// `anim` (the layer's copy, the object later passed to `animationDidStop`) was added.
  func animationWasAdded(_ anim: Animation)
}

/// The base of all animations (`CAAnimation`): media timing, a timing function and a delegate.
///
/// A layer copies an animation when it is added, so changing this object afterwards does not
/// affect the running copy. As in Core Animation the delegate is held strongly, which keeps an
/// animator object alive until its animation ends (seed 000 relies on this).
@preconcurrency @MainActor
open class Animation: Action {
  /// Start time in the layer's time space; 0 means "when added" (resolved at that moment).
  public var beginTime: Double = 0
  /// Simple duration in seconds; 0 means Core Animation's default of 0.25 s.
  public var duration: Double = 0
  /// Time scale relative to the layer.
  public var speed: Float = 1
  /// Offset added to the local time (used to pause and scrub).
  public var timeOffset: Double = 0
  /// Number of repetitions, fractional allowed; 0 means once; `.infinity` forever.
  public var repeatCount: Float = 0
  /// Total time to repeat for, seconds; 0 means use `repeatCount`.
  public var repeatDuration: Double = 0
  /// Whether each repetition plays forwards then backwards.
  public var autoreverses = false
  /// What the animation shows outside its active duration.
  public var fillMode: FillMode = .removed
  /// Whether the layer removes the animation when its active duration ends (default true).
  public var isRemovedOnCompletion = true
  /// The pacing of each repetition; nil is linear.
  public var timingFunction: MediaTimingFunction?
  /// Receives start and stop; held strongly, as Core Animation does.
  public var delegate: (any AnimationDelegate)?

  /// Creates an animation with Core Animation's defaults.
  public required init() {}

  /// Creates an animation with Core Animation's defaults (`CAAnimation()` / `animation()`).
  public class func animation() -> Self { self.init() }

  /// Creates an independent copy; subclasses copy their own properties.
  public required init(copying other: Animation) {
    beginTime = other.beginTime
    duration = other.duration
    speed = other.speed
    timeOffset = other.timeOffset
    repeatCount = other.repeatCount
    repeatDuration = other.repeatDuration
    autoreverses = other.autoreverses
    fillMode = other.fillMode
    isRemovedOnCompletion = other.isRemovedOnCompletion
    timingFunction = other.timingFunction
    delegate = other.delegate
  }

  /// Returns an independent copy of the same class.
  public func copy() -> Self {
    Self(copying: self)
  }

  /// The media-timing values of this animation.
  public var timing: MediaTimingParameters {
    var timing = MediaTimingParameters()
    timing.beginTime = beginTime
    timing.duration = duration
    timing.speed = speed
    timing.timeOffset = timeOffset
    timing.repeatCount = repeatCount
    timing.repeatDuration = repeatDuration
    timing.autoreverses = autoreverses
    timing.fillMode = fillMode
    return timing
  }

  /// Runs the animation as an action: adds a copy to `layer` for `key` (`CAAction`).
  /// Overridable: UIKit's block animations are animations that do more when run.
  open func run(forKey event: String, object layer: Layer, arguments: [String: Any]?) {
    layer.add(self, forKey: event)
  }

  /// Builds how this animation changes layer values when it is added; by default its general
  /// evaluator.
  func makeTrack(for layer: Layer) -> Track {
    .general(makeEvaluator(for: layer))
  }

  /// Builds the evaluator that applies this animation to layer values. The base class
  /// animates nothing (a plain `Animation` only times a delegate, as in Core Animation).
  func makeEvaluator(for layer: Layer) -> any AnimationEvaluator {
    TimingOnlyEvaluator()
  }
}
