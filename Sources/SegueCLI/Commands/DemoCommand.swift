import ArgumentParser
import Foundation
import Segue
import SegueMotion

/// `demo`: records every scene with a transition (or the scenes named) into a folder.
///
/// For each scene: a GIF of the whole transition (at 1×, to stay light), every frame of it as
/// a PNG (for the page's scrubber), key frames at 0, 25, 50, 75 and 100 % as PNGs at the
/// device's full scale, a contact sheet of those key frames, and the motion lint's timeline
/// (what moves against time, with the findings); then `index.html`, the gallery page, which
/// works offline from the folder. The scenes' stages move one after another on the main thread;
/// their frames are drawn and encoded on a thread per core (`GalleryExport`).
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Record every scene: GIF, every frame, key-frame PNGs, a contact sheet, index.html.")

  @Argument(help: "The scenes to record, in this order; default: every scene with a transition.")
  var ids: [String] = []

  @Option(help: "The output folder (created).")
  var out: String = "segue-out"

  @Option(parsing: .unconditional, help: "Frames per second of the GIFs.")
  var fps: Double = 30

  @Option(
    parsing: .unconditional,
    help: "Threads that encode (1…64); default: one per core. The files are the same either way.")
  var jobs: Int?

  @OptionGroup var chrome: ChromeOptions

  @Option(
    help:
      "The device to lay out for: \(Device.all.map(\.name).joined(separator: ", ")); default: each scene's own."
  )
  var device: String?

  static let maximumJobs = 64
  /// A thread per core, at most `maximumJobs`.
  static var defaultJobs: Int { min(ProcessInfo.processInfo.activeProcessorCount, maximumJobs) }

  func validate() throws {
    guard fps.isFinite, (1...60).contains(fps) else {
      throw ValidationError("--fps must be 1…60, got \(fps)")
    }
    if let jobs, !(1...Self.maximumJobs).contains(jobs) {
      throw ValidationError("--jobs must be 1…\(Self.maximumJobs), got \(jobs)")
    }
    if let twice = ids.indices.first(where: { ids[..<$0].contains(ids[$0]) }).map({ ids[$0] }) {
      throw ValidationError("scene '\(twice)' is named twice")
    }
  }

  func run() throws {
    let catalog = SceneCatalog.current
    let scenes = ids.isEmpty ? catalog.transitions : try ids.map(catalog.transition)
    let export = GalleryExport(
      root: URL(fileURLWithPath: out), fps: fps, device: try device.map(Device.parse),
      showsChrome: chrome.showsChrome,
      jobs: jobs ?? Self.defaultJobs,
      progressBar: ProgressBar())
    let written = try MainActor.assumeIsolated { try export.run(scenes) }
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
