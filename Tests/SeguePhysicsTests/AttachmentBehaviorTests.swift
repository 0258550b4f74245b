import Foundation
import SegueGeometry
import SeguePhysics
import SegueTesting
import Testing

@MainActor
@Suite struct AttachmentBehaviorTests {
  /// Times at which `samples` crosses zero upwards, linearly interpolated between steps.
  func upwardZeroCrossings(_ samples: [CGFloat]) -> [Double] {
    var crossings: [Double] = []
    for index in 1..<samples.count where samples[index - 1] < 0 && samples[index] >= 0 {
      let fraction = Double(-samples[index - 1] / (samples[index] - samples[index - 1]))
      crossings.append((Double(index - 1) + fraction) * h)
    }
    return crossings
  }

  func measuredPeriod(_ samples: [CGFloat]) -> Double {
    let crossings = upwardZeroCrossings(samples)
    #expect(crossings.count >= 4)
    guard let first = crossings.first, let last = crossings.last else { return 0 }
    return (last - first) / Double(crossings.count - 1)
  }

  /// A small item on a rigid attachment of length L swings as a simple pendulum:
  /// T = 2π√(L/g). L = g/(4π²) ≈ 25.3 pt gives T = 1 s; amplitude 0.05 rad (the finite-
  /// amplitude correction, θ²/16, is 0.02 %). Tolerance 2 %.
  @Test func rigidAttachmentSwingsAtTheSimplePendulumPeriod() {
    let length = g / (4 * .pi * .pi)
    let anchor = CGPoint(x: 200, y: 100)
    let theta0: CGFloat = 0.05
    let item = TestItem(
      center: CGPoint(x: anchor.x + length * sin(theta0), y: anchor.y + length * cos(theta0)),
      size: CGSize(width: 4, height: 4))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 400))
    let attachment = AttachmentBehavior(item: item, attachedToAnchor: anchor)
    expectClose(attachment.length, length, tolerance: 1e-9)
    animator.addBehavior(attachment)
    animator.addBehavior(GravityBehavior(items: [item]))
    var samples: [CGFloat] = []
    for _ in 0..<(6 * 120) {
      animator.runSteps(1)
      samples.append(item.center.x - anchor.x)
    }
    let expected = 2 * Double.pi * (Double(length) / Double(g)).squareRoot()
    let period = measuredPeriod(samples)
    #expect(abs(period - expected) <= 0.02 * expected, "period \(period) s, expected \(expected) s")
  }

  /// An item pinned at its top edge (a zero-length anchor attachment, a revolute joint) is a
  /// physical pendulum: T = 2π√(I_pivot/(m·g·d)) with I_pivot = m(w² + h²)/12 + m·d², d = h/2.
  /// Tolerance 2 %.
  @Test func pinnedItemSwingsAtThePhysicalPendulumPeriod() {
    let width: CGFloat = 10
    let height: CGFloat = 40
    let pin = CGPoint(x: 200, y: 100)
    let theta0: CGFloat = 0.05
    let d = height / 2
    let item = TestItem(
      center: CGPoint(x: pin.x + d * sin(theta0), y: pin.y + d * cos(theta0)),
      size: CGSize(width: width, height: height))
    item.transform = CGAffineTransform(rotationAngle: -theta0)
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 400))
    let attachment = AttachmentBehavior(
      item: item, offsetFromCenter: Offset(horizontal: 0, vertical: -d), attachedToAnchor: pin)
    expectClose(attachment.length, 0, tolerance: 1e-9)
    animator.addBehavior(attachment)
    animator.addBehavior(GravityBehavior(items: [item]))
    var samples: [CGFloat] = []
    for _ in 0..<(6 * 120) {
      animator.runSteps(1)
      samples.append(item.center.x - pin.x)
    }
    let inertia = (width * width + height * height) / 12 + d * d
    let expected = 2 * Double.pi * Double(inertia / (g * d)).squareRoot()
    let period = measuredPeriod(samples)
    #expect(abs(period - expected) <= 0.02 * expected, "period \(period) s, expected \(expected) s")
  }

  /// A spring attachment (frequency f, no damping) to an item with no gravity oscillates at f.
  @Test func springAttachmentOscillatesAtItsFrequency() {
    let anchor = CGPoint(x: 200, y: 200)
    let item = TestItem(center: CGPoint(x: 300, y: 200), size: CGSize(width: 20, height: 20))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 400))
    let spring = AttachmentBehavior(item: item, attachedToAnchor: anchor)
    spring.length = 100
    spring.frequency = 2
    spring.damping = 0
    animator.addBehavior(spring)
    let kick = DynamicItemBehavior(items: [item])
    kick.addLinearVelocity(CGPoint(x: 50, y: 0), for: item)
    animator.addBehavior(kick)
    var samples: [CGFloat] = []
    for _ in 0..<(3 * 120) {
      animator.runSteps(1)
      samples.append(item.center.x - 300)
    }
    let period = measuredPeriod(samples)
    #expect(abs(period - 0.5) <= 0.02 * 0.5, "period \(period) s, expected 0.5 s")
  }

  /// A limit attachment lets items come closer but never farther than its length.
  @Test func limitAttachmentIsARope() {
    let top = TestItem(center: CGPoint(x: 200, y: 100), size: CGSize(width: 10, height: 10))
    let bottom = TestItem(center: CGPoint(x: 200, y: 150), size: CGSize(width: 10, height: 10))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 400))
    let rope = AttachmentBehavior.limitAttachment(
      with: top, offsetFromCenter: .zero, attachedTo: bottom, offsetFromCenter: .zero)
    let fixed = DynamicItemBehavior(items: [top])
    fixed.isAnchored = true
    animator.addBehavior(rope)
    animator.addBehavior(fixed)
    animator.addBehavior(GravityBehavior(items: [bottom]))
    animator.runSteps(120)
    expectClose(bottom.center.y - top.center.y, 50, tolerance: 1)
    #expect(top.center == CGPoint(x: 200, y: 100))
  }
}
