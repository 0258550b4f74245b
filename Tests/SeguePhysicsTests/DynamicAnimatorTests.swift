import Foundation
import SegueGeometry
import SeguePhysics
import SegueTesting
import Testing

@MainActor
final class PauseRecorder: DynamicAnimatorDelegate {
  var resumes = 0
  var pauses = 0
  func dynamicAnimatorWillResume(_ animator: DynamicAnimator) { resumes += 1 }
  func dynamicAnimatorDidPause(_ animator: DynamicAnimator) { pauses += 1 }
}

@MainActor
@Suite struct DynamicAnimatorTests {
  /// Thirty boxes, some turned, falling into the reference bounds and onto each other.
  func pileScene() -> (DynamicAnimator, [TestItem]) {
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 300, height: 500))
    var items: [TestItem] = []
    for index in 0..<30 {
      let item = TestItem(
        center: CGPoint(x: 40 + CGFloat(index % 6) * 45, y: 40 + CGFloat(index / 6) * 45),
        size: CGSize(width: 30, height: 20 + CGFloat(index % 3) * 5))
      item.transform = CGAffineTransform(rotationAngle: CGFloat(index) * 0.3)
      items.append(item)
    }
    let collision = CollisionBehavior(items: items)
    collision.translatesReferenceBoundsIntoBoundary = true
    let properties = DynamicItemBehavior(items: items)
    properties.elasticity = 0.3
    properties.friction = 0.4
    animator.addBehavior(GravityBehavior(items: items))
    animator.addBehavior(collision)
    animator.addBehavior(properties)
    return (animator, items)
  }

  @Test func sameSceneGivesTheSameStateHash() {
    let (first, _) = pileScene()
    let (second, _) = pileScene()
    let initial = first.stateHash
    first.runSteps(300)
    second.runSteps(300)
    #expect(first.stateHash == second.stateHash)
    #expect(first.stateHash != initial)
  }

  /// 1/30 s frames run four fixed steps each: at every common time the states are identical.
  @Test func frameRateDoesNotChangeTheTrajectory() {
    let (slow, slowItems) = pileScene()
    let (fast, fastItems) = pileScene()
    slow.advance(to: 10)
    fast.advance(to: 10)
    for frame in 1...60 {
      slow.advance(to: 10 + Double(frame) / 30)
      for quarter in 1...4 {
        fast.advance(to: 10 + Double(frame - 1) / 30 + Double(quarter) / 120)
      }
      #expect(slow.stateHash == fast.stateHash, "frame \(frame)")
    }
    #expect(slowItems.map(\.center) == fastItems.map(\.center))
    expectClose(slow.elapsedTime, 2, tolerance: 1e-9)
  }

  /// A 40-point box at (200, `y`) falling under gravity in a 400 × 800 box of walls, its
  /// animator's pauses and resumes recorded.
  static func boxFalling(fromY y: CGFloat) -> (TestItem, DynamicAnimator, PauseRecorder) {
    let item = TestItem(center: CGPoint(x: 200, y: y), size: CGSize(width: 40, height: 40))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 800))
    let recorder = PauseRecorder()
    animator.delegate = recorder
    let collision = CollisionBehavior(items: [item])
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(GravityBehavior(items: [item]))
    animator.addBehavior(collision)
    return (item, animator, recorder)
  }

  @Test func pausesAtRestOnceAndResumesOnANewPush() {
    let (item, animator, recorder) = Self.boxFalling(fromY: 700)
    #expect(!animator.isRunning)
    var time = 0.0
    animator.advance(to: time)
    for _ in 0..<(5 * 60) {
      time += 1.0 / 60
      animator.advance(to: time)
    }
    #expect(recorder.resumes == 1)
    #expect(recorder.pauses == 1)
    #expect(!animator.isRunning)
    let restingCenter = item.center
    let pausedElapsed = animator.elapsedTime
    for _ in 0..<60 {
      time += 1.0 / 60
      animator.advance(to: time)
    }
    #expect(recorder.pauses == 1)
    #expect(animator.elapsedTime == pausedElapsed)
    #expect(item.center == restingCenter)

    let push = PushBehavior(items: [item], mode: .instantaneous)
    push.setAngle(-.pi / 2, magnitude: 5)
    animator.addBehavior(push)
    time += 1.0 / 60
    animator.advance(to: time)
    #expect(recorder.resumes == 2)
    #expect(animator.isRunning)
    time += 1.0 / 60
    animator.advance(to: time)
    #expect(item.center.y < restingCenter.y)
  }

  /// Box2D's sleep rule (b2_linearSleepTolerance 0.01 m/s, b2_angularSleepTolerance 2°/s,
  /// b2_timeToSleep 0.5 s, Box2D 2.4's b2_common.h): the animator pauses once every item has
  /// stayed under both tolerances for half a second, not before. The speeds are read from the
  /// item's moves between steps (Box2D moves a body by its velocity × the step).
  @Test func pausesHalfASecondAfterComingToRest() {
    let (item, animator, recorder) = Self.boxFalling(fromY: 600)
    var lastMovingStep = 0
    var previous = (item.center, item.angle)
    var step = 0
    while recorder.pauses == 0, step < 5 * 120 {
      animator.runSteps(1)
      step += 1
      let speed = hypot(item.center.x - previous.0.x, item.center.y - previous.0.y) / h
      let spin = abs(item.angle - previous.1) / h
      if speed >= 1 || spin >= 2 * .pi / 180 { lastMovingStep = step }
      previous = (item.center, item.angle)
    }
    #expect(recorder.pauses == 1)
    #expect(lastMovingStep > 0, "it fell")
    // 60 steps of 1/120 s after the last one above the tolerances (give or take a step: the
    // position solver's last nudge is not a velocity).
    #expect(abs(step - lastMovingStep - 60) <= 1, "paused \(step - lastMovingStep) steps after")
  }

  @Test func actionsRunOncePerStep() {
    let item = TestItem(center: .zero, size: CGSize(width: 10, height: 10))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 800))
    let gravity = GravityBehavior(items: [item])
    var calls = 0
    let parent = DynamicBehavior()
    parent.addChildBehavior(gravity)
    gravity.action = { calls += 1 }
    animator.addBehavior(parent)
    #expect(gravity.dynamicAnimator === animator)
    animator.runSteps(10)
    #expect(calls == 10)
    animator.removeAllBehaviors()
    #expect(animator.behaviors.isEmpty)
    #expect(gravity.dynamicAnimator == nil)
  }

  @Test func itemsInRectUseTheirRotatedFrames() {
    let item = TestItem(center: CGPoint(x: 100, y: 100), size: CGSize(width: 100, height: 10))
    item.transform = CGAffineTransform(rotationAngle: .pi / 2)
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 800))
    animator.addBehavior(DynamicItemBehavior(items: [item]))
    animator.runSteps(1)
    // Turned a quarter, the 100 × 10 bar spans y 50 … 150 and x 95 … 105.
    #expect(animator.items(in: CGRect(x: 98, y: 140, width: 4, height: 4)).count == 1)
    #expect(animator.items(in: CGRect(x: 130, y: 95, width: 4, height: 4)).isEmpty)
  }

  @Test func anchoredItemsNeverMoveButStopOthers() {
    let floor = TestItem(center: CGPoint(x: 200, y: 400), size: CGSize(width: 300, height: 20))
    let box = TestItem(center: CGPoint(x: 200, y: 300), size: CGSize(width: 20, height: 20))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 800))
    let anchored = DynamicItemBehavior(items: [floor])
    anchored.isAnchored = true
    animator.addBehavior(GravityBehavior(items: [floor, box]))
    animator.addBehavior(CollisionBehavior(items: [floor, box]))
    animator.addBehavior(anchored)
    animator.runSteps(120)
    #expect(floor.center == CGPoint(x: 200, y: 400))
    // Two 1 pt polygon skins, less the 0.5 pt slop, separate resting shapes.
    expectClose(box.center.y, 380, tolerance: 2.5)
  }

  @Test func updateItemUsingCurrentStateMovesTheBody() {
    let item = TestItem(center: CGPoint(x: 10, y: 10), size: CGSize(width: 10, height: 10))
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 800))
    animator.addBehavior(DynamicItemBehavior(items: [item]))
    animator.runSteps(1)
    item.center = CGPoint(x: 300, y: 300)
    animator.updateItem(usingCurrentState: item)
    animator.runSteps(1)
    expectClose(item.center.x, 300, tolerance: 1e-3)
    expectClose(item.center.y, 300, tolerance: 1e-3)
  }
}

@MainActor
@Suite struct BehaviorLifecycleTests {
  func dropScene(in animator: DynamicAnimator, item: TestItem, collision: CollisionBehavior) {
    animator.addBehavior(GravityBehavior(items: [item]))
    animator.addBehavior(collision)
  }

  /// UIKit (iOS 9) lost a collision behaviour's boundaries when it was removed and re-added;
  /// here they survive, and a behaviour outlives its animator.
  @Test func collisionBehaviorKeepsItsBoundariesAcrossAnimators() {
    let collision = CollisionBehavior(items: [])
    collision.addBoundary(
      withIdentifier: "floor", from: CGPoint(x: 0, y: 300), to: CGPoint(x: 400, y: 300))
    let item = TestItem(center: CGPoint(x: 200, y: 100), size: CGSize(width: 20, height: 20))
    collision.addItem(item)
    do {
      let first = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 800))
      first.addBehavior(collision)
      first.runSteps(10)
      first.removeBehavior(collision)
      first.addBehavior(collision)
      first.runSteps(10)
    }
    let second = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 800))
    item.center = CGPoint(x: 200, y: 100)
    second.addBehavior(GravityBehavior(items: [item]))
    second.addBehavior(collision)
    second.runSteps(120)
    expectClose(item.center.y, 290, tolerance: 2.5)
  }

  /// The snap spring is built after item behaviours set the mass, so its frequency does not
  /// depend on density: a heavy item settles as fast as a light one.
  @Test func snapIsIndependentOfDensity() {
    var centers: [CGPoint] = []
    for density in [1.0, 25.0] {
      let item = TestItem(center: CGPoint(x: 50, y: 50), size: CGSize(width: 40, height: 40))
      let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 800))
      animator.addBehavior(SnapBehavior(item: item, snapTo: CGPoint(x: 250, y: 250)))
      let heavy = DynamicItemBehavior(items: [item])
      heavy.density = CGFloat(density)
      animator.addBehavior(heavy)
      animator.runSteps(20)
      centers.append(item.center)
    }
    expectClose(centers[0].x, centers[1].x, tolerance: 0.01)
    expectClose(centers[0].y, centers[1].y, tolerance: 0.01)
  }
}
