import Foundation
import SegueAnimation

/// One quantity of a pinched card chasing where the fingers put it through the zoom's tracking
/// spring, so the card settles a few frames behind fast fingers (reference modern-presentation
/// §2; M-swift's parity rig: mass 1, stiffness 2000, damping 89 — ω₀ ≈ 44.7 rad/s, damping
/// ratio 0.995, meas, one rig). A ramp of speed v is followed 89 v / 2000 behind.
///
/// Exact and frame-rate free: the target moves only when the fingers do (`retarget(_:at:)`, at
/// the input's time), and between moves the value is the spring's closed form from the state
/// it had then, so the same input gives the same card however often a host draws.
struct ZoomChase {
  /// The tracking spring (M-swift, meas).
  static let spring = Spring(mass: 1, stiffness: 2000, damping: 89)

  /// Where the quantity is heading.
  private(set) var target: Double
  /// The value and velocity at the last retarget, and its time (host seconds).
  private var start: (value: Double, velocity: Double, time: Double)

  /// A quantity at rest at `value` from `time`.
  init(_ value: Double, at time: Double) {
    target = value
    start = (value, 0, time)
  }

  /// The value at `time` (host seconds, not before the last retarget).
  func value(at time: Double) -> Double { state(at: time).value }

  /// Heads for `target` from `time` on, from where the quantity is then, moving as it moves.
  mutating func retarget(_ target: Double, at time: Double) {
    let now = state(at: time)
    start = (now.value, now.velocity, max(time, start.time))
    self.target = target
  }

  /// The spring's motion from `start`: linear in the start's displacement y₀ and velocity v₀,
  /// so it is −y₀ times the unit motion from rest (`Spring.value` starts at −1 from the target)
  /// plus the motion from the target at v₀ (the unit motion at v₀ less the one from rest).
  private func state(at time: Double) -> (value: Double, velocity: Double) {
    let elapsed = max(time - start.time, 0)
    let y0 = start.value - target
    var fromRest = Self.spring
    fromRest.initialVelocity = 0
    var moving = Self.spring
    moving.initialVelocity = start.velocity
    let restDisplacement = fromRest.value(at: elapsed) - 1
    let movingDisplacement = moving.value(at: elapsed) - 1
    let displacement = -y0 * restDisplacement + (movingDisplacement - restDisplacement)
    let velocity =
      -y0 * fromRest.velocity(at: elapsed)
      + (moving.velocity(at: elapsed) - fromRest.velocity(at: elapsed))
    return (target + displacement, velocity)
  }
}
