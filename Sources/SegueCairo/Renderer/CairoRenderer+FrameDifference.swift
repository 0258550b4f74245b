import Foundation

/// How two renderers' last frames differ, byte by byte in Cairo's ARGB32.
package struct FrameDifference: Sendable, Hashable {
  /// The number of bytes (channels) that differ.
  package var bytes: Int
  /// The largest difference of one byte, in levels (0…255).
  package var largest: Int
}

extension CairoRenderer {
  /// How this renderer's last frame differs from `other`'s, read in place; nil before either has
  /// drawn a frame or when their sizes differ.
  ///
  /// For the checks that two ways of drawing give the same bytes (culling, reuse, one-step
  /// pictures), which compare thousands of frames of millions of bytes. Those run in debug
  /// builds, where a `zip` over the pixels costs a generic call per byte (more than half of the
  /// occlusion suite's time); here equal frames cost one `memcmp`, and unequal ones a compare of
  /// eight bytes at a time with only the differing words taken apart.
  package func frameDifference(from other: CairoRenderer) -> FrameDifference? {
    withCurrentFramePixels { a, width, height, stride in
      other.withCurrentFramePixels { b, otherWidth, otherHeight, otherStride -> FrameDifference? in
        guard width == otherWidth, height == otherHeight, stride == otherStride else { return nil }
        return Self.difference(a, b, count: stride * height)
      } ?? nil
    } ?? nil
  }

  /// The difference of `count` bytes at `a` and `b`.
  static func difference(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int)
    -> FrameDifference
  {
    var difference = FrameDifference(bytes: 0, largest: 0)
    guard memcmp(a, b, count) != 0 else { return difference }
    let words = count / 8
    var word = 0
    while word < words {
      let offset = word * 8
      if a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        != b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      {
        compareBytes(a, b, from: offset, to: offset + 8, into: &difference)
      }
      word += 1
    }
    compareBytes(a, b, from: words * 8, to: count, into: &difference)
    return difference
  }

  /// Adds the bytes `start..<end` that differ to `difference`.
  private static func compareBytes(
    _ a: UnsafeRawPointer, _ b: UnsafeRawPointer, from start: Int, to end: Int,
    into difference: inout FrameDifference
  ) {
    var offset = start
    while offset < end {
      let x = Int(a.load(fromByteOffset: offset, as: UInt8.self))
      let y = Int(b.load(fromByteOffset: offset, as: UInt8.self))
      if x != y {
        difference.bytes += 1
        difference.largest = max(difference.largest, abs(x - y))
      }
      offset += 1
    }
  }
}
