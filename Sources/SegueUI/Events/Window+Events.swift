import Foundation
import SegueLayers

extension Window {
  /// Delivers one pointer change now (the host-facing entry of the touch system): `point` in
  /// window coordinates (points), `time` in host seconds (default: the host clock's now).
  /// `finger` tells simultaneous touches apart (a mouse is finger 0). Hit testing happens on
  /// `.down`; recognizers get the change first, then the hit view (see TouchDispatcher).
  public func handlePointer(
    _ phase: PointerPhase, at point: CGPoint, time: Double? = nil, finger: Int = 0
  ) {
    touchDispatcher.handle(phase, at: point, time: time ?? currentTime ?? 0, id: finger)
  }

  /// Replays `script` with its time 0 at host time `start` (seconds): each pointer change is
  /// delivered by the first `prepareFrame()` whose time reaches it, with its own timestamp.
  /// Fingers of different scripts never collide.
  public func schedule(_ script: InputScript, startingAt start: Double) {
    let base = inputReplays.reduce(0) { max($0, $1.fingerBase + $1.fingerCount) }
    inputReplays.append(
      InputReplay(
        start: start, samples: script.samples(), fingerBase: base,
        fingerCount: script.steps.count))
  }

  /// Where the fingers that are down now are — scripted or from the host's pointer — in
  /// window coordinates (points), by finger: what a touch indicator marks.
  public var touchLocations: [CGPoint] { touchDispatcher.activeTouchLocations }

  /// Where the fingers of scheduled input scripts that are down now are (not the host's
  /// pointer), window coordinates (points), by finger: what a window marks for a scene that
  /// plays its own drags while a real mouse may also touch it.
  public var scriptedTouchLocations: [CGPoint] { touchDispatcher.scriptedTouchLocations }

  /// Whether scripted input remains to be delivered.
  public var hasPendingInput: Bool { !inputReplays.isEmpty }

  /// The time of the input being delivered (its timestamp, host seconds), else the host
  /// clock's now: what interaction controllers start their completion from, so that it does
  /// not depend on when the host drew the frame.
  public var inputTime: Double {
    touchDispatcher.deliveringTime ?? currentTime ?? 0
  }

  /// How far past a frame's time a scripted change may be due and still be delivered with
  /// it, seconds: a rounding error of the time, never a real delay.
  static let inputTimeTolerance: Double = 1e-9

  /// Delivers the scripted changes due by `time`, then runs the recognizers' timers.
  func deliverDueInput(at time: Double) {
    while let next = nextDueSample(by: time) {
      touchDispatcher.handle(
        next.sample.phase, at: next.sample.point, time: next.sample.time, id: next.finger,
        isScripted: true)
    }
    touchDispatcher.frameTick(at: time)
  }

  // Each delivery looks at the next sample of every replay (there are few) and advances one
  // replay's cursor: constant time per sample. Removing the delivered sample from the front of
  // the array instead moved every sample after it, which made a long script quadratic
  // (10,000 taps 0.4 s, 40,000 taps 3.9 s, a million taps minutes).
  private func nextDueSample(by time: Double) -> (sample: InputSample, finger: Int)? {
    var best: (replay: Int, time: Double)?
    for (index, replay) in inputReplays.enumerated() {
      guard let sample = replay.next else { continue }
      let due = replay.start + sample.time
      // A sample due at the frame's time counts even when the frame's time, computed
      // differently (p × duration), falls a rounding error short: a 120 Hz sample at 0.2 s
      // belongs to the 60 Hz frame at 0.2 s, else that frame shows the finger a sample late.
      // It keeps its own timestamp, so what it starts does not depend on the frame rate.
      if due <= time + Self.inputTimeTolerance, due < best?.time ?? .infinity {
        best = (index, due)
      }
    }
    guard let (index, due) = best else {
      inputReplays.removeAll { $0.next == nil }
      return nil
    }
    let sample = inputReplays[index].advance()
    let finger = inputReplays[index].fingerBase + sample.finger
    return (InputSample(time: due, phase: sample.phase, point: sample.point, finger: 0), finger)
  }
}

/// A script being replayed by a window: its samples in order, and how many were delivered.
struct InputReplay {
  let start: Double
  let samples: [InputSample]
  let fingerBase: Int
  let fingerCount: Int
  private var delivered = 0

  init(start: Double, samples: [InputSample], fingerBase: Int, fingerCount: Int) {
    self.start = start
    self.samples = samples
    self.fingerBase = fingerBase
    self.fingerCount = fingerCount
  }

  /// The next sample to deliver, or nil when all were.
  var next: InputSample? { delivered < samples.count ? samples[delivered] : nil }

  /// Returns the next sample and moves past it; there must be one.
  mutating func advance() -> InputSample {
    defer { delivered += 1 }
    return samples[delivered]
  }
}
