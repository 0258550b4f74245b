import Foundation
import Segue
import SegueMotion

/// What `demo` writes for a list of scenes: per scene a GIF of the whole transition (at 1×), every
/// frame of it as a PNG, key frames at the device's full scale, a contact sheet and the motion
/// lint's timeline; then the gallery page.
///
/// Moving a scene's stage stays on the main actor, one scene after another: it makes each
/// frame's display list and the motion lint's timeline. Everything else is an item of one
/// `WorkPool` with a worker per core: drawing each frame (`Rasterizer`), then, once a scene's
/// frames are drawn, encoding its files — while the main actor moves the next scene's stage.
/// Encoding is most of the work (`perf` of a release `segue demo`, 26 Nov: libimagequant and
/// its OpenMP runtime 45 %, libpng and zlib 26 %, drawing about 18 %). The files are the same
/// bytes whatever `jobs` is: the frames are drawn from the same display lists, a renderer's
/// bytes do not depend on what it drew before, and encoding is deterministic (`CLIDemoTests`;
/// the `demo-parallel` bench row compares every file on every run).
struct GalleryExport {
  /// The output folder (created).
  var root: URL
  /// Frames per second of the GIFs and of the frame folders.
  var fps: Double
  /// The device every scene is laid out for; nil for each scene's own.
  var device: Device?
  var showsChrome: Bool
  /// Items run at once, and threads per PNG sequence (1: everything on the calling thread, in
  /// order).
  var jobs: Int
  var progressBar: ProgressBar? = nil

  static let keyProgress: [Double] = [0, 0.25, 0.5, 0.75, 1]

  /// Writes every scene's files and the page; returns the paths written, one line each, in
  /// scene order (a frames folder as one line with its frame count), the page last.
  ///
  /// - Throws: `CLIError`, `RenderError` or `ExportError` for the first scene (in order) that
  ///   failed; the scenes after a failure are not drawn.
  @MainActor
  func run(_ scenes: [any StageScene]) throws -> [String] {
    do {
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    } catch {
      throw CLIError(
        "cannot create \(root.path): "
          + FileFailure.reason(error, writing: root.appendingPathComponent("index.html")))
    }
    let work = Work(pool: WorkPool(width: jobs))
    var pages: [GalleryPage.Entry] = []
    // A scene's files go to the workers as soon as its frames are drawn (its last few frames
    // are drawn while its timeline is made), and the next scene's stage moves while they are
    // encoded: the frames of two scenes at most are alive, not three (issue 17).
    for (number, scene) in scenes.enumerated() where !work.pool.hasFailed {
      let drawing = try draw(scene, label: "[\(number + 1)/\(scenes.count)] \(scene.id)", work)
      pages.append(try encode(drawing, work))
    }
    let written = try work.pool.finish()
    progressBar?.finish()
    let page = root.appendingPathComponent("index.html")
    // A user's own tool names its page after itself.
    let tool = SceneCatalog.current.toolName
    try GalleryPage(title: tool == "segue" ? "Segue gallery" : "\(tool) gallery", entries: pages)
      .write(to: page)
    return written.flatMap { $0 } + [page.path]
  }

  /// The pool and the next item's number (items give their paths in number order).
  @MainActor
  private final class Work {
    let pool: WorkPool<[String]>
    var number = 0

    init(pool: WorkPool<[String]>) { self.pool = pool }

    /// `count` item numbers in a row, the first returned.
    func reserve(_ count: Int) -> Int {
      defer { number += count }
      return number
    }
  }

  /// A scene whose frames went to the workers to be drawn, with its timeline.
  @MainActor
  private struct DrawingScene {
    let scene: any StageScene
    let device: Device
    let animation: PendingFrames
    let keyFrames: PendingFrames
    let timeline: GalleryPage.Timeline
  }

  /// Moves the scene's stages on the main actor, handing the frames of its animation and its
  /// key frames to the workers, and makes its timeline.
  @MainActor
  private func draw(_ scene: any StageScene, label: String, _ work: Work) throws -> DrawingScene {
    let device = device ?? scene.device
    let progress = FrameRenderer.recordingProgress(duration: scene.duration, fps: fps)
    let total = progress.count + Self.keyProgress.count
    // Renderers of the scene's own: what one keeps across frames (pictures converted and
    // resampled, shadows, backdrops: up to 430 MiB each) is freed with the scene's last frame
    // instead of staying in an idle renderer for the whole demo (issue 17). A renderer's bytes
    // do not depend on what it drew before, and the fonts are made once per process.
    let rasterizer = Rasterizer()
    // The animation is a recording, so it shows the scripted fingers as `record` does.
    let animation = try FrameRenderer(
      scene: scene, device: device, scale: 1, showsTouches: true, showsChrome: showsChrome
    ).submitFrames(
      at: progress, to: work.pool, numbering: &work.number, rasterizer: rasterizer,
      drawn: []
    ) { index, _ in
      progressBar?.show(label, done: index + 1, total: total)
    }
    let keyFrames = try FrameRenderer(
      scene: scene, device: device, scale: device.scale, showsChrome: showsChrome
    ).submitFrames(
      at: Self.keyProgress, to: work.pool, numbering: &work.number, rasterizer: rasterizer,
      drawn: []
    ) { index, _ in
      progressBar?.show(label, done: progress.count + index + 1, total: total)
    }
    return DrawingScene(
      scene: scene, device: device, animation: animation, keyFrames: keyFrames,
      timeline: DemoCommand.timeline(of: scene, device: device))
  }

  /// Waits for the scene's frames and hands its files to the workers; its page entry.
  ///
  /// - Throws: The error of an earlier item that failed, else the first frame's that could
  ///   not be drawn.
  @MainActor
  private func encode(_ drawing: DrawingScene, _ work: Work) throws -> GalleryPage.Entry {
    let scene = drawing.scene
    let (animation, keyFrames): ([Bitmap], [Bitmap])
    do {
      (animation, keyFrames) = (try drawing.animation.collect(), try drawing.keyFrames.collect())
    } catch {
      _ = try work.pool.finish()
      throw error
    }
    let rendered = RenderedScene(
      id: scene.id, title: scene.title, origin: scene.origin, summary: scene.summary,
      duration: scene.duration, frameCount: animation.count,
      captions: Self.keyProgress.map(ContactSheet.caption(progress:)),
      thumbnailScale: 1.0 / Double(drawing.device.scale), timeline: drawing.timeline)
    let folder = root.appendingPathComponent(scene.id)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let (fps, jobs) = (fps, jobs)
    // Numbered in the order the paths are listed (the GIF, the frames, each key frame, the
    // sheet), but submitted longest first, so that the last scene's files end together on
    // every worker (thread CPU of the bench's four scenes, 28 Nov: the GIF 0.22–0.64 s, the
    // sheet 0.20–0.47 s, a key frame at full scale 0.09–0.19 s). The frame folder goes last:
    // it encodes on `jobs` threads of its own, so it fills the workers the other items leave
    // idle. Each item holds only the bitmaps it encodes, so a scene's frames are freed as its
    // items end.
    let first = work.reserve(3 + keyFrames.count)
    work.pool.submit(first) { [try rendered.writeGIF(animation, to: folder, fps: fps)] }
    work.pool.submit(first + 2 + keyFrames.count) {
      [try rendered.writeContactSheet(keyFrames, to: folder)]
    }
    for (index, keyFrame) in keyFrames.enumerated() {
      work.pool.submit(first + 2 + index) {
        [try rendered.writeKeyFrame(keyFrame, index: index, to: folder)]
      }
    }
    work.pool.submit(first + 1) {
      [try rendered.writeFrames(animation, to: folder, concurrency: jobs)]
    }
    return rendered.page
  }
}
