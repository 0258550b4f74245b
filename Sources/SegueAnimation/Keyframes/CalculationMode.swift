/// How a keyframe animation computes values between its keyframes
/// (`CAAnimationCalculationMode`). Raw values are Core Animation's strings.
public enum CalculationMode: String, Sendable, Hashable, CaseIterable {
  /// Straight-line interpolation between neighbouring values, timed by `keyTimes` (the default).
  case linear
  /// No interpolation: each value is shown unchanged until the next key time.
  case discrete
  /// Linear interpolation at constant speed: `keyTimes` and `timingFunctions` are ignored and
  /// each segment takes time in proportion to its length.
  case paced
  /// Catmull-Rom spline through the values, timed by `keyTimes`.
  case cubic
  /// Catmull-Rom spline at constant speed (`keyTimes` and `timingFunctions` are ignored).
  case cubicPaced

  /// Whether time is spread by segment length rather than by `keyTimes`.
  public var isPaced: Bool { self == .paced || self == .cubicPaced }
}
