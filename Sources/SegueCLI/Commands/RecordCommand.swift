import ArgumentParser
import Foundation
import Segue

/// `record`: the whole transition as a GIF, a video or a folder of PNGs.
struct RecordCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Record a whole transition to FILE.gif, FILE.mp4, FILE.webm or a folder of PNGs.")

  @Argument(help: "The scene id (see 'list').")
  var id: String

  @Option(help: "FILE.gif, FILE.mp4, FILE.webm, or a folder (created) for numbered PNG frames.")
  var out: String

  @Option(help: "Frames per second.")
  var fps: Double = 30

  @OptionGroup var render: RenderOptions

  @OptionGroup var inputOptions: InputOptions

  func validate() throws {
    guard fps.isFinite, (1...240).contains(fps) else {
      throw ValidationError("--fps must be 1…240, got \(fps)")
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
    try checkWritableDestination(destination)
    let script = try inputOptions.script()
    let progress = FrameRenderer.recordingProgress(duration: scene.duration, fps: fps)
    let bar = ProgressBar()
    let frames = try MainActor.assumeIsolated {
      try FrameRenderer(scene: scene, device: device, scale: scale).frames(
        at: progress, input: script
      ) { index in
        bar.show("rendering \(scene.id)", done: index + 1, total: progress.count)
      }
    }
    bar.finish()
    let written = try format.write(
      FrameSequence(frames: frames, framesPerSecond: fps), to: destination)
    print(format == .png ? "\(destination.path) (\(written.count) frames)" : destination.path)
  }
}
