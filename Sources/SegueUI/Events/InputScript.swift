import Foundation
import SegueAnimation
import SegueLayers

/// Scripted touch input for headless hosts: taps, presses and drags at given times, which a
/// window replays against its host clock (`Window.schedule(_:startingAt:)`).
///
/// A script is a list of steps, each with its own finger and start time (seconds, relative
/// to the time the script is scheduled at); steps may overlap (two fingers). The replay
/// samples moving fingers at `sampleRate`, like a touch digitizer, and delivers every sample
/// due by a frame's time when the frame is prepared, each with its own timestamp — so what a
/// recognizer sees (and a pan's velocity) does not depend on how often the host draws.
public struct InputScript: Sendable, Hashable, Codable {
  /// How often a moving finger is sampled, hertz (Segue's choice: a 120 Hz digitizer).
  public static let sampleRate: Double = 120
  /// How long the final straight run of a drag with a release velocity lasts, seconds: long
  /// enough to fill a pan's velocity window (`PanGestureRecognizer.velocityWindow`).
  public static let releaseRunDuration: Double = 0.1

  /// How fast a drag's finger moves when it goes down and when it lifts: at rest where the
  /// curve eases, else at the curve's slope there times the drag's mean speed (`.linear`: the
  /// mean speed). Between its waypoints the finger moves as a hand does (see `DragMotion`):
  /// its velocity never jumps.
  public enum Easing: String, Sendable, Hashable, Codable {
    case linear, easeIn, easeOut, easeInOut
  }

  /// One gesture of one finger.
  public enum Step: Sendable, Hashable, Codable {
    /// A finger down and up at `point` (window coordinates, points) at `time` (seconds), 0.05 s
    /// apart (`tapDuration`).
    case tap(at: CGPoint, time: Double)
    /// A finger held still at `point` from `time` for `duration` seconds.
    case press(at: CGPoint, time: Double, duration: Double)
    /// A finger going down at `path[0]` at `time` and passing through every point of `path`
    /// over `duration` seconds, lifting at its last point: a smooth movement that starts and
    /// ends at the speeds `easing` gives and slows into turns (a reversal comes to rest).
    /// With a `releaseVelocity` (points per second), the finger reaches that velocity
    /// smoothly and the last `InputScript.releaseRunDuration` seconds are a straight run at
    /// exactly that velocity ending at the last point, so the pan's release velocity is that
    /// value.
    case drag(
      path: [CGPoint], time: Double, duration: Double, easing: Easing,
      releaseVelocity: CGPoint?)
  }

  /// How long a tap's finger stays down, seconds (Segue's choice).
  public static let tapDuration: Double = 0.05

  /// The steps, each its own finger.
  public var steps: [Step]

  /// Creates a script of `steps`.
  public init(_ steps: [Step] = []) {
    self.steps = steps
  }

  /// When the last finger lifts, seconds after the script's start.
  public var duration: Double {
    steps.map { step in
      switch step {
      case .tap(_, let time): time + Self.tapDuration
      case .press(_, let time, let duration): time + duration
      case .drag(_, let time, let duration, _, _): time + duration
      }
    }.max() ?? 0
  }

  /// The pointer changes of the script, by time (seconds after its start), then finger.
  func samples() -> [InputSample] {
    var samples: [InputSample] = []
    for (finger, step) in steps.enumerated() {
      switch step {
      case .tap(let point, let time):
        samples.append(InputSample(time: time, phase: .down, point: point, finger: finger))
        samples.append(
          InputSample(time: time + Self.tapDuration, phase: .up, point: point, finger: finger))
      case .press(let point, let time, let duration):
        samples.append(InputSample(time: time, phase: .down, point: point, finger: finger))
        samples.append(
          InputSample(time: time + duration, phase: .up, point: point, finger: finger))
      case .drag(let path, let time, let duration, let easing, let velocity):
        samples += dragSamples(
          path: path, time: time, duration: duration, easing: easing, velocity: velocity,
          finger: finger)
      }
    }
    return samples.enumerated().sorted { a, b in
      a.element.time != b.element.time ? a.element.time < b.element.time : a.offset < b.offset
    }.map(\.element)
  }

  private func dragSamples(
    path: [CGPoint], time: Double, duration: Double, easing: Easing, velocity: CGPoint?,
    finger: Int
  ) -> [InputSample] {
    let motion = DragMotion(
      path: path, duration: duration, easing: easing, releaseVelocity: velocity)
    var samples = [InputSample(time: time, phase: .down, point: motion.start, finger: finger)]
    let count = max(Int((duration * Self.sampleRate).rounded(.up)), 1)
    for index in 1...count {
      let elapsed = min(Double(index) / Self.sampleRate, duration)
      samples.append(
        InputSample(
          time: time + elapsed, phase: .move, point: motion.point(at: elapsed), finger: finger))
    }
    samples.append(
      InputSample(time: time + duration, phase: .up, point: motion.end, finger: finger))
    return samples
  }
}

/// One scripted pointer change.
struct InputSample: Sendable, Hashable {
  let time: Double
  let phase: PointerPhase
  let point: CGPoint
  let finger: Int
}
