import ArgumentParser
import Foundation
import Segue
import SegueSDL

/// `play`: the app, or one scene looping, in an interactive window.
struct PlayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "play",
    abstract: "Open the app, or play one scene looping, in a window.",
    discussion: """
      Without an ID the window shows the tool's app, if it has one (segue's is the demo app: \
      the seeds in one app). With an ID the scene loops until the first mouse press makes it \
      live. The mouse is a finger. Keys: Space pauses, S toggles slow animations (×10), R \
      starts/stops recording a GIF, O rotates the device (portrait ↔ landscape), Q or Escape \
      quits.
      """)

  /// How long the last frame stays before the transition restarts, seconds.
  static let holdAtEnd = 0.5

  @Argument(help: "The scene id (see 'list'); default: the app.")
  var id: String?

  @Option(
    help:
      "The device to lay out for: \(Device.all.map(\.name).joined(separator: ", ")); default: the scene's own."
  )
  var device: String?

  @Option(help: "Hold the device portrait (default) or landscape.")
  var orientation: Device.Orientation = .portrait

  @OptionGroup var chrome: ChromeOptions

  @Option(parsing: .unconditional, help: "Pixels per point of the window (1 or 2).")
  var scale: Int = 1

  @Option(parsing: .unconditional, help: "Quit after this many frames (for tests and scripts).")
  var frames: Int?

  @Flag(
    help:
      "On closing, also print frame-time percentiles (p50, p90, p99, max) and the frames over 8.3 ms."
  )
  var stats = false

  @Option(help: "The folder recordings (R) are written to; default: the current folder.")
  var recordDir: String?

  func validate() throws {
    guard (1...2).contains(scale) else { throw ValidationError("--scale must be 1 or 2") }
    if let frames, frames < 1 { throw ValidationError("--frames must be at least 1") }
  }

  func run() throws {
    let catalog = SceneCatalog.current
    let scene: any StageScene
    if let id {
      scene = try catalog.scene(id)
    } else if let app = catalog.app {
      scene = app
    } else {
      throw CLIError(
        "\(catalog.toolName) has no app to open; name a scene: \(catalog.toolName) play ID "
          + "(see '\(catalog.toolName) list')")
    }
    let device = try (self.device.map(Device.parse) ?? scene.device).turned(to: orientation)
    let folder = URL(
      fileURLWithPath: recordDir ?? FileManager.default.currentDirectoryPath, isDirectory: true)
    try checkWritableDestination(folder.appendingPathComponent("recording.gif"))
    let configuration = WindowConfiguration(
      title: "\(catalog.toolName) — \(scene.id)", scale: scale, recordingFolder: folder,
      recordingName: "\(catalog.toolName)-\(scene.id)", maximumFrameCount: frames)
    let retry = ([catalog.toolName, "play"] + (id.map { [$0] } ?? [])).joined(separator: " ")
    let report = try MainActor.assumeIsolated {
      let content: any WindowContent =
        scene.duration > 0
        ? LoopingPlayer(
          scene: scene, device: device, hold: Self.holdAtEnd, showsChrome: chrome.showsChrome)
        : LivePlayer(
          stage: scene.makeStartedStage(device: device, showsChrome: chrome.showsChrome),
          startingAt: 0)
      return try Self.play(content, configuration: configuration, retry: retry)
    }
    FileHandle.standardError.write(Data("\(catalog.toolName): \(report.pacing.summary)\n".utf8))
    if stats {
      FileHandle.standardError.write(
        Data("\(catalog.toolName): \(report.pacing.frameTimes.summary)\n".utf8))
    }
  }

  /// Opens the window and plays `content` until the user quits or the frame limit is reached;
  /// `retry` is the command line to suggest under a virtual display when there is no display.
  @MainActor
  static func play(
    _ content: any WindowContent, configuration: WindowConfiguration, retry: String
  ) throws -> WindowReport {
    let tool = SceneCatalog.current.toolName
    let window = DesktopWindow(
      content: content, configuration: configuration,
      log: { FileHandle.standardError.write(Data("\(tool): \($0)\n".utf8)) },
      recordingFinished: { result in
        switch result {
        case .success(let url): print(url.path)
        case .failure(let error): FileHandle.standardError.write(Data("\(tool): \(error)\n".utf8))
        }
      })
    do {
      return try window.run()
    } catch .noDisplay(let reason) {
      throw CLIError(
        "no display (\(reason)); run under a virtual one: "
          + "xvfb-run \(retry), or Xvfb :99 & DISPLAY=:99 \(retry)")
    }
  }
}

/// A stage running live on the window's clock, from content time `start` on: stage time is the
/// stage's time at `start` plus the content time elapsed since. The mouse is a finger on the
/// stage's window; O turns it (`Stage.rotate`). The stage's diagnostics go to the window's log.
@MainActor
final class LivePlayer: WindowContent {
  let stage: Stage
  /// Content time minus stage time.
  private let offset: Double

  /// Runs `stage` live from content time `start` (its current time then).
  init(stage: Stage, startingAt start: Double) {
    self.stage = stage
    offset = start - stage.time
  }

  var size: CGSize { stage.canvasSize }

  func displayList(at time: Double) -> DisplayList {
    let target = time - offset
    if target > stage.time { stage.advance(to: target) }
    return stage.displayList()
  }

  /// Pressed pointer events become touches on the stage's window at their own time (never
  /// before the stage's present), so the stage's gestures and buttons answer a real mouse.
  /// Hovering (moves without a button) is not a touch.
  func handle(_ event: PointerEvent) {
    if event.phase == .move, !event.isPressed { return }
    stage.pointer(
      event.phase, at: stage.windowPoint(fromCanvas: event.location), time: event.timestamp - offset
    )
  }

  /// The stage's scripted fingers; the mouse's touches are not among them.
  var scriptedTouchLocations: [CGPoint] { stage.scriptedTouchLocationsOnCanvas }

  /// Turns the stage's window (animated, as a device rotation is; after the running
  /// transition, if one runs). A canvas the scene held (a recording's) is let go first: the
  /// desktop window turns with the device, as it does for every other stage.
  func rotate() -> Bool {
    stage.canvasOrientation = nil
    stage.rotate()
    return true
  }
}

/// Plays a scene in a loop: the transition, a hold on its last frame, then a new stage from the
/// start (a stage's time only moves forwards, so each repetition gets a fresh one). The first
/// touch (mouse press) ends the loop: from then on the stage runs live (`LivePlayer`), so what
/// the touch starts — a tap on a button, a drag that pops — plays out.
@MainActor
final class LoopingPlayer: WindowContent {
  let scene: any StageScene
  /// The device the stages are laid out for (turned by `rotate()`).
  private(set) var device: Device
  let timing: LoopTiming
  private var stage: Stage
  private var cycle = 0
  /// Set once the user touches the content: the loop stops and the stage runs on, live.
  private var live: LivePlayer?
  private var lastContentTime = 0.0

  /// Whether the stages draw the status bar, home indicator and display corners.
  private let showsChrome: Bool

  init(scene: any StageScene, device: Device, hold: Double, showsChrome: Bool = true) {
    self.scene = scene
    self.device = device
    self.timing = LoopTiming(duration: scene.duration, hold: hold)
    self.showsChrome = showsChrome
    self.stage = scene.makeStartedStage(device: device, showsChrome: showsChrome)
  }

  var size: CGSize { live?.size ?? stage.canvasSize }

  func displayList(at time: Double) -> DisplayList {
    lastContentTime = time
    if let live { return live.displayList(at: time) }
    let position = timing.position(at: time)
    if position.cycle != cycle {
      cycle = position.cycle
      stage = scene.makeStartedStage(device: device, showsChrome: showsChrome)
    }
    let target = scene.time(atProgress: position.progress, on: stage)
    if target > stage.time { stage.advance(to: target) }
    return stage.displayList()
  }

  /// The scene's scripted fingers (they play on once it is live; the mouse's own touches are
  /// not marked: the pointer shows them).
  var scriptedTouchLocations: [CGPoint] {
    live?.scriptedTouchLocations ?? stage.scriptedTouchLocationsOnCanvas
  }

  /// The first event makes the stage live; every event goes to the live stage.
  func handle(_ event: PointerEvent) {
    let player = live ?? LivePlayer(stage: stage, startingAt: lastContentTime)
    live = player
    player.handle(event)
  }

  /// A live stage's window turns; otherwise the loop goes on with stages laid out on the
  /// turned device (its landscape safe area included), starting the current repetition again.
  func rotate() -> Bool {
    if let live { return live.rotate() }
    device = device.turned(to: device.orientation == .portrait ? .landscape : .portrait)
    stage = scene.makeStartedStage(device: device, showsChrome: showsChrome)
    return true
  }
}

extension Stage {
  /// Where the scripted fingers are on the canvas (the desktop window draws them over it).
  fileprivate var scriptedTouchLocationsOnCanvas: [CGPoint] {
    let transform = canvasTransform
    return window.scriptedTouchLocations.map { $0.applying(transform) }
  }
}
