import Dispatch
import Foundation
import Segue

/// Frames whose display lists went to a `WorkPool` to be drawn (`FrameRenderer.submitFrames`),
/// with the stage that made them; `collect()` waits for the bitmaps.
///
/// The stage moves on the main actor while workers draw, so the reports of what a renderer
/// could not draw come back after the stage has moved on: `collect()` gives them to the stage
/// in frame order, with each frame's time, which says the same lines as drawing frame by frame.
@MainActor
final class PendingFrames {
  let stage: Stage
  private let slots: Slots
  private var times: [Double] = []

  init(stage: Stage, count: Int) {
    self.stage = stage
    slots = Slots(count: count)
  }

  /// Hands frame `index`, the stage's display list now, to `pool` as item `number`; the item
  /// gives `drawn` as its value (the frame itself is kept here).
  func submit<Value: Sendable>(
    index: Int, showingTouches: Bool, scale: Int, to pool: WorkPool<Value>, number: Int,
    rasterizer: Rasterizer, drawn: Value
  ) {
    let (list, slots) = (stage.displayList(showingTouches: showingTouches), slots)
    times.append(stage.time)
    slots.group.enter()
    pool.submit(number) {
      slots.store(Result { try rasterizer.draw(list, scale: scale) }, at: index)
      slots.group.leave()
      return drawn
    }
  }

  /// The frames, in order, once all are drawn; their reports are said on the stage's
  /// diagnostics first.
  ///
  /// - Throws: The first frame's error (`RenderError`), after the reports of the frames
  ///   before it.
  func collect() throws -> [Bitmap] {
    slots.group.wait()
    var frames: [Bitmap] = []
    for (drawn, time) in zip(slots.results(), times) {
      let frame = try drawn.get()
      stage.takeRenderReport(frame.report, at: time)
      frames.append(frame.bitmap)
    }
    return frames
  }

  /// Where the workers put the frames; each writes only its own index.
  private final class Slots: @unchecked Sendable {
    let group = DispatchGroup()
    // Only touched with `lock` held.
    private let lock = NSLock()
    private var frames: [Result<Rasterizer.Frame, any Error>?]

    init(count: Int) {
      frames = Array(repeating: nil, count: count)
    }

    func store(_ frame: Result<Rasterizer.Frame, any Error>, at index: Int) {
      lock.withLock { frames[index] = frame }
    }

    /// Every slot's frame; call after `group` is done.
    func results() -> [Result<Rasterizer.Frame, any Error>] {
      lock.withLock { frames.map { $0 ?? .failure(CancellationError()) } }
    }
  }
}
