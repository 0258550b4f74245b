import Foundation

/// The state of the top-down walk: what is covered so far, and what backdrops read.
struct OcclusionWalk {
  /// The frame's pixels: nothing outside them shows.
  let canvas: PixelRect
  var region = OpaqueRegion()
  var reads: [PixelRect] = []
  /// The path of the node being planned: its top-level index, then its index among each
  /// ancestor's sublayers (as `FramePainter.path` when it is drawn).
  var path: [Int] = []
  /// How many of the node's ancestors draw into a group (translucent or masked).
  var groups = 0

  /// The smallest rectangle holding what shows of the pixels `extent` on the canvas.
  func uncoveredBounds(of extent: PixelRect) -> PixelRect {
    region.uncoveredBounds(of: extent.intersection(canvas))
  }

  /// What shows of the pixels `extent` on the canvas.
  func visibility(of extent: PixelRect) -> Visibility {
    let onCanvas = extent.intersection(canvas)
    return onCanvas.isEmpty ? .hidden : region.visibility(of: onCanvas)
  }

  /// The same, in pieces whenever they leave out a pixel of `extent` (not only half of them).
  func pieces(of extent: PixelRect) -> Visibility {
    let onCanvas = extent.intersection(canvas)
    guard !onCanvas.isEmpty else { return .hidden }
    guard let pieces = region.uncovered(onCanvas, limit: OpaqueRegion.maximumPieces) else {
      return .whole
    }
    if pieces.isEmpty { return .hidden }
    // Nothing covering it (what lies off the canvas is never drawn) is the whole of it.
    return pieces == [onCanvas] ? .whole : .within(pieces)
  }
}
