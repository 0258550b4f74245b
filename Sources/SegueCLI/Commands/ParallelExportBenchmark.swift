import Foundation
import Segue

/// The parallel export rows, each against the same export on one thread (the floor), in the
/// same run; each fails with an error if any file of the two exports differs.
///
/// - `demo-parallel`: `demo`'s export of the first four scenes with a thread per core. Both
///   exports run at 10 fps on the scenes' own devices (key frames at full scale).
/// - `record-parallel`: `record` of `card-open` at the device's full scale (1179×2556 px),
///   30 fps, to a folder of PNG frames: its frames drawn and encoded on a thread per core.
///
/// The ratio is the parallel time over the one-thread time, by the wall clock: 0.5 is twice as
/// fast. Goals on two cores: `demo` ≤ 0.556 (1.8 × faster, issue 17); `record` ≤ 0.6 (1.67 ×:
/// the stage moves on the main thread for every frame, and its frames are few). Each export
/// runs twice, alternating (one thread, every core, one thread, every core), and each side's
/// faster run counts: on this shared machine one pair alone read anywhere in 0.55–0.68, as
/// other processes' time slices fell on one side or the other.
@MainActor
enum ParallelExportBenchmark {
  enum Row: String, CaseIterable {
    case demo = "demo-parallel"
    case record = "record-parallel"

    /// The largest ratio that meets the goal.
    var goal: Double { self == .demo ? 1 / 1.8 : 0.6 }
  }

  nonisolated static let sceneCount = 4
  /// Pairs of exports (one thread, then every core).
  nonisolated static let runs = 2
  nonisolated static let recordedScene = "card-open"

  static func run(_ row: Row, _ catalog: SceneCatalog) throws -> BenchResult {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-bench-\(row.rawValue)-\(getpid())")
    defer { try? FileManager.default.removeItem(at: root) }
    let workers = DemoCommand.defaultJobs
    func export(jobs: Int, run: Int) throws -> (folder: URL, milliseconds: Double) {
      let folder = root.appendingPathComponent("jobs-\(jobs)-run-\(run)")
      switch row {
      case .demo:
        let scenes = Array(catalog.transitions.prefix(sceneCount))
        let export = GalleryExport(
          root: folder, fps: 10, device: nil, showsChrome: true, jobs: jobs)
        return (folder, try milliseconds { _ = try export.run(scenes) })
      case .record:
        let scene = try catalog.transition(recordedScene)
        let recorder = FrameRenderer(
          scene: scene, device: scene.device, scale: scene.device.scale, showsTouches: true)
        let progress = FrameRenderer.recordingProgress(duration: scene.duration, fps: 30)
        return (
          folder,
          try milliseconds {
            let frames = try recorder.frames(at: progress, concurrency: jobs)
            _ = try ExportFormat.png.write(frames, framesPerSecond: 30, to: folder, jobs: jobs)
          }
        )
      }
    }
    var (sequential, parallel) = ([Double](), [Double]())
    for run in 0..<runs {
      let one = try export(jobs: 1, run: run)
      let every = try export(jobs: workers, run: run)
      try compareFiles(one.folder, every.folder, row: row)
      sequential.append(one.milliseconds)
      parallel.append(every.milliseconds)
      try? FileManager.default.removeItem(at: one.folder)
      try? FileManager.default.removeItem(at: every.folder)
    }
    var result = BenchResult(
      id: row.rawValue, width: 0, height: 0, medianMs: parallel.min() ?? 0,
      floorMs: sequential.min() ?? 0)
    result.ratioGoal = row.goal
    return result
  }

  /// Throws unless the two folders hold the same files with the same bytes.
  static func compareFiles(_ first: URL, _ second: URL, row: Row) throws {
    let id = row.rawValue
    let (a, b) = (try relativeFiles(in: first), try relativeFiles(in: second))
    guard a == b else {
      throw CLIError(
        "\(id): the parallel export wrote other files than the sequential one: "
          + "\(a.symmetricDifference(b).sorted().prefix(5).joined(separator: ", "))")
    }
    for path in a.sorted() {
      let bytes = try Data(contentsOf: first.appendingPathComponent(path))
      guard bytes == (try Data(contentsOf: second.appendingPathComponent(path))) else {
        throw CLIError("\(id): \(path) differs between the sequential and the parallel export")
      }
    }
  }

  private static func relativeFiles(in folder: URL) throws -> Set<String> {
    let base = folder.standardizedFileURL.path + "/"
    let paths = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
    return Set(
      paths.filter { path in
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: base + path, isDirectory: &isFolder)
          && !isFolder.boolValue
      })
  }
}
