import Foundation
import Segue
import SegueGallery

/// Renders an entry's frames, moving one scene forward in time.
@MainActor
struct FrameRenderer {
  let entry: GalleryEntry
  let device: Device
  let scale: Int
  private let renderer = CairoRenderer()

  init(entry: GalleryEntry, device: Device, scale: Int) {
    self.entry = entry
    self.device = device
    self.scale = scale
  }

  /// The frames at `progress` points (ascending, 0…1), each rendered exactly at its time.
  func frames(
    at progress: [Double], input: InputScript? = nil, onFrame: (Int) -> Void = { _ in }
  ) throws -> [Bitmap] {
    let scene = entry.makeScene(device)
    try scene.replay(input, entry: entry.id)
    var frames: [Bitmap] = []
    for (index, p) in progress.enumerated() {
      scene.seek(toProgress: p)
      let report = try renderer.draw(scene.displayList(), scale: scale)
      for problem in report.unsupported {
        FileHandle.standardError.write(
          Data("segue: warning: \(entry.id) at \(p): \(problem)\n".utf8))
      }
      frames.append(renderer.currentFrame())
      onFrame(index)
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
