import Foundation

// Rows of one colour inside blocks of many colours. Of the flips' sampled pixels, two thirds
// read four equal taps inside a 16×16 block that is not one colour: mostly a picture's sky, a
// vertical gradient whose colour changes every few rows, and the plain rows between lines of
// text. Each paid its position's division and two tap loads. A block of many colours is
// classified again, the first time a run needs it, row by row: a row of the block is uniform
// when the pixels its samples' taps reach (the row and the one below, across the block and
// the column past it) are equal. A run of columns whose taps all fall in such rows of one
// colour is filled with it, as a run in uniform blocks is. The rows are kept with the blocks
// (with a kept plane, across frames). Cells of 4×4 pixels were tried first: a cell's taps span
// five rows, and the sky's colour rarely holds that long at 3×, so they answered few runs.

extension UniformBlocks {
  /// The bit of a block's `rowMasks` entry saying its rows are classified.
  static let rowsClassified: UInt32 = 1 << 16
  /// The most rows of taps a run may span for `uniformColor(inRows:)` to look at them: runs
  /// spanning more are rarely of one colour, and a failed look costs as much as the samples.
  static let maximumRows = 6

  /// The colour of every bilinear sample whose top-left tap lies in the pixel box `box` (of
  /// the image, with room for all four taps), when every block row the box touches is
  /// uniform, or lies in a uniform block, in one colour; nil otherwise, or when the box spans
  /// more than `maximumRows` rows or three blocks across.
  func uniformColor(inRows box: (left: Int, right: Int, top: Int, bottom: Int)) -> UInt32? {
    let x0 = box.left >> Self.shift
    let x1 = box.right >> Self.shift
    guard x1 &- x0 < 3, box.bottom &- box.top < Self.maximumRows,
      let color = rowColor(x0, box.top)
    else { return nil }
    var y = box.top
    while y <= box.bottom {
      var bx = x0
      while bx <= x1 {
        guard rowColor(bx, y) == color else { return nil }
        bx &+= 1
      }
      y &+= 1
    }
    return color
  }

  /// The colour of every bilinear sample whose top-left tap lies in pixel row `y` of the
  /// blocks' column `bx` (the row a row of the image), when that block row or its block is
  /// uniform; nil otherwise.
  @inline(__always)
  func rowColor(_ bx: Int, _ y: Int) -> UInt32? {
    if let color = uniformColor(bx << Self.shift, y) { return color }
    let block = (y >> Self.shift) &* blocksWide &+ bx
    guard let masks = rowMasks.baseAddress, let colors = rowColors.baseAddress else { return nil }
    var mask = masks[block]
    if mask == 0 {
      mask = classifyRows(block)
      masks[block] = mask
    }
    let row = y & (Self.side &- 1)
    guard mask & (1 << UInt32(row)) != 0 else { return nil }
    return colors[block &* Self.side &+ row]
  }

  /// The mask of `block`'s uniform rows (with `rowsClassified`), their colours written to
  /// `rowColors`. Rows with no top-left tap that has all four taps in the image are left not
  /// uniform (no sample reads them through `rowColor`).
  private func classifyRows(_ block: Int) -> UInt32 {
    let x0 = (block % blocksWide) << Self.shift
    let y0 = (block / blocksWide) << Self.shift
    let x1 = min(x0 + Self.side, source.width - 1)
    let y1 = min(y0 + Self.side, source.height - 1)
    var mask = Self.rowsClassified
    // Whether the pixel row above was one colour, and which.
    var above: UInt32?
    var y = y0
    while y <= y1 {
      let row = UnsafeRawPointer(source.data + y &* source.stride)
      let first = row.load(fromByteOffset: x0 &* 4, as: UInt32.self)
      var differences: UInt32 = 0
      var x = x0
      // Sixteen pixels at a time (a block's width), then the column past the block; the
      // differences ORed down to one word (a version testing with `any` cost four times as
      // many instructions).
      if x &+ 15 <= x1 {
        let sixteen =
          row.loadUnaligned(fromByteOffset: x &* 4, as: SIMD16<UInt32>.self)
          ^ SIMD16(repeating: first)
        let eight = sixteen.lowHalf | sixteen.highHalf
        let four = eight.lowHalf | eight.highHalf
        let two = four.lowHalf | four.highHalf
        differences = two.x | two.y
        x &+= 16
      }
      while x <= x1 {
        differences |= row.load(fromByteOffset: x &* 4, as: UInt32.self) ^ first
        x &+= 1
      }
      let color: UInt32? = differences == 0 ? first : nil
      if let color, color == above {
        let r = y &- 1 &- y0
        mask |= 1 << UInt32(r)
        rowColors[block &* Self.side &+ r] = color
      }
      above = color
      y &+= 1
    }
    return mask
  }
}
