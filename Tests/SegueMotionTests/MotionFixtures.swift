import Foundation
import SegueAnimation
import SegueGeometry
import SegueLayers
import SegueUI

/// Stages with one plain 100 × 100 pt square whose motion is a closed form, for testing the
/// lint against independent truth.
@MainActor
enum MotionFixtures {
  /// A stage with a red square at x = 50 (its centre), y = 400, shown for one frame, with
  /// actions off for what `configure` does.
  static func stage(_ configure: (Stage, Layer) -> Void = { _, _ in }) -> (Stage, Layer) {
    let stage = Stage(device: .iPhone15Pro)
    let square = Layer()
    square.name = "square"
    square.backgroundColor = Color(red: 1, green: 0, blue: 0)
    Transaction.perform(disableActions: true) {
      square.frame = CGRect(x: 0, y: 350, width: 100, height: 100)
      stage.window.layer.addSublayer(square)
    }
    stage.advance(by: 0)
    Transaction.perform(disableActions: true) { configure(stage, square) }
    return (stage, square)
  }

  /// A linear move of `layer`'s position.x from `from` to `to` over `duration` seconds,
  /// starting `delay` seconds from now; the model value is set to `to`.
  static func ramp(
    _ layer: Layer, from: Double, to: Double, duration: Double, delay: Double = 0,
    fillsBackwards: Bool = false
  ) {
    let animation = BasicAnimation(keyPath: "position.x")
    animation.fromValue = CGFloat(from)
    animation.toValue = CGFloat(to)
    animation.duration = duration
    animation.timingFunction = MediaTimingFunction.linear
    if delay > 0 {
      animation.beginTime = layer.convertTime(layer.context?.currentTime ?? 0, from: nil) + delay
    }
    if fillsBackwards { animation.fillMode = .backwards }
    layer.position.x = CGFloat(to)
    layer.add(animation, forKey: "ramp-\(from)-\(delay)")
  }

  /// Where the closed form of a linear ramp puts x at `time`.
  static func rampValue(from: Double, to: Double, duration: Double, at time: Double) -> Double {
    from + (to - from) * min(max(time / duration, 0), 1)
  }

  /// The unit step response of an underdamped spring (ζ < 1) with zero initial velocity:
  /// 1 − e^(−ζω₀t) (cos ω_d t + ζω₀/ω_d sin ω_d t).
  static func springStep(mass: Double, stiffness: Double, damping: Double, at time: Double)
    -> Double
  {
    let omega0 = (stiffness / mass).squareRoot()
    let zeta = damping / (2 * (stiffness * mass).squareRoot())
    let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
    return 1 - exp(-zeta * omega0 * time)
      * (cos(omegaD * time) + zeta * omega0 / omegaD * sin(omegaD * time))
  }
}
