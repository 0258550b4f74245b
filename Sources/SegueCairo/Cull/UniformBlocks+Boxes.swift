import Foundation

// Boxes of one colour larger than a run's. A run of `runLength` columns answered by blocks
// or rows of one colour (`runColor` in `resample`) is 16 pixels for a position's division, a
// tap box and up to eighteen looks; over a picture's flat parts (the sky's bands, the hills'
// insides) most runs could go on. `isUniform(_:inBox:)` says whether every sample whose
// top-left tap lies in a larger box has a given colour, a block at a time: a uniform block in
// one look, a block of many colours by its rows' mask and first colour.

extension UniformBlocks {
  /// The most blocks across, and rows down, a box given to `isUniform(_:inBox:)` may span:
  /// larger boxes are declined (a failed look at them would cost more than the samples).
  static let maximumBoxBlocks = 8
  static let maximumBoxRows = 48

  /// Whether every bilinear sample whose top-left tap lies in the pixel box `box` (of the
  /// image, with room for all four taps) has colour `color`: each block the box touches is
  /// uniform in it, or each of the block's rows inside the box is uniform and the first of
  /// them has it (`rowColor`). False also
  /// when the box spans more than `maximumBoxBlocks` blocks across or `maximumBoxRows` rows.
  func isUniform(
    _ color: UInt32, inBox box: (left: Int, right: Int, top: Int, bottom: Int)
  ) -> Bool {
    let x0 = box.left >> Self.shift
    let x1 = box.right >> Self.shift
    guard x1 &- x0 < Self.maximumBoxBlocks, box.bottom &- box.top < Self.maximumBoxRows,
      let masks = rowMasks.baseAddress
    else { return false }
    var top = box.top
    while top <= box.bottom {
      // The box's rows inside this band of blocks.
      let bottom = min(top | (Self.side &- 1), box.bottom)
      let first = top & (Self.side &- 1)
      let last = bottom & (Self.side &- 1)
      let wanted = (UInt32(2) << UInt32(last)) &- (UInt32(1) << UInt32(first))
      var bx = x0
      while bx <= x1 {
        defer { bx &+= 1 }
        if let uniform = uniformColor(bx << Self.shift, top) {
          guard uniform == color else { return false }
          continue
        }
        // Classifies the block's rows if they are not yet.
        guard rowColor(bx, top) == color else { return false }
        let block = (top >> Self.shift) &* blocksWide &+ bx
        // Two successive uniform rows are one colour (row r's colour holds in pixel row r + 1,
        // which is row r + 1's colour): the first row's colour is every row's.
        guard masks[block] & wanted == wanted else { return false }
      }
      top = bottom &+ 1
    }
    return true
  }
}
