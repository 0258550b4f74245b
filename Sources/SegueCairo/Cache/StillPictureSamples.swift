import Foundation
import SegueGeometry

/// Samples of pictures standing still, shared by renderers drawing the frames of one export on
/// several threads (`CairoRenderer(sharing:)`).
///
/// Each renderer keeps the samples of a picture drawn the same way in successive frames
/// (`ResampledImageCache`). An export draws a scene's frames on a renderer per core, each frame
/// on whichever is free, so every renderer met each still picture afresh: drew it in flight,
/// then sampled it whole to keep — on two threads twice the sampling of one (issue 17: at `segue
/// demo`'s 1× frames a 301×300 picture minified with the GOOD filter was sampled 26 times
/// instead of 12, a twentieth of the export's CPU). Samples depend only on the image, the device
/// matrix, the filter and the canvas, never on the renderer or on what it drew before, so a
/// renderer takes the samples another keeps for the same key, and keeps a picture at first
/// sight when another renderer drew it under that key just before. Neither changes a byte:
/// kept, in flight and shared, a picture is drawn in the same two steps from the same samples.
///
/// Entries hold their image and their samples weakly: the samples live as long as some
/// renderer keeps them, and nothing is held here that no renderer holds. Keys seen without
/// samples are bounded (`maximumSeen`), the least recently seen going first. Renderers not
/// given one share nothing (a window, a test, a benchmark's renderer starting from nothing).
public final class StillPictureSamples: @unchecked Sendable {
  /// An empty set, for the renderers of one export.
  public init() {}

  /// Samples kept by a renderer: the pixels and the device pixel their first pixel lands on.
  struct Published {
    let pixels: ConvertedPixels
    let x: Int
    let y: Int
  }

  /// What a renderer learns about a key it draws without samples of its own.
  struct Sighting {
    /// Samples another renderer keeps for it.
    let published: Published?
    /// Whether another renderer drew it under this key since it was last seen here.
    let seenElsewhere: Bool
  }

  private struct Entry {
    weak var image: Image?
    weak var pixels: ConvertedPixels?
    var x = 0
    var y = 0
    /// The renderer's cache that drew it last, and when (`clock`).
    var seenBy: ObjectIdentifier
    var lastSeen: UInt64
  }

  /// The most keys remembered (a picture in flight makes a new key every frame).
  static let maximumSeen = 256

  private let lock = NSLock()
  private var entries: [ResampledImageCache.Key: Entry] = [:]
  private var clock: UInt64 = 0

  /// Notes that the cache `viewer` draws `image` under `key` without samples of its own;
  /// returns the samples another renderer keeps for it and whether another drew it last.
  func sight(_ key: ResampledImageCache.Key, of image: Image, by viewer: ObjectIdentifier)
    -> Sighting
  {
    lock.lock()
    defer { lock.unlock() }
    clock += 1
    guard var entry = entries[key], entry.image === image else {
      if entries.count >= Self.maximumSeen { forgetLeastRecentlySeen() }
      entries[key] = Entry(image: image, seenBy: viewer, lastSeen: clock)
      return Sighting(published: nil, seenElsewhere: false)
    }
    let seenElsewhere = entry.seenBy != viewer
    entry.seenBy = viewer
    entry.lastSeen = clock
    entries[key] = entry
    return Sighting(
      published: entry.pixels.map { Published(pixels: $0, x: entry.x, y: entry.y) },
      seenElsewhere: seenElsewhere)
  }

  /// Shares `pixels`, the samples the cache `maker` has just taken whole, to keep, for `key`
  /// (their first pixel landing on the device pixel `x`, `y`); they must not be written again.
  func publish(
    _ pixels: ConvertedPixels, x: Int, y: Int, for key: ResampledImageCache.Key, of image: Image,
    by maker: ObjectIdentifier
  ) {
    lock.lock()
    defer { lock.unlock() }
    clock += 1
    if let entry = entries[key], entry.image === image, entry.pixels != nil { return }
    if entries[key] == nil, entries.count >= Self.maximumSeen { forgetLeastRecentlySeen() }
    entries[key] = Entry(
      image: image, pixels: pixels, x: x, y: y, seenBy: maker, lastSeen: clock)
  }

  /// The number of keys whose samples some renderer keeps.
  var publishedCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return entries.values.filter { $0.pixels != nil && $0.image != nil }.count
  }

  /// The number of keys remembered, with samples or without.
  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return entries.count
  }

  /// Drops the keys whose image is gone, then, if that is not enough, the least recently seen
  /// quarter.
  private func forgetLeastRecentlySeen() {
    entries = entries.filter { $0.value.image != nil }
    guard entries.count >= Self.maximumSeen else { return }
    let cut = entries.values.map(\.lastSeen).sorted()[Self.maximumSeen / 4]
    entries = entries.filter { $0.value.lastSeen > cut }
  }
}
