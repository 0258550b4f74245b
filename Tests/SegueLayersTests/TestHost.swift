import Foundation
import SegueAnimation
import SegueGeometry

@testable import SegueLayers

/// A hosted tree at time 0 whose layers have been shown once (so implicit actions apply).
@MainActor
final class TestHost {
  let clock = ManualClock(now: 0)
  let context: LayerContext
  let root = Layer()

  init() {
    context = LayerContext(clock: clock)
    root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
    context.rootLayer = root
    context.tick()
  }

  /// Adds a layer to the root and shows it (ticks), so later changes animate implicitly.
  func addShown(_ layer: Layer) {
    root.addSublayer(layer)
    context.tick()
  }

  /// Moves the clock to `time` seconds and ticks.
  func advance(to time: Double) {
    clock.now = time
    context.tick()
  }
}

/// Records delegate calls in order.
@MainActor
final class RecordingDelegate: AnimationDelegate {
  var events: [String] = []
  func animationDidStart(_ anim: Animation) { events.append("start") }
  func animationDidStop(_ anim: Animation, finished flag: Bool) { events.append("stop(\(flag))") }
}
