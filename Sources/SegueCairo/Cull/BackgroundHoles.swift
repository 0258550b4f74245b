import CCairo
import Foundation

// A background that cannot be clipped to what shows of it (under rounded bounds, or square
// bounds off the pixel grid, a clip to pixel boxes would change how Cairo rasterizes its edges)
// is still filled with holes where later drawing covers it. The path keeps the background's
// own rectangle as it was; the holes, added even-odd, take whole device pixels out of its
// inside: away from its own edge pixels, inside what the clips certainly let through, and
// only in rows where no clip's outline curves (Cairo's scan converter steps a row by samples
// when an edge starts or ends in it, and a curve in that row then rounds another way: a test
// with 30-point corners found one pixel). Not under a mask: holes cross its outline, and the
// Ping entries' circle moved thousands of pixels. On the Today card zoomed open, the story's
// table background under its picture and paragraphs was 2.6 of the frame's 3 million pixels,
// filled and then covered.

extension OpaqueRegion {
  /// Disjoint rectangles of covered pixels inside `interior` that `clip` certainly lets
  /// through, in rows where its outline is straight (`PixelRect.holes(from:)`).
  func holes(inside interior: PixelRect, clip: CertainClip?) -> [PixelRect] {
    let inside = interior.intersection(clip?.straightRows ?? .unbounded)
    guard !inside.isEmpty else { return [] }
    return PixelRect.holes(from: rects.flatMap { clip.letThrough($0.intersection(inside)) })
  }
}

extension PixelRect {
  /// The most holes a background is filled with, and the fewest pixels one must leave out.
  static let maximumHoles = 12
  static let smallestHole = 4_096

  /// Disjoint rectangles covering what `candidates` (which may overlap) cover, largest first:
  /// at most `maximumHoles`, each at least `smallestHole` pixels (holes only save time, so
  /// leaving pixels out of them is always safe).
  static func holes(from candidates: [PixelRect]) -> [PixelRect] {
    var holes: [PixelRect] = []
    for rect in candidates.sorted(by: { $0.area > $1.area }) where rect.area >= smallestHole {
      var parts = [rect]
      for hole in holes where !parts.isEmpty {
        parts = parts.flatMap { $0.subtracting(hole) }.filter { $0.area >= smallestHole }
      }
      holes += parts
      if holes.count >= maximumHoles { break }
    }
    return Array(holes.sorted { $0.area > $1.area }.prefix(maximumHoles))
  }
}

extension FramePainter {
  /// Adds `holes` (device pixels) to the current path and sets the even-odd rule, so that
  /// filling the path leaves them out of the shape already in it.
  static func appendHoles(_ holes: [PixelRect], in cr: OpaquePointer) {
    appendDevice(holes, in: cr)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
  }
}
