import Dispatch
import Foundation
import SegueCairo
import SegueExport
import SegueGeometry
import SegueLayers
import Synchronization

/// Rasterizes and encodes finished recordings to GIF on a background queue, so the window
/// keeps running while they are written.
///
/// Thread safety: each job gets only values (`Sendable` display lists, a URL, a scale) and
/// makes its own `CairoRenderer` (renderers must not be shared between threads); the results
/// go to a `@Sendable` callback. `waitUntilFinished()` lets the window finish pending files
/// before the process exits, so no recording is lost or left half-written.
public final class RecordingEncoder: Sendable {
  private let group = DispatchGroup()
  private let queue = DispatchQueue(label: "segue.recording-encoder", qos: .utility)
  private let completion: @Sendable (Result<URL, RecordingError>) -> Void
  private let pending = Mutex(0)

  /// Creates an encoder that reports each finished (or failed) file to `completion`, on the
  /// encoder's queue.
  public init(completion: @escaping @Sendable (Result<URL, RecordingError>) -> Void) {
    self.completion = completion
  }

  /// Starts rendering `frames` at `scale` and writing them as a GIF at `framesPerSecond` to
  /// `url` (atomically: the file appears only when complete).
  public func encode(_ frames: [DisplayList], scale: Int, framesPerSecond: Double, to url: URL) {
    pending.withLock { $0 += 1 }
    queue.async(group: group) { [self] in
      let result = Self.write(frames, scale: scale, framesPerSecond: framesPerSecond, to: url)
      pending.withLock { $0 -= 1 }
      completion(result)
    }
  }

  /// How many recordings are still being rendered or written.
  public var pendingCount: Int {
    pending.withLock { $0 }
  }

  /// Blocks until every started recording has been written or has failed.
  public func waitUntilFinished() {
    group.wait()
  }

  /// Renders and writes one recording.
  static func write(
    _ frames: [DisplayList], scale: Int, framesPerSecond: Double, to url: URL
  ) -> Result<URL, RecordingError> {
    guard !frames.isEmpty else { return .failure(.empty(url)) }
    let renderer = CairoRenderer()
    var bitmaps: [Bitmap] = []
    bitmaps.reserveCapacity(frames.count)
    do {
      for frame in frames {
        _ = try renderer.draw(frame, scale: scale)
        bitmaps.append(renderer.currentFrame())
      }
      let sequence = try FrameSequence(frames: bitmaps, framesPerSecond: framesPerSecond)
      try GIF.write(sequence, to: url)
      return .success(url)
    } catch {
      return .failure(.failed(url, "\(error)"))
    }
  }
}

/// Why a recording was not written.
public enum RecordingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Recording stopped before any frame was shown.
  case empty(URL)
  /// Rendering or encoding failed.
  case failed(URL, String)

  /// One line for the terminal.
  public var description: String {
    switch self {
    case .empty(let url): "recording \(url.path) has no frames; nothing written"
    case .failed(let url, let reason): "could not write recording \(url.path): \(reason)"
    }
  }
}
