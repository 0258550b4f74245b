import Foundation
import SegueGeometry
import SeguePhysics

/// A plain dynamic item: a centre, a size and a transform.
@MainActor
final class TestItem: DynamicItem {
  var center: CGPoint
  let bounds: CGRect
  var transform: CGAffineTransform = .identity

  init(center: CGPoint, size: CGSize) {
    self.center = center
    bounds = CGRect(origin: .zero, size: size)
  }

  /// The rotation the animator wrote, in radians.
  var angle: CGFloat { atan2(transform.b, transform.a) }
}

/// Gravity 1.0, in points/s² (UIKit's definition).
let g: CGFloat = 1000
/// The animator's fixed step, in seconds.
let h: Double = DynamicAnimator.timeStep

extension DynamicAnimator {
  /// Runs `count` fixed steps.
  func runSteps(_ count: Int) {
    for _ in 0..<count { step(by: DynamicAnimator.timeStep) }
  }
}
