import Foundation

// A page that paints little of itself (`panel-curl`: a clear page the size of the screen
// holding one panel) is transparent outside a few rectangles. Every sample a pixel takes lies
// on the line through its page point along d (the flat page, the rolled-over back, the
// cylinder's halves and the shadow's tap are that point moved along d), so a pixel whose page
// point is, across d, clear of the band those rectangles span reads only transparent texels
// and draws nothing: outside the band a row is left alone. (A pixel on the cylinder's
// silhouette used to be darkened whatever the page held, a line across the screen; it is
// now shadowed by the paper on the silhouette, as the shadow is.)

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
}

// Each kind's samples lie, along d, in a slab of u: the cylinder's at θ in 0…π (u from a − πr
// to a), the shadow's on the silhouette (u = a − πr/2). A pixel of that kind whose page point
// is, across d, outside the band of the rectangles' part inside that slab reads only
// transparent texels, so those spans are drawn only across that narrower band. (The flap's
// front and back lie in two slabs whose bands together span about the whole band; the flat
// page reads only the rectangles' columns of its source row.)

extension PageCurlMapping {
  /// A band across d (v, page points) for the kinds that have one narrower than the painted
  /// band; empty (low > high) when nothing painted lies in the kind's slab.
  struct KindBands {
    let cylinder: (low: Double, high: Double)
    let shadow: (low: Double, high: Double)

    @inline(__always)
    func band(of kind: Kind) -> (low: Double, high: Double)? {
      switch kind {
      case .cylinder: cylinder
      case .shadow: shadow
      case .nothing, .flap, .flat: nil
      }
    }
  }

  /// The band across d of the part of `rects` (source pixels, widened by two as in
  /// `paintedBand`) whose u lies in `slab` (page points): the least and greatest v over the
  /// corners inside the slab and the points where the rectangles' sides cross its two lines.
  static func band(
    of rects: [PixelRect], geometry: Geometry, along slab: ClosedRange<Double>
  ) -> (low: Double, high: Double) {
    let (dx, dy) = (Double(geometry.direction.dx), Double(geometry.direction.dy))
    let (ox, oy) = (Double(geometry.sourceOrigin.x), Double(geometry.sourceOrigin.y))
    let inverseScale = 1 / geometry.sourceScale
    var low = Double.infinity
    var high = -Double.infinity
    for rect in rects where !rect.isEmpty {
      let (x0, x1) = (
        ox + Double(rect.x - 2) * inverseScale, ox + Double(rect.maxX + 2) * inverseScale
      )
      let (y0, y1) = (
        oy + Double(rect.y - 2) * inverseScale, oy + Double(rect.maxY + 2) * inverseScale
      )
      // The corners in order round the rectangle, as (u, v).
      let corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)].map { x, y in
        (u: x * dx + y * dy, v: -x * dy + y * dx)
      }
      for (index, p) in corners.enumerated() {
        if slab.contains(p.u) {
          low = min(low, p.v)
          high = max(high, p.v)
        }
        let q = corners[(index + 1) % corners.count]
        for line in [slab.lowerBound, slab.upperBound] where (p.u - line) * (q.u - line) < 0 {
          let v = p.v + (line - p.u) / (q.u - p.u) * (q.v - p.v)
          low = min(low, v)
          high = max(high, v)
        }
      }
    }
    return (low, high)
  }
}

extension PageCurlMapping.Painter {
  /// The kinds' own bands for `rects` outside which the source is transparent: each kind's
  /// slab widened by a source pixel against rounding.
  func bands(of rects: [PixelRect], _ geometry: PageCurlMapping.Geometry)
    -> PageCurlMapping.KindBands
  {
    let margin = 1 / s
    let quarter = a - r * Double.pi / 2
    return PageCurlMapping.KindBands(
      cylinder: PageCurlMapping.band(
        of: rects, geometry: geometry, along: (a - Double.pi * r - margin)...(a + margin)),
      shadow: PageCurlMapping.band(
        of: rects, geometry: geometry, along: (quarter - margin)...(quarter + margin)))
  }

  /// The source columns `low`…`high` of `rects` that hold row `y`, the hull of their spans;
  /// nil when none holds it.
  @inline(__always)
  static func columns(of rects: [PixelRect], inRow y: Int) -> (low: Int, high: Int)? {
    var low = Int.max
    var high = Int.min
    for rect in rects where y >= rect.y && y < rect.maxY && rect.width > 0 {
      low = min(low, rect.x)
      high = max(high, rect.maxX &- 1)
    }
    return low <= high ? (low, high) : nil
  }
}
