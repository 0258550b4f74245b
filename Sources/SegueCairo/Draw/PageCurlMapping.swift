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
// Cost: per pixel one affine step and a bilinear sample (two on the flap and the cylinder,
// plus an asin on the cylinder). Samples at integer positions (the flat page, unturned) take
// one texel.

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

  /// Draws the curled `source` into `destination` (whose top-left pixel is at `origin` in
  /// device space), OVER what it holds.
  static func draw(
    _ source: ProjectiveMapping.Pixels, curled geometry: Geometry,
    into destination: ProjectiveMapping.Pixels, origin: (x: Int, y: Int), opacity: Double
  ) {
    guard source.width > 0, source.height > 0 else { return }
    let fade = UInt32((min(max(opacity, 0), 1) * 256).rounded())
    let sampler = Sampler(source: source)
    let g = geometry
    let dx = Double(g.direction.dx)
    let dy = Double(g.direction.dy)
    let a = g.axis
    let r = g.radius
    let shadowWidth = Double(PageCurl.shadowWidthRatio) * r
    let shadowPeak = Double(PageCurl.shadowAlpha)
    // The constants read once (a global's accessor per pixel costs as much as the sample).
    let backWhite = Double(PageCurl.backWhite)
    let edgeWhite = Double(PageCurl.edgeWhite)
    let tint = UInt32((PageCurl.backTintAlpha * 256).rounded())
    // The flat back's grey for each alpha, as `tinted` rounds it (a rounding per pixel costs).
    let backGreys = (0...255).map { UInt32((backWhite * Double($0)).rounded()) }
    let minX = Double(g.bounds.minX)
    let minY = Double(g.bounds.minY)
    let maxX = Double(g.bounds.maxX)
    let maxY = Double(g.bounds.maxY)
    let m = g.deviceToPage
    let ox = Double(g.sourceOrigin.x)
    let oy = Double(g.sourceOrigin.y)
    let s = g.sourceScale
    let halfPixel = 0.5 / max(g.pixelsPerPoint, 1e-6)
    // Beyond it no page point rolled over the flat page reaches a pixel: a bilinear tap reaches
    // a source pixel (1/s pt) past the page's edge, antialiasing it; two are kept clear.
    let flapEnd = 2 * a - .pi * r - g.low + 2 / s
    // Past both the axis and that, the flat page shows alone.
    let flatAlone = max(a, flapEnd)
    let rowWords = source.stride / 4
    let texels = sampler.texels

    /// The page's colour at page point (x, y) (transparent off the surface).
    @inline(__always) func page(_ x: Double, _ y: Double) -> UInt32 {
      sampler.sample((x - ox) * s, (y - oy) * s)
    }
    for row in 0..<destination.height {
      let out = UnsafeMutableRawPointer(destination.data + row * destination.stride)
        .assumingMemoryBound(to: UInt32.self)
      let deviceY = Double(origin.y + row) + 0.5
      // Columns copied straight from the source (the flat page alone, unturned) and columns
      // with nothing to draw (beyond the shadow), found once per row: u is linear in the
      // column. The per-pixel path below decides the same for the columns left to it.
      let (copied, empty) = spans(
        row: row, origin: origin, geometry: g, width: destination.width,
        flatAlone: flatAlone, shadowEnd: a - r - halfPixel - shadowWidth, source: source)
      var column = 0
      while column < destination.width {
        defer { column &+= 1 }
        if copied.contains(column), let shift = g.wholePixelShift {
          let from = texels + ((origin.y &+ row &- shift.dy) &* rowWords &+ origin.x &- shift.dx)
          for c in copied {
            let p = fade < 256 ? ProjectiveMapping.scale(from[c], by: fade) : from[c]
            if p >= 0xFF00_0000 {
              out[c] = p
            } else if p != 0 {
              out[c] = ProjectiveMapping.over(p, out[c])
            }
          }
          column = copied.upperBound &- 1
          continue
        }
        if empty.contains(column) {
          column = empty.upperBound &- 1
          continue
        }
        let deviceX = Double(origin.x + column) + 0.5
        let px = Double(m.a) * deviceX + Double(m.c) * deviceY + Double(m.tx)
        let py = Double(m.b) * deviceX + Double(m.d) * deviceY + Double(m.ty)
        guard px >= minX, px < maxX, py >= minY, py < maxY else { continue }
        let u = px * dx + py * dy
        var pixel: UInt32
        var shadow = 0.0
        if u > flatAlone, let shift = g.wholePixelShift {
          // The flat page alone, pixel for pixel (what the bilinear sample gives there).
          let sx = origin.x &+ column &- shift.dx
          let sy = origin.y &+ row &- shift.dy
          guard sx >= 0, sy >= 0, sx < source.width, sy < source.height else { continue }
          pixel = texels[sy &* rowWords &+ sx]
        } else if u >= a {
          // The flat page, under the part rolled past the cylinder (an opaque back hides it).
          let shift = 2 * a - .pi * r - 2 * u
          let back = u > flapEnd ? 0 : page(px + shift * dx, py + shift * dy)
          if back >= 0xFF00_0000 {
            pixel = tinted(back, grey: backGreys[Int(back >> 24)], by: tint)
          } else {
            let front = page(px, py)
            pixel =
              back == 0
              ? front
              : ProjectiveMapping.over(
                tinted(back, grey: backGreys[Int(back >> 24)], by: tint), front)
          }
        } else if u >= a - r - halfPixel {
          let sine = min((a - u) / r, 1)
          let bottomAngle = asin(sine)
          let topAngle = Double.pi - bottomAngle
          let topShift = a - r * topAngle - u
          let bottomShift = a - r * bottomAngle - u
          let top = page(px + topShift * dx, py + topShift * dy)
          let bottom = page(px + bottomShift * dx, py + bottomShift * dy)
          // Seen edge-on at the silhouette (θ = π/2) the back is darkest.
          let white =
            backWhite - (backWhite - edgeWhite) * sine
          pixel =
            top == 0
            ? bottom : ProjectiveMapping.over(tinted(top, white: white, by: tint), bottom)
          // The part of the pixel outside the silhouette shows what is beneath, shadowed.
          let coverage = min(max((u - (a - r)) / (2 * halfPixel) + 0.5, 0), 1)
          if coverage < 1 {
            pixel = ProjectiveMapping.scale(pixel, by: UInt32((coverage * 256).rounded()))
            shadow = shadowPeak * (1 - coverage)
          }
        } else {
          let distance = a - r - u
          guard distance < shadowWidth else { continue }
          // The shadow falls where the cylinder is: in proportion to the coverage of the
          // page point on the silhouette (θ = π/2) straight above along d.
          let silhouette = a - r * Double.pi / 2 - u
          let cover = page(px + silhouette * dx, py + silhouette * dy) >> 24
          guard cover > 0 else { continue }
          let fall = 1 - distance / shadowWidth
          shadow = shadowPeak * fall * fall * Double(cover) / 255
          pixel = 0
        }
        if shadow > 0 {
          let alpha = UInt32((shadow * 255).rounded()) << 24
          out[column] = ProjectiveMapping.over(alpha, out[column])
        }
        if fade < 256 { pixel = ProjectiveMapping.scale(pixel, by: fade) }
        if pixel >= 0xFF00_0000 {
          out[column] = pixel
        } else if pixel != 0 {
          out[column] = ProjectiveMapping.over(pixel, out[column])
        }
      }
    }
  }

  /// The columns of `row` that show the flat page alone, pixel for pixel (u > `flatAlone` under
  /// a whole-pixel shift, inside the source and the bounds), and those beyond the shadow
  /// (u < `shadowEnd`), each kept a column clear of its boundary; empty when none.
  private static func spans(
    row: Int, origin: (x: Int, y: Int), geometry g: Geometry, width: Int, flatAlone: Double,
    shadowEnd: Double, source: ProjectiveMapping.Pixels
  ) -> (copied: Range<Int>, empty: Range<Int>) {
    let m = g.deviceToPage
    let deviceY = Double(origin.y + row) + 0.5
    let firstX = Double(origin.x) + 0.5
    let px = Double(m.a) * firstX + Double(m.c) * deviceY + Double(m.tx)
    let py = Double(m.b) * firstX + Double(m.d) * deviceY + Double(m.ty)
    let u0 = px * Double(g.direction.dx) + py * Double(g.direction.dy)
    let du = Double(m.a) * Double(g.direction.dx) + Double(m.b) * Double(g.direction.dy)
    /// Columns lo..<hi within the row (empty when hi ≤ lo).
    func span(_ lo: Int, _ hi: Int) -> Range<Int> {
      let (lower, upper) = (max(lo, 0), min(hi, width))
      return lower < upper ? lower..<upper : 0..<0
    }
    /// The columns where u0 + c·du > limit (or < limit), a column inside.
    func columns(beyond limit: Double, above: Bool) -> Range<Int> {
      let sign = above ? 1.0 : -1.0
      let slope = sign * du
      let offset = sign * (u0 - limit)
      if slope == 0 { return offset > 0 ? 0..<width : 0..<0 }
      let edge = -offset / slope
      guard edge.isFinite, abs(edge) < 1e9 else { return 0..<0 }
      return slope > 0
        ? span(Int(edge.rounded(.down)) + 2, width) : span(0, Int(edge.rounded(.up)) - 1)
    }
    let empty = columns(beyond: shadowEnd, above: false)
    guard let shift = g.wholePixelShift else { return (0..<0, empty) }
    // Source pixels whose centres lie inside the bounds (the per-pixel path's test).
    let s = g.sourceScale
    let sy = origin.y + row - shift.dy
    let lastX = ((Double(g.bounds.maxX) - Double(g.sourceOrigin.x)) * s - 0.5).rounded(.up)
    let lastY = ((Double(g.bounds.maxY) - Double(g.sourceOrigin.y)) * s - 0.5).rounded(.up)
    guard sy >= 0, Double(sy) < lastY, sy < source.height else { return (0..<0, empty) }
    let inside = span(shift.dx - origin.x, shift.dx - origin.x + min(Int(lastX), source.width))
    let copied = columns(beyond: flatAlone, above: true).clamped(to: inside)
    return (copied, empty)
  }

  /// The page's back: `white` grey at `tint`/256 (`PageCurl.backTintAlpha`) over the page's
  /// colour, in proportion to its coverage (premultiplied).
  @inline(__always)
  static func tinted(_ color: UInt32, white: Double, by tint: UInt32) -> UInt32 {
    tinted(color, grey: UInt32((white * Double(color >> 24)).rounded()), by: tint)
  }

  /// `tinted(_:white:by:)` with the grey already weighed by the colour's alpha.
  @inline(__always)
  static func tinted(_ color: UInt32, grey: UInt32, by tint: UInt32) -> UInt32 {
    let overlay = (color & 0xFF00_0000) | (grey << 16) | (grey << 8) | grey
    return ProjectiveMapping.lerpLanes(color, overlay, tint)
  }

  /// Bilinear samples of a surface at fractional pixel positions, transparent outside it
  /// (the arithmetic of `ProjectiveMapping`: positions in 1/256 pixel).
  struct Sampler {
    let source: ProjectiveMapping.Pixels
    let texels: UnsafePointer<UInt32>
    let rowWords: Int
    let limitX: Double
    let limitY: Double
    let innerWidth: UInt
    let innerHeight: UInt

    init(source: ProjectiveMapping.Pixels) {
      self.source = source
      texels = UnsafeRawPointer(source.data).assumingMemoryBound(to: UInt32.self)
      rowWords = source.stride / 4
      limitX = Double(source.width + 1) * 256
      limitY = Double(source.height + 1) * 256
      innerWidth = UInt(source.width - 1)
      innerHeight = UInt(source.height - 1)
    }

    /// The colour at source pixel coordinates (x, y), pixel centres at i + ½.
    @inline(__always)
    func sample(_ x: Double, _ y: Double) -> UInt32 {
      let fx = x * 256 + 128
      let fy = y * 256 + 128
      guard fx > 0, fy > 0, fx < limitX, fy < limitY else { return 0 }
      let px = Int(ProjectiveMapping.roundedInt32(fx))
      let py = Int(ProjectiveMapping.roundedInt32(fy))
      let x0 = (px >> 8) &- 1
      let y0 = (py >> 8) &- 1
      let wx = UInt32(truncatingIfNeeded: px & 255)
      let wy = UInt32(truncatingIfNeeded: py & 255)
      guard UInt(bitPattern: x0) < innerWidth, UInt(bitPattern: y0) < innerHeight else {
        return ProjectiveMapping.edgeSample(source, texels, rowWords, x0, y0, wx, wy)
      }
      let top = texels + (y0 &* rowWords &+ x0)
      if wx == 0 && wy == 0 { return top[0] }
      let p00 = top[0]
      let p10 = top[1]
      let p01 = top[rowWords]
      let p11 = top[rowWords &+ 1]
      return p00 == p10 && p01 == p11 && p00 == p01
        ? p00 : ProjectiveMapping.bilinear(p00, p10, p01, p11, wx, wy)
    }
  }
}
