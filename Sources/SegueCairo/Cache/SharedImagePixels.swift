import CCairo
import Foundation
import SegueGeometry
import SegueLayers

/// An image's pixels in Cairo's format (premultiplied ARGB32, or RGB24 for an opaque image),
/// made once and never written again, so that surfaces of several renderers, on any thread, can
/// read them. (Or a picture's samples: cleared pixels that the renderer making them writes once,
/// before any other sees them — `StillPictureSamples`.)
final class ConvertedPixels: @unchecked Sendable {
  let data: UnsafeMutableRawPointer
  let width: Int
  let height: Int
  let stride: Int
  let format: cairo_format_t

  /// Converts `image`'s bitmap.
  ///
  /// - Throws: `RenderError.invalidCanvas` for a size Cairo cannot hold.
  init(_ image: Image) throws {
    let bitmap = image.bitmap
    width = bitmap.width
    height = bitmap.height
    guard width > 0, height > 0, width <= CairoSurface.maximumSide,
      height <= CairoSurface.maximumSide
    else {
      throw RenderError.invalidCanvas(
        "image of \(width)×\(height) pixels (each side must be 1…\(CairoSurface.maximumSide))")
    }
    format = image.isOpaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
    stride = Int(cairo_format_stride_for_width(format, Int32(width)))
    // malloc's own alignment: an over-aligned block of megabytes (posix_memalign) left glibc's
    // heap fragmented, `demo`'s peak resident memory 250 MiB higher.
    data = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 16)
    bitmap.pixels.withUnsafeBytes { source in
      guard let source = source.baseAddress else { return }
      PixelRow.store(bitmap: source, into: data, stride: stride, width: width, height: height)
    }
  }

  /// Cleared (transparent black) pixels of `width` × `height`, RGB24 when `opaque`.
  ///
  /// - Throws: `RenderError.invalidCanvas` for a size Cairo cannot hold.
  init(clearedWidth width: Int, height: Int, opaque: Bool) throws {
    guard width > 0, height > 0, width <= CairoSurface.maximumSide,
      height <= CairoSurface.maximumSide
    else {
      throw RenderError.invalidCanvas(
        "surface of \(width)×\(height) pixels (each side must be 1…\(CairoSurface.maximumSide))")
    }
    self.width = width
    self.height = height
    format = opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
    stride = Int(cairo_format_stride_for_width(format, Int32(width)))
    data = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 16)
    data.initializeMemory(as: UInt8.self, repeating: 0, count: stride * height)
  }

  deinit { data.deallocate() }

  var bytes: Int { stride * height }
}

/// Every image's converted pixels, shared by the process's renderers (and the bench floors).
///
/// Core Animation keeps an image's decoded pixels with the image, not with each context that
/// draws it; a renderer starting afresh (a recording, a window, another thread of `demo`) used to
/// convert every picture again on its first frame. Entries hold their image weakly, so an image
/// no longer used anywhere takes its pixels with it (at the next conversion); the total is
/// bounded (64 MiB: several full-screen pictures at 3×), the least recently asked for going
/// first. Two threads asking for the same new image at once may both convert it; the first to
/// finish is kept.
final class SharedImagePixels: @unchecked Sendable {
  static let shared = SharedImagePixels(maximumBytes: 64 << 20)

  private struct Entry {
    weak var image: Image?
    let pixels: ConvertedPixels
    var lastUse: UInt64
  }

  let maximumBytes: Int
  private let lock = NSLock()
  private var entries: [ObjectIdentifier: Entry] = [:]
  private var clock: UInt64 = 0
  private var bytes = 0

  init(maximumBytes: Int) {
    self.maximumBytes = maximumBytes
  }

  /// `image`'s pixels in Cairo's format, converted on the first request in the process.
  func pixels(for image: Image) throws -> ConvertedPixels {
    let key = ObjectIdentifier(image)
    if let found = lookUp(key, image) { return found }
    let converted = try ConvertedPixels(image)
    lock.lock()
    defer { lock.unlock() }
    clock += 1
    if let entry = entries[key], entry.image === image {
      entries[key]?.lastUse = clock
      return entry.pixels
    }
    forgetDeadImages()
    evict(toFit: converted.bytes)
    entries[key] = Entry(image: image, pixels: converted, lastUse: clock)
    bytes += converted.bytes
    return converted
  }

  /// The number of images whose pixels are kept.
  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return entries.count
  }

  private func lookUp(_ key: ObjectIdentifier, _ image: Image) -> ConvertedPixels? {
    lock.lock()
    defer { lock.unlock() }
    guard let entry = entries[key], entry.image === image else { return nil }
    clock += 1
    entries[key]?.lastUse = clock
    return entry.pixels
  }

  /// Drops entries whose image is gone (its identifier may be another image's by now).
  private func forgetDeadImages() {
    for (key, entry) in entries where entry.image == nil {
      bytes -= entry.pixels.bytes
      entries[key] = nil
    }
  }

  private func evict(toFit incoming: Int) {
    while !entries.isEmpty && bytes + incoming > maximumBytes {
      guard let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) else { return }
      bytes -= oldest.value.pixels.bytes
      entries[oldest.key] = nil
    }
  }
}
