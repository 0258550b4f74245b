import Foundation

/// A raster image in memory: 8-bit premultiplied RGBA, rows top to bottom, no padding.
///
/// This is the pixel format every Segue module exchanges (layer contents, rendered frames,
/// exported images). `pixels.count == width * height * 4`; byte order R, G, B, A; colour
/// channels are premultiplied by alpha.
public struct Bitmap: Sendable, Hashable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// `width * height * 4` bytes: premultiplied R, G, B, A for each pixel, row by row.
  public var pixels: [UInt8]

  /// Creates a bitmap from premultiplied RGBA bytes.
  ///
  /// - Precondition: `width` and `height` are positive and `pixels.count == width * height * 4`.
  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(width > 0 && height > 0, "Bitmap size must be positive, got \(width)×\(height)")
    precondition(
      pixels.count == width * height * 4,
      "Bitmap of \(width)×\(height) needs \(width * height * 4) bytes, got \(pixels.count)")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// Creates a bitmap filled with one premultiplied colour (all zero: transparent).
  public init(
    width: Int, height: Int, fill: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)
  ) {
    precondition(width > 0 && height > 0, "Bitmap size must be positive, got \(width)×\(height)")
    self.width = width
    self.height = height
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    if fill != (0, 0, 0, 0) {
      for i in stride(from: 0, to: bytes.count, by: 4) {
        bytes[i] = fill.r
        bytes[i + 1] = fill.g
        bytes[i + 2] = fill.b
        bytes[i + 3] = fill.a
      }
    }
    self.pixels = bytes
  }

  /// Whether both bitmaps have the same size and bytes: one `memcmp`, not an element-wise
  /// generic comparison (frames are compared by the thousand in tests, in debug builds).
  public static func == (lhs: Bitmap, rhs: Bitmap) -> Bool {
    guard lhs.width == rhs.width, lhs.height == rhs.height,
      lhs.pixels.count == rhs.pixels.count
    else { return false }
    return lhs.pixels.withUnsafeBytes { left in
      rhs.pixels.withUnsafeBytes { right in
        guard let left = left.baseAddress, let right = right.baseAddress else { return true }
        return memcmp(left, right, lhs.pixels.count) == 0
      }
    }
  }

  /// Whether every pixel has alpha 255: the alpha bytes read two pixels to a 64-bit word,
  /// stopping at the first that is not.
  package var isFullyOpaque: Bool {
    pixels.withUnsafeBytes { bytes in
      // Bytes R, G, B, A, R, G, B, A: the alphas are the word's bytes 3 and 7.
      let alphas: UInt64 = 0xFF00_0000_FF00_0000
      var offset = 0
      while offset + 8 <= bytes.count {
        let word = UInt64(
          littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        if word & alphas != alphas { return false }
        offset += 8
      }
      return offset == bytes.count || bytes[offset + 3] == 255
    }
  }

  /// The premultiplied RGBA bytes of the pixel at column `x`, row `y`.
  public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    precondition(
      x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
    let i = (y * width + x) * 4
    return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
  }
}
