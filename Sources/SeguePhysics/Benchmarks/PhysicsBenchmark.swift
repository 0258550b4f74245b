import Foundation
import SegueGeometry

/// Timing of the physics step on fixed scenes, for `segue bench`.
///
/// Benchmarks may read the clock (tests never do): each scene is built, then stepped one fixed
/// step (1/120 s) at a time under `ContinuousClock`, and the median step cost is returned.
public enum PhysicsBenchmark {
  /// A benchmark scene.
  public enum Scene: String, CaseIterable, Sendable {
    /// The Guillotine menu: one 393 × 852 item turned 90°, pinned near a corner, pushed down
    /// at its far end so that it falls about the pin onto a boundary and bounces.
    case menu
    /// 200 boxes of 20 × 20 falling into a 300 × 600 container and piling up.
    case boxes200 = "boxes-200"
  }

  /// Runs `scene` for up to `steps` fixed steps (fewer if the animator pauses at rest) and
  /// returns the median cost of one step, in milliseconds.
  @preconcurrency @MainActor
  public static func medianStepMilliseconds(_ scene: Scene, steps: Int = 600) -> Double {
    let animator = makeAnimator(scene)
    let clock = ContinuousClock()
    var costs: [Double] = []
    costs.reserveCapacity(steps)
    animator.step(by: DynamicAnimator.timeStep)
    for _ in 0..<steps where animator.isRunning {
      let elapsed = clock.measure { animator.step(by: DynamicAnimator.timeStep) }
      costs.append(milliseconds(elapsed))
    }
    costs.sort()
    return costs.isEmpty ? 0 : costs[costs.count / 2]
  }

  private static func milliseconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) * 1000 + Double(parts.attoseconds) / 1e15
  }

  @MainActor
  static func makeAnimator(_ scene: Scene) -> DynamicAnimator {
    switch scene {
    case .menu: return GuillotineScene().animator
    case .boxes200: return boxes(count: 200)
    }
  }

  @MainActor
  private static func boxes(count: Int) -> DynamicAnimator {
    let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 300, height: 600))
    let items: [any DynamicItem] = (0..<count).map { index in
      let item = BenchmarkItem(
        center: CGPoint(x: 20 + CGFloat(index % 10) * 28, y: 20 + CGFloat(index / 10) * 26),
        size: CGSize(width: 20, height: 20))
      item.transform = CGAffineTransform(rotationAngle: CGFloat(index % 7) * 0.2)
      return item
    }
    let collision = CollisionBehavior(items: items)
    collision.translatesReferenceBoundsIntoBoundary = true
    let properties = DynamicItemBehavior(items: items)
    properties.elasticity = 0.2
    properties.friction = 0.5
    animator.addBehavior(GravityBehavior(items: items))
    animator.addBehavior(collision)
    animator.addBehavior(properties)
    return animator
  }
}

/// The Guillotine menu's physics (seed 004): the menu, turned −90° about the menu button's
/// centre, is pinned there, pushed down at its far end, swings back to upright and bounces on a
/// boundary along the screen's left edge.
@MainActor
struct GuillotineScene {
  /// The screen (and menu) size, in points: an iPhone 15 in portrait.
  static let screen = CGSize(width: 393, height: 852)
  /// The menu button's centre, in screen points: the pin.
  static let pin = CGPoint(x: 28, y: 42)

  let menu: BenchmarkItem
  let animator: DynamicAnimator
  let collision: CollisionBehavior

  init() {
    let size = Self.screen
    let pin = Self.pin
    // Upright, the menu fills the screen; turning it −90° about the pin puts its centre at
    // pin + R(−90°)·(centre − pin), with R(−90°)·(x, y) = (y, −x) on a y-down screen.
    let local = CGPoint(x: size.width / 2 - pin.x, y: size.height / 2 - pin.y)
    menu = BenchmarkItem(
      center: CGPoint(x: pin.x + local.y, y: pin.y - local.x), size: size)
    menu.transform = CGAffineTransform(rotationAngle: -.pi / 2)
    animator = DynamicAnimator(referenceBounds: CGRect(origin: .zero, size: size))
    let attachment = AttachmentBehavior(
      item: menu, offsetFromCenter: Offset(horizontal: -local.x, vertical: -local.y),
      attachedToAnchor: pin)
    let push = PushBehavior(items: [menu], mode: .continuous)
    push.setAngle(.pi / 2, magnitude: 300)
    push.setTargetOffsetFromCenter(Offset(horizontal: 0, vertical: size.height / 2), for: menu)
    collision = CollisionBehavior(items: [menu])
    collision.addBoundary(
      withIdentifier: "collide", from: CGPoint(x: -1, y: size.height / 2),
      to: CGPoint(x: -1, y: size.height))
    let properties = DynamicItemBehavior(items: [menu])
    properties.elasticity = 0.5
    animator.addBehavior(attachment)
    animator.addBehavior(push)
    animator.addBehavior(collision)
    animator.addBehavior(properties)
  }
}

/// A bare dynamic item for the benchmark scenes.
@MainActor
final class BenchmarkItem: DynamicItem {
  var center: CGPoint
  let bounds: CGRect
  var transform: CGAffineTransform = .identity

  init(center: CGPoint, size: CGSize) {
    self.center = center
    bounds = CGRect(origin: .zero, size: size)
  }
}
