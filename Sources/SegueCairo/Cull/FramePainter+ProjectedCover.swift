import CCairo
import Foundation
import SegueLayers

// What a 3D layer's projected plane covers. A flip's turning screen fills most of the frame,
// and the frame was cleared under it first (a 12 MiB fill, about a tenth of the frame's time)
// though every pixel inside the screen's outline is then replaced: a sample whose four taps
// lie in an opaque plane is opaque, and `ProjectiveMapping` stores an opaque sample over what
// is there. So a node drawn projected at full opacity, from a plane kept from earlier frames
// and known opaque (`PlaneCache.Plane.isOpaque`, checked on the pixels when it was kept), covers
// the device pixels whose centres map into the plane inset by a pixel (there every sample's
// taps lie in the plane, whatever the rounding of its position to 1/256 pixel): those inside
// the projection of that inset rectangle, a convex quadrilateral, taken as a few bands of
// whole rows. A plane drawn anew in the frame is not looked at: its pixels are not known
// before it is drawn.

extension FramePainter {
  /// The most bands of rows a slanted stretch of the outline is covered with (the
  /// quadrilateral's stretches between its corners' heights: three at most).
  static let coverBandsPerStretch = 4
  /// The farthest a covering plane's corner may project, in device pixels (a plane seen nearly
  /// edge on throws its far corners far away; it covers little then).
  static let coverLimit = 1e7

  /// The device pixels that drawing `node` (whose transform maps its plane projectively) under
  /// `parent` is sure to replace with opaque samples: empty unless its plane is kept and
  /// opaque and the node is drawn at full opacity.
  func projectedCover(of node: DisplayNode, under parent: cairo_matrix_t) -> [PixelRect] {
    guard node.opacity >= 1, node.pageCurl == nil, let plane = extent(of: node), !plane.isNull,
      plane.width > 0, plane.height > 0
    else { return [] }
    let layout = PlaneLayout(of: node, extent: plane, ctm: parent)
    guard let kept = renderer.planes.keptPlane(for: layout.key), kept.isOpaque else { return [] }
    let planeToDevice = Homography(node.transform).concatenating(Homography(parent))
    // The plane's pixel i spans plane points minX + i/scale…: inset by one pixel, every sample
    // position in it is at least half a pixel from the plane's edge, its taps inside.
    let inset = plane.insetBy(dx: 1 / layout.scale, dy: 1 / layout.scale)
    guard !inset.isNull, !inset.isEmpty else { return [] }
    var corners: [CGPoint] = []
    for (x, y) in [
      (inset.minX, inset.minY), (inset.maxX, inset.minY), (inset.maxX, inset.maxY),
      (inset.minX, inset.maxY),
    ] {
      // A corner behind the eye: the plane is cut there, and the frame draws what is in front.
      guard let corner = planeToDevice.project(x, y), abs(corner.x) < Self.coverLimit,
        abs(corner.y) < Self.coverLimit
      else { return [] }
      corners.append(corner)
    }
    return Self.pixelBands(inside: corners, bandsPerStretch: Self.coverBandsPerStretch)
  }

  /// Rectangles of whole pixels whose centres lie inside the convex polygon `corners`: the
  /// rows between consecutive corners' heights in `bandsPerStretch` bands each (one where both
  /// sides are upright), each band the columns inside the polygon in all its rows.
  ///
  /// The polygon's left edge x is a convex function of y and its right edge a concave one, so
  /// over a band of rows the columns inside in every row are those inside in its first and
  /// last rows.
  static func pixelBands(inside corners: [CGPoint], bandsPerStretch: Int) -> [PixelRect] {
    guard corners.count >= 3 else { return [] }
    /// The polygon's columns at height y, as an interval of x.
    func span(at y: Double) -> (left: Double, right: Double)? {
      var left = Double.infinity
      var right = -Double.infinity
      for (index, p) in corners.enumerated() {
        let q = corners[(index + 1) % corners.count]
        guard min(p.y, q.y) <= y, y <= max(p.y, q.y) else { continue }
        let xs = p.y == q.y ? [p.x, q.x] : [p.x + (y - p.y) * (q.x - p.x) / (q.y - p.y)]
        for x in xs {
          left = min(left, x)
          right = max(right, x)
        }
      }
      return left <= right ? (left, right) : nil
    }
    let heights = Set(corners.map(\.y)).sorted()
    var bands: [PixelRect] = []
    for (top, bottom) in zip(heights, heights.dropFirst()) {
      // Rows whose centres (r + ½) lie in top…bottom.
      let firstRow = Int((top - 0.5).rounded(.up))
      let lastRow = Int((bottom - 0.5).rounded(.down))
      guard firstRow <= lastRow, let upper = span(at: top), let lower = span(at: bottom)
      else { continue }
      let upright = upper.left == lower.left && upper.right == lower.right
      let count = min(upright ? 1 : bandsPerStretch, lastRow - firstRow + 1)
      for band in 0..<count {
        let rows = lastRow - firstRow + 1
        let row0 = firstRow + rows * band / count
        let row1 = firstRow + rows * (band + 1) / count - 1
        guard let a = span(at: Double(row0) + 0.5), let b = span(at: Double(row1) + 0.5)
        else { continue }
        // Columns whose centres (c + ½) lie in the narrower of the two spans.
        let column0 = Int((max(a.left, b.left) - 0.5).rounded(.up))
        let column1 = Int((min(a.right, b.right) - 0.5).rounded(.down))
        guard column0 <= column1 else { continue }
        bands.append(
          PixelRect(x: column0, y: row0, width: column1 - column0 + 1, height: row1 - row0 + 1))
      }
    }
    return bands
  }
}
