import Foundation
import SegueAnimation

/// Several animations run together on one layer under one timing (`CAAnimationGroup`).
///
/// Each child is timed in the group's local time (its `beginTime` is relative to the group's
/// start) and is cut off when the group's duration ends. Children's delegates are not called;
/// the group's is, as in Core Animation.
@preconcurrency @MainActor
open class AnimationGroup: Animation {
  /// The animations to run.
  public var animations: [Animation]?

  public required init() { super.init() }

  public required init(copying other: Animation) {
    super.init(copying: other)
    if let other = other as? AnimationGroup {
      animations = other.animations?.map { $0.copy() }
    }
  }

  override func makeEvaluator(for layer: Layer) -> any AnimationEvaluator {
    GroupEvaluator(
      children: (animations ?? []).map { ($0.timing, $0.makeEvaluator(for: layer)) },
      curve: .timingFunction(timingFunction))
  }
}

struct GroupEvaluator: AnimationEvaluator {
  let children: [(timing: MediaTimingParameters, evaluator: any AnimationEvaluator)]
  let curve: ProgressCurve

  func apply(to values: inout LayerValues, sample: TimingSample, timing: MediaTimingParameters) {
    let groupTime =
      curve.progress(sample, simpleDuration: timing.simpleDuration) * timing.simpleDuration
    for child in children {
      guard let childSample = child.timing.sample(atParentTime: groupTime) else { continue }
      child.evaluator.apply(to: &values, sample: childSample, timing: child.timing)
    }
  }
}
