import ArgumentParser
import Foundation
import Segue
import SegueGallery
import SegueSDL

/// `segue play`: an entry in an interactive window, looping.
struct PlayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "play",
    abstract: "Play a transition in a window, looping.",
    discussion: """
      Keys: Space pauses, S toggles slow animations (×10), R starts/stops recording a GIF, \
      Q or Escape quits.
      """)

  /// How long the last frame stays before the transition restarts, seconds.
  static let holdAtEnd = 0.5

  @Argument(help: "The entry id (see 'segue list'); default: the first entry.")
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
    guard let entry = try id.map(galleryEntry) ?? Gallery.entries.first else {
      throw CLIError("the gallery has no entries")
    }
    let device = try RenderOptions(device: device).resolvedDevice()
    let folder = URL(
      fileURLWithPath: recordDir ?? FileManager.default.currentDirectoryPath, isDirectory: true)
    try checkWritableDestination(folder.appendingPathComponent("recording.gif"))
    let configuration = WindowConfiguration(
      title: "segue — \(entry.id)", scale: scale, recordingFolder: folder,
      recordingName: "segue-\(entry.id)", maximumFrameCount: frames)
    let report = try MainActor.assumeIsolated {
      try Self.play(entry, on: device, configuration: configuration)
    }
    FileHandle.standardError.write(Data("segue: \(report.pacing.summary)\n".utf8))
  }

  /// Opens the window and plays `entry` until the user quits or the frame limit is reached.
  @MainActor
  static func play(
    _ entry: GalleryEntry, on device: Device, configuration: WindowConfiguration
  ) throws -> WindowReport {
    let player = LoopingPlayer(entry: entry, device: device, hold: holdAtEnd)
    let window = Window(
      content: player, configuration: configuration,
      log: { FileHandle.standardError.write(Data("segue: \($0)\n".utf8)) },
      recordingFinished: { result in
        switch result {
        case .success(let url): print(url.path)
        case .failure(let error): FileHandle.standardError.write(Data("segue: \(error)\n".utf8))
        }
      })
    do {
      return try window.run()
    } catch .noDisplay(let reason) {
      throw CLIError(
        "no display (\(reason)); run under a virtual one: "
          + "xvfb-run segue play \(entry.id), or Xvfb :99 & DISPLAY=:99 segue play \(entry.id)")
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

/// Plays a gallery entry in a loop: the transition, a hold on its last frame, then a new scene
/// from the start (a scene's time only moves forwards, so each repetition gets a fresh one).
/// The first touch (mouse press) ends the loop: from then on the scene runs live, so what the
/// touch starts — a tap on a button, a drag that pops — plays out.
@MainActor
final class LoopingPlayer: WindowContent {
  let entry: GalleryEntry
  let device: Device
  let timing: LoopTiming
  private var scene: GalleryScene
  private var cycle = 0
  /// Set once the user touches the content: the loop stops and the scene runs on, live, with
  /// the content clock (scene time = `sceneTime` + content time elapsed since `contentTime`).
  private var live: (contentTime: Double, sceneTime: Double)?
  private var lastContentTime = 0.0

  init(entry: GalleryEntry, device: Device, hold: Double) {
    self.entry = entry
    self.device = device
    self.timing = LoopTiming(duration: entry.duration, hold: hold)
    self.scene = entry.makeScene(device)
  }

  var size: CGSize { device.size }

  func displayList(at time: Double) -> DisplayList {
    lastContentTime = time
    if let live {
      scene.advance(toTime: live.sceneTime + (time - live.contentTime))
      return scene.displayList()
    }
    let position = timing.position(at: time)
    if position.cycle != cycle {
      cycle = position.cycle
      scene = entry.makeScene(device)
    }
    scene.seek(toProgress: position.progress)
    return scene.displayList()
  }

  /// The mouse as a finger: pressed pointer events become touches on the scene's window (at
  /// the scene's current time), so the entries' gestures and buttons answer a real mouse.
  /// Hovering (moves without a button) is not a touch; layer-only entries take no input.
  func handle(_ event: PointerEvent) {
    guard let window = scene.window else { return }
    if live == nil { live = (contentTime: lastContentTime, sceneTime: scene.clock.now) }
    let phase: PointerPhase
    switch event.phase {
    case .down: phase = .down
    case .moved:
      guard event.isPressed else { return }
      phase = .move
    case .up: phase = .up
    }
    window.handlePointer(phase, at: event.location, time: scene.clock.now)
  }
}
