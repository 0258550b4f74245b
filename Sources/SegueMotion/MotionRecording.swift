import Foundation
import SegueLayers
import SegueUI

// Recording a transition for the lint: the stage is stepped at `MotionCriteria.sampleRate`
// (the stage runs a frame at each sample, besides its own 60 Hz frames) and the presentation
// tree of each sample is reduced to per-layer tracks. The tree is the same reading that
// `segue render --format tree` prints and snapshot tests compare, so the lint judges exactly
// what the renderer would draw, with no pixels: the whole recording of a 1 s transition is a
// few hundred tree walks. After the nominal duration, sampling goes on until the stage is idle
// (springs and physics settle late), then the live objects are inspected for leftovers.
// Rejected: diffing rendered frames (slow, and a pixel diff cannot name the layer that jumped).

/// A transition sampled at a high rate: every layer's presentation values at every sample,
/// the fingers down, and what was left when it settled.
public struct MotionRecording: Sendable {
  /// The sample times, seconds from the transition's start, evenly spaced (with a sample before
  /// the start at 0 too when the recording started the transition, and one after a grace
  /// period at the end, see `record`).
  public var times: [Double]
  /// The interval between samples, seconds.
  public var sampleInterval: Double
  /// The transition's nominal duration, seconds (the length of a recording of it).
  public var duration: Double
  /// The layers that were in the tree at any sample, by id.
  public var tracks: [Int: LayerTrack]
  /// The number of fingers down at each sample.
  public var fingers: [Int]
  /// The window's bounds, points.
  public var window: CGRect
  /// What remained when the transition settled (or did not).
  public var end: EndState

  /// What the live stage held after the transition.
  public struct EndState: Sendable {
    /// Work still running when sampling gave up (empty when the stage settled).
    public var pendingWork: [String] = []
    /// Layers left paused (`speed` 0), as labels with ids.
    public var pausedLayers: [(id: Int?, label: String)] = []
    /// Layers with animations still attached, with their keys.
    public var animatedLayers: [(id: Int?, label: String, keys: [String])] = []
    /// View controllers that left the hierarchy during the transition and are still alive.
    public var liveControllers: [String] = []
  }

  /// The frame of a recording at `MotionCriteria.recordingFrameRate` closest to `time`, as
  /// `segue record` numbers them (`recordingProgress`: `round(duration × fps) + 1` frames evenly
  /// spread over the duration), or nil after its end.
  public func frame(at time: Double) -> Int? {
    let count = max(2, Int((duration * MotionCriteria.recordingFrameRate).rounded()) + 1)
    let index = Int((time / duration * Double(count - 1)).rounded())
    return index < count ? max(index, 0) : nil
  }

  /// The tracks in tree order of their first sample (stable output).
  public var orderedTracks: [LayerTrack] {
    tracks.values.sorted { $0.id < $1.id }
  }
}

extension MotionRecording {
  /// Records `stage` from now for `duration` seconds (the transition's, > 0) and on until it
  /// is idle (at most `MotionCriteria.settleTimeout` more), sampling every 1/`sampleRate` s.
  ///
  /// With `start`, the first sample is the stage as it is, then `start` runs (what begins the
  /// transition: a call, a tap) and the samples go on from the same time: a change in the
  /// transition's first frame is then a step like any other. Without it the transition has
  /// started already (a scene's `makeStartedStage`) and its first frame is the first sample.
  @MainActor
  public static func record(
    _ stage: Stage, duration: Double, sampleRate: Double = MotionCriteria.sampleRate,
    start: (() -> Void)? = nil
  ) -> MotionRecording {
    precondition(duration.isFinite && duration > 0, "a transition lasts > 0 s, got \(duration)")
    precondition(sampleRate.isFinite && sampleRate > 0, "a sample rate is > 0, got \(sampleRate)")
    var builder = RecordingBuilder(window: stage.window.bounds)
    var controllers = ControllerWatch()
    let origin = stage.time
    let interval = 1 / sampleRate
    if let start {
      builder.add(stage.layerContext.presentationTree(), at: 0)
      builder.fingers.append(stage.window.touchLocations.count)
      controllers.observe(stage.window.rootViewController)
      start()
    }
    var index = 0
    while true {
      let time = Double(index) * interval
      stage.advance(to: max(origin + time, stage.time))
      builder.add(stage.layerContext.presentationTree(), at: time)
      builder.fingers.append(stage.window.touchLocations.count)
      controllers.observe(stage.window.rootViewController)
      index += 1
      let settled = time >= duration && stage.isIdle
      if settled || time >= duration + MotionCriteria.settleTimeout { break }
    }
    // Objects a transition releases are let go of in the frames after it ends (the finished
    // transition is dropped at the next frame): one more sample after a grace period.
    let last = (builder.times.last ?? 0) + MotionCriteria.leftoverGrace
    stage.advance(to: max(origin + last, stage.time))
    builder.add(stage.layerContext.presentationTree(), at: last)
    builder.fingers.append(stage.window.touchLocations.count)
    var end = EndState()
    end.pendingWork = stage.pendingWork
    collectLayerLeftovers(stage.window.layer, in: stage.layerContext, into: &end)
    end.liveControllers = controllers.departedAndAlive(stage.window.rootViewController)
    return MotionRecording(
      times: builder.times, sampleInterval: interval, duration: duration,
      tracks: builder.finished(),
      fingers: builder.fingers,
      window: stage.window.bounds, end: end)
  }

  /// Adds the paused and still-animated layers of `layer`'s subtree (masks included).
  @MainActor
  private static func collectLayerLeftovers(
    _ layer: Layer, in context: LayerContext, into end: inout EndState
  ) {
    let id = context.presentationTreeID(of: layer)
    let label =
      (layer.name.map { "\(layer.typeName) \"\($0)\"" } ?? layer.typeName)
      + (id.map { " #\($0)" } ?? "")
    if layer.speed == 0 { end.pausedLayers.append((id, label)) }
    if let keys = layer.animationKeys(), !keys.isEmpty {
      end.animatedLayers.append((id, label, keys))
    }
    if let mask = layer.mask { collectLayerLeftovers(mask, in: context, into: &end) }
    for sublayer in layer.sublayers ?? [] {
      collectLayerLeftovers(sublayer, in: context, into: &end)
    }
  }
}

/// The view controllers seen in a window's hierarchy during a recording, held weakly.
@MainActor
private struct ControllerWatch {
  private final class Weak {
    weak var controller: ViewController?
    let name: String
    init(_ controller: ViewController) {
      self.controller = controller
      name = String(describing: type(of: controller))
    }
  }
  private var seen: [ObjectIdentifier: Weak] = [:]

  mutating func observe(_ root: ViewController?) {
    for controller in Self.hierarchy(root) where seen[ObjectIdentifier(controller)] == nil {
      seen[ObjectIdentifier(controller)] = Weak(controller)
    }
  }

  /// The names of the controllers seen before that are no longer in `root`'s hierarchy and
  /// are still alive.
  func departedAndAlive(_ root: ViewController?) -> [String] {
    let current = Set(Self.hierarchy(root).map(ObjectIdentifier.init))
    return seen.filter { !current.contains($0.key) && $0.value.controller != nil }
      .map(\.value.name).sorted()
  }

  private static func hierarchy(_ root: ViewController?) -> [ViewController] {
    guard let root else { return [] }
    return [root] + root.children.flatMap { hierarchy($0) }
      + hierarchy(root.presentedViewController)
  }
}
