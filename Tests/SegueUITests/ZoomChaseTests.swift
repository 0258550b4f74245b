import Foundation
import Testing

@testable import SegueUI

/// The pinch's tracking spring (`ZoomChase`) against the equation it solves, integrated
/// numerically here: x″ = −k (x − T) − c x′ with m = 1, k = 2000, c = 89 (M-swift, meas), the
/// target T jumping at given times.
@MainActor
@Suite("Zoom: the pinch's tracking spring")
struct ZoomChaseTests {
  /// x at `time` by fourth-order Runge–Kutta from rest at `start`, the target being `targets`
  /// (time, value), each from its time on; each stretch between target changes in steps of
  /// at most 1e-5 s that end exactly on the changes.
  private func integrated(
    from start: Double, targets: [(time: Double, value: Double)], until time: Double
  ) -> Double {
    var x = start
    var v = 0.0
    func accel(_ x: Double, _ v: Double, _ target: Double) -> Double {
      -2000 * (x - target) - 89 * v
    }
    let changes = targets.map(\.time).filter { $0 < time } + [time]
    var t = 0.0
    var target = start
    for end in changes {
      let count = max(Int(((end - t) / 1e-5).rounded(.up)), 1)
      let h = (end - t) / Double(count)
      for _ in 0..<count {
        let k1x = v
        let k1v = accel(x, v, target)
        let k2x = v + h / 2 * k1v
        let k2v = accel(x + h / 2 * k1x, v + h / 2 * k1v, target)
        let k3x = v + h / 2 * k2v
        let k3v = accel(x + h / 2 * k2x, v + h / 2 * k2v, target)
        let k4x = v + h * k3v
        let k4v = accel(x + h * k3x, v + h * k3v, target)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
      }
      t = end
      target = targets.last { $0.time <= end }?.value ?? start
    }
    return x
  }

  @Test func theChaseIsTheSpringsMotionThroughEveryRetarget() {
    // A ramp sampled at 120 Hz, then a hold: retargeted mid-motion, the chase keeps its
    // position and velocity.
    var targets: [(time: Double, value: Double)] = []
    for i in 1...24 { targets.append((Double(i) / 120, 1 - 0.6 * Double(i) / 24)) }
    var chase = ZoomChase(1, at: 0)
    var next = 0
    for step in 1...60 {
      let time = Double(step) / 150
      while next < targets.count && targets[next].time <= time {
        chase.retarget(targets[next].value, at: targets[next].time)
        next += 1
      }
      let expected = integrated(from: 1, targets: targets, until: time)
      #expect(abs(chase.value(at: time) - expected) < 1e-6, "t = \(time)")
    }
  }

  @Test func aChaseAtRestStaysAndAStepSettlesWithoutOvershootingMuch() {
    let chase = ZoomChase(0.5, at: 2)
    #expect(chase.value(at: 3) == 0.5)
    var stepped = ZoomChase(0, at: 0)
    stepped.retarget(1, at: 0)
    // Damping ratio 89 / (2 √2000) = 0.995: overshoot e^(−πζ/√(1−ζ²)) ≈ 2e-14.
    let peak = (1...400).map { stepped.value(at: Double($0) / 400) }.max() ?? 0
    #expect(peak <= 1 + 1e-9 && abs(stepped.value(at: 1) - 1) < 1e-9)
  }
}
