/// Where a reduced row begins and ends with a run of one pixel value, in output columns: the
/// columns whose two taps both fall in the leading run (`0 ..< leftEnd`) or the trailing one
/// (`rightStart ..< count`). There the row's interpolation is 128·v exactly.
struct PlainRuns: Equatable {
  var leftEnd: Int
  var leftPixel: UInt32
  var rightStart: Int
  var rightPixel: UInt32

  /// The output columns where the rows of `self` and `other` hold the same plain value, so
  /// that any mix of the two is that value: `0 ..< left` and `right ..< count`.
  func shared(with other: PlainRuns, count: Int) -> (left: Int, right: Int) {
    let left = leftPixel == other.leftPixel ? min(leftEnd, other.leftEnd) : 0
    let right = rightPixel == other.rightPixel ? max(rightStart, other.rightStart) : count
    return (left, max(right, left))
  }
}

/// A reduced row interpolated along x, and its plain runs.
struct HeldRow {
  let data: InterpolatedRow
  let runs: PlainRuns
}

/// The reduced rows interpolated along x at the output's columns, two at a time: each row's
/// 16-bit sums l·(128 − wₓ) + r·wₓ split into their bits above and below bit 7, a pixel's four
/// channels in the lanes of a `UInt64`. Columns in a plain run get 128·v without arithmetic.
final class RowInterpolation {
  private let reduced: ProjectiveMapping.Pixels
  /// Per output column: the byte offset of its first tap's pixel in a reduced row, of its
  /// second's, and the second's weight. Both offsets grow with the column.
  private var firstTaps: [Int] = []
  private var secondTaps: [Int] = []
  private var weights: [UInt64] = []
  private var slots: [(row: Int, held: HeldRow)] = []

  init(
    _ reduced: ProjectiveMapping.Pixels, table: [(offset: Int, weight: Int)], factor: Int,
    originX: Int, columns: Range<Int>
  ) {
    self.reduced = reduced
    for x in columns {
      let (block, offset) = BackdropEnlargement.block(x, originX, factor: factor)
      let first = block + table[offset].offset
      firstTaps.append(min(max(first, 0), reduced.width - 1) * 4)
      secondTaps.append(min(max(first + 1, 0), reduced.width - 1) * 4)
      weights.append(UInt64(table[offset].weight))
    }
    for _ in 0..<2 {
      let row = InterpolatedRow(
        high: .allocate(capacity: max(columns.count, 1)),
        low: .allocate(capacity: max(columns.count, 1)))
      slots.append(
        (
          Int.min,
          HeldRow(
            data: row, runs: PlainRuns(leftEnd: 0, leftPixel: 0, rightStart: 0, rightPixel: 0))
        ))
    }
  }

  func deallocate() {
    for slot in slots {
      slot.held.data.high.deallocate()
      slot.held.data.low.deallocate()
    }
  }

  /// Reduced rows `upper` and `lower` (clamped to the copy), interpolated.
  func rows(_ upper: Int, _ lower: Int) -> (HeldRow, HeldRow) {
    let upper = min(max(upper, 0), reduced.height - 1)
    let lower = min(max(lower, 0), reduced.height - 1)
    return (row(upper, keeping: lower), row(lower, keeping: upper))
  }

  /// Row `index`, made in the slot that does not hold row `other` unless it is held already.
  private func row(_ index: Int, keeping other: Int) -> HeldRow {
    if let slot = slots.first(where: { $0.row == index }) { return slot.held }
    let victim = slots[0].row == other ? 1 : 0
    let data = slots[victim].held.data
    let line = UnsafeRawPointer(reduced.data + index * reduced.stride)
    let runs = plainRuns(of: line)
    let count = weights.count
    func fill(_ columns: Range<Int>, with pixel: UInt32) {
      guard !columns.isEmpty else { return }
      (data.high + columns.lowerBound).update(repeating: Lanes.spread(pixel), count: columns.count)
      (data.low + columns.lowerBound).update(repeating: 0, count: columns.count)
    }
    fill(0..<runs.leftEnd, with: runs.leftPixel)
    let middle = runs.leftEnd..<max(runs.rightStart, runs.leftEnd)
    for column in middle {
      let w = weights[column]
      let a = Lanes.spread(line.loadUnaligned(fromByteOffset: firstTaps[column], as: UInt32.self))
      let b = Lanes.spread(line.loadUnaligned(fromByteOffset: secondTaps[column], as: UInt32.self))
      let sum = a &* (128 &- w) &+ b &* w
      data.high[column] = (sum >> 7) & 0x01FF_01FF_01FF_01FF
      data.low[column] = sum & Lanes.low7
    }
    fill(middle.upperBound..<count, with: runs.rightPixel)
    let held = HeldRow(data: data, runs: runs)
    slots[victim] = (index, held)
    return held
  }

  /// The plain runs of the reduced row at `line`, within the reduced pixels the output's
  /// columns tap (the copy's outer ring, blurred with what lies beyond it, is not plain).
  private func plainRuns(of line: UnsafeRawPointer) -> PlainRuns {
    func pixel(_ x: Int) -> UInt32 { line.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) }
    let (low, high) = (firstTaps[0] / 4, secondTaps[secondTaps.count - 1] / 4)
    let (first, last) = (pixel(low), pixel(high))
    var leadingEnd = low + 1
    while leadingEnd <= high, pixel(leadingEnd) == first { leadingEnd += 1 }
    var trailingStart = high
    while trailingStart > low, pixel(trailingStart - 1) == last { trailingStart -= 1 }
    // The first column whose second tap leaves the leading run, and the first whose first tap
    // enters the trailing one.
    return PlainRuns(
      leftEnd: Self.firstIndex(in: secondTaps, atLeast: leadingEnd * 4), leftPixel: first,
      rightStart: Self.firstIndex(in: firstTaps, atLeast: trailingStart * 4), rightPixel: last)
  }

  /// The first index of the non-decreasing `values` holding `bound` or more (its count if none).
  private static func firstIndex(in values: [Int], atLeast bound: Int) -> Int {
    var (low, high) = (0, values.count)
    while low < high {
      let middle = (low + high) / 2
      if values[middle] < bound { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
