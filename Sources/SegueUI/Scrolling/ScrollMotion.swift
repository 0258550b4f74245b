import Foundation

// How a scroll view moves on its own, after the finger lifts (UIScrollView's model, as
// measured and published by people re-implementing it; Apple documents only the rates):
//
// deceleration  Each millisecond the velocity is multiplied by the deceleration rate r
//               (0.998 for `.normal`, 0.99 for `.fast`): v(t) = v₀·r^(1000t), so the offset is
//               the closed form x(t) = x₀ + v₀·(r^(1000t) − 1)/(1000·ln r) and the motion comes
//               to rest at x₀ − v₀/(1000·ln r).
// rubber band   While dragged past an edge, an overscroll of x shows as (1 − 1/(x·c/d + 1))·d,
//               d the view's size on that axis and c = 0.55: it follows the finger at first,
//               then ever less, never reaching d.
// spring back   Past an edge without a finger, the overscroll x returns to 0 as a critically
//               damped spring, x(t) = (x₀ + (v₀ + ω·x₀)·t)·e^(−ω·t): no oscillation.
// Every position is a function of the time since the motion started, never an accumulation
// of frame steps, so the same input gives the same offsets however often a host draws.
// Alternative rejected: integrating velocity frame by frame (what a naive display-link loop
// does) — the result would depend on the frame rate and drift from the closed form.

/// The pure maths of a scroll view's free motion, one axis at a time (see the design note).
enum ScrollMotion {
  /// UIKit's rubber-band constant c (dimensionless).
  static let rubberBandCoefficient: CGFloat = 0.55
  /// The spring-back's natural frequency ω, radians per second: Segue's choice (UIKit does
  /// not publish it), a critically damped return that settles within about 0.6 s.
  static let springBackFrequency: Double = 10.9
  /// Below this distance from rest (points) and speed (points per second) a motion stops.
  static let restDistance: Double = 0.1
  /// See `restDistance`.
  static let restSpeed: Double = 1

  /// What an overscroll of `offset` points shows along an axis `dimension` points long
  /// (the rubber band; negative overscroll gives its mirror image).
  static func rubberBand(_ offset: CGFloat, dimension: CGFloat) -> CGFloat {
    guard dimension > 0 else { return 0 }
    let magnitude = (1 - 1 / (abs(offset) * rubberBandCoefficient / dimension + 1)) * dimension
    return offset < 0 ? -magnitude : magnitude
  }

  /// The offset `time` seconds into a deceleration from `start` at `velocity` points per
  /// second, with `rate` per millisecond (0 < rate < 1).
  static func decelerationOffset(
    start: Double, velocity: Double, rate: Double, time: Double
  ) -> Double {
    start + velocity * (pow(rate, 1000 * time) - 1) / (1000 * log(rate))
  }

  /// The velocity `time` seconds into that deceleration, points per second.
  static func decelerationVelocity(velocity: Double, rate: Double, time: Double) -> Double {
    velocity * pow(rate, 1000 * time)
  }

  /// Where that deceleration comes to rest.
  static func decelerationRest(start: Double, velocity: Double, rate: Double) -> Double {
    start - velocity / (1000 * log(rate))
  }

  /// The displacement from the edge `time` seconds into a spring back that starts at
  /// `displacement` points moving at `velocity` points per second.
  static func springBack(displacement: Double, velocity: Double, time: Double) -> Double {
    let omega = springBackFrequency
    return (displacement + (velocity + omega * displacement) * time) * exp(-omega * time)
  }

  /// The velocity of that spring back, points per second.
  static func springBackVelocity(displacement: Double, velocity: Double, time: Double) -> Double {
    let omega = springBackFrequency
    return (velocity - omega * (velocity + omega * displacement) * time) * exp(-omega * time)
  }
}
