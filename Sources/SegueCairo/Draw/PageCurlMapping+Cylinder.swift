import Foundation

// The cylinder's spans (`PageCurlMapping.Kind.cylinder`): runs of one colour filled, the rest
// sampled pixel by pixel (the run's positions in lanes, its back's taps loaded together).

extension PageCurlMapping.Painter {
  /// The cylinder: its upper half (the back) at θ = π − asin((a − u)/r) over its lower half
  /// (the front) at asin((a − u)/r); the part of a pixel past the silhouette shadowed.
  func drawCylinder(_ first: Int, _ last: Int, of row: PageCurlMapping.Row) {
    var start = first
    while start <= last {
      let end = runEnd(start, last)
      defer { start = end &+ 1 }
      if end > start &+ 1, fillCylinder(start, end, of: row) { continue }
      cylinderPixels(start, end, of: row)
    }
  }

  /// The cylinder's pixels `start`…`end` (at most `runLength`) one by one: first every pixel's
  /// u, its shade, its front's shift and its back's sample position, a loop of arithmetic
  /// alone in vector lanes (a pixel's arcsine is a chain of a square root and eight
  /// multiply-adds: the chains of a run's pixels overlap in the core and in the lanes), then
  /// the samples, from integer positions. The same operations on each pixel as `Row.u` and
  /// `Sampler.taps`, so the same bits.
  @inline(__always)
  private func cylinderPixels(_ start: Int, _ end: Int, of row: PageCurlMapping.Row) {
    let count = end &- start &+ 1
    let n = Self.runLength
    withUnsafeTemporaryAllocation(byteCount: 32 * n, alignment: 16) { buffer in
      guard let base = buffer.baseAddress else { return }
      let us = base.bindMemory(to: Double.self, capacity: 3 * n)
      let (sines, bottoms) = (us + n, us + 2 &* n)
      let positions = (base + 24 * n).bindMemory(to: Int32.self, capacity: 2 * n)
      // Four pixels a step (a run has at most 16; lanes past its end are computed, not used).
      for index in stride(from: 0, to: count, by: 4) {
        let columns = SIMD4(repeating: Double(start &+ index)) + SIMD4(0, 1, 2, 3)
        let (px, py) = (row.x0 + columns * row.stepX, row.y0 + columns * row.stepY)
        let u = px * dx + py * dy
        let shift = cylinderShifts(u)
        let top = sampler.positions(
          (px + shift.top * dx - ox) * s, (py + shift.top * dy - oy) * s)
        UnsafeMutableRawPointer(us + index).storeBytes(of: u, as: SIMD4<Double>.self)
        UnsafeMutableRawPointer(sines + index).storeBytes(of: shift.sine, as: SIMD4<Double>.self)
        UnsafeMutableRawPointer(bottoms + index).storeBytes(
          of: shift.bottom, as: SIMD4<Double>.self)
        let lanes = UnsafeMutableRawPointer(positions + index)
        lanes.storeBytes(of: top.x, as: SIMD4<Int32>.self)
        lanes.storeBytes(of: top.y, toByteOffset: 4 &* n, as: SIMD4<Int32>.self)
      }
      for index in 0..<count {
        let column = start &+ index
        let bottom = bottoms[index]
        cylinderPixel(
          column, of: row, u: us[index], sine: sines[index],
          top: sampler.sample(positions[index], positions[n &+ index]),
          bottom: {
            let (px, py) = row.point(column)
            return page(px + bottom * dx, py + bottom * dy)
          })
      }
    }
  }

  /// (a − u)/r for a pixel of the cylinder at u, at most 1.
  @inline(__always)
  private func sine(_ u: Double) -> Double {
    sine(SIMD2(repeating: u))[0]
  }

  /// `sine` of each lane (the same operations lane by lane, so the same bits).
  @inline(__always)
  private func sine<Lanes: SIMD>(_ u: Lanes) -> Lanes where Lanes.Scalar == Double {
    var sine = (a - u) * inverseRadius
    sine.replace(with: 1, where: sine .> 1)
    return sine
  }

  /// The shifts along d of the back's and the front's page points for a pixel at u, and
  /// (a − u)/r, in each lane: a run of the cylinder's pixels takes them four at a time, its
  /// two ends two.
  @inline(__always)
  private func cylinderShifts<Lanes: SIMD>(_ u: Lanes) -> (top: Lanes, bottom: Lanes, sine: Lanes)
  where Lanes.Scalar == Double {
    let sine = sine(u)
    let angle = PageCurlMapping.arcsine(sine)
    return (a - r * (.pi - angle) - u, a - r * angle - u, sine)
  }

  /// The back's tint, seen edge-on at the silhouette (θ = π/2, sine 1) darkest.
  @inline(__always)
  private func backWhite(sine: Double) -> Double {
    backWhite - (backWhite - edgeWhite) * sine
  }

  /// Fills a run wholly inside the silhouette whose back samples are all of one opaque colour
  /// (shaded along the run) or all transparent over front samples of one colour.
  @inline(__always)
  private func fillCylinder(_ start: Int, _ end: Int, of row: PageCurlMapping.Row) -> Bool {
    let (u0, u1) = (row.u(start), row.u(end))
    guard min(u0, u1) >= a - r + halfPixel else { return false }
    let (p0, p1) = (row.point(start), row.point(end))
    // Both ends in one pair of lanes (the same bits as one at a time).
    let ends = cylinderShifts(SIMD2(u0, u1))
    guard let top = uniformColor(p0, ends.top[0], p1, ends.top[1]) else { return false }
    if top >= 0xFF00_0000 {
      // The shade is monotonic in u, so one grey at both ends is the grey of the whole run.
      if let grey = Self.commonRounding(
        backWhite(sine: ends.sine[0]) * 255, backWhite(sine: ends.sine[1]) * 255)
      {
        let pixel = PageCurlMapping.tinted(top, grey: UInt32(grey), by: tint)
        put(pixel, row.out, columns: start, end)
        return true
      }
      // The grey steps a level along the run: each pixel's own, the colour tinted once a grey.
      var last: (grey: UInt32, pixel: UInt32) = (.max, 0)
      for column in start...end {
        let white = backWhite(sine: sine(row.u(column)))
        let grey = UInt32(ProjectiveMapping.roundedInt32(white * Double(top >> 24)))
        if grey != last.grey { last = (grey, PageCurlMapping.tinted(top, grey: grey, by: tint)) }
        put(last.pixel, row.out, column)
      }
      return true
    }
    guard top == 0, let bottom = uniformColor(p0, ends.bottom[0], p1, ends.bottom[1]) else {
      return false
    }
    put(bottom, row.out, columns: start, end)
    return true
  }

  /// A pixel of the cylinder at u whose back's sample is `top`; `bottom` samples its front.
  @inline(__always)
  private func cylinderPixel(
    _ column: Int, of row: PageCurlMapping.Row, u: Double, sine: Double, top: UInt32,
    bottom: () -> UInt32
  ) {
    let white = backWhite(sine: sine)
    var pixel: UInt32
    if top >= 0xFF00_0000 {
      // An opaque back hides the front: its tint is opaque too.
      pixel = PageCurlMapping.tinted(top, white: white, by: tint)
    } else {
      let bottom = bottom()
      pixel =
        top == 0
        ? bottom
        : ProjectiveMapping.over(PageCurlMapping.tinted(top, white: white, by: tint), bottom)
    }
    // The part of the pixel outside the silhouette shows what is beneath, shadowed as the
    // shadow's first pixels are: in proportion to the paper on the silhouette (θ = π/2) along
    // d. (It was shadowed at the full peak whatever the page held there, so a page clear
    // outside a panel drew a dark line along the silhouette across the whole screen.)
    let inside = (u - (a - r)) * inversePixel + 0.5
    if inside < 1 {
      let coverage = max(inside, 0)
      pixel = ProjectiveMapping.scale(
        pixel, by: UInt32(ProjectiveMapping.roundedInt32(coverage * 256)))
      let (px, py) = row.point(column)
      let cover = paperOnSilhouette(px, py, u: u)
      if cover > 0 {
        let alpha = UInt32(
          ProjectiveMapping.roundedInt32(shadowPeak * (1 - coverage) * Double(cover)))
        row.out[column] = ProjectiveMapping.over(alpha << 24, row.out[column])
      }
    }
    put(pixel, row.out, column)
  }

  /// The page's coverage (alpha, 0…255) at the silhouette (θ = π/2) straight above the page
  /// point (px, py) at u along d: the paper that casts the shadow there.
  @inline(__always)
  func paperOnSilhouette(_ px: Double, _ py: Double, u: Double) -> UInt32 {
    let above = a - r * Double.pi / 2 - u
    return sampler.alpha((px + above * dx - ox) * s, (py + above * dy - oy) * s)
  }
}
