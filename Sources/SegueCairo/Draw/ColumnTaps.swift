/// Where each output column of an enlargement samples a reduced row — the byte offsets of its
/// two taps' pixels (both non-decreasing with the column) and the second's weight out of 2⁷ in
/// the four 16-bit lanes of a `UInt64` — and the row's interpolation along x from them.
///
/// The interpolation has two spellings of the same integers, as the row mix has
/// (`BackdropEnlargement+Mix.swift`): `SIMD8<UInt16>` vectors, two columns an instruction, in
/// optimised builds, and plain `UInt64` lanes in debug builds, where the vector types call
/// generic code per lane. `RowInterpolationTests` holds the two to equal sums.
struct ColumnTaps {
  /// 1 in each 16-bit lane: a weight times this is the weight in every lane.
  static let everyLane: UInt64 = 0x0001_0001_0001_0001

  let count: Int
  let first: UnsafeMutablePointer<Int>
  let second: UnsafeMutablePointer<Int>
  let weights: UnsafeMutablePointer<UInt64>

  /// Room for `count` columns, uninitialised; `deallocate()` gives it back.
  init(count: Int) {
    self.count = count
    first = .allocate(capacity: max(count, 1))
    second = .allocate(capacity: max(count, 1))
    weights = .allocate(capacity: max(count, 1))
  }

  func deallocate() {
    first.deallocate()
    second.deallocate()
    weights.deallocate()
  }

  /// Interpolates columns `columns` of the reduced row at `line` into `row`, a column at a time.
  func interpolateInLanes(_ line: UnsafeRawPointer, columns: Range<Int>, into row: InterpolatedRow)
  {
    for column in columns {
      let w = weights[column] & 0xFFFF
      let a = Lanes.spread(line.loadUnaligned(fromByteOffset: first[column], as: UInt32.self))
      let b = Lanes.spread(line.loadUnaligned(fromByteOffset: second[column], as: UInt32.self))
      row.sums[column] = a &* (128 &- w) &+ b &* w
    }
  }

  /// Interpolates columns `columns` of the reduced row at `line` into `row`, two at a time (an
  /// odd last one in lanes).
  func interpolateInVectors(
    _ line: UnsafeRawPointer, columns: Range<Int>, into row: InterpolatedRow
  ) {
    @inline(__always)
    func pixels(_ left: Int, _ right: Int) -> SIMD8<UInt16> {
      let pair =
        UInt64(line.loadUnaligned(fromByteOffset: left, as: UInt32.self))
        | UInt64(line.loadUnaligned(fromByteOffset: right, as: UInt32.self)) << 32
      return SIMD8<UInt16>(truncatingIfNeeded: unsafeBitCast(pair, to: SIMD8<UInt8>.self))
    }
    let scale = SIMD8<UInt16>(repeating: 128)
    var column = columns.lowerBound
    while column + 2 <= columns.upperBound {
      let w = UnsafeRawPointer(weights + column).loadUnaligned(as: SIMD8<UInt16>.self)
      let a = pixels(first[column], first[column + 1])
      let b = pixels(second[column], second[column + 1])
      UnsafeMutableRawPointer(row.sums + column).storeBytes(
        of: a &* (scale &- w) &+ b &* w, as: SIMD8<UInt16>.self)
      column += 2
    }
    if column < columns.upperBound {
      interpolateInLanes(line, columns: column..<columns.upperBound, into: row)
    }
  }
}

extension ColumnTaps {
  /// The plain runs of the reduced row at `line`, within the reduced pixels the columns tap
  /// (the copy's outer ring, blurred with what lies beyond it, is not plain).
  func plainRuns(of line: UnsafeRawPointer) -> PlainRuns {
    func pixel(_ x: Int) -> UInt32 { line.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) }
    let (low, high) = (first[0] / 4, second[count - 1] / 4)
    let (leading, trailing) = (pixel(low), pixel(high))
    let leadingEnd = Self.runEnd(of: leading, in: line, from: low + 1, through: high)
    // A row plain throughout is one run both ways: not scanned twice.
    let trailingStart =
      leadingEnd > high
      ? low : Self.runStart(of: trailing, in: line, through: high - 1, downTo: low)
    // The first column whose second tap leaves the leading run, and the first whose first tap
    // enters the trailing one.
    return PlainRuns(
      leftEnd: firstIndex(in: second, atLeast: leadingEnd * 4), leftPixel: leading,
      rightStart: firstIndex(in: first, atLeast: trailingStart * 4), rightPixel: trailing)
  }

  /// The first pixel from `start` on (at most `last` + 1) that is not `value`, two pixels a
  /// comparison.
  private static func runEnd(
    of value: UInt32, in line: UnsafeRawPointer, from start: Int, through last: Int
  ) -> Int {
    let pair = UInt64(value) | UInt64(value) << 32
    var x = start
    while x + 1 <= last, line.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self) == pair {
      x += 2
    }
    while x <= last, line.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) == value {
      x += 1
    }
    return x
  }

  /// The first pixel of the run of `value` that ends at `last` (`last` + 1 when `last` is not
  /// `value`), looking down to `bottom`, two pixels a comparison.
  private static func runStart(
    of value: UInt32, in line: UnsafeRawPointer, through last: Int, downTo bottom: Int
  ) -> Int {
    let pair = UInt64(value) | UInt64(value) << 32
    var x = last + 1
    while x - 2 >= bottom, line.loadUnaligned(fromByteOffset: (x - 2) * 4, as: UInt64.self) == pair
    {
      x -= 2
    }
    while x - 1 >= bottom, line.loadUnaligned(fromByteOffset: (x - 1) * 4, as: UInt32.self) == value
    {
      x -= 1
    }
    return x
  }

  /// The first column whose tap in `taps` (non-decreasing) is `bound` or more (`count` if none).
  private func firstIndex(in taps: UnsafeMutablePointer<Int>, atLeast bound: Int) -> Int {
    var (low, high) = (0, count)
    while low < high {
      let middle = (low + high) / 2
      if taps[middle] < bound { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
