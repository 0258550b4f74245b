import CCairo
import Foundation
import SegueGeometry
import SegueLayers

/// Blurred shadow masks kept while a shadow stays put, so that a still card's shadow is
/// composited from its earlier mask instead of being drawn and blurred again every frame.
///
/// A mask is kept only for shadows whose shape is known from the key alone: a shadow path, or
/// a layer that casts with its background alone (a rounded rectangle, the folded case of
/// `ShadowFold`). The key holds everything the mask depends on — the casting shape, the
/// device matrix, the offset and blur in device pixels, and the device region the mask covers
/// — but not the shadow's colour or opacity, which apply when it is composited. As with
/// `ResampledImageCache`, a mask is kept once the same key has been drawn in two successive
/// frames (a shadow in flight makes a new key every frame and is never copied), and masks not
/// used in a frame are released at its end; the total is bounded (`KeptAcrossFrames`).
final class ShadowMaskCache {
  /// The most mask bytes kept (A8: a card's shadow at 3× is about 1.5 MiB).
  static let maximumBytes = 32 << 20

  struct Key: Hashable {
    /// The layer casting with its background (its own opacity, bounds, colour and corners),
    /// or nil for a shadow path.
    var caster: DisplayNode?
    var path: Path?
    /// The device matrix the shape is drawn with.
    var matrix: MatrixKey
    /// The offset in device pixels.
    var dx: Double
    var dy: Double
    var sigmaX: Double
    var sigmaY: Double
    /// The mask's device pixels, before the offset's whole pixels are added.
    var region: PixelRect
  }

  /// An A8 surface owned by the cache.
  private final class Mask {
    let surface: OpaquePointer
    let bytes: Int

    init?(width: Int, height: Int) {
      guard let made = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
      else { return nil }
      guard cairo_surface_status(made) == CAIRO_STATUS_SUCCESS else {
        cairo_surface_destroy(made)
        return nil
      }
      surface = made
      bytes = Int(cairo_image_surface_get_stride(made)) * height
    }

    deinit { cairo_surface_destroy(surface) }
  }

  private var kept = KeptAcrossFrames<Key, Mask>(maximumBytes: ShadowMaskCache.maximumBytes)

  /// Whether masks are kept (off only to check that keeping them changes nothing).
  var keepsMasks: Bool {
    get { kept.isEnabled }
    set { kept.isEnabled = newValue }
  }

  /// The mask kept for `key`, marked as used in this frame.
  func mask(for key: Key) -> OpaquePointer? {
    kept.value(for: key)?.surface
  }

  /// Whether a mask of `bytes` made now for `key` would be kept (the same key was drawn in the
  /// previous frame and the budget allows); records that `key` is drawn in this frame. A
  /// mask that would not be kept need only be made where it is composited.
  func wouldKeep(_ key: Key, bytes: Int) -> Bool {
    kept.shouldKeep(key, bytes: bytes)
  }

  /// Offers the mask just made for `key` (an A8 surface of the region's size): a copy is kept
  /// when the same key was drawn in the previous frame and the budget allows.
  func offer(_ mask: OpaquePointer, for key: Key) {
    let width = Int(cairo_image_surface_get_width(mask))
    let height = Int(cairo_image_surface_get_height(mask))
    guard kept.shouldKeep(key, bytes: width * height), let copy = Mask(width: width, height: height)
    else { return }
    cairo_surface_flush(mask)
    cairo_surface_flush(copy.surface)
    guard let from = cairo_image_surface_get_data(mask),
      let to = cairo_image_surface_get_data(copy.surface)
    else { return }
    let fromStride = Int(cairo_image_surface_get_stride(mask))
    let toStride = Int(cairo_image_surface_get_stride(copy.surface))
    for row in 0..<height {
      (to + row * toStride).update(from: from + row * fromStride, count: width)
    }
    cairo_surface_mark_dirty(copy.surface)
    kept.keep(copy, bytes: copy.bytes, for: key)
  }

  /// Ends a frame: releases the masks it did not use.
  func endFrame() { kept.endFrame() }

  /// The number of masks kept.
  var count: Int { kept.count }
}
