import Foundation
import SegueAnimation

/// The last timing sample made while computing presentations: the timing, the time and the
/// sample, so that the next animation with the same timing at the same time reuses it.
///
/// The animations of one block (a position, an opacity and a scale made by one
/// `UIView.animate`, on every view it changes) have the same timing and are sampled at the
/// same local time; the sample (two divisions and a rounding, in another module, so a call)
/// was a tenth of `tick-10k` when it was kept per layer, and then still a sixth of it
/// (session 39): it is now kept across layers, as `TimingCurveMemo` keeps the curve's solve.
/// The key compares bit patterns, not `==` (0 and −0, NaN), so that a reused sample is the
/// one the animation would compute: `MediaTimingParameters.sample` depends on nothing else.
/// Main-actor state for the reasons `TimingCurveMemo` gives.
@MainActor
enum SharedTimingSample {
  /// The key and answer of the last sample; the initial time is no time's (NaN bits), so the
  /// first call samples.
  private static var timing = MediaTimingParameters()
  private static var time = Double.nan.bitPattern
  private static var sample: TimingSample?

  /// `timing.sample(atParentTime: time)` with the default duration, reused when the last call
  /// had the same timing and time.
  static func sample(of timing: MediaTimingParameters, atParentTime time: Double)
    -> TimingSample?
  {
    if time.bitPattern == self.time, timing.isIdentical(to: self.timing) { return sample }
    let sample = timing.sample(
      atParentTime: time, defaultDuration: MediaTimingParameters.defaultDuration)
    self.timing = timing
    self.time = time.bitPattern
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
