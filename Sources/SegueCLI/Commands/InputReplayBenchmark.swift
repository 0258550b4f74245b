import Foundation
import Segue

/// The `input-replay-100k` row: whether an input script's delivery stays linear in its length.
///
/// It replays 100,000 taps 3 ms apart (never more than 17 fingers down) and reports the time
/// per tap, against the time per tap of the first 10,000 of them replayed alone (the floor):
/// linear delivery keeps the ratio near 1. Delivery that took each sample off the front of an
/// array was quadratic (40,000 taps took 8 s, 100,000 about 40 s), a ratio near 10.
@MainActor
enum InputReplayBenchmark {
  nonisolated static let id = "input-replay-100k"
  nonisolated static let tapCount = 100_000
  nonisolated static let floorTapCount = 10_000

  static func run() -> BenchResult {
    let perTap = replayTime(taps: tapCount) / Double(tapCount)
    let floorPerTap = replayTime(taps: floorTapCount) / Double(floorTapCount)
    return BenchResult(id: id, width: 0, height: 0, medianMs: perTap, floorMs: floorPerTap)
  }

  /// Milliseconds to replay `count` taps on a fresh stage, to the end of the script.
  private static func replayTime(taps count: Int) -> Double {
    let stage = Stage(device: .iPhoneSE, rootViewController: ViewController())
    let script = InputScript(
      (0..<count).map { index in
        .tap(at: CGPoint(x: 10 + index % 300, y: 300), time: Double(index) * 0.003)
      })
    return milliseconds { stage.perform(script) }
  }
}
