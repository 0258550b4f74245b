import Foundation

// A page that paints little of itself (`panel-curl`: a clear page the size of the screen
// holding one panel) is transparent outside a few rectangles. Every sample a pixel takes lies
// on the line through its page point along d (the flat page, the rolled-over back, the
// cylinder's halves and the shadow's tap are that point moved along d), so a pixel whose page
// point is, across d, clear of the band those rectangles span reads only transparent texels:
// it draws nothing, but for one thing. A pixel on the cylinder's silhouette is darkened by the
// shadow for the part of it outside the silhouette whatever the page holds there (a line
// across the transparent part of the page, kept as it is drawn). So outside the band only the
// silhouette's pixels are drawn, by the same code, and the frame keeps its bytes.

extension PageCurlMapping {
  /// The band, across d (v = P·n with n = (−dy, dx), in page points), outside which every
  /// sample of `source` is transparent; nil when that is not known: no rectangles, or the
  /// colour outside them not transparent (or no pixel left outside them to tell it).
  static func paintedBand(
    of source: ProjectiveMapping.Pixels, uniformOutside: [PixelRect]?, geometry: Geometry
  ) -> (low: Double, high: Double)? {
    guard let rects = uniformOutside, let outside = colorOutside(rects, of: source),
      outside == 0
    else { return nil }
    let (nx, ny) = (-Double(geometry.direction.dy), Double(geometry.direction.dx))
    let (ox, oy) = (Double(geometry.sourceOrigin.x), Double(geometry.sourceOrigin.y))
    let inverseScale = 1 / geometry.sourceScale
    var low = Double.infinity
    var high = -Double.infinity
    for rect in rects where !rect.isEmpty {
      // A bilinear tap reaches a pixel from a sample up to 1.5 px away: two are kept clear.
      let xs = [rect.x - 2, rect.maxX + 2].map { ox + Double($0) * inverseScale }
      let ys = [rect.y - 2, rect.maxY + 2].map { oy + Double($0) * inverseScale }
      for x in xs {
        for y in ys {
          low = min(low, x * nx + y * ny)
          high = max(high, x * nx + y * ny)
        }
      }
    }
    return (low, high)
  }

  /// The colour of the source outside `rects`, read at one of its corners that lies outside
  /// them all; nil when every corner lies inside one.
  private static func colorOutside(_ rects: [PixelRect], of source: ProjectiveMapping.Pixels)
    -> UInt32?
  {
    let corners = [
      (0, 0), (source.width - 1, 0), (0, source.height - 1),
      (source.width - 1, source.height - 1),
    ]
    for (x, y) in corners
    where !rects.contains(where: { x >= $0.x && x < $0.maxX && y >= $0.y && y < $0.maxY }) {
      return UnsafeRawPointer(source.data + y * source.stride).assumingMemoryBound(
        to: UInt32.self)[x]
    }
    return nil
  }
}

extension PageCurlMapping.Painter {
  /// The columns of `columns` whose page point lies, across d, in `band` (widened by two
  /// columns against rounding: drawing more columns than needed changes nothing); nil when
  /// none does.
  func columns(
    of row: PageCurlMapping.Row, in band: (low: Double, high: Double),
    within columns: ClosedRange<Int>
  ) -> ClosedRange<Int>? {
    guard band.low <= band.high else { return nil }
    let v0 = -row.x0 * dy + row.y0 * dx
    let dv = -row.stepX * dy + row.stepY * dx
    guard dv != 0 else { return v0 >= band.low && v0 <= band.high ? columns : nil }
    let (first, second) = ((band.low - v0) / dv, (band.high - v0) / dv)
    let low = max(min(first, second) - 2, Double(columns.lowerBound))
    let high = min(max(first, second) + 2, Double(columns.upperBound))
    guard low <= high else { return nil }
    return Int(low.rounded(.down))...Int(high.rounded(.up))
  }

  /// Draws the pixels of `first`…`last` on the cylinder's silhouette (partly outside it), the
  /// only ones that draw anything where the page is transparent.
  func drawSilhouette(_ first: Int, _ last: Int, of row: PageCurlMapping.Row) {
    guard first <= last else { return }
    // The pixels whose u lies in silhouette…(a − r + ½ px), by the kinds' and the coverage's
    // own tests, around the columns solved for (u is linear in the column).
    func isOnSilhouette(_ column: Int) -> Bool {
      let u = row.u(column)
      return kind(u) == .cylinder && silhouetteCoverage(u) < 1
    }
    let du = row.stepX * dx + row.stepY * dy
    var low = first
    var high = last
    if du != 0 {
      let (c0, c1) = ((silhouette - row.u(0)) / du, (a - r + halfPixel - row.u(0)) / du)
      low = max(first, Int(max(min(min(c0, c1) - 2, Double(last)), Double(first))))
      high = min(last, Int(min(max(max(c0, c1) + 2, Double(first)), Double(last))))
    }
    guard low <= high else { return }
    for column in low...high where isOnSilhouette(column) { cylinderPixel(column, of: row) }
  }
}
