import ArgumentParser
import Foundation
import Segue

/// `record`: the whole transition as a GIF, a video or a folder of PNGs, and optionally the
/// presentation tree of every frame.
///
/// The stage moves on the main thread, frame after frame; each frame's display list is drawn
/// on a worker thread per core while the stage moves on (`FrameRenderer.frames(concurrency:)`),
/// and the frames are encoded in order: a PNG sequence's frames on a thread per core, a GIF's
/// palette once per thread and its frames remapped on every thread (`GIF.Options.concurrency`).
/// `--jobs 1` draws and encodes every frame on the main thread; the files are the same bytes
/// either way (`CLIRecordingTests`).
struct RecordCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Record a whole transition to FILE.gif, FILE.mp4, FILE.webm or a folder of PNGs.")

  @Argument(help: "The scene id (see 'list').")
  var id: String

  @Option(
    help: """
      FILE.gif, FILE.mp4, FILE.webm, or a folder (created) for numbered PNG frames: a name \
      without one of those extensions, or ending in '/' (FILE.gif/ is refused as ambiguous).
      """)
  var out: String

  // Unconditional: "--fps -30" is a value to refuse in a sentence, not a missing value.
  @Option(parsing: .unconditional, help: "Frames per second.")
  var fps: Double = 30

  @Option(
    help: """
      A folder (created) for the presentation tree of every recorded frame, numbered as the \
      frames: frame-0000.json, frame-0001.json…
      """)
  var trees: String?

  /// How `--trees` writes each tree.
  enum TreeFormat: String, ExpressibleByArgument, CaseIterable {
    case json, text

    var format: PresentationTree.Format { self == .json ? .json : .text }
    var fileExtension: String { self == .json ? "json" : "txt" }
  }

  @Option(help: "How --trees writes each tree: json (default) or text (one layer a line, .txt).")
  var treeFormat: TreeFormat = .json

  @Flag(
    inversion: .prefixedNo,
    help: """
      Mark each finger that is down (the scene's scripted drags and taps, --input) with a \
      translucent disc, as iOS's Show Touches does.
      """)
  var touches = true

  @Option(
    parsing: .unconditional,
    help:
      "Threads that draw the frames, encode PNGs and remap a GIF's frames (1…64); default: one per core. The files are the same either way."
  )
  var jobs: Int?

  @OptionGroup var render: RenderOptions

  @OptionGroup var inputOptions: InputOptions

  @OptionGroup var chrome: ChromeOptions

  func validate() throws {
    guard fps.isFinite, (1...240).contains(fps) else {
      throw ValidationError("--fps must be 1…240, got \(fps)")
    }
    if let jobs, !(1...DemoCommand.maximumJobs).contains(jobs) {
      throw ValidationError("--jobs must be 1…\(DemoCommand.maximumJobs), got \(jobs)")
    }
  }

  func run() throws {
    let scene = try SceneCatalog.current.transition(id)
    let device = try render.resolvedDevice(for: scene)
    let scale = try render.resolvedScale(for: device)
    let destination = URL(fileURLWithPath: out)
    let format = ExportFormat(fileExtension: destination.pathExtension) ?? .png
    if format == .png, !destination.pathExtension.isEmpty {
      throw CLIError(
        "cannot record to '\(out)': use .gif, .mp4, .webm or a folder name without an extension")
    }
    if format != .png, out.hasSuffix("/") {
      throw CLIError(
        "cannot record to '\(out)': a name ending in '/' is a folder, but .\(format.rawValue) is "
          + "a file; drop the '/' for a file, or the extension for a folder of PNG frames")
    }
    try checkWritableDestination(destination)
    let script = try inputOptions.script()
    let progress = FrameRenderer.recordingProgress(duration: scene.duration, fps: fps)
    try MainActor.assumeIsolated {
      // Made before rendering, so that an unwritable folder fails at once; the trees are
      // moved into it only after the recording is written.
      let treeFolder = try trees.map {
        try StagedFolder(
          directory: URL(fileURLWithPath: $0), prefix: PNGSequence.defaultPrefix,
          fileExtension: treeFormat.fileExtension)
      }
      let bar = ProgressBar()
      let frames = try FrameRenderer(
        scene: scene, device: device, scale: scale, showsTouches: touches,
        showsChrome: chrome.showsChrome
      ).frames(
        at: progress, input: script,
        concurrency: jobs ?? DemoCommand.defaultJobs
      ) { index, stage in
        try treeFolder?.write(
          Data(stage.presentationTree(format: treeFormat.format).utf8), index: index,
          count: progress.count)
        bar.show("rendering \(scene.id)", done: index + 1, total: progress.count)
      }
      bar.finish()
      let written = try format.write(
        frames, framesPerSecond: fps, to: destination, jobs: jobs ?? DemoCommand.defaultJobs)
      print(format == .png ? "\(destination.path) (\(written.count) frames)" : destination.path)
      if let treeFolder {
        let trees = try treeFolder.commit()
        print("\(treeFolder.directory.path) (\(trees.count) trees)")
      }
    }
  }
}
