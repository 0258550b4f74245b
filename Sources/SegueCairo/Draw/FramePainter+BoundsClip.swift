import CCairo
import Foundation
import SegueGeometry
import SegueLayers

// `masksToBounds` clips a layer's contents, drawing and sublayers to its rounded bounds. Cairo
// turns a clip that is not a set of whole pixels into a mask, rasterized again for every
// drawing operation under it: a card's picture and each of its labels paid for a card-sized
// mask (about 40 % of a still Today-list frame). But where everything a part can paint lands
// on device pixels that the rounded bounds cover entirely, the clip's coverage is exactly one;
// such parts are drawn unclipped, the others under the clip as before. The pixels are those of
// the clipped drawing but for rounding: Cairo composites translucent content through a clip
// mask with one more rounding step, so a few of its pixels may differ by one level, up to three
// for text, whose glyph masks round once more (tested over every gallery entry). The test is conservative: the part's device box (the whole pixels
// its ink can touch) must lie inside the rounded rectangle shrunk by half a pixel at its
// corners, which absorbs Cairo's flattening of the arcs (0.1 px). It applies under
// axis-aligned matrices that keep the corners' orientation; under any other matrix the layer
// is clipped once for all its parts, as before.

extension FramePainter {
  /// Runs `body` inside `node`'s bounds (`inside`, in device space): under its rounded clip,
  /// unless every pixel `extent` (node space; nil for unbounded) can touch is wholly inside.
  func drawClipped(
    toBoundsOf node: DisplayNode, inside: DeviceRoundedRect, extent: () -> CGRect?,
    in cr: OpaquePointer, _ body: () -> Void
  ) {
    if let box = extent(),
      inside.coversFully(PixelRect(enclosing: deviceBounds(of: box, in: cr)))
    {
      body()
      return
    }
    cairo_save(cr)
    clipToBounds(of: node, in: cr)
    body()
    cairo_restore(cr)
  }
}

/// A layer's rounded bounds in device space, under a matrix that only scales (by positive
/// factors) and translates.
struct DeviceRoundedRect {
  /// A rounded corner: its point, the directions into the rectangle, its radii.
  struct Corner {
    var x: Double
    var y: Double
    var sx: Double
    var sy: Double
    var radius: CGSize
  }

  /// The rectangle, device pixels.
  let rect: CGRect
  /// The rounded corners (those masked, with a positive radius), device pixels.
  let corners: [Corner]

  /// How far inside the arcs a pixel corner must be, device pixels: more than Cairo's arc
  /// flattening (its tolerance is 0.1).
  static let arcMargin = 0.5

  /// The bounds of `node` under `matrix`; nil when the matrix rotates, shears or mirrors.
  init?(node: DisplayNode, matrix m: cairo_matrix_t) {
    self.init(
      bounds: node.bounds, cornerRadius: node.cornerRadius, corners: node.maskedCorners,
      matrix: m)
  }

  /// `bounds` with `corners` rounded by `cornerRadius`, under `matrix`; nil when the matrix
  /// rotates, shears or mirrors.
  init?(bounds: CGRect, cornerRadius: CGFloat, corners masked: CornerMask, matrix m: cairo_matrix_t)
  {
    guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0, bounds.isFiniteRect else { return nil }
    let rect = CGRect(
      x: m.x0 + m.xx * bounds.minX, y: m.y0 + m.yy * bounds.minY, width: m.xx * bounds.width,
      height: m.yy * bounds.height)
    self.rect = rect
    let r = min(max(cornerRadius, 0), bounds.width / 2, bounds.height / 2)
    guard r > 0 else {
      corners = []
      return
    }
    let radius = CGSize(width: r * m.xx, height: r * m.yy)
    let all: [(CornerMask, Corner)] = [
      (.layerMinXMinYCorner, Corner(x: rect.minX, y: rect.minY, sx: 1, sy: 1, radius: radius)),
      (.layerMaxXMinYCorner, Corner(x: rect.maxX, y: rect.minY, sx: -1, sy: 1, radius: radius)),
      (.layerMinXMaxYCorner, Corner(x: rect.minX, y: rect.maxY, sx: 1, sy: -1, radius: radius)),
      (.layerMaxXMaxYCorner, Corner(x: rect.maxX, y: rect.maxY, sx: -1, sy: -1, radius: radius)),
    ]
    corners = all.filter { masked.contains($0.0) }.map(\.1)
  }

  /// The rounded bounds of `node` under the current matrix of `cr`.
  init?(node: DisplayNode, in cr: OpaquePointer) {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    self.init(node: node, matrix: m)
  }

  /// Whether every pixel of `box` lies wholly inside the rounded rectangle.
  func coversFully(_ box: PixelRect) -> Bool {
    guard !box.isEmpty else { return true }
    let x0 = Double(box.x)
    let y0 = Double(box.y)
    let x1 = Double(box.x + box.width)
    let y1 = Double(box.y + box.height)
    // The rounded rectangle is convex: a pixel rectangle is inside when its corners are.
    return contains(x0, y0) && contains(x1, y0) && contains(x0, y1) && contains(x1, y1)
  }

  /// Whether the point is inside the rectangle and, in a corner's square, inside its arc
  /// shrunk by `arcMargin`.
  func contains(_ x: Double, _ y: Double) -> Bool {
    let epsilon = 1e-9
    guard x >= rect.minX - epsilon, x <= rect.maxX + epsilon, y >= rect.minY - epsilon,
      y <= rect.maxY + epsilon
    else { return false }
    for corner in corners {
      // Distances into the rectangle from the corner, along each axis.
      let u = (x - corner.x) * corner.sx
      let v = (y - corner.y) * corner.sy
      let rx = corner.radius.width
      let ry = corner.radius.height
      guard u < rx, v < ry else { continue }
      let ax = rx - Self.arcMargin
      let ay = ry - Self.arcMargin
      guard ax > 0, ay > 0 else { return false }
      let dx = (rx - u) / ax
      let dy = (ry - v) / ay
      if dx * dx + dy * dy > 1 { return false }
    }
    return true
  }
}
