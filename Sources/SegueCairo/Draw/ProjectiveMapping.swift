import CCairo
import Foundation
import SegueGeometry

// Drawing a layer whose transform maps its plane projectively — the design. That is when
// m14 or m24 ≠ 0: perspective (m34 ≠ 0) combined with a rotation about x or y. Perspective
// alone, zPosition or an orthographic rotation about x or y keep the plane affine and are
// drawn directly (`Transform3D.planeAffineMatrix`).
//
// Core Animation flattens such a layer: its subtree is rendered in the layer's own plane, and
// the plane is projected onto the parent. Segue does the same in two steps:
//
// 1. Flatten. The node and its subtree are drawn with Cairo into an offscreen ARGB32 surface in
//    the node's coordinate space, covering the node's extent (bounds plus whatever descendants
//    paint outside them), at the current matrix's scale (the resolution Core Animation gives a
//    layer's backing store), lowered, with a report, when the surface would exceed
//    `maximumPlanePixels`. Offscreen surfaces are reused between frames (`ScratchSurfaces`), and
//    a plane whose subtree has not changed is not drawn again (`PlaneCache`).
// 2. Project. The plane maps to device space by a homography: the rows of the node transform
//    that act on z = 0 points ([x y 1] · [m11 m12 m14; m21 m22 m24; m41 m42 m44]), then the
//    current affine matrix. For every device pixel centre inside the bounding box of the visible
//    projected quad, the inverse homography gives the plane point; the offscreen surface is
//    sampled there bilinearly in premultiplied space (transparent outside it, which antialiases
//    the quad's edges over one pixel), multiplied by the layer's opacity, and the result is
//    composited with OVER through the current clip. When the clip is made of whole device
//    pixels (the common case) the samples are composited OVER straight into the target surface
//    with pixman's rounding, which gives the same bytes as painting an intermediate surface
//    holding them, without that full-size surface, its clearing and its compositing pass.
//
// Accuracy: the sampling error is that of bilinear interpolation of the flattened plane, with
// sample positions and weights rounded to 1/256 pixel; there is no mipmapping, so a plane
// minified by more than 2× aliases slightly (Core Animation filters it better), and where
// perspective magnifies the plane it is as soft as a magnified bitmap. Points mapping to w ≤ 0
// (behind the eye) are clipped: the inverse map's homogeneous coordinate is 1/w, so its sign
// tells which side a pixel's preimage lies on. A plane seen from behind is drawn mirrored, as
// Core Animation does with `isDoubleSided` = true.
//
// Cost: per row, the inverse map is linear in the column before the division, so the columns
// whose preimage can fall inside the plane form one interval, found by solving five linear
// inequalities; only those are sampled, with one division per pixel; four equal taps (flat
// colour) skip the interpolation, and an opaque sample is stored without reading the target.
// Fetching the taps is what costs (a turned plane's rows run diagonally through the source, so
// they miss the cache): samples whose taps all lie in a 16×16 block of one colour take that
// colour without reading them (`UniformBlocks`). When the plane's first paint is an opaque
// background covering it, the plane is not cleared, and blocks clear of what is drawn after
// that background (its sublayers' extents) are known to be uniform without a scan. Rows are
// walked in runs of 16 columns: a run whose two ends sample inside a box of uniform blocks of
// one colour is filled with it, with two divisions for the run (its preimage is a straight
// segment between its ends'), and so is a run whose taps fall in rows of blocks that are one
// colour though their blocks are not (`UniformBlocks+Rows`: a picture's shaded sky); other
// runs are sampled pixel by pixel. Where the blocks around a
// run's start are all known uniform, the run goes on until its preimage leaves them
// (`ProjectiveMapping+ClearRuns`); a run of 16 found of one colour by blocks or rows goes on
// while the columns it adds are (`longerRun`). A full-screen plane at 3× (1179×2556) then takes 6–8 ms
// of CPU time in a release build (35 ms with per-pixel sampling only), most of it the
// pixels of its pictures, a small card a fraction of that. Walking the target in column bands, for
// locality, and pixman's own projective and affine bilinear transforms measured slower.
//
// Rejected alternative: decomposing the homography into Cairo mesh patterns or affine strips.
// Meshes interpolate colours, not texture coordinates, and affine strips show seams; exact
// inverse mapping is simple, deterministic and only runs for 3D layers.

/// The inverse-mapping resampler of a flattened plane (see the design note above).
enum ProjectiveMapping {
  /// An ARGB32 image in memory (Cairo's native premultiplied 32-bit pixels).
  struct Pixels {
    var data: UnsafeMutablePointer<UInt8>
    var width: Int
    var height: Int
    /// Bytes per row.
    var stride: Int
  }

  /// How resampled pixels meet what `destination` already holds.
  enum Compositing {
    /// Written as they are; pixels outside the plane's image are left alone.
    case replace
    /// Composited with Cairo's OVER, with pixman's rounding (what painting a surface holding
    /// the `replace` result would give).
    case over
  }

  /// Fills `destination`, whose top-left pixel is at `origin` in device space, with `source`
  /// mapped by `sourceToDevice` (source pixel coordinates, pixel centres at i + 0.5, to device
  /// coordinates), sampled bilinearly and multiplied by `opacity`. Pixels whose preimage is
  /// outside the source or behind the eye are left as they were (with `.replace`, the caller
  /// clears them). `uniformOutside`, when given, are rectangles of `source` outside which all
  /// its pixels have one colour (see `UniformBlocks`); `blocks`, when given, are the source's
  /// blocks as kept by the caller (made from such rectangles), and then stand for them.
  static func resample(
    _ source: Pixels, by sourceToDevice: Homography, into destination: Pixels,
    origin: (x: Int, y: Int),
    opacity: Double, compositing: Compositing = .replace, uniformOutside: [PixelRect]? = nil,
    blocks known: UniformBlocks? = nil
  ) {
    guard let inverse = sourceToDevice.inverted(), source.width > 0, source.height > 0,
      destination.width > 0, destination.height > 0
    else { return }
    let fade = UInt32((min(max(opacity, 0), 1) * 256).rounded())
    let sourceWidth = Double(source.width)
    let sourceHeight = Double(source.height)
    // Sample positions in 1/256 pixel, offset by one pixel so that every position a bilinear
    // tap can use (> −1 px) is positive: p = round((f − ½ + 1) · 256) = round(f · 256 + 128).
    // (Plain loops and wrapping arithmetic below: ranges and checked conversions cost a third
    // of the time in this loop.)
    let limitX = (sourceWidth + 1) * 256
    let limitY = (sourceHeight + 1) * 256
    // Two entries past the last column: pass 1 writes columns in pairs.
    let positions = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * destination.width + 2)
    defer { positions.deallocate() }
    let rowWords = source.stride / 4
    // Top-left taps x0 < width − 1 and y0 < height − 1 have all four taps inside.
    let innerWidth = UInt(source.width - 1)
    let innerHeight = UInt(source.height - 1)
    let texels = UnsafeRawPointer(source.data).assumingMemoryBound(to: UInt32.self)
    let blocks =
      known ?? UniformBlocks(source, uniformOutside: uniformOutside, measuringReach: true)
    let inner = (width: source.width - 1, height: source.height - 1)
    defer { if known == nil { blocks.deallocate() } }
    let sampler = RunSampler(
      source: source, texels: texels, rowWords: rowWords, blocks: blocks, fade: fade,
      compositing: compositing)
    for row in 0..<destination.height {
      let out = UnsafeMutableRawPointer(destination.data + row * destination.stride)
        .assumingMemoryBound(to: UInt32.self)
      let dy = Double(origin.y + row) + 0.5
      let dx = Double(origin.x) + 0.5
      let u0 = dx * inverse.h11 + dy * inverse.h21 + inverse.h31
      let v0 = dx * inverse.h12 + dy * inverse.h22 + inverse.h32
      let q0 = dx * inverse.h13 + dy * inverse.h23 + inverse.h33
      let du = inverse.h11
      let dv = inverse.h12
      let dq = inverse.h13
      guard
        let (first, last) = columnSpan(
          u0: u0, du: du, v0: v0, dv: dv, q0: q0, dq: dq, sourceWidth: sourceWidth,
          sourceHeight: sourceHeight,
          width: destination.width)
      else { continue }
      // A run of columns whose ends sample inside a box of uniform blocks of one colour is
      // all that colour: the run's preimage is the segment between its ends' (a homography
      // keeps lines straight), inside the box (`tapBox`).
      let map = RowMap(
        u0: u0, du: du, v0: v0, dv: dv, q0: q0, dq: dq, limitX: limitX, limitY: limitY)
      // `inBlock`: the run starts in a uniform block, where whole blocks are looked at first;
      // otherwise (or when they fail) the rows of the blocks the run crosses are.
      func runColor(_ a: (x: Int, y: Int), _ end: Int, inBlock: Bool) -> UInt32? {
        guard let b = map.position(end) else { return nil }
        let box = tapBox(a, b)
        guard box.left >= 0, box.top >= 0, UInt(bitPattern: box.right) < innerWidth,
          UInt(bitPattern: box.bottom) < innerHeight
        else { return nil }
        if inBlock,
          let color = blocks.uniformColor(
            inColumns: box.left...box.right, rows: box.top...box.bottom)
        {
          return color
        }
        return blocks.uniformColor(inRows: box)
      }
      var start = first
      while start <= last {
        let a = map.position(start)
        var end = min(start &+ (runLength &- 1), last)
        defer { start = end &+ 1 }
        var color: UInt32?
        // A run starting in a block of many colours is sampled pixel by pixel (a run of one
        // colour would have that block's colour), without looking further.
        if let a, startsInUniformBlock(a, blocks: blocks, inner: inner) {
          if let run = clearRun(
            from: start, at: a, last: last, map: map, blocks: blocks, inner: inner)
          {
            (end, color) = (run.end, run.color)
          } else if end > start &+ 1 {
            color = runColor(a, end, inBlock: true)
            if let color, end < last {
              end = longerRun(
                from: start, through: end, color: color, last: last, map: map, blocks: blocks,
                inner: inner)
            }
          }
        } else if let a, end > start &+ 1, startsInUniformRow(a, blocks: blocks, inner: inner) {
          color = runColor(a, end, inBlock: false)
          if let color, end < last {
            end = longerRun(
              from: start, through: end, color: color, last: last, map: map, blocks: blocks,
              inner: inner)
          }
        }
        if let color {
          let pixel = fade < 256 ? scale(color, by: fade) : color
          if compositing == .replace || pixel >= 0xFF00_0000 {
            (out + start).update(repeating: pixel, count: end &- start &+ 1)
            continue
          }
          var column = start
          while column <= end {
            defer { column &+= 1 }
            if compositing == .replace || pixel >= 0xFF00_0000 {
              out[column] = pixel
            } else if pixel != 0 {
              out[column] = over(pixel, out[column])
            }
          }
          continue
        }
        // Pass 1: positions, two columns to a division (`ProjectiveMapping+Positions`).
        // Independent iterations pipeline well; done inline with the sampling, every pixel
        // waited for its own division.
        storePositions(positions, from: start, through: end, map: map)
        // Pass 2: bilinear samples (`ProjectiveMapping+RunSampler`).
        sampler.sample(positions, from: start, through: end, into: out)
      }
    }
  }

  /// Whether the top-left tap of the sample at `a` lies in a block of one colour (classifying
  /// the block if it was not yet): the condition for any run from there to be of one colour.
  @inline(__always)
  static func startsInUniformBlock(
    _ a: (x: Int, y: Int), blocks: UniformBlocks, inner: (width: Int, height: Int)
  ) -> Bool {
    guard let tap = topLeftTap(a, inner: inner) else { return false }
    return blocks.uniformColor(tap.x, tap.y) != nil
  }

  /// Whether the top-left tap of the sample at `a` lies in a block row of one colour (see
  /// `startsInUniformBlock`), for a run starting in a block of many colours.
  @inline(__always)
  static func startsInUniformRow(
    _ a: (x: Int, y: Int), blocks: UniformBlocks, inner: (width: Int, height: Int)
  ) -> Bool {
    guard let tap = topLeftTap(a, inner: inner) else { return false }
    return blocks.rowColor(tap.x >> UniformBlocks.shift, tap.y) != nil
  }

  /// The top-left tap of the sample at `a` (1/256 pixel, offset by one pixel), when it lies in
  /// the image's interior `inner`.
  @inline(__always)
  static func topLeftTap(
    _ a: (x: Int, y: Int), inner: (width: Int, height: Int)
  ) -> (x: Int, y: Int)? {
    let tapX = (a.x >> 8) &- 1
    let tapY = (a.y >> 8) &- 1
    guard UInt(bitPattern: tapX) < UInt(inner.width), UInt(bitPattern: tapY) < UInt(inner.height)
    else { return nil }
    return (tapX, tapY)
  }

  /// The columns of a run whose ends are tested for one uniform block before sampling each.
  static let runLength = 16

  /// `source` OVER `destination` for premultiplied pixels, rounded as pixman rounds it:
  /// d · (255 − αs) / 255 + s per channel, saturating.
  @inline(__always)
  static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
    let inverseAlpha = 255 &- (source >> 24)
    func lanes(_ d: UInt32, _ s: UInt32) -> UInt32 {
      var t = d &* inverseAlpha &+ 0x0080_0080
      t = ((t &+ ((t >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
      t = t &+ s
      t |= 0x1000_0100 &- ((t >> 8) & 0x00FF_00FF)
      return t & 0x00FF_00FF
    }
    let evenLanes = lanes(destination & 0x00FF_00FF, source & 0x00FF_00FF)
    let oddLanes = lanes((destination >> 8) & 0x00FF_00FF, (source >> 8) & 0x00FF_00FF)
    return evenLanes | (oddLanes << 8)
  }

  /// A bilinear sample whose taps straddle the image's edge (outside is transparent).
  @inline(never)
  static func edgeSample(
    _ source: Pixels, _ texels: UnsafePointer<UInt32>, _ rowWords: Int, _ x0: Int, _ y0: Int,
    _ wx: UInt32,
    _ wy: UInt32
  ) -> UInt32 {
    let top = lerpLanes(
      texel(source, texels, rowWords, x0, y0), texel(source, texels, rowWords, x0 + 1, y0), wx)
    let bottom = lerpLanes(
      texel(source, texels, rowWords, x0, y0 + 1), texel(source, texels, rowWords, x0 + 1, y0 + 1),
      wx)
    return lerpLanes(top, bottom, wy)
  }

  /// The destination columns of a row whose preimage can touch the source: those with q > 0
  /// and −½ < u/q, v/q < size + ½ (a bilinear tap can still reach the image there). Each
  /// condition is a + b·c > 0, linear in the column c, so together they give one interval;
  /// it is widened by a column either way, the per-pixel test being the exact one.
  private static func columnSpan(
    u0: Double, du: Double, v0: Double, dv: Double, q0: Double, dq: Double, sourceWidth: Double,
    sourceHeight: Double, width: Int
  ) -> (Int, Int)? {
    var low = 0.0
    var high = Double(width - 1)
    func require(_ a: Double, _ b: Double) {
      if b == 0 {
        if !(a > 0) {
          low = 1
          high = 0
        }
      } else if b > 0 {
        low = max(low, -a / b)
      } else {
        high = min(high, -a / b)
      }
    }
    require(q0, dq)
    require(u0 + 0.5 * q0, du + 0.5 * dq)
    require((sourceWidth + 0.5) * q0 - u0, (sourceWidth + 0.5) * dq - du)
    require(v0 + 0.5 * q0, dv + 0.5 * dq)
    require((sourceHeight + 0.5) * q0 - v0, (sourceHeight + 0.5) * dq - dv)
    guard low.isFinite, high.isFinite, low <= high + 2 else { return nil }
    let first = max(Int(max(low, -1).rounded(.down)) - 1, 0)
    let last = min(Int(min(high, Double(width)).rounded(.up)) + 1, width - 1)
    return first <= last ? (first, last) : nil
  }

  /// A non-negative double below 2³¹ rounded to the nearest integer (ties to even), without
  /// the range checks of `Int32(_:)`: adding 1.5·2⁵² leaves the integer in the low mantissa bits.
  @inline(__always)
  static func roundedInt32(_ value: Double) -> Int32 {
    Int32(truncatingIfNeeded: (value + roundingBias).bitPattern)
  }

  /// 1.5 · 2⁵²: added to a double in 0…2³¹, leaves it rounded to an integer in the low bits.
  static let roundingBias = 6_755_399_441_055_744.0

  /// A source pixel, transparent outside the image.
  @inline(__always)
  static func texel(
    _ source: Pixels, _ texels: UnsafePointer<UInt32>, _ rowWords: Int, _ x: Int, _ y: Int
  ) -> UInt32 {
    guard x >= 0, y >= 0, x < source.width, y < source.height else { return 0 }
    return texels[y * rowWords + x]
  }

  /// Per-channel `a + (b − a) · w / 256` for the four 8-bit channels of two pixels (two
  /// channels at a time in 0x00FF00FF lanes, which leave 8 bits of headroom per product).
  @inline(__always)
  static func lerpLanes(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
    let inverse = 256 - w
    let evenLanes =
      (((a & 0x00FF_00FF) &* inverse &+ (b & 0x00FF_00FF) &* w &+ 0x0080_0080) >> 8) & 0x00FF_00FF
    let oddLanes =
      ((((a >> 8) & 0x00FF_00FF) &* inverse &+ ((b >> 8) & 0x00FF_00FF) &* w &+ 0x0080_0080))
      & 0xFF00_FF00
    return evenLanes | oddLanes
  }

  /// The weighted sum of four pixels with weights (1−wx)(1−wy), wx(1−wy), (1−wx)wy, wx·wy in
  /// 1/256, rounded so they total exactly 256 (a uniform area stays exactly uniform).
  @inline(__always)
  static func bilinear(
    _ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32, _ wx: UInt32, _ wy: UInt32
  ) -> UInt32 {
    let w11 = (wx &* wy &+ 128) >> 8
    let w10 = wx &- w11
    let w01 = wy &- w11
    let w00 = 256 &- wx &- wy &+ w11
    let m: UInt32 = 0x00FF_00FF
    let even = (p00 & m) &* w00 &+ (p10 & m) &* w10 &+ (p01 & m) &* w01 &+ (p11 & m) &* w11
    let odd =
      ((p00 >> 8) & m) &* w00 &+ ((p10 >> 8) & m) &* w10 &+ ((p01 >> 8) & m) &* w01
      &+ ((p11 >> 8) & m) &* w11
    return (((even &+ 0x0080_0080) >> 8) & m) | ((odd &+ 0x0080_0080) & ~m)
  }

  /// A premultiplied pixel times `fade`/256.
  @inline(__always)
  static func scale(_ p: UInt32, by fade: UInt32) -> UInt32 {
    let evenLanes = (((p & 0x00FF_00FF) &* fade &+ 0x0080_0080) >> 8) & 0x00FF_00FF
    let oddLanes = (((p >> 8) & 0x00FF_00FF) &* fade &+ 0x0080_0080) & 0xFF00_FF00
    return evenLanes | oddLanes
  }
}
