import Foundation
import SegueAnimation

/// The timing sample of the animation a layer applied last, kept while its presentation is
/// computed, so that the next animation with the same timing reuses it.
///
/// The animations of one block (a position, an opacity and a scale made by one
/// `UIView.animate`) have the same timing and are sampled at the same local time; the sample
/// (two divisions and a rounding) was a tenth of `tick-10k`. The timings must be the same bit
/// for bit (`isIdentical`), not `==` (0 and −0, NaN), so that a reused sample is the one the
/// animation would compute: `MediaTimingParameters.sample` depends on nothing else.
struct SharedTimingSample {
  private var timing: MediaTimingParameters?
  private var sample: TimingSample?

  /// `timing.sample(atParentTime: time)` with the default duration, reused when the last call
  /// had the same timing (every call of one value must pass the same `time`).
  mutating func sample(of timing: MediaTimingParameters, atParentTime time: Double)
    -> TimingSample?
  {
    if let last = self.timing, last.isIdentical(to: timing) { return sample }
    let sample = timing.sample(
      atParentTime: time, defaultDuration: MediaTimingParameters.defaultDuration)
    self.timing = timing
    self.sample = sample
    return sample
  }
}

extension MediaTimingParameters {
  /// Whether every field has the same bits as `other`'s.
  func isIdentical(to other: MediaTimingParameters) -> Bool {
    beginTime.bitPattern == other.beginTime.bitPattern
      && duration.bitPattern == other.duration.bitPattern
      && speed.bitPattern == other.speed.bitPattern
      && timeOffset.bitPattern == other.timeOffset.bitPattern
      && repeatCount.bitPattern == other.repeatCount.bitPattern
      && repeatDuration.bitPattern == other.repeatDuration.bitPattern
      && autoreverses == other.autoreverses && fillMode == other.fillMode
  }
}
