import CCairo

/// Conversions between Cairo's `ARGB32`/`RGB24` and `Bitmap`'s R, G, B, A bytes.
///
/// As 32-bit words, a Cairo pixel is `a8r8g8b8` (`x8r8g8b8` for RGB24, whose top byte is
/// undefined) and a `Bitmap` pixel, bytes R, G, B, A on a little-endian machine, is
/// `a8b8g8r8`: both are premultiplied, so a conversion either way swaps the red and blue bytes
/// of each word and leaves the others (an RGB24 pixel reads back with alpha 255). pixman's `SRC`
/// composite between the two formats gives the same bytes but takes its general path (a
/// fetch and a store per scanline, 4.2 ms for a 1179×2556 picture here); the word loop below
/// takes 0.8–1.2 ms optimised and about 6 ms unoptimised (a user's debug test build), and it
/// runs for every picture a renderer first shows and every frame read back
/// (`PixelConversionTests` hold it to pixman's conversion).
enum PixelRow {
  /// Copies a `width`×`height` image from `source` (rows `sourceStride` bytes apart) to
  /// `destination` (rows `destinationStride` apart), swapping each pixel's red and blue bytes;
  /// with `opaqueAlpha`, every pixel's alpha byte is written as 255.
  static func swapRedAndBlue(
    from source: UnsafeRawPointer, stride sourceStride: Int,
    to destination: UnsafeMutableRawPointer, stride destinationStride: Int,
    width: Int, height: Int, opaqueAlpha: Bool
  ) {
    let alpha: UInt32 = opaqueAlpha ? 0xFF00_0000 : 0
    for y in 0..<height {
      (source + y * sourceStride).withMemoryRebound(to: UInt32.self, capacity: width) { input in
        (destination + y * destinationStride).withMemoryRebound(
          to: UInt32.self, capacity: width
        ) { output in
          var x = 0
          while x < width {
            let word = input[x]
            output[x] =
              (word & 0xFF00_FF00) | ((word & 0xFF) << 16) | ((word >> 16) & 0xFF) | alpha
            x &+= 1
          }
        }
      }
    }
  }

  /// Copies a `Bitmap`'s pixels (`width * 4` bytes a row) into a Cairo surface's rows;
  /// `opaque` for an RGB24 surface (the bitmap's alpha, 255, is kept in the undefined byte).
  static func store(
    bitmap source: UnsafeRawPointer, into destination: UnsafeMutableRawPointer, stride: Int,
    width: Int, height: Int
  ) {
    #if _endian(little)
      swapRedAndBlue(
        from: source, stride: width * 4, to: destination, stride: stride, width: width,
        height: height, opaqueAlpha: false)
    #else
      convert(
        from: source, PIXMAN_r8g8b8a8, stride: width * 4, to: destination, PIXMAN_a8r8g8b8,
        stride: stride, width: width, height: height)
    #endif
  }

  /// Copies a Cairo surface's rows (`opaque`: RGB24, alpha read as 255) into a `Bitmap`'s
  /// pixels (`width * 4` bytes a row).
  static func load(
    surface source: UnsafeRawPointer, stride: Int, opaque: Bool,
    into destination: UnsafeMutableRawPointer, width: Int, height: Int
  ) {
    #if _endian(little)
      swapRedAndBlue(
        from: source, stride: stride, to: destination, stride: width * 4, width: width,
        height: height, opaqueAlpha: opaque)
    #else
      convert(
        from: source, opaque ? PIXMAN_x8r8g8b8 : PIXMAN_a8r8g8b8, stride: stride,
        to: destination, PIXMAN_r8g8b8a8, stride: width * 4, width: width, height: height)
    #endif
  }

  /// pixman's `SRC` composite from one format to another: each channel copied exactly (no
  /// unpremultiplying, alpha 255 where the source has none). The tests' reference, and the
  /// conversion on a big-endian machine.
  static func convert(
    from source: UnsafeRawPointer, _ sourceFormat: pixman_format_code_t, stride sourceStride: Int,
    to destination: UnsafeMutableRawPointer, _ destinationFormat: pixman_format_code_t,
    stride destinationStride: Int, width: Int, height: Int
  ) {
    // pixman reads the source only; its API takes one pointer type for both.
    let input = pixman_image_create_bits(
      sourceFormat, Int32(width), Int32(height),
      UnsafeMutableRawPointer(mutating: source).assumingMemoryBound(to: UInt32.self),
      Int32(sourceStride))
    let output = pixman_image_create_bits(
      destinationFormat, Int32(width), Int32(height),
      destination.assumingMemoryBound(to: UInt32.self), Int32(destinationStride))
    defer {
      pixman_image_unref(input)
      pixman_image_unref(output)
    }
    pixman_image_composite32(
      PIXMAN_OP_SRC, input, nil, output, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
  }
}
