import Foundation
import SegueGeometry
import SeguePhysics
import SegueTesting
import Testing

/// The Guillotine menu (seed 004) as UIKit code would write it: the menu, turned −90° about the
/// menu button's centre, is pinned there, pushed down at its far end, falls back upright about
/// the pin and bounces on a boundary along the left edge; completion is the animator pausing.
@MainActor
@Suite struct GuillotineSceneTests {
  @Test func menuFallsAboutItsPinBouncesAndPausesUpright() {
    let screen = CGSize(width: 393, height: 852)
    let pin = CGPoint(x: 28, y: 42)
    let local = CGPoint(x: screen.width / 2 - pin.x, y: screen.height / 2 - pin.y)
    let menu = TestItem(center: CGPoint(x: pin.x + local.y, y: pin.y - local.x), size: screen)
    menu.transform = CGAffineTransform(rotationAngle: -.pi / 2)
    let animator = DynamicAnimator(referenceBounds: CGRect(origin: .zero, size: screen))
    let pauses = PauseRecorder()
    animator.delegate = pauses
    let attachment = AttachmentBehavior(
      item: menu, offsetFromCenter: Offset(horizontal: -local.x, vertical: -local.y),
      attachedToAnchor: pin)
    let push = PushBehavior(items: [menu], mode: .continuous)
    push.setAngle(.pi / 2, magnitude: 300)
    push.setTargetOffsetFromCenter(Offset(horizontal: 0, vertical: screen.height / 2), for: menu)
    let collision = CollisionBehavior(items: [menu])
    collision.addBoundary(
      withIdentifier: "collide", from: CGPoint(x: -1, y: screen.height / 2),
      to: CGPoint(x: -1, y: screen.height))
    let contacts = ContactRecorder()
    collision.collisionDelegate = contacts
    let properties = DynamicItemBehavior(items: [menu])
    properties.elasticity = 0.5
    for behavior in [attachment, push, collision, properties] as [DynamicBehavior] {
      animator.addBehavior(behavior)
    }

    var time = 0.0
    animator.advance(to: time)
    var bounced = false
    while pauses.pauses == 0, time < 10 {
      time += 1.0 / 60
      animator.advance(to: time)
      // After touching the boundary the menu turns back (negative angle) for a while.
      if contacts.events.contains("began collide"), menu.angle < -0.01 { bounced = true }
    }
    #expect(pauses.pauses == 1)
    #expect(contacts.events.first == "began collide")
    #expect(bounced)
    // Upright again, resting on the boundary: within a skin (≈ 1.5 pt at 810 pt from the pin,
    // 0.002 rad) of its upright frame.
    expectClose(menu.angle, 0, tolerance: 0.005)
    expectClose(menu.center.x, screen.width / 2, tolerance: 2.5)
    expectClose(menu.center.y, screen.height / 2, tolerance: 2.5)
  }

  @Test func benchmarkScenesRun() {
    for scene in PhysicsBenchmark.Scene.allCases {
      #expect(PhysicsBenchmark.medianStepMilliseconds(scene, steps: 5) >= 0)
    }
  }
}
