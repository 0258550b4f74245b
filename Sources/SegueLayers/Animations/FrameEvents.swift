import Foundation
import SegueAnimation

// What a context's tick reads of a layer's animations: their timing and where they are in their
// life, nothing of how they change values. Kept apart from `FrameTracks` (which also hold the
// values, curves and setters a presentation reads), in a separate field of the layer next to
// the other fields a tick reads, so that a tick where nothing starts or ends reads a few
// consecutive cache lines of each layer instead of the whole tracks. Profiling
// `context-tick-10k` showed the tick copying all three tracks (432 bytes) out of each layer to
// look at their timings (session 39).

/// When a running animation has events: its timing and life, copied from its `FrameTrack`.
struct EventTrack {
  /// The timing and curve, shared as the frame track's are (TrackTiming.swift).
  let shared: UnsafePointer<TrackTiming>
  /// Whether `beginTime` still waits for the time at which the animation was added.
  let needsBeginTime: Bool
  /// Whether the start and stop events were queued.
  let didStart: Bool
  let didStop: Bool

  init(_ track: FrameTrack) {
    shared = track.shared
    needsBeginTime = track.needsBeginTime
    didStart = track.didStart
    didStop = track.didStop
  }

  /// Whether a tick at the parent time `time` has something to do: fix the begin time, queue
  /// the start event or the stop event (`LayerContext.visit`).
  func hasEvents(atLocalTime time: Double) -> Bool {
    if needsBeginTime { return true }
    if didStart, didStop { return false }
    let phase = shared.pointee.timing.phase(
      atParentTime: time, defaultDuration: MediaTimingParameters.defaultDuration)
    return (!didStart && phase != .before) || (!didStop && phase == .after)
  }
}

/// The event tracks of a layer's animations when they are copied inline (`FrameTracks`);
/// `Layer.attached` rebuilds them whenever it changes.
struct FrameEvents {
  /// How many of `entries` are in use, or nil when the tick reads `Layer.attached` instead
  /// (as `FrameTracks.count`).
  private(set) var count: Int?
  private(set) var entries = InlineArray<3, EventTrack>(repeating: EventTrack(.unused))

  init() { count = 0 }

  init(_ tracks: FrameTracks) {
    count = tracks.count
    for index in 0..<(count ?? 0) { entries[index] = EventTrack(tracks.entries[index]) }
  }

  /// Whether the layer has running animations (the inline copy knows without reading them).
  var isEmpty: Bool { count == 0 }

  /// Whether a tick at local time `time` has something to do for one of the animations: true
  /// when they are not copied here, so that the tick reads `Layer.attached` itself.
  func haveEvents(atLocalTime time: Double) -> Bool {
    guard let count else { return true }
    for index in 0..<count where entries[index].hasEvents(atLocalTime: time) { return true }
    return false
  }
}
