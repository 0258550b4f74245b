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
///
/// Those known blocks also bound long runs of one colour (`clearReach`): how far around a block
/// every block is known uniform, from a distance transform over the block grid, so that a run
/// hundreds of pixels long is checked at its two ends instead of block by block.
///
/// A block of many colours is classified again, row by row, when a run first needs it
/// (`UniformBlocks+Rows`).
struct UniformBlocks {
  static let shift = 4
  static let side = 1 << shift
  private static let unknown: UInt8 = 0
  private static let uniform: UInt8 = 1
  private static let mixed: UInt8 = 2
  private static let clear: UInt8 = 3
  let source: ProjectiveMapping.Pixels
  let blocksWide: Int
  private let states: UnsafeMutableBufferPointer<UInt8>
  private let colors: UnsafeMutableBufferPointer<UInt32>
  /// Per block, the Chebyshev distance (in blocks, at most 255) to the nearest block not known
  /// uniform from `uniformOutside` (0 for such a block); empty unless asked for.
  private let reach: UnsafeMutableBufferPointer<UInt8>
  /// Per block, whether every tap a bilinear sample from it reads is opaque (`isOpaque`),
  /// found on first use: `unknown`, `opaque` or `mixed`.
  private let opacities: UnsafeMutableBufferPointer<UInt8>
  /// Per block, which of its rows are one colour (`UniformBlocks+Rows`): 0 until classified,
  /// then `rowsClassified` with bit r set when row r is uniform.
  let rowMasks: UnsafeMutableBufferPointer<UInt32>
  /// Per block, its sixteen rows' colours (one 64-byte line), written when classified.
  let rowColors: UnsafeMutableBufferPointer<UInt32>

  /// - Parameters:
  ///   - uniformOutside: rectangles of `source` outside which every pixel has the same colour;
  ///     nil when nothing is known.
  ///   - measuringReach: whether to work out `clearReach` (a pass over the blocks, not the
  ///     pixels); without it, `clearReach` is 0 everywhere.
  init(
    _ source: ProjectiveMapping.Pixels, uniformOutside: [PixelRect]?,
    measuringReach: Bool = false
  ) {
    self.source = source
    blocksWide = (source.width + Self.side - 1) >> Self.shift
    let blocksHigh = (source.height + Self.side - 1) >> Self.shift
    let measured = measuringReach && uniformOutside != nil
    reach = .allocate(capacity: measured ? blocksWide * blocksHigh : 0)
    states = .allocate(capacity: blocksWide * blocksHigh)
    states.initialize(repeating: uniformOutside == nil ? Self.unknown : Self.clear)
    colors = .allocate(capacity: blocksWide * blocksHigh)
    colors.initialize(repeating: 0)
    opacities = .allocate(capacity: blocksWide * blocksHigh)
    opacities.initialize(repeating: Self.unknown)
    rowMasks = .allocate(capacity: blocksWide * blocksHigh)
    rowMasks.initialize(repeating: 0)
    // Only read where a mask says classified, and not touched before: pages stay unmapped.
    rowColors = .allocate(capacity: blocksWide * blocksHigh * Self.side)
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
    if measured { measureReach(blocksHigh: blocksHigh) }
  }

  func deallocate() {
    states.deallocate()
    colors.deallocate()
    reach.deallocate()
    opacities.deallocate()
    rowMasks.deallocate()
    rowColors.deallocate()
  }

  /// How many blocks around the block of pixel (x, y) are known uniform: every block within
  /// `clearReach − 1` of it in both directions is, and all of them have one colour (that of
  /// the pixels outside `uniformOutside`). 0 when its own block is not known uniform, or when
  /// reach was not measured.
  @inline(__always)
  func clearReach(_ x: Int, _ y: Int) -> Int {
    // An empty buffer may still have an address: its count says whether reach was measured.
    guard reach.count > 0, let base = reach.baseAddress else { return 0 }
    return Int(base[(y >> Self.shift) &* blocksWide &+ (x >> Self.shift)])
  }

  /// The Chebyshev distance transform of the blocks not known uniform (`unknown` states just
  /// after init): two passes with the 3×3 neighbourhood give it exactly. Blocks past the grid's
  /// edge count as known; the callers keep taps inside the image themselves.
  private func measureReach(blocksHigh: Int) {
    let wide = blocksWide
    for block in 0..<(wide * blocksHigh) {
      reach[block] = states[block] == Self.clear ? 255 : 0
    }
    func lower(_ block: Int, _ x: Int, _ y: Int) {
      guard x >= 0, x < wide, y >= 0, y < blocksHigh else { return }
      let neighbour = reach[y * wide + x]
      if neighbour < 255, neighbour + 1 < reach[block] { reach[block] = neighbour + 1 }
    }
    for y in 0..<blocksHigh {
      for x in 0..<wide {
        let block = y * wide + x
        lower(block, x - 1, y)
        lower(block, x - 1, y - 1)
        lower(block, x, y - 1)
        lower(block, x + 1, y - 1)
      }
    }
    for y in stride(from: blocksHigh - 1, through: 0, by: -1) {
      for x in stride(from: wide - 1, through: 0, by: -1) {
        let block = y * wide + x
        lower(block, x + 1, y)
        lower(block, x + 1, y + 1)
        lower(block, x, y + 1)
        lower(block, x - 1, y + 1)
      }
    }
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

  /// Whether every bilinear sample whose top-left tap lies in `columns` × `rows` (pixels of
  /// the image) reads four opaque taps, so has alpha 255 whatever its colours: the shadow's
  /// coverage over a picture (blocks of many colours, all opaque). False also when the blocks
  /// there are more than 3×3.
  func isOpaque(inColumns columns: ClosedRange<Int>, rows: ClosedRange<Int>) -> Bool {
    let x0 = columns.lowerBound >> Self.shift
    let x1 = columns.upperBound >> Self.shift
    let y0 = rows.lowerBound >> Self.shift
    let y1 = rows.upperBound >> Self.shift
    guard x1 - x0 < 3, y1 - y0 < 3, let base = opacities.baseAddress else { return false }
    for by in y0...y1 {
      for bx in x0...x1 {
        let block = by &* blocksWide &+ bx
        if base[block] == Self.unknown { base[block] = classifyOpacity(bx, by) }
        guard base[block] == Self.uniform else { return false }
      }
    }
    return true
  }

  /// `uniform` when every pixel a sample from block (bx, by) reads (the block, the column to
  /// its right and the row below) is opaque, else `mixed`. A block already known to be one
  /// colour is that colour's opacity, without a scan.
  private func classifyOpacity(_ bx: Int, _ by: Int) -> UInt8 {
    let x0 = bx << Self.shift
    let y0 = by << Self.shift
    let state = states[by &* blocksWide &+ bx]
    if state == Self.uniform || state == Self.clear, let color = uniformColor(x0, y0) {
      return color >= 0xFF00_0000 ? Self.uniform : Self.mixed
    }
    let x1 = min(x0 + Self.side, source.width - 1)
    let y1 = min(y0 + Self.side, source.height - 1)
    let opaque = SIMD16<UInt32>(repeating: 0xFF00_0000)
    for y in y0...y1 {
      let row = UnsafeRawPointer(source.data + y * source.stride)
      var x = x0
      while x &+ 15 <= x1 {
        let pixels = row.loadUnaligned(fromByteOffset: x &* 4, as: SIMD16<UInt32>.self)
        if any(pixels .< opaque) { return Self.mixed }
        x &+= 16
      }
      let rest = row.assumingMemoryBound(to: UInt32.self)
      while x <= x1 {
        if rest[x] < 0xFF00_0000 { return Self.mixed }
        x &+= 1
      }
    }
    return Self.uniform
  }
}
