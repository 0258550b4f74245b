import Testing

@testable import SegueCairo

@Suite("A reduced row interpolated along x")
struct RowInterpolationTests {
  /// Taps for `count` columns over a row of `width` pixels: non-decreasing, the second at or one
  /// past the first (clamped to the row), random weights below 2⁷.
  private func randomTaps(count: Int, width: Int, random: inout SeededLCG) -> ColumnTaps {
    let taps = ColumnTaps(count: count)
    var pixel = 0
    for column in 0..<count {
      if Bool.random(using: &random) { pixel = min(pixel + 1, width - 1) }
      taps.first[column] = pixel * 4
      taps.second[column] = min(pixel + 1, width - 1) * 4
      taps.weights[column] = UInt64.random(in: 0..<128, using: &random) &* ColumnTaps.everyLane
    }
    return taps
  }

  /// The two spellings of the interpolation — vectors in optimised builds, `UInt64` lanes in
  /// debug builds — give the same sums, for odd and even starts and ends, every channel value
  /// from 0 to 255 among the pixels.
  @Test func vectorsAndLanesInterpolateTheSameSums() {
    var random = SeededLCG(state: 17)
    let (count, width) = (41, 30)
    var line = (0..<width).map { _ in UInt32.random(in: 0...UInt32.max, using: &random) }
    line[3] = 0xFFFF_FFFF
    line[4] = 0
    let storage = (0..<2).map { _ in UnsafeMutablePointer<UInt64>.allocate(capacity: count) }
    defer { for pointer in storage { pointer.deallocate() } }
    let inLanes = InterpolatedRow(sums: storage[0])
    let inVectors = InterpolatedRow(sums: storage[1])
    var differing = 0
    for trial in 0..<200 {
      let taps = randomTaps(count: count, width: width, random: &random)
      defer { taps.deallocate() }
      let columns = (trial % 5)..<(count - trial % 2)
      for pointer in storage { pointer.update(repeating: 0xABAB, count: count) }
      line.withUnsafeBytes { bytes in
        guard let base = bytes.baseAddress else { return }
        taps.interpolateInLanes(base, columns: columns, into: inLanes)
        taps.interpolateInVectors(base, columns: columns, into: inVectors)
      }
      for column in 0..<count {
        differing += inLanes.sums[column] == inVectors.sums[column] ? 0 : 1
      }
    }
    #expect(differing == 0)
    // And the lanes are the sums themselves: l·(128 − w) + r·w, per channel.
    let taps = randomTaps(count: count, width: width, random: &random)
    defer { taps.deallocate() }
    line.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress else { return }
      taps.interpolateInVectors(base, columns: 0..<count, into: inVectors)
    }
    var wrong = 0
    for column in 0..<count {
      let w = Int(taps.weights[column] & 0xFFFF)
      for channel in 0..<4 {
        func byte(_ offset: Int) -> Int { Int(line[offset / 4] >> (8 * channel) & 0xFF) }
        let sum = byte(taps.first[column]) * (128 - w) + byte(taps.second[column]) * w
        wrong += Int(inVectors.sums[column] >> (16 * channel) & 0xFFFF) == sum ? 0 : 1
      }
    }
    #expect(wrong == 0)
  }

  /// A row's plain runs, scanned two pixels a comparison and once for a row plain throughout,
  /// are those of a pixel-by-pixel scan: rows plain throughout, with runs of every length at
  /// either end, one value at both ends with others between, odd and even spans.
  @Test func plainRunsAreThoseOfAPixelByPixelScan() {
    var random = SeededLCG(state: 5)
    let width = 23
    var wrong = 0
    for trial in 0..<400 {
      let (a, b): (UInt32, UInt32) = (0xFF80_4020, trial % 3 == 0 ? 0xFF80_4020 : 0xFF00_0000)
      var line = (0..<width).map { _ in UInt32.random(in: 0...3, using: &random) }
      let leading = Int.random(in: 0...width, using: &random)
      let trailing = Int.random(in: 0...width, using: &random)
      for x in 0..<leading { line[x] = a }
      for x in (width - trailing)..<width { line[x] = b }
      let taps = ColumnTaps(count: 3 * width)
      defer { taps.deallocate() }
      // The taps of an enlargement by 3 of the pixels (trial % 4) ..< width − (trial % 3).
      let (low, high) = (trial % 4, width - 1 - trial % 3)
      for column in 0..<taps.count {
        let first = min(max(column / 3 - (column % 3 == 0 ? 1 : 0), low), high)
        taps.first[column] = first * 4
        taps.second[column] = min(first + 1, high) * 4
        taps.weights[column] = 0
      }
      let runs = line.withUnsafeBytes { bytes in
        bytes.baseAddress.map { taps.plainRuns(of: $0) }
      }
      // Pixel by pixel, as a reference.
      var leadingEnd = low + 1
      while leadingEnd <= high, line[leadingEnd] == line[low] { leadingEnd += 1 }
      var trailingStart = high
      while trailingStart > low, line[trailingStart - 1] == line[high] { trailingStart -= 1 }
      let leftEnd = (0..<taps.count).first { taps.second[$0] >= leadingEnd * 4 } ?? taps.count
      let rightStart =
        (0..<taps.count).first { taps.first[$0] >= trailingStart * 4 } ?? taps.count
      let expected = PlainRuns(
        leftEnd: leftEnd, leftPixel: line[low], rightStart: rightStart, rightPixel: line[high])
      wrong += runs == expected ? 0 : 1
    }
    #expect(wrong == 0)
  }
}
