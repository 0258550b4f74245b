import Foundation
import Segue

/// Display lists drawn into bitmaps on any thread, each draw by a renderer no other thread is
/// using; a renderer is kept for the next draw, so its caches (image surfaces, resampled
/// pictures, shadow masks, text layouts) serve the frames that follow, and its renderers share
/// the samples of pictures standing still (`StillPictureSamples`).
///
/// Which renderer draws a list does not change the bytes: a `CairoRenderer` draws the same
/// bytes for the same display list whatever it drew before (its caches only skip work), which
/// `CLIRecordingTests` and the `demo-parallel` row check by comparing whole exports drawn on
/// one thread and on several.
final class Rasterizer: @unchecked Sendable {
  /// A frame drawn: its pixels, and what the renderer could not draw as asked.
  struct Frame: Sendable {
    let bitmap: Bitmap
    let report: RenderReport
  }

  // Renderers not drawing now; only touched with `lock` held.
  private let lock = NSLock()
  private var idle: [CairoRenderer] = []
  /// What its renderers share: the samples of pictures standing still, taken once between them.
  private let stillSamples = StillPictureSamples()

  /// Draws `list` at `scale` pixels per point.
  ///
  /// - Throws: `RenderError` when the frame cannot be drawn (a canvas too large).
  func draw(_ list: DisplayList, scale: Int) throws -> Frame {
    let renderer = lock.withLock { idle.popLast() } ?? CairoRenderer(sharing: stillSamples)
    defer { lock.withLock { idle.append(renderer) } }
    let report = try renderer.draw(list, scale: scale)
    return Frame(bitmap: renderer.currentFrame(), report: report)
  }
}
