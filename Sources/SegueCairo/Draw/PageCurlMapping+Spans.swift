import Foundation

// The loops drawing each kind of span of a row (`PageCurlMapping.Kind`). Where the page is one
// colour (its backgrounds), sampling is what costs: a span is walked in runs of `runLength`
// columns, and a run all of whose samples fall in uniform blocks of the source
// (`UniformBlocks`) takes their colour without reading a tap. A sample's page point is the
// column's page point P (linear in the column) moved along d by a shift that is monotonic in u
// (linear for the rolled-over back and the shadow; for the cylinder's halves the asin's, whose
// derivative keeps one sign), so a run's samples lie in the parallelogram of its ends' page
// points and shifts: the box of its four corners holds them. Runs that fail the test are
// sampled pixel by pixel, with the same formulas, so a run's pixels are those the per-pixel
// loop would give.

extension PageCurlMapping.Painter {
  /// The columns of a run tested for one uniform colour before sampling each.
  static let runLength = 16

  /// The last column of the run starting at `start`, at most `last`.
  @inline(__always)
  func runEnd(_ start: Int, _ last: Int) -> Int {
    min(start &+ (Self.runLength &- 1), last)
  }

  /// The box of a run's samples (see the note above): the page points P0, P1 of its ends
  /// moved along d by each end's shift t0, t1, and by the other's.
  @inline(__always)
  func uniformColor(
    _ p0: (x: Double, y: Double), _ t0: Double, _ p1: (x: Double, y: Double), _ t1: Double
  ) -> UInt32? {
    let box = sampleBox(p0, t0, p1, t1)
    return uniformColor(box.x0, box.x1, box.y0, box.y1)
  }

  /// Whether all of a run's samples (the box above) read only opaque taps.
  @inline(__always)
  private func isOpaque(
    _ p0: (x: Double, y: Double), _ t0: Double, _ p1: (x: Double, y: Double), _ t1: Double
  ) -> Bool {
    let box = sampleBox(p0, t0, p1, t1)
    return isOpaque(box.x0, box.x1, box.y0, box.y1)
  }

  @inline(__always)
  private func sampleBox(
    _ p0: (x: Double, y: Double), _ t0: Double, _ p1: (x: Double, y: Double), _ t1: Double
  ) -> (x0: Double, x1: Double, y0: Double, y1: Double) {
    let (low, high) = (min(t0, t1), max(t0, t1))
    let xs = (min(low * dx, high * dx), max(low * dx, high * dx))
    let ys = (min(low * dy, high * dy), max(low * dy, high * dy))
    return (
      min(p0.x, p1.x) + xs.0, max(p0.x, p1.x) + xs.1, min(p0.y, p1.y) + ys.0,
      max(p0.y, p1.y) + ys.1
    )
  }

  /// The flat page alone, texel for texel (what the bilinear sample gives there).
  func drawFlat(_ first: Int, _ last: Int, of row: PageCurlMapping.Row) {
    guard let shift else { return }
    let sy = row.deviceY - shift.dy
    guard sy >= 0, sy < sampler.source.height else { return }
    // Column c shows texel c + sx of the source row.
    let sx = row.deviceX - shift.dx
    let texels = sampler.texels + sy * sampler.rowWords
    var column = max(first, -sx)
    var end = min(last, sampler.source.width - 1 - sx)
    if let rects = paintedRects {
      // Transparent outside the painted rectangles: only their columns of this row are read.
      guard let (low, high) = Self.columns(of: rects, inRow: sy) else { return }
      column = max(column, low &- sx)
      end = min(end, high &- sx)
    }
    if fade == 256 {
      // Eight texels at a time: opaque ones are the pixels themselves and transparent ones leave
      // them (`put`'s cases).
      let opaque = SIMD8<UInt32>(repeating: 0xFF00_0000)
      let transparent = SIMD8<UInt32>(repeating: 0)
      while column &+ 7 <= end {
        let eight = UnsafeRawPointer(texels + (column &+ sx)).loadUnaligned(
          as: SIMD8<UInt32>.self)
        if all(eight .>= opaque) {
          UnsafeMutableRawPointer(row.out + column).storeBytes(of: eight, as: SIMD8<UInt32>.self)
        } else if any(eight .!= transparent) {
          for offset in 0..<8 { put(eight[offset], row.out, column &+ offset) }
        }
        column &+= 8
      }
    }
    while column <= end {
      put(texels[column &+ sx], row.out, column)
      column &+= 1
    }
  }

  /// The flat page, under the part rolled past the cylinder (an opaque back hides it).
  func drawFlap(_ first: Int, _ last: Int, of row: PageCurlMapping.Row) {
    var start = first
    while start <= last {
      let end = runEnd(start, last)
      defer { start = end &+ 1 }
      if end > start &+ 1, fillFlap(start, end, of: row) { continue }
      for column in start...end { flapPixel(column, of: row) }
    }
  }

  /// Fills a run whose samples of the back are all of one opaque colour, or all transparent
  /// (none taken past `flapEnd`) over the flat page, then sampled alone; false otherwise.
  @inline(__always)
  private func fillFlap(_ start: Int, _ end: Int, of row: PageCurlMapping.Row) -> Bool {
    let (u0, u1) = (row.u(start), row.u(end))
    var back: UInt32 = 0
    if min(u0, u1) <= flapEnd {
      guard max(u0, u1) <= flapEnd,
        let color = uniformColor(row.point(start), fold - 2 * u0, row.point(end), fold - 2 * u1)
      else { return false }
      back = color
    }
    if back >= 0xFF00_0000 {
      let pixel = PageCurlMapping.tinted(back, grey: backGreys[255], by: tint)
      put(pixel, row.out, columns: start, end)
      return true
    }
    guard back == 0 else { return false }
    // A transparent back: the flat page shows as it is (`flapPixel`'s `front`).
    if let front = uniformColor(row.point(start), 0, row.point(end), 0) {
      put(front, row.out, columns: start, end)
      return true
    }
    if shift != nil {
      // Landing pixel for pixel, the flat page's samples are its texels (`drawFlat`).
      drawFlat(start, end, of: row)
      return true
    }
    for column in start...end {
      let (px, py) = row.point(column)
      put(page(px, py), row.out, column)
    }
    return true
  }

  @inline(__always)
  private func flapPixel(_ column: Int, of row: PageCurlMapping.Row) {
    let (px, py) = row.point(column)
    let u = px * dx + py * dy
    var back: UInt32 = 0
    if u <= flapEnd {
      let shift = fold - 2 * u
      back = page(px + shift * dx, py + shift * dy)
    }
    if back >= 0xFF00_0000 {
      put(PageCurlMapping.tinted(back, grey: backGreys[255], by: tint), row.out, column)
      return
    }
    let front = flatSample(column, of: row, px, py)
    let pixel =
      back == 0
      ? front
      : ProjectiveMapping.over(
        PageCurlMapping.tinted(back, grey: backGreys[Int(back >> 24)], by: tint), front)
    put(pixel, row.out, column)
  }

  /// The flat page's sample at `column` of `row` (page point (px, py)): its texel when the
  /// page lands pixel for pixel (what the bilinear sample gives there, as in `drawFlat`).
  @inline(__always)
  private func flatSample(_ column: Int, of row: PageCurlMapping.Row, _ px: Double, _ py: Double)
    -> UInt32
  {
    guard let shift else { return page(px, py) }
    let x = row.deviceX &+ column &- shift.dx
    let y = row.deviceY &- shift.dy
    guard UInt(bitPattern: x) < UInt(sampler.source.width),
      UInt(bitPattern: y) < UInt(sampler.source.height)
    else { return 0 }
    return sampler.texels[y &* sampler.rowWords &+ x]
  }

  /// What lies beneath, darkened in proportion to the coverage of the page point on the
  /// silhouette (θ = π/2) straight above along d, fading over `shadowWidth`.
  func drawShadow(_ first: Int, _ last: Int, of row: PageCurlMapping.Row) {
    let quarter = a - r * Double.pi / 2
    var start = first
    while start <= last {
      let end = runEnd(start, last)
      defer { start = end &+ 1 }
      let (u0, u1) = (row.u(start), row.u(end))
      if end > start &+ 1 {
        let (p0, p1) = (row.point(start), row.point(end))
        if let color = uniformColor(p0, quarter - u0, p1, quarter - u1) {
          let cover = color >> 24
          if cover > 0 { darken(start, end, of: row, cover: cover) }
          continue
        }
        // Paper of many colours (a picture) on the silhouette still covers it wholly.
        if isOpaque(p0, quarter - u0, p1, quarter - u1) {
          darken(start, end, of: row, cover: 255)
          continue
        }
      }
      for column in start...end {
        let (px, py) = row.point(column)
        let cover = paperOnSilhouette(px, py, u: px * dx + py * dy)
        if cover > 0 { darken(column, of: row, cover: cover) }
      }
    }
  }

  /// The shadow's alpha in 1/255 at u under a coverage of `cover`/255, before rounding: the
  /// peak × fall² × the coverage, times 255 (nondecreasing in u: fall ≥ 0 in the shadow).
  @inline(__always)
  private func shadowAlpha(_ u: Double, cover: UInt32) -> Double {
    let fall = 1 - (a - r - u) / shadowWidth
    return shadowPeak * fall * fall * Double(cover)
  }

  /// Darkens the pixel at `column` by the shadow for a coverage of `cover`/255 above it.
  @inline(__always)
  private func darken(_ column: Int, of row: PageCurlMapping.Row, cover: UInt32) {
    let alpha = UInt32(ProjectiveMapping.roundedInt32(shadowAlpha(row.u(column), cover: cover)))
    row.out[column] = ProjectiveMapping.over(alpha << 24, row.out[column])
  }

  /// Darkens the columns `start`…`end` under one coverage: when the alpha rounds the same at
  /// both ends it is the whole run's, and runs of equal pixels beneath (a background) darken
  /// to one colour, computed once (once per alpha where it changes along the run).
  @inline(__always)
  private func darken(_ start: Int, _ end: Int, of row: PageCurlMapping.Row, cover: UInt32) {
    guard
      let alpha = Self.commonRounding(
        shadowAlpha(row.u(start), cover: cover), shadowAlpha(row.u(end), cover: cover))
    else {
      // The alpha steps a level or two along the run: each pixel's own, and a colour beneath
      // darkened once for each alpha.
      var last: (alpha: UInt32, beneath: UInt32, darkened: UInt32) = (.max, 0, 0)
      for column in start...end {
        let alpha = UInt32(ProjectiveMapping.roundedInt32(shadowAlpha(row.u(column), cover: cover)))
        let pixel = row.out[column]
        if alpha != last.alpha || pixel != last.beneath {
          last = (alpha, pixel, ProjectiveMapping.over(alpha << 24, pixel))
        }
        row.out[column] = last.darkened
      }
      return
    }
    let shade = UInt32(bitPattern: alpha) << 24
    var beneath = row.out[start]
    var darkened = ProjectiveMapping.over(shade, beneath)
    for column in start...end {
      let pixel = row.out[column]
      if pixel != beneath {
        beneath = pixel
        darkened = ProjectiveMapping.over(shade, pixel)
      }
      row.out[column] = darkened
    }
  }

  /// What `ProjectiveMapping.roundedInt32` gives for every value from `v0` to `v1`, when it is
  /// one integer with room to spare for the per-pixel values' own rounding errors (about
  /// 10⁻¹² here); nil otherwise. For a quantity monotonic along a run, the run's ends then
  /// decide every pixel's rounded value.
  @inline(__always)
  static func commonRounding(_ v0: Double, _ v1: Double) -> Int32? {
    let low = ProjectiveMapping.roundedInt32(min(v0, v1) - 1e-6)
    return low == ProjectiveMapping.roundedInt32(max(v0, v1) + 1e-6) ? low : nil
  }
}
