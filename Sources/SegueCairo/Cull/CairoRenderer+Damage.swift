import Foundation
import SegueGeometry
import SegueLayers

extension CairoRenderer {
  /// Draws `displayList` over the last frame, repainting only the pixels where it can differ
  /// from the list that frame was drawn from (`FramePainter.damage`): for a host that keeps the
  /// pixels and uploads what changed (the window). The pixels are the bytes `draw` gives, to a
  /// known level: a gradient or a turned picture inside the repainted rows can be a level off
  /// at a few pixels (`RandomSceneTests`).
  ///
  /// Every pixel is repainted when there is no last frame, it was drawn at another scale or
  /// size, or the change cannot be bounded; nothing is when the lists are equal.
  ///
  /// - Returns: The report, and the region repainted (empty when nothing was).
  /// - Throws: As `draw`; after an error the next call repaints everything.
  public func drawChanges(_ displayList: DisplayList, scale: Int) throws -> (
    report: RenderReport, repainted: PixelRegion
  ) {
    let (width, height) = try Self.pixelSize(of: displayList.size, scale: scale)
    let canvas = PixelRect(x: 0, y: 0, width: width, height: height)
    guard let last = lastDrawn, last.scale == scale,
      let target, target.width == width, target.height == height,
      let damage = FramePainter(renderer: self).damage(
        from: last.list, to: displayList, margin: 1 / CGFloat(scale))
    else {
      return (try draw(displayList, scale: scale), PixelRegion(canvas))
    }
    let region = PixelRect(
      enclosing: damage.applying(CGAffineTransform(scaleX: CGFloat(scale), y: CGFloat(scale)))
    ).intersection(canvas)
    guard !region.isEmpty else {
      lastDrawn = (displayList, scale)
      return (RenderReport(), PixelRegion(.empty))
    }
    return (try draw(displayList, scale: scale, only: region), PixelRegion(region))
  }
}

extension PixelRegion {
  fileprivate init(_ rect: PixelRect) {
    self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
  }
}
