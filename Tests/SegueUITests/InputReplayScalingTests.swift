import Foundation
import SegueUI
import Testing

@MainActor
@Suite struct InputReplayScalingTests {
  /// 100,000 taps, 3 ms apart (never more than 17 fingers down), replayed to the end: each
  /// sample once taken off the front of an array (moving all the rest), which made this
  /// quadratic (8 s for 40,000, about 40 s for 100,000); linear, it takes a few seconds.
  @Test func aLongScriptIsDeliveredInLinearTime() {
    let stage = Stage(device: .iPhoneSE, rootViewController: ViewController())
    let taps = (0..<100_000).map { index in
      InputScript.Step.tap(at: CGPoint(x: 10 + index % 300, y: 300), time: Double(index) * 0.003)
    }
    let script = InputScript(taps)
    #expect(throws: Never.self) { try script.validate() }
    let start = Date()
    stage.perform(script)
    let elapsed = Date().timeIntervalSince(start)
    #expect(!stage.window.hasPendingInput)
    #expect(elapsed < 20, "100,000 taps took \(elapsed) s")
  }
}
