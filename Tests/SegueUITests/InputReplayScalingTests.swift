import Foundation
import SegueUI
import Testing

/// A view that counts the touches that begin and end on it, and the order they begin in.
@MainActor
private final class TouchCountingView: View {
  var began: [CGFloat] = []
  var ended = 0

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    began += touches.map { $0.location(in: self).x }.sorted()
  }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    ended += touches.count
  }
}

@MainActor
@Suite struct InputReplayScalingTests {
  /// 20,000 taps, 3 ms apart (never more than 17 fingers down), replayed to the end: every tap
  /// begins and ends exactly once, in the script's order. Delivery once took each sample off
  /// the front of an array, quadratic in the script's length; `segue bench input-replay-100k`
  /// measures the time per tap of 100,000 against 10,000 (a timed assertion here would only
  /// measure the machine's load).
  @Test func aLongScriptIsDeliveredCompletelyAndInOrder() throws {
    let root = ViewController()
    let counter = TouchCountingView()
    root.view.addSubview(counter)
    let stage = Stage(device: .iPhoneSE, rootViewController: root)
    counter.frame = stage.window.bounds
    let count = 20_000
    let taps = (0..<count).map { index in
      InputScript.Step.tap(at: CGPoint(x: 10 + index % 300, y: 300), time: Double(index) * 0.003)
    }
    let script = InputScript(taps)
    try script.validate()
    stage.perform(script)
    #expect(!stage.window.hasPendingInput)
    #expect(counter.began.count == count)
    #expect(counter.ended == count)
    let expected = (0..<count).map { CGFloat(10 + $0 % 300) }
    #expect(counter.began == expected, "taps began out of the script's order")
  }
}
