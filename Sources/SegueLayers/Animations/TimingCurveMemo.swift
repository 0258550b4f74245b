import Foundation
import SegueAnimation

/// The last timing-curve evaluation made while computing presentations: the curve, its input
/// and its output, so that the next animation asking the same curve at the same input reads
/// the answer instead of solving the cubic again.
///
/// Why: the animations of one block share their curve and their begin time, so a frame asks
/// every layer's curve for the same input — 10,000 times the same Newton solve in `tick-10k`,
/// a third of that row (session 31). One entry is enough for that, and costs five compares.
///
/// It is a cache of a pure function (`MediaTimingFunction.value(at:)`): a hit returns the bits
/// a solve would, so no result depends on what it holds; the key compares bit patterns, not
/// `==`, so 0 and −0 (or two NaNs) never stand for each other. It is main-actor state because
/// presentations are computed on the main actor (`Layer` is `@MainActor`); frames drawn on
/// other threads draw presentation trees that are already computed.
///
/// Rejected: a memo passed down from the context's tick (the public
/// `presentationValues(atLocalTime:)` has no context to take it from); a memo inside
/// `MediaTimingFunction` (a `Sendable` value of four numbers, evaluated on any thread).
@MainActor
enum TimingCurveMemo {
  /// The key and answer of the last evaluation; the initial key is no curve's (NaN bits).
  private static var c1x = Double.nan.bitPattern
  private static var c1y = Double.nan.bitPattern
  private static var c2x = Double.nan.bitPattern
  private static var c2y = Double.nan.bitPattern
  private static var input = Double.nan.bitPattern
  private static var output = 0.0

  /// `function.value(at: x)`, from the memo when the last evaluation had the same key.
  static func value(of function: MediaTimingFunction, at x: Double) -> Double {
    let point1 = function.controlPoint(at: 1)
    let point2 = function.controlPoint(at: 2)
    let key = (
      Double(point1.x).bitPattern, Double(point1.y).bitPattern, Double(point2.x).bitPattern,
      Double(point2.y).bitPattern, x.bitPattern
    )
    if key == (c1x, c1y, c2x, c2y, input) { return output }
    let value = function.value(at: x)
    (c1x, c1y, c2x, c2y, input) = key
    output = value
    return value
  }
}
