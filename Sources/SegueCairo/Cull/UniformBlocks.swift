import Foundation

/// Which 16×16 blocks of an image are one colour, found on first use.
///
/// A block is uniform when the pixels it covers and those of the column to its right and the
/// row below (the farthest taps a bilinear sample whose top-left tap lies in the block can
/// use) are all equal: every such sample is then exactly that colour, with no tap read. A
/// turned plane's rows run diagonally through the image, so its taps miss the cache; the
/// blocks' states fit in it. When the caller knows that every pixel outside some rectangles
/// has one colour (an opaque background, then a few sublayers), blocks clear of them are
/// uniform at the cost of one read; the others are compared pixel by pixel. Owns its storage:
/// call `deallocate` when done.
struct UniformBlocks {
  static let shift = 4
  private static let side = 1 << shift
  private static let unknown: UInt8 = 0
  private static let uniform: UInt8 = 1
  private static let mixed: UInt8 = 2
  private static let clear: UInt8 = 3
  private let source: ProjectiveMapping.Pixels
  private let blocksWide: Int
  private let states: UnsafeMutableBufferPointer<UInt8>
  private let colors: UnsafeMutableBufferPointer<UInt32>

  /// - Parameter uniformOutside: rectangles of `source` outside which every pixel has the same
  ///   colour; nil when nothing is known.
  init(_ source: ProjectiveMapping.Pixels, uniformOutside: [PixelRect]?) {
    self.source = source
    blocksWide = (source.width + Self.side - 1) >> Self.shift
    let blocksHigh = (source.height + Self.side - 1) >> Self.shift
    states = .allocate(capacity: blocksWide * blocksHigh)
    states.initialize(repeating: uniformOutside == nil ? Self.unknown : Self.clear)
    colors = .allocate(capacity: blocksWide * blocksHigh)
    colors.initialize(repeating: 0)
    for rect in uniformOutside ?? [] {
      // Blocks whose taps (one pixel past the block) reach the rectangle.
      let x0 = max(rect.x - 1, 0) >> Self.shift
      let y0 = max(rect.y - 1, 0) >> Self.shift
      let x1 = min(rect.maxX - 1, source.width - 1) >> Self.shift
      let y1 = min(rect.maxY - 1, source.height - 1) >> Self.shift
      guard !rect.isEmpty, x0 <= x1, y0 <= y1 else { continue }
      for y in y0...y1 {
        for x in x0...x1 { states[y * blocksWide + x] = Self.unknown }
      }
    }
  }

  func deallocate() {
    states.deallocate()
    colors.deallocate()
  }

  /// The colour of every bilinear sample whose top-left tap is (x, y), which must be a pixel
  /// of the image, when its block is uniform; nil otherwise.
  @inline(__always)
  func uniformColor(_ x: Int, _ y: Int) -> UInt32? {
    let block = (y >> Self.shift) &* blocksWide &+ (x >> Self.shift)
    guard let base = states.baseAddress else { return nil }
    var state = base[block]
    if state != Self.uniform {
      guard state != Self.mixed else { return nil }
      state = classify(block, scanning: state == Self.unknown)
      base[block] = state
    }
    return state == Self.uniform ? colors.baseAddress?[block] : nil
  }

  /// The colour of every bilinear sample whose top-left tap lies in `columns` × `rows`
  /// (pixels of the image), when the blocks there (at most 3×3) are uniform in one colour; nil
  /// otherwise.
  func uniformColor(inColumns columns: ClosedRange<Int>, rows: ClosedRange<Int>) -> UInt32? {
    let x0 = columns.lowerBound >> Self.shift
    let x1 = columns.upperBound >> Self.shift
    let y0 = rows.lowerBound >> Self.shift
    let y1 = rows.upperBound >> Self.shift
    guard x1 - x0 < 3, y1 - y0 < 3, let base = states.baseAddress,
      let color = uniformColor(columns.lowerBound, rows.lowerBound)
    else { return nil }
    for by in y0...y1 {
      for bx in x0...x1 {
        let block = by &* blocksWide &+ bx
        // Most runs stay in a block or two already known uniform: read their states directly.
        if base[block] == Self.uniform, colors[block] == color { continue }
        guard uniformColor(bx << Self.shift, by << Self.shift) == color else { return nil }
      }
    }
    return color
  }

  private func classify(_ block: Int, scanning: Bool) -> UInt8 {
    let x0 = (block % blocksWide) << Self.shift
    let y0 = (block / blocksWide) << Self.shift
    let first = UnsafeRawPointer(source.data + y0 * source.stride)
      .assumingMemoryBound(to: UInt32.self)[x0]
    colors[block] = first
    guard scanning else { return Self.uniform }
    let x1 = min(x0 + Self.side, source.width - 1)
    let y1 = min(y0 + Self.side, source.height - 1)
    let firsts = SIMD16<UInt32>(repeating: first)
    var y = y0
    while y <= y1 {
      let row = UnsafeRawPointer(source.data + y * source.stride)
      var x = x0
      // Sixteen pixels a comparison (a block's width), then the column past the block.
      while x &+ 15 <= x1 {
        let pixels = row.loadUnaligned(fromByteOffset: x &* 4, as: SIMD16<UInt32>.self)
        if any(pixels .!= firsts) { return Self.mixed }
        x &+= 16
      }
      let rest = row.assumingMemoryBound(to: UInt32.self)
      while x <= x1 {
        if rest[x] != first { return Self.mixed }
        x &+= 1
      }
      y &+= 1
    }
    return Self.uniform
  }
}
