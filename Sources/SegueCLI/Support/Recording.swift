import Foundation
import Segue

/// Renders a scene's frames, moving one stage forward in time.
@MainActor
struct FrameRenderer {
  let scene: any StageScene
  let device: Device
  let scale: Int
  /// Whether each finger that is down is marked over the frame (`TouchIndicator`).
  var showsTouches = false
  /// Whether frames show the status bar, home indicator and display corners.
  var showsChrome = true

  /// The frames at `progress` points (ascending, 0…1), each rendered exactly at its time,
  /// with `input` replayed from time 0 when given; `onFrame` is called after each with its
  /// index and the stage at its time (to read its presentation tree, say). Features the
  /// renderer could not draw are said once each on stderr (the stage's diagnostics).
  func frames(
    at progress: [Double], input: InputScript? = nil,
    onFrame: (Int, Stage) throws -> Void = { _, _ in }
  ) throws -> [Bitmap] {
    let stage = scene.makeStartedStage(device: device, showsChrome: showsChrome)
    // A scene that turns the device keeps the recording's size: the interface turns in it.
    stage.holdCanvas()
    if let input { stage.play(input) }
    var frames: [Bitmap] = []
    for (index, p) in progress.enumerated() {
      stage.advance(to: scene.time(atProgress: p))
      frames.append(try stage.render(scale: scale, showingTouches: showsTouches))
      try onFrame(index, stage)
    }
    return frames
  }

  /// Progress points of a recording at `fps`: both ends included, evenly spaced.
  nonisolated static func recordingProgress(duration: Double, fps: Double) -> [Double] {
    let count = max(2, Int((duration * fps).rounded()) + 1)
    return (0..<count).map { Double($0) / Double(count - 1) }
  }
}

/// A one-line progress bar on stderr, drawn only when stderr is a terminal.
struct ProgressBar {
  let isEnabled = isatty(FileHandle.standardError.fileDescriptor) == 1

  func show(_ label: String, done: Int, total: Int) {
    guard isEnabled, total > 0 else { return }
    let width = 30
    let filled = width * done / total
    let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
    FileHandle.standardError.write(Data("\r\(label) [\(bar)] \(done)/\(total)\u{1B}[K".utf8))
  }

  func finish() {
    guard isEnabled else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}

extension StageScene {
  /// The scene's started stage on `device`, drawing the system chrome when `showsChrome`
  /// from the stage's first frame (a transition the scene starts changes the status bar
  /// along its way).
  @MainActor
  func makeStartedStage(device: Device, showsChrome: Bool) -> Stage {
    Stage.makingWithSystemChrome(showsChrome) { makeStartedStage(device: device) }
  }
}
