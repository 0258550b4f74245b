import CCairo
import Foundation
import SegueLayers

/// The device pixels that the bounds clips of a node's ancestors certainly let through whole:
/// a union of rectangles, maybe overlapping. Only pixels in it count as covered by what is
/// drawn inside those clips.
///
/// A rounded clip lets through its "plus": the two bands of its bounds that reach the straight
/// edges (inset by the radius one way, not at all the other), leaving only the four r × r
/// corners out. (A single rectangle inset on every side left thin strips along all four edges
/// uncovered, and a backdrop blur under a card's table view was drawn whole for them, issue 17.)
struct CertainClip: Equatable {
  /// The rectangles; none empty.
  private(set) var rects: [PixelRect]

  /// The most rectangles kept: past it the smallest are forgotten (a smaller clip covers less,
  /// which is always safe).
  static let maximumRects = 8

  init(_ rects: [PixelRect]) {
    var kept: [PixelRect] = []
    for rect in rects.sorted(by: { $0.area > $1.area })
    where !rect.isEmpty && !kept.contains(where: { $0.contains(rect) }) {
      kept.append(rect)
    }
    self.rects = Array(kept.prefix(Self.maximumRects))
  }

  /// The clip narrowed by `other` (nil: no clip).
  func intersection(_ other: CertainClip?) -> CertainClip {
    guard let other else { return self }
    return CertainClip(rects.flatMap { rect in other.rects.map { rect.intersection($0) } })
  }
}

extension Optional where Wrapped == CertainClip {
  /// The pixels of `rect` the clip certainly lets through (all of them when nothing clips).
  func letThrough(_ rect: PixelRect) -> [PixelRect] {
    guard let clip = self else { return rect.isEmpty ? [] : [rect] }
    return clip.rects.map { $0.intersection(rect) }.filter { !$0.isEmpty }
  }
}

extension FramePainter {
  /// The two bands of the node's rounded bounds that reach its straight edges (the whole
  /// bounds when square), in whole device pixels; `m` is axis-aligned. Both lie inside the
  /// outline Cairo draws: its corners' arcs (Bézier curves) stay in the r × r squares.
  static func crossBands(of node: DisplayNode, under m: cairo_matrix_t) -> [PixelRect] {
    let box = deviceBox(of: node.bounds, under: m)
    let radius = cornerRadius(of: node)
    guard radius > 0 else { return [PixelRect(inside: box)] }
    let rx = radius * abs(m.xx)
    let ry = radius * abs(m.yy)
    return [
      PixelRect(inside: box.insetBy(dx: rx, dy: 0)),
      PixelRect(inside: box.insetBy(dx: 0, dy: ry)),
    ]
  }

  /// Whether `rect` maps to a rectangle whose edges lie on device pixel boundaries.
  static func isWholePixels(_ rect: CGRect, under m: cairo_matrix_t) -> Bool {
    let box = deviceBox(of: rect, under: m)
    func whole(_ v: CGFloat) -> Bool { abs(v - v.rounded()) < 1e-6 }
    return whole(box.minX) && whole(box.minY) && whole(box.maxX) && whole(box.maxY)
  }
}
