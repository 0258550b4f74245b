import Foundation
import Segue

/// The parallel export rows, each against the same export on one thread (the floor), in the
/// same run; each fails with an error if any file of the two exports differs.
///
/// - `demo-parallel`: `segue demo` of the first four scenes at 10 fps on the scenes' own
///   devices (key frames at full scale), `--jobs` one per core.
/// - `record-parallel`: `segue record card-open` at the device's full scale (1179×2556 px),
///   30 fps, to a folder of PNG frames, `--jobs` one per core: its frames drawn and encoded on a
///   thread per core.
///
/// Each export is the command as a user runs it, in a process of its own (`ChildProcess`), and
/// is timed from spawn to exit, start-up included: inside this process, after the scene rows,
/// the same export read 0.1–0.3 s slower on the parallel side than when run alone (session 41),
/// so the row measured the bench's own heap and caches as much as the command.
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
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let workers = DemoCommand.defaultJobs
    func export(jobs: Int, run: Int) throws -> (folder: URL, milliseconds: Double) {
      let folder = root.appendingPathComponent("jobs-\(jobs)-run-\(run)")
      let options = ["--jobs", "\(jobs)", "--out", folder.path + "/"]
      let arguments =
        switch row {
        case .demo:
          ["demo"] + catalog.transitions.prefix(sceneCount).map(\.id) + ["--fps", "10"]
        case .record: ["record", recordedScene, "--fps", "30"]
        }
      return (folder, try ChildProcess.run(arguments + options))
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
