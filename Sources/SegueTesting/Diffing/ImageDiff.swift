import SegueGeometry

/// Pixel-by-pixel comparison of two bitmaps, and a picture of where they differ.
public enum ImageDiff {
  /// A size in pixels.
  public struct Size: Sendable, Hashable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
      self.width = width
      self.height = height
    }

    public var description: String { "\(width)×\(height)" }
  }

  /// A rectangle of pixels: columns `x ..< x + width`, rows `y ..< y + height`.
  public typealias Region = PixelRegion

  /// What a comparison found.
  public struct Result: Sendable, Hashable, CustomStringConvertible {
    /// The size of the first (reference) bitmap.
    public var expectedSize: Size
    /// The size of the second (actual) bitmap.
    public var actualSize: Size
    /// The largest difference allowed per channel (0…255) before a pixel counts as differing.
    public var tolerance: UInt8
    /// How many pixels differ by more than `tolerance` in some channel, over the union of both
    /// sizes (a pixel present in only one bitmap always differs).
    public var differingPixelCount: Int
    /// The largest difference in any channel of any pixel, 0…255 (premultiplied values; a
    /// pixel present in only one bitmap is measured against transparent black).
    public var maximumChannelDelta: UInt8
    /// The smallest rectangle holding every differing pixel, or `nil` when none differs.
    public var differenceBounds: Region?

    /// Whether the sizes differ.
    public var isSizeMismatch: Bool { expectedSize != actualSize }

    /// Whether the bitmaps are the same size and no pixel differs beyond the tolerance.
    public var isMatch: Bool { !isSizeMismatch && differingPixelCount == 0 }

    /// The number of pixels compared: the union of both sizes.
    public var comparedPixelCount: Int {
      max(expectedSize.width, actualSize.width) * max(expectedSize.height, actualSize.height)
    }

    /// One line for a failure message, e.g. "12 of 4800 pixels differ by up to 37
    /// (tolerance 0), within x 10…14, y 3…5".
    public var description: String {
      var parts: [String] = []
      if isSizeMismatch { parts.append("size \(actualSize), expected \(expectedSize)") }
      if differingPixelCount > 0 {
        parts.append(
          "\(differingPixelCount) of \(comparedPixelCount) pixels differ by up to "
            + "\(maximumChannelDelta) (tolerance \(tolerance))"
            + (differenceBounds.map { ", within \($0)" } ?? ""))
      }
      return parts.isEmpty
        ? "identical within tolerance \(tolerance)" : parts.joined(separator: "; ")
    }
  }

  /// Compares `expected` with `actual`, channel by channel on premultiplied RGBA.
  ///
  /// - Parameter tolerance: The largest per-channel difference (0…255) that still counts as
  ///   equal; 0 asks for exact equality.
  public static func compare(_ expected: Bitmap, _ actual: Bitmap, tolerance: UInt8 = 0)
    -> Result
  {
    var count = 0
    var maximum: UInt8 = 0
    var minX = Int.max
    var minY = Int.max
    var maxX = -1
    var maxY = -1
    forEachPixel(expected, actual) { x, y, delta, inBoth in
      maximum = max(maximum, delta)
      guard delta > tolerance || !inBoth else { return }
      count += 1
      minX = min(minX, x)
      minY = min(minY, y)
      maxX = max(maxX, x)
      maxY = max(maxY, y)
    }
    return Result(
      expectedSize: Size(width: expected.width, height: expected.height),
      actualSize: Size(width: actual.width, height: actual.height), tolerance: tolerance,
      differingPixelCount: count, maximumChannelDelta: maximum,
      differenceBounds: count == 0
        ? nil : Region(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1))
  }

  /// The opacity of the reference picture under the red marks of a diff image.
  public static let fadedOpacity = 0.25

  /// A picture of the differences: `expected` over white, faded to `fadedOpacity`, with every
  /// pixel that differs beyond `tolerance` in opaque red. Its size is the union of both sizes.
  public static func diffImage(_ expected: Bitmap, _ actual: Bitmap, tolerance: UInt8 = 0)
    -> Bitmap
  {
    let width = max(expected.width, actual.width)
    let height = max(expected.height, actual.height)
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<expected.height {
      for x in 0..<expected.width {
        let source = (y * expected.width + x) * 4
        let target = (y * width + x) * 4
        let alpha = Double(expected.pixels[source + 3])
        for c in 0..<3 {
          // Premultiplied colour over white, then blended toward white.
          let overWhite = Double(expected.pixels[source + c]) + 255 - alpha
          pixels[target + c] = UInt8((255 - (255 - overWhite) * fadedOpacity).rounded())
        }
      }
    }
    forEachPixel(expected, actual) { x, y, delta, inBoth in
      guard delta > tolerance || !inBoth else { return }
      let i = (y * width + x) * 4
      pixels.replaceSubrange(i..<i + 4, with: [255, 0, 0, 255])
    }
    return Bitmap(width: width, height: height, pixels: pixels)
  }

  /// Calls `body` for every pixel of the union of both sizes with its largest channel
  /// difference and whether the pixel exists in both bitmaps.
  private static func forEachPixel(
    _ a: Bitmap, _ b: Bitmap, _ body: (_ x: Int, _ y: Int, _ delta: UInt8, _ inBoth: Bool) -> Void
  ) {
    let width = max(a.width, b.width)
    let height = max(a.height, b.height)
    a.pixels.withUnsafeBufferPointer { pa in
      b.pixels.withUnsafeBufferPointer { pb in
        for y in 0..<height {
          for x in 0..<width {
            let inA = x < a.width && y < a.height
            let inB = x < b.width && y < b.height
            var delta: UInt8 = 0
            for c in 0..<4 {
              let va = inA ? pa[(y * a.width + x) * 4 + c] : 0
              let vb = inB ? pb[(y * b.width + x) * 4 + c] : 0
              delta = max(delta, va > vb ? va - vb : vb - va)
            }
            body(x, y, delta, inA && inB)
          }
        }
      }
    }
  }
}
