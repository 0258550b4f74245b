import Foundation
import SegueLayers

extension PageCurlMapping {
  /// The constants of one `draw` call, and the loop that draws each kind of span of a row
  /// (the formulas are the design note's).
  struct Painter {
    let sampler: Sampler
    /// The source's blocks of one colour (owned by `draw`, which deallocates them).
    let blocks: UniformBlocks
    /// The opacity in 1/256.
    let fade: UInt32
    /// The direction of travel d, the axis a (as u) and the radius r, in points.
    let dx: Double
    let dy: Double
    let a: Double
    let r: Double
    let inverseRadius: Double
    let shadowWidth: Double
    let shadowPeak: Double
    let backWhite: Double
    let edgeWhite: Double
    let tint: UInt32
    /// The flat back's grey for each alpha, as `tinted` rounds it.
    let backGreys: [UInt32]
    /// Half a device pixel along d, in points, and the inverse of a pixel's width there.
    let halfPixel: Double
    let inversePixel: Double
    /// 2a − πr: the rolled-over back at u shows the page point 2a − πr − 2u away along d.
    let fold: Double
    /// Past it no page point rolled over the flat page reaches a pixel: a bilinear tap reaches
    /// a source pixel (1/s pt) past the page's edge, antialiasing it; two are kept clear.
    let flapEnd: Double
    /// Past both the axis and `flapEnd`, the flat page shows alone.
    let flatAlone: Double
    /// The kinds' boundaries in u below the cylinder: its silhouette (antialiased over a
    /// pixel) and the shadow's end.
    let silhouette: Double
    let shadowEnd: Double
    let minX: Double
    let minY: Double
    let maxX: Double
    let maxY: Double
    let ox: Double
    let oy: Double
    let s: Double
    let shift: (dx: Int, dy: Int)?
    /// Rectangles of the source outside which it is transparent, when known (`+Band`): the
    /// flat page reads only their columns.
    var paintedRects: [PixelRect]?

    init(
      source: ProjectiveMapping.Pixels, blocks: UniformBlocks, geometry g: Geometry,
      opacity: Double
    ) {
      sampler = Sampler(source: source)
      self.blocks = blocks
      fade = UInt32((min(max(opacity, 0), 1) * 256).rounded())
      dx = Double(g.direction.dx)
      dy = Double(g.direction.dy)
      a = g.axis
      r = g.radius
      inverseRadius = 1 / r
      shadowWidth = Double(PageCurl.shadowWidthRatio) * r
      shadowPeak = Double(PageCurl.shadowAlpha)
      // The constants read once (a global's accessor per pixel costs as much as the sample).
      let white = Double(PageCurl.backWhite)
      backWhite = white
      edgeWhite = Double(PageCurl.edgeWhite)
      tint = UInt32((PageCurl.backTintAlpha * 256).rounded())
      backGreys = (0...255).map { UInt32((white * Double($0)).rounded()) }
      halfPixel = 0.5 / max(g.pixelsPerPoint, 1e-6)
      inversePixel = 1 / (2 * halfPixel)
      fold = 2 * g.axis - .pi * g.radius
      flapEnd = fold - g.low + 2 / g.sourceScale
      flatAlone = max(g.axis, flapEnd)
      silhouette = g.axis - g.radius - halfPixel
      shadowEnd = g.axis - g.radius - shadowWidth
      minX = Double(g.bounds.minX)
      minY = Double(g.bounds.minY)
      maxX = Double(g.bounds.maxX)
      maxY = Double(g.bounds.maxY)
      ox = Double(g.sourceOrigin.x)
      oy = Double(g.sourceOrigin.y)
      s = g.sourceScale
      shift = g.wholePixelShift
    }

    /// What a pixel whose page point is at `u` along d shows (nondecreasing in u).
    @inline(__always) func kind(_ u: Double) -> Kind {
      if shift != nil && u > flatAlone { return .flat }
      if u >= a { return .flap }
      if u >= silhouette { return .cylinder }
      return a - r - u < shadowWidth ? .shadow : .nothing
    }

    /// The least and greatest u of `kind`.
    private func range(of kind: Kind) -> (low: Double, high: Double) {
      switch kind {
      case .nothing: (-.infinity, shadowEnd)
      case .shadow: (shadowEnd, silhouette)
      case .cylinder: (silhouette, a)
      case .flap: (a, shift == nil ? .infinity : flatAlone)
      case .flat: (flatAlone, .infinity)
      }
    }

    /// The last column of the span of `kind` that starts at `start`, at most `last`: u is
    /// linear in the column, so it is solved for, then moved until the pixels at the span's end
    /// and past it have the kind their own u gives.
    func lastColumn(of kind: Kind, from start: Int, through last: Int, in row: Row) -> Int {
      let du = row.stepX * dx + row.stepY * dy
      guard start < last, du != 0 else { return last }
      let bounds = range(of: kind)
      let limit = du > 0 ? bounds.high : bounds.low
      let columns = (limit - row.u(start)) / du
      var end = columns.isFinite ? start + Int(min(max(columns, 0), Double(last - start))) : last
      while end > start && self.kind(row.u(end)) != kind { end -= 1 }
      while end < last && self.kind(row.u(end + 1)) == kind { end += 1 }
      return end
    }

    /// The columns 0..<width of `row` whose page point lies inside the bounds (an interval:
    /// the page point is linear in the column); nil when none.
    func columnsOnPage(of row: Row, width: Int) -> ClosedRange<Int>? {
      var low = 0.0
      var high = Double(width - 1)
      for (start, step, least, limit) in [
        (row.x0, row.stepX, minX, maxX), (row.y0, row.stepY, minY, maxY),
      ] {
        if step == 0 {
          guard start >= least, start < limit else { return nil }
          continue
        }
        let (first, second) = ((least - start) / step, (limit - start) / step)
        low = max(low, min(first, second).rounded(.down))
        high = min(high, max(first, second).rounded(.up))
      }
      guard low <= high else { return nil }
      // The estimate holds the interval; its ends are then those of the pixels' own test.
      var first = Int(low)
      var last = Int(high)
      func isOnPage(_ column: Int) -> Bool {
        let p = row.point(column)
        return p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
      }
      while first <= last && !isOnPage(first) { first += 1 }
      while last >= first && !isOnPage(last) { last -= 1 }
      return first <= last ? first...last : nil
    }

    /// Draws the columns `first`…`last` of `row`, all of `kind`.
    @inline(__always)
    func draw(_ kind: Kind, columns first: Int, _ last: Int, of row: Row) {
      switch kind {
      case .nothing: break
      case .shadow: drawShadow(first, last, of: row)
      case .cylinder: drawCylinder(first, last, of: row)
      case .flap: drawFlap(first, last, of: row)
      case .flat: drawFlat(first, last, of: row)
      }
    }

    /// The page's colour at page point (x, y) (transparent off the surface).
    @inline(__always) func page(_ x: Double, _ y: Double) -> UInt32 {
      sampler.sample((x - ox) * s, (y - oy) * s)
    }

    /// Composites `pixel`, faded by the opacity, OVER `out[column]`.
    @inline(__always) func put(_ pixel: UInt32, _ out: UnsafeMutablePointer<UInt32>, _ column: Int)
    {
      let p = fade < 256 ? ProjectiveMapping.scale(pixel, by: fade) : pixel
      if p >= 0xFF00_0000 {
        out[column] = p
      } else if p != 0 {
        out[column] = ProjectiveMapping.over(p, out[column])
      }
    }

    /// `put` of one pixel over the columns `start`…`end`: faded once, an opaque one stored as
    /// a run, a transparent one leaving them.
    @inline(__always)
    func put(_ pixel: UInt32, _ out: UnsafeMutablePointer<UInt32>, columns start: Int, _ end: Int) {
      let p = fade < 256 ? ProjectiveMapping.scale(pixel, by: fade) : pixel
      if p >= 0xFF00_0000 {
        (out + start).update(repeating: p, count: end &- start &+ 1)
      } else if p != 0 {
        for column in start...end { out[column] = ProjectiveMapping.over(p, out[column]) }
      }
    }

    /// The one colour of every page sample whose page point lies in the box x0…x1 × y0…y1
    /// (page points), when the source's blocks under the box are uniform in it, or transparent
    /// when the box lies past the surface; nil otherwise (also across the surface's edge or
    /// when the box spans more than 3×3 blocks).
    @inline(__always)
    func uniformColor(_ x0: Double, _ x1: Double, _ y0: Double, _ y1: Double) -> UInt32? {
      switch taps(x0, x1, y0, y1) {
      case .outside: 0
      case .inside(let columns, let rows): blocks.uniformColor(inColumns: columns, rows: rows)
      case nil: nil
      }
    }

    /// Whether every page sample whose page point lies in the box x0…x1 × y0…y1 (page points)
    /// reads four opaque taps (alpha 255, see `UniformBlocks.isOpaque`); false when that is
    /// not known.
    @inline(__always)
    func isOpaque(_ x0: Double, _ x1: Double, _ y0: Double, _ y1: Double) -> Bool {
      guard case .inside(let columns, let rows) = taps(x0, x1, y0, y1) else { return false }
      return blocks.isOpaque(inColumns: columns, rows: rows)
    }

    /// Where the samples of a box of page points take their taps.
    enum Taps {
      /// Wholly past the surface's edge, a tap's reach included: every sample is transparent.
      case outside
      /// The top-left taps' columns and rows, every tap of every sample on the surface.
      case inside(columns: ClosedRange<Int>, rows: ClosedRange<Int>)
    }

    /// The taps of the samples whose page points lie in the box x0…x1 × y0…y1; nil across the
    /// surface's edge. The box reaches a position unit (1/256 px) past its sides, so that the
    /// rounding of a sample inside it cannot carry it out.
    @inline(__always)
    private func taps(_ x0: Double, _ x1: Double, _ y0: Double, _ y1: Double) -> Taps? {
      let left = (min(x0, x1) - ox) * s * 256 + 127
      let right = (max(x0, x1) - ox) * s * 256 + 129
      let top = (min(y0, y1) - oy) * s * 256 + 127
      let bottom = (max(y0, y1) - oy) * s * 256 + 129
      if right <= 0 || bottom <= 0 || left >= sampler.limitX || top >= sampler.limitY {
        return .outside
      }
      guard left > 0, top > 0, right < sampler.limitX, bottom < sampler.limitY else { return nil }
      // The top-left taps of the box's corners, in pixels.
      let tapLeft = (Int(left) >> 8) &- 1
      let tapRight = (Int(right) >> 8) &- 1
      let tapTop = (Int(top) >> 8) &- 1
      let tapBottom = (Int(bottom) >> 8) &- 1
      guard tapLeft >= 0, tapTop >= 0, UInt(bitPattern: tapRight) < sampler.innerWidth,
        UInt(bitPattern: tapBottom) < sampler.innerHeight
      else { return nil }
      return .inside(columns: tapLeft...tapRight, rows: tapTop...tapBottom)
    }
  }
}
