import Foundation
import SegueGeometry
import SegueLayers

// Drawing a curled page (`PageCurl`), in the manner of the flips' `ProjectiveMapping`: the page
// is flattened into an offscreen surface, then every device pixel inside the page's bounds is
// mapped back to the page point(s) that land there and the surface is sampled bilinearly.
//
// Inverting the curl (the forward map is in `PageCurl`'s note) for a pixel whose page point P
// has u = P·d, with the axis at a and radius r; a page point is P moved along d to a new u:
//   u ≥ a          the flat page at P, under the rolled-over back at u_s = 2a − πr − u
//                  (which exists when that point is on the page: the reflection mirrors it);
//   a − r ≤ u < a  the cylinder: its upper half (the back) at θ = π − asin((a − u)/r) over its
//                  lower half (the front) at θ = asin((a − u)/r), u_s = a − r·θ, seen when
//                  the page ends before reaching the upper half;
//   u < a − r      nothing of the page: what lies beneath shows, darkened by the shadow
//                  of the cylinder (where there is paper on its silhouette at θ = π/2).
// Layers are composited top over bottom (an orthographic view, no depth buffer needed: the
// order is known). The silhouette u = a − r is antialiased by the fraction of the pixel inside
// it; the page's own edges are antialiased by the bilinear taps outside the surface being
// transparent (as for the flips). Opacity multiplies the result; it is composited OVER the
// destination with pixman's rounding.
//
// Cost: a row's page points are linear in the column, and so is u; what a pixel shows depends
// on u alone, so each row splits into at most five spans, one per `Kind`, found by solving for
// the boundaries' columns (then checked against the pixels at them, so that a pixel's kind is
// the one its own u gives). Each span has its loop: the flat page copied texel for texel when
// it lands pixel for pixel; the rolled-over back one bilinear sample (the front under it only
// where the back is not opaque); the cylinder its back first, its front only where the back
// lets it show, the angle from `arcsine` (a polynomial within 3·10⁻⁸ rad of asin); the shadow
// one sample of the page's coverage; nothing past the shadow. Positions are computed per pixel
// in doubles and rounded to 1/256 px, as the flips' are. Where a quantity rounded per pixel
// (the back's grey, the shadow's alpha) is monotonic in u and rounds alike at a run's two ends
// with room to spare, it is the whole run's (`commonRounding`): the same bytes, computed once.
// Where the page is transparent outside a few rectangles, a row is drawn only across the band
// they span across d (`+Band`).

/// The inverse mapping of a curled page (see the note above).
enum PageCurlMapping {
  /// Where the page is and how it curls.
  struct Geometry {
    /// The page's bounds, in page points; pixels whose page point is outside are untouched.
    var bounds: CGRect
    /// The unit direction of travel d and the axis position a (as u), radius r, points.
    var direction: CGVector
    var axis: Double
    var radius: Double
    /// Device pixel → page point: P = (a·x + c·y + tx, b·x + d·y + ty).
    var deviceToPage: CGAffineTransform
    /// Page point → source pixel coordinates (pixel centres at i + ½): (P − origin) · scale.
    var sourceOrigin: CGPoint
    var sourceScale: Double
    /// Device pixels per page point along d (for the silhouette's antialiasing).
    var pixelsPerPoint: Double
    /// The least u of the page: beyond u = 2a − πr − low nothing rolled over lies on the flat
    /// page.
    var low: Double
    /// When device pixels are source pixels shifted by whole pixels (an unturned page drawn at
    /// the surface's scale, the common case): source (x − dx, y − dy) for device (x, y).
    var wholePixelShift: (dx: Int, dy: Int)?
  }

  /// What a device pixel shows, in increasing u (its page point along d): nothing of the page,
  /// the cylinder's shadow, the cylinder, the flat page (under the rolled-over back), the flat
  /// page alone texel for texel (only when it lands pixel for pixel).
  enum Kind {
    case nothing, shadow, cylinder, flap, flat
  }

  /// Draws the curled `source` into `destination` (whose top-left pixel is at `origin` in
  /// device space), OVER what it holds. `uniformOutside`, when given, are rectangles of
  /// `source` outside which all its pixels have one colour (`UniformBlocks`); `blocks`, when
  /// given, what is known of `source`'s blocks (a kept plane's, made with `uniformOutside`).
  static func draw(
    _ source: ProjectiveMapping.Pixels, curled geometry: Geometry,
    into destination: ProjectiveMapping.Pixels, origin: (x: Int, y: Int), opacity: Double,
    uniformOutside: [PixelRect]? = nil, blocks known: UniformBlocks? = nil
  ) {
    guard source.width > 0, source.height > 0, destination.width > 0 else { return }
    let blocks = known ?? UniformBlocks(source, uniformOutside: uniformOutside)
    defer { if known == nil { blocks.deallocate() } }
    var painter = Painter(source: source, blocks: blocks, geometry: geometry, opacity: opacity)
    let band = paintedBand(of: source, uniformOutside: uniformOutside, geometry: geometry)
    // Where the page is transparent outside its rectangles, each kind whose samples lie in a
    // slab of u draws only across the narrower band of the rectangles' part in that slab.
    let bands = band.flatMap { _ in uniformOutside.map { painter.bands(of: $0, geometry) } }
    if band != nil { painter.paintedRects = uniformOutside }
    let m = geometry.deviceToPage
    let firstX = Double(origin.x) + 0.5
    for line in 0..<destination.height {
      let deviceY = Double(origin.y + line) + 0.5
      let row = Row(
        out: UnsafeMutableRawPointer(destination.data + line * destination.stride)
          .assumingMemoryBound(to: UInt32.self),
        deviceX: origin.x, deviceY: origin.y + line,
        x0: Double(m.a) * firstX + Double(m.c) * deviceY + Double(m.tx),
        y0: Double(m.b) * firstX + Double(m.d) * deviceY + Double(m.ty),
        stepX: Double(m.a), stepY: Double(m.b), dx: painter.dx, dy: painter.dy)
      guard let columns = painter.columnsOnPage(of: row, width: destination.width) else {
        continue
      }
      guard let band else {
        drawSpans(columns, of: row, with: painter, bands: nil)
        continue
      }
      // Outside the painted band nothing draws (`+Band`).
      guard let inside = painter.columns(of: row, in: band, within: columns) else { continue }
      drawSpans(inside, of: row, with: painter, bands: bands)
    }
  }

  /// Draws `columns` of `row` span by span, each kind by its loop; a kind with a band of its
  /// own in `bands` only across it.
  @inline(__always)
  private static func drawSpans(
    _ columns: ClosedRange<Int>, of row: Row, with painter: Painter, bands: KindBands?
  ) {
    var start = columns.lowerBound
    while start <= columns.upperBound {
      let kind = painter.kind(row.u(start))
      let end = painter.lastColumn(of: kind, from: start, through: columns.upperBound, in: row)
      defer { start = end &+ 1 }
      guard let band = bands?.band(of: kind) else {
        painter.draw(kind, columns: start, end, of: row)
        continue
      }
      guard let inside = painter.columns(of: row, in: band, within: start...end) else { continue }
      painter.draw(kind, columns: inside.lowerBound, inside.upperBound, of: row)
    }
  }

  /// One destination row: its pixels, and the page point under each column's centre.
  struct Row {
    let out: UnsafeMutablePointer<UInt32>
    /// The device pixel of column 0.
    let deviceX: Int
    let deviceY: Int
    /// The page point of column 0's centre and its step per column.
    let x0: Double
    let y0: Double
    let stepX: Double
    let stepY: Double
    /// The direction of travel d.
    let dx: Double
    let dy: Double

    @inline(__always) func point(_ column: Int) -> (x: Double, y: Double) {
      (x0 + Double(column) * stepX, y0 + Double(column) * stepY)
    }

    /// The column's page point along d.
    @inline(__always) func u(_ column: Int) -> Double {
      let p = point(column)
      return p.x * dx + p.y * dy
    }
  }
}
