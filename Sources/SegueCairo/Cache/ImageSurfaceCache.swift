import CCairo
import Foundation
import SegueGeometry
import SegueLayers

/// A bounded, least-recently-used cache of Cairo surfaces made from `Image`s.
///
/// Keyed by object identity: an `Image` never changes, so its surface stays valid for as long as
/// the image lives, and holding the image strongly guarantees its identifier is not reused by
/// another object while the entry exists. Converting RGBA to Cairo's native ARGB32 costs a pass
/// over the pixels; an image is converted once in the process (`SharedImagePixels`), and each
/// renderer's surface reads those pixels in place.
final class ImageSurfaceCache {
  /// The most entries kept.
  static let maximumEntries = 64
  /// The most pixel bytes kept (256 MiB); a bigger single image is still cached alone.
  static let maximumBytes = 256 << 20

  private struct Entry {
    let image: Image
    let surface: CairoSurface
    var lastUse: UInt64
    var bytes: Int { surface.width * surface.height * 4 }
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
  private var clock: UInt64 = 0
  private var bytes = 0

  /// The surface holding `image`'s pixels, converted on first use.
  func surface(for image: Image) throws -> CairoSurface {
    clock += 1
    let key = ObjectIdentifier(image)
    if var entry = entries[key] {
      entry.lastUse = clock
      entries[key] = entry
      return entry.surface
    }
    let entry = Entry(
      image: image,
      surface: try CairoSurface(reading: try SharedImagePixels.shared.pixels(for: image)),
      lastUse: clock)
    evict(toFit: entry.bytes)
    entries[key] = entry
    bytes += entry.bytes
    return entry.surface
  }

  /// The number of cached surfaces.
  var count: Int { entries.count }

  private func evict(toFit incoming: Int) {
    // A linear scan for the oldest entry: the cache holds at most 64 entries.
    while !entries.isEmpty
      && (entries.count >= Self.maximumEntries || bytes + incoming > Self.maximumBytes)
    {
      guard let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) else { return }
      bytes -= oldest.value.bytes
      entries[oldest.key] = nil
    }
  }
}
