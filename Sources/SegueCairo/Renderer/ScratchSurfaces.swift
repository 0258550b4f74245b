import CCairo
import Foundation

/// Offscreen Cairo image surfaces kept from one frame to the next.
///
/// Shadows and 3D layers draw into offscreen surfaces of the same sizes frame after frame.
/// Allocating them anew costs a page fault per 4 KiB on first touch (a full-screen plane at 3×
/// is 12 MiB), more than clearing a reused one. A surface is lent for the duration of one
/// drawing step and returned; at the end of a frame every surface that was not lent during it
/// is released, so memory follows the current frame's needs.
final class ScratchSurfaces {
  private struct Key: Hashable {
    var format: Int32
    var width: Int
    var height: Int
  }

  private var available: [Key: [OpaquePointer]] = [:]
  private var lentThisFrame: Set<Key> = []

  deinit {
    for surfaces in available.values {
      for surface in surfaces { cairo_surface_destroy(surface) }
    }
  }

  /// A cleared (fully transparent) surface; give it back with `giveBack` when done. With
  /// `cleared` false, a reused surface keeps old pixels (for callers that write every one).
  func take(_ format: cairo_format_t, width: Int, height: Int, cleared: Bool = true)
    -> OpaquePointer?
  {
    let key = Key(format: format.rawValue, width: width, height: height)
    lentThisFrame.insert(key)
    if let surface = available[key]?.popLast() {
      guard cleared else { return surface }
      cairo_surface_flush(surface)
      if let data = cairo_image_surface_get_data(surface) {
        memset(data, 0, Int(cairo_image_surface_get_stride(surface)) * height)
      }
      cairo_surface_mark_dirty(surface)
      return surface
    }
    guard let surface = cairo_image_surface_create(format, Int32(width), Int32(height)) else {
      return nil
    }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    return surface
  }

  /// Returns a surface obtained from `take`.
  func giveBack(_ surface: OpaquePointer) {
    let key = Key(
      format: cairo_image_surface_get_format(surface).rawValue,
      width: Int(cairo_image_surface_get_width(surface)),
      height: Int(cairo_image_surface_get_height(surface)))
    available[key, default: []].append(surface)
  }

  /// Releases the surfaces of sizes not used during the frame that just ended.
  func endFrame() {
    for (key, surfaces) in available where !lentThisFrame.contains(key) {
      for surface in surfaces { cairo_surface_destroy(surface) }
      available[key] = nil
    }
    lentThisFrame.removeAll(keepingCapacity: true)
  }

  /// The number of surfaces held for reuse.
  var count: Int { available.values.reduce(0) { $0 + $1.count } }
}
