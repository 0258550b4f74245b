import Foundation
import SegueAnimation

/// An animation running on a layer: the copy that was added, its resolved timing, its
/// evaluator and where it is in its life (added → started → stopped, each event once).
@MainActor
final class AttachedAnimation {
  let key: String
  /// The copy made when it was added (what `animation(forKey:)` returns).
  let animation: Animation
  // Read for every frame; main-actor only and never accessed overlapping, so unchecked.
  @exclusivity(unchecked) var timing: MediaTimingParameters
  let evaluator: any AnimationEvaluator
  /// Whether `beginTime` still waits for the time at which the animation was added.
  @exclusivity(unchecked) var needsBeginTime: Bool
  var didStart = false
  var didStop = false
  let group: CompletionGroup

  init(key: String, animation: Animation, evaluator: any AnimationEvaluator, group: CompletionGroup) {
    self.key = key
    self.animation = animation
    self.timing = animation.timing
    self.evaluator = evaluator
    self.needsBeginTime = animation.beginTime == 0
    self.group = group
    group.animationStarted()
  }
}
