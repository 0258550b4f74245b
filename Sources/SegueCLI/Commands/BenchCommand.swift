import ArgumentParser
import Foundation
import Segue

/// `bench`: the cost of frames, as ratios to a floor measured in the same run.
///
/// For each scene with a transition, frames at progress 0.1…0.9 are rendered in order, as a playback would, at the
/// device's full resolution on one thread; the median time per frame is compared with the
/// floor, the cheapest Cairo/pixman program drawing the same backgrounds, pictures, text, 3D
/// planes and page curls, with the same alpha and under the same clips (`CairoBaseline`). Each
/// scene row also times every frame of a 60 fps playback from its first frame on a fresh
/// renderer, against the goal of no frame over 2 × the median (`PlaybackBenchmark`). Frames and floors are timed by the thread's CPU time
/// (`threadCPUMilliseconds`): each is drawn on one thread, and on a shared machine the wall
/// clock also counts other processes' time slices. The `tick-10k` row measures computing
/// the presentation of 10,000 layers with three running animations each, against the floor of
/// reading the same layers' model values; `context-tick-10k` measures one `LayerContext.tick()`
/// of the same tree (the walk that starts and retires animations), against the same floor; both
/// tick rows time the thread's CPU (`threadCPUMilliseconds`), not the wall clock. The
/// `physics-…` rows give the median cost of one fixed 1/120 s simulation step of the Guillotine
/// menu scene and of 200 falling boxes; they have no floor (`floor_ms` and `ratio` are null).
/// The `soak-10k` row runs 10,000 transitions in one window and reports the resident memory
/// after the first 100 and after all of them (`SoakBenchmark`; `soak-1k` the same over 1,000);
/// `rss-demo` and `rss-soak-1k` the peak resident memory of a whole `demo` and of `soak-1k`, each
/// in a child process, against a goal (`MemoryBenchmark`); `input-replay-100k` the time per
/// tap of a 100,000-tap input script against that of 10,000 (`InputReplayBenchmark`);
/// `demo-parallel` and `record-parallel` the time of `demo`'s export and of a `record` on a
/// thread per core against one thread, with every file compared (`ParallelExportBenchmark`); `play-session` the 99th percentile of a
/// window's frame times over the app's scripted session (`PlaySessionBenchmark`). The
/// `constraints-…` rows time the constraint solver on a 1,000-view screen against kiwi on the
/// same system (`ConstraintBenchmark`); the `layout-…` rows time Auto Layout (a 200-row stack
/// view screen, and one constant change) against hand-written frame layout of the same screen
/// (`LayoutBenchmark`).
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Measure ms per frame against the Cairo floor, and the animation tick.")

  @Argument(
    help:
      "Only this scene (or tick-10k, context-tick-10k, physics-menu, physics-boxes-200, soak-10k, soak-1k, rss-demo, rss-soak-1k, input-replay-100k, demo-parallel, record-parallel, play-session, constraints-scratch-1000, constraints-edit, layout-stack-200, layout-constant-edit, layout-edit-kiwi); default: all."
  )
  var id: String?

  @Flag(help: "Print a JSON array of {id, width, height, median_ms, floor_ms, ratio}.")
  var json = false

  @Option(parsing: .unconditional, help: "Timed repetitions per frame.")
  var repetitions: Int = 5

  @Flag(
    help:
      "Also print each frame's median and floor and the 60 fps frames over 2 × the median (scenes), or the ten slowest frames (play-session)."
  )
  var frames = false

  @Option(
    parsing: .unconditional, help: "Time only the frame at this progress (0…1), e.g. to profile it."
  )
  var at: Double?

  @Option(
    parsing: .unconditional,
    help:
      "Time every frame of a playback at this rate (frames per second) instead of progress 0.1…0.9."
  )
  var fps: Int?

  @OptionGroup var render: RenderOptions

  func validate() throws {
    guard (1...100).contains(repetitions) else {
      throw ValidationError("--repetitions must be 1…100")
    }
    if let at, !(0...1).contains(at) {
      throw ValidationError("--at must be a progress 0…1, got \(at)")
    }
    if let fps, !(1...240).contains(fps) {
      throw ValidationError("--fps must be 1…240, got \(fps)")
    }
    if at != nil, fps != nil {
      throw ValidationError("--at and --fps cannot be combined")
    }
  }

  func run() throws {
    let catalog = SceneCatalog.current
    let extra =
      TickBenchmark.Row.allCases.map(\.rawValue) + PhysicsRows.ids + [
        SoakBenchmark.id, SoakBenchmark.shortID, InputReplayBenchmark.id,
      ] + ParallelExportBenchmark.Row.allCases.map(\.rawValue)
      + MemoryBenchmark.Row.allCases.map(\.rawValue)
      + (PlaySessionBenchmark.isAvailable(in: catalog) ? [PlaySessionBenchmark.id] : [])
      + ConstraintBenchmark.Row.allCases.map(\.rawValue)
      + LayoutBenchmark.Row.allCases.map(\.rawValue) + [LayoutKiwiBenchmark.id]
    let ids =
      try id.map {
        [extra.contains($0) || $0 == PlaySessionBenchmark.id ? $0 : try catalog.transition($0).id]
      }
      ?? catalog.transitions.map(\.id) + extra
    var results: [BenchResult] = []
    try MainActor.assumeIsolated {
      for id in ids {
        var result: BenchResult
        if let row = TickBenchmark.Row(rawValue: id) {
          result = TickBenchmark.run(row, repetitions: max(repetitions, 9))
        } else if let physics = PhysicsRows.run(id) {
          result = physics
        } else if let row = ConstraintBenchmark.Row(rawValue: id) {
          result = ConstraintBenchmark.run(row, repetitions: max(repetitions, 9))
        } else if let row = LayoutBenchmark.Row(rawValue: id) {
          result = LayoutBenchmark.run(row, repetitions: repetitions)
        } else if id == LayoutKiwiBenchmark.id {
          result = LayoutKiwiBenchmark.run(repetitions: max(repetitions, 15))
        } else if id == SoakBenchmark.id || id == SoakBenchmark.shortID {
          result = try SoakBenchmark.run(short: id == SoakBenchmark.shortID)
        } else if let row = MemoryBenchmark.Row(rawValue: id) {
          result = try MemoryBenchmark.run(row)
        } else if id == InputReplayBenchmark.id {
          result = InputReplayBenchmark.run()
        } else if let row = ParallelExportBenchmark.Row(rawValue: id) {
          result = try ParallelExportBenchmark.run(row, catalog)
        } else if id == PlaySessionBenchmark.id {
          let run = try PlaySessionBenchmark.run(catalog, slowest: frames && !json ? 10 : 0)
          result = run.result
          for frame in run.slowest {
            print(String(format: "  at %.3f s  %.3f ms", frame.time, frame.milliseconds))
          }
        } else {
          let entry = try catalog.transition(id)
          let device = try render.resolvedDevice(for: entry)
          let run = try FrameBenchmark.run(
            scene: entry, device: device, scale: try render.resolvedScale(for: device),
            repetitions: repetitions,
            progressPoints: at.map { [$0] }
              ?? fps.map { FrameBenchmark.playbackPoints(duration: entry.duration, fps: $0) }
              ?? FrameBenchmark.progressPoints)
          result = run.result
          // The 60 fps playback from the first frame (not when profiling one frame).
          let playback =
            at == nil
            ? try PlaybackBenchmark.run(
              scene: entry, device: device, scale: try render.resolvedScale(for: device),
              repetitions: repetitions) : nil
          result.playback = playback?.playback
          if frames && !json {
            for frame in run.frames { print(frame.line) }
            if let playback {
              for line in PlaybackBenchmark.lines(playback.playback, frames: playback.frames) {
                print(line)
              }
            }
          }
        }
        results.append(result)
        if !json { print(result.line) }
      }
    }
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      print(String(decoding: try encoder.encode(results), as: UTF8.self))
    }
  }
}

@MainActor
enum FrameBenchmark {
  static let progressPoints = stride(from: 1, through: 9, by: 1).map { Double($0) / 10 }

  /// The progress of every frame of a playback of `duration` seconds at `fps`, first and last
  /// included.
  static func playbackPoints(duration: Double, fps: Int) -> [Double] {
    let count = max(Int((duration * Double(fps)).rounded(.down)), 1)
    return (0...count).map { min(Double($0) / Double(fps) / duration, 1) }
  }

  /// One frame's medians.
  struct Frame {
    let progress: Double
    let medianMs: Double
    /// nil when the frame has no honest floor (`CairoBaseline.reasonWithoutFloor`).
    let floorMs: Double?

    var line: String {
      guard let floorMs else {
        return String(format: "  at %.3f  median %.3f ms  floor —", progress, medianMs)
      }
      return String(
        format: "  at %.3f  median %.3f ms  floor %.3f ms  ratio %.2f", progress, medianMs,
        floorMs, floorMs > 0 ? medianMs / floorMs : 0)
    }
  }

  /// Renders the scene's frames at `progressPoints` in order, as a playback would, `repetitions`
  /// times after one untimed pass; each frame's floor is timed right after it.
  ///
  /// Frames are drawn in sequence by one renderer, so what it keeps from frame to frame (image
  /// surfaces, text layouts, resampled pictures) helps exactly where content stays the same
  /// between frames, as in a real animation; a frame is never timed right after itself.
  static func run(
    scene: any StageScene, device: Device, scale: Int, repetitions: Int,
    progressPoints: [Double] = progressPoints
  ) throws -> (result: BenchResult, frames: [Frame]) {
    let stage = scene.makeStartedStage(device: device)
    stage.holdCanvas()  // as a recording does: one frame size, however the device turns
    let lists = progressPoints.map { progress in
      stage.advance(to: scene.time(atProgress: progress, on: stage))
      return stage.displayList()
    }
    let floors = lists.map(CairoBaseline.floor(for:))
    let reasons = floors.map(CairoBaseline.reasonWithoutFloor)
    let renderer = CairoRenderer()
    let baseline = CairoBaseline()
    // Warm both once (image caches, surfaces).
    for (list, floor) in zip(lists, floors) {
      _ = try renderer.draw(list, scale: scale)
      try baseline.draw(floor, scale: scale)
    }
    var frameTimes = [[Double]](repeating: [], count: lists.count)
    var floorTimes = [[Double]](repeating: [], count: lists.count)
    for _ in 0..<repetitions {
      for (index, list) in lists.enumerated() {
        frameTimes[index].append(
          try threadCPUMilliseconds { _ = try renderer.draw(list, scale: scale) })
        floorTimes[index].append(
          try threadCPUMilliseconds { try baseline.draw(floors[index], scale: scale) })
      }
    }
    let frames = progressPoints.indices.map { index in
      Frame(
        progress: progressPoints[index], medianMs: median(frameTimes[index]),
        floorMs: reasons[index] == nil ? median(floorTimes[index]) : nil)
    }
    // The frames' own size: a scene may lay itself out on another device than the one asked
    // for (the iPad entries), and the label says what was drawn.
    let pixels = (
      Int((stage.canvasSize.width * CGFloat(scale)).rounded()),
      Int((stage.canvasSize.height * CGFloat(scale)).rounded())
    )
    // A floor is honest only if it draws every frame's pixels (see `reasonWithoutFloor`).
    let reason = reasons.lazy.compactMap { $0 }.first
    var result = BenchResult(
      id: scene.id, width: pixels.0, height: pixels.1, medianMs: median(frameTimes.flatMap { $0 }),
      floorMs: reason == nil ? median(floorTimes.flatMap { $0 }) : nil)
    result.note = reason
    result.timeGoalMs = BenchResult.frameTimeGoalMs
    result.ratioGoal = reason == nil ? BenchResult.frameRatioGoal : nil
    result.ratioNeedsLowerBound = true
    return (result, frames)
  }
}

@MainActor
enum TickBenchmark {
  /// What a row times for each layer of the tree.
  enum Row: String, CaseIterable {
    /// `presentationValues(atLocalTime:)`.
    case presentation = "tick-10k"
    /// `LayerContext.tick()` of the whole tree.
    case contextTick = "context-tick-10k"

    /// Issue 17's goal for the row, milliseconds.
    var goalMs: Double { self == .presentation ? 1 : 2 }
  }

  static let layerCount = 10_000

  static func run(_ row: Row, repetitions: Int) -> BenchResult {
    let clock = ManualClock(now: 0)
    let context = LayerContext(clock: clock)
    let root = Layer()
    context.rootLayer = root
    var layers: [Layer] = []
    for index in 0..<layerCount {
      let layer = Layer()
      layer.frame = CGRect(
        x: CGFloat(index % 100) * 4, y: CGFloat(index / 100) * 4, width: 4, height: 4)
      root.addSublayer(layer)
      layers.append(layer)
    }
    context.tick()
    for layer in layers {
      layer.add(
        BasicAnimation(keyPath: .position, from: .zero, to: CGPoint(x: 100, y: 100)),
        forKey: "position")
      layer.add(BasicAnimation(keyPath: .opacity, from: 0, to: 1), forKey: "opacity")
      let scale = BasicAnimation(keyPath: .transformScale, from: 0.5, to: 1)
      scale.timingFunction = .easeInEaseOut
      layer.add(scale, forKey: "scale")
    }
    clock.now = 0.1
    var sink = 0.0
    var tickTimes: [Double] = []
    var floorTimes: [Double] = []
    for _ in 0..<repetitions {
      tickTimes.append(
        threadCPUMilliseconds {
          switch row {
          case .presentation:
            for layer in layers {
              sink += Double(layer.presentationValues(atLocalTime: 0.1).opacity)
            }
          case .contextTick:
            context.tick()
          }
        })
      floorTimes.append(
        threadCPUMilliseconds {
          for layer in layers { sink += Double(layer.model.opacity) }
        })
    }
    precondition(sink.isFinite)
    var result = BenchResult(
      id: row.rawValue, width: 0, height: 0, medianMs: median(tickTimes),
      floorMs: median(floorTimes))
    result.timeGoalMs = row.goalMs
    return result
  }
}

/// The physics rows: SeguePhysics' benchmark scenes.
@MainActor
enum PhysicsRows {
  nonisolated static let ids = PhysicsBenchmark.Scene.allCases.map { "physics-\($0.rawValue)" }

  static func run(_ id: String) -> BenchResult? {
    guard
      let scene = PhysicsBenchmark.Scene.allCases.first(where: { "physics-\($0.rawValue)" == id })
    else {
      return nil
    }
    return BenchResult(
      id: id, width: 0, height: 0, medianMs: PhysicsBenchmark.medianStepMilliseconds(scene),
      floorMs: nil)
  }
}
