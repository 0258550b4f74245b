/// Where a one-dimensional motion `x″ = acceleration(x)` starting at rest from `start` is
/// after `time` seconds, by classical fourth-order Runge–Kutta with a fixed `step` (0.1 ms by
/// default): an independent reference for what a physics engine integrates (a pendulum, a
/// pinned menu under a push), accurate far beyond the engines' own steps.
public func restingStartMotion(
  from start: Double, after time: Double, step: Double = 1e-4,
  acceleration: (Double) -> Double
) -> Double {
  var position = start
  var speed = 0.0
  for _ in 0..<Int((time / step).rounded()) {
    let k1 = (speed, acceleration(position))
    let k2 = (speed + step / 2 * k1.1, acceleration(position + step / 2 * k1.0))
    let k3 = (speed + step / 2 * k2.1, acceleration(position + step / 2 * k2.0))
    let k4 = (speed + step * k3.1, acceleration(position + step * k3.0))
    position += step / 6 * (k1.0 + 2 * k2.0 + 2 * k3.0 + k4.0)
    speed += step / 6 * (k1.1 + 2 * k2.1 + 2 * k3.1 + k4.1)
  }
  return position
}
