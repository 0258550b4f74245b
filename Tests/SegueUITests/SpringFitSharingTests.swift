import Foundation
import SegueAnimation
import SegueGeometry
import SegueLayers
import SegueTesting
import Testing

@testable import SegueUI

/// A fixed-duration spring with a velocity is found by a nested bisection, so a block or a
/// property animator fits it once for all the properties it animates, not once per property
/// (the stall on the first frame of the demo's menu and card transitions: docs/
/// performance.md, session 47).
@MainActor
@Suite("Fitted springs shared")
struct SpringFitSharingTests {
  private func squares(_ count: Int, in host: TestHost) -> [View] {
    (0..<count).map { index in
      host.show(View(frame: CGRect(x: 30 * Double(index), y: 0, width: 20, height: 20)))
    }
  }

  @Test func aSpringBlockFitsItsSpringOnceForAllItsProperties() {
    let host = TestHost()
    let views = squares(3, in: host)
    var block: AnimationFrame?
    View.animate(
      withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 1.5,
      animations: {
        block = AnimationStack.current
        for view in views {
          view.center.x += 100
          view.alpha = 0.5
        }
      })
    let reference = Spring(dampingRatio: 0.8, duration: 0.6, initialVelocity: 1.5)
    #expect(block?.fittedParameters?.fittedSpring?.spring == reference)
    for view in views {
      for key in ["position", "opacity"] {
        let animation = view.layer.animation(forKey: key) as? SpringAnimation
        #expect(animation?.stiffness == reference.stiffness, "\(key)")
        #expect(animation?.damping == reference.damping, "\(key)")
        #expect(animation?.initialVelocity == 1.5, "\(key)")
      }
    }
  }

  @Test func aFitIsNotUsedForAnotherDuration() {
    let fitted = AnimationParameters(
      duration: 1, delay: 0, timing: .spring(dampingRatio: 0.5, initialVelocity: 2), options: []
    ).fittingSpring()
    let original = Spring(dampingRatio: 0.5, duration: 1, initialVelocity: 2)
    #expect(fitted.fittedSpring?.spring == original)
    var shorter = fitted
    shorter.duration = 0.5
    let animation = shorter.makeAnimation(keyPath: "opacity", from: Float(1)) as? SpringAnimation
    let reference = Spring(dampingRatio: 0.5, duration: 0.5, initialVelocity: 2)
    #expect(animation?.stiffness == reference.stiffness)
    #expect(animation?.damping == reference.damping)
    #expect(reference.stiffness != original.stiffness)
  }

  @Test func aPropertyAnimatorFitsOneSpringPerVelocity() {
    let host = WindowHost()
    let views = (0..<3).map { index in
      let view = View(frame: CGRect(x: 30 * Double(index), y: 0, width: 20, height: 20))
      host.window.addSubview(view)
      return view
    }
    host.frame()
    let parameters = SpringTimingParameters(
      dampingRatio: 0.7, initialVelocity: CGVector(dx: 2, dy: 2))
    let animator = ViewPropertyAnimator(duration: 0.8, timingParameters: parameters)
    animator.addAnimations {
      for view in views {
        view.center.x += 100
        view.alpha = 0
      }
    }
    animator.startAnimation()
    // A position runs at the velocity's x (both components agree), the other properties at
    // its length: two springs for six animated properties.
    let velocities = [2, 8.0.squareRoot()]
    #expect(animator.fittedSprings.map(\.velocity) == velocities)
    for (velocity, fit) in zip(velocities, animator.fittedSprings) {
      #expect(fit.spring == Spring(dampingRatio: 0.7, duration: 0.8, initialVelocity: velocity))
    }
    host.advance(to: 0.8)
    for view in views {
      expectClose(view.layer.presentationValues().position.x, view.center.x, tolerance: 0.2)
    }
  }
}
