import CCairo

/// Reduces 8-bit pixels of four interleaved channels (premultiplied ARGB32) by whole factors:
/// each reduced pixel is the rounded mean of a factor × factor block, channel by channel.
///
/// A block past the source's edges reads the nearest edge pixel (a pad), as Cairo's
/// `CAIRO_EXTEND_PAD` does. Written out rather than drawn with Cairo: pixman's filtered
/// downscale (`CAIRO_FILTER_GOOD`, a separable convolution) took most of a backdrop blur frame,
/// while a block mean reads each pixel once. A block row's `factor` source rows are added
/// sixteen bytes at a time into 16-bit sums held in registers (at most 257 rows of 255 fit),
/// so each source byte is loaded once and each sum stored once; then each block's columns.
/// Integer sums and rounding keep it deterministic.
enum BoxReduction {
  /// Reduces `factor` × `factor` blocks of `source` into every pixel of `destination`. The
  /// first block's top left corner is the source pixel (`originX`, `originY`), which may lie
  /// outside the source. Returns whether every reduced pixel is opaque.
  ///
  /// Two spellings of the same integers: SIMD vectors in optimised builds, plain scalars in
  /// debug builds, where the vector types call generic code per lane (a user's tests draw
  /// frames in debug builds). `BackdropReductionTests` holds the two equal.
  @discardableResult
  static func reduce(
    _ source: ProjectiveMapping.Pixels, originX: Int, originY: Int, factor: Int,
    into destination: ProjectiveMapping.Pixels
  ) -> Bool {
    #if DEBUG
      reduceInScalars(source, originX: originX, originY: originY, factor: factor, into: destination)
    #else
      reduceInVectors(source, originX: originX, originY: originY, factor: factor, into: destination)
    #endif
  }

  /// The columns [inside, outside) of a block row of `columns` starting at source column
  /// `originX` that read the source directly; those before read its first pixel, those after
  /// its last.
  private static func directColumns(
    of source: ProjectiveMapping.Pixels, originX: Int, columns: Int
  ) -> (inside: Int, outside: Int) {
    let inside = min(max(-originX, 0), columns)
    return (inside, max(min(source.width &- originX, columns), inside))
  }

  /// The result for an empty destination (nothing to do: opaque) or an empty source (all
  /// transparent), else nil.
  private static func trivialReduction(
    _ source: ProjectiveMapping.Pixels, factor: Int, into destination: ProjectiveMapping.Pixels
  ) -> Bool? {
    let (width, height) = (destination.width, destination.height)
    guard width > 0, height > 0, factor > 0 else { return true }
    guard source.width > 0, source.height > 0 else {
      for y in 0..<height {
        (destination.data + y &* destination.stride).update(repeating: 0, count: width &* 4)
      }
      return false
    }
    return nil
  }

  /// `reduce` in SIMD vectors: 16-bit column sums held in registers, sixteen bytes at a time,
  /// or with `avx2` (where the processor has it) thirty-two (`segue_add_rows_avx2`).
  static func reduceInVectors(
    _ source: ProjectiveMapping.Pixels, originX: Int, originY: Int, factor: Int,
    into destination: ProjectiveMapping.Pixels, avx2: Bool = CPUFeatures.hasAVX2
  ) -> Bool {
    if let trivial = trivialReduction(source, factor: factor, into: destination) { return trivial }
    let (width, height) = (destination.width, destination.height)
    precondition(factor <= maximumFactor, "a reduction by \(factor) overflows its 16-bit sums")
    let columns = width &* factor
    let (inside, outside) = directColumns(of: source, originX: originX, columns: columns)
    let sums = UnsafeMutablePointer<UInt16>.allocate(capacity: columns &* 4)
    defer { sums.deallocate() }
    let lines = UnsafeMutablePointer<UnsafePointer<UInt8>>.allocate(capacity: factor)
    defer { lines.deallocate() }
    let mean = GaussianBlur.RoundedMean(diameter: factor &* factor)
    // ARGB32 keeps alpha in the high byte of a native (little-endian) word: byte 3.
    var alphas: UInt8 = 0xFF
    for y in 0..<height {
      for k in 0..<factor {
        let sourceY = min(max(originY &+ y &* factor &+ k, 0), source.height &- 1)
        lines[k] = UnsafePointer(source.data + sourceY &* source.stride)
      }
      addRows(
        lines, factor: factor, offset: (originX &+ inside) &* 4, to: sums + inside &* 4,
        count: (outside &- inside) &* 4, avx2: avx2)
      addPixels(lines, factor: factor, pixel: 0, to: sums, count: inside)
      addPixels(
        lines, factor: factor, pixel: source.width &- 1, to: sums + outside &* 4,
        count: columns &- outside)
      let out = destination.data + y &* destination.stride
      if mean.packs {
        alphas &= packedBlockMeans(sums, factor: factor, mean: mean, count: width, into: out)
        continue
      }
      for x in 0..<width {
        let block = UnsafeRawPointer(sums + x &* factor &* 4)
        var sum = SIMD4<UInt32>()
        for k in 0..<factor {
          sum &+= SIMD4<UInt32>(
            truncatingIfNeeded: block.loadUnaligned(fromByteOffset: k &* 8, as: SIMD4<UInt16>.self))
        }
        for channel in 0..<4 { out[x &* 4 &+ channel] = mean(Int(sum[channel])) }
        alphas &= out[x &* 4 &+ 3]
      }
    }
    return alphas == 0xFF
  }

  /// The largest factor whose column sums (`factor` bytes of at most 255) fit 16 bits.
  static let maximumFactor = 257

  /// Writes the rounded means of `count` blocks of column sums (`factor` pixels' sums of four
  /// 16-bit lanes each, a block's after another) to `out` as pixels; returns the AND of their
  /// alphas. For a `mean` that `packs` (a block of at most 181 pixels, so a factor of at most
  /// 13): a block's sums, at most 255·f² a channel, add in the lanes of one word without
  /// carrying, and `packedMeans` divides the four with two multiplications, where taking the
  /// lanes one by one took four (40 % of a reduction by 2 went there).
  @inline(__always)
  private static func packedBlockMeans(
    _ sums: UnsafeMutablePointer<UInt16>, factor: Int, mean: GaussianBlur.RoundedMean,
    count: Int, into out: UnsafeMutablePointer<UInt8>
  ) -> UInt8 {
    var alphas: UInt32 = 0xFF00_0000
    for x in 0..<count {
      let block = UnsafeRawPointer(sums + x &* factor &* 4)
      var sum: UInt64 = 0
      for k in 0..<factor { sum &+= block.loadUnaligned(fromByteOffset: k &* 8, as: UInt64.self) }
      let pixel = mean.packedMeans(sum)
      UnsafeMutableRawPointer(out + x &* 4).storeBytes(of: pixel, as: UInt32.self)
      alphas &= pixel
    }
    return UInt8(truncatingIfNeeded: alphas >> 24)
  }

  /// Sets `count` sums to the totals of the bytes at `offset` in each of `factor` lines.
  @inline(__always)
  private static func addRows(
    _ lines: UnsafePointer<UnsafePointer<UInt8>>, factor: Int, offset: Int,
    to sums: UnsafeMutablePointer<UInt16>, count: Int, avx2: Bool
  ) {
    let raw = UnsafeMutableRawPointer(sums)
    var i = avx2 ? segue_add_rows_avx2(lines, factor, offset, sums, count) : 0
    while i &+ 16 <= count {
      var low = SIMD8<UInt16>()
      var high = SIMD8<UInt16>()
      for k in 0..<factor {
        let bytes = UnsafeRawPointer(lines[k] + (offset &+ i)).loadUnaligned(
          as: SIMD16<UInt8>.self)
        low &+= SIMD8<UInt16>(truncatingIfNeeded: bytes.lowHalf)
        high &+= SIMD8<UInt16>(truncatingIfNeeded: bytes.highHalf)
      }
      raw.storeBytes(of: low, toByteOffset: i &* 2, as: SIMD8<UInt16>.self)
      raw.storeBytes(of: high, toByteOffset: i &* 2 &+ 16, as: SIMD8<UInt16>.self)
      i &+= 16
    }
    while i < count {
      var total: UInt16 = 0
      for k in 0..<factor { total &+= UInt16(lines[k][offset &+ i]) }
      sums[i] = total
      i &+= 1
    }
  }

  /// Sets `count` pixels' sums to the totals of pixel `pixel`'s four bytes in each line.
  private static func addPixels(
    _ lines: UnsafePointer<UnsafePointer<UInt8>>, factor: Int, pixel: Int,
    to sums: UnsafeMutablePointer<UInt16>, count: Int
  ) {
    guard count > 0 else { return }
    var total = SIMD4<UInt16>()
    for k in 0..<factor {
      total &+= SIMD4<UInt16>(
        truncatingIfNeeded: UnsafeRawPointer(lines[k] + pixel &* 4).loadUnaligned(
          as: SIMD4<UInt8>.self))
    }
    let raw = UnsafeMutableRawPointer(sums)
    for i in 0..<count { raw.storeBytes(of: total, toByteOffset: i &* 8, as: SIMD4<UInt16>.self) }
  }

  /// `reduce` in scalars: 32-bit column sums in memory, a row at a time.
  static func reduceInScalars(
    _ source: ProjectiveMapping.Pixels, originX: Int, originY: Int, factor: Int,
    into destination: ProjectiveMapping.Pixels
  ) -> Bool {
    if let trivial = trivialReduction(source, factor: factor, into: destination) { return trivial }
    let (width, height) = (destination.width, destination.height)
    let columns = width &* factor
    let (inside, outside) = directColumns(of: source, originX: originX, columns: columns)
    let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: columns &* 4)
    defer { sums.deallocate() }
    let mean = GaussianBlur.RoundedMean(diameter: factor &* factor)
    // ARGB32 keeps alpha in the high byte of a native (little-endian) word: byte 3.
    var alphas: UInt8 = 0xFF
    for y in 0..<height {
      sums.update(repeating: 0, count: columns &* 4)
      for k in 0..<factor {
        let sourceY = min(max(originY &+ y &* factor &+ k, 0), source.height &- 1)
        let line = source.data + sourceY &* source.stride
        addRowScalars(
          line + (originX &+ inside) &* 4, to: sums + inside &* 4,
          count: (outside &- inside) &* 4)
        addPixelScalars(line, to: sums, count: inside)
        addPixelScalars(
          line + (source.width &- 1) &* 4, to: sums + outside &* 4, count: columns &- outside)
      }
      let out = destination.data + y &* destination.stride
      for x in 0..<width {
        let block = sums + x &* factor &* 4
        for channel in 0..<4 {
          var sum = 0
          for k in 0..<factor { sum &+= Int(block[k &* 4 &+ channel]) }
          out[x &* 4 &+ channel] = mean(sum)
        }
        alphas &= out[x &* 4 &+ 3]
      }
    }
    return alphas == 0xFF
  }

  /// Adds `count` bytes to as many sums: a plain loop, which optimised builds vectorise.
  @inline(__always)
  private static func addRowScalars(
    _ bytes: UnsafePointer<UInt8>, to sums: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    for i in 0..<max(count, 0) { sums[i] &+= UInt32(bytes[i]) }
  }

  /// Adds one pixel's four bytes to `count` pixels' sums.
  private static func addPixelScalars(
    _ pixel: UnsafePointer<UInt8>, to sums: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    for i in 0..<max(count, 0) {
      for channel in 0..<4 { sums[i &* 4 &+ channel] &+= UInt32(pixel[channel]) }
    }
  }
}
