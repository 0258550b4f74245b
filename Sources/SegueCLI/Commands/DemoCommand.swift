import ArgumentParser
import Foundation
import Segue
import SegueMotion

/// `demo`: records every scene with a transition into a folder.
///
/// For each scene: a GIF of the whole transition (at 1×, to stay light), every frame of it as
/// a PNG (for the page's scrubber), key frames at 0, 25, 50, 75 and 100 % as PNGs at the
/// device's full scale, a contact sheet of those key frames, and the motion lint's timeline
/// (what moves against time, with the findings); then `index.html`, the gallery page, which
/// works offline from the folder.
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Record every scene: GIF, every frame, key-frame PNGs, a contact sheet, index.html.")

  @Option(help: "The output folder (created).")
  var out: String = "segue-out"

  @Option(parsing: .unconditional, help: "Frames per second of the GIFs.")
  var fps: Double = 30

  @OptionGroup var chrome: ChromeOptions

  @Option(
    help:
      "The device to lay out for: \(Device.all.map(\.name).joined(separator: ", ")); default: each scene's own."
  )
  var device: String?

  static let keyProgress: [Double] = [0, 0.25, 0.5, 0.75, 1]

  func validate() throws {
    guard fps.isFinite, (1...60).contains(fps) else {
      throw ValidationError("--fps must be 1…60, got \(fps)")
    }
  }

  func run() throws {
    let chosenDevice = try device.map(Device.parse)
    let scenes = SceneCatalog.current.transitions
    let root = URL(fileURLWithPath: out)
    do {
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    } catch {
      throw CLIError(
        "cannot create \(root.path): "
          + FileFailure.reason(error, writing: root.appendingPathComponent("index.html")))
    }
    let bar = ProgressBar()
    var written: [String] = []
    var pageEntries: [GalleryPage.Entry] = []
    for (number, entry) in scenes.enumerated() {
      let device = chosenDevice ?? entry.device
      let label = "[\(number + 1)/\(scenes.count)] \(entry.id)"
      let folder = root.appendingPathComponent(entry.id)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let progress = FrameRenderer.recordingProgress(duration: entry.duration, fps: fps)
      let total = progress.count + Self.keyProgress.count
      let (animation, keyFrames) = try MainActor.assumeIsolated {
        // The animation is a recording, so it shows the scripted fingers as `record` does.
        let animation = try FrameRenderer(
          scene: entry, device: device, scale: 1, showsTouches: true,
          showsChrome: chrome.showsChrome
        ).frames(at: progress) { index, _ in
          bar.show(label, done: index + 1, total: total)
        }
        let keyFrames = try FrameRenderer(
          scene: entry, device: device, scale: device.scale, showsChrome: chrome.showsChrome
        ).frames(
          at: Self.keyProgress
        ) { index, _ in
          bar.show(label, done: progress.count + index + 1, total: total)
        }
        return (animation, keyFrames)
      }
      let timeline = MainActor.assumeIsolated { Self.timeline(of: entry, device: device) }
      let gif = folder.appendingPathComponent("\(entry.id).gif")
      try ExportFormat.gif.write(FrameSequence(frames: animation, framesPerSecond: fps), to: gif)
      written.append(gif.path)
      let frameFiles = try PNGSequence.write(animation, to: folder.appendingPathComponent("frames"))
      written.append(
        folder.appendingPathComponent("frames").path + "/ (\(frameFiles.count) frames)")
      var keyFiles: [GalleryPage.Entry.KeyFrame] = []
      for (p, frame) in zip(Self.keyProgress, keyFrames) {
        let name = String(format: "%@-%03d.png", entry.id, Int((p * 100).rounded()))
        let file = folder.appendingPathComponent(name)
        try OutputFile.write(try PNG.encode(frame), to: file)
        written.append(file.path)
        keyFiles.append(
          .init(caption: ContactSheet.caption(progress: p), path: "\(entry.id)/\(name)"))
      }
      let items = zip(Self.keyProgress, keyFrames).map {
        ContactSheet.Item(image: $0.1, caption: ContactSheet.caption(progress: $0.0))
      }
      let sheet = try ContactSheet(thumbnailScale: 1.0 / Double(device.scale)).render(items)
      let sheetFile = folder.appendingPathComponent("\(entry.id)-contact-sheet.png")
      try OutputFile.write(try PNG.encode(sheet), to: sheetFile)
      written.append(sheetFile.path)
      pageEntries.append(
        GalleryPage.Entry(
          id: entry.id, title: entry.title, origin: entry.origin, summary: entry.summary,
          duration: entry.duration, animation: "\(entry.id)/\(gif.lastPathComponent)",
          keyFrames: keyFiles,
          frames: frameFiles.map { "\(entry.id)/frames/\($0.lastPathComponent)" },
          contactSheet: "\(entry.id)/\(sheetFile.lastPathComponent)", timeline: timeline))
    }
    let page = root.appendingPathComponent("index.html")
    try GalleryPage(entries: pageEntries).write(to: page)
    written.append(page.path)
    bar.finish()
    for path in written { print(path) }
  }

  /// The motion lint's timeline of `scene` on `device`, for the page.
  @MainActor
  static func timeline(of scene: any StageScene, device: Device) -> GalleryPage.Timeline {
    let (report, recording) = MotionLint.lint(scene, device: device)
    let timeline = MotionTimeline(recording: recording, report: report)
    return GalleryPage.Timeline(
      duration: timeline.duration, end: timeline.end,
      series: timeline.series.map {
        .init(name: $0.name, unit: $0.unit, times: $0.times, values: $0.values)
      },
      marks: timeline.findings.map {
        .init(
          time: $0.time, severity: $0.intended == nil ? $0.severity.rawValue : "intended",
          text: $0.line)
      })
  }
}
