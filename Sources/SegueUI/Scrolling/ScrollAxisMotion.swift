import Foundation

/// One axis of a scroll view's free motion: a deceleration that may run into an edge and turn
/// into a spring back, or a spring back from a release past an edge (see ScrollMotion.swift).
struct ScrollAxisMotion {
  enum Phase {
    /// Decelerating from `start` (points) at `velocity` (points per second).
    case decelerating(start: Double, velocity: Double)
    /// Returning to `edge` from `displacement` points past it, moving at `velocity`.
    case springing(edge: Double, displacement: Double, velocity: Double)
    /// At rest.
    case resting
  }

  private(set) var phase: Phase
  /// When the current phase started, host seconds.
  private(set) var startTime: Double

  /// A motion starting at `time` from `offset` at `velocity` (points per second) within
  /// `limits`: a spring back when `offset` is past an edge, else a deceleration (or rest).
  init(offset: Double, velocity: Double, limits: ClosedRange<Double>, time: Double) {
    startTime = time
    if offset < limits.lowerBound || offset > limits.upperBound {
      let edge = offset < limits.lowerBound ? limits.lowerBound : limits.upperBound
      phase = .springing(edge: edge, displacement: offset - edge, velocity: velocity)
    } else if abs(velocity) >= ScrollMotion.restSpeed {
      phase = .decelerating(start: offset, velocity: velocity)
    } else {
      phase = .resting
    }
  }

  var isResting: Bool {
    if case .resting = phase { return true }
    return false
  }

  /// The offset at `time` (host seconds); moves to the next phase when one ends.
  /// - Parameters:
  ///   - rate: the deceleration rate per millisecond.
  ///   - bounces: whether the motion may pass an edge (else it stops there).
  mutating func offset(
    at time: Double, limits: ClosedRange<Double>, rate: Double, bounces: Bool, current: Double
  ) -> Double {
    let elapsed = max(time - startTime, 0)
    switch phase {
    case .resting:
      return current
    case .decelerating(let start, let velocity):
      let value = ScrollMotion.decelerationOffset(
        start: start, velocity: velocity, rate: rate, time: elapsed)
      let edge = velocity < 0 ? limits.lowerBound : limits.upperBound
      let crossed = velocity < 0 ? value < edge : value > edge
      if crossed {
        guard bounces else {
          phase = .resting
          return edge
        }
        // Where the closed form reaches the edge: r^(1000·t) = 1 + (edge − x₀)·1000·ln r / v₀.
        let base = 1 + (edge - start) * 1000 * log(rate) / velocity
        let crossing = base > 0 ? log(base) / (1000 * log(rate)) : 0
        let speed = ScrollMotion.decelerationVelocity(
          velocity: velocity, rate: rate, time: crossing)
        phase = .springing(edge: edge, displacement: 0, velocity: speed)
        startTime += crossing
        return offset(at: time, limits: limits, rate: rate, bounces: bounces, current: current)
      }
      let remaining = ScrollMotion.decelerationRest(start: start, velocity: velocity, rate: rate)
      if abs(remaining - value) < ScrollMotion.restDistance {
        phase = .resting
        return remaining
      }
      return value
    case .springing(let edge, let displacement, let velocity):
      let position = ScrollMotion.springBack(
        displacement: displacement, velocity: velocity, time: elapsed)
      let speed = ScrollMotion.springBackVelocity(
        displacement: displacement, velocity: velocity, time: elapsed)
      if abs(position) < ScrollMotion.restDistance && abs(speed) < ScrollMotion.restSpeed {
        phase = .resting
        return edge
      }
      return edge + position
    }
  }
}
