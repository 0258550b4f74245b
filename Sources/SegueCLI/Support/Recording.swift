import Foundation
import Segue

/// Renders a scene's frames, moving one stage forward in time.
@MainActor
struct FrameRenderer {
  let scene: any StageScene
  let device: Device
  let scale: Int
  /// Whether each finger that is down is marked over the frame (`TouchIndicator`).
  var showsTouches = false
  /// Whether frames show the status bar, home indicator and display corners.
  var showsChrome = true

  /// The frames at `progress` points (ascending, 0…1), each rendered exactly at its time,
  /// with `input` replayed from time 0 when given; `onFrame` is called after each with its
  /// index and the stage at its time (to read its presentation tree, say). Features the
  /// renderer could not draw are said once each on stderr (the stage's diagnostics).
  ///
  /// With a `concurrency` above 1 the stage still moves on this thread, frame after frame,
  /// but each frame's display list is drawn on one of `concurrency` worker threads while the
  /// stage moves on (`Rasterizer`): the same bitmaps, and the renderer's warnings in the same
  /// order, said once every frame is drawn (so after the stage's own lines, not among them).
  func frames(
    at progress: [Double], input: InputScript? = nil, concurrency: Int = 1,
    onFrame: (Int, Stage) throws -> Void = { _, _ in }
  ) throws -> [Bitmap] {
    guard concurrency > 1 else {
      var frames: [Bitmap] = []
      try play(startedStage(input: input), at: progress) { index, stage in
        frames.append(try stage.render(scale: scale, showingTouches: showsTouches))
        try onFrame(index, stage)
      }
      return frames
    }
    var number = 0
    return try submitFrames(
      at: progress, input: input, to: WorkPool<Void>(width: concurrency), numbering: &number,
      rasterizer: Rasterizer(), drawn: (), onFrame: onFrame
    ).collect()
  }

  /// Moves the stage through `progress` as `frames(at:)` does, handing each frame's display
  /// list to `pool` to draw, as items numbered from `number` on, each giving `drawn`; the
  /// bitmaps are collected from the result.
  func submitFrames<Value: Sendable>(
    at progress: [Double], input: InputScript? = nil, to pool: WorkPool<Value>,
    numbering number: inout Int, rasterizer: Rasterizer, drawn: Value,
    onFrame: (Int, Stage) throws -> Void = { _, _ in }
  ) throws -> PendingFrames {
    let pending = PendingFrames(stage: startedStage(input: input), count: progress.count)
    try play(pending.stage, at: progress) { index, stage in
      pending.submit(
        index: index, showingTouches: showsTouches, scale: scale, to: pool, number: number,
        rasterizer: rasterizer, drawn: drawn)
      number += 1
      try onFrame(index, stage)
    }
    return pending
  }

  /// A new started stage of the scene, replaying `input` from time 0 when given.
  private func startedStage(input: InputScript?) -> Stage {
    let stage = scene.makeStartedStage(device: device, showsChrome: showsChrome)
    // A scene that turns the device keeps the recording's size: the interface turns in it.
    stage.holdCanvas()
    if let input { stage.play(input) }
    return stage
  }

  /// Moves `stage` to each of the `progress` points in turn and calls `body` there with the
  /// point's index.
  private func play(
    _ stage: Stage, at progress: [Double], _ body: (Int, Stage) throws -> Void
  ) throws {
    for (index, p) in progress.enumerated() {
      stage.advance(to: scene.time(atProgress: p, on: stage))
      try body(index, stage)
    }
  }

  /// Progress points of a recording at `fps`: both ends included, evenly spaced.
  nonisolated static func recordingProgress(duration: Double, fps: Double) -> [Double] {
    let count = max(2, Int((duration * fps).rounded()) + 1)
    return (0..<count).map { Double($0) / Double(count - 1) }
  }
}

/// A one-line progress bar on stderr, drawn only when stderr is a terminal.
struct ProgressBar {
  let isEnabled = isatty(FileHandle.standardError.fileDescriptor) == 1

  func show(_ label: String, done: Int, total: Int) {
    guard isEnabled, total > 0 else { return }
    let width = 30
    let filled = width * done / total
    let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
    FileHandle.standardError.write(Data("\r\(label) [\(bar)] \(done)/\(total)\u{1B}[K".utf8))
  }

  func finish() {
    guard isEnabled else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}

extension StageScene {
  /// The scene's started stage on `device`, drawing the system chrome when `showsChrome`
  /// from the stage's first frame (a transition the scene starts changes the status bar
  /// along its way).
  @MainActor
  func makeStartedStage(device: Device, showsChrome: Bool) -> Stage {
    Stage.makingWithSystemChrome(showsChrome) { makeStartedStage(device: device) }
  }
}

extension ExportFormat {
  /// Writes `frames` in this format to `destination`, a PNG sequence's frames encoded and a
  /// GIF's frames remapped on `jobs` threads; the files written.
  func write(_ frames: [Bitmap], framesPerSecond: Double, to destination: URL, jobs: Int)
    throws(ExportError) -> [URL]
  {
    switch self {
    case .png:
      return try PNGSequence.write(frames, to: destination, concurrency: jobs)
    case .gif:
      try GIF.write(
        FrameSequence(frames: frames, framesPerSecond: framesPerSecond), to: destination,
        options: GIF.Options(concurrency: jobs))
      return [destination.standardizedFileURL]
    case .mp4, .webm:
      return try write(
        FrameSequence(frames: frames, framesPerSecond: framesPerSecond), to: destination)
    }
  }
}
