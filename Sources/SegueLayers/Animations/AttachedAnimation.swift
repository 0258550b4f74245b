import Foundation
import SegueAnimation
import SegueGeometry

// Running animations are stored by value, contiguously, in each layer's `attached` array, with
// the common animations (from/to of a number or a point) evaluated by an inline `FastTrack`
// that holds its values and a setter that captures nothing. Other animations (keyframes,
// groups, springs of colours…) keep a general evaluator.
// What computing a frame reads of an animation (`FrameTrack`: fast track, flags, and a pointer
// to the timing and curve it shares with the animations of its block, `TrackTiming`) is plain
// data, without references that retain: copying it retains nothing. A layer running up to three
// animations, none general, also keeps a copy of their frame tracks inline in the layer object
// (`FrameTracks`), so that computing its presentation reads the model and the tracks in one
// sequential run of memory. Profiling 10,000 layers with three animations each showed the time
// going to cache misses and to copies that retain, not to arithmetic: the separate buffer of
// `attached` cost a cache miss per layer, half of the frame.

/// An animation running on a layer: the copy that was added, its resolved timing, how to
/// evaluate it, and where it is in its life (added → started → stopped, each event once).
struct AttachedAnimation {
  let key: String
  /// The copy made when it was added (what `animation(forKey:)` returns).
  private(set) var animation: Animation
  /// What computing a frame reads: timing, fast track and flags.
  var frame: FrameTrack
  /// How to apply an animation that has no fast track.
  private(set) var evaluator: (any AnimationEvaluator)?
  let group: CompletionGroup
  /// The owner of the timing and curve that `frame` and its copies point to (TrackTiming.swift).
  private var shared: SharedTrackTiming

  @MainActor
  init(key: String, animation: Animation, track: Track, group: CompletionGroup) {
    self.key = key
    self.animation = animation
    let fast: FastTrack?
    let curve: ProgressCurve
    switch track {
    case .fast(let track, let trackCurve):
      (fast, curve) = (track, trackCurve)
      evaluator = nil
    case .general(let general):
      (fast, curve) = (nil, .timingFunction(nil))
      evaluator = general
    }
    shared = SharedTrackTiming.make(timing: animation.timing, curve: curve)
    self.frame = FrameTrack(
      shared: shared.pointer, fast: fast, needsBeginTime: animation.beginTime == 0,
      isRemovedOnCompletion: animation.isRemovedOnCompletion)
    self.group = group
    group.animationStarted()
  }

  /// Swaps in `animation` (a copy) evaluated by `track`, keeping the running one's timing and
  /// life (`Layer.replaceRunningAnimation(forKey:with:)`).
  @MainActor
  mutating func replace(with animation: Animation, track: Track) {
    self.animation = animation
    let fast: FastTrack?
    let curve: ProgressCurve
    switch track {
    case .fast(let track, let trackCurve):
      (fast, curve) = (track, trackCurve)
      evaluator = nil
    case .general(let general):
      (fast, curve) = (nil, .timingFunction(nil))
      evaluator = general
    }
    shared = SharedTrackTiming.make(timing: timing, curve: curve)
    var replaced = FrameTrack(
      shared: shared.pointer, fast: fast, needsBeginTime: frame.needsBeginTime,
      isRemovedOnCompletion: frame.isRemovedOnCompletion)
    replaced.didStart = frame.didStart
    replaced.didStop = frame.didStop
    frame = replaced
  }

  /// The animation's timing; setting it shares other values (with the same curve).
  @MainActor var timing: MediaTimingParameters {
    get { frame.timing }
    set {
      shared = SharedTrackTiming.make(timing: newValue, curve: frame.shared.pointee.curve)
      frame.shared = shared.pointer
    }
  }
  /// Whether `beginTime` still waits for the time at which the animation was added.
  var needsBeginTime: Bool {
    get { frame.needsBeginTime }
    set { frame.needsBeginTime = newValue }
  }
  var isRemovedOnCompletion: Bool { frame.isRemovedOnCompletion }
  /// Whether the start event was queued.
  var didStart: Bool {
    get { frame.didStart }
    set { frame.didStart = newValue }
  }
  /// Whether the stop event was queued.
  var didStop: Bool {
    get { frame.didStop }
    set { frame.didStop = newValue }
  }
}

/// The part of a running animation that computing a frame reads; plain data.
struct FrameTrack {
  /// The timing and curve, shared with the animations that have the same ones; kept alive by
  /// the `AttachedAnimation` this track belongs to (TrackTiming.swift).
  var shared: UnsafePointer<TrackTiming>
  /// nil for an animation applied by its general evaluator.
  let fast: FastTrack?
  /// Whether `beginTime` still waits for the time at which the animation was added.
  var needsBeginTime: Bool
  let isRemovedOnCompletion: Bool
  /// Where the animation is in its life (kept here, inline in the layer, so that a tick can
  /// tell that nothing happens to an animation without reading `Layer.attached`).
  var didStart = false
  var didStop = false

  /// Stands in the unused slots of `FrameTracks`; never applied.
  static var unused: FrameTrack {
    FrameTrack(
      shared: SharedTrackTiming.unused.pointer, fast: nil, needsBeginTime: true,
      isRemovedOnCompletion: true)
  }

  /// The animation's timing.
  var timing: MediaTimingParameters { shared.pointee.timing }

  /// Where the animation is at the layer's local time `time` and its progress along its
  /// curve, or nil when it does not show; from the shared values' cache when an animation
  /// sharing them asked the same time before (`TrackTiming.sampled(atLocalTime:)`).
  @MainActor
  func sample(atLocalTime time: Double) -> (sample: TimingSample, progress: Double)? {
    guard !needsBeginTime else { return nil }
    // The one write through the shared pointer: the cache (TrackTiming.swift).
    let sampled = UnsafeMutablePointer(mutating: shared).pointee.sampled(atLocalTime: time)
    guard let sample = sampled.sample else { return nil }
    // A finished animation that is removed on completion no longer shows, even before the tick
    // that removes it.
    if sample.phase == .after, isRemovedOnCompletion { return nil }
    return (sample, sampled.progress)
  }
}

/// A copy of the frame tracks of a layer's animations, stored inline in the layer right after
/// its model (see the note at the top of this file). `Layer.attached` rebuilds it whenever it
/// changes.
struct FrameTracks {
  /// How many of `entries` are in use, or nil when the layer's animations are read from
  /// `attached` instead: there are more than fit, or one has a general evaluator.
  private(set) var count: Int?
  private(set) var entries = InlineArray<3, FrameTrack>(repeating: .unused)

  init() { count = 0 }

  init(_ attached: [AttachedAnimation]) {
    guard attached.count <= entries.count, attached.allSatisfy({ $0.evaluator == nil }) else {
      count = nil
      return
    }
    for index in attached.indices { entries[index] = attached[index].frame }
    count = attached.count
  }
}

/// Sets a `CGFloat` property: a function without context (`@convention(thin)`, always a closure
/// literal that captures nothing), so that a track holding it is plain data and calling it
/// reads no heap context.
typealias CGFloatSetter = @convention(thin) (inout LayerValues, CGFloat) -> Void
/// Sets a `Float` property (see `CGFloatSetter`).
typealias FloatSetter = @convention(thin) (inout LayerValues, Float) -> Void
/// Sets a point property (see `CGFloatSetter`).
typealias PointSetter = @convention(thin) (inout LayerValues, CGPoint) -> Void

/// How a running animation changes layer values.
enum Track {
  /// A from/to animation of a number or a point, evaluated inline along `curve`.
  case fast(FastTrack, curve: ProgressCurve)
  /// Any other animation.
  case general(any AnimationEvaluator)
}

/// A from/to animation of a number or a point: its values and setter (plain data; its curve is
/// in the track's `TrackTiming`).
enum FastTrack {
  /// A from/to animation of a `CGFloat` property.
  case cgFloat(from: CGFloat, to: CGFloat, set: CGFloatSetter)
  /// A from/to animation of a `Float` property.
  case float(from: Float, to: Float, set: FloatSetter)
  /// A from/to animation of a point property.
  case point(from: CGPoint, to: CGPoint, set: PointSetter)

  /// Writes the value at `progress` (along the curve, 0 at `from`, 1 at `to`) into `values`.
  @MainActor
  func apply(to values: inout LayerValues, progress p: Double) {
    switch self {
    case .cgFloat(let from, let to, let set):
      set(&values, from + (to - from) * CGFloat(p))
    case .float(let from, let to, let set):
      set(&values, from + (to - from) * Float(p))
    case .point(let from, let to, let set):
      let p = CGFloat(p)
      let point = CGPoint(x: from.x + (to.x - from.x) * p, y: from.y + (to.y - from.y) * p)
      set(&values, point)
    }
  }
}
