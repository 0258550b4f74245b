import Foundation

/// The kind of timing a `TimingCurveProvider` describes (`UITimingCurveType`).
public enum TimingCurveType: Int, Sendable {
  /// One of UIKit's named curves (`AnimationCurve`).
  case builtin = 0
  /// A cubic Bézier with custom control points.
  case cubic = 1
  /// A spring.
  case spring = 2
  /// A cubic curve and a spring combined (Segue uses the spring).
  case composed = 3
}

/// The timing of a property animator (`UITimingCurveProvider`): cubic parameters, spring
/// parameters, or both.
public protocol TimingCurveProvider: Sendable {
  /// Which of the parameters below describe the timing.
  var timingCurveType: TimingCurveType { get }
  /// The cubic curve, when the timing is built in, cubic or composed.
  var cubicTimingParameters: CubicTimingParameters? { get }
  /// The spring, when the timing is a spring or composed.
  var springTimingParameters: SpringTimingParameters? { get }
}

/// The state of an animator (`UIViewAnimatingState`).
public enum ViewAnimatingState: Int, Sendable {
  /// Not started, or finished: its animations are not on the views.
  case inactive = 0
  /// Started or paused: its animations are on the views.
  case active = 1
  /// Stopped: the views show the values where it stopped; waits for `finishAnimation(at:)`.
  case stopped = 2
}

/// Where an animator's animations ended (`UIViewAnimatingPosition`), given to completions.
public enum ViewAnimatingPosition: Int, Sendable {
  /// At the values the animations set.
  case end = 0
  /// At the values before the animations.
  case start = 1
  /// Where they were when stopped.
  case current = 2
}
