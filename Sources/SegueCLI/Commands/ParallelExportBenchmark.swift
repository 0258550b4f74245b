import Foundation
import Segue

/// The `demo-parallel` row: `demo`'s export of the first four scenes with a thread per core,
/// against the same export on one thread (the floor), in the same run.
///
/// The ratio is the parallel time over the one-thread time: 0.5 is twice as fast, and the goal
/// on two cores is ≤ 0.56 (1.8 × faster). Both exports run at 10 fps on the scenes' own devices
/// (key frames at full scale); the row fails with an error if any file of the two differs.
@MainActor
enum ParallelExportBenchmark {
  nonisolated static let id = "demo-parallel"
  nonisolated static let sceneCount = 4

  static func run(_ catalog: SceneCatalog) throws -> BenchResult {
    let scenes = Array(catalog.transitions.prefix(sceneCount))
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "segue-bench-demo-\(getpid())")
    defer { try? FileManager.default.removeItem(at: root) }
    let workers = ProcessInfo.processInfo.activeProcessorCount
    func export(jobs: Int) throws -> (folder: URL, milliseconds: Double) {
      let folder = root.appendingPathComponent("jobs-\(jobs)")
      let export = GalleryExport(root: folder, fps: 10, device: nil, showsChrome: true, jobs: jobs)
      return (folder, try milliseconds { _ = try export.run(scenes) })
    }
    let sequential = try export(jobs: 1)
    let parallel = try export(jobs: workers)
    try compareFiles(sequential.folder, parallel.folder)
    return BenchResult(
      id: id, width: 0, height: 0, medianMs: parallel.milliseconds,
      floorMs: sequential.milliseconds)
  }

  /// Throws unless the two folders hold the same files with the same bytes.
  static func compareFiles(_ first: URL, _ second: URL) throws {
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
