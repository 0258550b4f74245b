import CImageQuant
import Foundation
import SegueGeometry

/// One colour of a palette: straight (not premultiplied) 8-bit RGBA.
struct PaletteColor: Hashable {
  var red: UInt8
  var green: UInt8
  var blue: UInt8
  var alpha: UInt8
}

/// A frame reduced to palette indices.
struct IndexedFrame {
  /// One palette index per pixel, row by row.
  var indices: [UInt8]
  /// The colours the indices refer to; at most `Quantizer.maximumColors` entries.
  var palette: [PaletteColor]
}

/// Reduces straight-RGBA frames to palettes through libimagequant.
///
/// libimagequant builds the palette by median cut refined with k-means in a perceptual colour
/// space, and remaps with adaptive Floyd–Steinberg dithering that dithers less near edges and
/// in flat areas, so flat UI colours stay flat while gradients do not band.
struct Quantizer {
  /// The most colours a palette may hold: 255, so that a GIF colour table (256 entries) keeps
  /// one slot free for the transparent index.
  static let maximumColors = 255

  /// Dithering level, 0 (none) … 1 (full error diffusion).
  var dithering: Double
  /// libimagequant's speed/quality trade-off, 1 (slowest, best) … 10 (fastest).
  var speed: Int

  /// One palette for all `frames`, built from the colours of every `sampleStride`-th frame,
  /// then each frame remapped to it.
  func quantizeGlobally(_ frames: [[UInt8]], size: PixelSize, sampleStride: Int) throws
    -> [IndexedFrame]
  {
    let attributes = try makeAttributes()
    defer { liq_attr_destroy(attributes) }
    guard let histogram = liq_histogram_create(attributes) else {
      throw QuantizerFailure("liq_histogram_create failed")
    }
    defer { liq_histogram_destroy(histogram) }
    for frame in stride(from: 0, to: frames.count, by: max(sampleStride, 1)) {
      let image = try makeImage(frames[frame], size: size, attributes: attributes)
      defer { liq_image_destroy(image) }
      try check(liq_histogram_add_image(histogram, attributes, image), "liq_histogram_add_image")
    }
    var result: OpaquePointer?
    try check(liq_histogram_quantize(histogram, attributes, &result), "liq_histogram_quantize")
    guard let result else { throw QuantizerFailure("liq_histogram_quantize returned no result") }
    defer { liq_result_destroy(result) }
    try check(liq_set_dithering_level(result, Float(dithering)), "liq_set_dithering_level")
    return try frames.map { pixels in
      let image = try makeImage(pixels, size: size, attributes: attributes)
      defer { liq_image_destroy(image) }
      return try remap(image, with: result, size: size)
    }
  }

  /// A palette of its own for each frame.
  func quantizeSeparately(_ frames: [[UInt8]], size: PixelSize) throws -> [IndexedFrame] {
    let attributes = try makeAttributes()
    defer { liq_attr_destroy(attributes) }
    return try frames.map { pixels in
      let image = try makeImage(pixels, size: size, attributes: attributes)
      defer { liq_image_destroy(image) }
      var result: OpaquePointer?
      try check(liq_image_quantize(image, attributes, &result), "liq_image_quantize")
      guard let result else { throw QuantizerFailure("liq_image_quantize returned no result") }
      defer { liq_result_destroy(result) }
      try check(liq_set_dithering_level(result, Float(dithering)), "liq_set_dithering_level")
      return try remap(image, with: result, size: size)
    }
  }

  private func makeAttributes() throws -> OpaquePointer {
    guard let attributes = liq_attr_create() else {
      throw QuantizerFailure("liq_attr_create failed (unsupported CPU?)")
    }
    do {
      try check(liq_set_max_colors(attributes, Int32(Self.maximumColors)), "liq_set_max_colors")
      try check(liq_set_speed(attributes, Int32(speed)), "liq_set_speed")
    } catch {
      liq_attr_destroy(attributes)
      throw error
    }
    return attributes
  }

  /// An image that owns a copy of `pixels` (straight RGBA), so no buffer must outlive the call:
  /// libimagequant reads pixels lazily, and frees the copy with the image.
  private func makeImage(_ pixels: [UInt8], size: PixelSize, attributes: OpaquePointer) throws
    -> OpaquePointer
  {
    guard let copy = malloc(pixels.count) else { throw QuantizerFailure("out of memory") }
    pixels.withUnsafeBytes { source in
      if let base = source.baseAddress { copy.copyMemory(from: base, byteCount: source.count) }
    }
    guard
      let image = liq_image_create_rgba(
        attributes, copy, Int32(size.width), Int32(size.height), 0)
    else {
      free(copy)
      throw QuantizerFailure("liq_image_create_rgba failed")
    }
    guard liq_image_set_memory_ownership(image, Int32(LIQ_OWN_PIXELS.rawValue)) == LIQ_OK else {
      liq_image_destroy(image)
      free(copy)
      throw QuantizerFailure("liq_image_set_memory_ownership failed")
    }
    return image
  }

  private func remap(_ image: OpaquePointer, with result: OpaquePointer, size: PixelSize) throws
    -> IndexedFrame
  {
    var indices = [UInt8](repeating: 0, count: size.width * size.height)
    let status = indices.withUnsafeMutableBytes { buffer in
      guard let base = buffer.baseAddress else { return LIQ_BUFFER_TOO_SMALL }
      return liq_write_remapped_image(result, image, base, buffer.count)
    }
    try check(status, "liq_write_remapped_image")
    // The palette is final only after remapping (libimagequant refines it while remapping).
    guard let palette = liq_get_palette(result) else {
      throw QuantizerFailure("liq_get_palette returned nothing")
    }
    let count = Int(palette.pointee.count)
    let colors = withUnsafeBytes(of: palette.pointee.entries) { raw in
      raw.bindMemory(to: liq_color.self).prefix(count).map {
        PaletteColor(red: $0.r, green: $0.g, blue: $0.b, alpha: $0.a)
      }
    }
    return IndexedFrame(indices: indices, palette: colors)
  }

  private func check(_ status: liq_error, _ call: String) throws {
    guard status == LIQ_OK else {
      throw QuantizerFailure("\(call) failed with code \(status.rawValue)")
    }
  }
}

/// A libimagequant call that failed.
struct QuantizerFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
