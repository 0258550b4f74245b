import CImageQuant
import Foundation
import SegueGeometry

/// One colour of a palette: straight (not premultiplied) 8-bit RGBA.
struct PaletteColor: Hashable, Sendable {
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
struct Quantizer: Sendable {
  /// The most colours a palette may hold: 255, so that a GIF colour table (256 entries) keeps
  /// one slot free for the transparent index.
  static let maximumColors = 255

  /// Dithering level, 0 (none) … 1 (full error diffusion).
  var dithering: Double
  /// libimagequant's speed/quality trade-off, 1 (slowest, best) … 10 (fastest).
  var speed: Int

  /// One palette for all `frames`, built from the colours of every `sampleStride`-th frame,
  /// then each frame remapped to it, by `concurrency` threads.
  ///
  /// Remapping writes into the `liq_result` it reads the palette from, and a histogram can be
  /// quantized only once, so each worker builds the same histogram and quantizes it to a
  /// result of its own (libimagequant makes the same palette from the same colours added in the
  /// same order), then remaps every `concurrency`-th frame; each remap starts from the result's
  /// palette whatever it remapped before, so the frames are the same bytes for any
  /// `concurrency` (`QuantizerThreadsTests`).
  func quantizeGlobally(
    _ frames: [[UInt8]], size: PixelSize, sampleStride: Int, concurrency: Int = 1
  ) throws -> [IndexedFrame] {
    let workers = max(1, min(concurrency, frames.count))
    let remappers = try StridedWork.map(count: workers, workers: workers) { [self] _, _ in
      try QuantizerThreads.single {
        try Remapper(frames, size: size, sampleStride: sampleStride, quantizer: self)
      }
    }.map { try $0.get() }
    return try StridedWork.map(count: frames.count, workers: workers) { [self] frame, worker in
      try QuantizerThreads.single {
        let remapper = remappers[worker]
        let image = try makeImage(frames[frame], size: size, attributes: remapper.attributes)
        defer { liq_image_destroy(image) }
        return try remap(image, with: remapper.result, size: size)
      }
    }.map { try $0.get() }
  }

  /// A worker's own palette: its attributes and the result quantized from the histogram of
  /// every `sampleStride`-th frame.
  private final class Remapper: @unchecked Sendable {
    let attributes: OpaquePointer
    let result: OpaquePointer

    init(_ frames: [[UInt8]], size: PixelSize, sampleStride: Int, quantizer: Quantizer) throws {
      attributes = try quantizer.makeAttributes()
      do {
        result = try Self.palette(
          of: frames, size: size, sampleStride: sampleStride, attributes: attributes,
          quantizer: quantizer)
      } catch {
        liq_attr_destroy(attributes)
        throw error
      }
    }

    private static func palette(
      of frames: [[UInt8]], size: PixelSize, sampleStride: Int, attributes: OpaquePointer,
      quantizer: Quantizer
    ) throws -> OpaquePointer {
      guard let histogram = liq_histogram_create(attributes) else {
        throw QuantizerFailure("liq_histogram_create failed")
      }
      defer { liq_histogram_destroy(histogram) }
      for frame in stride(from: 0, to: frames.count, by: max(sampleStride, 1)) {
        let image = try quantizer.makeImage(frames[frame], size: size, attributes: attributes)
        defer { liq_image_destroy(image) }
        try quantizer.check(
          liq_histogram_add_image(histogram, attributes, image), "liq_histogram_add_image")
      }
      var result: OpaquePointer?
      try quantizer.check(
        liq_histogram_quantize(histogram, attributes, &result), "liq_histogram_quantize")
      guard let result else { throw QuantizerFailure("liq_histogram_quantize returned no result") }
      do {
        try quantizer.check(
          liq_set_dithering_level(result, Float(quantizer.dithering)), "liq_set_dithering_level")
      } catch {
        liq_result_destroy(result)
        throw error
      }
      return result
    }

    deinit {
      liq_result_destroy(result)
      liq_attr_destroy(attributes)
    }
  }

  /// A palette of its own for each frame, libimagequant on the calling thread alone.
  func quantizeSeparately(_ frames: [[UInt8]], size: PixelSize) throws -> [IndexedFrame] {
    try QuantizerThreads.single {
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
  }

  fileprivate func makeAttributes() throws -> OpaquePointer {
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
  fileprivate func makeImage(_ pixels: [UInt8], size: PixelSize, attributes: OpaquePointer) throws
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

  fileprivate func check(_ status: liq_error, _ call: String) throws {
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
