import Foundation
import SegueAnimation
import SegueGeometry
import SegueLayers
import Testing

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

func expectClose(
  _ actual: CGFloat, _ expected: CGFloat, tolerance: CGFloat = 1e-9,
  _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
  let message = "\(actual) ≠ \(expected)" + (comment.map { " — \($0.rawValue)" } ?? "")
  #expect(
    abs(actual - expected) <= tolerance, Comment(rawValue: message), sourceLocation: sourceLocation)
}

func expectClose(
  _ actual: CGPoint, _ expected: CGPoint, tolerance: CGFloat = 1e-9,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual.x - expected.x) <= tolerance && abs(actual.y - expected.y) <= tolerance,
    "\(actual) ≠ \(expected)", sourceLocation: sourceLocation)
}

func expectClose(
  _ actual: CGRect, _ expected: CGRect, tolerance: CGFloat = 1e-9,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let pairs = [
    (actual.minX, expected.minX), (actual.minY, expected.minY),
    (actual.width, expected.width), (actual.height, expected.height),
  ]
  #expect(
    pairs.allSatisfy { abs($0 - $1) <= tolerance }, "\(actual) ≠ \(expected)",
    sourceLocation: sourceLocation)
}
