import Foundation
import SegueGeometry
import SeguePhysics
import SegueTesting
import Testing

@MainActor
@Suite struct SnapBehaviorTests {
  @Test func snapSettlesAtItsPoint() {
    let item = TestItem(center: CGPoint(x: 50, y: 50), size: CGSize(width: 60, height: 40))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 800))
    let snap = SnapBehavior(item: item, snapTo: CGPoint(x: 300, y: 600))
    #expect(snap.damping == 0.5)
    animator.addBehavior(snap)
    animator.runSteps(3 * 120)
    expectClose(item.center.x, 300, tolerance: 0.5)
    expectClose(item.center.y, 600, tolerance: 0.5)
  }

  @Test func movingTheSnapPointMovesTheItem() {
    let item = TestItem(center: CGPoint(x: 50, y: 50), size: CGSize(width: 30, height: 30))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 800))
    let snap = SnapBehavior(item: item, snapTo: CGPoint(x: 100, y: 100))
    animator.addBehavior(snap)
    animator.runSteps(3 * 120)
    snap.snapPoint = CGPoint(x: 200, y: 500)
    animator.runSteps(3 * 120)
    expectClose(item.center.x, 200, tolerance: 0.5)
    expectClose(item.center.y, 500, tolerance: 0.5)
  }
}
