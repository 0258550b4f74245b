import SegueTesting
import SegueUIKit
import Testing

/// Checks that `view`'s animation for `key` (`"position"`, `"bounds"`, `"transform"`…) is the
/// spring an article asks for — damping ratio `dampingRatio`, initial velocity
/// `initialVelocity` (whole distances per second), `duration` seconds, settling when they end —
/// and returns its progress at a time (0 at the start, 1 at rest; it may overshoot), from the
/// textbook solution (`springProgress`).
///
/// UIKit does not document how it turns a duration and a damping ratio into a spring; Segue fits
/// the spring so that it settles (within 0.1 %) when the duration ends, and runs ratios past 1
/// as the critically damped spring.
@MainActor
func expectSpring(
  on view: UIView, key: String = "position", dampingRatio ratio: Double,
  initialVelocity: Double, duration: Double, sourceLocation: SourceLocation = #_sourceLocation
) throws -> (Double) -> Double {
  let spring = try #require(
    view.layer.animation(forKey: key) as? CASpringAnimation,
    "a spring animation for '\(key)'", sourceLocation: sourceLocation)
  expectClose(
    dampingRatio(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping), ratio,
    tolerance: 1e-9, "damping ratio", sourceLocation: sourceLocation)
  #expect(spring.initialVelocity == initialVelocity, sourceLocation: sourceLocation)
  #expect(spring.duration == duration, sourceLocation: sourceLocation)
  expectClose(
    spring.settlingDuration, duration, tolerance: 1e-6, "settles at the end",
    sourceLocation: sourceLocation)
  return { time in
    springProgress(
      at: time, mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
      initialVelocity: spring.initialVelocity)
  }
}
