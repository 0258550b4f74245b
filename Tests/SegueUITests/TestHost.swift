import Foundation
import SegueAnimation
import SegueGeometry
import SegueLayers

@testable import SegueUI

/// A root view hosted in a `LayerContext` driven by a manual clock at time 0.
@MainActor
final class TestHost {
  let clock = ManualClock(now: 0)
  let context: LayerContext
  let root: View

  init(size: CGSize = CGSize(width: 400, height: 400)) {
    context = LayerContext(clock: clock)
    root = View(frame: CGRect(origin: .zero, size: size))
    context.rootLayer = root.layer
    context.tick()
  }

  /// Adds `view` to the root and ticks once, so it has been on screen.
  @discardableResult
  func show<V: View>(_ view: V) -> V {
    root.addSubview(view)
    context.tick()
    return view
  }

  /// Moves the clock to `time` seconds and ticks.
  func advance(to time: Double) {
    clock.now = time
    context.tick()
  }
}

/// Records `finished` values a completion receives.
@MainActor
final class CompletionLog {
  private(set) var calls: [Bool] = []
  func record(_ finished: Bool) { calls.append(finished) }
}
