import Foundation
import Segue
import SegueMotion

/// What `demo` writes for a list of scenes: per scene a GIF of the whole transition (at 1×), every
/// frame of it as a PNG, key frames at the device's full scale, a contact sheet and the motion
/// lint's timeline; then the gallery page.
///
/// Rendering drives the scene's stage, so it stays on the main actor, one scene after another;
/// each scene's files are encoded on a worker thread while the next scene renders. Encoding is
/// most of the work (`perf` of a release `segue demo`, 26 Nov: libimagequant and its OpenMP
/// runtime 45 %, libpng and zlib 26 %, drawing about 18 %), so with a worker per core the export
/// takes about half as long on two cores. The files are the same bytes whatever `jobs` is: the
/// frames are rendered in the same order by the same code, and encoding is deterministic
/// (`CLIDemoTests`; the `demo-parallel` bench row compares every file on every run).
struct GalleryExport {
  /// The output folder (created).
  var root: URL
  /// Frames per second of the GIFs and of the frame folders.
  var fps: Double
  /// The device every scene is laid out for; nil for each scene's own.
  var device: Device?
  var showsChrome: Bool
  /// Scenes encoded at once, and threads per PNG sequence (1: everything on the calling
  /// thread, in order).
  var jobs: Int
  var progressBar: ProgressBar? = nil

  static let keyProgress: [Double] = [0, 0.25, 0.5, 0.75, 1]

  /// Writes every scene's files and the page; returns the paths written, one line each, in
  /// scene order (a frames folder as one line with its frame count), the page last.
  ///
  /// - Throws: `CLIError` or `ExportError` for the first scene (in order) that failed; the
  ///   scenes after a failure are not rendered.
  @MainActor
  func run(_ scenes: [any StageScene]) throws -> [String] {
    do {
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    } catch {
      throw CLIError(
        "cannot create \(root.path): "
          + FileFailure.reason(error, writing: root.appendingPathComponent("index.html")))
    }
    // Each scene's three files (its GIF, its frames, its key frames and contact sheet) are
    // separate items, so that the last scene's encoding is spread over the workers too.
    let pool = WorkPool<[String]>(width: jobs)
    var pages: [GalleryPage.Entry] = []
    for (number, scene) in scenes.enumerated() where !pool.hasFailed {
      let rendered = try render(scene, label: "[\(number + 1)/\(scenes.count)] \(scene.id)")
      let folder = root.appendingPathComponent(scene.id)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let (fps, jobs) = (fps, jobs)
      pool.submit(3 * number) { [try rendered.writeGIF(to: folder, fps: fps)] }
      pool.submit(3 * number + 1) {
        [try rendered.writeFrames(to: folder, concurrency: jobs)]
      }
      pool.submit(3 * number + 2) { try rendered.writeKeyFrames(to: folder) }
      pages.append(rendered.page)
    }
    let written = try pool.finish()
    progressBar?.finish()
    let page = root.appendingPathComponent("index.html")
    try GalleryPage(entries: pages).write(to: page)
    return written.flatMap { $0 } + [page.path]
  }

  /// The scene's frames, key frames, contact sheet and timeline, drawn on the main actor.
  @MainActor
  private func render(_ scene: any StageScene, label: String) throws -> RenderedScene {
    let device = device ?? scene.device
    let progress = FrameRenderer.recordingProgress(duration: scene.duration, fps: fps)
    let total = progress.count + Self.keyProgress.count
    // The animation is a recording, so it shows the scripted fingers as `record` does.
    let animation = try FrameRenderer(
      scene: scene, device: device, scale: 1, showsTouches: true, showsChrome: showsChrome
    ).frames(at: progress) { index, _ in
      progressBar?.show(label, done: index + 1, total: total)
    }
    let keyFrames = try FrameRenderer(
      scene: scene, device: device, scale: device.scale, showsChrome: showsChrome
    ).frames(at: Self.keyProgress) { index, _ in
      progressBar?.show(label, done: progress.count + index + 1, total: total)
    }
    let captions = Self.keyProgress.map(ContactSheet.caption(progress:))
    let sheet = try ContactSheet(thumbnailScale: 1.0 / Double(device.scale)).render(
      zip(keyFrames, captions).map { ContactSheet.Item(image: $0, caption: $1) })
    return RenderedScene(
      id: scene.id, title: scene.title, origin: scene.origin, summary: scene.summary,
      duration: scene.duration, animation: animation, keyFrames: keyFrames, captions: captions,
      contactSheet: sheet, timeline: DemoCommand.timeline(of: scene, device: device))
  }
}

/// One scene drawn and waiting to be encoded: only values, so a worker thread may write it.
private struct RenderedScene: Sendable {
  let id: String
  let title: String
  let origin: String?
  let summary: String
  let duration: Double
  let animation: [Bitmap]
  let keyFrames: [Bitmap]
  let captions: [String]
  let contactSheet: Bitmap
  let timeline: GalleryPage.Timeline

  /// The GIF of the whole transition, written into `folder`; its path.
  func writeGIF(to folder: URL, fps: Double) throws -> String {
    let gif = folder.appendingPathComponent("\(id).gif")
    try ExportFormat.gif.write(FrameSequence(frames: animation, framesPerSecond: fps), to: gif)
    return gif.path
  }

  /// Every frame as a PNG in `folder`/frames; the folder's line.
  func writeFrames(to folder: URL, concurrency: Int) throws -> String {
    let framesFolder = folder.appendingPathComponent("frames")
    let files = try PNGSequence.write(animation, to: framesFolder, concurrency: concurrency)
    return framesFolder.path + "/ (\(files.count) frames)"
  }

  /// The key frames and the contact sheet as PNGs in `folder`; their paths.
  func writeKeyFrames(to folder: URL) throws -> [String] {
    var written: [String] = []
    for (name, image) in zip(keyFrameNames + [sheetName], keyFrames + [contactSheet]) {
      let file = folder.appendingPathComponent(name)
      try OutputFile.write(try PNG.encode(image), to: file)
      written.append(file.path)
    }
    return written
  }

  private var keyFrameNames: [String] {
    GalleryExport.keyProgress.map { String(format: "%@-%03d.png", id, Int(($0 * 100).rounded())) }
  }

  private var sheetName: String { "\(id)-contact-sheet.png" }

  /// The scene's entry on the gallery page (the files it names are written by the above).
  var page: GalleryPage.Entry {
    GalleryPage.Entry(
      id: id, title: title, origin: origin, summary: summary, duration: duration,
      animation: "\(id)/\(id).gif",
      keyFrames: zip(keyFrameNames, captions).map { .init(caption: $1, path: "\(id)/\($0)") },
      frames: animation.indices.map {
        "\(id)/frames/\(PNGSequence.fileName(index: $0, count: animation.count))"
      },
      contactSheet: "\(id)/\(sheetName)", timeline: timeline)
  }
}
