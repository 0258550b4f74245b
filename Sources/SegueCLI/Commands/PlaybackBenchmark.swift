import Foundation
import Segue

/// Issue 17's "no frame over 2 × the median": every frame of a 60 fps playback of a scene, from
/// its first, drawn in order by a renderer that starts with nothing kept (as `segue record` and
/// the window start), each timed by the thread's CPU. Each playback is repeated on a fresh
/// renderer and every frame's median kept, so that another process taking the core once does
/// not make a spike; one the renderer makes (a first frame filling its caches) shows in every
/// repetition. Pictures are converted to Cairo's format once per process and shared by every
/// renderer (as Core Animation keeps an image's decoded pixels with the image): only the first
/// repetition converts them, as only the window's first frame of a screen does, before any
/// transition from it.
///
/// Each frame's floor (`CairoBaseline`) is drawn right after it, in the same order by a floor
/// that also starts with nothing kept, so that a slowest frame can be told apart: a stall of the
/// renderer's (the frame far over its own floor) or the content's costly phase (its floor as far
/// over the floors' median).
@MainActor
enum PlaybackBenchmark {
  /// The rate the goal is stated at.
  static let fps = 60

  /// One frame of the playback: where it is, its median time and its floor's (nil where the
  /// frame has none).
  struct Frame {
    let progress: Double
    let milliseconds: Double
    let floorMilliseconds: Double?
  }

  static func run(scene: any StageScene, device: Device, scale: Int, repetitions: Int) throws
    -> (playback: BenchResult.Playback, frames: [Frame])
  {
    let stage = scene.makeStartedStage(device: device)
    stage.holdCanvas()
    let points = FrameBenchmark.playbackPoints(duration: scene.duration, fps: fps)
    let lists = points.map { progress in
      stage.advance(to: scene.time(atProgress: progress, on: stage))
      return stage.displayList()
    }
    let floors = lists.map(CairoBaseline.floor(for:))
    let floored = floors.map { CairoBaseline.reasonWithoutFloor($0) == nil }
    var times = [[Double]](repeating: [], count: lists.count)
    var floorTimes = [[Double]](repeating: [], count: lists.count)
    for _ in 0..<repetitions {
      let renderer = CairoRenderer()
      let baseline = CairoBaseline()
      for (index, list) in lists.enumerated() {
        times[index].append(try threadCPUMilliseconds { _ = try renderer.draw(list, scale: scale) })
        floorTimes[index].append(
          try threadCPUMilliseconds { try baseline.draw(floors[index], scale: scale) })
      }
    }
    let frames = points.indices.map { index in
      Frame(
        progress: points[index], milliseconds: median(times[index]),
        floorMilliseconds: floored[index] ? median(floorTimes[index]) : nil)
    }
    let slowest = frames.max { $0.milliseconds < $1.milliseconds }
    var playback = BenchResult.Playback(
      fps: fps, frames: frames.count, medianMs: median(frames.map(\.milliseconds)),
      maxMs: slowest?.milliseconds ?? 0, maxProgress: slowest?.progress ?? 0)
    if !floored.contains(false) {
      playback.maxFloorMs = slowest?.floorMilliseconds
      playback.floorMedianMs = median(frames.compactMap(\.floorMilliseconds))
    }
    return (playback, frames)
  }

  /// The lines `--frames` prints: each frame over the goal, marked, or that none is.
  static func lines(_ playback: BenchResult.Playback, frames: [Frame]) -> [String] {
    let limit = BenchResult.Playback.spikeGoal * playback.medianMs
    let over = frames.filter { $0.milliseconds > limit }
    guard !over.isEmpty else {
      return [
        String(
          format: "  %d fps playback: %d frames, none over %.0f × the median (%.3f ms)",
          playback.fps, playback.frames, BenchResult.Playback.spikeGoal, playback.medianMs)
      ]
    }
    return over.map {
      String(
        format: "  %d fps frame at %.3f  %.3f ms  ✗ over %.0f × the playback's median (%.3f ms)",
        playback.fps, $0.progress, $0.milliseconds, BenchResult.Playback.spikeGoal,
        playback.medianMs)
        + ($0.floorMilliseconds.map { String(format: "  floor %.3f ms", $0) } ?? "")
    }
  }
}
