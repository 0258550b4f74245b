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
/// 16-bit sums l·(128 − wₓ) + r·wₓ, a pixel's four channels in the lanes of a `UInt64`.
/// Columns in a plain run get 128·v without arithmetic.
/// A value held in a local variable, not a class: a class's stored properties are checked for
/// exclusive access at run time, twice an output row (3 % of a menu frame's samples).
struct RowInterpolation {
  private let reduced: ProjectiveMapping.Pixels
  /// Per output column, where its taps are and how they are weighed.
  private let taps: ColumnTaps
  private var slots: [(row: Int, held: HeldRow)] = []

  init(
    _ reduced: ProjectiveMapping.Pixels, table: [(offset: Int, weight: Int)], factor: Int,
    originX: Int, columns: Range<Int>
  ) {
    self.reduced = reduced
    taps = ColumnTaps(count: columns.count)
    for (column, x) in columns.enumerated() {
      let (block, offset) = BackdropEnlargement.block(x, originX, factor: factor)
      let first = block + table[offset].offset
      taps.first[column] = min(max(first, 0), reduced.width - 1) * 4
      taps.second[column] = min(max(first + 1, 0), reduced.width - 1) * 4
      taps.weights[column] = UInt64(table[offset].weight) &* ColumnTaps.everyLane
    }
    for _ in 0..<2 {
      let row = InterpolatedRow(sums: .allocate(capacity: max(columns.count, 1)))
      slots.append(
        (
          Int.min,
          HeldRow(
            data: row, runs: PlainRuns(leftEnd: 0, leftPixel: 0, rightStart: 0, rightPixel: 0))
        ))
    }
  }

  func deallocate() {
    taps.deallocate()
    for slot in slots {
      slot.held.data.sums.deallocate()
    }
  }

  /// Reduced rows `upper` and `lower` (clamped to the copy), interpolated.
  mutating func rows(_ upper: Int, _ lower: Int) -> (HeldRow, HeldRow) {
    let upper = min(max(upper, 0), reduced.height - 1)
    let lower = min(max(lower, 0), reduced.height - 1)
    return (row(upper, keeping: lower), row(lower, keeping: upper))
  }

  /// Row `index`, made in the slot that does not hold row `other` unless it is held already.
  private mutating func row(_ index: Int, keeping other: Int) -> HeldRow {
    if let slot = slots.first(where: { $0.row == index }) { return slot.held }
    let victim = slots[0].row == other ? 1 : 0
    let data = slots[victim].held.data
    let line = UnsafeRawPointer(reduced.data + index * reduced.stride)
    let runs = taps.plainRuns(of: line)
    func fill(_ columns: Range<Int>, with pixel: UInt32) {
      guard !columns.isEmpty else { return }
      (data.sums + columns.lowerBound).update(
        repeating: Lanes.spread(pixel) << 7, count: columns.count)
    }
    fill(0..<runs.leftEnd, with: runs.leftPixel)
    let middle = runs.leftEnd..<max(runs.rightStart, runs.leftEnd)
    #if DEBUG
      taps.interpolateInLanes(line, columns: middle, into: data)
    #else
      taps.interpolateInVectors(line, columns: middle, into: data)
    #endif
    fill(middle.upperBound..<taps.count, with: runs.rightPixel)
    let held = HeldRow(data: data, runs: runs)
    slots[victim] = (index, held)
    return held
  }
}
