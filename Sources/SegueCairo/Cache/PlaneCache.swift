import CCairo
import Foundation
import SegueLayers

/// Flattened planes of 3D layers and curling pages kept while what they hold stays the same,
/// so that a screen turning in a flip is projected, and a page curling is curled, from its
/// earlier plane instead of being drawn into a new one every frame.
///
/// A plane's pixels depend only on the layer's subtree (its own transform and opacity apply
/// when it is projected), the plane's origin and its resolution: the key holds the node as
/// drawn into the plane (shifted to the plane's corner, at full opacity), the scale and the
/// plane's pixel size. The plane's `UniformBlocks` are kept with it, their blocks classified
/// once. A plane is kept the first time it is drawn (`KeptAcrossFrames`' `atFirstSight`): it is
/// drawn into a surface of its own either way, and its blocks are classified either way (by the
/// projection when not kept), so keeping it costs only the check of its opacity, and a flip's
/// screen is drawn once, not in each of its first two frames. Planes not used in a frame are
/// released at its end; the total is bounded. A plane whose drawing noted something for the
/// report is not kept, so that the report of a frame drawn from a kept plane is the same.
///
/// The memory of a released plane is kept as a spare for the next plane of its size (a flip's
/// other screen, first drawn when the turn reaches its middle, many frames after the first
/// screen's last use): a new surface's pages fault on first touch, 12 MiB for a full screen at
/// 3×, which took 3 ms of a flip's middle frame. Spares stay while frames draw planes, within
/// the planes' budget (kept planes and spares together, the oldest spares given up first); a
/// frame that draws none releases them (the flip is over).
final class PlaneCache {
  /// The most plane bytes kept by default (a full-screen plane at 3× is 12 MiB; a flip shows
  /// two).
  static let defaultMaximumBytes = 64 << 20

  /// The most bytes held in kept planes and spares together.
  let maximumBytes: Int

  init(maximumBytes: Int = PlaneCache.defaultMaximumBytes) {
    self.maximumBytes = maximumBytes
    kept = KeptAcrossFrames(maximumBytes: maximumBytes)
  }

  struct Key: Hashable {
    /// The node as drawn into the plane.
    let node: DisplayNode
    let scale: Double
    let width: Int
    let height: Int
  }

  /// A plane owned by the cache, with what is known of its blocks.
  final class Plane {
    let surface: CairoSurface
    let blocks: UniformBlocks
    /// Whether every pixel of the plane is opaque: then every sample whose four taps lie in
    /// it is opaque, and a plane projected at full opacity covers what is under it there
    /// (`FramePainter.projectedCover`).
    let isOpaque: Bool

    init(surface: CairoSurface, blocks: UniformBlocks, isOpaque: Bool = false) {
      self.surface = surface
      self.blocks = blocks
      self.isOpaque = isOpaque
    }

    deinit { blocks.deallocate() }

    var bytes: Int { Int(cairo_image_surface_get_stride(surface.surface)) * surface.height }
  }

  private var kept: KeptAcrossFrames<Key, Plane>
  /// Surfaces of released planes, oldest first, for the next planes of their sizes.
  private var spares: [CairoSurface] = []
  /// Whether the frame being drawn has used or drawn a plane.
  private var drewPlaneThisFrame = false
  /// The surfaces made for planes (not taken from the spares) since the cache was made.
  private(set) var surfacesMade = 0

  /// Whether planes are kept (off only to check that keeping them changes nothing).
  var keepsPlanes: Bool {
    get { kept.isEnabled }
    set { kept.isEnabled = newValue }
  }

  /// The plane kept for `key`, marked as used in this frame.
  func plane(for key: Key) -> Plane? {
    guard let plane = kept.value(for: key) else { return nil }
    drewPlaneThisFrame = true
    return plane
  }

  /// The plane kept for `key`, without marking it used: what the occlusion walk looks at
  /// before the frame draws it.
  func keptPlane(for key: Key) -> Plane? {
    kept.peek(key)
  }

  /// Whether a plane of `bytes` drawn now for `key` is to be kept (the budget allows, also the
  /// first time it is drawn); records that a plane is drawn in this frame.
  func shouldKeep(_ key: Key, bytes: Int) -> Bool {
    drewPlaneThisFrame = true
    return kept.shouldKeep(key, bytes: bytes, atFirstSight: true)
  }

  /// A surface of `width`×`height` pixels for a plane to keep: a spare one when there is one of
  /// that size (cleared when `cleared`), else a new one; nil when it cannot be made.
  func surface(width: Int, height: Int, cleared: Bool) -> CairoSurface? {
    guard let index = spares.firstIndex(where: { $0.width == width && $0.height == height })
    else {
      surfacesMade += 1
      return try? CairoSurface(width: width, height: height)
    }
    let spare = spares.remove(at: index)
    if cleared, let data = cairo_image_surface_get_data(spare.surface) {
      cairo_surface_flush(spare.surface)
      memset(data, 0, Int(cairo_image_surface_get_stride(spare.surface)) * height)
      cairo_surface_mark_dirty(spare.surface)
    }
    return spare
  }

  /// Keeps `plane`, drawn for `key`, as used in this frame.
  func keep(_ plane: Plane, for key: Key) {
    kept.keep(plane, bytes: plane.bytes, for: key)
  }

  /// Ends a frame: releases the planes it did not use, their surfaces joining the spares (the
  /// oldest given up past the budget); a frame that drew no plane releases the spares too.
  func endFrame() {
    let released = kept.endFrame().map(\.surface)
    guard drewPlaneThisFrame else {
      spares = []
      return
    }
    drewPlaneThisFrame = false
    spares += released
    var bytes = kept.keptBytes + spares.reduce(0) { $0 + Self.bytes(of: $1) }
    while bytes > maximumBytes, let oldest = spares.first {
      bytes -= Self.bytes(of: oldest)
      spares.removeFirst()
    }
  }

  private static func bytes(of surface: CairoSurface) -> Int {
    Int(cairo_image_surface_get_stride(surface.surface)) * surface.height
  }

  /// The number of planes kept.
  var count: Int { kept.count }
  /// The number of spare surfaces held.
  var spareCount: Int { spares.count }
}
