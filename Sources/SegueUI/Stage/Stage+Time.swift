import Foundation

extension Stage {
  /// Moves time forward by `interval` seconds (≥ 0), running every frame on the way and the
  /// frame at the end; `advance(by: 0)` runs one frame at the current time.
  public func advance(by interval: Double) {
    precondition(
      interval.isFinite && interval >= 0,
      "Stage.advance(by:) needs a finite interval ≥ 0 s, got \(interval)")
    advance(to: time + interval)
  }

  /// Moves time forward to `time` seconds, running every frame of `frameInterval` strictly
  /// between now and then, then the frame at `time` — also when `time` is now. Time never moves
  /// backwards: an earlier `time` is a programmer error.
  public func advance(to time: Double) {
    precondition(time.isFinite, "Stage.advance(to:) needs a finite time, got \(time)")
    precondition(
      time >= self.time - Self.timeTolerance,
      "a stage's time only moves forwards (at \(self.time) s, asked for \(time) s)")
    let target = max(time, self.time)
    while true {
      let next = nextFrameTime
      guard next < target - tolerance(at: target) else { break }
      clock.now = next
      runFrame()
    }
    clock.now = target
    runFrame()
  }

  /// Moves time straight to `time` seconds and runs one frame there — what a display does
  /// after the app stalled (a long computation, a suspended process): the frames in between
  /// never happen. Use it for long spans (hours, days), which `advance(to:)` would walk frame
  /// by frame; whatever was due meanwhile (input, animation ends, timers) happens in that one
  /// frame. Time never moves backwards.
  public func jump(to time: Double) {
    precondition(time.isFinite, "Stage.jump(to:) needs a finite time, got \(time)")
    precondition(
      time >= self.time - Self.timeTolerance,
      "a stage's time only moves forwards (at \(self.time) s, asked for \(time) s)")
    clock.now = max(time, self.time)
    runFrame()
  }

  /// Moves time straight on by `interval` seconds (≥ 0) with one frame at the end, as after a
  /// stall (`jump(to:)`).
  public func jump(by interval: Double) {
    precondition(
      interval.isFinite && interval >= 0,
      "Stage.jump(by:) needs a finite interval ≥ 0 s, got \(interval)")
    jump(to: time + interval)
  }

  /// The time of the next frame of the display after now, seconds (a multiple of
  /// `frameInterval`).
  var nextFrameTime: Double {
    // Strictly after now, however large now is: at days of stage time, `now / interval` can
    // round to just below a whole frame number that `now` already is.
    var index = (time / frameInterval).rounded(.down) + 1
    while index * frameInterval <= time + tolerance(at: time) { index += 1 }
    return index * frameInterval
  }

  /// How close two times near `time` must be to count as the same frame, seconds: `timeTolerance`,
  /// or a few units in the last place of `time` when that is more (long runs).
  func tolerance(at time: Double) -> Double {
    max(Self.timeTolerance, abs(time).ulp * 4)
  }

  /// How close two times must be to count as the same frame, seconds (well below any frame
  /// interval; absorbs the rounding of `n × interval`).
  static let timeTolerance = 1e-9

  /// The frames of a recording `duration` seconds long (> 0) from now at about `fps` frames
  /// a second: the first at the current time, the last at the end, evenly spaced
  /// (max(2, round(duration × fps) + 1) frames). Iterating advances the stage to each frame's
  /// time before handing it out, so the caller renders or inspects the stage there.
  public func frames(fps: Double, duration: Double) -> StageFrames {
    precondition(fps.isFinite && fps > 0, "Stage.frames needs fps > 0, got \(fps)")
    precondition(
      duration.isFinite && duration > 0, "Stage.frames needs a duration > 0 s, got \(duration)")
    let count = max(2, Int((duration * fps).rounded()) + 1)
    return StageFrames(stage: self, start: time, duration: duration, count: count)
  }
}

/// The frames of a recording (`Stage.frames(fps:duration:)`): iterating moves the stage to
/// each frame's time.
@preconcurrency @MainActor
public struct StageFrames: @MainActor Sequence {
  /// One frame of a recording.
  public struct Frame: Sendable, Hashable {
    /// The frame's position in the recording, from 0.
    public let index: Int
    /// The stage's time at the frame, seconds.
    public let time: Double
    /// How far through the recording the frame is, 0…1.
    public let progress: Double
  }

  let stage: Stage
  let start: Double
  let duration: Double
  /// How many frames the recording has (≥ 2).
  public let count: Int

  public func makeIterator() -> Iterator {
    Iterator(frames: self)
  }

  /// Moves the stage from frame to frame.
  @preconcurrency @MainActor
  public struct Iterator: @MainActor IteratorProtocol {
    let frames: StageFrames
    var position = 0

    public mutating func next() -> Frame? {
      guard position < frames.count else { return nil }
      let progress = Double(position) / Double(frames.count - 1)
      let time = frames.start + progress * frames.duration
      frames.stage.advance(to: time)
      defer { position += 1 }
      return Frame(index: position, time: time, progress: progress)
    }
  }
}
