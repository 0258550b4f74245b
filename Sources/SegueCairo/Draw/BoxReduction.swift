/// Reduces 8-bit pixels of four interleaved channels (premultiplied ARGB32) by whole factors:
/// each reduced pixel is the rounded mean of a factor × factor block, channel by channel.
///
/// A block past the source's edges reads the nearest edge pixel (a pad), as Cairo's
/// `CAIRO_EXTEND_PAD` does. Written out rather than drawn with Cairo: pixman's filtered
/// downscale (`CAIRO_FILTER_GOOD`, a separable convolution) took most of a backdrop blur frame,
/// while a block mean reads each pixel once — adding whole rows, which optimised builds
/// vectorise, then each block's columns. Integer sums and rounding keep it deterministic.
enum BoxReduction {
  /// Reduces `factor` × `factor` blocks of `source` into every pixel of `destination`. The
  /// first block's top left corner is the source pixel (`originX`, `originY`), which may lie
  /// outside the source. Returns whether every reduced pixel is opaque.
  @discardableResult
  static func reduce(
    _ source: ProjectiveMapping.Pixels, originX: Int, originY: Int, factor: Int,
    into destination: ProjectiveMapping.Pixels
  ) -> Bool {
    let (width, height) = (destination.width, destination.height)
    guard width > 0, height > 0, factor > 0 else { return true }
    guard source.width > 0, source.height > 0 else {
      for y in 0..<height {
        (destination.data + y &* destination.stride).update(repeating: 0, count: width &* 4)
      }
      return false
    }
    let columns = width &* factor
    // Columns [inside, outside) of the block row read the source directly; those before read
    // its first pixel, those after its last.
    let inside = min(max(-originX, 0), columns)
    let outside = max(min(source.width &- originX, columns), inside)
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
        addRow(
          line + (originX &+ inside) &* 4, to: sums + inside &* 4,
          count: (outside &- inside) &* 4)
        addPixel(line, to: sums, count: inside)
        addPixel(
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
  private static func addRow(
    _ bytes: UnsafePointer<UInt8>, to sums: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    for i in 0..<max(count, 0) { sums[i] &+= UInt32(bytes[i]) }
  }

  /// Adds one pixel's four bytes to `count` pixels' sums.
  private static func addPixel(
    _ pixel: UnsafePointer<UInt8>, to sums: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    for i in 0..<max(count, 0) {
      for channel in 0..<4 { sums[i &* 4 &+ channel] &+= UInt32(pixel[channel]) }
    }
  }
}
