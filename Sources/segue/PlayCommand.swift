import ArgumentParser
import Foundation
import Segue
import SegueGallery
import SegueSDL

/// `segue play`: the demo app, or an entry looping, in an interactive window.
struct PlayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "play",
    abstract: "Open the demo app, or play one transition looping, in a window.",
    discussion: """
      Without an ID the window shows the demo app (the seeds in one app: the round button \
      pushes Ping's circle, the info button slides in the panel, a swipe from the left edge \
      brings the menu, the hamburger drops the Guillotine menu). With an ID the entry loops \
      until the first mouse press makes it live. The mouse is a finger. Keys: Space pauses, \
      S toggles slow animations (×10), R starts/stops recording a GIF, O rotates the device \
      (portrait ↔ landscape), Q or Escape quits.
      """)

  /// How long the last frame stays before the transition restarts, seconds.
  static let holdAtEnd = 0.5
  /// The name the demo app goes by in titles and recordings.
  static let demoName = "demo"

  @Argument(help: "The entry id (see 'segue list'); default: the demo app.")
  var id: String?

  @Option(help: "The device to lay out for: \(Device.all.map(\.name).joined(separator: ", ")).")
  var device: String = Device.iPhone15Pro.name

  @Option(help: "Pixels per point of the window (1 or 2).")
  var scale: Int = 1

  @Option(help: "Quit after this many frames (for tests and scripts).")
  var frames: Int?

  @Option(help: "The folder recordings (R) are written to; default: the current folder.")
  var recordDir: String?

  func validate() throws {
    guard (1...2).contains(scale) else { throw ValidationError("--scale must be 1 or 2") }
    if let frames, frames < 1 { throw ValidationError("--frames must be at least 1") }
  }

  func run() throws {
    let entry = try id.map(galleryEntry)
    let name = entry?.id ?? Self.demoName
    let device = try RenderOptions(device: device).resolvedDevice()
    let folder = URL(
      fileURLWithPath: recordDir ?? FileManager.default.currentDirectoryPath, isDirectory: true)
    try checkWritableDestination(folder.appendingPathComponent("recording.gif"))
    let configuration = WindowConfiguration(
      title: "segue — \(name)", scale: scale, recordingFolder: folder,
      recordingName: "segue-\(name)", maximumFrameCount: frames)
    let report = try MainActor.assumeIsolated {
      let content: any WindowContent =
        if let entry {
          LoopingPlayer(entry: entry, device: device, hold: Self.holdAtEnd)
        } else {
          LivePlayer(scene: DemoApp.makeScene(device: device), startingAt: 0)
        }
      return try Self.play(content, configuration: configuration, retry: "segue play \(id ?? "")")
    }
    FileHandle.standardError.write(Data("segue: \(report.pacing.summary)\n".utf8))
  }

  /// Opens the window and plays `content` until the user quits or the frame limit is reached;
  /// `retry` is the command line to suggest under a virtual display when there is no display.
  @MainActor
  static func play(
    _ content: any WindowContent, configuration: WindowConfiguration, retry: String
  ) throws -> WindowReport {
    let window = Window(
      content: content, configuration: configuration,
      log: { FileHandle.standardError.write(Data("segue: \($0)\n".utf8)) },
      recordingFinished: { result in
        switch result {
        case .success(let url): print(url.path)
        case .failure(let error): FileHandle.standardError.write(Data("segue: \(error)\n".utf8))
        }
      })
    let command = retry.trimmingCharacters(in: .whitespaces)
    do {
      return try window.run()
    } catch .noDisplay(let reason) {
      throw CLIError(
        "no display (\(reason)); run under a virtual one: "
          + "xvfb-run \(command), or Xvfb :99 & DISPLAY=:99 \(command)")
    }
  }
}

extension RenderOptions {
  /// Options naming `device` at its own scale.
  init(device: String) {
    self.init()
    self.device = device
  }
}

/// A scene running live on the window's clock, from content time `start` on: scene time is
/// the scene's time at `start` plus the content time elapsed since. The mouse is a finger on
/// the scene's window; O turns the window (`Window.rotate`).
@MainActor
final class LivePlayer: WindowContent {
  let scene: GalleryScene
  /// Content time minus scene time.
  private let offset: Double

  /// Runs `scene` live from content time `start` (its current time then).
  init(scene: GalleryScene, startingAt start: Double) {
    self.scene = scene
    offset = start - scene.clock.now
  }

  var size: CGSize { scene.size }

  func displayList(at time: Double) -> DisplayList {
    scene.advance(toTime: time - offset)
    return scene.displayList()
  }

  /// Pressed pointer events become touches on the scene's window at their own time (never
  /// before the scene's present), so the scene's gestures and buttons answer a real mouse.
  /// Hovering (moves without a button) is not a touch; layer-only scenes take no input.
  func handle(_ event: PointerEvent) {
    guard let window = scene.window else { return }
    let phase: PointerPhase
    switch event.phase {
    case .down: phase = .down
    case .moved:
      guard event.isPressed else { return }
      phase = .move
    case .up: phase = .up
    }
    let time = max(scene.clock.now, event.timestamp - offset)
    window.handlePointer(phase, at: event.location, time: time)
  }

  /// Turns the scene's window (animated, as a device rotation is; after the running
  /// transition, if one runs); false without one.
  func rotate() -> Bool {
    scene.rotate()
  }
}

/// Plays a gallery entry in a loop: the transition, a hold on its last frame, then a new scene
/// from the start (a scene's time only moves forwards, so each repetition gets a fresh one).
/// The first touch (mouse press) ends the loop: from then on the scene runs live
/// (`LivePlayer`), so what the touch starts — a tap on a button, a drag that pops — plays out.
@MainActor
final class LoopingPlayer: WindowContent {
  let entry: GalleryEntry
  /// The device the scenes are laid out for (turned by `rotate()`).
  private(set) var device: Device
  let timing: LoopTiming
  private var scene: GalleryScene
  private var cycle = 0
  /// Set once the user touches the content: the loop stops and the scene runs on, live.
  private var live: LivePlayer?
  private var lastContentTime = 0.0

  init(entry: GalleryEntry, device: Device, hold: Double) {
    self.entry = entry
    self.device = device
    self.timing = LoopTiming(duration: entry.duration, hold: hold)
    self.scene = entry.makeScene(device)
  }

  var size: CGSize { live?.size ?? scene.size }

  func displayList(at time: Double) -> DisplayList {
    lastContentTime = time
    if let live { return live.displayList(at: time) }
    let position = timing.position(at: time)
    if position.cycle != cycle {
      cycle = position.cycle
      scene = entry.makeScene(device)
    }
    scene.seek(toProgress: position.progress)
    return scene.displayList()
  }

  /// The first event makes the scene live; every event goes to the live scene.
  func handle(_ event: PointerEvent) {
    guard scene.window != nil else { return }
    let player = live ?? LivePlayer(scene: scene, startingAt: lastContentTime)
    live = player
    player.handle(event)
  }

  /// A live scene's window turns; otherwise the loop goes on with scenes laid out on the
  /// turned device (its width and height swapped; the safe-area insets keep their portrait
  /// values, as `Window.rotate` keeps them), starting the current repetition again.
  func rotate() -> Bool {
    if let live, live.rotate() { return true }
    live = nil
    device = Device(
      name: device.name, size: CGSize(width: device.size.height, height: device.size.width),
      scale: device.scale, safeAreaInsets: device.safeAreaInsets)
    scene = entry.makeScene(device)
    return true
  }
}
