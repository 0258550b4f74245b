import Foundation
import SegueAnimation

/// A from/to animation that moves like a damped spring (`CASpringAnimation`).
///
/// Progress is the exact unit-step response of `Spring(mass:stiffness:damping:initialVelocity:)`
/// at the elapsed time; the timing function is ignored. As in Core Animation, `duration` is not
/// derived from the spring: set it to `settlingDuration` to see the whole motion.
@preconcurrency @MainActor
open class SpringAnimation: BasicAnimation {
  /// The mass of the object on the spring (default 1, must be > 0).
  public var mass: Double = 1
  /// The spring constant (default 100, must be > 0).
  public var stiffness: Double = 100
  /// The friction coefficient (default 10, must be ≥ 0).
  public var damping: Double = 10
  /// The initial velocity in units of the total distance per second, positive towards the
  /// target (default 0).
  public var initialVelocity: Double = 0

  public required init() { super.init() }

  public required init(copying other: Animation) {
    super.init(copying: other)
    if let other = other as? SpringAnimation {
      mass = other.mass
      stiffness = other.stiffness
      damping = other.damping
      initialVelocity = other.initialVelocity
    }
  }

  /// The spring these parameters describe.
  public var spring: Spring {
    Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
  }

  /// The time in seconds after which the motion stays within 0.1 % of the target.
  public var settlingDuration: Double { spring.settlingDuration }

  override func progressCurve() -> ProgressCurve {
    .spring(spring)
  }
}
