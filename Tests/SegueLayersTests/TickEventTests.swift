import Foundation
import SegueAnimation
import SegueGeometry
import Testing

@testable import SegueLayers

/// A tick decides from the inline copy of a layer's frame tracks whether any animation starts or
/// ends, and reads the animations themselves only then. Whichever way a layer's animations are
/// kept (inline copies for up to three fast tracks; read from `attached` for more, or for one
/// with a general evaluator), each delegate hears start when its begin time comes and stop
/// when it ends, exactly once, tick by tick.
@MainActor
@Suite struct TickEventTests {
  /// Adds `count` opacity animations beginning at 0.32 s, 0.42 s, …, each 0.5 s long, plus a
  /// keyframe animation beginning at 0.37 s when `keyframes` (no begin or end on a tick); ticks every 0.05 s to 2 s and returns
  /// each delegate's events with the times they were heard.
  private func run(count: Int, keyframes: Bool) -> [[String]] {
    let host = TestHost()
    let layer = Layer()
    host.addShown(layer)
    var delegates: [RecordingDelegate] = []
    var animations: [Animation] = []
    for index in 0..<count {
      let fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
      fade.beginTime = Double(32 + 10 * index) / 100
      animations.append(fade)
    }
    if keyframes {
      let move = KeyframeAnimation(keyPath: "position")
      move.values = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)]
      move.beginTime = 0.37
      animations.append(move)
    }
    var logs: [[String]] = Array(repeating: [], count: animations.count)
    for (index, animation) in animations.enumerated() {
      animation.duration = 0.5
      let delegate = RecordingDelegate()
      animation.delegate = delegate
      delegates.append(delegate)
      layer.add(animation, forKey: "a\(index)")
    }
    for step in 1...40 {
      let time = Double(step) * 0.05
      host.advance(to: time)
      for (index, delegate) in delegates.enumerated() where delegate.events.count > 0 {
        let heard = delegate.events.count
        if logs[index].count < heard {
          logs[index] += delegate.events[logs[index].count..<heard].map {
            "\($0)@\(String(format: "%.2f", time))"
          }
        }
      }
    }
    return logs
  }

  /// The events an animation beginning at `begin` hundredths of a second and lasting 0.5 s
  /// must give at ticks every 0.05 s: each at the first tick at or after its time.
  private func expected(begin: Int) -> [String] {
    func tick(_ hundredths: Int) -> String {
      String(format: "%.2f", Double((hundredths + 4) / 5 * 5) / 100)
    }
    return ["start@\(tick(begin))", "stop(true)@\(tick(begin + 50))"]
  }

  @Test(arguments: [(1, false), (3, false), (4, false), (2, true)])
  func eachAnimationStartsAndStopsOnceOnTime(count: Int, keyframes: Bool) {
    let logs = run(count: count, keyframes: keyframes)
    for index in 0..<count {
      #expect(logs[index] == expected(begin: 32 + 10 * index), "animation \(index)")
    }
    if keyframes { #expect(logs[count] == expected(begin: 37), "keyframes") }
  }
}
