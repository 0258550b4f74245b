import CCairo

/// Conversions between Cairo's `ARGB32`/`RGB24` and `Bitmap`'s R, G, B, A bytes, done by pixman
/// (the library Cairo itself composites with).
///
/// As 32-bit words, a Cairo pixel is `a8r8g8b8` (`x8r8g8b8` for RGB24, whose top byte is
/// undefined) and a `Bitmap` pixel, bytes R, G, B, A on a little-endian machine, is
/// `a8b8g8r8`. A pixman `SRC` composite between the two copies each channel exactly (no
/// unpremultiplying, alpha 255 where the source has none) with its SIMD paths, so frame copies
/// stay cheap in debug builds too, where a Swift loop costs calls per pixel.
enum PixelRow {
  /// Copies a `width`×`height` image from `source` (rows `sourceStride` bytes apart, in
  /// `sourceFormat`) into `destination` (rows `destinationStride` apart, in
  /// `destinationFormat`).
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

  /// `Bitmap`'s byte order as a pixman format.
  static var bitmapFormat: pixman_format_code_t {
    #if _endian(little)
      PIXMAN_a8b8g8r8
    #else
      PIXMAN_r8g8b8a8
    #endif
  }

  /// A Cairo image format as pixman names it.
  static func format(opaque: Bool) -> pixman_format_code_t {
    opaque ? PIXMAN_x8r8g8b8 : PIXMAN_a8r8g8b8
  }
}
