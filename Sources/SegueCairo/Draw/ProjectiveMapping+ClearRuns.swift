import Foundation

// Long runs of one colour. A full-screen plane is mostly its background: walked in runs of
// `runLength` columns, a row of 1179 pixels took 74 runs, each two divisions and a look at up
// to nine blocks, which cost a third of the frame. Where the blocks around a sample are known
// uniform from the plane's structure (`UniformBlocks.clearReach`, a square of blocks all of
// the background's colour), the run can go on until its preimage leaves that square: its
// length is guessed from the map's derivative at its start, then checked at its end as any run
// is (the preimage of a run is the straight segment between its ends'; the square is convex),
// and halved while the check fails. The pixels are the ones a sample each would give.

extension ProjectiveMapping {
  /// One destination row's inverse map: the plane point of column c is
  /// ((u0 + c·du) / (q0 + c·dq), (v0 + c·dv) / (q0 + c·dq)), in source pixels.
  struct RowMap {
    let u0: Double
    let du: Double
    let v0: Double
    let dv: Double
    let q0: Double
    let dq: Double
    /// The sample positions' upper bounds, in 1/256 pixel (`resample`'s limitX, limitY).
    let limitX: Double
    let limitY: Double

    /// The sample position of `column` in 1/256 pixel, offset by one pixel (as `resample`
    /// stores them), with a unit to spare from the bounds; nil past them or behind the eye.
    @inline(__always)
    func position(_ column: Int) -> (x: Int, y: Int)? {
      let c = Double(column)
      let q = q0 + c * dq
      // One division, as pass 1 computes it (then a run's ends are pass 1's positions).
      let r = 1 / q
      let px = (u0 + c * du) * r * 256 + 128
      let py = (v0 + c * dv) * r * 256 + 128
      guard q > 0, px > 1, py > 1, px < limitX - 1, py < limitY - 1 else { return nil }
      return (Int(roundedInt32(px)), Int(roundedInt32(py)))
    }

    /// The rate at which the position moves per column at `column`, in 1/256 pixel.
    func slope(at column: Int) -> (x: Double, y: Double) {
      let c = Double(column)
      let q = q0 + c * dq
      let u = (u0 + c * du) / q
      let v = (v0 + c * dv) / q
      return ((du - u * dq) / q * 256, (dv - v * dq) / q * 256)
    }
  }

  /// The pixel box of the top-left taps of the samples between two sample positions (each
  /// widened by a position unit, so that rounding cannot carry a sample between them out).
  @inline(__always)
  static func tapBox(_ a: (x: Int, y: Int), _ b: (x: Int, y: Int)) -> (
    left: Int, right: Int, top: Int, bottom: Int
  ) {
    (
      ((min(a.x, b.x) &- 1) >> 8) &- 1, ((max(a.x, b.x) &+ 1) >> 8) &- 1,
      ((min(a.y, b.y) &- 1) >> 8) &- 1, ((max(a.y, b.y) &+ 1) >> 8) &- 1
    )
  }

  /// The last column of a run from `start` (sampling at `a`) that is all one colour by
  /// `clearReach`, and that colour; nil when no such run of more than `runLength` columns
  /// is found. `inner` is the image's size less one (top-left taps with all four taps in it).
  static func clearRun(
    from start: Int, at a: (x: Int, y: Int), last: Int, map: RowMap, blocks: UniformBlocks,
    inner: (width: Int, height: Int)
  ) -> (end: Int, color: UInt32)? {
    let tapX = (a.x >> 8) &- 1
    let tapY = (a.y >> 8) &- 1
    guard tapX >= 0, tapY >= 0, tapX < inner.width, tapY < inner.height else { return nil }
    // Smaller squares (a block or two across) are left to runs of `runLength`.
    let radius = blocks.clearReach(tapX, tapY) &- 1
    guard radius >= 2 else { return nil }
    let shift = UniformBlocks.shift
    let low = (
      x: max(((tapX >> shift) &- radius) << shift, 0),
      y: max(((tapY >> shift) &- radius) << shift, 0)
    )
    let high = (
      x: min((((tapX >> shift) &+ radius &+ 1) << shift) &- 1, inner.width &- 1),
      y: min((((tapY >> shift) &+ radius &+ 1) << shift) &- 1, inner.height &- 1)
    )
    // Columns until the position, moving at its rate at the start, reaches the square's edge
    // (positions whose top-left tap is t lie in [(t + 1)·256, (t + 2)·256)).
    let slope = map.slope(at: start)
    func room(_ p: Int, _ rate: Double, _ lowTap: Int, _ highTap: Int) -> Double {
      if rate > 0 { return Double((highTap &+ 2) &* 256 &- 2 &- p) / rate }
      if rate < 0 { return Double(p &- (lowTap &+ 1) &* 256 &- 1) / -rate }
      return .infinity
    }
    let fits = min(room(a.x, slope.x, low.x, high.x), room(a.y, slope.y, low.y, high.y))
    var length = fits >= Double(last &- start) ? last &- start : Int(fits)
    while length >= runLength {
      let end = start &+ length
      if let b = map.position(end) {
        let box = tapBox(a, b)
        if box.left >= low.x, box.right <= high.x, box.top >= low.y, box.bottom <= high.y,
          let color = blocks.uniformColor(tapX, tapY)
        {
          return (end, color)
        }
      }
      length >>= 1
    }
    return nil
  }
}

extension ProjectiveMapping {
  /// The last column of a run from `start` known to be `color` through `end`, lengthened while
  /// the columns past it are: each step doubles the run (adding at most `maximumStep`
  /// columns) and checks only the added columns, whose preimage is the segment between the
  /// old end's position and the new end's (a homography keeps lines straight), inside their
  /// tap box (`UniformBlocks.isUniform`). The blocks and rows of one colour that answered a
  /// run of `runLength` often hold much farther (a picture's flat parts: the bands of a
  /// shaded sky, the inside of a hill).
  static func longerRun(
    from start: Int, through end: Int, color: UInt32, last: Int, map: RowMap,
    blocks: UniformBlocks, inner: (width: Int, height: Int)
  ) -> Int {
    var end = end
    guard var a = map.position(end) else { return end }
    while end < last {
      let next = min(end &+ min(end &- start &+ 1, maximumStep), last)
      guard let b = map.position(next) else { break }
      let box = tapBox(a, b)
      guard box.left >= 0, box.top >= 0, box.right < inner.width, box.bottom < inner.height,
        blocks.isUniform(color, inBox: box)
      else { break }
      (end, a) = (next, b)
    }
    return end
  }

  /// The most columns `longerRun` adds at a step (a step's box stays within a few blocks).
  static let maximumStep = 64
}
