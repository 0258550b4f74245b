import Foundation
import Segue
import SegueSDL

/// The `play-session` row: what a window's frames cost while a person uses the tool's app.
///
/// The app (`segue`'s: the demo app) replays its scripted session (`StageScene.session`) at
/// 60 Hz on its own device at scale 2, as `play --scale 2` shows it: each frame advances the
/// stage, takes its display list and repaints what changed (`CairoRenderer.drawChanges`; the
/// window then uploads those pixels).
/// The row's figure is the 99th percentile of those frame times, its floor the 99th
/// percentile of the Cairo floor of the same frames drawn whole (`CairoBaseline`), timed right
/// after each frame, both by the thread's CPU time (`threadCPUMilliseconds`). Goal: a p99
/// within a 120 Hz frame, 8.3 ms.
@MainActor
enum PlaySessionBenchmark {
  nonisolated static let id = "play-session"
  nonisolated static let framesPerSecond = 60.0
  nonisolated static let scale = 2

  /// Whether the tool's app has a session to replay (otherwise the row is not run).
  nonisolated static func isAvailable(in catalog: SceneCatalog) -> Bool {
    catalog.app?.session != nil
  }

  /// The row, and the slowest frames (session time in seconds, milliseconds), slowest first.
  static func run(_ catalog: SceneCatalog, slowest: Int = 0) throws -> (
    result: BenchResult, slowest: [(time: Double, milliseconds: Double)]
  ) {
    guard let app = catalog.app, let session = app.session else {
      throw CLIError(
        "\(id): \(catalog.toolName)'s app has no scripted session (StageScene.session)")
    }
    let stage = app.makeStartedStage(device: app.device)
    let start = stage.time
    stage.play(session.script)
    let renderer = CairoRenderer()
    let baseline = CairoBaseline()
    var frameTimes = FrameTimes()
    var floorTimes = FrameTimes()
    var repaintedPixels = 0
    let frameCount = Int((session.duration * framesPerSecond).rounded(.up))
    for frame in 1...frameCount {
      var list: DisplayList?
      frameTimes.append(
        try threadCPUMilliseconds {
          stage.advance(to: start + Double(frame) / framesPerSecond)
          let current = stage.displayList()
          let region = try renderer.drawChanges(current, scale: scale).repainted
          repaintedPixels += region.isEmpty ? 0 : region.width * region.height
          list = current
        })
      guard let list else { continue }
      let floor = CairoBaseline.floor(for: list)
      floorTimes.append(try threadCPUMilliseconds { try baseline.draw(floor, scale: scale) })
    }
    let size = app.device.size
    let (width, height) = (
      Int((size.width * CGFloat(scale)).rounded()), Int((size.height * CGFloat(scale)).rounded())
    )
    let slowestFrames = frameTimes.milliseconds.enumerated()
      .sorted { $0.element > $1.element }.prefix(slowest)
      .map { (time: Double($0.offset + 1) / framesPerSecond, milliseconds: $0.element) }
    var result = BenchResult(
      id: id, width: width, height: height, medianMs: frameTimes.percentile(99),
      floorMs: floorTimes.percentile(99), statistic: "p99",
      repaintedFraction: Double(repaintedPixels) / Double(frameCount * width * height))
    result.timeGoalMs = BenchResult.frameTimeGoalMs
    return (result, slowestFrames)
  }
}
